// The balance of unit use (R-BAL-03..14) and the end-of-game penalties (R-WIN-04): each landing
// records what went down; back on Earth every requirement missed is a ledger entry. Ours
// (R-BAL-15): a penalty per failing item — per human, per robot type, per device type — and one
// "taking" is one unit in the expedition table at a landing (4 Heavy Suits at once count 4 times).
import { BALANCE, END_VP } from '../data/balance';
import { DEVICE_IDS, HUMAN_IDS, ROBOT_IDS, STOCK_IDS, type StockId } from '../data/units';
import type { BalanceRecord, GameState, VpReason } from '../state';
import { tableFolderList } from './folders';
import { tableCrew, tableResources } from './loading';
import { orbitSet } from './planet';
import { addVp } from './vp';
import { withState } from '../stateCopy';
import { byStock, STOCK_COUNT, stockFromList, stockList } from './stock';

export const EMPTY_BALANCE: BalanceRecord = { humans: [], lightSuit: [], taken: byStock({}), together: byStock({}), fills: 0, heavySuitsAtStart: 0 };

/** R-BAL-03..14: a landing takes down everything in the expedition table, the suits worn too. */
export function recordLanding(s: GameState): GameState {
  const crew = tableCrew(s);
  // by index over the unit types (stock.ts), without a read by a key that varies: run once a
  // landing, it stays in the slow tiers, where such reads go through the megamorphic cache (a
  // for-in over five folders' records was some 60 µs; the reads by name 0.9% of the bench's games)
  const here: (number | undefined)[] = new Array<number | undefined>(STOCK_COUNT).fill(undefined);
  for (const f of tableFolderList(s)) {
    const units = stockList(f.units);
    for (let i = 0; i < STOCK_COUNT; i++) {
      const st = units[i];
      if (st) here[i] = (here[i] ?? 0) + st.count;
    }
  }
  for (const p of crew) {
    if (!p.suit) continue;
    const at = p.suit.kind === 'suit' ? SUIT_AT : HEAVY_SUIT_AT;
    here[at] = (here[at] ?? 0) + 1;
  }
  const b = s.balance;
  const taken = stockList(b.taken);
  const together = stockList(b.together);
  for (let i = 0; i < STOCK_COUNT; i++) {
    const n = here[i];
    if (n === undefined) continue;
    taken[i] = (taken[i] ?? 0) + n;
    together[i] = Math.max(together[i] ?? 0, n);
  }
  const gravity = orbitSet(s)?.gravity;
  const filled = gravity !== undefined && tableResources(s) >= BALANCE.fillResources[gravity];
  const union = <T>(a: readonly T[], more: readonly T[]): T[] => [...a, ...more.filter((x) => !a.includes(x))];
  return withState(s, {
    balance: {
      ...b,
      humans: union(b.humans, crew.map((p) => p.id)),
      lightSuit: union(b.lightSuit, crew.filter((p) => p.suit?.kind === 'suit').map((p) => p.id)),
      taken: stockFromList(taken),
      together: stockFromList(together),
      fills: b.fills + (filled ? 1 : 0),
    },
  });
}
const SUIT_AT = STOCK_IDS.indexOf('suit');
const HEAVY_SUIT_AT = STOCK_IDS.indexOf('heavySuit');

/** One penalty of the end: its reason, its PZ (negative) and how many items failed. */
export interface Penalty {
  readonly reason: VpReason;
  readonly amount: number;
  readonly items: number;
}

/** R-BAL-03..14: the balance penalties of a voyage, by the record of its landings. */
export function balancePenalties(s: GameState): Penalty[] {
  const L = s.length;
  const b = s.balance;
  const times = (id: StockId) => b.taken[id] ?? 0;
  const out: Penalty[] = [];
  const push = (reason: VpReason, items: number, each: number) => items > 0 && out.push({ reason, amount: items * each, items });
  push('balanceCrew', HUMAN_IDS.filter((h) => !b.humans.includes(h)).length, BALANCE.crewVp[L]);
  if (L === 30) push('balanceLightSuit', HUMAN_IDS.filter((h) => !b.lightSuit.includes(h)).length, BALANCE.lightSuitVp);
  push('balanceRobots', ROBOT_IDS.filter((id) => times(id) < BALANCE.robotTimes[L]).length, BALANCE.robotVp);
  push('balanceRover', times('rover') < BALANCE.roverTimes[L] ? 1 : 0, BALANCE.roverVp);
  const devices = DEVICE_IDS.filter((id) => id !== 'rover');
  push('balanceDevices', devices.filter((id) => times(id) === 0).length, BALANCE.deviceVp[L]);
  if (L === 30) push('balanceDeviceRepeats', devices.filter((id) => times(id) < (BALANCE.deviceTimes30[id] ?? 1)).length, BALANCE.deviceTimesVp);
  const need = (id: StockId) => (id === 'heavySuit' && b.heavySuitsAtStart < BALANCE.together.heavySuit! ? BALANCE.heavySuitsIfFewer : BALANCE.together[id]!);
  const missed = (Object.keys(BALANCE.together) as StockId[]).filter((id) => (b.together[id] ?? 0) < need(id)).length;
  push('balanceQuantities', Math.max(0, missed - BALANCE.togetherMissAllowed[L]), BALANCE.togetherVp);
  push('balanceResources', b.fills < BALANCE.fillTimes[L] ? 1 : 0, BALANCE.fillVp);
  return out;
}

/** R-WIN-04: unhealed wounds (R-CREW-10), robots and Rovers still damaged (R-ROBOT-07, R-DEV-64), device types all damaged (R-DEV-08). */
export function endPenalties(s: GameState): Penalty[] {
  const out: Penalty[] = [];
  const push = (reason: VpReason, items: number, each: number) => items > 0 && out.push({ reason, amount: items * each, items });
  push('unhealed', s.crew.filter((h) => h.alive).reduce((n, h) => n + h.wounds, 0), END_VP.unhealedWound);
  push('damagedRobots', [...ROBOT_IDS, 'rover' as const].reduce((n, id) => n + s.stock[id].damaged, 0), END_VP.damagedRobot);
  push('damagedDevices', DEVICE_IDS.filter((id) => id !== 'rover' && s.stock[id].count > 0 && s.stock[id].damaged === s.stock[id].count).length, END_VP.damagedDeviceType);
  return out;
}

/** Back on Earth: every end penalty and balance penalty becomes a ledger entry with its note. */
export function settleEnd(s: GameState): GameState {
  return [...endPenalties(s), ...balancePenalties(s)].reduce((x, p) => addVp(x, p.amount, p.reason), s);
}
