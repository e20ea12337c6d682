// Landing. Implements R-LAND-01..12 (R-LAND-10/11 accident odds and effects are ours),
// R-AREA-01..07 (climate and fog drawn from the area's data), R-SPACE-21's later effects
// (free landing search, riskier landing) and R-GEN-06 (the expedition sheet from the landing on).
import { AREAS, areaById } from '../data/content/areas';
import { MAYBE_FEATURES, mapFields, parseMap, type Climate, type LandingArea, type MaybeFeature } from '../data/areas';
import type { Dice } from '../rng';
import type { GameState } from '../state';
import type { PlanetId } from '../data/planets';
import type { Message, MessageKey } from '../text';
import { landingBlocked, tableCrew } from './loading';
import { adviceNotes } from './advice';
import { landedArtifacts } from './artifacts';
import { recordLanding } from './balance';
import { PLANETS } from '../data/content/planets';
import { discover, pickWeighted } from './spaceEvents';
import { addIdleMonths } from './voyage';
import { withFirstActionHint } from './firstAction';
import { levelOnLanding } from './party';
import { contentOf } from './worlds';
import { freshSurface, withLater, withState } from '../stateCopy';

/** R-LAND-10 (our odds): a landing accident happens 1 time in 16; twice as often after shuttle wear. */
export const ACCIDENT_ODDS = [1, 16] as const;

/** R-LAND-11 (ours): a human this bright softens an accident half the time. */
export const BRIGHT_INTELLIGENCE = 10;
/** R-CREW-15 (ours): with the Commander among them the others count this much brighter where intelligence decides. */
export const COMMANDER_INTELLIGENCE_HELP = 1;

/** R-LAND-11, R-CREW-15: is a human of the shuttle bright enough to soften an accident (the Commander helping the others)? */
function brightAboard(s: GameState): boolean {
  const crew = tableCrew(s);
  const commander = crew.some((p) => p.id === 'commander');
  return crew.some((p) => {
    const own = s.crew.find((h) => h.id === p.id)?.intelligence ?? 0;
    return own + (commander && p.id !== 'commander' ? COMMANDER_INTELLIGENCE_HELP : 0) >= BRIGHT_INTELLIGENCE;
  });
}


/** The planet's areas possible with the drawn set, with their chances (R-LAND-03). */
export function areaPool(s: GameState): readonly AreaChance[] {
  if (!s.orbit) return [];
  const set = s.orbit.set;
  // a constant of the planet's content and the set: the loading's hint asks it on every step in orbit
  return perContentSet(POOLS, s, s.orbit, (content) => {
    const pool = AREAS[content].map((area) => ({ area, weight: area.weights[set] ?? 0 })).filter((x) => x.weight > 0);
    const total = pool.reduce((n, x) => n + x.weight, 0);
    return pool.map((x) => ({ area: x.area, weight: x.weight, chance: x.weight / total }));
  });
}

export interface AreaChance {
  readonly area: LandingArea;
  readonly weight: number;
  readonly chance: number;
}
const POOLS: ByContentSet<readonly AreaChance[]> = new Map();
/**
 * What depends only on the orbited planet's content and its drawn set (the pool, the orbit's hint),
 * kept by the two: a key string made and hashed on every ask cost more than the pool it found.
 */
type ByContentSet<T> = Map<PlanetId, Map<number, T>>;
function perContentSet<T>(known: ByContentSet<T>, s: GameState, orbit: NonNullable<GameState['orbit']>, make: (content: PlanetId) => T): T {
  const content = contentOf(s, orbit.planet);
  let bySet = known.get(content);
  if (!bySet) known.set(content, (bySet = new Map()));
  let out = bySet.get(orbit.set);
  if (out === undefined) bySet.set(orbit.set, (out = make(content)));
  return out;
}

const MAYBE_BY_AREA = new WeakMap<LandingArea, readonly MaybeFeature[]>();

