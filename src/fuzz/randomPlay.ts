// Random-play fuzzing of the engine: a seeded random player and the checks made after every step.
// Used by `npm run fuzz` (scripts/fuzz.ts) and by the fuzz tests that CI runs. It uses the engine's
// public surface only, and its own PRNG (the engine's Dice), never Math.random.
import '../engine/text/english'; // the English texts (node only: the browser hosts load them on demand)
import {
  actionKey,
  startsGame,
  beingById,
  deserialize,
  format,
  HUMAN_IDS,
  isHumanId,
  legalActions,
  newGame,
  serialize,
  STOCK_IDS,
  step,
  tableCrew,
  type Action,
  type GameState,
  type MapField,
  type StockId,
  type VoyageLength,
  type CampaignId,
} from '../engine';
import { canMove, moveOption, pathToShuttle, type BoardButton } from '../engine/rules/moves';
import { invariantBroken } from '../engine/invariants';
import { claimsFault, refusalFault } from './claimCheck';
import { stepTextFault } from './textCheck';
import { advise } from '../engine/bot/heuristic';
import { Dice, seedRng } from '../engine/rng';
import { look, planetOpen, type NavTarget } from '../engine/rules/navigation';
import { EARTH_FIELD, fieldDistance, PLANET_FIELDS } from '../engine/data/starMap';
import { PLANET_IDS } from '../engine/data/planets';

export interface Failure {
  /** The seed of the game (replay: `playGame(length, seed)`), and the step at which it broke. */
  readonly seed: number;
  readonly length: VoyageLength;
  readonly stepIndex: number;
  readonly action: Action | null;
  readonly problem: string;
}

export interface GameReport {
  readonly steps: number;
  /** The voyage reached its end (back on Earth). */
  readonly ended: boolean;
  readonly failure: Failure | null;
  /** Phases seen, for coverage reports. */
  readonly phases: ReadonlySet<string>;
}

/** Typed values the player may enter into the input cells, good and bad. */
const TYPED: readonly (string | number | boolean | null)[] = [0, 1, 2, 3, 5, 6, 7, 10, 12, 13, 24, 25, 30, 31, -1, 0.5, 2.5, '2,3', '4', 'abc', '', null, true, 1e9];

/** Actions that leave the game being played; the random player takes them only after the end. */
const LEAVING = new Set(['openNewGame', 'newGame', 'cancel', 'openCampaigns', 'newCampaign', 'nextCampaignGame']);

export const MAX_STEPS = 4000;

/**
 * The random player: picks an action type uniformly among the legal ones (so a long list of table
 * buttons does not drown out flying), then one action of that type uniformly; sometimes types a
 * value into an input cell. Once the plan's months are over it flies towards Earth half the time,
 * so that games end. Every choice comes from the player's own seeded dice.
 */
const COURSE_ACTIONS: ReadonlySet<Action['type']> = new Set(['strategy', 'attackCaught', 'letGo', 'pickWeapon', 'fight', 'clashMode', 'ownOption']);

const ARMS: ReadonlySet<string> = new Set(['cage', 'stunner', 'paralyser', 'laser']);

