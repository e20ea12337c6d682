// The own courses of complex plants, intelligent aliens and artifacts (R-STRAT-04..07, R-CRE-22..25,
// R-ART-01..02, R-STRAT-11): the menu offers the being's own choices; a choice draws one of its
// outcomes by weight among those whose helper is with the party; the outcome's effects follow —
// hours, hits, VP (an alien's halving with each repeat of the same outcome, R-CRE-23), the thing
// taken along for delivery aboard — and the meeting ends (a living one may be photographed).
import { ownCourseOf } from '../data/content/ownCourses';
import { AWAIT_OPTION, type Helper, type OwnCourseDef, type OwnOption, type OwnOutcome } from '../data/ownCourse';
import type { Dice } from '../rng';
import type { GameState } from '../state';
import type { Message, MessageKey } from '../text';
import { markSeen, outcomeVp, snapshot, strategyChosen } from './beingVp';
import { alienWeaponReady, drawWeight, isArtifact } from './artifacts';
import { cage, roomForFind, takesFind } from './cages';
import { reorganise } from './party';
import { atShuttle } from './field';
import { NO_ENCOUNTERS } from './encounterSeam';
import { passHours } from './exposure';
import { folderOfHuman, inHands, livingPartyCrew } from './folders';
import { queueHits } from './hitRules';
import { buryIfDead } from './hits';
import { impairHuman } from './damage';
import { newSpecimen, withCourse, withEncounter, withState, withSurface } from '../stateCopy';

export { ownCourseOf };

/** Whether a helper is with the field party: a human alive and not ill, a device working in hand. */
export function helperPresent(s: GameState, h: Helper): boolean {
  if (h === 'neurodetector' || h === 'laser') return inHands(s, h);
  return livingPartyCrew(s).some((p) => p.id === h);
}

/** An option of the being's own course; 'await' is the aliens' own decision (R-STRAT-07). */
function optionOf(def: OwnCourseDef | undefined, option: string): OwnOption | undefined {
  if (option === AWAIT_OPTION) return def?.initiative ? { id: AWAIT_OPTION, outcomes: def.initiative.outcomes } : undefined;
  return def?.options.find((x) => x.id === option);
}

/** The outcomes an option can have now: those without a helper, and those whose helper is present. */
export function eligibleOutcomes(s: GameState, being: string, option: string): readonly OwnOutcome[] {
  const o = optionOf(ownCourseOf(being), option);
  return (o?.outcomes ?? []).filter((x) => !x.needs || helperPresent(s, x.needs));
}

/** The option ids the menu offers for the being met (its own course); only 'await' when the aliens decide (R-STRAT-07). */
export function ownOffers(s: GameState): string[] {
  const e = s.surface?.encounter;
  if (e?.course?.stage !== 'own') return [];
  if (e.course.decided) return ownCourseOf(e.being)?.initiative ? [AWAIT_OPTION] : [];
  // R-ART-08: a find kept in a cage can be taken only with a free cage at hand (as a creature is caught)
  const room = roomForFind(s, e.being);
  return (ownCourseOf(e.being)?.options ?? [])
    .filter((o) => room || !takesFind(o))
    .map((o) => o.id)
    .filter((id) => !(e.course?.done ?? []).includes(id));
}

/** R-DMG-08: with the odds, a human of the party, drawn among those who act, suffers brain damage (and may die of it). */
function brainDamage(s: GameState, odds: readonly [number, number], dice: Dice): { state: GameState; notes: Message[] } {
  const crew = livingPartyCrew(s);
  if (crew.length === 0 || !dice.chance(...odds)) return { state: s, notes: [] };
  const victim = crew[dice.int(0, crew.length - 1)]!.id;
  const out = impairHuman(s, victim);
  const died = !out.crew.find((h) => h.id === victim)!.alive;
  return { state: died ? reorganise(buryIfDead(out, folderOfHuman(out, victim), victim)) : out, notes: [{ key: died ? 'note.brainDamageKills' : 'note.brainDamage', params: { unit: { unit: victim } } }] };
}

/** An own choice made in the menu. */
export function chooseOwn(s0: GameState, option: string, dice: Dice): GameState {
  const e = s0.surface!.encounter!;
  const being = e.being;
  const def = ownCourseOf(being)!;
  // R-STRAT-07: waiting for the aliens' decision is no choice of the player's (no diversity bonus)
  let s = option === AWAIT_OPTION ? s0 : strategyChosen(s0, being, option, def.options.length, dice);
  const pool = eligibleOutcomes(s, being, option);
  const total = pool.reduce((n, o) => n + o.weight, 0);
  let roll = dice.int(1, total);
  const outcome = pool.find((o) => (roll -= o.weight) <= 0)!;
  const key = `${option}.${outcome.id}`;
  const notes: Message[] = [];
  const armedBefore = alienWeaponReady(s);
  let taken = false;
  for (const fx of outcome.effects) {
    if (fx.kind === 'hours') {
      const t = passHours(s, fx.hours, dice, 'research', NO_ENCOUNTERS);
      s = t.state;
      notes.push(...t.notes);
    } else if (fx.kind === 'hits') s = queueHits(s, [{ source: 'being', count: fx.count }]);
    else if (fx.kind === 'vp') s = outcomeVp(s, being, key, fx.amount, fx.halving, dice);
    else if (fx.kind === 'impair') {
      const hurt = brainDamage(s, fx.odds, dice);
      s = hurt.state;
      notes.push(...hurt.notes);
    } else {
      // R-ART-04: an artifact gets its weight now; R-ART-06: it may force a redistribution
      const weight = isArtifact(being) ? drawWeight(being, dice) : 0;
      const specimen = newSpecimen(being, weight);
      s = reorganise(cage(s, specimen));
      // a find too heavy for the party is put down at once (R-ART-06): the note says where it stays,
      // not that the party carries it (it said so before, and nothing told it was left behind)
      const kept = s.surface!.caged.includes(specimen);
      if (weight > 0) notes.push({ key: kept ? 'note.artifactWeight' : atShuttle(s) ? 'note.artifactWeightStowed' : 'note.artifactWeightLeft', params: { weight } });
      taken = true;
    }
  }
  s = markSeen(s, being, key);
  if (!armedBefore && alienWeaponReady(s)) notes.push({ key: 'note.alienWeaponReady' });
  // an artifact's study leaves its other choices open: it may still be taken or left (R-STRAT-06)
  const course = s.surface!.encounter!.course!;
  const goesOn = optionOf(def, option)!.continues === true;
  const next = goesOn ? withCourse(course, { done: [...(course.done ?? []), option] }) : null;
  s = withState(s, { surface: withSurface(s.surface!, { encounter: withEncounter(s.surface!.encounter!, { course: next }) }) });
  if (goesOn) {
    const text = `course.${being}.${key}` as MessageKey;
    return withState(s, { message: notes.length ? { key: text, notes } : { key: text }, hint: null });
  }
  // R-CRE-18, R-CRE-22, R-CRE-23: a living being left where it was may be photographed
  const living = !isArtifact(being);
  if (living && !taken) {
    const photo = snapshot(s, being, dice);
    s = photo.state;
    notes.push(...photo.notes);
  }
  const text = `course.${being}.${key}` as MessageKey;
  return withState(s, { message: notes.length ? { key: text, notes } : { key: text }, hint: null });
}
