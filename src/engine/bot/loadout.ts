// The heuristic player's shuttle: what it takes down to a planet, in order of need, with the reason
// for each. It follows the manual's advice for the planet (R-LOAD-27..38, rules/advice.ts), the
// balance of unit use still owed (R-BAL-03..14) and the resources the gravity asks (R-LOAD-06,
// R-LOAD-34). The list is a pure function of the state at the orbit, not of what is loaded yet,
// so the player works down it one click at a time.
import { BALANCE } from '../data/balance';
import { mapTraits } from '../data/areas';
import { HUMAN_IDS, isHumanId, ROBOT_IDS, UNIT_IDS, type HumanId, type StockId, type UnitId } from '../data/units';
import { addStockCounts, stockOf } from '../rules/stock';
import { tableCrew } from '../rules/loading';
import { adviceFor, type AdviceId } from '../rules/advice';
import { areaPool } from '../rules/landing';
import { orbitSet } from '../rules/planet';
import { PLANETS } from '../data/content/planets';
import { unitsLeft } from '../rules/losses';
import { plannedTour } from './route';
import type { CharacteristicSet } from '../data/planets';
import type { GameState } from '../state';
import type { MessageKey } from '../text';

/** Robots the player takes to a landing (one at huge gravity, R-LOAD-35). */
const ROBOTS_PER_LANDING = 2;
/**
 * Places on later landings reckoned lost (`npm run sim`, 30 months, seeds 2001..2600 and
 * 3001..3600: the useful robots always first 90.8 and 91.5 PZ; the most owed first when the places
 * left are fewer than owed + 0: 91.8 and 92.7; + 2: 92.6 and 93.9; + 4: 92.4 and 93.1; + 8: 91.2 and 92.2).
 */
const ROBOT_SLACK = 2;
/**
 * Landings kept in hand for a device's takings owed at 30 months: 1 (`npm run sim`, 30 months,
 * seeds 2001..2600 / 3001..3600 / 4001..4600: 92.9 / 94.8 / 93.2 PZ without the rule; 93.7 / 95.0 /
 * 94.4 with it; 93.1, 93.0 and 92.8 on the first seeds with 0, 2 and 3). Over seeds 1..10000 the
 * gain is smaller: 92.4 → 92.6 PZ, deaths 0.35 → 0.36 (a device put first may leave one the planet
 * calls for behind).
 */
const DEVICE_SLACK = 1;

export interface Wish {
  readonly unit: UnitId;
  /** Why, as a catalogue key ('bot.why.*'). */
  readonly why: MessageKey;
}

/** What a human brings to the research and the meetings, by the manual's roles (R-CREW-15..21). */
const ROLE_WHY: Readonly<Record<HumanId, MessageKey>> = {
  commander: 'bot.why.commander',
  doctor: 'bot.why.doctor',
  navigator: 'bot.why.navigator',
  engineer: 'bot.why.engineer',
  scout: 'bot.why.scout',
  scientist: 'bot.why.scientist',
  soldier: 'bot.why.soldier',
};

const DEVICE_ORDER: readonly StockId[] = ['medkit', 'detector', 'climber', 'cage', 'stunner', 'laser', 'holocamera', 'neurodetector', 'tools', 'paralyser', 'specialTools'];

/**
 * R-INF-04: some possible area of this orbit carries the risk of infection (a lake, a swamp, a
 * river, liquid or plants; each map's traits kept with it: mapTraits). Heights are the advice's
 * 'climber' (R-LOAD-31), read from the advice.
 */
function infectionPossible(s: GameState): boolean {
  return areaPool(s).some(({ area }) => mapTraits(area.map).infection);
}

/**
 * How many of a unit the expedition table holds (a suit worn counts for its kind). Read straight
 * off the four folders: the loading asks it of each of some dozens of wishes on every click, and a
 * map of every unit's count made per state cost more than the reads (docs/SPEED.md, session 28).
 */
export function inTable(s: GameState, id: UnitId): number {
  const crew = tableCrew(s);
  if (isHumanId(id)) {
    for (const p of crew) if (p.id === id) return 1;
    return 0;
  }
  // by a switch of named reads (stockOf): the unit type varies, asked of every wish on every click in orbit
  let n = (stockOf(s.bay.units, id)?.count ?? 0) + (stockOf(s.party.expedition.units, id)?.count ?? 0) + (stockOf(s.party.carried.units, id)?.count ?? 0) + (stockOf(s.party.used.units, id)?.count ?? 0);
  // a suit worn counts for its kind
  for (const p of crew) if (p.suit?.kind === id) n++;
  return n;
}

