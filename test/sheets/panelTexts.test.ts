// Issue 10, points 4 and 6: the texts say what the state is, and promise or deny no feature.
import { newGame, type GameState } from '../../src/engine';
import { en as EN } from '../../src/engine/text/en';
import { pl as PL } from '../../src/engine/text/pl';
import { renderSheets } from '../../src/sheets';
import { EXP_COLS, EXP_ROWS } from '../../src/sheets/expedition';
import { landedWhere } from '../support/voyage';

/** The value beside a label of the expedition sheet's data panel. */
function panel(s: GameState, lang: 'pl' | 'en', label: string): unknown {
  const cells = renderSheets(s, lang).sheets.expedition.cells;
  for (let row = EXP_ROWS.mapTop; row < EXP_ROWS.mapTop + 20; row++) {
    const l = [...cells].find(([a, c]) => a === `${colName(EXP_COLS.dataLabel)}${row}` && c.value === label);
    if (l) return cells.get(`${colName(EXP_COLS.dataValue)}${row}`)?.value;
  }
  throw new Error(`no label ${label}`);
}
const colName = (c: number): string => (c > 26 ? String.fromCharCode(64 + Math.floor((c - 1) / 26)) : '') + String.fromCharCode(65 + ((c - 1) % 26));

describe('R-UI-EXP-14 the data panel shows the mode and level the expedition has', () => {
  const s = landedWhere((x) => x.atmosphere === 'normal', ['soldier'], 61);
  test('on foot, on the surface', () => {
    expect([s.mode, s.level]).toEqual(['foot', 'surface']);
    expect(panel(s, 'pl', 'ruch')).toBe('pieszo');
    expect(panel(s, 'pl', 'poziom')).toBe('powierzchnia');
  });
  test('in the Rover, under water, on water', () => {
    expect(panel({ ...s, mode: 'rover' }, 'pl', 'ruch')).toBe('łazik');
    expect(panel({ ...s, level: 'underwater' }, 'pl', 'poziom')).toBe('pod wodą');
    expect(panel({ ...s, level: 'onWater' }, 'pl', 'poziom')).toBe('na wodzie');
    expect(panel({ ...s, level: 'underwater' }, 'en', 'level')).toBe(EN['label.underwater']);
  });
});

describe('no text promises or denies a feature, and counts need no "(y)"', () => {
  test.each([
    ['pl', PL],
    ['en', EN],
  ] as const)('%s catalogue', (_lang, cat) => {
    for (const [key, text] of Object.entries(cat)) {
      expect([key, /(later|next|kolejnej|następnej|przyszłej) (version|wersji)|pojawi się w|dojdą w|comes? in a later/i.test(text)]).toEqual([key, false]);
      expect([key, /\((y|s|e|ów)\)/.test(text)]).toEqual([key, false]);
    }
  });

  test('a new game says how to fly, in both languages', () => {
    const s = newGame({ length: 10, seed: 1 });
    const hint = renderSheets(s, 'pl').sheets.space.cells;
    expect([...hint.values()].some((c) => typeof c.value === 'string' && c.value.includes('planszy nawigacji'))).toBe(true);
    expect([...renderSheets(s, 'en').sheets.space.cells.values()].some((c) => typeof c.value === 'string' && c.value.includes('navigation board'))).toBe(true);
  });
});
