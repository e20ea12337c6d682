import { newGame, step } from '../../src/engine';
import { actionAt, diff, isEmptyPatch, parseAddr, parseRange, renderSheets, textGrid, colName, colNumber } from '../../src/sheets';

const s0 = newGame({ length: 30, seed: 7 });
const m0 = renderSheets(s0, 'pl');

describe('diff', () => {
  test('the same drawing gives an empty patch', () => {
    const p = diff(m0, renderSheets(s0, 'pl'));
    expect(isEmptyPatch(p.sheets.space)).toBe(true);
    expect(isEmptyPatch(p.sheets.expedition)).toBe(true);
    expect(p.active).toBeUndefined();
  });

  test('selecting a unit changes only the text field cells', () => {
    const s1 = step(s0, { type: 'selectUnit', unit: 'doctor' }).state;
    const p = diff(m0, renderSheets(s1, 'pl'));
    expect(Object.keys(p.sheets.space.cells).sort()).toEqual(['AB1', 'E1']);
    expect(p.sheets.space.mergesAdded).toEqual([]);
    expect(p.sheets.space.selection).toBeUndefined();
  });

  test('the length menu changes the menu lines and their buttons', () => {
    const s1 = step(s0, { type: 'openNewGame' }).state;
    const m1 = renderSheets(s1, 'pl');
    const p = diff(m0, m1);
    const changed = Object.keys(p.sheets.space.cells);
    expect(changed.length).toBeGreaterThan(4);
    expect(changed.length).toBeLessThan(20);
  });

  test('a removed cell is cleared with null', () => {
    const before = m0.sheets.space;
    const cells = new Map(before.cells);
    cells.delete('B1');
    const after = { ...before, cells };
    const p = diff({ ...m0, sheets: { ...m0.sheets, space: before } }, { ...m0, sheets: { ...m0.sheets, space: after } });
    expect(p.sheets.space.cells['B1']).toBeNull();
  });
});

describe('actionAt', () => {
  const space = m0.sheets.space;
  test('a click inside a merged button range acts like its top-left cell', () => {
    expect(actionAt(space, 'E4')).toEqual({ type: 'nextTip' });
    expect(actionAt(space, 'AP4')).toEqual({ type: 'nextTip' });
  });
  test('a dead cell, a bad address and a cell off the sheet give null', () => {
    expect(actionAt(space, 'B1')).toBeNull();
    expect(actionAt(space, 'not a cell')).toBeNull();
    expect(actionAt(space, 'ZZZ9999')).toBeNull();
    expect(actionAt(space, '')).toBeNull();
  });
  test('absolute addresses are understood', () => {
    expect(actionAt(space, '$A$8')).toEqual({ type: 'selectUnit', unit: 'commander' });
  });
});

describe('addresses', () => {
  test('column names both ways', () => {
    for (const n of [1, 26, 27, 52, 702, 703, 16384]) expect(colNumber(colName(n))).toBe(n);
    expect(colName(48)).toBe('AV');
  });
  test('ranges parse in any corner order', () => {
    expect(parseRange('C5:A1')).toEqual({ top: 1, left: 1, bottom: 5, right: 3 });
    expect(parseAddr('A0')).toBeNull();
  });
});

describe('text grid', () => {
  test('prints the sheet with the starship log', () => {
    const text = textGrid(m0.sheets.space);
    expect(text).toContain('DZIENNIK GWIAZDOLOTU');
    expect(text).toMatch(/Dowódca\s*\|/);
  });
});
