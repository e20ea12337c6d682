// A balance record that meets every requirement of the balance of unit use (R-BAL-03..14) on any
// voyage length: for tests of what happens at the end apart from the balance.
import { HUMAN_IDS, STOCK_IDS, type StockId } from '../../src/engine/data/units';
import type { GameState } from '../../src/engine';

export function balanced(s: GameState): GameState {
  const taken = Object.fromEntries(STOCK_IDS.map((id) => [id, 9])) as Record<StockId, number>;
  return { ...s, balance: { humans: [...HUMAN_IDS], lightSuit: [...HUMAN_IDS], taken, together: { stunner: 2, cage: 5, heavySuit: 4 }, fills: 3, heavySuitsAtStart: 4 } };
}

/** The same state with its PZ set and the ledger saying so (the PZ total is always the ledger's sum). */
export function withVp(s: GameState, vp: number): GameState {
  return { ...s, vp, ledger: vp === 0 ? [] : [{ month: s.month, reason: 'earlier', amount: vp }] };
}