/**
 * Every unit's count in the expedition table (inTable's), by its place in UNIT_IDS: the loading
 * weighs each of some dozens of wishes on every click, and one pass over the four folders' named
 * fields (addStockCounts) costs less than a read of the four per wish.
 */
export function tableCounts(s: GameState): number[] {
  const out = new Array<number>(UNIT_COUNT).fill(0);
  const crew = tableCrew(s);
  for (const p of crew) {
    out[HUMAN_IDS.indexOf(p.id)] = 1;
    if (p.suit) out[p.suit.kind === 'suit' ? SUIT_AT : HEAVY_SUIT_AT]!++;
  }
  addStockCounts(out, HUMAN_COUNT, s.bay.units);
  addStockCounts(out, HUMAN_COUNT, s.party.expedition.units);
  addStockCounts(out, HUMAN_COUNT, s.party.carried.units);
  addStockCounts(out, HUMAN_COUNT, s.party.used.units);
  return out;
}
const HUMAN_COUNT = HUMAN_IDS.length;
const UNIT_COUNT = UNIT_IDS.length;
const SUIT_AT = UNIT_IDS.indexOf('suit');
const HEAVY_SUIT_AT = UNIT_IDS.indexOf('heavySuit');

/** The wish list, the resources to take, and the human who stays in the shuttle to guard it. */
export interface Loadout {
  readonly wishes: readonly Wish[];
  readonly resources: number;
  /** What this gravity asks (R-LOAD-34, R-BAL-14); `resources` may be more, for the research's time. */
  readonly fill: number;
  readonly guard?: HumanId;
}

// The list depends only on what does not change while the shuttle is loaded (the planet, the
// balance, the crew's wounds, the units aboard and in the table together), so it is kept per orbit.
const cache = new WeakMap<GameState['orbit'] & object, Loadout>();

/** The wish list of the orbit the starship is in, and the resources to take. */
export function loadout(s: GameState): Loadout {
  const orbit = s.orbit;
  if (!orbit) return { wishes: [], resources: 0, fill: 0 };
  const known = cache.get(orbit);
  if (known) return known;
  const out = makeLoadout(s);
  cache.set(orbit, out);
  return out;
}

/**
 * What every part of the plan reads of the orbit. The plan is made once per orbit (nine times a
 * game), in parts: one function of it all was the costliest that V8 compiled in the bench's games
 * (some 70 ms, three times a run, as a deopt threw it out), and each part now compiles alone.
 */
interface Orbit {
  readonly s: GameState;
  readonly set: CharacteristicSet;
  readonly planet: (typeof PLANETS)[keyof typeof PLANETS];
  readonly advice: ReadonlySet<AdviceId>;
  readonly infection: boolean;
  readonly huge: boolean;
  /** The planets the planned tour still holds after this one (the robots' and devices' places to come). */
  readonly later: number;
}

function makeLoadout(s: GameState): Loadout {
  const set = orbitSet(s)!;
  const planet = PLANETS[s.orbit!.planet];
  const o: Orbit = { s, set, planet, advice: new Set<AdviceId>(adviceFor(set, planet.orbit, areaPool(s).map((a) => a.area))), infection: infectionPossible(s), huge: set.gravity === 'huge', later: plannedTour(s).planets.length };
  const wishes: Wish[] = [];
  const guard = humanWishes(o, wishes);
  robotWishes(o, wishes);
  deviceWishes(o, wishes);
  togetherWishes(o, wishes);
  // resources: what fills the shuttle at this gravity while the balance asks it (R-BAL-14), the advice's amount otherwise (R-LOAD-34)
  const bal = s.balance;
  const fill = BALANCE.fillResources[set.gravity];
  const resources = Math.min(30, bal.fills < BALANCE.fillTimes[s.length] ? fill : Math.max(fill, 12));
  return { wishes, resources, fill, ...(guard ? { guard } : {}) };
}

// a named read per type (stockOf), not a read by a key that varies
const takenOf = (s: GameState, id: StockId): number => stockOf(s.balance.taken, id) ?? 0;

