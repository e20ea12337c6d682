// The star map's content constraints, proved by exhaustive search.
import {
  DIRECTIONS,
  EARTH_FIELD,
  expectedTourEvents,
  hexNeighbours,
  MAP_COLS,
  MAP_ROWS,
  NODE_DISTANCES,
  PLANET_FIELDS,
  PLANET_IDS,
  planetAt,
  planetName,
  stepField,
  timeBonus,
  type PlanetId,
} from '../../src/engine';

const NODES = ['earth', ...PLANET_IDS] as const;
const idx = (n: string) => NODES.indexOf(n as never);
const d = NODE_DISTANCES;
const R = (...xs: string[]) => xs.map(idx);
const ROUTES = [
  R('earth', 'mefisto', 'picolo', 'birss', 'suwatte', 'noweAlto', 'paleo', 'korkran', 'opoplo', 'mezo', 'earth'),
  R('earth', 'mefisto', 'picolo', 'birss', 'suwatte', 'noweAlto', 'korkran', 'paleo', 'opoplo', 'mezo', 'earth'),
  R('earth', 'mefisto', 'birss', 'suwatte', 'noweAlto', 'paleo', 'korkran', 'opoplo', 'picolo', 'mezo', 'earth'),
  R('earth', 'mefisto', 'birss', 'suwatte', 'noweAlto', 'korkran', 'paleo', 'opoplo', 'picolo', 'mezo', 'earth'),
];
const cost = (tour: number[]) => tour.slice(1).reduce((s, n, i) => s + d[tour[i]!]![n]!, 0);

/** All closed tours from Earth through every planet, with their lengths. */
function allTours(): { tour: number[]; length: number }[] {
  const out: { tour: number[]; length: number }[] = [];
  const rec = (path: number[], left: number[], len: number) => {
    if (left.length === 0) {
      out.push({ tour: [...path, 0], length: len + d[path[path.length - 1]!]![0]! });
      return;
    }
    for (const x of left) rec([...path, x], left.filter((y) => y !== x), len + d[path[path.length - 1]!]![x]!);
  };
  rec([0], [1, 2, 3, 4, 5, 6, 7, 8, 9], 0);
  return out;
}

/** Shortest closed tour from Earth through a set of planets. */
function shortest(planets: number[]): number {
  let best = Infinity;
  const rec = (cur: number, left: number[], len: number) => {
    if (left.length === 0) best = Math.min(best, len + d[cur]![0]!);
    for (const x of left) rec(x, left.filter((y) => y !== x), len + d[cur]![x]!);
  };
  rec(0, planets, 0);
  return best;
}

