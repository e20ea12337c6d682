// The known habitats (R-HAB-01..53, the manual's order) and our lines 54..56: each line is where one
// being lives, as a multiple of the base chance (data/habitat.ts). Alternatives ('LUB') do not add
// up: where several hold, the largest counts, except R-HAB-10's fog, which the manual adds to the
// conditions before it. Readings of the manual's wording are in docs/DECISIONS.md (R-HAB-00).
import type { Habitat, Site } from '../habitat';

const plain = (x: Site) => x.terrain === 'plain';
const hills = (x: Site) => x.terrain === 'hills';
/** 'góry' / 'góra': mountains, a mountain with a cliff among them. */
const mountains = (x: Site) => x.terrain === 'mountains' || x.terrain === 'cliff';
const cliff = (x: Site) => x.terrain === 'cliff';
const glacier = (x: Site) => x.terrain === 'glacier';
const swamp = (x: Site) => x.terrain === 'swamp';
const liquid = (x: Site) => x.terrain === 'liquid';
const cave = (x: Site) => x.layer === 'cave';
const underwater = (x: Site) => x.layer === 'underwater';
/** Air-breathing lines (gravity, atmosphere, climate alone) hold on the surface and in caves, not under a liquid. */
const inAir = (x: Site) => x.layer !== 'underwater';
/** Vegetation lines mean plants in the air; under a liquid only R-HAB-42's underwater vegetation counts. */
const vegetation = (x: Site) => inAir(x) && x.vegetation !== 'none';
const sparse = (x: Site) => inAir(x) && x.vegetation === 'sparse';
const lush = (x: Site) => inAir(x) && x.vegetation === 'lush';
const tropical = (x: Site) => x.climate === 'tropical';
/** 'klimat nietropikalny': a climate other than tropical (an all-liquid area has none). */
const nonTropical = (x: Site) => x.climate !== 'tropical' && x.climate !== 'none';

/** The largest multiple among the alternatives that hold (0 if none does). */
function best(...alternatives: readonly (readonly [boolean, number])[]): number {
  let out = 0;
  for (const [holds, factor] of alternatives) if (holds && factor > out) out = factor;
  return out;
}

