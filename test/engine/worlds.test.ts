// Issue 14 point 5: new worlds — each planet gets the content of another planet of its orbit
// class (characteristic sets, size, landing areas and so who is met there), drawn from the seed.
import { deserialize, legalActions, menuItems, newGame, PLANET_IDS, PLANETS, serialize, step, type GameState, type PlanetId } from '../../src/engine';
import { AREAS } from '../../src/engine/data/content/areas';
import { areaPool } from '../../src/engine/rules/landing';
import { orbitSet } from '../../src/engine/rules/planet';
import { contentOf, orbitClasses, shuffleWorlds } from '../../src/engine/rules/worlds';
import { replay } from '../../src/engine/replay';
import { renderSheets } from '../../src/sheets';
import { act, pathTo, settle } from '../support/voyage';
import { PLANET_FIELDS } from '../../src/engine';

/** The orbit classes as the manual's map colours them (R-SPACE-07; our planets). */
const CLASSES = { pink: ['mefisto', 'korkran'], blue: ['picolo', 'noweAlto'], yellow: ['birss', 'suwatte', 'mezo'], green: ['paleo', 'opoplo'] };

describe('the shuffle', () => {
  test('the orbit classes it keeps', () => {
    expect(orbitClasses().map((c) => [...c].sort())).toEqual(Object.values(CLASSES).map((c) => [...c].sort()));
  });

  test('each seed gives a permutation within every orbit class, never the classic worlds, always the same for the seed', () => {
    for (let seed = 0; seed < 500; seed++) {
      const w = shuffleWorlds(seed);
      expect(shuffleWorlds(seed)).toEqual(w);
      for (const cls of Object.values(CLASSES)) expect(cls.map((p) => w[p as PlanetId]).sort()).toEqual([...cls].sort());
      expect(PLANET_IDS.some((p) => w[p] !== p)).toBe(true);
    }
  });

  test('every one of the 47 shuffles that are not the classic worlds comes up about equally often (4,700 seeds, each 100 ± 45)', () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 4700; seed++) {
      const k = JSON.stringify(shuffleWorlds(seed));
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    // 2 × 2 × 6 × 2 = 48 permutations within the classes, less the identity
    expect(counts.size).toBe(47);
    for (const n of counts.values()) expect(Math.abs(n - 100)).toBeLessThanOrEqual(45);
  });
});

