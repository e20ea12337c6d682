// The course of a meeting with a classic creature (R-STRAT-01..03, R-NEG-01..08, R-FIGHT-01..10,
// R-FLEE-01..10, R-CHASE-01..05, R-COMBAT-01..18, R-ENC-18, R-CRE-17..21): the strategy chosen, the
// variant drawn from the manual's tables, and what each variant leads to — harm, flight, chase,
// capture in a lure, talks, a clash — until the creature is gone, caught, killed or left alone.
// The numbers the manual leaves open are in data/course.ts.
import { beingById } from '../data/content/bestiary';
import type { Being, Strategy, Trait } from '../data/beings';
import { ATTACKS_FROM, CHASE_BUFFER, DEADLY_SURPRISE_ODDS, ESCAPE_HOURS, FAILED_TALKS_HOURS, LURED_UP_TO, MAX_ADVANTAGE, NORMAL_ADVANTAGE, RAMPAGE_HITS, STUNNER_LOSS_ODDS, TALKS_FROM, WEAK_ADVANTAGE } from '../data/course';
import type { ClashMode } from '../data/combat';
import { STRATEGIES, type Variant } from '../data/strategies';
import type { StockId } from '../data/units';
import type { Dice } from '../rng';
import type { ClashAdvantage, Course, Encounter, GameState } from '../state';
import type { Message } from '../text';
import { flightPoint, snapshot, specialSeen, strategyChosen, talksPoints } from './beingVp';
import { cage, canCage, releaseLast } from './cages';
import { catchesUp, getsAway, huntedHuman } from './chase';
import { availableWeapons, canPickWeapon, clashHits, clashStrength, droppedUnits, fighters, improverPresent, isWeapon } from './clash';
import { resolveClash } from './clashResult';
import { NO_ENCOUNTERS } from './encounterSeam';
import { passHours } from './exposure';
import { folderOfHuman, workingCount } from './folders';
import { queueHits } from './hitRules';
import { buryIfDead, hit } from './hits';
import { determine } from './indicators';
import { killHuman } from './losses';
import { reorganise } from './party';
import { drawVariant, modifierValue, preferenceHelp, preferences } from './strategies';
import { withCourse, withEncounter, withState, withSurface } from '../stateCopy';
import { perState } from '../perState';

const encounter = (s: GameState): Encounter | null => s.surface?.encounter ?? null;
export const courseOf = (s: GameState): Course | null => encounter(s)?.course ?? null;
const beingOf = (s: GameState): Being => beingById(encounter(s)!.being)!;

function setCourse(s: GameState, course: Course | null): GameState {
  return withState(s, { surface: withSurface(s.surface!, { encounter: withEncounter(encounter(s)!, { course }) }) });
}
function patch(s: GameState, change: Partial<Course>): GameState {
  return setCourse(s, withCourse(courseOf(s)!, change));
}
const say = (s: GameState, key: Message['key'], notes: Message[] = [], extra: Message['params'] = {}): GameState => {
  const being = { being: encounter(s)!.being };
  const params = { being, ...extra };
  // the hint explains what the menu asks now: the strategies' numbers, or how weapons count
  const stage = courseOf(s)?.stage;
  const hint: Message | null = stage === 'choose' ? { key: 'hint.course', params: { being } } : stage === 'weapons' ? { key: 'hint.weapons' } : null;
  return withState(s, { message: notes.length ? { key, params, notes } : { key, params }, hint });
};

/**
 * What the menu asks of an open meeting, for the hint once the hits that interrupted it are given
 * out (a surprise attack's clash leaves its hits before the strategy is chosen).
 */
export function courseHint(s: GameState): Message | null {
  const c = courseOf(s);
  if (!c) return null;
  const being = { being: encounter(s)!.being };
  switch (c.stage) {
    case 'choose':
      return { key: 'msg.course.choose', params: { being } };
    case 'weapons':
      return { key: 'note.pickWeapons' };
    case 'mode':
      return { key: 'note.chooseMode' };
    case 'caught':
      return { key: 'msg.course.caught', params: { being } };
    case 'own':
      return { key: 'hint.chooseOption' };
    default:
      return null;
  }
}

