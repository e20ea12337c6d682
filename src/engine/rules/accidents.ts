// Accidents as time passes on a planet, hour by hour, whoever is outside the shuttle
// (R-ACC-01..24): the atmosphere turning on the robots, seismic shocks, the threat to the shuttle
// and its wreck, scattering or falls, lava outflow, and accidents on cliffs, chasms and swamps.
// Hits go to the queue the player gives out (hitRules.ts). Our readings are in docs/DECISIONS.md.
import { ACTIVE_ATMOSPHERE_ONSET, HIT_DICE, LAVA_HITS, LAVA_HITS_ARMOURED, LAVA_OUTFLOW, RESEARCHED_FIELD_MARCH_EXTRA, ROBOT_HARM_PER_HOUR, ROVER_CRASH_HITS, SCATTER, SCATTER_GRAVITIES, SEISMIC_SHOCK, SHUTTLE_LOSS_PER_HOUR, SHUTTLE_THREAT_PER_HOUR, TERRAIN_ACCIDENT, WRECK_VP, type HourChance } from '../data/accidents';
import { ROBOT_IDS, type Gravity, type HumanId, type StockId } from '../data/units';
import type { Atmosphere, Geology } from '../data/planets';
import { DIRECTIONS, step as hexStep } from '../geometry/starGeometry';
import type { Dice } from '../rng';
import type { GameState, HitBatch, Place } from '../state';
import type { Message } from '../text';
import { woundHuman } from './damage';
import { atShuttle, fieldAt, partyPlace, placeCode } from './field';
import { perLanding } from '../perState';
import { folderOfHuman, livingPartyCrew, withFolder, type FolderId, partyWorking } from './folders';
import { allInHeavySuits, allSuited } from './hitRules';
import { buryIfDead, hitSuit } from './hits';
import { destroyedUnitVp, killHuman } from './losses';
import { reorganise, toggleMode } from './party';
import { orbitSet } from './planet';
import { minusOne, stockOf, unitsWith } from './stock';
import { addVp } from './vp';
import type { Activity } from './encounterSeam';
import { patchFolder, withState, withSurface } from '../stateCopy';

/** Resolution of the chances of accidents and infection: a ten-millionth (0.005% a point an hour, ×½ h, is 2.5e-5). */
export const HAZARD_RESOLUTION = 10_000_000;
/** An hour's chance of an accident or an infection. */
export const drawChance = (chance: number, dice: Dice): boolean => chance > 0 && dice.int(1, HAZARD_RESOLUTION) <= Math.round(chance * HAZARD_RESOLUTION);

/** R-ACC-02: the hour is a march (or circling, or a dive) without the Scout or a working Rekonbot. */
export function riskyMarch(s: GameState, activity: Activity): boolean {
  if (activity !== 'march' && activity !== 'circling' && activity !== 'vertical') return false;
  const scout = livingPartyCrew(s).some((p) => p.id === 'scout');
  return !scout && partyWorking(s, 'rekonbot') === 0;
}

/** An hour's chance of an accident: the march's where it applies, its extra halved on a researched field (R-MOVE-15). */
export function hourChance(c: HourChance, risky: boolean, researched: boolean): number {
  if (!risky) return c.normal;
  return researched ? c.normal + (c.march - c.normal) * RESEARCHED_FIELD_MARCH_EXTRA : c.march;
}

const roll = (dice: Dice, n: number): number => Array.from({ length: n }, () => dice.d(HIT_DICE.sides)).reduce((a, b) => a + b, 0);

/** What the chances of an hour depend on (R-ACC-01..24), read off the state or set by hand (the command line's samples). */
export interface HazardSituation {
  readonly gravity: Gravity;
  readonly atmosphere: Atmosphere;
  readonly geology: Geology;
  /** R-ACC-02: a march or circling without the Scout or a Rekonbot. */
  readonly risky: boolean;
  /** R-MOVE-15: the field at its layer is researched already. */
  readonly researched: boolean;
  /** R-ACC-05: the Engineer in the party. */
  readonly engineer: boolean;
  /** R-ACC-04: times the atmosphere began to act on the robots. */
  readonly occurrences: number;
  /** R-ACC-10: nobody in the shuttle and the party away from it. */
  readonly shuttleAlone: boolean;
  /** R-ACC-11: threats to the shuttle that last. */
  readonly threats: number;
  readonly besideLava: boolean;
  /** R-ACC-21: the field's features on the surface. */
  readonly cliff: boolean;
  readonly chasm: boolean;
  readonly swamp: boolean;
}

