// Every change of the victory points goes through addVp with its reason: it becomes an entry of
// the points ledger (issue 14: the PZ total always equals the ledger's sum), and unless the
// step's own message names the amount, a note after that message says what the PZ were for
// (step() turns the reasons of one step into notes).
import type { GameState, LedgerEntry, VpChange, VpReason } from '../state';
import { withState } from '../stateCopy';

/**
 * Adds VP for a reason, as a ledger entry of the current month (one entry per month and reason:
 * a month's research VP are one line). `told` means the step's message names the amount itself
 * (research, the happy return, the terrain bonus, the shuttle that flew back alone), so no note.
 */
export function addVp(s: GameState, amount: number, reason: VpReason, told = false): GameState {
  if (amount === 0) return s;
  const vpLog: readonly VpChange[] = told ? s.vpLog ?? [] : [...(s.vpLog ?? []), { amount, reason }];
  return withState(s, { vp: s.vp + amount, vpLog, ledger: addEntry(s.ledger, s.month, reason, amount) });
}

function addEntry(ledger: readonly LedgerEntry[], month: number, reason: VpReason, amount: number): readonly LedgerEntry[] {
  const last = ledger.at(-1);
  // every entry made by one literal, in one hidden class (a spread of the last one made another: the chart's reads of the ledger were megamorphic)
  if (last && last.month === month && last.reason === reason) return [...ledger.slice(0, -1), { month, reason, amount: last.amount + amount }];
  return [...ledger, { month, reason, amount }];
}

/** The ledger's sum: always the PZ total (an invariant of every state). */
export const ledgerSum = (ledger: readonly LedgerEntry[]): number => ledger.reduce((n, e) => n + e.amount, 0);