/** The strategies the menu offers now, with their preferences and whether a special variant can occur. */
export const strategyOffers = perState((s: GameState): readonly { readonly strategy: Strategy; readonly preference: number; readonly special: boolean }[] => {
  // kept per state: the player's model, the menu (the step's check) and the step itself ask it of the same state
  const c = courseOf(s);
  if (!c || c.stage !== 'choose') return [];
  const b = beingOf(s);
  const prefs = preferences(b.modifiers!, preferenceHelp(s));
  return STRATEGIES.filter((st) => st !== 'negotiation' || !c.talksFailed).map((strategy) => ({ strategy, preference: prefs[strategy], special: b.special.includes(strategy) }));
});

/** An indicator of the specimen met, determined the first time it matters (R-CRE-12, R-CRE-15). */
function indicator(s: GameState, trait: Trait, dice: Dice): { state: GameState; value: number } {
  const e = encounter(s)!;
  const known = e.indicators[trait];
  if (known !== undefined) return { state: s, value: known };
  const d = determine(s, e.being, e.indicators, trait, false, dice);
  const out = withState(d.state, { surface: withSurface(d.state.surface!, { encounter: withEncounter(e, { indicators: { ...e.indicators, [trait]: d.value } }) }) });
  return { state: out, value: d.value };
}

const mod = (b: Being, t: Trait): number => modifierValue(b.modifiers![t]);
/** R-FIGHT-13 (ours): an advantage proportional to a modifier m: m columns, at most 3; none at 0 or below. */
const proportional = (side: ClashAdvantage['side'], m: number): ClashAdvantage | null => (m > 0 ? { side, columns: Math.min(MAX_ADVANTAGE, m) } : null);

/**
 * The meeting ends. A creature left free — fled, let go, talked with — may be photographed with
 * a working Holaparat, unless the flight strategy was chosen (R-CRE-18, R-DEV-55).
 */
function endCourse(s: GameState, free: boolean, dice: Dice): { state: GameState; notes: Message[] } {
  const c = courseOf(s)!;
  const being = encounter(s)!.being;
  const out = setCourse(s, null);
  return free && !c.tried.includes('flight') ? snapshot(out, being, dice) : { state: out, notes: [] };
}

/** 'wybierz' at a strategy in the menu (R-STRAT-01). */
export function chooseStrategy(s0: GameState, strategy: Strategy, dice: Dice): GameState {
  const offers = strategyOffers(s0);
  const offer = offers.find((o) => o.strategy === strategy)!;
  const being = encounter(s0)!.being;
  let s = strategyChosen(s0, being, strategy, STRATEGIES.length, dice);
  s = patch(s, { tried: [...courseOf(s)!.tried, strategy] });
  if (strategy === 'flight') s = flightPoint(s, being, dice);
  const variant = drawVariant(strategy, offer.preference, offer.special, dice);
  const params = { variant, preference: offer.preference, strategy: { text: `strategy.${strategy}` as const } };
  const out = runVariant(s, strategy, variant, dice);
  // the text says which variant the table gave, then what came of it
  const { notes, ...result } = out.message;
  return withState(out, { message: { key: 'msg.course.variant', params, notes: [result, ...(notes ?? [])] } });
}

/** What a variant of a standard strategy leads to (the strategy's own rules below). */
export function runVariant(s: GameState, strategy: Strategy, variant: Variant, dice: Dice): GameState {
  return strategy === 'negotiation' ? negotiate(s, variant, dice) : strategy === 'combat' ? fight(s, variant, dice) : flee(s, variant, dice);
}

/** R-STRAT-03, R-NEG-06, R-FIGHT-08, R-FLEE-08: the creature's special variant: its 'poznanie' the first time; it then leaves the expedition alone. */
function special(s: GameState, dice: Dice): GameState {
  const being = encounter(s)!.being;
  const seen = specialSeen(s, being);
  const end = endCourse(seen, true, dice);
  return say(end.state, 'msg.course.special', end.notes, { about: { text: `being.${being}.special` as Message['key'] } });
}

