// Infection (R-INF-01..13): hours on fields whose features lower the drain gather risk points,
// which never fall until the expedition leaves the planet; each point is a chance an hour that
// someone of the field party falls ill. The outcome follows shared/spec/DECISIONS.md: neither the
// Doctor (healthy, not the victim) nor the Medkit in use — death; one of them — the victim lives,
// ill, carried to the end of the expedition (he dies if he was wounded, if he must be left behind
// or is left alone); both — 2 wounds and cured. The dead of the infection are carried to the
// shuttle (R-INF-12). A victim in an intact suit is spared (R-INF-13, our decision).
import { INFECTION_CAP, INFECTION_CURED_WOUNDS, INFECTION_PER_POINT, INFECTION_POINTS } from '../data/accidents';
import type { Gravity, HumanId } from '../data/units';
import type { Dice } from '../rng';
import type { GameState, Human, Passenger } from '../state';
import type { Message } from '../text';
import { drawChance } from './accidents';
import { woundHuman } from './damage';
import { atShuttle, fieldAt, partyPlace } from './field';
import { folderOfHuman, inHands, livingPartyCrew, withFolder } from './folders';
import { buryIfDead } from './hits';
import { layerFeatures } from './layerFeatures';
import { killHuman } from './losses';
import { reorganise } from './party';
import { orbitSet } from './planet';
import { copyState, copySurface, mapped, patchFolder, patchHuman, withState } from '../stateCopy';

type InfectionFeature = keyof typeof INFECTION_POINTS;
const COUNTS: readonly string[] = Object.keys(INFECTION_POINTS);

/** R-INF-04: the risk points an hour of some features at a gravity (the features add up). */
export function infectionPoints(features: readonly string[], gravity: Gravity): number {
  return features.filter((k): k is InfectionFeature => COUNTS.includes(k)).reduce((n, k) => n + INFECTION_POINTS[k][gravity], 0);
}

/** R-INF-04: the risk points an hour on the party's field at its layer. */
export function infectionPerHour(s: GameState): number {
  const set = orbitSet(s);
  const here = partyPlace(s);
  const f = here ? fieldAt(s, here.row, here.col) : null;
  if (!set || !here || !f) return 0;
  return infectionPoints(layerFeatures(f, here.layer), set.gravity);
}

const tidy = (x: number): number => Math.round(x * 10_000) / 10_000;

const human = (s: GameState, id: HumanId): Human | undefined => s.crew.find((h) => h.id === id);
const setHuman = (s: GameState, id: HumanId, change: Partial<Human>): GameState => (withState(s, { crew: mapped(s.crew, (h) => (h.id === id ? patchHuman(h, { ...change }) : h)) }));

/** R-INF-02..07: an hour (or part of one) on the field: the points grow (to 256), then someone may fall ill. */
export function infectionHour(s0: GameState, part: number, dice: Dice, perHour = infectionPerHour(s0)): { state: GameState; notes: Message[] } {
  if (!s0.surface) return { state: s0, notes: [] };
  const points = infectionAfter(s0.surface.infection, perHour, part);
  const s = withInfection(s0, points);
  return infectionStrike(s, points, livingPartyCrew(s), part, dice) ?? { state: s, notes: [] };
}

/** R-INF-04, R-INF-05: the risk points after an hour (or part of one) that adds `perHour` of them, up to 256. */
export const infectionAfter = (points: number, perHour: number, part: number): number => Math.min(INFECTION_CAP, tidy(points + perHour * part));

/** The state with these risk points (the same state when they did not change). */
export function withInfection(s: GameState, points: number): GameState {
  if (!s.surface || points === s.surface.infection) return s;
  // copied and set by name, once every activity on the planet (Object.assign is V8's slow path)
  const surface = copySurface(s.surface);
  surface.infection = points;
  const o = copyState(s);
  o.surface = surface;
  return o;
}

/**
 * R-INF-06, R-INF-07: the hour's draw against the risk points, among the party's healthy humans
 * (`livingPartyCrew` of the state); null when nobody falls ill (nothing is drawn without them).
 * The state gets the points only then: the quiet hours of an activity build no state.
 */
