import { legalActions, newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { advisedCells } from '../../src/sheets/render';
import { Dice, seedRng } from '../../src/engine/rng';
import { areaGroups, MAX_AREAS_ADDRESS, numberFormatOf, planDiff, planFull, rectangles } from '../../src/excel/plan';
import { addr, changedLines, diff, diffEdges, edgeMap, parseAddr, parseRange, renderSheets } from '../../src/sheets';
import { checksum, CHUNK_CHARS, decodeStateSheet, encodeStateSheet, MAX_CHUNKS } from '../../src/workbook/stateLayout';

describe('draw plans', () => {
  test('cells group into rectangles', () => {
    expect(rectangles(['A1', 'B1', 'C1', 'A2', 'B2', 'C2', 'E5'])).toEqual(['A1:C2', 'E5']);
    expect(rectangles(['B3', 'D3'])).toEqual(['B3', 'D3']);
  });

  test('range-area addresses stay under the 8,192-character limit', () => {
    const many = Array.from({ length: 3000 }, (_, i) => `A${i * 2 + 1}`);
    const groups = areaGroups(many);
    expect(groups.length).toBeGreaterThan(1);
    for (const g of groups) expect(g.length).toBeLessThanOrEqual(MAX_AREAS_ADDRESS);
    expect(groups.join(',').split(',')).toEqual(many);
  });

  test('a full drawing writes all values in one block and formats by groups', () => {
    const sheet = renderSheets(newGame({ length: 30, seed: 1 }), 'pl').sheets.space;
    const ops = planFull(sheet);
    expect(ops.filter((o) => o.op === 'values')).toHaveLength(1);
    const formats = ops.filter((o) => o.op === 'format').length;
    expect(formats).toBeLessThan([...sheet.cells.keys()].length / 5);
  });

  test('a diff drawing after a click is a small fraction of a full drawing', () => {
    const s0 = newGame({ length: 30, seed: 1 });
    const m0 = renderSheets(s0, 'pl');
    const m1 = renderSheets(step(s0, { type: 'selectUnit', unit: 'laser' }).state, 'pl');
    const p = diff(m0, m1);
    const ops = planDiff(m0.sheets.space, m1.sheets.space, p.sheets.space);
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.length * 10).toBeLessThan(planFull(m1.sheets.space).length);
  });
});

describe('draw plans: what a click costs', () => {
  test("the advisor's lit cell changes its fill and weight only: no border line, so no merged neighbour is unmerged and merged again", () => {
    let lit = 0;
    for (const seed of [1, 2, 3]) {
      let s: GameState = newGame({ length: 10, seed });
      for (let i = 0; i < 400 && s.phase !== 'ended'; i++) {
        const a = advise(s)!;
        if (i % 7 === 0) {
          const plain = renderSheets(s, 'pl');
          const advised = renderSheets(s, 'pl', { advice: { action: a.action, reason: a.reason } });
          lit += (['space', 'expedition'] as const).reduce((n, id) => n + advisedCells(advised.sheets[id]).length, 0);
          for (const [from, to] of [[plain, advised], [advised, plain]] as const) {
            const p = diff(from, to);
            for (const id of ['space', 'expedition'] as const) {
              const ops = planDiff(from.sheets[id], to.sheets[id], p.sheets[id]);
              expect(ops.filter((o) => o.op === 'border' || o.op === 'merge' || o.op === 'unmerge')).toEqual([]);
            }
          }
        }
        s = step(s, a.action).state;
      }
    }
    // the advice was drawn on many states (hexes of the star map among them), not skipped
    expect(lit).toBeGreaterThan(100);
  });

  test("the mission chart's cells are General while empty, so the month that fills them writes its numbers without a number format", () => {
    const s0 = newGame({ length: 10, seed: 1 });
    const m0 = renderSheets(s0, 'pl');
    expect(numberFormatOf(m0.sheets.chronicle.cells.get('B8'))).toBe('General');
    // an empty cell that is not a chart's source stays text, so '+4' typed or drawn there later stays text
    expect(numberFormatOf(m0.sheets.chronicle.cells.get('A1'))).toBe('@');
    expect(numberFormatOf(undefined)).toBe('@');
    const full = planFull(m0.sheets.chronicle).find((o) => o.op === 'values');
    expect(full?.op === 'values' && full.numberFormat?.[7]?.[1]).toBe('General');
    const s1 = step(s0, { type: 'fly', dir: legalActions(s0).find((a) => a.type === 'fly')!.dir }).state;
    expect(s1.month).toBe(1);
    const m1 = renderSheets(s1, 'pl');
    const ops = planDiff(m0.sheets.chronicle, m1.sheets.chronicle, diff(m0, m1).sheets.chronicle);
    const values = ops.filter((o) => o.op === 'values');
    expect(values).toHaveLength(1);
    expect(values[0]).toMatchObject({ range: 'B7:C7', values: [[expect.any(Number), expect.any(Number)]] });
    expect(values[0]).not.toHaveProperty('numberFormat');
  });
});

