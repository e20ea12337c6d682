// Issue 10, point 5: the month header shows the current plan, which grows by the time bonus.
import { format, newGame } from '../../src/engine';
import { PLANET_FIELDS } from '../../src/engine/data/starMap';
import { renderSheets } from '../../src/sheets';
import { flyTo } from '../support/voyage';

test('R-SETUP-08 R-UI-SPACE-09 the month header shows the plan grown by the time bonus (Mezo on 10 months: / 12)', () => {
  const start = newGame({ length: 10, seed: 5 });
  expect(renderSheets(start, 'pl').sheets.space.cells.get('D1')?.value).toBe('/ 10');
  const mezo = flyTo(start, PLANET_FIELDS.mezo, false);
  expect(mezo.planMonths).toBe(12); // the branch: the bonus was gained
  expect(renderSheets(mezo, 'pl').sheets.space.cells.get('D1')?.value).toBe('/ 12');
  expect(renderSheets(mezo, 'en').sheets.space.cells.get('D1')?.value).toBe('/ 12');
});

test('R-SETUP-08 R-LAND-03 issue 10 point 10: on arrival the bonus is a note of the message and the hint lists the landing areas', () => {
  const mezo = flyTo(newGame({ length: 10, seed: 2 }), PLANET_FIELDS.mezo, false); // seed 2: no space event on the way
  expect(mezo.message.notes).toEqual([{ key: 'hint.timeBonus', params: { months: 2 } }]);
  expect(mezo.hint?.key).toBe('hint.areas');
  expect(format('pl', mezo.message)).not.toContain('Daleka');
  expect(format('pl', mezo.message)).toContain('dłuższy o 2 miesiące.');
});