/** The humans who go down, and the one who guards the shuttle (returned). */
function humanWishes({ s, set, advice, infection, huge }: Orbit, wishes: Wish[]): HumanId | undefined {
  const bal = s.balance;
  // humans: two (three where the shuttle lifts much; one at huge gravity, R-LOAD-35), those never landed first (R-BAL-03)
  const humans = huge ? 1 : set.gravity === 'nearZero' || set.gravity === 'low' ? 3 : 2;
  const roleScore: Partial<Record<HumanId, number>> = {
    scientist: 2,
    scout: 2,
    commander: advice.has('aliens') ? 2 : 0,
    // R-INF-08..10: with the Doctor and a Medkit in hand the sick are cured, without both they may die
    // (lush plants by water, R-LOAD-29, are such a risk too)
    doctor: infection ? 3 : 0,
    engineer: advice.has('toxic') ? 1 : 0,
    soldier: advice.has('dangerous') ? 1 : 0,
    navigator: advice.has('rover') || advice.has('roverHigh') ? 1 : 0,
  };
  // R-BAL-04: on 30 months each human should land once in a light suit, which loading hands out first where the air asks a suit
  const lightSuitOwed = (id: HumanId) => s.length === 30 && (set.atmosphere === 'toxic' || set.atmosphere === 'none') && !bal.lightSuit.includes(id);
  const crew = s.crew
    .filter((h) => h.alive && h.wounds <= 3)
    .map((h) => ({ h, score: (bal.humans.includes(h.id) ? 0 : 4) + (lightSuitOwed(h.id) ? 3 : 0) + (roleScore[h.id] ?? 0) - h.wounds + h.intelligence / 20 }))
    .sort((a, b) => b.score - a.score || HUMAN_IDS.indexOf(a.h.id) - HUMAN_IDS.indexOf(b.h.id));
  for (const { h } of crew.slice(0, humans)) wishes.push({ unit: h.id, why: !bal.humans.includes(h.id) ? 'bot.why.neverLanded' : lightSuitOwed(h.id) ? 'bot.why.lightSuit' : ROLE_WHY[h.id] });
  // R-ACC-10: one more human stays in the shuttle, and no threat comes to it. Wrecks cost 2.4 PZ a
  // game and took half the robots lost with them (`npm run sim`, 30 months, seeds 2001..2600 and
  // 3001..3600: 81.9 and 82.8 PZ without the guard, 90.8 and 91.5 with him)
  // Not at huge gravity: there the shuttle lifts 30 (R-SHUTTLE-02), and a suited guard beside the
  // human left no room for the robot of R-LOAD-35 or the resources: the party landed with none in 788
  // of 1,327 landings, a robot in 28, and every one lifted off after the landing field (30 months,
  // seeds 5001..6000). Threats come least often there (R-ACC-10). With no guard, the robot first and
  // 1 resource kept instead of 3 (heuristic.ts): 84.49 → 88.99 PZ on those seeds (docs/BALANCE.md)
  const guard = huge ? undefined : crew[humans]?.h.id;
  if (guard) wishes.push({ unit: guard, why: 'bot.why.guard' });
  return guard;
}

/** The Rover and the robots. */
function robotWishes({ s, set, advice, huge, later }: Orbit, wishes: Wish[]): void {
  const taken = (id: StockId) => takenOf(s, id);
  // the Rover where the advice says so (R-LOAD-33), or while its balance is owed (R-BAL-06)
  const roverAdvised = advice.has('rover') || advice.has('roverHigh');
  if (!huge && set.gravity !== 'nearZero' && (roverAdvised || taken('rover') < BALANCE.roverTimes[s.length])) wishes.push({ unit: 'rover', why: advice.has('roverHigh') ? 'bot.why.roverHigh' : roverAdvised ? 'bot.why.rover' : 'bot.why.balance' });

  // robots: the ones owed by the balance (R-BAL-05) first, the useful among them first, one at huge
  // gravity; but when the robots' places on the landings after this one barely cover the takings
  // still owed (some landings take one robot, or none), the types that owe most go first (a type
  // with no unit left owes nothing)
  const owes = (id: StockId) => (unitsLeft(s, id) > 0 ? Math.max(0, BALANCE.robotTimes[s.length] - taken(id)) : 0);
  const tight = ROBOT_IDS.reduce((n, id) => n + owes(id), 0) > ROBOTS_PER_LANDING * later - ROBOT_SLACK;
  const robots = [...ROBOT_IDS]
    .map((id) => ({ id, owed: taken(id) < BALANCE.robotTimes[s.length], useful: id === 'rekonbot' || (id === 'specbot' && advice.has('toxic')) || id === 'repbot' }))
    .sort((a, b) => (tight ? owes(b.id) - owes(a.id) : 0) || Number(b.owed) - Number(a.owed) || Number(b.useful) - Number(a.useful) || taken(a.id) - taken(b.id));
  for (const r of robots.slice(0, huge ? 1 : ROBOTS_PER_LANDING)) wishes.push({ unit: r.id, why: r.owed ? 'bot.why.balance' : r.id === 'rekonbot' ? 'bot.why.rekonbot' : 'bot.why.robot' });
}

