// Who is met, and how often (R-ENC-01..12, R-ENC-16..19, R-MOVE-08, R-MOVE-11..16, R-HAB): the
// game's encounter source. Each being's habitat line gives a multiple of the base 2.7% at the
// place (data/habitat.ts); the walking distance from the shuttle raises it; marches, circling,
// researched and freed fields, the Scout and the Rekonbot change it; every hour then draws one
// being at most, in proportion to their chances. Step passes this source to the activities
// (exposure.ts asks it hour by hour), so the time rules need not import the encounter rules.
import { BEINGS } from '../data/content/bestiary';
import { HABITATS } from '../data/content/habitats';
import type { Being } from '../data/beings';
import type { CharacteristicSet } from '../data/planets';
import { CLIMATES, type AreaField, type Climate } from '../data/areas';
import { BASE_ENCOUNTER_CHANCE, type Site } from '../data/habitat';
import { keptBy, perLanding } from '../perState';
import { CITY_REPEAT_FACTOR, COMPANION_ODDS, DOUBLING_DISTANCE, FREED_RESEARCH_FACTOR, PERSISTING_FACTOR, SURPRISE_ODDS, type Odds } from '../data/encounters';
import { DIRECTIONS, step as hexStep } from '../geometry/starGeometry';
import type { GameState, Layer, Place } from '../state';
import type { Activity, EncounterSource, HourContext, Met } from './encounterSeam';
import { fieldAt, landingFields, mapKey, placeCode, placeKey } from './field';
import { inHands, livingPartyCrew, partyWorking } from './folders';
import { entryHours, fieldsWalked } from './moves';
import { orbitSet } from './planet';
import { researchHours } from './research';
import { timesResearched } from './researchMarks';
import { HAZARD_RESOLUTION } from './accidents';

/** R-ENC-12: circling counts as a forced march; so does a dive or a climb out of the liquid (as for accidents, R-ACC-02). */
export const isMarch = (a: Activity): boolean => a === 'march' || a === 'circling' || a === 'vertical';

/** The features of a map field at one of its layers, as the habitat lines see them. */
export type LayerView = Pick<Site, 'terrain' | 'vegetation' | 'river' | 'lake' | 'chasm' | 'underwaterCliff' | 'building' | 'city'>;

/**
 * R-MAP-08, R-MAP-09: what of a field lies at a layer. A cave is a field of its own with only its
 * building ('BOjask.'); on a liquid only emergent vegetation is above the surface (as sparse);
 * under it lie the vegetation, chasm, underwater cliff, buildings and city; on solid ground all
 * but the underwater cliff.
 */
export function layerView(f: AreaField, layer: Layer): LayerView {
  // every field named in each literal (no spread of defaults: a spread with overrides is V8's slow path)
  if (layer === 'cave') return { terrain: null, vegetation: 'none', river: false, lake: false, chasm: false, underwaterCliff: false, building: !!f.cave?.building, city: false };
  if (f.base !== 'liquid') return { terrain: f.base, vegetation: f.vegetation, river: f.river, lake: f.lake, chasm: f.chasm, underwaterCliff: false, building: f.building, city: f.city };
  if (layer === 'surface') return { terrain: 'liquid', vegetation: f.emergent ? 'sparse' : 'none', river: false, lake: false, chasm: false, underwaterCliff: false, building: false, city: false };
  return { terrain: 'liquid', vegetation: f.vegetation, river: false, lake: false, chasm: f.chasm, underwaterCliff: f.underwaterCliff, building: f.building, city: f.city };
}

/** The place as the habitat lines see it (null off the map or off the planet). */
export function siteAt(s: GameState, p: Place, march: boolean): Site | null {
  const set = orbitSet(s);
  const f = fieldAt(s, p.row, p.col);
  if (!set || !f) return null;
  // the field and its neighbours on the map, read in a loop (no lists made: asked on every new activity's place)
  let nearVegetation = f.vegetation !== 'none' || f.emergent;
  let nearLava = f.base === 'liquidLava';
  for (const d of DIRECTIONS) {
    const q = hexStep(p.row, p.col, d);
    const x = fieldAt(s, q.row, q.col);
    if (!x) continue;
    nearVegetation ||= x.vegetation !== 'none' || x.emergent;
    nearLava ||= x.base === 'liquidLava';
  }
  const view = layerView(f, p.layer);
  // every field named (a spread of the view was V8's slow path)
  return {
    gravity: set.gravity,
    atmosphere: set.atmosphere,
    hydrography: set.hydrography,
    climate: s.surface!.climate,
    fog: s.surface!.fog && p.layer === 'surface',
    layer: p.layer,
    ground: f.base,
    terrain: view.terrain,
    vegetation: view.vegetation,
    river: view.river,
    lake: view.lake,
    chasm: view.chasm,
    underwaterCliff: view.underwaterCliff,
    building: view.building,
    city: view.city,
    near: { vegetation: nearVegetation, liquidLava: nearLava },
    area: areaFacts(s),
    march,
  };
}