/** The chance of each accident in one whole hour (0 where it cannot happen). */
export interface HazardRates {
  readonly atmosphere: number;
  readonly robotHarm: number;
  readonly seismic: number;
  readonly threat: number;
  readonly shuttleLoss: number;
  readonly scatter: number;
  readonly lava: number;
  readonly cliff: number;
  readonly chasm: number;
  readonly swamp: number;
}

/** R-ACC-03..21: the chances of an hour in a situation. */
export function hazardRates(x: HazardSituation): HazardRates {
  const p = (c: HourChance) => hourChance(c, x.risky, x.researched);
  const corrosive = x.atmosphere === 'toxic' || x.atmosphere === 'acid';
  const harm = corrosive ? ROBOT_HARM_PER_HOUR[x.atmosphere][x.engineer ? 'engineer' : 'alone'] : 0;
  return {
    atmosphere: corrosive ? p(ACTIVE_ATMOSPHERE_ONSET) : 0,
    // R-ACC-06 (ours): each occurrence acts on its own, so k of them harm with 1 − (1 − p)^k
    robotHarm: x.occurrences > 0 ? 1 - (1 - harm) ** x.occurrences : 0,
    seismic: x.geology === 'active' ? p(SEISMIC_SHOCK) : 0,
    threat: x.shuttleAlone ? SHUTTLE_THREAT_PER_HOUR[x.gravity] : 0,
    // R-ACC-13 (ours): threats that accumulate each may destroy the shuttle
    shuttleLoss: x.threats > 0 ? 1 - (1 - SHUTTLE_LOSS_PER_HOUR[x.gravity]) ** x.threats : 0,
    scatter: SCATTER_GRAVITIES.includes(x.gravity) ? p(SCATTER) : 0,
    lava: x.besideLava ? p(LAVA_OUTFLOW) : 0,
    cliff: x.cliff ? p(TERRAIN_ACCIDENT.cliff) : 0,
    chasm: x.chasm ? p(TERRAIN_ACCIDENT.chasm) : 0,
    swamp: x.swamp ? p(TERRAIN_ACCIDENT.swamp) : 0,
  };
}

// V8 gives an object's fields the representation of the first values stored in them: rates made
// first with 0 (a small integer) in a field where a later one holds a fraction changed the hidden
// class under the optimised hour loop, which was thrown away and compiled again (some 60 ms of the
// compiler's, after 200 games; docs/SPEED.md, session 30). The first rates made hold a fraction in
// every field; a 0 stored later fits that representation.
hazardRates({ gravity: 'huge', atmosphere: 'toxic', geology: 'active', risky: true, researched: true, engineer: true, occurrences: 1, shuttleAlone: true, threats: 1, besideLava: true, cliff: true, chasm: true, swamp: true });

/** R-ACC-08, R-ACC-15: a shock's or a scattering's hits: 2d6, softened 1d6. */
export function shockHits(dice: Dice, softened: boolean): number {
  return roll(dice, softened ? HIT_DICE.softened : HIT_DICE.full);
}

/** The situation of the party as it stands. */
export function situation(s: GameState, ctx: { risky: boolean; researched: boolean }): HazardSituation | null {
  const set = orbitSet(s);
  const here = partyPlace(s);
  const sf = s.surface;
  if (!set || !here || !sf) return null;
  const f = fieldAt(s, here.row, here.col);
  const surface = here.layer === 'surface';
  const guarded = s.bay.crew.some((p) => s.crew.find((h) => h.id === p.id)?.alive && !s.crew.find((h) => h.id === p.id)?.ill);
  return {
    gravity: set.gravity,
    atmosphere: set.atmosphere,
    geology: set.geology,
    risky: ctx.risky,
    researched: ctx.researched,
    engineer: livingPartyCrew(s).some((x) => x.id === 'engineer'),
    occurrences: sf.activeAtmosphere,
    shuttleAlone: !sf.wreck && !guarded && !atShuttle(s),
    threats: sf.wreck ? 0 : sf.shuttleThreats,
    besideLava: besideLiquidLava(s, here),
    cliff: surface && f?.base === 'cliff',
    chasm: surface && !!f?.chasm && f.base !== 'liquid',
    swamp: surface && f?.base === 'swamp',
  };
}