export function chooseAction(s: GameState, legal: readonly Action[], dice: Dice): Action {
  if (s.phase === 'ended') return legal.find((a) => a.type === 'openNewGame') ?? legal[0]!;
  if (dice.chance(1, 12)) return { type: 'setInput', field: dice.chance(1, 2) ? 'resources' : 'hours', raw: TYPED[dice.int(0, TYPED.length - 1)]! };
  const playing = legal.filter((a) => !LEAVING.has(a.type));
  const pool = playing.length > 0 ? playing : legal;
  // a meeting's course is played on three times in four (strategies, weapons, capture or kill), so that
  // random games fight, flee and negotiate rather than only reorganise while a creature waits
  if (s.surface?.encounter?.course && dice.chance(3, 4)) {
    const course = pool.filter((a) => COURSE_ACTIONS.has(a.type));
    // a clash a third of the time, so that captures into the cages taken along happen
    const clash = course.find((a) => a.type === 'strategy' && a.strategy === 'combat');
    if (clash && dice.chance(1, 3)) return clash;
    if (course.length > 0) return course[dice.int(0, course.length - 1)]!;
  }
  // cages and weapons are taken down a third of the time in orbit, so that random games capture and fight armed;
  if (s.phase === 'orbit' && dice.chance(1, 3)) {
    // the Alien Weapon recognised aboard goes down too (R-LAND-02), so that its landing and loss are played
    const arms = pool.filter((a) => ((a.type === 'load' || a.type === 'down') && ARMS.has(a.unit)) || a.type === 'loadWeapon');
    if (arms.length > 0) return arms[dice.int(0, arms.length - 1)]!;
  }
  if (s.month >= s.planMonths && dice.chance(1, 2)) {
    const home = homeward(s, pool);
    if (home) return home;
  }
  if (dice.chance(1, 2)) {
    const on = towardPlanet(s, pool);
    if (on) return on;
  }
  // after a day or two on a planet (or with the plan's months over) the party heads back half the time
  if (s.phase === 'surface' && (s.surface!.hours > 36 || s.month >= s.planMonths) && dice.chance(1, 2)) {
    const back = pool.find((a) => a.type === 'liftOff') ?? towardShuttle(s, pool);
    if (back) return back;
  }
  // before the plan is over, flying home (which ends the voyage) and skipping a planet are rare,
  // so that random games reach the surface and its troubles
  const early = s.month < s.planMonths;
  const rare = (a: Action) => early && ((a.type === 'fly' && look(s, a.dir).kind === 'earth') || a.type === 'decline' || a.type === 'liftOff');
  const kept = pool.filter((a) => !rare(a) || dice.chance(1, 8));
  const choice = kept.length > 0 ? kept : pool;
  const types = [...new Set(choice.map((a) => a.type))];
  const type = types[dice.int(0, types.length - 1)]!;
  const ofType = choice.filter((a) => a.type === type);
  return ofType[dice.int(0, ofType.length - 1)]!;
}

/** The board button (or the change of the board's level) that takes the first step home to the shuttle. */
function towardShuttle(s: GameState, legal: readonly Action[]): Action | null {
  const next = pathToShuttle(s)?.[1];
  if (!next) return null;
  const same = (a: Action) => {
    if (a.type !== 'move') return false;
    const to = moveOption(s, a.dir as BoardButton)?.to;
    return !!to && to.row === next.row && to.col === next.col && to.layer === next.layer;
  };
  return legal.find(same) ?? legal.find((a) => a.type === 'toggleView' && a.view === next.layer) ?? legal.find((a) => a.type === 'toggleView') ?? null;
}

const distances = new Map<string, number>();
/** Months between two fields (the star map's flight distance), remembered: the player asks often. */
function distance(a: MapField, b: MapField): number {
  const k = `${a.row}:${a.col}>${b.row}:${b.col}`;
  let d = distances.get(k);
  if (d === undefined) distances.set(k, (d = fieldDistance(a, b)));
  return d;
}