/** R-HAB-07, R-HAB-52: the area's vegetation anywhere, and an alien city (present on this landing) not yet researched. */
function areaFacts(s: GameState): Site['area'] {
  const { vegetation, cities } = landingFacts(s.surface!);
  return { vegetation, unresearchedCity: cities.some((p) => timesResearched(s, p) === 0) };
}

/** What areaFacts needs of a landing's map: vegetation anywhere, and where its cities (present on this landing) stand. */
const landingFacts = perLanding((area, absent) => {
  let vegetation = false;
  const cities: Place[] = [];
  landingFields({ area, absent })?.forEach((line, r) =>
    line.forEach((f, c) => {
      vegetation ||= f.vegetation !== 'none' || f.emergent;
      if (f.city) cities.push({ row: r + 1, col: c + 1, layer: f.base === 'liquid' ? 'underwater' : 'surface' });
    }),
  );
  return { vegetation, cities };
});

/**
 * R-MAP-06, R-ENC-03: fields walked on foot from the shuttle to the place — a cave under the
 * shuttle is far if its way in is far; a dive is no field. 0 where no walk leads (the party came some other way).
 */
export function walkingDistance(s: GameState, p: Place): number {
  return fieldsWalked(s, p);
}

/** R-ENC-04: the chance multiplier at a walking distance: 1 + distance / the doubling distance. */
export function distanceFactor(s: GameState, p: Place): number {
  return 1 + walkingDistance(s, p) / DOUBLING_DISTANCE[orbitSet(s)!.gravity];
}

/** The Scout or a working Rekonbot is with the party (R-ENC-07, R-MOVE-10). */
export function guided(s: GameState): boolean {
  return livingPartyCrew(s).some((h) => h.id === 'scout') || partyWorking(s, 'rekonbot') > 0;
}

/** The state of the field for the meetings: researched, freed by a march, spent by a meeting; a repeat research. */
interface FieldState {
  readonly researched: boolean;
  readonly freed: boolean;
  readonly spent: boolean;
  readonly repeat: boolean;
}

function fieldState(s: GameState, p: Place, activity: Activity): FieldState {
  const k = placeKey(p);
  const sf = s.surface!;
  // R-ENC-10: the repeat research of a field with an alien structure is a research of its own (a
  // field is among the repeats only between its first research and its second)
  const repeat = activity === 'research' && sf.repeats.includes(k);
  return { researched: timesResearched(s, p) > 0 && !repeat, freed: sf.freed.includes(k), spent: !repeat && sf.spent.includes(k), repeat };
}

/**
 * One being's chance over a whole research of the place (or, for marches, over the entry and
 * research time of the field): the base chance × its habitat's multiple × the march, field and
 * distance rules. 0 where it is not met.
 */
export function beingChance(s: GameState, b: Being, p: Place, activity: Activity, site: Site, field: FieldState = fieldState(s, p, activity), led = guided(s), distance?: number): number {
  if (field.spent) return 0;
  const march = isMarch(activity);
  if ((march && b.meets === 'research') || (!march && b.meets === 'march')) return 0;
  let f = HABITATS[b.habitat]!(site);
  // R-MOVE-15, R-ENC-19: on a researched field, or marching over a freed one, only the persisting
  const cleared = field.researched || (march && field.freed);
  if (cleared) {
    if (!b.persists) return 0;
    f *= PERSISTING_FACTOR;
  }
  // R-MOVE-14: the research of a field a march freed meets beings at half the chance
  if (!march && field.freed && !field.researched) f *= FREED_RESEARCH_FACTOR;
  // R-ENC-07, R-ENC-19: ×2 or ×4 on a march without the Scout or a Rekonbot; only half the extra on cleared fields (R-MOVE-15)
  if (march && !led) f *= cleared ? 1 + (b.marchBoost - 1) / 2 : b.marchBoost;
  // R-ENC-10: the repeat research of an alien city
  if (field.repeat && b.kind === 'alien' && site.city) f *= CITY_REPEAT_FACTOR;
  return BASE_ENCOUNTER_CHANCE * f * (distance ?? distanceFactor(s, p));
}

/**
 * R-ENC-05, R-ENC-06: the part of a being's chance that falls in one hour. A research spreads the
 * being's chance over its hours; any other hour on the field (a march, circling, repair, healing)
 * carries a share of the field's entry and research time (the party's own: on foot or by Rover),
 * so a march that takes the entry hours meets beings in the ratio of its time to entry plus research.
 */
export function hourShare(s: GameState, p: Place, activity: Activity, of: number): number {
  if (activity === 'research') return 1 / Math.max(1, of);
  const f = fieldAt(s, p.row, p.col)!;
  const total = (entryHours(s, f, p.layer) ?? 0) + researchHours(s, f, p.layer);
  return 1 / Math.max(1, total);
}

