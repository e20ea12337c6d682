// The unit catalogue: every human, robot and device of the starship with the manual's numbers.
// Implements R-CREW-15..21, R-ROBOT-10..13, R-DEV-11, R-DEV-22, R-DEV-35, R-DEV-39, R-DEV-43,
// R-DEV-47, R-DEV-50..56, R-DEV-67, R-DEV-03, R-DEV-10, R-DEV-04 (absorbency), R-SHUTTLE-02.

/** Gravity classes, always in the manual's order near-zero / low / Earth / high / huge. */
export const GRAVITIES = ['nearZero', 'low', 'earth', 'high', 'huge'] as const;
export type Gravity = (typeof GRAVITIES)[number];

export const HUMAN_IDS = [
  'commander',
  'doctor',
  'navigator',
  'engineer',
  'scout',
  'scientist',
  'soldier',
] as const;
export type HumanId = (typeof HUMAN_IDS)[number];

export const ROBOT_IDS = ['transbot', 'specbot', 'rekonbot', 'repbot'] as const;
export type RobotId = (typeof ROBOT_IDS)[number];

export const DEVICE_IDS = [
  'suit',
  'heavySuit',
  'stunner',
  'paralyser',
  'laser',
  'climber',
  'neurodetector',
  'tools',
  'specialTools',
  'medkit',
  'detector',
  'holocamera',
  'rover',
  'cage',
] as const;
export type DeviceId = (typeof DEVICE_IDS)[number];

/** Robots and devices are kept aboard as counted stock; humans are individuals. */
export type StockId = RobotId | DeviceId;
export const STOCK_IDS: readonly StockId[] = [...ROBOT_IDS, ...DEVICE_IDS];
export type UnitId = HumanId | StockId;
export const UNIT_IDS: readonly UnitId[] = [...HUMAN_IDS, ...STOCK_IDS];

/** Colour category of a unit row (R-UI-COLORS-01). */
export type UnitKind = 'human' | 'robot' | 'device' | 'suit' | 'rover' | 'cage';

/**
 * A stat either is absent, is a plain value, replaces the wearer's/user's value,
 * or is added to the wearer's value (suits).
 */
export type Stat =
  | { readonly kind: 'none' }
  | { readonly kind: 'value'; readonly value: number }
  | { readonly kind: 'replaces'; readonly value: number }
  | { readonly kind: 'wearerPlus'; readonly value: number };

export const STAT_NAMES = ['grab', 'kill', 'weight', 'capacity', 'speed', 'absorbency'] as const;
export type StatName = (typeof STAT_NAMES)[number];

export interface UnitType {
  readonly id: UnitId;
  readonly kind: UnitKind;
  readonly stats: Readonly<Record<StatName, Stat>>;
  /** R-DEV-03: stunners and cages are destroyed by any damage. */
  readonly damageable: boolean;
  /** R-DEV-10: only these device types may go down to a planet more than one at a time. */
  readonly manyPerLanding: boolean;
}

const none: Stat = { kind: 'none' };
const v = (value: number): Stat => ({ kind: 'value', value });
const rep = (value: number): Stat => ({ kind: 'replaces', value });
const plus = (value: number): Stat => ({ kind: 'wearerPlus', value });

function unit(
  id: UnitId,
  kind: UnitKind,
  [grab, kill, weight, capacity, speed, absorbency]: readonly [Stat, Stat, Stat, Stat, Stat, Stat],
  extra: Partial<Pick<UnitType, 'damageable' | 'manyPerLanding'>> = {},
): UnitType {
  return {
    id,
    kind,
    stats: { grab, kill, weight, capacity, speed, absorbency },
    damageable: extra.damageable ?? true,
    manyPerLanding: extra.manyPerLanding ?? kind === 'human',
  };
}

/** Humans: human toughness and intelligence are per person, the rest is the table of R-CREW-15..21. */
const HUMANS: readonly UnitType[] = [
  unit('commander', 'human', [v(3), v(3), v(5), v(5), v(8), v(2)]),
  unit('doctor', 'human', [v(3), v(2), v(6), v(5), v(6), v(2)]),
  unit('navigator', 'human', [v(3), v(2), v(6), v(6), v(7), v(2)]),
  unit('engineer', 'human', [v(3), v(2), v(6), v(6), v(9), v(2)]),
  unit('scout', 'human', [v(3), v(2), v(7), v(6), v(6), v(2)]),
  unit('scientist', 'human', [v(4), v(2), v(6), v(5), v(6), v(2)]),
  unit('soldier', 'human', [v(4), v(3), v(7), v(7), v(8), v(2)]),
];

