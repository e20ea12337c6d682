// The heuristic player (issue 15): the move a good player would make now, with its reason in one
// sentence. It flies the shortest tour for the voyage (route.ts), loads the shuttle by the
// planet's advice and the balance still owed (loadout.ts), researches the fields with the best
// expected VP an hour while the resources last, heals the badly wounded, picks the strategy with
// the best expected outcome against each creature (meetingOdds.ts), captures what
// its cages can hold, gives a hit to anything before a wound that would kill, and comes home.
// It only reads the state and the engine's pure rules; it never draws from the game's generator.
import { INPUT_LIMITS, type InputField } from '../data/inputs';
import type { Assert, Same } from '../stateCopy';
import type { Action } from '../actions';
import { eventById } from '../rules/spaceEvents';
import { ownCourseOf, ownOffers, eligibleOutcomes } from '../rules/ownCourse';
import type { EventEffect } from '../data/content/spaceEvents';
import type { OwnEffect } from '../data/ownCourse';
import { EARTH_FIELD, PLANET_FIELDS } from '../data/starMap';
import { HUMAN_IDS, isHumanId, UNIT_IDS, UNIT_TYPES, type HumanId, type StockId, type UnitId } from '../data/units';
import { strike } from '../rules/hits';
import { Dice, seedRng } from '../rng';
import { addResourcesFits, deviceFits, landingBlocked, stillAllowed, suitNeeded, suitOnLoad, tableCrew } from '../rules/loading';
import { canToggleMode, isRobot, downFits } from '../rules/party';
import { absorbersRate, hasRepbot, placeDrain, placeMean, sameAbsorberParts } from '../rules/resources';
import { canMove, entryHours, leavesAbandoned, moveOption, needsPutDown, pathToShuttle, resourcesOverLevel, pathWhere, researchOption, type BoardButton } from '../rules/moves';
import { VERTICAL_MOVE_HOURS } from '../data/terrain';
import { isResearchable } from '../rules/researchMarks';
import { atShuttle, fieldAt, partyPlace } from '../rules/field';
import { step as hexStep } from '../geometry/starGeometry';
import { courseOf } from '../rules/course';
import { mostWorth, strategyOutlooks } from './meetingOdds';
import { canCage, freePartyCages, occupiedCages, splitCreature } from '../rules/cages';
import { orbitSet } from '../rules/planet';
import { heaviestFirst, stockIn, stockOf } from '../rules/stock';
import { folderOf, folderOfHuman, inHands, livingPartyCrew, partyCrew, workingCount, type FolderId, partyWorking } from '../rules/folders';
import { damagedSuitHarm } from '../rules/exposure';
import { HEAL_HOURS, REPAIR_HOURS, repairChance, repairFactors } from '../rules/care';
import { researchField } from '../rules/research';
import { woundsSurvived } from '../rules/losses';
import { isLegalNow, legalActions, tableActions } from '../legal';
import { perParts } from '../perState';
import { sortStably } from '../insertionSort';
import { step } from '../step';
import '../text/advisorTexts';
import type { GameState, Passenger, Place } from '../state';
import { withState } from '../stateCopy';
import { keyByCounts, type Message, type MessageKey } from '../text';
import { abandonedUnits } from '../rules/abandon';
import { firstStep, plannedTour, whyHome } from './route';
import { loadout, tableCounts, type Loadout, type Wish } from './loadout';
import { sameButMoveMode, sameReadFields } from './readFields';

export interface Advice {
  readonly action: Action;
  /** Why, in one sentence (a 'bot.*' catalogue text). */
  readonly reason: Message;
}

const BOARD: readonly BoardButton[] = ['centre', 'up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'];

/** Hours on one planet the player allows itself at most (the calendar counts 720 a month). */
const MAX_PLANET_HOURS = 120;
/**
 * Research is worth its hours at or above this many expected VP an hour. 0: every field next door,
 * since a field's beings bring more than its terrain (`npm run sim`: a threshold of 0.04 won 8% of
 * 20-month voyages, 0 won 26%).
 */
const MIN_VP_PER_HOUR = 0;
/**
 * Resources kept for the way back, beyond what the way itself drains. 3 until session 42: at huge
 * gravity, where the party of R-LOAD-35 lands with some 4, it researched the landing field alone and
 * lifted off, and at high gravity 14% of the landings did; with 1, +4.48 ± 2.15 and +2.27 ± 2.17 PZ
 * at 30 months (seeds 5001..6000, 7001..8000), +4.83 ± 1.83 at 20, +0.73 ± 1.22 at 10; 0 kept was
 * within the noise of 1 (docs/BALANCE.md).
 */
const RESOURCE_RESERVE = 1;
/** Infection-risk points past which an unprotected party stops researching. */
const INFECTION_LIMIT = 100;

/**
 * The heuristic player's move, or null when there is none to make (the voyage is over and no
 * campaign goes on). The action is always one of legalActions(s).
 */
export function advise(s: GameState): Advice | null {
  const a = nextMove(s);
  return a ? warnAbandoned(s, a) : null;
}

/**
 * R-MOVE-19, R-MOVE-26: a move off the field (a dive too) or a circling loses what lies in
 * PORZUCONE; the advice that makes one says so after its reason, with the counts the step's own
 * note will give (the hint said it only when the things were put down).
 */
export function warnAbandoned(s: GameState, advice: Advice): Advice {
  const action = advice.action;
  if (action.type !== 'move' && action.type !== 'circle') return advice;
  const units = abandonedUnits(s);
  const resources = s.party.abandoned.resources;
  if ((units === 0 && resources === 0) || !leavesAbandoned(s, action)) return advice;
  const key = keyByCounts(units, resources, { both: 'bot.note.abandonedLost', first: 'bot.note.abandonedLostUnits', second: 'bot.note.abandonedLostResources' });
  return { action: advice.action, reason: { ...advice.reason, notes: [...(advice.reason.notes ?? []), { key, params: { units, resources } }] } };
}

function nextMove(s: GameState): Advice | null {
  // a typed value is always accepted for checking (step.isLegal); its range is checked on entry
  const ok = (a: Action) => a.type === 'setInput' || isLegalNow(s, a);
  const planned = plannedNext;
  plannedNext = null;
  const next = planned && onlyChanged(planned.from, s, planned.change) ? planned.next(s, ok) : null;
  if (next && ok(next.action)) return next;
  prepared = null;
  const pick = decide(s, ok);
  // decide may have set it (TypeScript cannot see that through the call)
  const chose = prepared as Prepared | null;
  if (pick && chose && pick === chose.first) plannedNext = { from: s, change: chose.change, next: chose.next };
  if (pick && ok(pick.action)) return pick;
  // nothing planned fits (a rare corner of the rules): the first move the engine takes that keeps the voyage going,
  // one that changes the party or its place before a switch or a circle, which could be repeated forever
  // the whole list only here: asking of one action is cheaper
  const moves = legalActions(s).filter((a) => a.type !== 'nextTip' && a.type !== 'selectUnit' && a.type !== 'openNewGame' && a.type !== 'setInput');
  const fallback = [...moves.filter((a) => !LAST_RESORT.has(a.type)), ...moves.filter((a) => LAST_RESORT.has(a.type))].find((a) => !step(s, a).refused);
  return fallback ? { action: fallback, reason: { key: 'bot.anyMove' } } : null;
}

