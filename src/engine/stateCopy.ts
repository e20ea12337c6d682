// Copies of the game state, a landing's surface, a folder and a human for the rules' updates.
// Node 20's V8 copies an object through a spread (`{ ...s, month }`) on a slow path: about 1.4 µs
// for the state's 50 fields, where a literal naming each field takes 0.05 µs (measured on this
// machine with a state of a played game; 0.30 against 0.009 µs for 3 fields). The rules update the
// state on every step, many times over, so they copy it here: `withState(s, { month })` is
// `{ ...s, month }`, some fifteen times faster (docs/SPEED.md, session 22).
import { FRESH_SURFACE, type Course, type Encounter, type Folder, type GameState, type Human, type LaterEffects, type LogEntry, type Party, type Passenger, type Specimen, type Surface, type Worn } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
/** The optional fields of T, each of which a copy must carry over only where it is set. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/** True when A and B are the same set of names; `Assert` compiles only for true. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;
/**
 * The optional fields the copies below carry over one by one: a field added to GameState, Surface
 * or Human as optional fails to compile here until its copy names it too (a required one fails in
 * the copy's literal).
 */
export type CopiedOptionalFields = [Assert<Same<OptionalKeys<GameState>, 'vpLog' | 'hitsLost'>>, Assert<Same<OptionalKeys<Surface>, never>>, Assert<Same<OptionalKeys<Human>, 'preHealed' | 'impaired'>>];

/**
 * A field-by-field copy of the state (a new object; the fields' values are shared): every field in
 * one literal, the step's optional ones too (undefined where unset; JSON and the save leave them
 * out), so that every copy has one hidden class. With the optional ones added only where set, the
 * copies had four, and with the new game's and a save's the rules met seven: their reads of the
 * state, the copy's own fifty, were megamorphic (docs/SPEED.md, session 29).
 */
export function copyState(s: GameState): Mutable<GameState> {
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
    vpLog: s.vpLog,
    hitsLost: s.hitsLost,
  };
}

/** The state less one of the fields a step gathers and then turns into notes (rules/vp.ts, the lost hits). */
export function withoutStepFields(s: GameState, field: OptionalKeys<GameState>): GameState {
  const o = copyState(s);
  o[field] = undefined;
  return o;
}

/**
 * `{ ...s, ...patch }`, through the fast copy. Object.assign stores the patch's fields through a
 * generic builtin (3% of the games' time, perf, session 30): the hottest steps copy with copyState
 * and set their fields by name instead.
 */
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

/** A landing's new surface: FRESH_SURFACE with what the landing drew, through the fast copy. */
export function freshSurface(drawn: Pick<Surface, Exclude<keyof Surface, keyof typeof FRESH_SURFACE>> & Partial<Surface>): Surface {
  return Object.assign(copySurface(FRESH_SURFACE as Surface), drawn);
}

/** `{ ...sf, ...patch }`, through the fast copy. */
export function withSurface(s: Surface, patch: Partial<Surface>): Surface {
  return Object.assign(copySurface(s), patch);
}

/** `{ ...f, ...patch }` for a folder of the expedition table. */
export function patchFolder(f: Folder, patch: Partial<Folder>): Folder {
  return Object.assign({ crew: f.crew, units: f.units, resources: f.resources }, patch);
}

/**
 * A human of the crew, every field in one literal, the optional ones too (undefined where unset;
 * JSON and the save leave them out): one hidden class. With the optional ones added only where
 * set, the humans had four, and the rules that read a human met a new one game after game (a
 * damaged suit's first wound, a sick human's): "wrong map", their optimised code thrown away and
 * compiled again, some 10 ms of the compiler's each (docs/SPEED.md, session 30).
 */
export function human(h: Human): Human {
  return patchHuman(h, {});
}

/** `{ ...h, ...patch }` for a human of the crew (a patch never takes an optional field away): the one literal of `human`. */
export function patchHuman(h: Human, patch: Partial<Human>): Human {
  return {
    id: or(patch.id, h.id),
    intelligence: or(patch.intelligence, h.intelligence),
    wounds: or(patch.wounds, h.wounds),
    alive: or(patch.alive, h.alive),
    starvedWounds: or(patch.starvedWounds, h.starvedWounds),
    ill: or(patch.ill, h.ill),
    preHealed: or(patch.preHealed, h.preHealed),
    impaired: or(patch.impaired, h.impaired),
  };
}

/**
 * `list.map(f)` as a packed list. TurboFan's own `map` makes a holey one where the interpreter's is
 * packed: the crew lists the rules read came in both, and a rule optimised on one met the other
 * long after the warm-up ("wrong map": thrown away and compiled again; docs/SPEED.md, session 30).
 */
export function mapped<T, U>(list: readonly T[], f: (x: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < list.length; i++) out.push(f(list[i]!));
  return out;
}

/** A patch's value where it sets one (not undefined), else the value it patches. */
function or<T>(patched: T | undefined, value: T): T {
  return patched !== undefined ? patched : value;
}