/** A situation and its rates: the hours of one activity share them while the state they are read off stays the same. */
export interface SituationRates {
  readonly x: HazardSituation;
  readonly r: HazardRates;
}

export function situationRates(s: GameState, ctx: { risky: boolean; researched: boolean }): SituationRates | null {
  const x = situation(s, ctx);
  return x && { x, r: hazardRates(x) };
}

/** What an hour of accidents did. */
export interface HourOutcome {
  readonly state: GameState;
  readonly hits: readonly HitBatch[];
  readonly notes: readonly Message[];
}

interface HourContext {
  readonly risky: boolean;
  /** The party's field at its layer is researched already (R-MOVE-15). */
  readonly researched: boolean;
  /** The share of the hour (a last part-hour counts as that part of the chance). */
  readonly part: number;
}

/** R-ACC-01..24: one hour (or part of one) of accidents for the party where it stands. */
export function accidentHour(s0: GameState, ctx: HourContext, dice: Dice, known?: SituationRates | null): HourOutcome {
  const sr = known === undefined ? situationRates(s0, ctx) : known;
  if (!sr) return { state: s0, hits: [], notes: [] };
  const x = sr.x;
  let s = s0;
  const hits: HitBatch[] = [];
  const notes: Message[] = [];
  // each chance drawn by name (a closure made every hour, and a read of the rates by a varying key, cost more than the draws)
  const part = ctx.part;
  let r = sr.r;

  // R-ACC-03..06: the atmosphere begins to act on the robots, then harms them each hour
  if (drawChance(r.atmosphere * part, dice)) {
    s = withState(s, { surface: withSurface(s.surface!, { activeAtmosphere: s.surface!.activeAtmosphere + 1 }) });
    // R-ACC-06: a further onset acts on its own beside the first: the robots are harmed more often
    notes.push(x.occurrences === 0 ? { key: 'note.atmosphereActive' } : { key: 'note.atmosphereStronger', params: { count: x.occurrences + 1 } });
    r = hazardRates({ ...x, occurrences: x.occurrences + 1 });
  }
  if (r.robotHarm > 0) {
    const harmed = harmRobots(s, r.robotHarm * ctx.part, dice);
    s = harmed.state;
    notes.push(...harmed.notes);
  }

  // R-ACC-07..09: a seismic shock
  if (drawChance(r.seismic * part, dice)) {
    const n = shockHits(dice, allInHeavySuits(s));
    hits.push({ source: 'seismic', count: n });
    notes.push({ key: 'note.seismic', params: { count: n } });
  }

  // R-ACC-10..13: the threat to the shuttle, when nobody is in it
  const threat = shuttleHour(s, r, ctx.part, dice);
  s = threat.state;
  notes.push(...threat.notes);

  // R-ACC-14..17: scattering at near-zero gravity, a fall at huge gravity
  if (drawChance(r.scatter * part, dice)) {
    const guided = livingPartyCrew(s).some((p) => p.id === 'scout') || partyWorking(s, 'rekonbot') > 0;
    // R-DEV-29 (ours): heavy suits on every human soften it as they soften a shock (R-ACC-08)
    const n = shockHits(dice, guided || allInHeavySuits(s));
    notes.push({ key: x.gravity === 'nearZero' ? 'note.scatter' : 'note.fall', params: { count: n } });
    if (allSuited(s)) {
      // every suit is damaged, a damaged one destroyed (which may kill its wearer)
      for (const f of ['expedition', 'carried'] as const)
        for (const p of s.party[f].crew) if (p.suit && s.crew.find((h) => h.id === p.id)?.alive && !s.crew.find((h) => h.id === p.id)?.ill) s = hitSuit(s, f, p.id);
      s = reorganise(s);
      notes.push({ key: 'note.suitsHit' });
    }
    hits.push({ source: 'scatter', count: n });
  }

  // R-ACC-18..20: lava outflow beside liquid lava
  if (drawChance(r.lava * part, dice)) {
    const n = allInHeavySuits(s) ? LAVA_HITS_ARMOURED : LAVA_HITS;
    hits.push({ source: 'lava', count: n });
    notes.push({ key: 'note.lava', params: { count: n } });
  }

  // R-ACC-21..24: cliffs, chasms and swamps, never under a liquid
  if (drawChance(r.cliff * part, dice)) s = terrainHour(s, 'cliff', dice, hits, notes);
  if (drawChance(r.chasm * part, dice)) s = terrainHour(s, 'chasm', dice, hits, notes);
  if (drawChance(r.swamp * part, dice)) s = terrainHour(s, 'swamp', dice, hits, notes);
  return { state: s, hits, notes };
}