/** The legal flight step whose target scores lowest (null: not a target), if any. */
function closestFlight(s: GameState, legal: readonly Action[], score: (t: Exclude<NavTarget, { kind: 'blocked' }>) => number | null): Action | null {
  let best: Action | null = null;
  let bestD = Infinity;
  for (const a of legal) {
    if (a.type !== 'fly') continue;
    const t = look(s, a.dir);
    const d = t.kind === 'blocked' ? null : score(t);
    if (d !== null && d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best;
}

/** The flight step that brings the starship nearest to Earth. */
const homeward = (s: GameState, legal: readonly Action[]) => closestFlight(s, legal, (t) => (t.kind === 'earth' ? -1 : distance(t.field, EARTH_FIELD)));

/** The flight step that brings the starship nearest to a planet still open to it. */
function towardPlanet(s: GameState, legal: readonly Action[]): Action | null {
  const open = PLANET_IDS.filter((p) => planetOpen(s, p)).map((p) => PLANET_FIELDS[p]);
  if (open.length === 0) return null;
  return closestFlight(s, legal, (t) => (t.kind === 'earth' ? null : t.kind === 'planet' ? -1 : Math.min(...open.map((f) => distance(t.field, f)))));
}

/** Everything of each unit type: aboard, in the expedition table, worn as suits. */
function unitTotals(s: GameState): Record<StockId, number> {
  const out = Object.fromEntries(STOCK_IDS.map((id) => [id, s.stock[id].count])) as Record<StockId, number>;
  for (const f of [s.bay, s.party.expedition, s.party.carried, s.party.used, s.party.abandoned]) {
    for (const id of STOCK_IDS) out[id] += f.units[id]?.count ?? 0;
    for (const p of f.crew) if (p.suit) out[p.suit.kind] += 1;
  }
  return out;
}

/** The checks after a step from `before` by `action` to `after`; returns what is wrong, or null. */
export function checkStep(before: GameState, action: Action, after: GameState, refused: boolean): string | null {
  // the state passes its schema and invariants, and survives a reload byte for byte
  const text = serialize(after);
  const loaded = deserialize(text);
  if (!loaded.ok) return `does not load again: ${format('en', loaded.error)}`;
  if (serialize(loaded.state) !== text) return 'serialize → deserialize → serialize differs';
  const broken = invariantBroken(after);
  if (broken) return `invariant: ${broken}`;
  // a legal action may still be refused with a message saying why (no room, no suit, …)
  if (refused) return after === before ? null : 'a refused action changed the state';
  const badText = stepTextFault(before, after) ?? claimsFault(before, after);
  if (badText) return badText;
  if (startsGame(action)) return null;
  // every unit in exactly one place: humans at most once in the table; no unit appears from nowhere
  const inTable = tableCrew(after).map((p) => p.id);
  if (new Set(inTable).size !== inTable.length) return 'a human is in two folders';
  const b = unitTotals(before);
  const a = unitTotals(after);
  for (const id of STOCK_IDS) if (a[id] > b[id]) return `${id}: ${b[id]} → ${a[id]} units (from nowhere)`;
  if (after.shuttles > before.shuttles) return 'a shuttle appeared';
  // dead humans never come back and never act
  for (const h of HUMAN_IDS) {
    const was = before.crew.find((x) => x.id === h)!;
    const is = after.crew.find((x) => x.id === h)!;
    if (!was.alive && is.alive) return `${h} came back to life`;
  }
  // (the dead of the infection are carried: moving them between folders is no act of theirs)
  const carriedDead = (action.type === 'up' || action.type === 'down') && before.crew.find((h) => h.id === action.unit)?.ill;
  if ('unit' in action && isHumanId(action.unit) && !before.crew.find((h) => h.id === action.unit)?.alive && !carriedDead) return `dead ${action.unit} acted`;
  // VP change only with a message that says why (in both languages a VP amount is named)
  if (after.vp !== before.vp) {
    const said = [after.message, after.hint].filter((m) => m !== null).map((m) => format('pl', m!)).join(' ');
    if (after.message === before.message || !/PZ/.test(said)) return `VP ${before.vp} → ${after.vp} with no word of it: "${said.slice(0, 160)}"`;
  }
  if (after.month < before.month) return `the calendar went back: ${before.month} → ${after.month}`;
  return deadEnd(after);
}

/**
 * A state from which the voyage goes on: flying is possible, or the voyage is over, or the party
 * on a planet may move, its moves lead back to the shuttle (where it lifts off), and a move is
 * really taken (one the map allows may still be refused, R-TERRAIN-10).
 */
const goesOn = (s: GameState, legal: readonly Action[]) =>
  s.phase === 'ended' || legal.some((a) => a.type === 'fly' || a.type === 'liftOff') || (canMove(s) && pathToShuttle(s) !== null && movesOn(s, legal));

/** Some move of the board is accepted by the engine (usually the first one asked). */
const movesOn = (s: GameState, legal: readonly Action[]): boolean => legal.some((a) => a.type === 'move' && !step(s, a).refused);

/** Moves tried first when looking for a way on: the ones that leave a planet or end a choice. */
const PREFERRED = ['decline', 'liftOff', 'finishOnboard', 'acceptArea', 'research', 'chooseOption', 'assignWound', 'hit', 'hitSuit', 'cancelPick', 'careChoice', 'down', 'onboard', 'up'];
const rank = (a: Action) => {
  const i = PREFERRED.indexOf(a.type);
  return i < 0 ? PREFERRED.length : i;
};

/** Steps the heuristic player may take to show a way on where the search found none. */
const PLAYER_STEPS = 300;

/**
 * A way on shown by the heuristic player: its moves, all legal and none leaving the voyage, lead
 * to a state where the voyage goes on. A witness the bounded search can miss: a lone human's
 * flight from a meeting ends with his death and the shuttle flying back alone, six steps down the
 * last of three strategies, which the search reaches only after its budget is spent on the first
 * two (10 months, seed 8555).
 */
function playerGoesOn(s: GameState): boolean {
  let x = s;
  for (let i = 0; i < PLAYER_STEPS; i++) {
    const a = advise(x)?.action;
    if (!a || LEAVING.has(a.type)) return false;
    const r = step(x, a);
    if (r.refused) return false;
    x = r.state;
    if (goesOn(x, legalActions(x))) return true;
  }
  return false;
}

/** Every this many steps of a random game, the advisor is followed from the state reached. */
export const ADVISOR_EVERY = 100;
/** Steps the advisor is followed for. */
const ADVISOR_STEPS = 40;

/**
 * The advisor, followed from a state the player made (issue 15): each move it advises is taken by
 * the engine, and it never leads back to a state it left (the same state but for the texts, the
 * journal, the chart and the generator: a loop it would advise for ever). Random play reached
 * states where it switched a suit's choice on and off, sent resources down and took them up, and
 * advised a care the hours typed did not allow.
 */
export function advisorFault(s0: GameState, player: (s: GameState) => { action: Action; reason: { key: string } } | null = advise): string | null {
  const seen = new Map<string, number>();
  let s = s0;
  for (let i = 0; i < ADVISOR_STEPS && s.phase !== 'ended'; i++) {
    const key = JSON.stringify({ ...s, message: null, hint: null, rng: null, tip: 0, journal: '', history: null });
    const back = seen.get(key);
    if (back !== undefined) return `the advisor goes round in circles: ${i - back} steps from step ${back} lead back to the same state (${actionKey(player(s)?.action ?? { type: 'nextTip' })})`;
    seen.set(key, i);
    const a = player(s);
    if (!a || LEAVING.has(a.action.type)) return null;
    const r = step(s, a.action);
    if (r.refused) return `the advisor's move ${actionKey(a.action)} (${a.reason.key}) is refused: ${r.refused.key}`;
    s = r.state;
  }
  return null;
}

/**
 * No dead end: NOWA GRA is always legal, and a game that is not over has a path (found by a
 * bounded depth-first search that never starts a new game) to a state where the voyage goes on.
 */
export function deadEnd(s: GameState): string | null {
  const legal = legalActions(s);
  if (!legal.some((a) => a.type === 'openNewGame' || a.type === 'newGame' || a.type === 'newCampaign')) return `no NOWA GRA in phase ${s.phase} (menu ${s.menu})`;
  if (s.menu !== 'main' || goesOn(s, legal)) return null;
  const seen = new Set<string>();
  // a meeting may take a few hundred states to play out before a move is really taken (30-month seed 442 needs more than 1,000)
  let budget = 2_000;
  const search = (x: GameState, depth: number): boolean => {
    const acts = legalActions(x);
    if (goesOn(x, acts)) return true;
    if (depth === 0 || budget-- <= 0) return false;
    const key = JSON.stringify({ ...x, message: null, hint: null, rng: null, tip: 0 });
    if (seen.has(key)) return false;
    seen.add(key);
    const tries = acts.filter((a) => !LEAVING.has(a.type) && a.type !== 'nextTip' && a.type !== 'selectUnit').sort((p, q) => rank(p) - rank(q));
    return tries.some((a) => {
      const r = step(x, a);
      return !r.refused && search(r.state, depth - 1);
    });
  };
  // the player's moves only after the search: the search finds most ways on in a few states
  return search(s, 40) || playerGoesOn(s) ? null : `dead end in phase ${s.phase}: no way found to go on (${legal.map(actionKey).slice(0, 6).join(' ')}…)`;
}

const beingKind = (id: string): string => beingById(id)?.kind ?? 'unknown';

/** The troubles of time on a planet a state shows, for the coverage report (hits by cause, the sick, the wreck…). */
function situations(s: GameState): string[] {
  const out: string[] = [];
  if (s.hitsToAssign > 0) out.push(`hits:${s.hitRule?.source ?? 'landing'}`);
  if (s.crew.some((h) => h.ill && h.alive)) out.push('sick');
  if (s.crew.some((h) => h.ill && !h.alive)) out.push('infectedDead');
  const sf = s.surface;
  if (sf?.wreck) out.push('wreck');
  if (sf && sf.shuttleThreats > 0) out.push('threat');
  if (sf && sf.activeAtmosphere > 0) out.push('activeAtmosphere');
  if (sf?.encounter) out.push(sf.encounter.surprised ? 'met:surprised' : 'met', `met:${beingKind(sf.encounter.being)}`);
  const course = sf?.encounter?.course;
  if (course) out.push(`course:${course.stage}`, ...course.tried.map((t) => `tried:${t}`));
  if (sf && sf.caged.length > 0) out.push('caged');
  if (sf && [s.party.expedition, s.party.carried, s.party.used].some((f) => (f.units.cage?.count ?? 0) > 0)) out.push('cagesWithParty');
  if (s.aboard.length > 0) out.push('aboard');
  if (s.aboard.some((c) => c.loaded)) out.push('weaponLoaded');
  if (sf?.caged.some((c) => c.fromShip)) out.push('weaponFromShip');
  if (sf && sf.hours >= 720) out.push('monthOnPlanet');
  return out;
}

/** The campaign a fuzzed game of this length plays, every eighth seed (issue 14 point 6). */
const FUZZ_CAMPAIGN: Readonly<Record<VoyageLength, CampaignId>> = { 10: '3x10', 20: '20+10', 30: '10+20+30' };

/**
 * Plays one game from a new game of this length and seed until its end (or MAX_STEPS); odd seeds
 * with new worlds; seeds 2, 10, 18, … a campaign played through all its voyages.
 */
export function playGame(length: VoyageLength, seed: number, maxSteps = MAX_STEPS): GameReport {
  const dice = new Dice(seedRng(seed ^ 0x5eed));
  let s = newGame({ length, seed, randomize: seed % 2 !== 0 });
  if (seed % 8 === 2) s = step(step(step(s, { type: 'openNewGame' }).state, { type: 'openCampaigns' }).state, { type: 'newCampaign', campaign: FUZZ_CAMPAIGN[length] }).state;
  const phases = new Set<string>([s.phase, ...(s.worlds ? ['newWorlds'] : []), ...(s.campaign ? ['campaign'] : [])]);
  for (let i = 0; i < maxSteps; i++) {
    const legal = legalActions(s);
    if (s.phase === 'ended' && legal.some((a) => a.type === 'nextCampaignGame')) {
      // a campaign goes on: its next voyage, checked like any step
      const next = step(s, { type: 'nextCampaignGame' });
      const problem = next.refused ? 'the next voyage of the campaign was refused' : checkStep(s, { type: 'nextCampaignGame' }, next.state, false);
      if (problem) return { steps: i + 1, ended: false, failure: { seed, length, stepIndex: i, action: { type: 'nextCampaignGame' }, problem }, phases };
      s = next.state;
      phases.add('campaignNext');
      continue;
    }
    const action = chooseAction(s, legal, dice);
    if (s.phase === 'ended') return { steps: i, ended: true, failure: null, phases };
    let r;
    try {
      r = step(s, action);
    } catch (e) {
      return { steps: i, ended: false, failure: { seed, length, stepIndex: i, action, problem: `threw: ${e instanceof Error ? e.stack ?? e.message : String(e)}` }, phases };
    }
    let problem: string | null;
    try {
      problem = checkStep(s, action, r.state, !!r.refused) ?? (r.refused ? refusalFault(r.refused, s) : null);
    } catch (e) {
      problem = `a check threw: ${e instanceof Error ? e.stack ?? e.message : String(e)}`;
    }
    if (problem) return { steps: i + 1, ended: false, failure: { seed, length, stepIndex: i, action, problem }, phases };
    s = r.state;
    if (i % ADVISOR_EVERY === ADVISOR_EVERY - 1 && s.menu === 'main') {
      const fault = advisorFault(s);
      if (fault) return { steps: i + 1, ended: false, failure: { seed, length, stepIndex: i, action, problem: fault }, phases };
    }
    phases.add(s.phase);
    for (const tag of situations(s)) phases.add(tag);
  }
  return { steps: maxSteps, ended: s.phase === 'ended', failure: null, phases };
}