/** The creature tries to flee (R-CHASE-05): gone if faster than the fastest unit by more than the buffer; else caught. */
function triesToFlee(s0: GameState, dice: Dice, caught: (s: GameState) => GameState): GameState {
  const sp = indicator(s0, 'speed', dice);
  if (getsAway(sp.state, sp.value)) {
    const end = endCourse(sp.state, true, dice);
    return say(end.state, 'msg.course.gotAway', end.notes, { speed: sp.value });
  }
  return caught(sp.state);
}

/** R-NEG-02..08. */
function negotiate(s0: GameState, variant: Variant, dice: Dice): GameState {
  const b = beingOf(s0);
  // a fleeing creature caught: the player decides between a clash with no advantage and letting it go
  const caughtChoice = (s: GameState) => say(patch(s, { stage: 'caught' }), 'msg.course.caught');
  switch (variant) {
    case 'A':
    case 'B': {
      const ag = indicator(s0, 'aggression', dice);
      if (ag.value < ATTACKS_FROM) return triesToFlee(ag.state, dice, caughtChoice);
      if (variant === 'B') return prepareClash(ag.state, { advantage: { side: 'creature', columns: NORMAL_ADVANTAGE }, canCapture: true, noFight: false }, dice, 'msg.course.irritated');
      // a frenzy: a lot of harm, then it flees
      const end = endCourse(queueHits(ag.state, [{ source: 'rampage', count: RAMPAGE_HITS }]), true, dice);
      return say(end.state, 'msg.course.rampage', end.notes, { count: RAMPAGE_HITS });
    }
    case 'C1': {
      const t = passHours(s0, FAILED_TALKS_HOURS, dice, 'research', NO_ENCOUNTERS);
      return say(patch(t.state, { stage: 'choose', talksFailed: true }), 'msg.course.talksFailed', t.notes, { hours: FAILED_TALKS_HOURS });
    }
    case 'C2': {
      const int = indicator(s0, 'intelligence', dice);
      if (int.value <= LURED_UP_TO) {
        if (canCage(int.state, b.id)) return caught(int.state, 'msg.course.luredCage', dice);
        return killed(int.state, 'msg.course.luredTrap', dice);
      }
      if (mod(b, 'aggression') > 0) return prepareClash(int.state, { advantage: null, canCapture: true, noFight: false }, dice, 'msg.course.lureAttack');
      return triesToFlee(int.state, dice, caughtChoice);
    }
    case 'C3':
      return special(s0, dice);
    case 'D':
    case 'E': {
      const int = indicator(s0, 'intelligence', dice);
      if (int.value >= TALKS_FROM) {
        const talked = talksPoints(int.state, b.id, variant, dice);
        const end = endCourse(talked, true, dice);
        return say(end.state, variant === 'D' ? 'msg.course.talks' : 'msg.course.enthusiasm', end.notes);
      }
      return prepareClash(int.state, { advantage: { side: 'expedition', columns: NORMAL_ADVANTAGE }, canCapture: true, noFight: false }, dice, 'msg.course.talkAttack');
    }
  }
}

