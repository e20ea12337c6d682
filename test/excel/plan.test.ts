import { legalActions, newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { advisedCells } from '../../src/sheets/render';
import { Dice, seedRng } from '../../src/engine/rng';
import { areaGroups, MAX_AREAS_ADDRESS, numberFormatOf, planDiff, planFull, rectangles } from '../../src/excel/plan';
import { changedLines, diff, diffEdges, edgeMap, renderSheets } from '../../src/sheets';
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