describe('a game with new worlds', () => {
  test('a classic game is unchanged: no worlds, every planet its own, the same draws as before the option', () => {
    const classic = newGame({ length: 20, seed: 31 });
    const shuffled = newGame({ length: 20, seed: 31, randomize: true });
    expect(classic.worlds).toBeNull();
    for (const p of PLANET_IDS) expect(contentOf(classic, p)).toBe(p);
    expect(shuffled.worlds).toEqual(shuffleWorlds(31));
    expect([shuffled.crew, shuffled.stock, shuffled.rng, shuffled.tip]).toEqual([classic.crew, classic.stock, classic.rng, classic.tip]);
    expect(shuffled.message.notes).toEqual([{ key: 'note.newWorlds' }]);
    expect(classic.message.notes).toBeUndefined();
  });

  /** In orbit of a planet whose content is another's: seed 31's shuffle moves Mezo's. */
  function orbitingMoved(): { s: GameState; planet: PlanetId; source: PlanetId } {
    let s = newGame({ length: 30, seed: 31, randomize: true });
    const planet = PLANET_IDS.find((p) => s.worlds![p] !== p)!;
    for (const dir of pathTo(s.position, PLANET_FIELDS[planet])) s = act(s, { type: 'fly', dir });
    s = settle(s);
    expect(s.phase).toBe('orbit');
    expect(s.orbit!.planet).toBe(planet);
    return { s, planet, source: s.worlds![planet] };
  }

  test('the planet orbited has the characteristic set, the landing areas and the description of its source', () => {
    const { s, planet, source } = orbitingMoved();
    expect(source).not.toBe(planet);
    expect(PLANETS[source].orbit).toBe(PLANETS[planet].orbit);
    expect(orbitSet(s)).toBe(PLANETS[source].sets[s.orbit!.set]);
    const pool = areaPool(s).map((x) => x.area.id);
    expect(pool.length).toBeGreaterThan(0);
    for (const id of pool) expect(AREAS[source].some((a) => a.id === id)).toBe(true);
    // the planet box: the planet's own name, the size of its source, the source's description
    const text = [...renderSheets(s, 'en').sheets.space.cells.values()].map((c) => String(c.value ?? ''));
    const sizeEn = { miniature: 'miniature', small: 'small', large: 'large', huge: 'huge' }[PLANETS[source].size];
    expect(text.some((x) => x.toLowerCase().startsWith(sizeEn))).toBe(true);
  });

  test("R-ORBIT-01 the orbit's set is the source's for the worlds of the state asked, whatever was asked before: the same orbit in the classic worlds, no orbit, then the shuffled ones again", () => {
    const { s, planet, source } = orbitingMoved();
    const set = s.orbit!.set;
    expect(orbitSet(s)).toBe(PLANETS[source].sets[set]);
    // the same orbit object with other worlds (classic): the planet's own set, not the one kept
    expect(orbitSet({ ...s, worlds: null })).toBe(PLANETS[planet].sets[set]);
    expect(orbitSet(s)).toBe(PLANETS[source].sets[set]);
    // a state out of orbit after one in orbit: none
    expect(orbitSet({ ...s, orbit: null })).toBeNull();
    expect(orbitSet({ ...s, orbit: { ...s.orbit! } })).toBe(PLANETS[source].sets[set]);
  });

  test('landing there draws one of the source planet areas', () => {
    const { s, source } = orbitingMoved();
    let out = s;
    for (const a of legalActions(out).filter((x) => x.type === 'load' && (x.unit === 'soldier' || x.unit === 'heavySuit' || x.unit === 'suit')).slice(0, 1)) out = act(out, a);
    const drawn = step(out, { type: 'land' });
    expect(drawn.refused).toBeUndefined();
    expect(drawn.state.phase).toBe('landing');
    expect(AREAS[source].map((a) => a.id)).toContain(drawn.state.landing!.area);
  });

  test("the choice menu offers the lengths with new worlds; the next game keeps the chronicle", () => {
    const s = act(newGame({ length: 10, seed: 2 }), { type: 'openNewGame' });
    const random = menuItems(s).filter((m) => m.action?.type === 'newGame' && m.action.randomize === true);
    expect(random.map((m) => m.label)).toEqual(['menu.random10', 'menu.random20', 'menu.random30']);
    const next = act(s, random[1]!.action!);
    expect(next.length).toBe(20);
    expect(next.worlds).not.toBeNull();
    expect(next.worlds).toEqual(shuffleWorlds(next.seed));
  });

  test('a game with new worlds replays exactly, and saves and loads', () => {
    const { s } = orbitingMoved();
    expect(replay(s, s).ok).toBe(true);
    const r = deserialize(serialize(s));
    expect(r.ok && r.state.worlds).toEqual(s.worlds);
  });

  test.each([
    ['a planet given twice', (w: Record<string, string>) => ({ ...w, korkran: 'mefisto', mefisto: 'mefisto' })],
    ['content from another orbit class', (w: Record<string, string>) => ({ ...w, mezo: 'paleo', paleo: 'mezo' })],
  ])('an edited shuffle does not load: %s', (_, edit) => {
    const s = newGame({ length: 10, seed: 3, randomize: true });
    const doc = JSON.parse(serialize(s));
    doc.state.worlds = edit(doc.state.worlds);
    expect(deserialize(JSON.stringify(doc)).ok).toBe(false);
  });

  test('a save from before the option is a classic game', () => {
    const s = newGame({ length: 10, seed: 3 });
    const doc = JSON.parse(serialize(s));
    delete doc.state.worlds;
    const r = deserialize(JSON.stringify(doc));
    expect(r.ok && r.state.worlds).toBeNull();
  });
});
