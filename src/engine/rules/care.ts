// Repair and healing on an expedition, with the 'napr/lecz/skaf' button and the hours in 'godzin:'.
// Implements R-REPAIR-01..05, R-REPAIR-07, R-REPAIR-11, R-HEAL-01..05, R-HEAL-09, R-UI-TABLE-19 and
// R-UI-EXP-15, and the factors of harm from hunger (R-REPAIR-10, R-HEAL-08, R-RES-17). Patch-ups
// and pre-healing (R-REPAIR-06, 08, 09, R-HEAL-06, 07) follow the first hit of a batch
// (rules/tending.ts): a tended wound or damage is healed or repaired first, with its factor.
import { NO_ENCOUNTERS, type Activity, type EncounterSource } from './encounterSeam';
import type { HumanId, StockId } from '../data/units';
import type { Dice } from '../rng';
import { unitsWith, unitWeight } from './stock';
import type { GameState } from '../state';
import type { Message } from '../text';
import { damagedInTable, folderOf, livingPartyCrew, partyFolders, tableFolders, withFolder, workingCount, type FolderId } from './folders';
import { STARVED_HEAL_FACTOR, STARVED_REPAIR_FACTOR } from '../data/resources';
import { passHours } from './exposure';
import { handsCapacity, isRobot, usedWeight } from './party';
import { patchFactor, preHealFactor } from './tending';
import { mapped, passenger, patchFolder, patchHuman, withState, withSurface, worn } from '../stateCopy';

/** R-REPAIR-11: chance per hour by the sum of factors, as numerator/denominator (sums −5…7). */
const REPAIR_TABLE: Readonly<Record<number, readonly [number, number]>> = {
  [-4]: [1, 36], [-3]: [1, 18], [-2]: [1, 12], [-1]: [1, 9], 0: [1, 7], 1: [1, 6], 2: [1, 3], 3: [1, 2], 4: [2, 3], 5: [4, 5], 6: [1, 1], 7: [1, 1],
};
/** R-HEAL-09: chance of curing one wound per hour by the sum of factors (1/8.5 as 2/17). */
const HEAL_TABLE: Readonly<Record<number, readonly [number, number]>> = {
  [-9]: [1, 432], [-8]: [1, 144], [-7]: [1, 72], [-6]: [1, 43], [-5]: [1, 29], [-4]: [1, 21], [-3]: [1, 17], [-2]: [1, 14], [-1]: [1, 13],
  0: [1, 12], 1: [1, 11], 2: [1, 10], 3: [2, 17], 4: [1, 8], 5: [1, 7], 6: [1, 6], 7: [1, 3], 8: [1, 2], 9: [2, 3],
};
export const REPAIR_HOURS = { min: 1, max: 6 } as const;
export const HEAL_HOURS = { min: 1, max: 12 } as const;

export function repairChance(sum: number): readonly [number, number] {
  if (sum <= -5) return [0, 1];
  return REPAIR_TABLE[Math.min(7, sum)]!;
}
export function healChance(sum: number): readonly [number, number] {
  if (sum <= -10) return [0, 1];
  return HEAL_TABLE[Math.min(9, sum)]!;
}

/** R-REPAIR-05, R-REPAIR-07, R-HEAL-05: a helping device counts if it works and the humans can carry it (or the Rover does). */
function helper(s: GameState, id: StockId, notThisOne = 0): boolean {
  if (workingCount([...partyFolders(s), s.bay], id) - notThisOne <= 0) return false;
  return s.mode === 'rover' || handsCapacity(s) - usedWeight(s) >= unitWeight(id) || workingCount([s.party.used], id) > 0;
}

export function repairFactors(s: GameState, unit: StockId | 'suit' | 'heavySuit'): number {
  let sum = 0;
  if (livingPartyCrew(s).some((p) => p.id === 'engineer')) sum += 2;
  if (unit !== 'suit' && unit !== 'heavySuit' && isRobot(unit)) {
    if (helper(s, 'specialTools')) sum += 2;
  } else if (helper(s, 'tools', unit === 'tools' ? 1 : 0)) sum += 2;
  return sum + patchFactor(s, unit) + starvedRepairFactor(s, unit);
}