/** R-ACC-21..24: a terrain accident that happened this hour, its hits and notes added to the hour's. */
function terrainHour(s: GameState, kind: 'cliff' | 'chasm' | 'swamp', dice: Dice, hits: HitBatch[], notes: Message[]): GameState {
  const out = terrainAccident(s, kind, dice);
  hits.push(...out.hits);
  notes.push(...out.notes);
  return out.state;
}

/** R-ACC-04, R-ACC-05: each robot outside the shuttle is damaged (a damaged one destroyed) with the chance. */
function harmRobots(s0: GameState, chance: number, dice: Dice): { state: GameState; notes: Message[] } {
  let s = s0;
  const notes: Message[] = [];
  for (const folder of ['expedition', 'carried'] as const)
    for (const id of ROBOT_IDS) {
      const st = stockOf(s.party[folder].units, id);
      if (!st?.count) continue;
      const working = st.count - st.damaged;
      let newlyDamaged = 0;
      let destroyed = 0;
      for (let i = 0; i < working; i++) if (drawChance(chance, dice)) newlyDamaged++;
      for (let i = 0; i < st.damaged; i++) if (drawChance(chance, dice)) destroyed++;
      if (newlyDamaged + destroyed === 0) continue;
      const f = s.party[folder];
      s = withFolder(s, folder, patchFolder(f, { units: unitsWith(f.units, id, { count: st.count - destroyed, damaged: st.damaged - destroyed + newlyDamaged }) }));
      for (let i = 0; i < destroyed; i++) s = addVp(s, destroyedUnitVp(s, id), 'unitLost');
      if (newlyDamaged) notes.push({ key: 'note.robotCorroded', params: { unit: { unit: id }, count: newlyDamaged } });
      if (destroyed) notes.push({ key: 'note.robotDissolved', params: { unit: { unit: id }, count: destroyed } });
    }
  return { state: notes.length ? reorganise(s) : s, notes };
}

/** R-ACC-10, R-ACC-11: nobody in the shuttle and the party away: threats come; each hour they last the shuttle may be lost. */
function shuttleHour(s: GameState, r: HazardRates, part: number, dice: Dice): { state: GameState; notes: Message[] } {
  const sf = s.surface!;
  if (sf.wreck) return { state: s, notes: [] };
  const notes: Message[] = [];
  let threats = sf.shuttleThreats;
  let loss = r.shuttleLoss;
  if (drawChance(r.threat * part, dice)) {
    threats++;
    notes.push({ key: 'note.shuttleThreat' });
    loss = 1 - (1 - SHUTTLE_LOSS_PER_HOUR[orbitSet(s)!.gravity]) ** threats;
  }
  if (threats > 0 && drawChance(loss * part, dice)) {
    notes.push({ key: 'note.shuttleWrecked', params: { vp: WRECK_VP } });
    return { state: withState(addVp(s, WRECK_VP, 'shuttleLost'), { shuttles: s.shuttles - 1, surface: withSurface(sf, { shuttleThreats: 0, wreck: true }) }), notes };
  }
  return { state: threats === sf.shuttleThreats ? s : withState(s, { surface: withSurface(sf, { shuttleThreats: threats }) }), notes };
}

/** R-ACC-18, R-TERRAIN-13: the field touches liquid lava; a cave only through a passage that opens onto it. */
export function besideLiquidLava(s: GameState, here: Place): boolean {
  // the answer depends on the map alone: kept per place for the landing (the hour's situation asks
  // it once an activity, six neighbours read each time)
  if (!s.surface) return false;
  const known = lavaByPlace(s.surface);
  const code = placeCode(here);
  let beside = known.get(code);
  if (beside === undefined) known.set(code, (beside = touchesLava(s, here)));
  return beside;
}
const lavaByPlace = perLanding((): Map<number, boolean> => new Map());

