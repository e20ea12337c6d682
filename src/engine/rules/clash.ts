// Who fights a clash and with what (R-COMBAT-01..07, R-COMBAT-10..11, R-DEV-35..45, R-FLEE-05): all
// humans of the field party (with their suits) and the working robots; weapons in hands, one per
// human, assigned optimally; the totals; and the hits that follow, which only those who fought
// (and the resources) may take.
import { ROBOT_IDS, STOCK_IDS, type HumanId, type RobotId, type StockId } from '../data/units';
import { ALIEN_WEAPON } from '../data/artifacts';
import type { ClashMode } from '../data/combat';
import { alienWeaponReady } from './artifacts';
import type { Course, GameState, HitBatch } from '../state';
import { baseStats, passengerStats } from './stats';
import { livingPartyCrew, partyFolders, workingCount, partyWorking } from './folders';
import { STOCK_COUNT, stockList } from './stock';
import { sortStably } from '../insertionSort';

/** The combat devices (R-DEV-35, R-DEV-39, R-DEV-43). */
export const WEAPONS = ['stunner', 'paralyser', 'laser'] as const satisfies readonly StockId[];
export type Weapon = (typeof WEAPONS)[number];
export const isWeapon = (id: string): id is Weapon => (WEAPONS as readonly string[]).includes(id);

const value = (v: number | null): number => v ?? 0;
const statOf = (mode: ClashMode) => (mode === 'capture' ? 'grab' : 'kill');

/** The humans who fight: alive, not ill (an infected human who must be carried does not, R-COMBAT-10). */
export function fighters(s: GameState): HumanId[] {
  return livingPartyCrew(s).map((p) => p.id);
}

/**
 * R-CHASE-02: working units put into 'PORZUCONE' during the meeting (beyond those there when it
 * began): they were the expedition's at its start, so they may still fight.
 */
export function droppedUnits(s: GameState): Partial<Record<StockId, number>> {
  const atStart = s.surface?.encounter?.course?.abandonedAtStart ?? {};
  const out: Partial<Record<StockId, number>> = {};
  // by index over the table's types (stockList: named reads); mostly nothing lies there
  const units = stockList(s.party.abandoned.units);
  for (let i = 0; i < STOCK_COUNT; i++) {
    const st = units[i];
    if (!st?.count) continue;
    const id = STOCK_IDS[i]!;
    const n = st.count - st.damaged - (atStart[id] ?? 0);
    if (n > 0) out[id] = n;
  }
  return out;
}

/** Working units of a type that may take part in the clash: the party's and those dropped during the meeting. */
const inClash = (s: GameState, id: StockId, dropped = droppedUnits(s)): number => partyWorking(s, id) + (dropped[id] ?? 0);

/** The working robots who fight, by type. */
export function fightingRobots(s: GameState): Partial<Record<RobotId, number>> {
  const out: Partial<Record<RobotId, number>> = {};
  const dropped = droppedUnits(s);
  for (const id of ROBOT_IDS) {
    const n = inClash(s, id, dropped);
    if (n > 0) out[id] = n;
  }
  return out;
}

/**
 * R-COMBAT-06, R-DEV-40: weapons that may be chosen: working, in 'UŻYWANE' (or there when the meeting
 * began; by Rover every device counts); no Paralyser under a liquid. Counts by type.
 */
export function availableWeapons(s: GameState, course: Course): Partial<Record<Weapon, number>> {
  const out: Partial<Record<Weapon, number>> = {};
  const dropped = droppedUnits(s);
  for (const id of WEAPONS) {
    if (id === 'paralyser' && s.level === 'underwater') continue;
    const all = inClash(s, id, dropped);
    const n = s.mode === 'rover' || course.usedAtStart.includes(id) ? all : Math.min(all, workingCount([s.party.used], id));
    const left = n - course.weapons.filter((w) => w === id).length;
    if (left > 0) out[id] = left;
  }
  return out;
}