export function infectionStrike(s0: GameState, points: number, healthy: readonly Passenger[], part: number, dice: Dice): { state: GameState; notes: Message[] } | null {
  if (healthy.length === 0 || !drawChance(points * INFECTION_PER_POINT * part, dice)) return null;
  let s = withInfection(s0, points);
  const drawn = healthy[dice.int(1, healthy.length) - 1]!;
  const victim = drawn.id;
  // R-INF-13, R-DEV-16 (ours): an intact suit keeps its own air, as the shuttle's microclimate does
  if (drawn.suit && !drawn.suit.damaged) return { state: s, notes: [{ key: 'note.infectionSuit', params: { unit: { unit: victim } } }] };
  const doctor = healthy.some((p) => p.id === 'doctor' && p.id !== victim);
  const medkit = inHands(s, 'medkit');
  if (doctor && medkit) {
    for (let i = 0; i < INFECTION_CURED_WOUNDS; i++) s = woundHuman(s, victim, dice);
    s = reorganise(buryIfDead(s, folderOfHuman(s, victim), victim));
    // the cure's wounds may be his last (the 6th kills): the note then says so (it said only that the illness was mastered before)
    const survived = human(s, victim)!.alive;
    return { state: s, notes: [{ key: survived ? 'note.infectionCured' : 'note.infectionCuredDied', params: { unit: { unit: victim }, count: INFECTION_CURED_WOUNDS } }] };
  }
  if ((doctor || medkit) && human(s, victim)!.wounds === 0) {
    s = carryIll(setHuman(s, victim, { ill: true }), victim);
    const r = settleSick(s);
    const alive = r.state.crew.some((h) => h.id === victim && h.alive);
    // one the party cannot carry, or who is left alone, dies of it at once: one note tells both (his
    // death was told twice before, once as the infection's and once as a sick man's)
    const own: Message = { key: alive ? 'note.infectionIll' : 'note.infectionAlone', params: { unit: { unit: victim } } };
    return { state: r.state, notes: [own, ...r.notes.filter((n) => !isAbout(n, victim))] };
  }
  s = carryIll(setHuman(killHuman(s, victim), victim, { ill: true }), victim);
  // the sick whom his death leaves alone die too (R-INF-09), and are named (they died unnamed before)
  const r = settleSick(s);
  return { state: r.state, notes: [{ key: 'note.infectionDeath', params: { unit: { unit: victim } } }, ...r.notes] };
}

/** A note naming this human. */
const isAbout = (m: Message, id: HumanId): boolean => (m.params?.['unit'] as { readonly unit?: string } | undefined)?.unit === id;

/** The sick and the infected dead cannot walk: they are carried in NIESIONE (what cannot be carried is put down). */
export function carryIll(s: GameState, id: HumanId): GameState {
  const e = s.party.expedition;
  const p = e.crew.find((x) => x.id === id);
  if (!p) return reorganise(s);
  const out = withFolder(withFolder(s, 'expedition', patchFolder(e, { crew: e.crew.filter((x) => x.id !== id) })), 'carried', patchFolder(s.party.carried, { crew: [...s.party.carried.crew, p] }));
  return reorganise(out);
}

/**
 * R-INF-09: a sick human dies when he must be left behind (put down away from the shuttle) or is
 * left alone (no healthy human in the party with him).
 */
export function settleSick(s0: GameState): { state: GameState; notes: Message[] } {
  // nobody ill (most steps): nobody to lose. Asked after every step; the rest is rare, and apart,
  // so that V8 does not compile it into this check and throw both away when it first runs (docs/SPEED.md)
  if (s0.phase !== 'surface' || !s0.crew.some((h) => h.alive && h.ill)) return { state: s0, notes: [] };
  return loseTheSick(s0);
}

function loseTheSick(s0: GameState): { state: GameState; notes: Message[] } {
  let s = s0;
  const notes: Message[] = [];
  const sick = (f: 'expedition' | 'carried' | 'abandoned') => mapped(s.party[f].crew.filter((p) => s.crew.some((h) => h.id === p.id && h.alive && h.ill)), (p) => p.id);
  const alone = livingPartyCrew(s).length === 0;
  const doomed: HumanId[] = [...(atShuttle(s) ? [] : sick('abandoned')), ...(alone ? [...sick('expedition'), ...sick('carried')] : [])];
  for (const id of doomed) {
    s = killHuman(s, id);
    notes.push({ key: 'note.sickDied', params: { unit: { unit: id } } });
  }
  return { state: s, notes };
}

