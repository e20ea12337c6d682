import { legalActions, newGame, step } from '../../src/engine';
import { Dice, seedRng } from '../../src/engine/rng';
import { areaGroups, MAX_AREAS_ADDRESS, planDiff, planFull, rectangles } from '../../src/excel/plan';
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