function touchesLava(s: GameState, here: Place): boolean {
  const own = fieldAt(s, here.row, here.col);
  // a loop, not a closure made on every ask (the hour's situation asks it)
  for (const d of DIRECTIONS) {
    const n = hexStep(here.row, here.col, d);
    if (fieldAt(s, n.row, n.col)?.base !== 'liquidLava') continue;
    // a cave's passages are named as the map's directions
    if (here.layer !== 'cave' || !!own?.cave?.passages.includes(d)) return true;
  }
  return false;
}

/** R-ACC-22..24: the accident's victim and its outcome. */
function terrainAccident(s0: GameState, kind: 'cliff' | 'chasm' | 'swamp', dice: Dice): { state: GameState; hits: HitBatch[]; notes: Message[] } {
  let s = s0;
  if (s.mode === 'rover') {
    // the Rover is wrecked beyond repair, and the party takes 10 hits
    s = wreckRover(s);
    return { state: s, hits: [{ source: 'roverCrash', count: ROVER_CRASH_HITS }], notes: [{ key: 'note.roverCrash', params: { place: { text: `place.${kind}` }, count: ROVER_CRASH_HITS } }] };
  }
  const humans = livingPartyCrew(s).map((p) => ({ kind: 'human' as const, id: p.id, heavy: p.suit?.kind === 'heavySuit' }));
  const robots: { kind: 'robot'; id: StockId; folder: FolderId }[] = [];
  for (const id of ROBOT_IDS) {
    const st = stockOf(s.party.expedition.units, id);
    for (let i = 0; i < (st?.count ?? 0) - (st?.damaged ?? 0); i++) robots.push({ kind: 'robot', id, folder: 'expedition' });
  }
  const victims = [...humans, ...robots];
  if (victims.length === 0) return { state: s, hits: [], notes: [] };
  const v = victims[dice.int(1, victims.length) - 1]!;
  const softened = partyWorking(s, 'climber') > 0 || orbitSet(s)!.gravity === 'nearZero' || (v.kind === 'human' && v.heavy);
  const place = { text: `place.${kind}` } as const;
  if (v.kind === 'human') {
    const id = v.id as HumanId;
    const folder = folderOfHuman(s, id);
    if (softened) {
      const n = dice.d(HIT_DICE.sides);
      for (let i = 0; i < n; i++) s = woundHuman(s, id, dice);
      s = reorganise(buryIfDead(s, folder, id));
      const dead = !s.crew.find((h) => h.id === id)?.alive;
      return { state: s, hits: [], notes: [{ key: dead ? 'note.accidentDeath' : 'note.accidentWounds', params: { place, unit: { unit: id }, count: n } }] };
    }
    s = reorganise(buryIfDead(killHuman(s, id), folder, id));
    return { state: s, hits: [], notes: [{ key: 'note.accidentDeath', params: { place, unit: { unit: id }, count: 0 } }] };
  }
  const f = s.party.expedition;
  const st = f.units[v.id]!;
  if (softened) {
    s = reorganise(withFolder(s, 'expedition', patchFolder(f, { units: unitsWith(f.units, v.id, { count: st.count, damaged: st.damaged + 1 }) })));
    return { state: s, hits: [], notes: [{ key: 'note.accidentDamaged', params: { place, unit: { unit: v.id } } }] };
  }
  s = withFolder(s, 'expedition', patchFolder(f, { units: unitsWith(f.units, v.id, minusOne(st, false)) }));
  s = reorganise(addVp(s, destroyedUnitVp(s, v.id), 'unitLost'));
  return { state: s, hits: [], notes: [{ key: 'note.accidentDestroyed', params: { place, unit: { unit: v.id } } }] };
}

/** R-ACC-22: the Rover the party rides is destroyed; everybody walks again. */
function wreckRover(s0: GameState): GameState {
  const walking = toggleMode(s0).state;
  // the Rover went into NIESIONE (or the shuttle) when the party got off; it is gone
  for (const folder of ['carried', 'shuttle', 'abandoned'] as const) {
    const f = folder === 'shuttle' ? walking.bay : walking.party[folder];
    const st = f.units.rover;
    if (!st || st.count === st.damaged) continue;
    const out = withFolder(walking, folder, patchFolder(f, { units: unitsWith(f.units, 'rover', minusOne(st, false)) }));
    return reorganise(addVp(out, destroyedUnitVp(out, 'rover'), 'unitLost'));
  }
  return walking;
}
