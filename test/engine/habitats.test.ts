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
  // R-HAB-08: plain or hills at near-zero OR a mountain, each without air; a cliff ×2
  [8, at({ gravity: 'nearZero', atmosphere: 'none' }), 1],
  [8, at({ terrain: 'hills', gravity: 'nearZero', atmosphere: 'none' }), 1],
  [8, at({ gravity: 'nearZero' }), 0],
  [8, at({ terrain: 'hills', gravity: 'nearZero', atmosphere: 'thin' }), 0],
  [8, at({ atmosphere: 'none' }), 0],
  [8, at({ terrain: 'swamp', ground: 'swamp', gravity: 'nearZero', atmosphere: 'none' }), 0],
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
  [14, at({ terrain: 'mountains', climate: 'arctic' }), 0],
  [15, at({ terrain: 'glacier' }), 1],
  [15, at({ terrain: 'mountains', climate: 'arctic' }), 1],
  [15, at({ terrain: 'mountains' }), 0],
  [15, at({ climate: 'arctic' }), 0],
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
  [23, cave({ atmosphere: 'normal' }), 1],
  [23, at({ atmosphere: 'thin' }), 0],
  [24, cave({ hydrography: 50 }), 1],
  [24, cave({ hydrography: 75 }), 1.5],
  [24, cave({ hydrography: 25 }), 0],
  [24, at({ terrain: 'mountains', gravity: 'low' }), 1],
  [24, at({ terrain: 'mountains', gravity: 'low', vegetation: 'sparse' }), 0],
  [25, cave({ atmosphere: 'acid' }), 1],
  [25, cave({ atmosphere: 'normal' }), 0],
  [25, at({ terrain: 'solidLava' }), 1],
  [25, cave({ atmosphere: 'toxic' }), 1],
  [25, at({ atmosphere: 'acid' }), 0],
  // R-HAB-26..28: liquid
  [26, at({ terrain: 'liquid', ground: 'liquid' }), 1.5],
  [26, under(), 1],
  [26, at({}), 0],
  [27, under(), 2],
  [27, at({ terrain: 'liquid', ground: 'liquid' }), 0],
  [27, under({ chasm: true }), 2],
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
  [31, at({ vegetation: 'sparse', climate: 'temperate' }), 1],
  [31, at({ climate: 'tropical' }), 0],
  [32, at({ vegetation: 'lush', climate: 'tropical' }), 1],
  [32, at({ vegetation: 'lush', climate: 'tropical', terrain: 'mountains', gravity: 'low' }), 0],
  [32, at({ vegetation: 'lush', climate: 'tropical', terrain: 'mountains' }), 1],
  [32, at({ vegetation: 'lush', climate: 'tropical', terrain: 'mountains', gravity: 'nearZero' }), 0],
  [32, at({ vegetation: 'lush', climate: 'temperate' }), 0],
  [33, at({ vegetation: 'sparse' }), 1],
  [33, at({ vegetation: 'lush' }), 0],
  [33, at({ terrain: 'hills', vegetation: 'sparse' }), 0],
  [34, at({ vegetation: 'sparse' }), 1],
  [34, at({ vegetation: 'sparse', atmosphere: 'thin' }), 0],
  [35, at({ terrain: 'hills', vegetation: 'sparse', atmosphere: 'thin' }), 1],
  [35, at({ vegetation: 'sparse', atmosphere: 'thin' }), 2],
  [35, at({ vegetation: 'sparse', atmosphere: 'toxic' }), 1],
  [35, at({ vegetation: 'sparse', atmosphere: 'toxic', gravity: 'high' }), 0],
  [36, at({ vegetation: 'sparse', gravity: 'low' }), 1],
  [36, at({ vegetation: 'sparse', gravity: 'high' }), 0],
  [36, at({ vegetation: 'sparse', gravity: 'earth' }), 1],
  [36, at({ gravity: 'low' }), 0],
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
  [40, at({ vegetation: 'sparse' }), 0],
  [41, at({ vegetation: 'lush', gravity: 'low' }), 2],
  [41, at({ vegetation: 'lush' }), 1],
  [41, at({ vegetation: 'sparse', gravity: 'low' }), 0],
  [42, under({ vegetation: 'sparse' }), 1],
  [42, under({ vegetation: 'lush' }), 1.5],
  [42, at({ vegetation: 'lush' }), 0],
  [42, under(), 0],
  [43, at({ river: true, climate: 'tropical' }), 1],
  [43, at({ river: true }), 1 / 3],
  [43, at({}), 0],
  // R-HAB-44..53: alien buildings and cities
  [44, at({ building: true }), 3],
  [44, at({ city: true }), 0],
  ...[45, 46, 47, 48].flatMap((l) => [[l, at({ building: true }), 3] as const, [l, at({ city: true }), 2] as const, [l, at({}), 0] as const]),
  [49, at({ city: true }), 2],
  [49, at({ building: true }), 0],
  [50, at({ building: true }), 2],
  [50, at({ city: true }), 3],
  [51, at({ city: true }), 3],
  [51, at({ building: true }), 0],
  [52, at({ city: true }), 1],
  [52, at({ area: { vegetation: true, unresearchedCity: true } }), 1],
  [52, at({}), 0],
  [53, at({ city: true }), 2],
  [53, at({ building: true }), 0],
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

