// The records by stock type (rules/stock.ts `byStock`): the folders' units and the stock aboard
// carry every stock type as a field, in the table's order, so that they keep one hidden class
// (docs/SPEED.md, session 28); they mean what the sparse records they replaced meant, and the save
// is the same.
import { deserialize, newGame, serialize, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { STOCK_IDS, type StockId } from '../../src/engine/data/units';
import { addStockCounts, bayWeight, byStock, STOCK_COUNT, stockFromList, stockIn, stockList, stockOf, stockWith, unitsWith } from '../../src/engine/rules/stock';
import { FRESH_SURFACE, type Folder, type Stock } from '../../src/engine/state';
import { freshSurface } from '../../src/engine/stateCopy';

const folders = (s: GameState): Folder[] => [s.bay, s.party.expedition, s.party.carried, s.party.used, s.party.abandoned];

describe('records by stock type', () => {
  test('byStock: every stock type a field in the table order, the given ones carried, the others undefined', () => {
    const laser: Stock = { count: 2, damaged: 1 };
    const rover: Stock = { count: 1, damaged: 0 };
    const r = byStock({ rover, laser });
    expect(Object.keys(r)).toEqual([...STOCK_IDS]);
    expect(r.laser).toBe(laser);
    expect(r.rover).toBe(rover);
    expect(STOCK_IDS.filter((id) => r[id] !== undefined)).toEqual(['laser', 'rover']);
    // what the sparse record meant, and what JSON keeps of it
    expect(r).toEqual({ rover, laser });
    expect(JSON.parse(JSON.stringify(r))).toStrictEqual({ laser, rover });
  });

  test('stockList(r)[i] is the field of STOCK_IDS[i], for every type, in a full record and a sparse one (a save read back)', () => {
    expect(STOCK_COUNT).toBe(18);
    const full = byStock<number>(Object.fromEntries(STOCK_IDS.map((id, i) => [id, 100 + i])));
    expect(stockList(full)).toEqual(STOCK_IDS.map((_, i) => 100 + i));
    const sparse: Partial<Record<StockId, number>> = { cage: 7, transbot: 3 };
    expect(stockList(sparse)).toEqual(STOCK_IDS.map((id) => sparse[id]));
    expect(stockList(sparse)).toHaveLength(STOCK_COUNT);
  });

  test('stockFromList(l) names STOCK_IDS[i] by l[i], every type a field in byStock\'s order, undefined where the list has none', () => {
    const l = STOCK_IDS.map((_, i) => (i % 3 === 0 ? 200 + i : undefined));
    const r = stockFromList(l);
    expect(Object.keys(r)).toEqual(Object.keys(byStock({})));
    for (let i = 0; i < STOCK_COUNT; i++) expect(r[STOCK_IDS[i]!]).toBe(l[i]);
    expect(stockList(r)).toEqual(l);
  });

  test('addStockCounts adds each type\'s count at its place in STOCK_IDS from the offset on, and nothing where a type has none', () => {
    const out = Array.from({ length: STOCK_COUNT + 3 }, () => 1);
    // each slot its own value first: a count added at another slot than its own shows
    const marked = Array.from({ length: STOCK_COUNT + 4 }, (_, i) => 1000 * i);
    addStockCounts(marked, 3, Object.fromEntries(STOCK_IDS.map((id, i) => [id, { count: i + 1, damaged: 0 }])));
    expect(marked).toEqual([0, 1000, 2000, ...STOCK_IDS.map((_, i) => 1000 * (i + 3) + i + 1), 1000 * (STOCK_COUNT + 3)]);
    const r: Partial<Record<StockId, { count: number; damaged: number }>> = Object.fromEntries(STOCK_IDS.map((id, i) => [id, { count: 10 + i, damaged: 1 }]));
    addStockCounts(out, 2, r);
    expect(out).toEqual([1, 1, ...STOCK_IDS.map((_, i) => 11 + i), 1]);
    addStockCounts(out, 2, { cage: { count: 5, damaged: 0 } });
    expect(out[2 + STOCK_IDS.indexOf('cage')]).toBe(11 + STOCK_IDS.indexOf('cage') + 5);
    expect(out[2]).toBe(11);
  });

  test('stockOf(r, id) is the field of that type, for every type, in a full record and a sparse one; no type, nothing', () => {
    const full = byStock<number>(Object.fromEntries(STOCK_IDS.map((id, i) => [id, 100 + i])));
    expect(STOCK_IDS.map((id) => stockOf(full, id))).toEqual(STOCK_IDS.map((_, i) => 100 + i));
    const sparse: Partial<Record<StockId, number>> = { cage: 7, transbot: 3 };
    expect(STOCK_IDS.map((id) => stockOf(sparse, id))).toEqual(STOCK_IDS.map((id) => sparse[id]));
    // a name that is no stock type (an untrusted save's) reads nothing, even one the record's prototype has
    expect(stockOf(full, 'toString' as StockId)).toBeUndefined();
  });

  test('R-LOAD-02 R-LOAD-04 R-ROBOT-10 R-DEV-15 R-DEV-25 the shuttle weighs its resources, every unit by its type and count, and its humans with their suits', () => {
    const st = (count: number, damaged = 0): Stock => ({ count, damaged });
    // 3 resources + 2 Transbots of 9 + a Cage of 1 + the Rover of 20 + the Scout (7) in a Heavy Suit (9) + the Doctor (6)
    const crew = [{ id: 'scout' as const, suit: { kind: 'heavySuit' as const, damaged: false } }, { id: 'doctor' as const, suit: null }];
    expect(bayWeight({ resources: 3, units: { cage: st(1), transbot: st(2, 1), laser: st(0) }, crew: [] })).toBe(3 + 18 + 1);
    expect(bayWeight({ resources: 3, units: byStock({ transbot: st(2), cage: st(1), rover: st(1) }), crew })).toBe(3 + 18 + 1 + 20 + 16 + 6);
    expect(bayWeight({ resources: 0, units: byStock({}), crew: [] })).toBe(0);
  });

  test('bayWeight gives each folder its own weight however many folders were weighed between (the kept ones are a ring)', () => {
    // 30 folders of weights 0..29 (resources only), asked in three orders: each answer is its own
    const bays = Array.from({ length: 30 }, (_, i) => ({ resources: i, units: byStock<Stock>({}), crew: [] }));
    const asked = (order: number[]) => order.map((i) => bayWeight(bays[i]!));
    const up = bays.map((_, i) => i);
    expect(asked(up)).toEqual(up);
    expect(asked([...up].reverse())).toEqual([...up].reverse());
    // the last few again and again, with new ones between: a hit must be the folder's own slot
    const mixed = [29, 28, 27, 0, 29, 1, 28, 2, 27, 3, 0, 29, 5, 5, 6, 29];
    expect(asked(mixed)).toEqual(mixed);
  });

  test('stockIn: the types with a count above 0, in the table order, whatever order the record has', () => {
    const st = (count: number): Stock => ({ count, damaged: 0 });
    expect(stockIn({ rover: st(1), cage: st(0), transbot: st(2), laser: st(1) })).toEqual(['transbot', 'laser', 'rover']);
    expect(stockIn(byStock({}))).toEqual([]);
  });

  test('unitsWith and stockWith replace one type and keep the rest; the record given is not changed', () => {
    const tools: Stock = { count: 3, damaged: 0 };
    const units = byStock<Stock>({ tools });
    const more = unitsWith(units, 'cage', { count: 1, damaged: 1 });
    expect(Object.keys(more)).toEqual([...STOCK_IDS]);
    expect(more.cage).toEqual({ count: 1, damaged: 1 });
    expect(more.tools).toBe(tools);
    expect(units.cage).toBeUndefined();
    expect(unitsWith(more, 'tools', undefined).tools).toBeUndefined();
    const s = newGame({ length: 30, seed: 3 });
    const stock = stockWith(s.stock, 'medkit', { count: 0, damaged: 0 });
    expect(Object.keys(stock)).toEqual([...STOCK_IDS]);
    expect(stock.medkit).toEqual({ count: 0, damaged: 0 });
    for (const id of STOCK_IDS) if (id !== 'medkit') expect(stock[id]).toBe(s.stock[id]);
    expect(s.stock.medkit.count).toBeGreaterThan(0);
  });

  test('the rules make only such records: every folder and the stock through a played game', () => {
    let s = newGame({ length: 30, seed: 7 });
    const held = new Set<StockId>();
    let landed = 0;
    for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
      s = step(s, advise(s)!.action).state;
      if (s.surface) landed++;
      expect(Object.keys(s.stock)).toEqual([...STOCK_IDS]);
      expect(Object.keys(s.balance.taken)).toEqual([...STOCK_IDS]);
      expect(Object.keys(s.balance.together)).toEqual([...STOCK_IDS]);
      for (const f of folders(s)) {
        expect(Object.keys(f.units)).toEqual([...STOCK_IDS]);
        for (const id of STOCK_IDS) if ((f.units[id]?.count ?? 0) > 0) held.add(id);
      }
    }
    // the game loaded, landed and carried many kinds of unit, so the records went through the rules that change them
    expect(s.phase).toBe('ended');
    expect(landed).toBeGreaterThan(100);
    expect(held.size).toBeGreaterThanOrEqual(8);
    // the balance counted what went down, landing after landing
    expect(STOCK_IDS.filter((id) => (s.balance.taken[id] ?? 0) > 0).length).toBeGreaterThanOrEqual(8);
  });

  test('a save with sparse records, in any order, loads as full ones and saves as the same text', () => {
    let s = newGame({ length: 30, seed: 11 });
    for (let i = 0; i < 400 && !(s.surface && (s.party.expedition.units.transbot?.count ?? 0) + (s.party.carried.units.tools?.count ?? 0) > 0); i++) s = step(s, advise(s)!.action).state;
    expect(s.surface).not.toBeNull();
    const text = serialize(s);
    // the same save as an older version wrote it: only the types held, the last first
    const raw = JSON.parse(text) as { state: Record<string, unknown> };
    const sparse = (u: Record<string, unknown>) => Object.fromEntries(Object.entries(u).reverse());
    const st = raw.state as { stock: Record<string, unknown>; bay: { units: Record<string, unknown> }; party: Record<string, { units: Record<string, unknown> }>; balance: { taken: Record<string, unknown>; together: Record<string, unknown> } };
    st.stock = sparse(st.stock);
    st.balance.taken = sparse(st.balance.taken);
    st.balance.together = sparse(st.balance.together);
    st.bay.units = sparse(st.bay.units);
    for (const k of Object.keys(st.party)) st.party[k]!.units = sparse(st.party[k]!.units);
    expect(Object.keys(st.bay.units).length).toBeLessThan(STOCK_IDS.length);
    const loaded = deserialize(JSON.stringify(raw));
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(Object.keys(loaded.state.stock)).toEqual([...STOCK_IDS]);
    expect(Object.keys(loaded.state.balance.taken)).toEqual([...STOCK_IDS]);
    expect(Object.keys(loaded.state.balance.together)).toEqual([...STOCK_IDS]);
    for (const f of folders(loaded.state)) expect(Object.keys(f.units)).toEqual([...STOCK_IDS]);
    expect(serialize(loaded.state)).toBe(text);
  });

  test("a landing's new surface is FRESH_SURFACE with what the landing drew", () => {
    const drawn = { area: 'x', climate: 'cold', fog: true, absent: [], at: { row: 2, col: 3, cave: false } } as unknown as Parameters<typeof freshSurface>[0];
    expect(freshSurface(drawn)).toStrictEqual({ ...FRESH_SURFACE, ...drawn });
    expect(Object.keys(freshSurface(drawn)).sort()).toEqual(Object.keys({ ...FRESH_SURFACE, ...drawn }).sort());
  });
});
