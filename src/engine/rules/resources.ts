// Resource drain on a planet. Implements R-RES-01..18 with our designs where the manual speaks
// in words (docs/DECISIONS.md, "Resources"): two independent drains an hour — the absorbers'
// (the field party's absorbency plus the humans in the shuttle) and the place's (the planet with
// its climate, plus the terrain of the party's field; never below zero) — each its mean by the
// manual's curves and gravity, times a factor drawn from the spread table. What is consumed
// gathers as a debt; each whole resource is taken from the party's carried resources (at the
// shuttle also from the shuttle's) and, for the humans in the shuttle, from the shuttle's; a
// resource that is not there is a hit for an absorber (R-RES-13..16).
import { ABSORBER_CURVE, ABSORBER_CURVE_FALL, BASE_DRAIN, CAVE_DRAIN, CLIMATE_DRAIN, DRAIN_PER_POINT, DRAIN_SPREAD, FEATURE_DRAIN, HUMAN_STARVE_WEIGHT, LIQUID_DRAIN, PLACE_CURVE, REPBOT_REFERENCE, REPBOT_SMALL, REPBOT_SMALL_UPTO, REPBOT_SPREAD, SHUTTLE_DRAIN_CAP_PER_PERSON } from '../data/resources';
import { UNIT_TYPES, STOCK_IDS, type Gravity, type StockId } from '../data/units';
import type { Dice } from '../rng';
import type { Folder, GameState, HitBatch, Layer, Place } from '../state';
import { atShuttle, fieldAt, partyPlace } from './field';
import { damagedInTable, partyWorking, samePartyContents } from './folders';
import { layerFeatures, perFieldLayer, type LayerFeature } from './layerFeatures';
import { orbitSet } from './planet';
import { copyState, copySurface } from '../stateCopy';
import { perParts } from '../perState';
import { STOCK_COUNT, stockList } from './stock';

const FEATURE_POINTS: Readonly<Record<LayerFeature, number>> = {
  plain: BASE_DRAIN.plain!, hills: BASE_DRAIN.hills!, mountains: BASE_DRAIN.mountains!, cliff: BASE_DRAIN.cliff!, solidLava: BASE_DRAIN.solidLava!, glacier: BASE_DRAIN.glacier!, swamp: BASE_DRAIN.swamp!,
  liquidSurface: LIQUID_DRAIN.surface, liquidUnder: LIQUID_DRAIN.underwater, cave: CAVE_DRAIN, caveBuilding: 0,
  river: FEATURE_DRAIN.river, lake: FEATURE_DRAIN.lake, sparse: FEATURE_DRAIN.sparse, lush: FEATURE_DRAIN.lush, underwaterCliff: FEATURE_DRAIN.underwaterCliff, chasm: 0, building: 0, city: FEATURE_DRAIN.city,
};

/** R-TERRAIN drain column: the terrain drain of a field at a layer (the features add up). */
export function terrainDrain(s: GameState, p: Place): number {
  const f = fieldAt(s, p.row, p.col);
  if (!f) return 0;
  return drainOfField(f, p.layer);
}

/** A map field's terrain drain at a layer, kept: the player's march costs ask it for every field of every way it weighs. */
const drainOfField = perFieldLayer((f, layer): number => {
  let d = 0;
  for (const k of layerFeatures(f, layer)) d += FEATURE_POINTS[k];
  return d;
});

/** R-ORBIT-22, R-ORBIT-23: the planet's drain with the climate's (on the surface only, R-AREA-01). */
export function planetDrain(s: GameState, layer: Layer = 'surface'): number {
  const set = orbitSet(s);
  if (!set) return 0;
  return set.drain + (layer === 'surface' && s.surface ? climateDrain(s.surface.climate) : 0);
}

/**
 * CLIMATE_DRAIN by one named read per climate: read by a climate that varies, the record went
 * through V8's megamorphic cache on every place's drain reckoned (docs/SPEED.md, session 35).
 */
function climateDrain(c: keyof typeof CLIMATE_DRAIN): number {
  switch (c) {
    case 'none': return CLIMATE_DRAIN.none;
    case 'desert': return CLIMATE_DRAIN.desert;
    case 'tropical': return CLIMATE_DRAIN.tropical;
    case 'temperate': return CLIMATE_DRAIN.temperate;
    case 'arctic': return CLIMATE_DRAIN.arctic;
  }
}

/** R-RES-08: planet + terrain drain at a place; a negative sum is ignored. */
export function placeDrain(s: GameState, p: Place): number {
  return Math.max(0, planetDrain(s, p.layer) + terrainDrain(s, p));
}

