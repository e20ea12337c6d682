// R-HAB-00..53 (and our lines 54..56): each habitat line as the manual words it — the places where its
// being lives and the multiple of the base chance there ("szansa dwukrotna" ×2, "sześciokrotnie
// mniejsza" ÷6 …), each alternative ('LUB') entered and a near miss beside it. The expected
// multiples are the manual's literals.
import { HABITATS, type Site } from '../../src/engine';

const BASE: Site = {
  gravity: 'earth',
  atmosphere: 'normal',
  hydrography: 50,
  climate: 'temperate',
  fog: false,
  layer: 'surface',
  terrain: 'plain',
  ground: 'plain',
  vegetation: 'none',
  river: false,
  lake: false,
  chasm: false,
  underwaterCliff: false,
  building: false,
  city: false,
  near: { vegetation: false, liquidLava: false },
  area: { vegetation: true, unresearchedCity: false },
  march: false,
};
const at = (o: Partial<Site>): Site => ({ ...BASE, ...o });
const cave = (o: Partial<Site> = {}): Site => at({ layer: 'cave', terrain: null, ...o });
const under = (o: Partial<Site> = {}): Site => at({ layer: 'underwater', terrain: 'liquid', ground: 'liquid', ...o });
const factor = (line: number, x: Site) => HABITATS[line]!(x);