describe('the star map', () => {
  test('planetAt names the planet of each planet field and nothing on every other field of the map', () => {
    let found = 0;
    for (let row = 1; row <= MAP_ROWS; row++)
      for (let col = 1; col <= MAP_COLS; col++) {
        const p = PLANET_IDS.find((id) => PLANET_FIELDS[id].row === row && PLANET_FIELDS[id].col === col) ?? null;
        expect(planetAt({ row, col })).toBe(p);
        if (p) found++;
      }
    expect(found).toBe(PLANET_IDS.length);
    // a field whose number would match a planet's (row × 1000 + column) is still not that planet's
    const m = PLANET_FIELDS[PLANET_IDS[0]!];
    expect(planetAt({ row: m.row - 1, col: m.col + 1000 })).toBeNull();
  });

  test('R-SPACE-01 R-CONTENT-06 square fields emulate hexagons: six neighbours, symmetric', () => {
    expect(DIRECTIONS).toHaveLength(6);
    for (let row = 2; row < MAP_ROWS; row++)
      for (let col = 2; col < MAP_COLS; col++) {
        const ns = hexNeighbours(row, col);
        expect(new Set(ns.map((n) => `${n.row}:${n.col}`)).size).toBe(6);
        for (const n of ns) expect(hexNeighbours(n.row, n.col).some((m) => m.row === row && m.col === col)).toBe(true);
      }
    expect(stepField(5, 5, 'up')).toEqual({ row: 4, col: 5 });
  });

  test('R-SPACE-02 R-SPACE-03 R-SPACE-05 R-CONTENT-01 Earth in the bottom-right corner and the nine named planets, one a field', () => {
    expect(EARTH_FIELD).toEqual({ row: MAP_ROWS, col: MAP_COLS });
    expect(PLANET_IDS.map((p) => planetName('pl', p))).toEqual(['Mefisto', 'Picolo', 'Birss', 'Suwatte', 'Nowe Alto', 'Paleo', 'Korkran', 'Opoplo', 'Mezo']);
    const fields = [EARTH_FIELD, ...PLANET_IDS.map((p) => PLANET_FIELDS[p])].map((f) => `${f.row}:${f.col}`);
    expect(new Set(fields).size).toBe(10);
    for (const p of PLANET_IDS) expect(PLANET_FIELDS[p].row >= 1 && PLANET_FIELDS[p].row <= MAP_ROWS && PLANET_FIELDS[p].col >= 1 && PLANET_FIELDS[p].col <= MAP_COLS).toBe(true);
  });

  test('R-SPACE-16 R-CONTENT-07 R-CONTENT-08 the shortest tours through all nine planets are exactly the four routes, each either way (exhaustive search)', () => {
    const tours = allTours();
    expect(tours).toHaveLength(362880);
    const best = tours.reduce((m, t) => Math.min(m, t.length), Infinity);
    const shortestTours = tours.filter((t) => t.length === best).map((t) => t.tour.join(','));
    const manual = ROUTES.flatMap((r) => [r.join(','), [...r].reverse().join(',')]);
    expect(shortestTours.sort()).toEqual(manual.sort());
    for (const r of ROUTES) expect(cost(r)).toBe(best);
    expect(best).toBe(26);
    // every other tour is at least two months longer
    expect(tours.filter((t) => t.length > best).reduce((m, t) => Math.min(m, t.length), Infinity)).toBe(best + 2);
  });

  test('R-SPACE-18 R-CONTENT-09 a 30-month voyage leaves 4 months of slack on an optimal route', () => {
    expect(30 - cost(ROUTES[0]!)).toBe(4);
  });

  test('R-SPACE-17 route 1 forward meets the most expected space events, route 4 backward the fewest', () => {
    const expected = (tour: number[]) => expectedTourEvents(d, tour, 30);
    const ev = ROUTES.flatMap((r) => [expected(r), expected([...r].reverse())]);
    const [route1Forward, ...rest] = ev;
    expect(route1Forward).toBeGreaterThan(Math.max(...rest));
    const route4Backward = ev[7]!;
    expect(route4Backward).toBeLessThan(Math.min(...ev.slice(0, 7)));
  });

  test('R-SETUP-08 R-SETUP-10 R-CONTENT-05 R-CONTENT-09 three 10-month voyages can cover all nine planets within their plans', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const plan10 = (set: number[]) => 10 + set.reduce((s, i) => s + timeBonus(PLANET_IDS[i - 1] as PlanetId, 10), 0);
    let found = false;
    for (let a = 0; a < 9 && !found; a++)
      for (let b = a + 1; b < 9 && !found; b++)
        for (let c = b + 1; c < 9 && !found; c++) {
          const t1 = [ids[a]!, ids[b]!, ids[c]!];
          const rest = ids.filter((x) => !t1.includes(x));
          for (let i = 0; i < rest.length && !found; i++)
            for (let j = i + 1; j < rest.length && !found; j++)
              for (let k = j + 1; k < rest.length && !found; k++) {
                const t2 = [rest[i]!, rest[j]!, rest[k]!];
                const t3 = rest.filter((x) => !t2.includes(x));
                found = [t1, t2, t3].every((t) => shortest(t) < plan10(t));
              }
        }
    expect(found).toBe(true);
  });

  test('R-SETUP-07 R-SETUP-10 a 20-month and a 10-month voyage can together cover all nine planets', () => {
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    let found = false;
    for (let a = 0; a < 9 && !found; a++)
      for (let b = a + 1; b < 9 && !found; b++)
        for (let c = b + 1; c < 9 && !found; c++) {
          const three = [ids[a]!, ids[b]!, ids[c]!];
          const six = ids.filter((x) => !three.includes(x));
          const bonus = (set: number[], len: 10 | 20) => set.reduce((s, i) => s + timeBonus(PLANET_IDS[i - 1] as PlanetId, len), 0);
          found = shortest(three) < 10 + bonus(three, 10) && shortest(six) <= 20 + bonus(six, 20);
        }
    expect(found).toBe(true);
  });

  test('R-SETUP-07 R-SETUP-08 R-SETUP-09 the time bonus: high for far planets on 10 months, small on 20, none on 30', () => {
    for (const p of PLANET_IDS) {
      expect(timeBonus(p, 30)).toBe(0);
      expect(timeBonus(p, 20)).toBeLessThanOrEqual(1);
      expect(timeBonus(p, 10)).toBeGreaterThanOrEqual(timeBonus(p, 20));
    }
    const byDistance = [...PLANET_IDS].sort((a, b) => d[0]![idx(a)]! - d[0]![idx(b)]!);
    expect(timeBonus(byDistance[8]!, 10)).toBeGreaterThan(timeBonus(byDistance[0]!, 10));
  });
});