/** R-FIGHT-04..10. */
function fight(s0: GameState, variant: Variant, dice: Dice): GameState {
  const b = beingOf(s0);
  const open = { canCapture: true, noFight: false };
  const clash = (s: GameState, advantage: ClashAdvantage | null, key: Message['key']) => prepareClash(s, { ...open, advantage }, dice, key);
  if (variant === 'C3') return special(s0, dice);
  if (variant === 'C2') {
    const sum = (['intelligence', 'combat', 'aggression', 'speed'] as const).reduce((n, t) => n + mod(b, t), 0);
    const advantage: ClashAdvantage | null = sum > 0 ? { side: 'creature', columns: NORMAL_ADVANTAGE } : sum < 0 ? { side: 'expedition', columns: NORMAL_ADVANTAGE } : null;
    return clash(s0, advantage, 'msg.course.attacks');
  }
  if (variant === 'E') return prepareClash(s0, { advantage: null, canCapture: true, noFight: true }, dice, 'msg.course.noFight');
  const ag = indicator(s0, 'aggression', dice);
  const attacks = ag.value >= ATTACKS_FROM;
  switch (variant) {
    case 'A':
      if (attacks) return clash(ag.state, proportional('creature', Math.max(mod(b, 'intelligence'), mod(b, 'aggression'), mod(b, 'speed'))), 'msg.course.attacks');
      {
        const end = endCourse(ag.state, true, dice);
        return say(end.state, 'msg.course.fled', end.notes);
      }
    case 'B':
      if (attacks) return clash(ag.state, proportional('creature', Math.max(mod(b, 'intelligence'), mod(b, 'speed'))), 'msg.course.attacks');
      return triesToFlee(ag.state, dice, (s) => clash(s, null, 'msg.course.caughtClash'));
    case 'C1':
      if (attacks) return clash(ag.state, mod(b, 'intelligence') >= 2 ? { side: 'creature', columns: WEAK_ADVANTAGE } : null, 'msg.course.attacks');
      return triesToFlee(ag.state, dice, (s) => clash(s, null, 'msg.course.caughtClash'));
    default: {
      // D: a disadvantage for itself, proportional to how negative its intelligence is (at least weak when caught)
      const against = proportional('expedition', -mod(b, 'intelligence'));
      if (attacks) return clash(ag.state, against, 'msg.course.attacks');
      return triesToFlee(ag.state, dice, (s) => clash(s, against ?? { side: 'expedition', columns: WEAK_ADVANTAGE }, 'msg.course.caughtClash'));
    }
  }
}

/** R-FLEE-03..10, R-CHASE-01..03: the expedition flees; a clash that follows never allows capture. */
function flee(s0: GameState, variant: Variant, dice: Dice): GameState {
  if (variant === 'C3') return special(s0, dice);
  if (variant === 'E') {
    const end = endCourse(s0, true, dice);
    return say(end.state, 'msg.course.noInterest', end.notes);
  }
  const sp = indicator(s0, 'speed', dice);
  const s = sp.state;
  const hours = ESCAPE_HOURS[variant as keyof typeof ESCAPE_HOURS];
  // A on foot: the slowest human is hunted down alone, if the creature is faster than he by more than the buffer
  const hunted = variant === 'A' ? huntedHuman(s) : null;
  if (hunted && sp.value > hunted.speed + CHASE_BUFFER) return hunt(s, hunted.id, dice);
  const caught = !hunted && catchesUp(s, sp.value);
  if (!caught) {
    const t = passHours(s, hours, dice, 'march', NO_ENCOUNTERS);
    const end = endCourse(t.state, true, dice);
    return say(end.state, 'msg.course.escaped', [...t.notes, ...end.notes], { hours });
  }
  const advantage: ClashAdvantage | null = variant === 'A' || variant === 'B' ? { side: 'creature', columns: NORMAL_ADVANTAGE } : variant === 'C1' ? { side: 'creature', columns: WEAK_ADVANTAGE } : null;
  return prepareClash(s, { advantage, canCapture: false, noFight: false }, dice, 'msg.course.overtaken');
}

/**
 * R-FLEE-05: a relentless hunter on foot: the slowest human fights it alone (it has a moderate
 * advantage); he can only take wounds — it is neither caught nor killed — and it leaves.
 */
function hunt(s0: GameState, id: NonNullable<ReturnType<typeof huntedHuman>>['id'], dice: Dice): GameState {
  const cb = indicator(s0, 'combat', dice);
  const strength = clashStrength(cb.state, 'kill', [], id).total;
  const r = resolveClash('kill', strength - cb.value, { side: 'creature', columns: WEAK_ADVANTAGE }, false, dice);
  const hurt = queueHits(cb.state, [{ source: 'hunt', count: r.hits, humans: [id] }]);
  const end = endCourse(hurt, false, dice);
  return say(end.state, 'msg.course.hunted', end.notes, { unit: { unit: id }, count: r.hits });
}