describe('draw plans: number formats', () => {
  const cellsOf = (range: string) => {
    const [a, b] = range.split(':');
    const p = parseAddr(a!)!;
    const q = parseAddr(b ?? a!)!;
    return (q.row - p.row + 1) * (q.col - p.col + 1);
  };
  const inside = (inner: string, outer: string) => {
    const i = parseRange(inner.includes(':') ? inner : `${inner}:${inner}`)!;
    const o = parseRange(outer.includes(':') ? outer : `${outer}:${outer}`)!;
    return i.top >= o.top && i.left >= o.left && i.bottom <= o.bottom && i.right <= o.right;
  };

  test("the unit table's number columns are General while empty: its rows shifting as units move write no number formats", () => {
    const s0 = newGame({ length: 30, seed: 1 });
    const m0 = renderSheets(s0, 'pl');
    // the weight column (I) of the expedition table: PORZUCONE's and UŻYWANE's rows hold no total in space
    for (const a of ['I9', 'I11']) {
      expect(m0.sheets.expedition.cells.get(a)?.value).toBeNull();
      expect(numberFormatOf(m0.sheets.expedition.cells.get(a))).toBe('General');
    }
    // the same as a number's, so a unit's row moving onto these cells needs no format written
    expect(numberFormatOf(m0.sheets.expedition.cells.get('I8'))).toBe('General');
    expect(m0.sheets.expedition.cells.get('I8')?.value).toBe(0);
  });

  test('a played game writes number formats only where a cell changes kind: ahead of the block of values that holds them, a small part of its cells', () => {
    let s: GameState = newGame({ length: 10, seed: 3 });
    let before = renderSheets(s, 'pl');
    let formatCells = 0;
    let valueCells = 0;
    let split = 0;
    for (let i = 0; i < 600 && s.phase !== 'ended'; i++) {
      s = step(s, advise(s)!.action).state;
      const after = renderSheets(s, 'pl');
      const p = diff(before, after);
      for (const id of ['space', 'expedition'] as const) {
        const ops = planDiff(before.sheets[id], after.sheets[id], p.sheets[id]);
        ops.forEach((o, k) => {
          if (o.op === 'values') valueCells += cellsOf(o.range);
          if (o.op === 'values' && o.numberFormat) formatCells += cellsOf(o.range);
          if (o.op !== 'numberFormat') return;
          split++;
          formatCells += cellsOf(o.range);
          expect(o.numberFormat.flat()).toHaveLength(cellsOf(o.range));
          // the next values op holds it and writes no format of its own
          const next = ops.slice(k + 1).find((x) => x.op === 'values');
          expect(next?.op === 'values' && inside(o.range, next.range) && !next.numberFormat).toBe(true);
        });
      }
      before = after;
    }
    expect(split).toBeGreaterThan(10);
    // measured: about a tenth (before, the whole block's formats went with each block: over 40%)
    expect(formatCells * 5).toBeLessThan(valueCells);
  });

  test('rows a sheet grows by get their number formats at once, empty ones too', () => {
    const s0 = newGame({ length: 10, seed: 1 });
    const m0 = renderSheets(s0, 'pl').sheets.space;
    const grown = { ...m0, rowCount: m0.rowCount + 2, cells: new Map(m0.cells).set(addr(m0.rowCount + 1, 2), { value: '+4', style: {} }) };
    const p = diff({ ...renderSheets(s0, 'pl'), sheets: { ...renderSheets(s0, 'pl').sheets, space: m0 } }, { ...renderSheets(s0, 'pl'), sheets: { ...renderSheets(s0, 'pl').sheets, space: grown } });
    const ops = planDiff(m0, grown, p.sheets.space);
    const formats = new Map<string, string>();
    for (const o of ops)
      if ((o.op === 'values' && o.numberFormat) || o.op === 'numberFormat') {
        const r = parseRange(o.range.includes(':') ? o.range : `${o.range}:${o.range}`)!;
        o.numberFormat!.forEach((row, i) => row.forEach((f, j) => formats.set(addr(r.top + i, r.left + j), f)));
      }
    // the '+4' stays text, and every empty cell of both new rows is told it is text too (Excel holds them General)
    expect(formats.get(addr(m0.rowCount + 1, 2))).toBe('@');
    for (let c = 1; c <= m0.colCount; c++) for (const r of [m0.rowCount + 1, m0.rowCount + 2]) expect(formats.get(addr(r, c))).toBe(numberFormatOf(grown.cells.get(addr(r, c))));
  });
});

