// A unit's indicators as the expedition table shows them. Implements R-DEV-11 (suit: weight +4,
// speed −1), R-DEV-22, R-DEV-26, R-DEV-27 (a working heavy suit replaces grab, kill, capacity and
// speed; a damaged one gives back the wearer's own, but its speed 7 if that is lower), R-UI-TABLE-04
// ('S', 'SU', 'CS', 'CSU').
import { STAT_NAMES, UNIT_TYPES, type StatName, type UnitId } from '../data/units';
import type { Passenger } from '../state';

export type Stats = Readonly<Record<StatName, number | null>>;

/** Kept per unit type and per suit worn: the rules ask a unit's indicators on every hour and every load. */
const base = new Map<UnitId, Stats>();
// by the wearer, then the suit's kind and state as an index (no key string made on every ask)
const suited = new Map<UnitId, (Stats | undefined)[]>();

export function baseStats(id: UnitId): Stats {
  let out = base.get(id);
  if (!out) {
    const t = UNIT_TYPES[id].stats;
    base.set(id, (out = Object.freeze(Object.fromEntries(STAT_NAMES.map((k) => [k, t[k].kind === 'none' ? null : t[k].value])) as Stats)));
  }
  return out;
}

export function passengerStats(p: Passenger): Stats {
  if (!p.suit) return baseStats(p.id);
  let byWear = suited.get(p.id);
  if (!byWear) suited.set(p.id, (byWear = [undefined, undefined, undefined, undefined]));
  const i = (p.suit.kind === 'suit' ? 0 : 2) + (p.suit.damaged ? 1 : 0);
  return (byWear[i] ??= Object.freeze(suitedStats(p.id, p.suit)));
}

/** The indicators of a human in a suit (passengerStats keeps them per kind of suit and its state). */
function suitedStats(id: UnitId, suit: NonNullable<Passenger['suit']>): Stats {
  const own = baseStats(id);
  if (suit.kind === 'suit') return { ...own, weight: own.weight! + 4, speed: own.speed! - 1 };
  const heavy = { grab: 4, kill: 4, capacity: 8, speed: 7 };
  const weight = own.weight! + 9;
  const absorbency = own.absorbency! + 1;
  if (suit.damaged) return { ...own, weight, absorbency, speed: Math.min(own.speed!, heavy.speed) };
  return { ...own, ...heavy, weight, absorbency };
}

export function suitMark(p: Passenger): string | null {
  if (!p.suit) return null;
  return (p.suit.kind === 'suit' ? 'S' : 'CS') + (p.suit.damaged ? 'U' : '');
}