/**
 * R-REPAIR-10 (ours for which unit is repaired): of a row's damaged units the ordinary ones are
 * repaired first; when only units damaged by hunger are left, the repair takes −2 (one such
 * damage a unit: a second destroys it).
 */
export function starvedRepairFactor(s: GameState, unit: StockId | 'suit'): number {
  if (unit === 'suit') return 0;
  const starved = s.surface?.starvedDamage[unit] ?? 0;
  return starved > 0 && damagedInTable(s, unit) - starved <= 0 ? STARVED_REPAIR_FACTOR : 0;
}

export function healFactors(s: GameState, patient: HumanId): number {
  let sum = 0;
  if (patient !== 'doctor' && livingPartyCrew(s).some((p) => p.id === 'doctor')) sum += 3;
  if (helper(s, 'medkit')) sum += 3;
  return sum + preHealFactor(s, patient) + starvedHealFactor(s, patient);
}

/**
 * R-HEAL-08, R-HEAL-11 (ours): ordinary wounds are healed first; when only wounds from hunger
 * are left, each of them counts −3 (the manual's second such wound −6, third −9).
 */
export function starvedHealFactor(s: GameState, patient: HumanId): number {
  const h = s.crew.find((x) => x.id === patient);
  if (!h || h.starvedWounds === 0 || h.wounds > h.starvedWounds) return 0;
  return STARVED_HEAL_FACTOR * h.starvedWounds;
}

/** 'godzin:' as whole hours within a range, or null with the message why not. */
function hoursFor(s: GameState, range: { min: number; max: number }): number | Message {
  const h = s.inputs.hours;
  if (!Number.isInteger(h) || h < range.min || h > range.max) return { key: 'msg.careHours', params: { min: range.min, max: range.max } };
  return h;
}

/** One hour's attempt at the odds of the table. */
export function attemptSucceeds(odds: readonly [number, number], dice: Dice): boolean {
  return odds[0] > 0 && dice.int(1, odds[1]) <= odds[0];
}

/** Attempts, one an hour: the hour of success, or null when all hours fail. */
function attempts(hours: number, odds: readonly [number, number], dice: Dice): number | null {
  for (let h = 1; h <= hours; h++) if (attemptSucceeds(odds, dice)) return h;
  return null;
}

/**
 * The hours of a repair or a healing pass (with the harm of damaged suits, R-DEV-17/30/31), then
 * the result applies to the state after them: a patient who died meanwhile is not healed.
 */
function spend(s: GameState, hours: number, dice: Dice, result: (x: GameState) => GameState, message: Message, activity: Activity, encounters: EncounterSource): GameState {
  const passed = passHours(s, hours, dice, activity, encounters);
  const out = result(passed.state);
  return withState(out, { message: passed.notes.length ? { ...message, notes: passed.notes } : message });
}

export type CareResult = { state: GameState } | { refused: Message };

/** R-REPAIR-01..03: repair of one damaged unit of a row (a robot or a device). */
export function repair(s: GameState, folder: FolderId, unit: StockId, dice: Dice, encounters: EncounterSource = NO_ENCOUNTERS): CareResult {
  const hours = hoursFor(s, REPAIR_HOURS);
  if (typeof hours !== 'number') return { refused: hours };
  const st = folderOf(s, folder).units[unit];
  if (!st || st.damaged === 0) return { refused: { key: 'msg.refused' } };
  const success = attempts(hours, repairChance(repairFactors(s, unit)), dice);
  const fixed = (x: GameState): GameState => {
    if (success === null) return x;
    // the unit may have been put down into another folder meanwhile (a wound lowered the capacity)
    const where = [folder, ...tableFolders(x).map(([id]) => id)].find((id) => (folderOf(x, id).units[unit]?.damaged ?? 0) > 0);
    if (!where) return x;
    const f = folderOf(x, where);
    const u = f.units[unit]!;
    return unpatch(withFolder(x, where, patchFolder(f, { units: unitsWith(f.units, unit, { count: u.count, damaged: u.damaged - 1 }) })), unit);
  };
  const message: Message = { key: success !== null ? 'msg.repaired' : 'msg.repairFailed', params: { unit: { unit }, hours: success ?? hours } };
  return { state: spend(s, success ?? hours, dice, fixed, message, 'repair', encounters) };
}

