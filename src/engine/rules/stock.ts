// Counting units of a kind: one more or one fewer (working or damaged), and a unit's weight.
import { UNIT_TYPES, type UnitId } from '../data/units';
import type { Stock } from '../state';

/** The count with one more unit, damaged or working. */
export function plusOne(st: Stock | undefined, damaged: boolean): Stock {
  return { count: (st?.count ?? 0) + 1, damaged: (st?.damaged ?? 0) + (damaged ? 1 : 0) };
}

/** The count with one unit fewer, a damaged one or a working one. */
export function minusOne(st: Stock, damaged: boolean): Stock {
  return { count: st.count - 1, damaged: st.damaged - (damaged ? 1 : 0) };
}

/** A unit's weight (0 for a unit without one). */
export function unitWeight(id: UnitId): number {
  const w = UNIT_TYPES[id].stats.weight;
  return w.kind === 'none' ? 0 : w.value;
}