describe('state sheet layout', () => {
  test('a state longer than one cell is chunked under 32,767 characters and read back', () => {
    const big = 'x'.repeat(CHUNK_CHARS * 2 + 5);
    const block = encodeStateSheet({ current: big, backup: 'small', lang: 'en' });
    for (const row of block) for (const v of row) expect(String(v).length).toBeLessThanOrEqual(32767);
    const d = decodeStateSheet(block);
    expect(d.found && d.state.ok && d.state.text).toBe(big);
    expect(d.found && d.backup.ok && d.backup.text).toBe('small');
    expect(d.found && d.lang).toBe('en');
    expect(block).toHaveLength(9 + MAX_CHUNKS);
  });

  test('a changed character is caught by the checksum; a missing chunk is caught too', () => {
    const block = encodeStateSheet({ current: '{"a":1}', backup: null, lang: 'pl' });
    block[9]![0] = '~{"a":2}';
    const d = decodeStateSheet(block);
    expect(d.found && !d.state.ok && d.state.reason).toBe('checksum');
    expect(d.found && !d.backup.ok && d.backup.reason).toBe('missing');
    block[9]![0] = '';
    const e = decodeStateSheet(block);
    expect(e.found && !e.state.ok && e.state.reason).toBe('chunks');
    expect(checksum('abc')).toMatch(/^x[0-9a-f]{8}$/);
  });
});

describe('the click path computes only what changed', () => {
  test('lines around the changed cells equal the diff of the whole border maps, over 3 × 400 random steps', () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const seed of [4242, 7, 99]) {
      const chooser = new Dice(seedRng(seed));
      let s = newGame({ length: 30, seed });
      let model = renderSheets(s, 'pl');
      for (let i = 0; i < 400; i++) {
        const acts = legalActions(s).filter((a) => a.type !== 'newGame' || chooser.chance(1, 40));
        s = step(s, acts[chooser.int(0, acts.length - 1)]!).state;
        const next = renderSheets(s, i % 7 === 0 ? 'en' : 'pl');
        const patch = diff(model, next);
        for (const id of ['space', 'expedition'] as const) {
          const p = patch.sheets[id];
          const full = diffEdges(edgeMap(model.sheets[id]), edgeMap(next.sheets[id]));
          const local = changedLines(model.sheets[id], next.sheets[id], Object.keys(p.cells), [...p.mergesAdded, ...p.mergesRemoved]);
          expect(new Map([...local].sort())).toEqual(new Map([...full].sort()));
          compared++;
          if (full.size > 0) nonEmpty++;
        }
        model = next;
      }
    }
    expect(compared).toBe(2400);
    expect(nonEmpty).toBeGreaterThan(20); // borders really changed along the way
  });
});