/** R-ROBOT-10..13. Robots may go down more than one of a type (they are not devices, R-DEV-10). */
const ROBOTS: readonly UnitType[] = [
  unit('transbot', 'robot', [v(1), v(2), v(9), v(9), v(3), v(1)], { manyPerLanding: true }),
  unit('specbot', 'robot', [v(7), v(6), v(9), v(3), v(7), v(1)], { manyPerLanding: true }),
  unit('rekonbot', 'robot', [v(4), v(4), v(9), v(3), v(5), v(1)], { manyPerLanding: true }),
  unit('repbot', 'robot', [v(2), v(3), v(9), v(3), v(4), v(1)], { manyPerLanding: true }),
];

/** R-DEV-11..67; the Rover's capacity is per gravity (ROVER_CAPACITY), shown here at Earth gravity. */
const DEVICES: readonly UnitType[] = [
  unit('suit', 'suit', [none, none, plus(4), none, plus(-1), none], { manyPerLanding: true }),
  unit('heavySuit', 'suit', [rep(4), rep(4), plus(9), rep(8), rep(7), plus(1)], {
    manyPerLanding: true,
  }),
  unit('stunner', 'device', [rep(6), rep(4), v(1), none, none, none], {
    damageable: false,
    manyPerLanding: true,
  }),
  unit('paralyser', 'device', [rep(5), rep(2), v(2), none, none, none]),
  unit('laser', 'device', [rep(4), rep(8), v(2), none, none, v(1)]),
  unit('climber', 'device', [none, none, v(2), none, none, none]),
  unit('neurodetector', 'device', [none, none, v(2), none, none, v(1)]),
  unit('tools', 'device', [none, none, v(2), none, none, none]),
  unit('specialTools', 'device', [none, none, v(3), none, none, none]),
  unit('medkit', 'device', [none, none, v(2), none, none, none]),
  unit('detector', 'device', [none, none, v(2), none, none, v(1)]),
  unit('holocamera', 'device', [none, none, v(2), none, none, none]),
  unit('rover', 'rover', [none, none, v(20), v(30), v(10), v(2)]),
  unit('cage', 'cage', [none, none, v(1), none, none, none], {
    damageable: false,
    manyPerLanding: true,
  }),
];

export const UNIT_TYPES: Readonly<Record<UnitId, UnitType>> = Object.fromEntries(
  [...HUMANS, ...ROBOTS, ...DEVICES].map((u) => [u.id, u]),
) as Record<UnitId, UnitType>;

// a set, not a list searched: the rules ask it some thousands of times a game
const STOCK_SET: ReadonlySet<string> = new Set(STOCK_IDS);
export function isHumanId(id: string): id is HumanId {
  // compared with each name, not looked up in the set: asked some thousands of times a game, and a
  // set's lookup cost more time than its instructions (docs/SPEED.md, session 34); a test holds it to HUMAN_IDS
  switch (id) {
    case 'commander':
    case 'doctor':
    case 'navigator':
    case 'engineer':
    case 'scout':
    case 'scientist':
    case 'soldier':
      return true;
    default:
      return false;
  }
}
export function isStockId(id: string): id is StockId {
  return STOCK_SET.has(id);
}

/** R-DEV-56: Rover capacity by gravity; null = the Rover cannot be used (huge gravity). */
export const ROVER_CAPACITY: Readonly<Record<Gravity, number | null>> = {
  nearZero: 50,
  low: 40,
  earth: 30,
  high: 20,
  huge: null,
};

/** R-SHUTTLE-02: shuttle capacity by gravity. */
export const SHUTTLE_CAPACITY: Readonly<Record<Gravity, number>> = {
  nearZero: 120,
  low: 100,
  earth: 80,
  high: 60,
  huge: 30,
};

/** R-CREW-03 / R-DMG-06 as settled in DECISIONS.md: a human survives 5 wounds, the 6th kills. */
export const HUMAN_WOUNDS_SURVIVED = 5;