/** Another weapon may still be chosen: one is left and a human is without one (R-COMBAT-03). */
export function canPickWeapon(s: GameState, course: Course): boolean {
  return course.weapons.length < fighters(s).length && Object.keys(availableWeapons(s, course)).length > 0;
}

/**
 * R-COMBAT-01, R-COMBAT-03, R-COMBAT-04: the expedition's total grab or kill strength. A weapon's value
 * replaces its user's; the program gives the best weapons to the weakest humans, and a weapon that
 * would lower its user's value is not used. Returns the total and the weapons used.
 */
export function clashStrength(s: GameState, mode: ClashMode, weapons: readonly StockId[], alone?: HumanId): { total: number; used: StockId[] } {
  const stat = statOf(mode);
  // R-ART-03, R-CREW-21: a recognised Alien Weapon carried is the Soldier's (grab 9, kill 9)
  const armed = alienWeaponReady(s);
  // the humans' own values, weakest first, and the weapons', strongest first (equals in the order
  // given), sorted stably in place: the player weighs both modes of every meeting
  const own: number[] = [];
  // R-FLEE-05: a hunted human fights alone; otherwise everyone who can
  for (const p of livingPartyCrew(s)) if (!alone || p.id === alone) own.push(armed && p.id === ALIEN_WEAPON.wielder ? ALIEN_WEAPON[stat] : value(passengerStats(p)[stat]));
  sortStably(own, smaller);
  const arms: { id: StockId; v: number }[] = weapons.map((id) => ({ id, v: value(baseStats(id)[stat]) }));
  sortStably(arms, stronger);
  let total = 0;
  for (const v of own) total += v;
  const used: StockId[] = [];
  for (let i = 0; i < Math.min(own.length, arms.length); i++) {
    const gain = arms[i]!.v - own[i]!;
    if (gain <= 0) break;
    total += gain;
    used.push(arms[i]!.id);
  }
  if (!alone) {
    const dropped = droppedUnits(s);
    for (const id of ROBOT_IDS) {
      const n = inClash(s, id, dropped);
      if (n > 0) total += value(baseStats(id)[stat]) * n;
    }
  }
  return { total, used };
}

const smaller = (a: number, b: number): boolean => a < b;
const stronger = (a: { v: number }, b: { v: number }): boolean => a.v > b.v;

/** R-COMBAT-12, R-COMBAT-15: a working Paralyser (capture) or Laser (kill) with the party, chosen or not. */
export function improverPresent(s: GameState, mode: ClashMode): boolean {
  if (mode === 'capture') return s.level !== 'underwater' && inClash(s, 'paralyser') > 0;
  return inClash(s, 'laser') > 0;
}

/**
 * R-COMBAT-11: a clash's hits go to the humans who fought (and their suits), the robots that fought,
 * the weapons used, and the resources — never to damaged robots or to devices that took no part.
 * The units damaged now are spared (only a unit damaged during the batch can be hit again).
 */
export function clashHits(s: GameState, count: number, weaponsUsed: readonly StockId[]): HitBatch {
  const humans = fighters(s);
  const robots = Object.keys(fightingRobots(s)) as StockId[];
  const units = [...new Set([...robots, ...weaponsUsed])];
  const spared: Partial<Record<StockId, number>> = {};
  for (const id of units) {
    const damaged = [...partyFolders(s), s.party.abandoned].reduce((n, f) => n + (f.units[id]?.damaged ?? 0), 0);
    if (damaged > 0) spared[id] = damaged;
  }
  // R-CHASE-02: what fought in 'PORZUCONE' may take hits there
  const dropped = Object.fromEntries(Object.entries(droppedUnits(s)).filter(([id]) => units.includes(id as StockId)));
  return { source: 'clash', count, units, humans: [...humans], ...(Object.keys(spared).length ? { spared } : {}), ...(Object.keys(dropped).length ? { dropped } : {}) };
}