/**
 * Absorbency of the units in a folder (R-RES-05): working robots and devices; heavy suits damaged
 * or not. Adds their types to `mask` (bit i: STOCK_IDS[i]) and returns the points.
 */
function folderUnitsAbsorbency(f: Folder, acc: { mask: number }): number {
  let points = 0;
  // by index over the table's types (stockList: named reads), their absorbency in a list
  const units = stockList(f.units);
  for (let i = 0; i < STOCK_COUNT; i++) {
    const st = units[i];
    if (!st?.count) continue;
    const a = STOCK_ABSORBENCY[i]!;
    const n = a.kind === 'wearerPlus' ? st.count : st.count - st.damaged;
    const per = a.kind === 'none' ? 0 : a.value;
    if (per > 0 && n > 0) {
      points += per * n;
      acc.mask |= 1 << i;
    }
  }
  return points;
}
const HEAVY_SUIT_BIT = 1 << STOCK_IDS.indexOf('heavySuit');
/** Each stock type's absorbency, by its place in STOCK_IDS. */
const STOCK_ABSORBENCY = STOCK_IDS.map((id) => UNIT_TYPES[id].stats.absorbency);

export interface Absorbers {
  /** Absorbency points of the humans outside the shuttle (with their heavy suits counted apart). */
  readonly humans: number;
  /** Absorbency points of the equipment outside the shuttle, worn heavy suits included. */
  readonly equipment: number;
  /** The unit types among that equipment (the ones that may take a hit for a missing resource). */
  readonly types: readonly StockId[];
  /** Absorbency points and persons of the humans in the shuttle (R-RES-12). */
  readonly shuttle: number;
  readonly shuttlePersons: number;
}

const HUMAN_POINTS = 2;

/**
 * R-RES-05, R-RES-12: the absorbers now — everything outside the shuttle (what lies abandoned too),
 * and the humans in it. Kept for the party, the shuttle and the crew: the player's drain reckoning
 * and the step's drain ask it of states that share them.
 */
export const absorbers: (s: GameState) => Absorbers = perParts(sameAbsorberParts, (s) => absorbersOf(s));

/** Two states hold the same absorbers: the crew's state, the shuttle's humans and the party's humans and units (their resources may differ). */
export function sameAbsorberParts(a: GameState, b: GameState): boolean {
  return a.crew === b.crew && a.bay.crew === b.bay.crew && samePartyContents(a.party, b.party);
}

function absorbersOf(s: GameState): Absorbers {
  const alive = (id: string) => !!s.crew.find((h) => h.id === id)?.alive;
  let humans = 0;
  let equipment = 0;
  const acc = { mask: 0 };
  for (const f of [s.party.expedition, s.party.carried, s.party.used, s.party.abandoned]) {
    for (const p of f.crew) {
      if (!alive(p.id)) continue;
      humans += HUMAN_POINTS;
      if (p.suit?.kind === 'heavySuit') {
        equipment += 1;
        acc.mask |= HEAVY_SUIT_BIT;
      }
    }
    equipment += folderUnitsAbsorbency(f, acc);
  }
  let inShuttle = 0;
  for (const p of s.bay.crew) if (alive(p.id)) inShuttle++;
  return { humans, equipment, types: typesOfMask(acc.mask), shuttle: inShuttle * HUMAN_POINTS, shuttlePersons: inShuttle };
}

/** The types of a mask in the table's order (one list kept per mask: the same few recur all game). */
const TYPES_OF_MASK = new Map<number, readonly StockId[]>();
function typesOfMask(mask: number): readonly StockId[] {
  let out = TYPES_OF_MASK.get(mask);
  if (!out) TYPES_OF_MASK.set(mask, (out = STOCK_IDS.filter((_, i) => (mask & (1 << i)) !== 0)));
  return out;
}

/** R-RES-11: a working Repbot in the expedition. */
export const hasRepbot = (s: GameState): boolean => partyWorking(s, 'repbot') > 0;

/** R-RES-07, R-RES-11: the mean drain per absorbency point at Earth gravity, in percent. */
export function absorberPerPoint(n: number, repbot: boolean): number {
  if (n <= 0) return 0;
  const plain = n < ABSORBER_CURVE.length ? ABSORBER_CURVE[n]! : Math.max(ABSORBER_CURVE_FALL.floor, ABSORBER_CURVE[ABSORBER_CURVE.length - 1]! - ABSORBER_CURVE_FALL.perPoint * (n - ABSORBER_CURVE.length + 1));
  if (!repbot) return plain;
  if (n <= REPBOT_SMALL_UPTO) return REPBOT_SMALL;
  const peak = Math.max(...ABSORBER_CURVE);
  // beyond the peak the Repbot's curve falls half as fast
  const slowed = n > 7 ? peak - (peak - plain) / 2 : plain;
  return (slowed * REPBOT_REFERENCE) / DRAIN_PER_POINT.earth;
}