/**
 * The move weighed before a switch of the move mode or a typed amount, made at once in the state
 * the click leads to: the research next door (goOn), the first step of the way chosen for a march
 * (stepAlong), the resources taken with the amount typed. There the same fields weigh the same
 * (researchOption takes a field as 'badaj' would, the ways are searched by entry hours, whatever
 * the mode; the amount is worked out whatever is typed), and weighing them again was most of the
 * cost of some 40 clicks a game. Kept for the state advised last only, and used only where the
 * next state is that one with the mode switched or the amount typed and nothing else the player
 * reads changed (onlyChanged), and its move is legal there; else the advice is worked out whole.
 */
type Change = { readonly mode: 'research' | 'march' } | { readonly resources: number };
interface Prepared {
  readonly first: Advice;
  readonly change: Change;
  readonly next: (s: GameState, ok: (a: Action) => boolean) => Decision;
}
let plannedNext: (Omit<Prepared, 'first'> & { readonly from: GameState }) | null = null;
/** The preparing click (a switch, a typed amount) chosen in the advice being worked out, and what it leads to. */
let prepared: Prepared | null = null;

/** `b` is `a` with the move mode switched or the amount typed, and nothing else the player reads changed (readFields.ts). */
function onlyChanged(a: GameState, b: GameState, change: Change): boolean {
  const x = a.surface;
  const y = b.surface;
  if ('mode' in change) {
    if (!x || !y || x.moveMode === change.mode || y.moveMode !== change.mode || !sameRecord(a.inputs, b.inputs) || !sameButMoveMode(x, y)) return false;
  } else if (x !== y || a.inputs.resources === change.resources || b.inputs.resources !== change.resources || !sameRecord(a.inputs, b.inputs, 'resources')) return false;
  return sameReadFields(a, b);
}

/**
 * The typed values the same, but for `but`: the two fields by name (a state's inputs hold exactly
 * these, the save's schema too; a loop over the keys read each by a name that varies, and made two
 * key lists, at every prepared click).
 */
export function sameRecord(a: GameState['inputs'], b: GameState['inputs'], but?: InputField): boolean {
  return (but === 'hours' || a.hours === b.hours) && (but === 'resources' || a.resources === b.resources);
}
/** Compiles only while the typed values are these two fields: another one must be compared above. */
export type SameRecordFields = Assert<Same<InputField, 'resources' | 'hours'>>;

/** The amount typed first, and the click it is typed for made at once in the state typing it leads to. */
function typeFirst(amount: number, then: Advice): Advice {
  const toggle = say({ type: 'setInput', field: 'resources', raw: amount }, 'bot.typeResources', { count: amount });
  prepared = { first: toggle, change: { resources: amount }, next: (_, ok) => (ok(then.action) ? then : null) };
  return toggle;
}

/**
 * Moves the fallback tries last: they change no unit and no field, so the next state may fall back
 * on them again ('zdejmij' only opens a choice, which the player then cancels: it went round so).
 */
const LAST_RESORT: ReadonlySet<Action['type']> = new Set<Action['type']>(['toggleMoveMode', 'toggleView', 'toggleMode', 'toggleLevel', 'togglePreference', 'circle', 'startUndress']);

type Decision = Advice | null;
const say = (action: Action, key: MessageKey, params?: Message['params']): Advice => ({ action, reason: params ? { key, params } : { key } });

function decide(s: GameState, ok: (a: Action) => boolean): Decision {
  if (s.menu === 'chooseLength' || s.menu === 'chooseCampaign') return null;
  if (s.menu === 'confirmEarth') return say({ type: 'confirmEarth' }, 'bot.confirmEarth');
  switch (s.phase) {
    case 'ended':
      return ok({ type: 'nextCampaignGame' }) ? say({ type: 'nextCampaignGame' }, 'bot.nextCampaign') : say({ type: 'openNewGame' }, 'bot.newGame');
    case 'event':
      return eventChoice(s);
    case 'wounds':
      return woundChoice(s);
    case 'onboard':
      return onboardWorth(s) ? say({ type: 'onboard' }, 'bot.onboardAgain') : say({ type: 'finishOnboard' }, 'bot.finishOnboard');
    case 'space':
      return spaceMove(s, ok);
    case 'orbit':
      return orbitMove(s, ok);
    case 'landing':
      return say({ type: 'acceptArea' }, 'bot.acceptArea');
    case 'surface':
      return surfaceMove(s, ok);
  }
}

// ——— space ———

/** Months the plan leaves once the tour is flown. */
const slack = (s: GameState): number => s.planMonths - s.month - plannedTour(s).months;

/** On-board care pays when the plan has a month to spare and enough to heal or repair (R-SHIP-01..06). */
function onboardWorth(s: GameState): boolean {
  if (slack(s) < 1) return false;
  const wounds = s.crew.filter((h) => h.alive).reduce((n, h) => n + h.wounds, 0);
  const damaged = Object.values(s.stock).reduce((n, st) => n + st.damaged, 0);
  return wounds >= 2 || damaged >= 3 || s.crew.some((h) => h.alive && h.wounds >= 3);
}

function spaceMove(s: GameState, ok: (a: Action) => boolean): Decision {
  if (s.canOnboard && onboardWorth(s)) return say({ type: 'onboard' }, 'bot.onboard');
  const tour = plannedTour(s);
  const next = tour.planets[0];
  const dir = firstStep(s.position, next ? PLANET_FIELDS[next] : EARTH_FIELD);
  if (!dir) return null;
  const fly: Action = { type: 'fly', dir };
  if (!ok(fly)) return null;
  if (next) return say(fly, 'bot.flyPlanet', { planet: { planet: next }, months: tour.months });
  return say(fly, HOME_REASONS[whyHome(s)]);
}

const HOME_REASONS = { done: 'bot.flyHomeDone', closed: 'bot.flyHomeClosed', overtime: 'bot.flyHome' } as const satisfies Record<ReturnType<typeof whyHome>, MessageKey>;

/** The expected worth of an event's or an own course's effects, in VP (harm counts against it). */
function effectWorth(e: EventEffect | OwnEffect, s: GameState): number {
  switch (e.kind) {
    case 'delay':
      return -e.months * (slack(s) >= e.months ? 1 : 5);
    case 'wounds':
      return -1.5 * e.count;
    case 'damage':
      return -0.7 * e.count;
    case 'destroy':
      return -1;
    case 'vp':
      return e.amount;
    case 'heal':
      return e.count;
    case 'repair':
      return 0.5 * e.count;
    case 'hits':
      return -1.2 * e.count;
    case 'hours':
      return -e.hours / 12;
    case 'sample':
      return 3;
    case 'impair':
      // 2 VP and a wound's worth of toughness, with the odds
      return (-3.5 * e.odds[0]) / e.odds[1];
    default:
      return 0;
  }
}

function expected(outcomes: readonly { readonly weight: number; readonly effects: readonly (EventEffect | OwnEffect)[] }[], s: GameState): number {
  const total = outcomes.reduce((n, o) => n + o.weight, 0);
  if (total <= 0) return 0;
  return outcomes.reduce((n, o) => n + o.weight * o.effects.reduce((m, e) => m + effectWorth(e, s), 0), 0) / total;
}