/** Every case of a line against the manual's multiple; the line holds in at least one of them. */
function expectLine(line: number): void {
  const cases = CASES.filter(([l]) => l === line);
  expect(cases.some(([, , f]) => f > 0)).toBe(true);
  for (const [, site, f] of cases) expect([line, site, factor(line, site)]).toEqual([line, site, expect.closeTo(f, 10)]);
}

describe('R-HAB: the known habitats, line by line', () => {
  test('R-HAB-01 huge gravity with temperate climate (÷6) OR high with tropical (÷30) OR acid atmosphere with desert OR huge with tropical', () => expectLine(1));
  test('R-HAB-02 near-zero gravity OR low gravity outside caves and under the liquid', () => expectLine(2));
  test('R-HAB-03 toxic atmosphere above near-zero gravity OR acid atmosphere', () => expectLine(3));
  test('R-HAB-04 plain; ×2 at high or huge gravity', () => expectLine(4));
  test('R-HAB-05 desert plain without a chasm OR desert hills', () => expectLine(5));
  test('R-HAB-06 plain at hydrography 50% without lush vegetation OR hills at 25% (no sparse vegetation at Earth gravity)', () => expectLine(6));
  test('R-HAB-07 plain without sparse vegetation and no atmosphere OR plain in an area without vegetation (×2 with no atmosphere)', () => expectLine(7));
  test('R-HAB-08 plain or hills at near-zero gravity OR a mountain, each with no atmosphere; a cliff ×2', () => expectLine(8));
  test('R-HAB-09 plain or hills at Earth gravity, not arctic OR plain with vegetation nearby at high gravity', () => expectLine(9));
  test('R-HAB-10 hills at high gravity OR plain without vegetation in normal air; fog ÷6 added to them', () => expectLine(10));
  test('R-HAB-11 mountains at near-zero or low gravity', () => expectLine(11));
  test('R-HAB-12 a mountain with no atmosphere; a cliff ×2', () => expectLine(12));
  test('R-HAB-13 cliff or glacier', () => expectLine(13));
  test('R-HAB-14 glacier (not a cliff, not arctic mountains)', () => expectLine(14));
  test('R-HAB-15 glacier OR mountains with arctic climate', () => expectLine(15));
  test('R-HAB-16 glacier at low or Earth gravity OR vegetation in normal air', () => expectLine(16));
  test('R-HAB-17 swamp or lake; toxic or acid swamps ×2', () => expectLine(17));
  test('R-HAB-18 tropical swamp, lake or river off a plain OR lush vegetation in thin air at most Earth gravity OR river non-tropical or on a plain (÷6)', () => expectLine(18));
  test('R-HAB-19 swamp', () => expectLine(19));
  test('R-HAB-20 swamp in normal or toxic air OR plain with sparse vegetation at hydrography 50% or 75%', () => expectLine(20));
  test('R-HAB-21 cave (×2) OR desert with liquid lava nearby', () => expectLine(21));
  test('R-HAB-22 cave; ×2 at low or Earth gravity', () => expectLine(22));
  test('R-HAB-23 cave with thin or normal atmosphere', () => expectLine(23));
  test('R-HAB-24 cave at hydrography 50% (×1) or 75% (×1.5) OR mountains (no sparse vegetation at low gravity)', () => expectLine(24));
  test('R-HAB-25 cave with toxic or acid atmosphere OR solidified lava', () => expectLine(25));
  test('R-HAB-26 liquid; on its surface ×1.5', () => expectLine(26));
  test('R-HAB-27 under the liquid surface (×2)', () => expectLine(27));
  test('R-HAB-28 under the liquid surface; ×2 at an underwater chasm, ×2.5 at an underwater cliff', () => expectLine(28));
  test('R-HAB-29 chasm at gravity other than near-zero OR chasm at near-zero on a field neither plain nor hills', () => expectLine(29));
  test('R-HAB-30 vegetation at high or huge gravity', () => expectLine(30));
  test('R-HAB-31 vegetation with tropical or temperate climate', () => expectLine(31));
  test('R-HAB-32 vegetation with tropical climate, no mountains at near-zero or low gravity', () => expectLine(32));
  test('R-HAB-33 plain with sparse vegetation', () => expectLine(33));
  test('R-HAB-34 sparse vegetation with normal atmosphere', () => expectLine(34));
  test('R-HAB-35 sparse vegetation in thin or normal air OR plain with sparse vegetation at Earth gravity (×2 in thin or normal air)', () => expectLine(35));
  test('R-HAB-36 sparse vegetation at low or Earth gravity', () => expectLine(36));
  test('R-HAB-37 hills with sparse vegetation at high gravity OR sparse vegetation at high or huge gravity on a forced march OR during research (÷12)', () => expectLine(37));
  test('R-HAB-38 lush vegetation; ×2 with normal atmosphere', () => expectLine(38));
  test('R-HAB-39 lush vegetation (×2)', () => expectLine(39));
  test('R-HAB-40 lush vegetation', () => expectLine(40));
  test('R-HAB-41 lush vegetation; ×2 at low gravity', () => expectLine(41));
  test('R-HAB-42 underwater vegetation; lush ×1.5', () => expectLine(42));
  test('R-HAB-43 river with tropical climate OR river with non-tropical climate (÷3)', () => expectLine(43));
  test('R-HAB-44 alien building (×3)', () => expectLine(44));
  test('R-HAB-45 alien building (×3) OR alien city (×2)', () => expectLine(45));
  test('R-HAB-46 alien building (×3) OR alien city (×2)', () => expectLine(46));
  test('R-HAB-47 alien building (×3) OR alien city (×2)', () => expectLine(47));
  test('R-HAB-48 alien building (×3) OR alien city (×2)', () => expectLine(48));
  test('R-HAB-49 alien city (×2)', () => expectLine(49));
  test('R-HAB-50 alien building (×2) OR alien city (×3)', () => expectLine(50));
  test('R-HAB-51 alien city (×3)', () => expectLine(51));
  test('R-HAB-52 alien city OR an area with an alien city not yet researched', () => expectLine(52));
  test('R-HAB-53 alien city (×2)', () => expectLine(53));
  test('R-HAB-54 (ours) a cave under a glacier (low to high gravity, thin or normal air) OR an arctic glacier crevasse (÷3)', () => expectLine(54));
  test('R-HAB-55 (ours, R-ART-09) a mountain with a cliff (÷3) OR a cave under mountains (÷6)', () => expectLine(55));
  test('R-HAB-56 (ours, R-ART-09) a chasm on dry land (÷3) OR desert hills (÷6)', () => expectLine(56));

  test('R-HAB-00 there are 56 lines: the manual\'s 53 and our 54..56 (55 and 56 for R-ART-09)', () => {
    expect(Object.keys(HABITATS).map(Number)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    // every line is entered by at least one case above, and at least one case misses it or shows its multiple
    for (let line = 1; line <= 56; line++) expect(CASES.some(([l, , f]) => l === line && f > 0)).toBe(true);
  });
});