export const HABITATS: Readonly<Record<number, Habitat>> = {
  1: (x) =>
    inAir(x)
      ? best(
          [x.gravity === 'huge' && x.climate === 'temperate', 1 / 6],
          [x.gravity === 'high' && tropical(x), 1 / 30],
          [x.atmosphere === 'acid' && x.climate === 'desert', 1],
          [x.gravity === 'huge' && tropical(x), 1],
        )
      : 0,
  2: (x) => best([x.gravity === 'nearZero', 1], [x.gravity === 'low' && !cave(x) && !underwater(x), 1]),
  3: (x) => (inAir(x) ? best([x.atmosphere === 'toxic' && x.gravity !== 'nearZero', 1], [x.atmosphere === 'acid', 1]) : 0),
  4: (x) => (plain(x) ? (x.gravity === 'high' || x.gravity === 'huge' ? 2 : 1) : 0),
  5: (x) => best([plain(x) && x.climate === 'desert' && !x.chasm, 1], [hills(x) && x.climate === 'desert', 1]),
  6: (x) => best([plain(x) && x.hydrography === 50 && !lush(x), 1], [hills(x) && x.hydrography === 25 && !(x.gravity === 'earth' && sparse(x)), 1]),
  7: (x) => best([plain(x) && !x.area.vegetation, x.atmosphere === 'none' ? 2 : 1], [plain(x) && !sparse(x) && x.atmosphere === 'none', 1]),
  // 'przy każdej z tych opcji brak atmosfery': no air in every option, the near-zero plains and hills too
  8: (x) => best([(plain(x) || hills(x)) && x.gravity === 'nearZero' && x.atmosphere === 'none', 1], [mountains(x) && x.atmosphere === 'none', cliff(x) ? 2 : 1]),
  9: (x) => best([(plain(x) || hills(x)) && x.gravity === 'earth' && x.climate !== 'arctic', 1], [plain(x) && x.near.vegetation && x.gravity === 'high', 1]),
  10: (x) => best([hills(x) && x.gravity === 'high', 1], [plain(x) && !vegetation(x) && x.atmosphere === 'normal', 1]) + (x.fog ? 1 / 6 : 0),
  11: (x) => (mountains(x) && (x.gravity === 'nearZero' || x.gravity === 'low') ? 1 : 0),
  12: (x) => (mountains(x) && x.atmosphere === 'none' ? (cliff(x) ? 2 : 1) : 0),
  13: (x) => (cliff(x) || glacier(x) ? 1 : 0),
  14: (x) => (glacier(x) ? 1 : 0),
  15: (x) => best([glacier(x), 1], [mountains(x) && x.climate === 'arctic', 1]),
  16: (x) => best([glacier(x) && (x.gravity === 'low' || x.gravity === 'earth'), 1], [vegetation(x) && x.atmosphere === 'normal', 1]),
  17: (x) => best([swamp(x), x.atmosphere === 'toxic' || x.atmosphere === 'acid' ? 2 : 1], [x.lake, 1]),
  18: (x) =>
    best(
      [(swamp(x) || (x.lake && !plain(x)) || (x.river && !plain(x))) && tropical(x), 1],
      [lush(x) && x.atmosphere === 'thin' && (x.gravity === 'nearZero' || x.gravity === 'low' || x.gravity === 'earth'), 1],
      [x.river && (nonTropical(x) || plain(x)), 1 / 6],
    ),
  19: (x) => (swamp(x) ? 1 : 0),
  20: (x) => best([swamp(x) && (x.atmosphere === 'normal' || x.atmosphere === 'toxic'), 1], [plain(x) && sparse(x) && (x.hydrography === 50 || x.hydrography === 75), 1]),
  21: (x) => best([cave(x), 2], [!underwater(x) && x.climate === 'desert' && x.near.liquidLava, 1]),
  22: (x) => (cave(x) ? (x.gravity === 'low' || x.gravity === 'earth' ? 2 : 1) : 0),
  23: (x) => (cave(x) && (x.atmosphere === 'thin' || x.atmosphere === 'normal') ? 1 : 0),
  24: (x) => best([cave(x) && x.hydrography === 50, 1], [cave(x) && x.hydrography === 75, 1.5], [mountains(x) && !(x.gravity === 'low' && sparse(x)), 1]),
  25: (x) => best([cave(x) && (x.atmosphere === 'toxic' || x.atmosphere === 'acid'), 1], [x.terrain === 'solidLava', 1]),
  26: (x) => (liquid(x) ? (x.layer === 'surface' ? 1.5 : 1) : 0),
  27: (x) => (underwater(x) ? 2 : 0),
  28: (x) => (underwater(x) ? best([true, 1], [x.chasm, 2], [x.underwaterCliff, 2.5]) : 0),
  29: (x) => best([x.chasm && x.gravity !== 'nearZero', 1], [x.chasm && x.gravity === 'nearZero' && !plain(x) && !hills(x), 1]),
  30: (x) => (vegetation(x) && (x.gravity === 'high' || x.gravity === 'huge') ? 1 : 0),
  31: (x) => (vegetation(x) && (tropical(x) || x.climate === 'temperate') ? 1 : 0),
  32: (x) => (vegetation(x) && tropical(x) && !((x.gravity === 'nearZero' || x.gravity === 'low') && mountains(x)) ? 1 : 0),
  33: (x) => (plain(x) && sparse(x) ? 1 : 0),
  34: (x) => (sparse(x) && x.atmosphere === 'normal' ? 1 : 0),
  35: (x) => {
    const breathable = x.atmosphere === 'thin' || x.atmosphere === 'normal';
    return best([sparse(x) && breathable, 1], [plain(x) && sparse(x) && x.gravity === 'earth', breathable ? 2 : 1]);
  },
  36: (x) => (sparse(x) && (x.gravity === 'low' || x.gravity === 'earth') ? 1 : 0),
  37: (x) => {
    const heavy = x.gravity === 'high' || x.gravity === 'huge';
    return best([hills(x) && sparse(x) && x.gravity === 'high', 1], [sparse(x) && heavy && x.march, 1], [sparse(x) && heavy && !x.march, 1 / 12]);
  },
  38: (x) => (lush(x) ? (x.atmosphere === 'normal' ? 2 : 1) : 0),
  39: (x) => (lush(x) ? 2 : 0),
  40: (x) => (lush(x) ? 1 : 0),
  41: (x) => (lush(x) ? (x.gravity === 'low' ? 2 : 1) : 0),
  42: (x) => (underwater(x) && x.vegetation !== 'none' ? (x.vegetation === 'lush' ? 1.5 : 1) : 0),
  43: (x) => best([x.river && tropical(x), 1], [x.river && nonTropical(x), 1 / 3]),
  44: (x) => (x.building ? 3 : 0),
  45: (x) => best([x.building, 3], [x.city, 2]),
  46: (x) => best([x.building, 3], [x.city, 2]),
  47: (x) => best([x.building, 3], [x.city, 2]),
  48: (x) => best([x.building, 3], [x.city, 2]),
  49: (x) => (x.city ? 2 : 0),
  50: (x) => best([x.building, 2], [x.city, 3]),
  51: (x) => (x.city ? 3 : 0),
  52: (x) => (x.city || x.area.unresearchedCity ? 1 : 0),
  53: (x) => (x.city ? 2 : 0),
  // ours (the manual has 53 lines; 54..56 are ours): the ice caves and crevasses of glaciers
  54: (x) =>
    best(
      [cave(x) && x.ground === 'glacier' && (x.gravity === 'low' || x.gravity === 'earth' || x.gravity === 'high') && (x.atmosphere === 'thin' || x.atmosphere === 'normal'), 1],
      [glacier(x) && x.chasm && x.climate === 'arctic', 1 / 3],
    ),
  // ours (R-ART-09): the grey natural objects, rarer than the artifacts (÷3 and ÷6 of the base chance)
  // the Ringing Geode: weathered out of a cliff face, or in a cave under mountains
  55: (x) => best([cliff(x), 1 / 3], [cave(x) && (x.ground === 'mountains' || x.ground === 'cliff'), 1 / 6]),
  // the Spiral Fossil: in the bared strata of a chasm on dry land (not under a liquid), or on hills a desert wind has scoured
  56: (x) => best([x.chasm && !underwater(x), 1 / 3], [hills(x) && x.climate === 'desert', 1 / 6]),
};