/** A clash is coming: weapons are chosen if any can be (R-COMBAT-02), then capture or kill (R-COMBAT-07). */
function prepareClash(s0: GameState, how: Pick<Course, 'advantage' | 'canCapture' | 'noFight'>, dice: Dice, key: Message['key']): GameState {
  const s = patch(s0, { ...how, weapons: [] });
  if (!how.noFight && canPickWeapon(s, courseOf(s)!)) return say(patch(s, { stage: 'weapons' }), key, [{ key: 'note.pickWeapons' }]);
  return afterWeapons(s, dice, key);
}

/** After the weapons: the menu asks capture or kill when the creature may be caught into free cages; else it is a kill. */
function afterWeapons(s: GameState, dice: Dice, key: Message['key'], params: Message['params'] = {}): GameState {
  const c = courseOf(s)!;
  if (c.canCapture && canCage(s, encounter(s)!.being)) return say(patch(s, { stage: 'mode' }), key, [{ key: c.noFight ? 'note.noFightChoose' : 'note.chooseMode' }], params);
  const being = encounter(s)!.being;
  const out = resolveFight(s, 'kill', dice);
  const { notes, ...result } = out.message;
  return withState(out, { message: { key, params: { ...params, being: { being } }, notes: [result, ...(notes ?? [])] } });
}

/** 'wybierz' at a weapon (R-COMBAT-02): it joins the clash; when no more can be chosen the clash goes on. */
export function pickWeapon(s: GameState, unit: StockId, dice: Dice): GameState {
  const c = courseOf(s)!;
  const next = patch(s, { weapons: [...c.weapons, unit] });
  if (canPickWeapon(next, courseOf(next)!)) return say(next, 'msg.course.weaponPicked', [], { unit: { unit } });
  // the last weapon's pick says which weapon it was, as every other pick does
  return afterWeapons(next, dice, 'msg.course.weaponPicked', { unit: { unit } });
}

/** 'walcz' in the menu: no more weapons (R-COMBAT-02). */
export function startFight(s: GameState, dice: Dice): GameState {
  return afterWeapons(s, dice, 'msg.course.fight');
}

/** 'starcie' after the fleeing creature was caught in a negotiation (R-NEG-02..03: no advantage for anyone). */
export function attackCaught(s: GameState, dice: Dice): GameState {
  return prepareClash(s, { advantage: null, canCapture: true, noFight: false }, dice, 'msg.course.fight');
}

/** 'puść wolno': the caught creature is let go. */
export function letGo(s: GameState, dice: Dice): GameState {
  const end = endCourse(s, true, dice);
  return say(end.state, 'msg.course.letGo', end.notes);
}

function caught(s: GameState, key: Message['key'], dice: Dice): GameState {
  const e = encounter(s)!;
  const caged = cage(s, { being: e.being, indicators: e.indicators });
  const end = endCourse(caged, false, dice);
  return say(end.state, key, end.notes);
}

function killed(s: GameState, key: Message['key'], dice: Dice): GameState {
  const end = endCourse(s, false, dice);
  return say(end.state, key, end.notes);
}

/**
 * 'chwytaj' / 'zabijaj' (R-COMBAT-07), or the kill that follows when capture is not possible: the
 * creature's combat indicator against the expedition's strength, one clash of the tables, the
 * Stunners used lost with odds 2/3 (R-DEV-36), the hits queued. A failure leaves the creature free
 * for a new round (R-COMBAT-10, R-ENC-18).
 */