// [line, site, the manual's multiple]
const CASES: readonly (readonly [number, Site, number])[] = [
  // R-HAB-01: huge+temperate ÷6 OR high+tropical ÷30 OR acid+desert OR huge+tropical
  [1, at({ gravity: 'huge', climate: 'temperate' }), 1 / 6],
  [1, at({ gravity: 'high', climate: 'tropical' }), 1 / 30],
  [1, at({ atmosphere: 'acid', climate: 'desert' }), 1],
  [1, at({ gravity: 'huge', climate: 'tropical' }), 1],
  [1, at({ gravity: 'high', climate: 'temperate' }), 0],
  [1, at({ atmosphere: 'toxic', climate: 'desert' }), 0],
  // R-HAB-02: near-zero OR low outside caves and under the liquid
  [2, cave({ gravity: 'nearZero' }), 1],
  [2, at({ gravity: 'low' }), 1],
  [2, cave({ gravity: 'low' }), 0],
  [2, under({ gravity: 'low' }), 0],
  [2, at({ gravity: 'earth' }), 0],
  // R-HAB-03: toxic above near-zero OR acid
  [3, at({ atmosphere: 'toxic', gravity: 'low' }), 1],
  [3, at({ atmosphere: 'toxic', gravity: 'nearZero' }), 0],
  [3, at({ atmosphere: 'acid', gravity: 'nearZero' }), 1],
  [3, at({ atmosphere: 'normal' }), 0],
  // R-HAB-04: plain; ×2 at high or huge gravity
  [4, at({}), 1],
  [4, at({ gravity: 'high' }), 2],
  [4, at({ gravity: 'huge' }), 2],
  [4, at({ terrain: 'hills', ground: 'hills' }), 0],
  // R-HAB-05: desert plain without a chasm OR desert hills
  [5, at({ climate: 'desert' }), 1],
  [5, at({ climate: 'desert', chasm: true }), 0],
  [5, at({ climate: 'desert', terrain: 'hills', chasm: true }), 1],
  [5, at({ climate: 'arctic' }), 0],
  // R-HAB-06: plain at 50% without lush OR hills at 25% (at Earth gravity without sparse)
  [6, at({ hydrography: 50 }), 1],
  [6, at({ hydrography: 50, vegetation: 'lush' }), 0],
  [6, at({ hydrography: 75 }), 0],
  [6, at({ terrain: 'hills', hydrography: 25 }), 1],
  [6, at({ terrain: 'hills', hydrography: 25, vegetation: 'sparse' }), 0],
  [6, at({ terrain: 'hills', hydrography: 25, vegetation: 'sparse', gravity: 'high' }), 1],
  // R-HAB-07: plain without sparse and no air OR plain in an area without vegetation (×2 without air)
  [7, at({ atmosphere: 'none' }), 1],
  [7, at({ atmosphere: 'none', vegetation: 'sparse' }), 0],
  [7, at({ area: { vegetation: false, unresearchedCity: false } }), 1],
  [7, at({ area: { vegetation: false, unresearchedCity: false }, atmosphere: 'none' }), 2],
  [7, at({}), 0],
  // R-HAB-08: plain or hills at near-zero OR a mountain without air; a cliff ×2
  [8, at({ gravity: 'nearZero' }), 1],
  [8, at({ terrain: 'hills', gravity: 'nearZero' }), 1],
  [8, at({ terrain: 'mountains', atmosphere: 'none' }), 1],
  [8, at({ terrain: 'cliff', atmosphere: 'none' }), 2],
  [8, at({ terrain: 'mountains' }), 0],
  // R-HAB-09: plain or hills at Earth gravity, not arctic OR plain with vegetation near, high gravity
  [9, at({ terrain: 'hills' }), 1],
  [9, at({ climate: 'arctic' }), 0],
  [9, at({ gravity: 'high', near: { vegetation: true, liquidLava: false } }), 1],
  [9, at({ gravity: 'high' }), 0],
  // R-HAB-10: hills at high OR plain without vegetation in normal air; fog ÷6 added to them
  [10, at({ terrain: 'hills', gravity: 'high' }), 1],
  [10, at({}), 1],
  [10, at({ vegetation: 'sparse' }), 0],
  [10, at({ fog: true }), 1 + 1 / 6],
  [10, at({ fog: true, vegetation: 'sparse' }), 1 / 6],
  // R-HAB-11: mountains at near-zero or low
  [11, at({ terrain: 'mountains', gravity: 'low' }), 1],
  [11, at({ terrain: 'cliff', gravity: 'nearZero' }), 1],
  [11, at({ terrain: 'mountains' }), 0],
  // R-HAB-12: a mountain without air; a cliff ×2
  [12, at({ terrain: 'mountains', atmosphere: 'none' }), 1],
  [12, at({ terrain: 'cliff', atmosphere: 'none' }), 2],
  [12, at({ terrain: 'mountains', atmosphere: 'thin' }), 0],
  // R-HAB-13..15
  [13, at({ terrain: 'cliff' }), 1],
  [13, at({ terrain: 'glacier' }), 1],
  [13, at({ terrain: 'mountains' }), 0],
  [14, at({ terrain: 'glacier' }), 1],
  [14, at({ terrain: 'cliff' }), 0],
  [15, at({ terrain: 'glacier' }), 1],
  [15, at({ terrain: 'mountains', climate: 'arctic' }), 1],
  [15, at({ terrain: 'mountains' }), 0],
  // R-HAB-16: glacier at low or Earth gravity OR vegetation in normal air
  [16, at({ terrain: 'glacier', gravity: 'low' }), 1],
  [16, at({ terrain: 'glacier', gravity: 'high', atmosphere: 'thin' }), 0],
  [16, at({ vegetation: 'sparse' }), 1],
  [16, at({ vegetation: 'sparse', atmosphere: 'thin' }), 0],
  // R-HAB-17: swamp or lake; toxic or acid swamps ×2
  [17, at({ terrain: 'swamp' }), 1],
  [17, at({ terrain: 'swamp', atmosphere: 'acid' }), 2],
  [17, at({ lake: true, atmosphere: 'toxic' }), 1],
  [17, at({ river: true }), 0],
  // R-HAB-18: tropical swamp / lake or river off a plain OR lush in thin air at most Earth gravity OR river non-tropical or on a plain ÷6
  [18, at({ terrain: 'swamp', climate: 'tropical' }), 1],
  [18, at({ terrain: 'hills', lake: true, climate: 'tropical' }), 1],
  [18, at({ lake: true, climate: 'tropical' }), 0],
  [18, at({ vegetation: 'lush', atmosphere: 'thin', gravity: 'low' }), 1],
  [18, at({ vegetation: 'lush', atmosphere: 'thin', gravity: 'high' }), 0],
  [18, at({ terrain: 'hills', river: true }), 1 / 6],
  [18, at({ river: true, climate: 'tropical' }), 1 / 6],
  [18, at({ terrain: 'hills', river: true, climate: 'tropical' }), 1],
  // R-HAB-19, R-HAB-20
  [19, at({ terrain: 'swamp' }), 1],
  [19, at({ lake: true }), 0],
  [20, at({ terrain: 'swamp', atmosphere: 'toxic' }), 1],
  [20, at({ terrain: 'swamp', atmosphere: 'thin' }), 0],
  [20, at({ vegetation: 'sparse', hydrography: 75 }), 1],
  [20, at({ vegetation: 'sparse', hydrography: 25 }), 0],
  // R-HAB-21: cave (×2) OR desert with liquid lava near
  [21, cave(), 2],
  [21, at({ climate: 'desert', near: { vegetation: false, liquidLava: true } }), 1],
  [21, at({ near: { vegetation: false, liquidLava: true } }), 0],
  // R-HAB-22..25: caves
  [22, cave({ gravity: 'low' }), 2],
  [22, cave({ gravity: 'earth' }), 2],
  [22, cave({ gravity: 'high' }), 1],
  [22, at({}), 0],
  [23, cave({ atmosphere: 'thin' }), 1],
  [23, cave({ atmosphere: 'toxic' }), 0],
  [24, cave({ hydrography: 50 }), 1],
  [24, cave({ hydrography: 75 }), 1.5],
  [24, cave({ hydrography: 25 }), 0],
  [24, at({ terrain: 'mountains', gravity: 'low' }), 1],
  [24, at({ terrain: 'mountains', gravity: 'low', vegetation: 'sparse' }), 0],
  [25, cave({ atmosphere: 'acid' }), 1],
  [25, cave({ atmosphere: 'normal' }), 0],
  [25, at({ terrain: 'solidLava' }), 1],
  // R-HAB-26..28: liquid
  [26, at({ terrain: 'liquid', ground: 'liquid' }), 1.5],
  [26, under(), 1],
  [26, at({}), 0],
  [27, under(), 2],
  [27, at({ terrain: 'liquid', ground: 'liquid' }), 0],
  [28, under(), 1],
  [28, under({ chasm: true }), 2],
  [28, under({ underwaterCliff: true }), 2.5],
  [28, at({ chasm: true }), 0],
  // R-HAB-29: a chasm off near-zero OR at near-zero on a field neither plain nor hills
  [29, at({ chasm: true }), 1],
  [29, at({ chasm: true, gravity: 'nearZero' }), 0],
  [29, at({ chasm: true, gravity: 'nearZero', terrain: 'mountains' }), 1],
  // R-HAB-30..37: vegetation
  [30, at({ vegetation: 'sparse', gravity: 'high' }), 1],
  [30, at({ vegetation: 'sparse' }), 0],
  [31, at({ vegetation: 'lush', climate: 'tropical' }), 1],
  [31, at({ vegetation: 'lush', climate: 'arctic' }), 0],
  [32, at({ vegetation: 'lush', climate: 'tropical' }), 1],
  [32, at({ vegetation: 'lush', climate: 'tropical', terrain: 'mountains', gravity: 'low' }), 0],
  [32, at({ vegetation: 'lush', climate: 'tropical', terrain: 'mountains' }), 1],
  [33, at({ vegetation: 'sparse' }), 1],
  [33, at({ vegetation: 'lush' }), 0],
  [34, at({ vegetation: 'sparse' }), 1],
  [34, at({ vegetation: 'sparse', atmosphere: 'thin' }), 0],
  [35, at({ terrain: 'hills', vegetation: 'sparse', atmosphere: 'thin' }), 1],
  [35, at({ vegetation: 'sparse', atmosphere: 'thin' }), 2],
  [35, at({ vegetation: 'sparse', atmosphere: 'toxic' }), 1],
  [35, at({ vegetation: 'sparse', atmosphere: 'toxic', gravity: 'high' }), 0],
  [36, at({ vegetation: 'sparse', gravity: 'low' }), 1],
  [36, at({ vegetation: 'sparse', gravity: 'high' }), 0],
  [37, at({ terrain: 'hills', vegetation: 'sparse', gravity: 'high' }), 1],
  [37, at({ vegetation: 'sparse', gravity: 'huge', march: true }), 1],
  [37, at({ vegetation: 'sparse', gravity: 'huge' }), 1 / 12],
  [37, at({ vegetation: 'sparse' }), 0],
  // R-HAB-38..43
  [38, at({ vegetation: 'lush' }), 2],
  [38, at({ vegetation: 'lush', atmosphere: 'thin' }), 1],
  [38, under({ vegetation: 'lush' }), 0],
  [39, at({ vegetation: 'lush' }), 2],
  [39, at({ vegetation: 'sparse' }), 0],
  [40, at({ vegetation: 'lush' }), 1],
  [41, at({ vegetation: 'lush', gravity: 'low' }), 2],
  [41, at({ vegetation: 'lush' }), 1],
  [42, under({ vegetation: 'sparse' }), 1],
  [42, under({ vegetation: 'lush' }), 1.5],
  [42, at({ vegetation: 'lush' }), 0],
  [43, at({ river: true, climate: 'tropical' }), 1],
  [43, at({ river: true }), 1 / 3],
  [43, at({}), 0],
  // R-HAB-44..53: alien buildings and cities
  [44, at({ building: true }), 3],
  [44, at({ city: true }), 0],
  ...[45, 46, 47, 48].flatMap((l) => [[l, at({ building: true }), 3] as const, [l, at({ city: true }), 2] as const]),
  [49, at({ city: true }), 2],
  [49, at({ building: true }), 0],
  [50, at({ building: true }), 2],
  [50, at({ city: true }), 3],
  [51, at({ city: true }), 3],
  [52, at({ city: true }), 1],
  [52, at({ area: { vegetation: true, unresearchedCity: true } }), 1],
  [52, at({}), 0],
  [53, at({ city: true }), 2],
  // 54 (ours): a cave under a glacier (low to high gravity, thin or normal air) OR an arctic glacier crevasse ÷3
  [54, cave({ ground: 'glacier' }), 1],
  [54, cave({ ground: 'glacier', gravity: 'huge' }), 0],
  [54, at({ terrain: 'glacier', ground: 'glacier', chasm: true, climate: 'arctic' }), 1 / 3],
  [54, at({ terrain: 'glacier', ground: 'glacier', chasm: true }), 0],
  // 55 (ours, R-ART-09, the Ringing Geode): a mountain with a cliff ÷3 OR a cave under mountains ÷6
  [55, at({ terrain: 'cliff', ground: 'cliff' }), 1 / 3],
  [55, cave({ ground: 'mountains' }), 1 / 6],
  [55, cave({ ground: 'cliff' }), 1 / 6],
  [55, at({ terrain: 'mountains', ground: 'mountains' }), 0],
  [55, cave({ ground: 'hills' }), 0],
  // 56 (ours, R-ART-09, the Spiral Fossil): a chasm on dry land ÷3 OR desert hills ÷6
  [56, at({ chasm: true }), 1 / 3],
  [56, at({ terrain: 'hills', ground: 'hills', chasm: true, climate: 'desert' }), 1 / 3],
  [56, at({ terrain: 'hills', ground: 'hills', climate: 'desert' }), 1 / 6],
  [56, under({ chasm: true }), 0],
  [56, at({ terrain: 'hills', ground: 'hills' }), 0],
];

describe('R-HAB: the known habitats, line by line', () => {
  test.each(CASES.map(([line, site, f], i) => [`R-HAB-${String(line).padStart(2, '0')} case ${i}`, line, site, f] as const))('%s', (_name, line, site, f) => {
    expect(factor(line, site)).toBeCloseTo(f, 10);
  });

  test('R-HAB-00 there are 56 lines: the manual\'s 53 and our 54..56 (55 and 56 for R-ART-09)', () => {
    expect(Object.keys(HABITATS).map(Number)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    // every line is entered by at least one case above, and at least one case misses it or shows its multiple
    for (let line = 1; line <= 56; line++) expect(CASES.some(([l, , f]) => l === line && f > 0)).toBe(true);
  });
});