/** R-ENC-16, R-ENC-17, R-MOVE-08, R-MOVE-11: the odds a surprise attack succeeds. */
export function surpriseOdds(march: boolean, detector: boolean): Odds {
  const row = march ? SURPRISE_ODDS.march : SURPRISE_ODDS.research;
  return detector ? row.detector : row.bare;
}

/** The same as a chance (the command line and the tests). */
export function surpriseChance(march: boolean, detector: boolean): number {
  const [k, n] = surpriseOdds(march, detector);
  return k / n;
}

/**
 * Every being's chance over the whole activity at the place, kept by map and planet: with the
 * map (the area with its absent features) and the planet's gravity, air and waters fixed, the
 * chances depend only on what the key names (the place, a march or not, the climate, the field's
 * marks, the guide, fog, an unresearched city). Each research hour asks it; every being's habitat
 * line is worked out once per key instead of once per state.
 */
/** Maps (and planets) kept at most. */
const MAX_MAPS = 2_000;
const chancesOf = keptBy<Map<CharacteristicSet, Map<number, readonly { being: Being; chance: number }[]>>>(MAX_MAPS);

/** The climate's place in the key: its index in the catalogue's list (compared, not a table read by a name that varies). */
const climateCode = (c: Climate): number => CLIMATES.indexOf(c);

function wholeChances(s: GameState, p: Place, activity: Activity): readonly { being: Being; chance: number }[] {
  const set = orbitSet(s);
  if (!s.surface || !set) return [];
  const field = fieldState(s, p, activity);
  const led = guided(s);
  // by the map, then the planet's set (one object per planet and set: its gravity, air and waters)
  const byPlanet = chancesOf(mapKey(s.surface), () => new Map());
  let known = byPlanet.get(set);
  if (!known) byPlanet.set(set, (known = new Map()));
  // what siteAt reads of the state beyond the map and the planet: the climate, fog, an unresearched city
  // as one number (no key string made and hashed on every activity): the place, whether the activity is a march (all the
  // chances read of the activity, with the repeat among the flags: a research, a repair and a healing share them), the
  // climate and the seven flags
  const flags = +field.researched | (+field.freed << 1) | (+field.spent << 2) | (+field.repeat << 3) | (+led << 4) | (+s.surface.fog << 5) | (+areaFacts(s).unresearchedCity << 6);
  const k = ((placeCode(p) * 2 + +isMarch(activity)) * 8 + climateCode(s.surface.climate)) * 128 + flags;
  let out = known.get(k);
  if (out) return out;
  const site = siteAt(s, p, isMarch(activity));
  if (!site) return [];
  // the walking distance is the same for every being: asked once
  const distance = field.spent ? 0 : distanceFactor(s, p);
  const list: { being: Being; chance: number }[] = [];
  for (const b of BEINGS) {
    const c = beingChance(s, b, p, activity, site, field, led, distance);
    if (c > 0) list.push({ being: b, chance: c });
  }
  known.set(k, (out = list));
  return out;
}

/** Every being's chance in this hour at the place (only those above 0), in the bestiary's order. */
export function hourChances(s: GameState, p: Place, activity: Activity, of: number): { being: Being; chance: number }[] {
  const whole = wholeChances(s, p, activity);
  if (whole.length === 0) return [];
  const share = hourShare(s, p, activity, of);
  return whole.map((c) => ({ being: c.being, chance: c.chance * share }));
}

/**
 * The chances of the hours of one activity: every hour asks with the same state, place, activity
 * and length, one after another, so the last answer is kept (nothing else asks of a state again:
 * a map of each state's answers by a key string cost more to make than it saved).
 */
let lastAsked: { s: GameState; place: Place; activity: Activity; of: number; chances: { being: Being; chance: number }[] } | null = null;

function chancesFor(s: GameState, ctx: HourContext): { being: Being; chance: number }[] {
  const last = lastAsked;
  if (last && last.s === s && last.place === ctx.place && last.activity === ctx.activity && last.of === ctx.of) return last.chances;
  const chances = hourChances(s, ctx.place, ctx.activity, ctx.of);
  lastAsked = { s, place: ctx.place, activity: ctx.activity, of: ctx.of, chances };
  return chances;
}

/** The game's encounter source: one draw an hour picks at most one being, each with its own chance. */
export const gameEncounters: EncounterSource = (s, ctx, dice): Met | null => {
  const chances = chancesFor(s, ctx);
  const total = chances.reduce((n, c) => n + c.chance, 0);
  if (total <= 0) return null;
  const roll = dice.int(1, HAZARD_RESOLUTION);
  let acc = 0;
  let met: Being | null = null;
  for (const c of chances) {
    acc += c.chance;
    if (roll <= Math.round(acc * HAZARD_RESOLUTION)) {
      met = c.being;
      break;
    }
  }
  if (!met) return null;
  const surprised = met.surprise !== 'none' && dice.chance(...surpriseOdds(isMarch(ctx.activity), inHands(s, 'detector')));
  const companion = met.companion && dice.chance(...COMPANION_ODDS) ? met.companion : null;
  return { being: met.id, surprised, companion };
};