/** The kinds of maybe terrain an area lists (R-LAND-03); found once per area. */
export function maybeFeatures(area: LandingArea): readonly MaybeFeature[] {
  let out = MAYBE_BY_AREA.get(area);
  if (!out) MAYBE_BY_AREA.set(area, (out = MAYBE_FEATURES.filter((m) => mapFields(area.map).some((f) => f.maybe.includes(m)))));
  return out;
}

/**
 * R-LAND-03 (our rule): each maybe terrain of each field turns up with the chance 1 − the area's
 * chance in the pool, so the rarer the area, the likelier its maybe terrains.
 */
export function drawAbsent(s: GameState, area: LandingArea, dice: Dice): string[] {
  const chance = areaPool(s).find((x) => x.area.id === area.id)?.chance ?? 0;
  const present = Math.round((1 - chance) * 1000);
  const absent: string[] = [];
  parseMap(area.map).fields.forEach((row, r) =>
    row.forEach((f, c) => {
      for (const m of f.maybe) if (dice.int(1, 1000) > present) absent.push(`${r + 1}:${c + 1}:${m}`);
    }),
  );
  return absent;
}

/** R-LAND-03: the hint listing the possible areas with their chances. */
export function landingHint(s: GameState): Message {
  if (!s.orbit) return areasHint(areaPool(s));
  // a constant of the planet's content and the set, as the pool
  const orbit = s.orbit;
  return perContentSet(HINTS, s, orbit, () => orbitHint(s, orbit));
}
const HINTS: ByContentSet<Message> = new Map();

function areasHint(pool: readonly AreaChance[]): Message {
  const areaList = pool.map((x) => [x.area.id, Math.round(x.chance * 100), maybeFeatures(x.area)] as const);
  return { key: 'hint.areas', params: { areas: { areaList } } };
}

function orbitHint(s: GameState, orbit: NonNullable<GameState['orbit']>): Message {
  const pool = areaPool(s);
  const hint = areasHint(pool);
  // R-LOAD-27..38: the manual's advice for this planet, after the areas
  const planet = PLANETS[contentOf(s, orbit.planet)];
  const notes = adviceNotes(`${planet.id}:${orbit.set}`, planet.sets[orbit.set]!, planet.orbit, pool.map((x) => x.area));
  return notes.length ? { ...hint, notes } : hint;
}

function draw(s: GameState, dice: Dice): LandingArea {
  // drawn from the pool's own entries by their weights (a copy of every area with its weight, a
  // spread of some twenty fields each, was made for the draw)
  return pickWeighted(areaPool(s), dice)!.area;
}

/** R-LAND-01, R-LAND-04: 'ląduj' draws an area and moves the player to the expedition sheet. */
export function land(s: GameState, dice: Dice): { state: GameState } | { refused: Message } {
  const blocked = landingBlocked(s);
  if (blocked) return { refused: blocked };
  if (areaPool(s).length === 0) return { refused: { key: 'msg.noArea' } };
  const area = draw(s, dice);
  const out: GameState = withState(s, { phase: 'landing', landing: { area: area.id, draws: 1 } });
  return { state: withState(out, { message: areaMessage(area), hint: searchHint(out) }) };
}

const hasNavigator = (s: GameState) => tableCrew(s).some((p) => p.id === 'navigator');

/** R-LAND-08, R-LAND-09: how many draws a landing may have. */
export function maxDraws(s: GameState): number {
  return hasNavigator(s) ? 3 : 2;
}

export function canSearchAgain(s: GameState): boolean {
  return s.phase === 'landing' && !!s.landing && s.landing.draws < maxDraws(s);
}

