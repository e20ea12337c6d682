// The manual's loading advice (R-LOAD-27..38) as context hints: in orbit, after the list of
// landing areas, the hint adds the advice that fits the drawn characteristic set, the planet's
// orbit class and the features its possible areas may hold. Advice, not rules: nothing is
// enforced. R-LOAD-26 (organise the expedition in orbit) is what the orbit hint itself says.
import { mapTraits, type AreaField, type LandingArea } from '../data/areas';
import type { Atmosphere, CharacteristicSet, OrbitClass } from '../data/planets';
import type { ShuttleBay } from '../state';
import { keyByCounts, type Message, type MessageKey } from '../text';
import type { StockId } from '../data/units';

export const ADVICE_IDS = [
  'typical', // R-LOAD-27
  'hugeGravity', // R-LOAD-35
  'dangerous', // R-LOAD-30
  'aliens', // R-LOAD-28
  'lushWater', // R-LOAD-29
  'toxic', // R-LOAD-32
  'acid', // R-LOAD-36
  'water', // R-LOAD-38
  'climber', // R-LOAD-31
  'onFoot', // R-LOAD-33, near-zero gravity
  'roverHigh', // R-LOAD-33, high gravity
  'rover', // R-LOAD-33
  'lowGravity', // R-LOAD-34
] as const;
export type AdviceId = (typeof ADVICE_IDS)[number];

/** At most this many pieces of advice at once, the most specific first (the hint field is small). */
export const MAX_ADVICE = 3;

/** What the areas of the pool may hold, as far as the advice cares (each map's traits kept with it: mapTraits). */
function areaTraits(areas: readonly LandingArea[]): { aliens: boolean; lushWater: boolean; heights: boolean } {
  let aliens = false;
  let lushWater = false;
  let heights = false;
  for (const a of areas) {
    const t = mapTraits(a.map);
    if (t.aliens) aliens = true;
    // both in the same area
    if (t.water && t.lush) lushWater = true;
    if (t.heights) heights = true;
  }
  return { aliens, lushWater, heights };
}

/** Every piece of advice that applies, in ADVICE_IDS order. */
export function adviceFor(set: CharacteristicSet, orbit: OrbitClass, areas: readonly LandingArea[]): AdviceId[] {
  const traits = areaTraits(areas);
  const hostile = set.atmosphere === 'toxic' || set.atmosphere === 'acid';
  const applies: Record<AdviceId, boolean> = {
    typical: set.gravity === 'high' && set.atmosphere === 'toxic',
    hugeGravity: set.gravity === 'huge',
    dangerous: orbit === 'pink',
    aliens: traits.aliens,
    lushWater: traits.lushWater,
    toxic: hostile,
    acid: set.atmosphere === 'acid',
    water: set.hydrography === 100,
    climber: traits.heights,
    onFoot: set.gravity === 'nearZero',
    roverHigh: set.gravity === 'high' && (set.atmosphere === 'normal' || set.atmosphere === 'thin'),
    rover: set.gravity !== 'nearZero' && set.gravity !== 'high' && set.gravity !== 'huge' && (set.atmosphere === 'normal' || set.atmosphere === 'thin' || set.gravity === 'low'),
    lowGravity: set.gravity === 'low' || set.gravity === 'nearZero',
  };
  return ADVICE_IDS.filter((id) => applies[id]);
}

const CACHE = new Map<string, readonly Message[]>();

/** The advice notes of an orbit, cached by planet and set (they depend on nothing else). */
export function adviceNotes(key: string, set: CharacteristicSet, orbit: OrbitClass, areas: readonly LandingArea[]): readonly Message[] {
  let notes = CACHE.get(key);
  if (!notes) {
    notes = adviceFor(set, orbit, areas)
      .slice(0, MAX_ADVICE)
      .map((id): Message => ({ key: `advice.${id}` as MessageKey }));
    CACHE.set(key, notes);
  }
  return notes;
}

/** R-LOAD-37 (ours): "little" vegetation or water is under this share of the area's fields. */
export const LITTLE_LIFE_SHARE = 1 / 4;

/** R-LOAD-37: the healing gear and the repair gear. */
const HEALING_GEAR = ['medkit'] as const;
const REPAIR_GEAR = ['tools', 'specialTools'] as const;

/**
 * R-LOAD-37: once landed, the advice on what to leave in the shuttle, for what is in it: the
 * healing and repair gear that is there (the Medkit, the repair gear, or both); the Doctor where
 * the area has little vegetation and water (few beings to wound), the Engineer where the air is
 * neither toxic nor acid (robots keep working), or either of them where both hold.
 */
export function reserveAdvice(fields: readonly AreaField[], atmosphere: Atmosphere, shuttle: ShuttleBay): Message[] {
  const notes: Message[] = [];
  // named for what the shuttle holds: the Medkit taken down for lush plants and water (R-LOAD-29) is
  // not to be left behind, and the advice said "healing and repair gear" with only the Tools aboard
  const held = (ids: readonly StockId[]): number => (ids.some((id) => (shuttle.units[id]?.count ?? 0) > 0) ? 1 : 0);
  const healing = held(HEALING_GEAR);
  const repair = held(REPAIR_GEAR);
  if (healing + repair > 0) notes.push({ key: keyByCounts(healing, repair, { both: 'advice.reserveGear', first: 'advice.reserveHealingGear', second: 'advice.reserveRepairGear' }) });
  const lively = fields.filter((f) => f.vegetation !== 'none' || f.base === 'liquid' || f.river || f.lake).length;
  const doctor = lively < fields.length * LITTLE_LIFE_SHARE && shuttle.crew.some((p) => p.id === 'doctor');
  const engineer = atmosphere !== 'toxic' && atmosphere !== 'acid' && shuttle.crew.some((p) => p.id === 'engineer');
  if (doctor || engineer) notes.push({ key: doctor && engineer ? 'advice.reserveDoctorOrEngineer' : doctor ? 'advice.reserveDoctor' : 'advice.reserveEngineer' });
  return notes;
}