/** R-RES-09, R-RES-11: the mean drain per point of planet + terrain drain at Earth gravity, in percent. */
export function placePerPoint(d: number, repbot: boolean): number {
  if (d <= 0) return 0;
  const plain = PLACE_CURVE[Math.min(d, PLACE_CURVE.length - 1)]!;
  if (!repbot) return plain;
  return d <= REPBOT_SMALL_UPTO ? REPBOT_SMALL : (plain * REPBOT_REFERENCE) / DRAIN_PER_POINT.earth;
}

/**
 * R-RES-03: the curves are for Earth gravity; other gravities scale them by their rate. By one
 * named read each, as climateDrain: the drain asks it of every place and absorber reckoned.
 */
function gravityScale(g: Gravity): number {
  switch (g) {
    case 'nearZero': return DRAIN_PER_POINT.nearZero / DRAIN_PER_POINT.earth;
    case 'low': return DRAIN_PER_POINT.low / DRAIN_PER_POINT.earth;
    case 'earth': return 1;
    case 'high': return DRAIN_PER_POINT.high / DRAIN_PER_POINT.earth;
    case 'huge': return DRAIN_PER_POINT.huge / DRAIN_PER_POINT.earth;
  }
}

/** Mean resources an hour drained by `n` absorbency points (R-RES-03, R-RES-07, R-RES-11). */
export function absorberMean(n: number, g: Gravity, repbot: boolean): number {
  return (n * absorberPerPoint(n, repbot) * gravityScale(g)) / 100;
}

/** Mean resources an hour drained by planet + terrain drain `d` (R-RES-03, R-RES-09, R-RES-11). */
export function placeMean(d: number, g: Gravity, repbot: boolean): number {
  return (d * placePerPoint(d, repbot) * gravityScale(g)) / 100;
}

/** R-RES-04 (our table): an hour's factor on the mean. */
export function spreadFactor(dice: Dice, repbot: boolean): number {
  const table = repbot ? REPBOT_SPREAD : DRAIN_SPREAD;
  let pick = dice.int(1, 100);
  // by index (twice an hour of every activity): no iterator, no pair taken apart
  for (let i = 0; i < table.length; i++) {
    pick -= table[i]![1];
    if (pick <= 0) return table[i]![0] / 100;
  }
  return 1;
}

/** What the panel shows (R-UI-EXP-09..11): mean resources an hour of the absorbers, of the place, and in total. */
export function drainRates(s: GameState): { planet: number; absorbers: number; place: number; total: number; points: number } | null {
  const set = orbitSet(s);
  const here = partyPlace(s);
  if (!set || !here) return null;
  const a = absorbers(s);
  const repbot = hasRepbot(s);
  const points = a.humans + a.equipment + a.shuttle;
  const abs = absorberMean(points, set.gravity, repbot);
  const place = placeMean(placeDrain(s, here), set.gravity, repbot);
  return { planet: planetDrain(s, here.layer), absorbers: abs, place, total: abs + place, points };
}

/** drainRates' absorbers alone (the player reckons each place's drain apart): null where it has none. */
export function absorbersRate(s: GameState): number | null {
  const set = orbitSet(s);
  if (!set || !partyPlace(s)) return null;
  const a = absorbers(s);
  return absorberMean(a.humans + a.equipment + a.shuttle, set.gravity, hasRepbot(s));
}

/** Rounded to 1/10000 of a resource so that saved debts stay short and exact. */
const tidy = (x: number): number => Math.round(x * 10_000) / 10_000;

/** What one activity drains: the state after it and the resources that were missing. */
export interface DrainResult {
  readonly state: GameState;
  /** Missing resources of the field party, split between humans and equipment, and of the shuttle. */
  readonly starved: readonly HitBatch[];
  /** Whole resources taken. */
  readonly used: number;
}

/**
 * R-RES-02..18: the drain of `hours` hours (a last part-hour drains that part). The absorbers are
 * those at the start of the activity (R-RES-06, R-RES-15).
 */
