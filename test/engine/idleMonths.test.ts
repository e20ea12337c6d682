// R-SPACE-19: months that pass without flying (on-board care, a paid search for another landing
// area) move the leg's start as far as the calendar, so the leg's length — what raises the chance
// of a space event — stays what was flown.
import { newGame } from '../../src/engine';
import { addIdleMonths } from '../../src/engine/rules/voyage';

test('R-SPACE-19 two idle months move the calendar and the leg\'s start by 2: the leg flown stays 3 months', () => {
  const s0 = newGame({ length: 30, seed: 4 });
  const flown = { ...s0, month: 3, legStart: { row: s0.legStart.row, col: s0.legStart.col, month: 0 } };
  const s = addIdleMonths(flown, 2);
  expect(s.month).toBe(5);
  expect(s.legStart).toEqual({ row: s0.legStart.row, col: s0.legStart.col, month: 2 });
  expect(s.month - s.legStart.month).toBe(3);
});