/** The devices: what the planet calls for, then what the balance still asks (R-BAL-07, R-BAL-08), and two cages. */
function deviceWishes({ s, advice, infection, planet, huge, later }: Orbit, wishes: Wish[]): void {
  const taken = (id: StockId) => takenOf(s, id);
  // the Doctor among those who go down (the guard stays in the shuttle)
  const doctorDown = wishes.some((w) => w.unit === 'doctor' && w.why !== 'bot.why.guard');
  const need = (id: StockId): MessageKey | null => {
    if (id === 'detector' && (advice.has('dangerous') || planet.orbit === 'pink')) return 'bot.why.detector';
    if (id === 'climber' && advice.has('climber')) return 'bot.why.climber';
    if (id === 'neurodetector' && advice.has('aliens')) return 'bot.why.aliens';
    if (id === 'holocamera' && advice.has('aliens')) return 'bot.why.aliens';
    if (id === 'medkit' && advice.has('lushWater')) return 'bot.why.medkit';
    // R-INF-09, R-INF-10: with the Doctor down too the sick are cured; with the Medkit alone they live, carried
    if (id === 'medkit' && infection) return doctorDown ? 'bot.why.infection' : 'bot.why.infectionAlone';
    if ((id === 'cage' || id === 'stunner') && advice.has('lushWater')) return 'bot.why.cages';
    if (id === 'laser' && advice.has('toxic')) return 'bot.why.laser';
    if (id === 'paralyser' && advice.has('water')) return null; // R-LOAD-38
    if (taken(id) === 0) return 'bot.why.balance';
    if (s.length === 30 && taken(id) < (BALANCE.deviceTimes30[id] ?? 0)) return 'bot.why.balance';
    return null;
  };
  // R-BAL-07, R-BAL-08: at 30 months a device owed as many takings as the landings after this one,
  // less DEVICE_SLACK, goes ahead of the planet's own wishes: at high gravity the shuttle is full
  // before the balance's devices come (the Paralyser was still owed at the end of 28% of games)
  const owedRepeats = (id: StockId) => (s.length === 30 ? Math.max(0, (BALANCE.deviceTimes30[id] ?? 1) - taken(id)) : 0);
  const urgent = (id: StockId) => owedRepeats(id) > 0 && owedRepeats(id) >= later - DEVICE_SLACK;
  // each device's reason and urgency worked out once: the urgent balance's, the planet's, the rest of the balance's
  const devices: { id: StockId; why: MessageKey; rank: number }[] = [];
  for (const id of DEVICE_ORDER) {
    const why = need(id);
    if (why !== null) devices.push({ id, why, rank: why !== 'bot.why.balance' ? 1 : urgent(id) ? 0 : 2 });
  }
  for (let rank = 0; rank <= 2; rank++) for (const d of devices) if (d.rank === rank) wishes.push({ unit: d.id, why: d.why });
  // two cages at least: a creature caught and delivered is worth more than one fought off (R-CRE-17)
  if (!huge) wishes.push({ unit: 'cage', why: 'bot.why.cages' }, { unit: 'cage', why: 'bot.why.cages' });
}

/** R-BAL-10..13: once in the voyage the Stunners, the Cages and the Heavy Suits go down all together, where the shuttle lifts most. */
function togetherWishes({ s, set }: Orbit, wishes: Wish[]): void {
  if (set.gravity !== 'nearZero' && set.gravity !== 'low' && set.gravity !== 'earth') return;
  const bal = s.balance;
  for (const id of ['cage', 'stunner', 'heavySuit'] as const) {
    const need = id === 'heavySuit' && bal.heavySuitsAtStart < (BALANCE.together.heavySuit ?? 0) ? BALANCE.heavySuitsIfFewer : (BALANCE.together[id] ?? 0);
    if ((bal.together[id] ?? 0) >= need || s.stock[id].count + inTable(s, id) < need) continue;
    const have = wishes.filter((w) => w.unit === id).length;
    for (let i = have; i < need; i++) wishes.push({ unit: id, why: 'bot.why.together' });
  }
}