function eventChoice(s: GameState): Decision {
  const options = eventById(s.event ?? '')?.options ?? [];
  let best = 0;
  for (let i = 1; i < options.length; i++) if (expected(options[i]!.outcomes, s) > expected(options[best]!.outcomes, s)) best = i;
  const label = options[best]?.label;
  return label ? say({ type: 'chooseOption', index: best }, 'bot.eventOption', { option: { text: label as MessageKey } }) : null;
}

/** Wounds go to whoever has the fewest (nobody is pushed towards the 6th, R-CREW-03). */
function woundChoice(s: GameState): Decision {
  const h = [...s.crew].filter((x) => x.alive).sort((a, b) => a.wounds - b.wounds || HUMAN_IDS.indexOf(a.id) - HUMAN_IDS.indexOf(b.id))[0];
  return h ? say({ type: 'assignWound', unit: h.id }, 'bot.wound', { unit: { unit: h.id } }) : null;
}

// ——— orbit: loading ———

function orbitMove(s: GameState, ok: (a: Action) => boolean): Decision {
  if (s.dressing) return say({ type: 'cancelPick' }, 'bot.cancelPick');
  const plan = loadout(s);
  const { nths, at } = planFacts(plan.wishes);
  // the table's counts, made once for both passes (most clicks ask of every wish)
  let counts: readonly number[] | null = null;
  const loadNext = (humans: boolean, only?: (id: UnitId) => boolean): Decision => {
    for (let i = 0; i < plan.wishes.length; i++) {
      const w = plan.wishes[i]!;
      if (isHumanId(w.unit) !== humans || (only && !only(w.unit)) || (counts ??= tableCounts(s))[at[i]!]! >= nths[i]!) continue;
      if (stillAllowed(s, w.unit) > 0 && loadsWell(s, w.unit)) return say({ type: 'load', unit: w.unit }, 'bot.load', { unit: { unit: w.unit }, why: { text: w.why } });
    }
    return null;
  };
  const humans = loadNext(true);
  if (humans) return humans;
  if (tableCrew(s).length === 0) return say({ type: 'decline' }, 'bot.decline');
  // R-LOAD-35: at huge gravity the robot before the resources, which would fill the shuttle's 30 first
  // (after the humans: with none to go down, no robot is loaded for a landing that will not be)
  const robot = orbitSet(s)!.gravity === 'huge' ? loadNext(false, (id) => UNIT_TYPES[id].kind === 'robot') : null;
  if (robot) return robot;
  // resources before the rest: the time on the planet is bought with them (R-LOAD-34)
  const resources = s.bay.resources + s.party.carried.resources;
  if (resources < plan.resources) {
    const want = plan.resources - resources;
    const amount = largest(want, (n) => addResourcesFits(s, n));
    if (amount > 0) {
      const add = addResourcesAdvice(plan, amount, resources + amount);
      return s.inputs.resources !== amount ? typeFirst(amount, add) : add;
    }
  }
  const rest = loadNext(false);
  if (rest) return rest;
  // R-LOAD-15: the Rover carries the party where it is advised
  if ((s.bay.units.rover?.count ?? 0) > 0 && s.mode === 'foot' && canToggleMode(s) && ok({ type: 'toggleMode' })) return say({ type: 'toggleMode' }, 'bot.rover');
  const down = sendDown(s, ok);
  if (down) return down;
  // R-LAND-01, R-LAND-02: what would stop the landing goes back aboard first
  const blocked = landingBlocked(s);
  if (blocked) {
    const unit = blocked.params?.['unit'];
    const back: Action | null = blocked.key === 'msg.landLooseSuit' ? { type: 'unload', unit: 'suit' } : blocked.key === 'msg.landWeaponNeedsSoldier' ? { type: 'unloadWeapon' } : typeof unit === 'object' && 'unit' in unit && isHumanId(unit.unit) ? { type: 'unload', unit: unit.unit } : null;
    if (back && ok(back)) return back.type === 'unload' ? say(back, 'bot.unload', { unit: { unit: back.unit } }) : say(back, 'bot.unloadWeapon');
    return say({ type: 'decline' }, 'bot.decline');
  }
  return ok({ type: 'land' }) ? say({ type: 'land' }, 'bot.land') : say({ type: 'decline' }, 'bot.decline');
}

/**
 * The resources added, with the sentence that names what the gravity asks (R-LOAD-34, R-BAL-14): the
 * plan's amount, or less where the shuttle takes no more (its capacity, or the 30 it holds), and said
 * as less than the plan where the plan takes more for the research's time (12 at huge gravity, which
 * asks 6: "this gravity asks 12" was a claim the state denied). `held`: the table's after the addition.
 */
function addResourcesAdvice(plan: Loadout, amount: number, held: number): Advice {
  const add: Action = { type: 'addResources' };
  if (held < plan.resources) return held < plan.fill ? say(add, 'bot.addResourcesRoom', { count: amount, want: plan.fill }) : say(add, 'bot.addResourcesRoomMore', { count: amount, fill: plan.fill });
  return plan.resources > plan.fill ? say(add, 'bot.addResourcesMore', { count: amount, fill: plan.fill }) : say(add, 'bot.addResources', { count: amount });
}

/** What the loading reads of the wish list on every click; the list is kept per orbit, and so is this. */
interface PlanFacts {
  /** Of each wish, the how-manyth of its unit it is, and its unit's place in UNIT_IDS (tableCounts'). */
  readonly nths: readonly number[];
  readonly at: readonly number[];
  /** The Medkit, or the Detector, is wished for a reason that puts it into a hand (sendDown). */
  readonly medkitInHand: boolean;
  readonly detectorInHand: boolean;
}
const FACTS = new WeakMap<readonly Wish[], PlanFacts>();
export function planFacts(wishes: readonly Wish[]): PlanFacts {
  let out = FACTS.get(wishes);
  if (!out) {
    const seen = new Map<UnitId, number>();
    const nths = wishes.map((w) => {
      const nth = (seen.get(w.unit) ?? 0) + 1;
      seen.set(w.unit, nth);
      return nth;
    });
    FACTS.set(
      wishes,
      (out = {
        nths,
        at: wishes.map((w) => UNIT_IDS.indexOf(w.unit)),
        medkitInHand: wishes.some((w) => w.unit === 'medkit' && (w.why === 'bot.why.infection' || w.why === 'bot.why.infectionAlone' || w.why === 'bot.why.medkit')),
        detectorInHand: wishes.some((w) => w.unit === 'detector' && w.why === 'bot.why.detector'),
      }),
    );
  }
  return out;
}

/** The unit fits into the shuttle, and a human comes in the suit the air asks (R-LOAD-09: else he would come without). */
function loadsWell(s: GameState, id: UnitId): boolean {
  // a device loads when it fits (asked without making the state: the step makes it)
  if (!isHumanId(id)) return deviceFits(s, id);
  // the same question of a human, the suit he would put on (a load asked for it made the state):
  // he fits (false: not even without a suit), and where the air asks a suit he comes in one (only
  // the kinds it asks are offered: a heavy one in acid)
  const suit = suitOnLoad(s, id);
  return suit !== false && (suit !== null || suitNeeded(s) === 'none');
}

/** How many of the shuttle's resources the party can take (whoever stays in the shuttle lives on its resources, R-RES-12). */
function shuttleResourcesToTake(s: GameState): number {
  const keep = s.bay.crew.length > 0 ? GUARD_RESOURCES : 0;
  return largest(s.bay.resources - keep, (n) => downFits(s, 'shuttle', 'resources', n));
}