/**
 * The small objects many rules read, each made in one place so that they keep one hidden class:
 * made by spreads and literals in a dozen places, a passenger had five in one run of 30 games,
 * and each new one threw the optimised code that read them back to the interpreter, to be
 * compiled again (docs/SPEED.md, session 26).
 */
export function worn(kind: Worn['kind'], damaged: boolean): Worn {
  return { kind, damaged };
}
export function passenger(id: Passenger['id'], suit: Worn | null): Passenger {
  return { id, suit };
}
/** The party with some of its folders replaced. */
export function withParty(p: Party, patch: Partial<Party>): Party {
  return { expedition: patch.expedition ?? p.expedition, carried: patch.carried ?? p.carried, used: patch.used ?? p.used, abandoned: patch.abandoned ?? p.abandoned };
}
/** The typed values with one of them replaced (a computed key in a spread made a new hidden class for each). */
export function withInput(inputs: GameState['inputs'], field: keyof GameState['inputs'], value: number): GameState['inputs'] {
  return { resources: field === 'resources' ? value : inputs.resources, hours: field === 'hours' ? value : inputs.hours };
}
/**
 * A specimen with its marks changed (true: set, false: taken away; the VP its delivery gave), its
 * optional fields always in one order: made by spreads and rest patterns, the caged specimens had
 * some forty hidden classes in 30 games.
 */
export function specimenWith(c: Specimen, change: { readonly stowed?: boolean; readonly loaded?: boolean; readonly fromShip?: boolean; readonly vp?: number }): Specimen {
  const o: Mutable<Specimen> = { being: c.being, indicators: c.indicators };
  if (c.weight !== undefined) o.weight = c.weight;
  if (change.stowed ?? c.stowed) o.stowed = true;
  const vp = change.vp ?? c.vp;
  if (vp !== undefined) o.vp = vp;
  if (change.loaded ?? c.loaded) o.loaded = true;
  if (change.fromShip ?? c.fromShip) o.fromShip = true;
  return o;
}
/** A find as it is taken: no marks, its weight where it has one (R-ART-04). */
export function newSpecimen(being: string, weight: number): Specimen {
  return weight > 0 ? { being, indicators: {}, weight } : { being, indicators: {} };
}
/** A creature log's entry with a patch, its deeds (once there are some) always last: one hidden class (it had 14). */
export function withLogEntry(e: LogEntry, patch: Partial<LogEntry>): LogEntry {
  const o: Mutable<LogEntry> = { being: patch.being ?? e.being, met: patch.met ?? e.met, known: patch.known ?? e.known };
  const deeds = patch.deeds ?? e.deeds;
  if (deeds !== undefined) o.deeds = deeds;
  return o;
}
/** A meeting's course with a patch (a patch never takes an optional field away), its optional fields last, in one order: one hidden class per set of them (it had 9). */
export function withCourse(c: Course, patch: Partial<Course>): Course {
  // each field named (a `pick(k)` with the key varying read both objects through the megamorphic cache: 53 of 17,000 samples, perf, session 30)
  const o: Mutable<Course> = {
    stage: or(patch.stage, c.stage),
    tried: or(patch.tried, c.tried),
    talksFailed: or(patch.talksFailed, c.talksFailed),
    advantage: or(patch.advantage, c.advantage),
    canCapture: or(patch.canCapture, c.canCapture),
    noFight: or(patch.noFight, c.noFight),
    weapons: or(patch.weapons, c.weapons),
    usedAtStart: or(patch.usedAtStart, c.usedAtStart),
    surprise: or(patch.surprise, c.surprise),
  };
  const abandonedAtStart = or(patch.abandonedAtStart, c.abandonedAtStart);
  const done = or(patch.done, c.done);
  const decided = or(patch.decided, c.decided);
  if (abandonedAtStart !== undefined) o.abandonedAtStart = abandonedAtStart;
  if (done !== undefined) o.done = done;
  if (decided !== undefined) o.decided = decided;
  return o;
}
/** The encounter with a patch (its course may be set to null, the meeting over): one hidden class (it had 8). */
export function withEncounter(e: Encounter, patch: Partial<Encounter>): Encounter {
  const o: Mutable<Encounter> = {
    being: patch.being ?? e.being,
    place: patch.place ?? e.place,
    surprised: patch.surprised ?? e.surprised,
    companion: patch.companion !== undefined ? patch.companion : e.companion,
    indicators: patch.indicators ?? e.indicators,
  };
  const course = patch.course !== undefined ? patch.course : e.course;
  if (course !== undefined) o.course = course;
  return o;
}
/** The start of a leg of flight (a spread of a constant made a hidden class of its own in every game). */
export function legStartAt(row: number, col: number, month: number): GameState['legStart'] {
  return { row, col, month };
}
/** The effects waiting for later with a patch (13 hidden classes in 30 games by spreads). */
export function withLater(l: LaterEffects, patch: Partial<LaterEffects>): LaterEffects {
  return { eventChanceFactor: patch.eventChanceFactor ?? l.eventChanceFactor, freeLandingSearch: patch.freeLandingSearch ?? l.freeLandingSearch, riskyLanding: patch.riskyLanding ?? l.riskyLanding };
}