/** A patched-up unit of the type is the one repaired: its mark goes (R-REPAIR-06, 08, 09). */
function unpatch(s: GameState, unit: StockId): GameState {
  const marks = s.surface?.patched[unit];
  if (!marks?.length) return s;
  return withState(s, { surface: withSurface(s.surface!, { patched: { ...s.surface!.patched, [unit]: marks.slice(1) } }) });
}

/** R-REPAIR-02: repair of the damaged suit a human wears (it protects only once repaired). */
export function repairSuit(s: GameState, folder: FolderId, id: HumanId, dice: Dice, encounters: EncounterSource = NO_ENCOUNTERS): CareResult {
  const hours = hoursFor(s, REPAIR_HOURS);
  if (typeof hours !== 'number') return { refused: hours };
  const p = folderOf(s, folder).crew.find((x) => x.id === id);
  if (!p?.suit?.damaged) return { refused: { key: 'msg.refused' } };
  const success = attempts(hours, repairChance(repairFactors(s, p.suit.kind)), dice);
  const fixed = (x: GameState): GameState => {
    if (success === null) return x;
    const where = tableFolders(x).find(([, f]) => f.crew.some((c) => c.id === id && c.suit?.damaged));
    if (!where) return x;
    const [fid, f] = where;
    return unpatch(withFolder(x, fid, patchFolder(f, { crew: mapped(f.crew, (c) => (c.id === id ? passenger(c.id, worn(c.suit!.kind, false)) : c)) })), p.suit!.kind);
  };
  const message: Message = { key: success !== null ? 'msg.repaired' : 'msg.repairFailed', params: { unit: { unit: p.suit.kind }, hours: success ?? hours } };
  return { state: spend(s, success ?? hours, dice, fixed, message, 'repair', encounters) };
}

/** R-HEAL-01..02: healing one wound of a human; at least two humans must be in the expedition. */
export function heal(s: GameState, id: HumanId, dice: Dice, encounters: EncounterSource = NO_ENCOUNTERS): CareResult {
  if (livingPartyCrew(s).length < 2) return { refused: { key: 'msg.healAlone' } };
  const hours = hoursFor(s, HEAL_HOURS);
  if (typeof hours !== 'number') return { refused: hours };
  const h = s.crew.find((x) => x.id === id);
  if (!h?.alive || h.wounds === 0) return { refused: { key: 'msg.refused' } };
  const success = attempts(hours, healChance(healFactors(s, id)), dice);
  const healed = (x: GameState): GameState =>
    success === null ? x : withState(x, { crew: mapped(x.crew, (c) => (c.id === id && c.alive && c.wounds > 0 ? patchHuman(c, { wounds: c.wounds - 1, preHealed: (c.preHealed ?? []).slice(1) }) : c)) });
  const message: Message = { key: success !== null ? 'msg.healed' : 'msg.healFailed', params: { unit: { unit: id }, hours: success ?? hours } };
  return { state: spend(s, success ?? hours, dice, healed, message, 'heal', encounters) };
}

/** Can this human be healed (wounded, and two humans in the party)? */
export function healable(s: GameState, id: HumanId): boolean {
  const h = s.crew.find((x) => x.id === id);
  return livingPartyCrew(s).length >= 2 && !!h?.alive && h.wounds > 0;
}