/** A click that moves resources: their amount typed first where another is typed, else the click if it is legal. */
function withAmount(s: GameState, ok: (a: Action) => boolean, amount: number, then: Advice): Decision {
  if (s.inputs.resources !== amount) return typeFirst(amount, then);
  return ok(then.action) ? then : null;
}

/** As many of the shuttle's resources as the party can take: typed into '±zasobów:' first, then 'niżej'. */
function resourcesDown(s: GameState, ok: (a: Action) => boolean, amount = shuttleResourcesToTake(s)): Decision {
  if (amount === 0) return null;
  return withAmount(s, ok, amount, say({ type: 'down', folder: 'shuttle', unit: 'resources' }, 'bot.downResources', { count: amount }));
}

/** The heaviest unit of a party's folder that may go up now (from NIESIONE: put down, or into the shuttle on its field). */
function heaviestUp(s: GameState, ok: (a: Action) => boolean, folder: 'carried' | 'used' = 'carried', keep?: StockId): StockId | undefined {
  return heaviestFirst(stockIn(folderOf(s, folder).units).filter((id) => id !== keep && ok({ type: 'up', folder, unit: id })))[0];
}

/**
 * The heaviest unit that may go up from NIESIONE, told with `carried`; else from UŻYWANE, which
 * goes into NIESIONE first, told with `used` (a sentence must say where its move puts the unit).
 */
function upCarriedThenUsed(s: GameState, ok: (a: Action) => boolean, carried: MessageKey, used: MessageKey): Decision {
  for (const folder of ['carried', 'used'] as const) {
    const id = heaviestUp(s, ok, folder);
    if (id) return say({ type: 'up', folder, unit: id }, folder === 'carried' ? carried : used, { unit: { unit: id } });
  }
  return null;
}

/**
 * R-MOVE-26, R-UI-TABLE-16: resources lying in PORZUCONE are lost when the party leaves the field.
 * As many as fit are taken back; when none fit and what the party holds would not see it home, the
 * heaviest device carried (never a cage: a creature may be in it) is put down to make room.
 */
function reclaimResources(s: GameState, ok: (a: Action) => boolean, wayHome: number): Decision {
  const lying = s.party.abandoned.resources;
  if (lying === 0 || !canMove(s)) return null;
  // in a liquid, only as many as the party could carry out of it (R-TERRAIN-10): more would have to
  // be put down again at the change of level, and the player put them down and took them back for ever
  const onLand = s.level === 'underwater' || s.level === 'onWater' ? withState(s, { level: 'surface' }) : s;
  const amount = largest(lying, (n) => downFits(s, 'abandoned', 'resources', n) && (onLand === s || downFits(onLand, 'abandoned', 'resources', n)));
  if (amount > 0) return withAmount(s, ok, amount, say({ type: 'up', folder: 'abandoned', unit: 'resources' }, 'bot.reclaimResources', { count: amount }));
  if (resourcesInHand(s) >= wayHome) return null;
  const drop = heaviestUp(s, ok, 'carried', 'cage');
  return drop ? say({ type: 'up', folder: 'carried', unit: drop }, 'bot.dropForResources', { unit: { unit: drop } }) : null;
}

/**
 * The largest n in 1..max for which the test holds (0: none). The tests are room tests (what fits
 * fits with less too), so a binary search asks some log2(max) of them, not up to max: each is a step
 * of the rules, and the player asks this at every click in orbit and at the shuttle.
 */
