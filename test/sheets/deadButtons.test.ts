// Issue 10 point 16: a ▶ that does nothing now is drawn greyed, a live one as a button; the
// outline stays the same, so greying a button changes no line of the sheet.
import { allowedToTake, HUMAN_IDS, logAction, STOCK_IDS, type UnitId } from '../../src/engine';
import { renderSheets } from '../../src/sheets';
import { SPACE_COLS, SPACE_ROWS } from '../../src/sheets/space';
import { addr } from '../../src/sheets/address';
import { act, landedWhere, orbitWhere } from '../support/voyage';

const UNITS: UnitId[] = [...HUMAN_IDS, ...STOCK_IDS];

test('issue 10 point 16: in orbit the ▶ of a unit with nothing left to take is grey, the others are buttons', () => {
  const before = orbitWhere((x) => x.atmosphere === 'normal', 12);
  // take the one rover the voyage allows: its 'wolno' drops to 0
  const s = act(before, { type: 'load', unit: 'rover' });
  expect(allowedToTake(s, 'rover')).toBe(0);
  const sheet = renderSheets(s, 'pl').sheets.space;
  let grey = 0;
  let live = 0;
  UNITS.forEach((u, i) => {
    const cell = sheet.cells.get(addr(SPACE_ROWS.logFirst + i, SPACE_COLS.logButton))!;
    expect(cell.value).toBe('▶');
    if (logAction(s, u)) {
      live++;
      expect([u, cell.style.fill, cell.style.color, cell.action]).toEqual([u, '#E4E4E4', '#1F1F1F', logAction(s, u)]);
    } else {
      grey++;
      expect([u, cell.style.fill, cell.style.color, cell.action]).toEqual([u, '#F2F2F2', '#A6A6A6', undefined]);
    }
  });
  expect(grey).toBeGreaterThan(0);
  expect(live).toBeGreaterThan(0);
  const rover = sheet.cells.get(addr(SPACE_ROWS.logFirst + UNITS.indexOf('rover'), SPACE_COLS.logButton))!;
  expect(rover.style.fill).toBe('#F2F2F2');
  // the same outline as when it was live: greying changes no line
  const was = renderSheets(before, 'pl').sheets.space.cells.get(addr(SPACE_ROWS.logFirst + UNITS.indexOf('rover'), SPACE_COLS.logButton))!;
  expect(was.style.fill).toBe('#E4E4E4');
  expect(rover.style.borders).toEqual(was.style.borders);
});

test('issue 10 point 12: the shuttle on the area map is labelled in the sheet’s language', () => {
  const s = landedWhere((x) => x.atmosphere === 'normal', ['commander'], 5);
  const labels = (lang: 'pl' | 'en') => [...renderSheets(s, lang).sheets.expedition.cells.values()].map((c) => String(c.value ?? ''));
  expect(labels('pl').some((v) => v.split(' ').includes('PROM'))).toBe(true);
  expect(labels('en').some((v) => v.split(' ').includes('SHTL'))).toBe(true);
  expect(labels('en').some((v) => v.split(' ').includes('PROM'))).toBe(false);
});