export function resolveFight(s0: GameState, mode: ClashMode, dice: Dice): GameState {
  const c = courseOf(s0)!;
  if (c.noFight) return mode === 'capture' ? caught(s0, 'msg.course.capturedFree', dice) : killed(s0, 'msg.course.killedFree', dice);
  const cb = indicator(s0, 'combat', dice);
  let s = cb.state;
  const { total, used } = clashStrength(s, mode, c.weapons);
  const diff = total - cb.value;
  const r = resolveClash(mode, diff, c.advantage, improverPresent(s, mode), dice);
  const hits = clashHits(s, r.hits, used);
  const notes: Message[] = [{ key: 'note.clash', params: { strength: total, indicator: cb.value, difference: diff, hits: r.hits } }];
  let stunnersLost = 0;
  for (const w of used) {
    if (w !== 'stunner' || !dice.chance(...STUNNER_LOSS_ODDS)) continue;
    // R-CHASE-02: a Stunner may have fought from PORZUCONE, where it was dropped during the meeting
    const folder = (['used', 'carried', 'expedition'] as const).find((f) => workingCount([s.party[f]], 'stunner') > 0) ?? ((droppedUnits(s).stunner ?? 0) > 0 ? 'abandoned' : undefined);
    if (folder) {
      s = hit(s, folder, 'stunner', dice);
      stunnersLost++;
    }
  }
  // one sentence for all the Stunners lost in this clash, with their number
  if (stunnersLost > 0) notes.push({ key: 'note.stunnerLost', params: { count: stunnersLost } });
  s = queueHits(s, [hits]);
  if (r.success) {
    const out = mode === 'capture' ? caught(s, 'msg.course.captured', dice) : killed(s, 'msg.course.killed', dice);
    return withState(out, { message: { ...out.message, notes: [...notes, ...(out.message.notes ?? [])] } });
  }
  const again = patch(s, { stage: 'choose', weapons: [], advantage: null, noFight: false, surprise: false, canCapture: true });
  return say(again, mode === 'capture' ? 'msg.course.captureFailed' : 'msg.course.killFailed', notes);
}

/**
 * R-ENC-16..18: a successful surprise: a deadly being may kill a human outright (ours: odds 1/3),
 * then a clash with the creature's advantage; no strategy until it has failed. R-DEV-45 (ours): a
 * Laser at hand keeps an uncatchable creature from killing outright.
 */
export function surpriseAttack(s0: GameState, dice: Dice): GameState {
  const b = beingOf(s0);
  let s = s0;
  const notes: Message[] = [];
  const crew = fighters(s);
  const heldOff = b.kind === 'uncatchable' && (availableWeapons(s, courseOf(s)!).laser ?? 0) > 0;
  if (b.surprise === 'deadly' && !heldOff && crew.length > 0 && dice.chance(...DEADLY_SURPRISE_ODDS)) {
    const victim = crew[dice.int(0, crew.length - 1)]!;
    s = reorganise(buryIfDead(killHuman(s, victim), folderOfHuman(s, victim), victim));
    notes.push({ key: 'note.surpriseKill', params: { unit: { unit: victim } } });
  }
  const out = prepareClash(s, { advantage: { side: 'creature', columns: NORMAL_ADVANTAGE }, canCapture: true, noFight: false }, dice, 'msg.course.surprise');
  return notes.length ? withState(out, { message: { ...out.message, notes: [...notes, ...(out.message.notes ?? [])] } }) : out;
}

/** The weapon rows that 'wybierz' may pick now (R-COMBAT-02: rows marked '<'). */
export function weaponChoices(s: GameState): StockId[] {
  const c = courseOf(s);
  if (!c || c.stage !== 'weapons') return [];
  return Object.keys(availableWeapons(s, c)).filter(isWeapon);
}

/** R-MOVE-30, R-CRE-18: 'napr/lecz/skaf' at a cage: the last creature caught goes free; a working Holaparat may photograph it. */
export function release(s: GameState, dice: Dice): GameState {
  const r = releaseLast(s);
  const being = r.released!;
  const { state: out, notes } = snapshot(r.state, being, dice);
  return withState(out, { message: notes.length ? { key: 'msg.course.released', params: { being: { being } }, notes } : { key: 'msg.course.released', params: { being: { being } } }, hint: null });
}