export function largest(max: number, test: (n: number) => boolean): number {
  if (max < 1) return 0;
  if (test(max)) return max;
  let lo = 0;
  let hi = max - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (test(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** R-LOAD-14, R-LOAD-18..22: the field party set up in orbit: people and robots, resources, then devices into the hands. */
function sendDown(s: GameState, ok: (a: Action) => boolean): Decision {
  const plan = loadout(s);
  const goes = (id: HumanId): boolean => ok({ type: 'down', folder: 'shuttle', unit: id }) && downFits(s, 'shuttle', id);
  for (const p of s.bay.crew) {
    // the guard stays aboard (R-ACC-10), unless nobody else would go down: none in the party, and
    // none of the others in the shuttle able to (a human who cannot go kept the guard aboard, and
    // the player sent the resources down and took them up again for ever)
    if (p.id === plan.guard && (partyCrew(s).length > 0 || s.bay.crew.some((q) => q.id !== p.id && goes(q.id)))) continue;
    if (goes(p.id)) return say({ type: 'down', folder: 'shuttle', unit: p.id }, 'bot.down', { unit: { unit: p.id } });
  }
  // in the catalogue's order, not the record's (a reloaded state orders its keys otherwise)
  const units = stockIn(s.bay.units);
  const resources = (): Decision => resourcesDown(s, ok);
  // a working unit sent one step down: from the shuttle to the party, or from NIESIONE into a hand
  const sendWorking = (folder: 'shuttle' | 'carried', id: StockId): Decision => {
    const a: Action = { type: 'down', folder, unit: id };
    return workingCount([folderOf(s, folder)], id) > 0 && ok(a) && downFits(s, folder, id) ? say(a, folder === 'shuttle' ? 'bot.down' : 'bot.use', { unit: { unit: id } }) : null;
  };
  const robots = (): Decision => {
    for (const id of units.filter((u) => u === 'rover' || u === 'transbot' || u === 'specbot' || u === 'rekonbot' || u === 'repbot')) {
      const d = sendWorking('shuttle', id);
      if (d) return d;
    }
    return null;
  };
  // a device wished for this planet's reason goes into a hand (from the shuttle, or from what the party carries)
  const intoHand = (id: StockId, wished: boolean): Decision => {
    if (!wished || inHands(s, id)) return null;
    return sendWorking('shuttle', id) ?? sendWorking('carried', id);
  };
  const { medkitInHand, detectorInHand } = planFacts(plan.wishes);
  // R-INF-08..10: where the areas carry infection, the Medkit goes into the humans' hands before
  // the resources fill them (without it or the Doctor, whoever falls ill dies)
  const medkit = (): Decision => intoHand('medkit', medkitInHand);
  // R-ENC-16, R-ENC-17: where it was taken for the planet's dangers, the Detector goes into a hand before
  // the resources fill them: only in hand does it cut the odds of a surprise (it lay in the shuttle
  // at 98% of the meetings; in hand: 0.34 and 0.32 deaths a game against 0.38 and 0.37, PZ 92.9 and
  // 94.8 against 92.6 and 93.9, `npm run sim`, 30 months, seeds 2001..2600 and 3001..3600)
  const detector = (): Decision => intoHand('detector', detectorInHand);
  // a cage goes down before the resources fill the party too: a creature caught is worth its delivery VP
  const cage = (): Decision => (partyWorking(s, 'cage') >= CAGES_FIRST ? null : sendWorking('shuttle', 'cage'));
  // on foot robots walk and carry (they add capacity); in the Rover they ride, so resources go first.
  // At huge gravity the party's capacity is halved (R-ORBIT-07), and a Medkit or a Detector in hand
  // took all the resources' room: the robot and the resources first there
  const first =
    orbitSet(s)!.gravity === 'huge'
      ? (robots() ?? resources() ?? medkit() ?? detector() ?? cage())
      : (medkit() ?? detector() ?? cage() ?? (s.mode === 'foot' ? (robots() ?? resources()) : (resources() ?? robots())));
  if (first) return first;
  for (const id of units) {
    const a: Action = { type: 'down', folder: 'shuttle', unit: id };
    if (ok(a) && downFits(s, 'shuttle', id)) return say(a, 'bot.down', { unit: { unit: id } });
  }
  for (const id of stockIn(s.party.carried.units)) {
    const a: Action = { type: 'down', folder: 'carried', unit: id };
    if (ok(a) && downFits(s, 'carried', id)) return say(a, 'bot.use', { unit: { unit: id } });
  }
  return null;
}

// ——— the surface ———

/** Hits go where they cost least: a resource, a device, a robot, a suit in friendly air, the least wounded human. */
export function hitChoice(s: GameState, legal: readonly Action[]): Decision {
  // the air needs a suit (R-LOAD-10): a suit hit is dearer, and a damaged one hit again kills (R-DMG-11)
  const hostile = suitNeeded(s) !== 'none';
  const human = (id: HumanId) => s.crew.find((h) => h.id === id);
  const wounds = (id: HumanId) => human(id)?.wounds ?? 0;
  // a wound past those a human survives kills him: anything else first, a suit in hostile air included
  const kills = (id: HumanId): boolean => wounds(id) + 1 > woundsSurvived(human(id) ?? {});
  const suitDamaged = (folder: FolderId, id: HumanId): boolean => folderOf(s, folder).crew.find((p) => p.id === id)?.suit?.damaged ?? false;
  const cost = (a: Action): number => {
    // a damaged suit hit again kills its wearer, as a wound past his last would
    if (a.type === 'hitSuit') return !hostile ? 20 : suitDamaged(a.folder, a.unit) ? 200 : 60;
    if (a.type !== 'hit') return Infinity;
    if (a.unit === 'resources') return 0;
    if (a.unit === 'artifacts') return 50;
    if (isHumanId(a.unit)) return kills(a.unit) ? 200 : 30 + wounds(a.unit) * 5;
    if (a.unit === 'rover') return 15;
    // a cage lost when every cage is taken frees the last creature caught (R-DMG-17): a delivery lost
    if (a.unit === 'cage') return cagesAllTaken(s) ? 40 : 12;
    return unitHitCost(s, a.folder, a.unit);
  };
  const rows = legal.filter((a): a is Extract<Action, { type: 'hit' | 'hitSuit' }> => a.type === 'hit' || a.type === 'hitSuit');
  const best = rows.sort((a, b) => cost(a) - cost(b))[0];
  if (!best) return null;
  // the sentence names the row clicked: a human's own suit by its kind and its wearer, the artifacts
  // as such; with one row open it says so (there is no cheaper place to compare it with)
  const only = rows.length === 1;
  if (best.type === 'hitSuit') {
    const kind = folderOf(s, best.folder).crew.find((p) => p.id === best.unit)?.suit?.kind ?? 'suit';
    return say(best, only ? 'bot.hitSuitOnly' : 'bot.hitSuit', { suit: { unit: kind }, unit: { unit: best.unit } });
  }
  if (best.unit === 'artifacts') return say(best, only ? 'bot.hitArtifactOnly' : 'bot.hitArtifact');
  return say(best, only ? 'bot.hitOnly' : 'bot.hit', { unit: { unit: best.unit } });
}

/**
 * A hit on a robot's or a device's row: a working one is damaged first (R-DMG-13, R-DMG-14); only
 * when none is left working does the hit destroy a damaged one (a repair lost), dearer, and dearer
 * still by the points it costs (a robot, the last device of its type), as the rule itself takes
 * them. An undamageable unit (a Stunner, R-DMG-15) has no other way to take a hit.
 */
function unitHitCost(s: GameState, folder: FolderId, unit: StockId): number {
  const base = isRobot(unit) ? 10 : 5;
  // by stockOf's switch of named reads: the unit type varies (every hit row, some hundreds a game)
  const st = stockOf(folderOf(s, folder).units, unit);
  const damageable = stockOf(UNIT_TYPES, unit)!.damageable;
  if (!st || (damageable && st.count > st.damaged)) return base;
  const after = strike(s, folder, unit, new Dice(seedRng(0))).state;
  return base + (damageable ? 3 : 0) + 10 * (s.vp - after.vp);
}

/** Every cage the party has with it holds a creature: one more lost sets one free (R-DMG-17). */
function cagesAllTaken(s: GameState): boolean {
  return occupiedCages(s) > 0 && freePartyCages(s) === 0;
}

/** The meeting's course (R-STRAT-01, R-COMBAT-02, R-COMBAT-07): the strategy with the best expected outcome; capture into a cage, or kill. */
function courseMove(s: GameState, ok: (a: Action) => boolean): Decision {
  const c = courseOf(s)!;
  const being = s.surface!.encounter!.being;
  // each stage asks of the actions it may take, not for the whole list (the menu's, or the table's weapons)
  const offered = (a: Action): Action | null => (ok(a) ? a : null);
  const cageFree = canCage(s, being);
  switch (c.stage) {
    case 'choose': {
      // the strategy with the best expected outcome: VP less the hits it is expected to cost
      const best = mostWorth(strategyOutlooks(s), (o) => o.outlook);
      const round = (x: number) => Math.round(x * 10) / 10;
      return best ? say({ type: 'strategy', strategy: best.strategy }, 'bot.strategy', { strategy: { text: `strategy.${best.strategy}` as MessageKey }, hits: round(best.outlook.hits), vp: round(best.outlook.vp) }) : null;
    }
    case 'caught': {
      const attack = offered({ type: 'attackCaught' });
      const letGo = offered({ type: 'letGo' });
      return attack && cageFree ? say(attack, 'bot.attackCaught') : letGo ? say(letGo, 'bot.letGo') : null;
    }
    case 'weapons': {
      // the weapons' rows of the table, in its order (legal.ts: the table is the only source of pickWeapon)
      const weapon = tableActions(s).find((a) => a.type === 'pickWeapon');
      if (weapon && weapon.type === 'pickWeapon') return say(weapon, 'bot.weapon', { unit: { unit: weapon.unit } });
      const fight = offered({ type: 'fight' });
      return fight ? say(fight, 'bot.fight') : null;
    }
    case 'mode': {
      const capture = offered({ type: 'clashMode', mode: 'capture' });
      if (capture && c.canCapture && cageFree) return say(capture, 'bot.capture');
      const kill = offered({ type: 'clashMode', mode: 'kill' });
      return kill ? say(kill, 'bot.kill') : capture ? say(capture, 'bot.capture') : null;
    }
    case 'own': {
      const options = ownCourseOf(being)?.options ?? [];
      const choices = ownOffers(s).map((option): Action => ({ type: 'ownOption', option })).filter(ok) as Extract<Action, { type: 'ownOption' }>[];
      const worth = (id: string) => expected(eligibleOutcomes(s, being, id), s) + (options.find((o) => o.id === id)?.continues ? 0.1 : 0);
      const best = [...choices].sort((a, b) => worth(b.option) - worth(a.option))[0];
      return best ? say(best, 'bot.own', { option: { text: `course.${being}.${best.option}` as MessageKey } }) : null;
    }
    default:
      return null;
  }
}

/** The humans, those with the fewest wounds left before death first (a stable sort: ties keep their order). */
function byDanger<T extends { readonly id: HumanId }>(s: GameState, people: readonly T[]): T[] {
  const left = (id: HumanId): number => {
    const h = s.crew.find((x) => x.id === id);
    return h ? woundsSurvived(h) - h.wounds : Infinity;
  };
  return [...people].sort((a, b) => left(a.id) - left(b.id));
}

/** A human's suit is damaged, harms him every hour in this air, and can be repaired here. */
function suitToMend(s: GameState, p: Pick<Passenger, 'suit'>): boolean {
  return !!p.suit?.damaged && damagedSuitHarm(s, p.suit.kind) > 0 && repairChance(repairFactors(s, p.suit.kind))[0] > 0;
}

/** Resources the field party carries, less the part of one already owed (R-RES-18) and the reserve kept for surprises. */
export function resourcesInHand(s: GameState): number {
  return s.party.carried.resources - s.surface!.drainDebt.party - RESOURCE_RESERVE;
}

/** Hours of work on a planet and the resources they drain, the field party's. */
export interface Cost {
  readonly hours: number;
  readonly resources: number;
}

/**
 * Mean resources the field party drains in `hours` at a place (R-RES-03..11): its absorbers', and
 * the place's planet and terrain drain. Reckoned at the place the hours are spent, not where the
 * party happens to stand: a costly field made the whole way home look dear, and one step off it cheap.
 */
export function drainAt(s: GameState, p: Place, hours: number): number {
  const b = drainBasis(s);
  return hours * (b.absorbers + placeMean(placeDrain(s, p), b.gravity, b.repbot));
}

/**
 * What every place's drain shares (a decision reckons a score of places), kept for what it reads:
 * the absorbers (the party, the shuttle, the crew), the planet, and the landing (outside one there is none).
 */
const drainBasis = perParts((a, b) => sameAbsorberParts(a, b) && a.orbit === b.orbit && a.worlds === b.worlds && a.surface?.area === b.surface?.area, (s: GameState) => ({
  // on the surface, where the player reckons, the orbit's set and the party's place are known
  absorbers: absorbersRate(s)!,
  gravity: orbitSet(s)!.gravity,
  repbot: hasRepbot(s),
}));

/** A move's cost: its hours, drained at the place it goes to (a move's hours pass there, R-MOVE). */
const costAt = (s: GameState, p: Place, hours: number): Cost => ({ hours, resources: drainAt(s, p, hours) });
const plus = (a: Cost, b: Cost): Cost => ({ hours: a.hours + b.hours, resources: a.resources + b.resources });

/**
 * The way home from a field next door: on from it where it is the way's next field (research on the
 * way costs no detour), else back here first and home from here.
 */
function wayHomeFrom(s: GameState, to: Place, back: readonly Place[] | null, home: Cost): Cost {
  const next = back?.[1];
  if (next && next.row === to.row && next.col === to.col && next.layer === to.layer) return marchCost(s, back!, 1);
  return plus(marchCost(s, [to, partyPlace(s)!]), home);
}

/** The party goes on researching: the work and the way back fit, the shuttle is whole and safe. */
function keepResearching(s: GameState, work: Cost, back: Cost, extra = 0): boolean {
  return staysOn(s) && affords(s, work, back, extra);
}

/** Work, then the march back, fit the planet's time (the work) and the carried resources (both; `extra`: those it can still take up at the shuttle). */
function affords(s: GameState, work: Cost, back: Cost, extra = 0): boolean {
  return s.surface!.hours + work.hours <= MAX_PLANET_HOURS && resourcesInHand(s) + extra > work.resources + back.resources;
}

/**
 * A forced march along a path from its first place: each field's entry (R-TERRAIN), ½ h to dive or
 * surface (R-TERRAIN-06), drained where it is spent. Reckoned field by field, so that a march home
 * spends the budget it frees: a flat guess per field made a one-hour march free resources, and the
 * party turned back to research after each step home.
 */
export function marchCost(s: GameState, path: readonly Place[], from = 0): Cost {
  // summed in the same order as cost after cost, without an object for each field
  let hours = 0;
  let resources = 0;
  for (let i = from + 1; i < path.length; i++) {
    const p = path[i]!;
    const q = path[i - 1]!;
    const vertical = p.layer !== q.layer && p.layer !== 'cave' && q.layer !== 'cave' ? VERTICAL_MOVE_HOURS : 0;
    // on the same field only the dive or the surfacing; the field's own research needs no march
    const f = p.row === q.row && p.col === q.col ? null : fieldAt(s, p.row, p.col);
    const entry = f ? (entryHours(s, f, p.layer) ?? MARCH_HOURS) : 0;
    hours += entry + vertical;
    resources += drainAt(s, p, entry + vertical);
  }
  return { hours, resources };
}

/** Nothing but time and resources keeps the party from more work: the shuttle is whole and safe, the crew fit. */
function staysOn(s: GameState): boolean {
  return mustLeave(s) === null;
}

/**
 * Why the party leaves the planet whatever is left to research, as the lift-off's reason (null: it
 * may stay). Each reason but the plan's months has its own sentence, the most pressing first ("would
 * not fit the resources or the time" was said for them all); the months are that sentence's time.
 */
function mustLeave(s: GameState): Message | null {
  const sf = s.surface!;
  // R-ACC-12: a wrecked shuttle allows no more research; R-ACC-11: a threat is driven off only at it
  if (sf.wreck) return { key: 'bot.liftOffWreck' };
  if (sf.shuttleThreats > 0) return { key: 'bot.liftOffThreat' };
  // one more wound could kill: the party goes home (R-CREW-03)
  const nearDeath = s.crew.find((h) => h.alive && h.wounds >= woundsSurvived(h) - 1 && tableCrew(s).some((p) => p.id === h.id));
  if (nearDeath) return { key: 'bot.liftOffWounded', params: { unit: { unit: nearDeath.id } } };
  // R-INF-06: past 100 points of risk (0.5% an hour) the party leaves unless the Doctor and a Medkit in hand would cure the sick (R-INF-10)
  if (sf.infection >= INFECTION_LIMIT && !(livingPartyCrew(s).some((p) => p.id === 'doctor') && inHands(s, 'medkit'))) return { key: 'bot.liftOffInfection' };
  // the plan's months used: the general reason's time
  if (s.month >= s.planMonths && s.visited.length > 0) return { key: 'bot.liftOff' };
  return null;
}

function surfaceMove(s: GameState, ok: (a: Action) => boolean): Decision {
  // hits and suit hits are the table's actions only (legal.ts SOURCES_OF)
  if (s.hitsToAssign > 0) return hitChoice(s, tableActions(s));
  if (s.careChoice) {
    const p = folderOf(s, s.careChoice.folder).crew.find((x) => x.id === s.careChoice!.unit);
    return p && suitToMend(s, p) ? inCareHours(s, REPAIR_HOURS, say({ type: 'careChoice', heal: false }, 'bot.careSuit', { unit: { unit: p.id } })) : inCareHours(s, HEAL_HOURS, say({ type: 'careChoice', heal: true }, 'bot.careHeal'));
  }
  if (s.dressing) return say({ type: 'cancelPick' }, 'bot.cancelPick');
  if (courseOf(s)) return courseMove(s, ok);
  // R-DEV-70: a creature whose cages lie in two folders (no one folder holds them all) stops
  // everything that takes time: at the shuttle the party's cages go up into it; elsewhere it is let go
  const split = splitCreature(s);
  if (split) {
    for (const folder of atShuttle(s) ? (['carried', 'expedition', 'used'] as const) : []) {
      const a: Action = { type: 'up', folder, unit: 'cage' };
      if (ok(a)) return say(a, 'bot.joinCages', { being: { being: split } });
    }
    for (const folder of ['carried', 'expedition', 'used', 'shuttle'] as const) {
      const a: Action = { type: 'care', folder, unit: 'cage' };
      if (ok(a)) return say(a, 'bot.releaseSplit', { being: { being: split } });
    }
  }
  const sf = s.surface!;
  // R-MOVE-28: nobody living is left lying in PORZUCONE; R-INF-12: nor a dead of the infection the
  // party can carry (while one fits, the party may not move on: canMove)
  for (const p of s.party.abandoned.crew) {
    const h = s.crew.find((x) => x.id === p.id);
    const a: Action = { type: 'up', folder: 'abandoned', unit: p.id };
    const fits = ok(a) && downFits(s, 'abandoned', p.id);
    if (!h?.alive) {
      if (h?.ill && fits) return say(a, 'bot.pickUpBody', { unit: { unit: p.id } });
      continue;
    }
    if (fits) return say(a, 'bot.pickUp', { unit: { unit: p.id } });
    // no room for him: the heaviest device carried is put down instead
    const drop = heaviestUp(s, ok);
    if (drop) return say({ type: 'up', folder: 'carried', unit: drop }, 'bot.dropFor', { unit: { unit: drop }, human: { unit: p.id } });
  }
  // R-LAND-12: the landing field first
  if (sf.researched.length === 0 && ok({ type: 'research' })) return say({ type: 'research' }, 'bot.researchLanding');
  const back = pathToShuttle(s);
  const wayBack = back ? back.length - 1 : 0;
  const home = marchCost(s, back ?? []);
  // R-MOVE-26: resources put down here are lost once the party moves on
  const reclaimed = reclaimResources(s, ok, home.resources);
  if (reclaimed) return reclaimed;
  // the badly wounded are healed while the resources allow the hours it takes and the way back (R-HEAL)
  const careNeeds = drainAt(s, partyPlace(s)!, careHours(s)) + home.resources;
  const inHand = resourcesInHand(s);
  // at the shuttle the party takes up what resources it can carry (R-RES-18: away from it, only those
  // count), but only to go on with them: what comes next is weighed with them in hand, and they are
  // taken up first unless it is the lift-off (it had the party take them up and lift off at once)
  const amount = atShuttle(s) && canMove(s) ? shuttleResourcesToTake(s) : 0;
  // the care is looked for only where it can be paid, with the shuttle's resources if need be
  const care = inHand + amount > careNeeds ? careMove(s, ok) : null;
  if (care && inHand > careNeeds) return care;
  if (amount > 0) {
    const next = care ?? goOn(s, ok, back, home, wayBack, amount);
    if (next?.action.type === 'liftOff') return next;
    const down = resourcesDown(s, ok, amount);
    if (down) return down;
  }
  return goOn(s, ok, back, home, wayBack, 0);
}

/**
 * The first care the party's humans need: a damaged suit that harms its wearer every hour in this
 * air (R-DEV-17, R-REPAIR-02), the suit of the wearer nearest death before the others (a Soldier one
 * wound from death died while the Scout's suit, first in the list, was mended hour after hour); then
 * a human with 3 wounds or more healed (R-HEAL).
 */
function careMove(s: GameState, ok: (a: Action) => boolean): Decision {
  // those whose suit needs mending, sorted (stable: as the whole party sorted, then filtered); mostly none
  const mend = livingPartyCrew(s).filter((p) => suitToMend(s, p));
  // the care is the button of the human's own row: only the folder that holds him is asked
  for (const p of mend.length > 1 ? byDanger(s, mend) : mend) {
    const folder = folderOfHuman(s, p.id);
    if (folder !== 'expedition' && folder !== 'carried') continue;
    const a: Action = { type: 'care', folder, unit: p.id };
    if (ok(a)) return inCareHours(s, REPAIR_HOURS, say(a, 'bot.repairSuit', { unit: { unit: p.id } }));
  }
  for (const h of s.crew) {
    if (!h.alive || h.wounds < 3) continue;
    const folder = folderOfHuman(s, h.id);
    if (folder === 'abandoned') continue;
    const a: Action = { type: 'care', folder, unit: h.id };
    if (ok(a)) return inCareHours(s, HEAL_HOURS, say(a, 'bot.heal', { unit: { unit: h.id }, wounds: h.wounds }));
  }
  return null;
}

/**
 * The player's care takes the hours typed in 'godzin:', the cell's first value (1) unless the
 * player typed others. Hours a care does not take (R-REPAIR-01: 1–6, R-HEAL-01: 1–12; 10 typed for
 * circling, say) were refused at every care it advised: they are typed back to 1 first.
 */
const CARE_HOURS = INPUT_LIMITS.hours.initial;
const careHours = (s: GameState): number => (fitsHours(s.inputs.hours, HEAL_HOURS) ? s.inputs.hours : CARE_HOURS);
const fitsHours = (h: number, range: { readonly min: number; readonly max: number }): boolean => Number.isInteger(h) && h >= range.min && h <= range.max;
function inCareHours(s: GameState, range: { readonly min: number; readonly max: number }, then: Advice): Advice {
  return fitsHours(s.inputs.hours, range) ? then : say({ type: 'setInput', field: 'hours', raw: CARE_HOURS }, 'bot.typeHours', { count: CARE_HOURS });
}

/**
 * With nothing pressing, the party's next move: research next door, a march to a field worth it,
 * the lift-off at the shuttle or the way home. `extra`: resources it can still take up at the shuttle.
 */
function goOn(s: GameState, ok: (a: Action) => boolean, back: readonly Place[] | null, home: Cost, wayBack: number, extra: number): Decision {
  const sf = s.surface!;
  // the best field next door by expected VP an hour, of those whose research and the way home fit
  // the time and resources: a better one out of reach does not send the party home while another is in it
  if (canMove(s) && staysOn(s)) {
    // each field as 'badaj' would take it, without a state in that mode made up to ask
    const fields: { dir: BoardButton; rate: number; to: Place; hours: number }[] = [];
    for (const dir of BOARD) {
      const o = researchOption(s, dir);
      if (!o || !o.research || needsPutDown(s, dir, o)) continue;
      const rate = researchField(s, o.to).chance / Math.max(0.5, o.hours);
      if (rate >= MIN_VP_PER_HOUR) fields.push({ dir, rate, to: o.to, hours: o.hours });
    }
    // the best rate first (the board's order among equals): the first the party affords is the best,
    // and only those before it are weighed (a field's cost and way home are the dearest part)
    sortByRate(fields);
    let best: { dir: BoardButton; rate: number } | null = null;
    let outOfReach = 0;
    for (const f of fields) {
      if (affords(s, costAt(s, f.to, f.hours), wayHomeFrom(s, f.to, back, home), extra)) {
        best = f;
        break;
      }
      outOfReach = Math.max(outOfReach, f.rate);
    }
    if (best) {
      const a: Action = { type: 'move', dir: best.dir };
      const research = (): Advice => say(a, outOfReach > best!.rate ? 'bot.researchFieldInReach' : 'bot.researchField', { rate: Math.round(best!.rate * 100) / 100 });
      if (sf.moveMode !== 'research') {
        const toggle = say({ type: 'toggleMoveMode' }, 'bot.researchMode');
        prepared = { first: toggle, change: { mode: 'research' }, next: (_, ok) => (ok(a) ? research() : null) };
        return toggle;
      }
      if (ok(a)) return research();
    }
  }
  // nothing worth it next door: a forced march towards the nearest field not yet researched, if time allows
  if (canMove(s)) {
    const path = pathWhere(s, (p) => isResearchable(s, p));
    const far = path ? path.length - 1 : Infinity;
    // the budget holds the field's own research too, or the party would turn back on arriving next to it
    const target = path?.at(-1);
    if (path && target && far >= 2 && far <= MAX_DETOUR && keepResearching(s, plus(marchCost(s, path), costAt(s, target, researchField(s, target).hours)), plus(marchCost(s, [...path].reverse()), home), extra)) {
      const toward = stepAlong(s, path, ok, sf.moveMode, 'bot.marchModeToward', 'bot.towardField', { fields: far });
      if (toward) return toward;
    }
  }
  if (atShuttle(s)) {
    if (ok({ type: 'liftOff' })) {
      const why = mustLeave(s) ?? { key: 'bot.liftOff' };
      return say({ type: 'liftOff' }, why.key, why.params);
    }
    // R-LAND-12, R-LOAD-14: nobody left in the party who can research (all back in the shuttle, or
    // only the sick, R-INF-09, who are carried), so the landing field is not researched and the
    // shuttle may not lift off: the party is set up again as in orbit
    return livingPartyCrew(s).length === 0 ? partyAgain(s, ok) : null;
  }
  // home to the shuttle by forced march
  return back ? stepAlong(s, back, ok, sf.moveMode, 'bot.marchMode', 'bot.toShuttle', { fields: wayBack }) : null;
}

/**
 * The party set up again at the shuttle when nobody is in it (R-LOAD-14): a human goes down first;
 * where none fits beside what the party's folders still hold (a party capacity is its humans' and
 * robots'), that goes up into the shuttle first, the heaviest first (before, the player sent the
 * resources down and took them up again for ever).
 */
function partyAgain(s: GameState, ok: (a: Action) => boolean): Decision {
  const down = sendDown(s, ok);
  if (down?.action.type === 'down' && isHumanId(down.action.unit)) return down;
  if (!s.bay.crew.some((p) => ok({ type: 'down', folder: 'shuttle', unit: p.id }))) return down;
  // NIESIONE's units go straight into the shuttle on its field; UŻYWANE's into NIESIONE first
  const room = upCarriedThenUsed(s, ok, 'bot.roomForCrew', 'bot.unhandForCrew');
  if (room) return room;
  const resources = s.party.carried.resources;
  const up: Action = { type: 'up', folder: 'carried', unit: 'resources' };
  if (resources > 0 && ok(up)) return withAmount(s, ok, resources, say(up, 'bot.roomForCrewResources', { count: resources }));
  return down;
}

/**
 * The fields by rate, the best first, equals in their order: at most seven, sorted in place
 * (insertionSort.ts), where Array.prototype.sort made a work copy on every step on the planet.
 */
export function sortByRate<T extends { readonly rate: number }>(xs: T[]): void {
  sortStably(xs, higherRate);
}
const higherRate = (a: { readonly rate: number }, b: { readonly rate: number }): boolean => a.rate > b.rate;

/** Fields a march may go for a field to research. */
const MAX_DETOUR = 4;
/** A field of march where its entry cannot be reckoned. */
const MARCH_HOURS = 2;
/**
 * Resources left in the shuttle for the human who guards it (`npm run sim`, 30 months, seeds
 * 2001..2600 and 3001..3600: none 86.8 and 91.7 PZ; 2: 89.9 and 91.3; 4: 85.8 and 87.3; 8: 70.2 and 71.1).
 */
const GUARD_RESOURCES = 2;
/**
 * Cages the party takes before the resources. Since away from the shuttle only the party's own
 * cages catch (R-COMBAT-07, 2026-12-05), `npm run sim`, 30 months, seeds 2001..2300 and 3001..3300:
 * 1 cage 81.8 and 87.0 PZ, 3.9 and 3.8 creatures delivered a game; 2 cages 82.4 and 89.0 PZ, 4.4 and
 * 4.4; 3 cages 83.5 and 87.4 PZ, 4.8 and 4.8; 10 months, seeds 2001..2300: 1 cage 48.4 PZ, 2 cages 49.0.
 * (Before, when the shuttle's free cages lent the party room: none 74.7 and 75.8 PZ, 1 cage 79.5 and
 * 79.5, 2 cages 74.8 and 78.8, seeds 2001..2600 and 3001..3600.)
 */
const CAGES_FIRST = 2;

/** The board's button leads to the place's field: a direction to its neighbour (moves.ts' target), the centre to the field itself. */
export function towards(here: Place, dir: BoardButton, to: Place): boolean {
  if (dir === 'centre') return here.row === to.row && here.col === to.col;
  const n = hexStep(here.row, here.col, dir);
  return n.row === to.row && n.col === to.col;
}

/** The first move of a path by forced march (switching to march, saying where it leads, or to the board's other level, first). */
function stepAlong(s: GameState, path: readonly Place[], ok: (a: Action) => boolean, mode: 'research' | 'march', switchKey: MessageKey, key: MessageKey, params: Message['params']): Decision {
  if (mode !== 'march' && ok({ type: 'toggleMoveMode' })) {
    const toggle = say({ type: 'toggleMoveMode' }, switchKey, params);
    prepared = { first: toggle, change: { mode: 'march' }, next: (s2, ok2) => stepAlong(s2, path, ok2, 'march', switchKey, key, params) };
    return toggle;
  }
  const next = path[1];
  if (!next) return null;
  const here = partyPlace(s);
  for (const dir of BOARD) {
    // a button leads to its neighbour's field, the centre to this one: only those that reach the next
    // field are asked (without a place no button has an option), and of those the level decides
    if (here && !towards(here, dir, next)) continue;
    const o = moveOption(s, dir);
    if (!o || o.to.layer !== next.layer || !ok({ type: 'move', dir })) continue;
    // R-TERRAIN-10: leaving the liquid would lose its capacity bonus: the heaviest carried device is
    // put down first; with none, the resources the new level cannot carry (without them the player
    // switched the board's view there and back for ever)
    if (needsPutDown(s, dir, o)) {
      // what is in hand (UŻYWANE) goes into NIESIONE first, and is put down from there (a lone
      // Engineer's Laser and Tools in hand: the board was switched there and back for ever)
      const drop = upCarriedThenUsed(s, ok, 'bot.dropForLevel', 'bot.unhandForLevel');
      if (drop) return drop;
      const extra = resourcesOverLevel(s, dir, o);
      const put = extra > 0 ? withAmount(s, ok, extra, say({ type: 'up', folder: 'carried', unit: 'resources' }, 'bot.dropResourcesForLevel', { count: extra })) : null;
      if (put) return put;
      continue;
    }
    return say({ type: 'move', dir }, key, params);
  }
  // no button leads there at the level the board shows: the board is switched to the next place's
  // level, or back to the party's own (a view of another level is switched off by its own button)
  const shown = s.surface?.view;
  const view: Action = { type: 'toggleView', view: shown && shown !== next.layer ? shown : next.layer };
  return ok(view) ? say(view, key, params) : null;
}