export function drain(s: GameState, hours: number, dice: Dice): DrainResult {
  const set = orbitSet(s);
  const here = partyPlace(s);
  if (!set || !here || !s.surface || hours <= 0) return { state: s, starved: [], used: 0 };
  const a = absorbers(s);
  const repbot = hasRepbot(s);
  const party = a.humans + a.equipment;
  const all = party + a.shuttle;
  const absMean = absorberMean(all, set.gravity, repbot);
  const placeM = placeMean(placeDrain(s, here), set.gravity, repbot);
  let debtParty = s.surface.drainDebt.party;
  let debtShuttle = s.surface.drainDebt.shuttle;
  // the resources are counted here and written once at the end (the place does not change meanwhile)
  const stores = { carried: s.party.carried.resources, shuttle: s.bay.resources };
  const reach = atShuttle(s);
  let used = 0;
  const missing = { party: 0, shuttle: 0 };
  for (let left = hours; left > 0; left -= 1) {
    const part = Math.min(1, left);
    const abs = absMean * spreadFactor(dice, repbot) * part;
    const place = placeM * spreadFactor(dice, repbot) * part;
    const shuttleShare = all > 0 ? Math.min((abs * a.shuttle) / all, (SHUTTLE_DRAIN_CAP_PER_PERSON / 100) * a.shuttlePersons * part) : 0;
    debtParty = tidy(debtParty + (all > 0 ? (abs * party) / all : 0) + place);
    debtShuttle = tidy(debtShuttle + shuttleShare);
    // each whole resource due is taken, or missing
    for (; debtParty >= 1; debtParty = tidy(debtParty - 1))
      if (takeOne(stores, 'party', reach)) used++;
      else missing.party++;
    for (; debtShuttle >= 1; debtShuttle = tidy(debtShuttle - 1))
      if (takeOne(stores, 'shuttle', reach)) used++;
      else missing.shuttle++;
  }
  // one copy of the state, its fields set by name (three copies through Object.assign were 1.5% of a move's step)
  const out = copyState(s);
  const p = s.party;
  if (stores.carried !== p.carried.resources) out.party = { expedition: p.expedition, carried: { crew: p.carried.crew, units: p.carried.units, resources: stores.carried }, used: p.used, abandoned: p.abandoned };
  if (stores.shuttle !== s.bay.resources) out.bay = { crew: s.bay.crew, units: s.bay.units, resources: stores.shuttle };
  const surface = copySurface(s.surface);
  surface.drainDebt = { party: debtParty, shuttle: debtShuttle };
  out.surface = surface;
  // R-RES-06: units damaged before the activity are no absorbers (a damaged heavy suit still is)
  // (only the party's missing resources can hit units: with none, nothing is spared)
  const spared = missing.party > 0 ? Object.fromEntries(a.types.filter((t) => t !== 'heavySuit').map((t) => [t, damagedInTable(s, t)]).filter(([, n]) => (n as number) > 0)) : undefined;
  return { state: out, starved: missing.party + missing.shuttle > 0 ? starvedBatches(a, set.gravity, missing.party, missing.shuttle, dice, spared) : [], used };
}

/**
 * R-RES-18 (ours): the party takes from the resources it carries, then, on the shuttle's field,
 * from the shuttle's; the humans in the shuttle the other way round. Counts on `stores`.
 */
function takeOne(stores: Stores, who: 'party' | 'shuttle', byShuttle: boolean): boolean {
  return who === 'party' ? fromCarried(stores) || (byShuttle && fromShuttle(stores)) : fromShuttle(stores) || (byShuttle && fromCarried(stores));
}
type Stores = { carried: number; shuttle: number };
// each store by name (a field read by a name that varies takes V8's slowest path)
const fromCarried = (st: Stores): boolean => st.carried > 0 && (st.carried--, true);
const fromShuttle = (st: Stores): boolean => st.shuttle > 0 && (st.shuttle--, true);

/** R-RES-13..16, R-RES-14 (our weights): missing resources become hits, humans a little likelier. */
function starvedBatches(a: Absorbers, g: Gravity, party: number, shuttle: number, dice: Dice, spared: HitBatch['spared']): HitBatch[] {
  let humans = 0;
  let units = 0;
  const weight = a.humans * HUMAN_STARVE_WEIGHT[g];
  for (let i = 0; i < party; i++) {
    // the chance as a whole number of ten-thousandths: draws stay exact and the same everywhere
    const human = a.equipment === 0 || dice.int(1, 10_000) <= Math.round((10_000 * weight) / (weight + a.equipment));
    if (human) humans++;
    else units++;
  }
  const out: HitBatch[] = [];
  if (humans > 0) out.push({ source: 'starvedHumans', count: humans });
  if (units > 0) out.push({ source: 'starvedUnits', count: units, units: a.types, ...(spared && Object.keys(spared).length ? { spared } : {}) });
  if (shuttle > 0) out.push({ source: 'starvedShuttle', count: shuttle });
  return out;
}
