// Copies of the game state, a landing's surface, a folder and a human for the rules' updates.
// Node 20's V8 copies an object through a spread (`{ ...s, month }`) on a slow path: about 1.4 µs
// for the state's 50 fields, where a literal naming each field takes 0.05 µs (measured on this
// machine with a state of a played game; 0.30 against 0.009 µs for 3 fields). The rules update the
// state on every step, many times over, so they copy it here: `withState(s, { month })` is
// `{ ...s, month }`, some fifteen times faster (docs/SPEED.md, session 22).
import type { Folder, GameState, Human, Surface } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** The optional fields of T, each of which a copy must carry over only where it is set. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** True when A and B are the same set of names; `Assert` compiles only for true. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/**
 * The optional fields the copies below carry over one by one: a field added to GameState, Surface
 * or Human as optional fails to compile here until its copy names it too (a required one fails in
 * the copy's literal).
 */
export type CopiedOptionalFields = [Assert<Same<OptionalKeys<GameState>, 'vpLog' | 'hitsLost'>>, Assert<Same<OptionalKeys<Surface>, never>>, Assert<Same<OptionalKeys<Human>, 'preHealed' | 'impaired'>>];

/** A field-by-field copy of the state (a new object; the fields' values are shared). */
export function copyState(s: GameState): Mutable<GameState> {
  const o = copyRequired(s);
  if (s.vpLog !== undefined) o.vpLog = s.vpLog;
  if (s.hitsLost !== undefined) o.hitsLost = s.hitsLost;
  return o;
}

/** Every field but the optional ones, in one literal (one hidden class for every copy). */
function copyRequired(s: GameState): Mutable<GameState> {
  return {
    version: s.version,
    seed: s.seed,
    rng: s.rng,
    length: s.length,
    month: s.month,
    planMonths: s.planMonths,
    overtimeCharged: s.overtimeCharged,
    vp: s.vp,
    shuttles: s.shuttles,
    phase: s.phase,
    menu: s.menu,
    position: s.position,
    legStart: s.legStart,
    orbit: s.orbit,
    arriving: s.arriving,
    visited: s.visited,
    canOnboard: s.canOnboard,
    event: s.event,
    woundsToAssign: s.woundsToAssign,
    careChoice: s.careChoice,
    hitsToAssign: s.hitsToAssign,
    hitRule: s.hitRule,
    hitQueue: s.hitQueue,
    later: s.later,
    bay: s.bay,
    party: s.party,
    mode: s.mode,
    level: s.level,
    takeDamaged: s.takeDamaged,
    dressing: s.dressing,
    landing: s.landing,
    surface: s.surface,
    log: s.log,
    aboard: s.aboard,
    discovered: s.discovered,
    crew: s.crew,
    stock: s.stock,
    inputs: s.inputs,
    tip: s.tip,
    message: s.message,
    hint: s.hint,
    ledger: s.ledger,
    journal: s.journal,
    balance: s.balance,
    campaign: s.campaign,
    worlds: s.worlds,
    history: s.history,
    chronicle: s.chronicle,
  };
}

/** The state less one of the fields a step gathers and then turns into notes (rules/vp.ts, the lost hits). */
export function withoutStepFields(s: GameState, field: OptionalKeys<GameState>): GameState {
  const o = copyRequired(s);
  if (field !== 'vpLog' && s.vpLog !== undefined) o.vpLog = s.vpLog;
  if (field !== 'hitsLost' && s.hitsLost !== undefined) o.hitsLost = s.hitsLost;
  return o;
}

/** `{ ...s, ...patch }`, through the fast copy. */
export function withState(s: GameState, patch: Partial<GameState>): GameState {
  return Object.assign(copyState(s), patch);
}

/** A field-by-field copy of a landing's surface. */
export function copySurface(s: Surface): Mutable<Surface> {
  return {
    area: s.area,
    climate: s.climate,
    fog: s.fog,
    absent: s.absent,
    hours: s.hours,
    researched: s.researched,
    at: s.at,
    moveMode: s.moveMode,
    view: s.view,
    repeats: s.repeats,
    drainDebt: s.drainDebt,
    starvedDamage: s.starvedDamage,
    activeAtmosphere: s.activeAtmosphere,
    shuttleThreats: s.shuttleThreats,
    wreck: s.wreck,
    infection: s.infection,
    encounter: s.encounter,
    freed: s.freed,
    spent: s.spent,
    caged: s.caged,
    patched: s.patched,
  };
}

/** `{ ...sf, ...patch }`, through the fast copy. */
export function withSurface(s: Surface, patch: Partial<Surface>): Surface {
  return Object.assign(copySurface(s), patch);
}

/** `{ ...f, ...patch }` for a folder of the expedition table. */
export function patchFolder(f: Folder, patch: Partial<Folder>): Folder {
  return Object.assign({ crew: f.crew, units: f.units, resources: f.resources }, patch);
}

/** `{ ...h, ...patch }` for a human of the crew. */
export function patchHuman(h: Human, patch: Partial<Human>): Human {
  const o: Mutable<Human> = { id: h.id, intelligence: h.intelligence, wounds: h.wounds, alive: h.alive, starvedWounds: h.starvedWounds, ill: h.ill };
  if (h.preHealed !== undefined) o.preHealed = h.preHealed;
  if (h.impaired !== undefined) o.impaired = h.impaired;
  return Object.assign(o, patch);
}