/** R-LAND-07..09: another area; the first search costs a month (unless an event made it free), a second one with the Navigator does not. */
export function searchAgain(s: GameState, dice: Dice): GameState {
  const draws = s.landing!.draws;
  let out = s;
  if (draws === 1) {
    if (s.later.freeLandingSearch) out = withState(out, { later: withLater(out.later, { freeLandingSearch: false }) });
    else out = addIdleMonths(out, 1);
  }
  const area = draw(out, dice);
  const landing = { area: area.id, draws: draws + 1 };
  return withState(out, { landing, message: areaMessage(area), hint: searchHint(withState(out, { landing })) });
}

/** R-AREA-02, R-AREA-07: fog with the area's chance, never in a desert nor in an area wholly under liquid. */
export function drawFog(climate: Climate, chance: number, dice: Dice): boolean {
  return climate !== 'desert' && climate !== 'none' && dice.int(1, 1000) <= Math.round(chance * 1000);
}

/** R-LAND-05, R-LAND-06, R-LAND-10..12: the landing is made; climate, fog, a possible accident. */
export function acceptArea(s: GameState, dice: Dice): GameState {
  const area = areaById(s.landing!.area)!;
  const climate = (pickWeighted(area.climates.map(([c, w]) => ({ c, weight: w })), dice)?.c ?? 'none') as Climate;
  const fog = drawFog(climate, area.fog, dice);
  const absent = drawAbsent(s, area, dice);
  // R-BAL-03..14: what goes down counts for the balance at the end
  let out: GameState = recordLanding(discover(s, `area:${area.id}`, area.discovery));
  const odds = s.later.riskyLanding ? ACCIDENT_ODDS[0] * 2 : ACCIDENT_ODDS[0];
  out = withState(out, { later: withLater(out.later, { riskyLanding: false }) });
  let accident: Message | null = null;
  let hits = 0;
  if (dice.int(1, ACCIDENT_ODDS[1]) <= odds) {
    // R-LAND-11: the Navigator softens the accident by one step; bright humans (intelligence 10+) half the time.
    let severity = dice.int(1, 3);
    if (hasNavigator(out)) severity -= 1;
    else if (brightAboard(out) && dice.chance(1, 2)) severity -= 1;
    // R-DMG-01: the hits are given out by the player in the expedition table
    hits = Math.max(0, severity - 1);
    accident = { key: severity <= 1 ? 'msg.accidentMild' : 'msg.accidentHits', params: { count: hits } };
  }
  const conditions: Message = {
    key: 'msg.landed',
    params: { area: { area: area.id }, desc: { text: `area.${area.id}.desc` as MessageKey }, climate: { text: `climate.${climate}` }, fog: { text: fog ? 'fog.yes' : 'fog.no' } },
  };
  // R-LAND-02: the weapon loaded in orbit lies in the shuttle on the planet
  const { aboard, caged } = landedArtifacts(out);
  const landed: GameState = withState(out, {
    aboard,
    phase: 'surface',
    // copied field by field: the surface's copies then share its hidden class (a spread of FRESH_SURFACE made one of its own, and generalised a field of it on every landing)
    surface: freshSurface({ area: area.id, climate, fog, absent, at: { row: area.shuttle.row, col: area.shuttle.col, cave: false }, caged }),
    hitsToAssign: hits,
    hitRule: null,
    hitQueue: [],
    message: accident ?? conditions,
    hint: conditions,
  });
  // R-LOAD-24: the level is set on landing, which may move the party (a Rover afloat in orbit lands on
  // dry ground: what it no longer carries goes into the shuttle); the first action's hint is the party's after it
  const levelled = levelOnLanding(landed);
  // after an accident the hint keeps the conditions; else it says what the expedition does first
  return accident ? levelled : withFirstActionHint(levelled);
}

function areaMessage(area: LandingArea): Message {
  return { key: 'msg.areaDrawn', params: { area: { area: area.id }, desc: { text: `area.${area.id}.desc` as MessageKey } } };
}

function searchHint(s: GameState): Message {
  return { key: canSearchAgain(s) ? 'hint.searchLeft' : 'hint.searchNoMore', params: { left: maxDraws(s) - (s.landing?.draws ?? 0) } };
}

