// The creature log on the space sheet and the encounter panel on the expedition sheet (issue 12:
// R-ENC-13, R-UI-SPACE-19, R-UI-SPACE-20, R-UI-SPACE-24 as shared/spec/DECISIONS.md settles it,
// R-UI-EXP-06, R-UI-COLORS-04, R-UI-COLORS-05).
import { t, type GameState } from '../../src/engine';
import { BEING_FILL, renderSheets, type Sheet } from '../../src/sheets';
import { addr } from '../../src/sheets/address';
import { EXP_COLS } from '../../src/sheets/expedition';
import { SPACE_ROWS } from '../../src/sheets/space';
import { landedOnArea, orbitOver } from '../support/voyage';

const cell = (sheet: Sheet, row: number, col: number) => sheet.cells.get(addr(row, col));
const FIRST = SPACE_ROWS.creatureTitle + 2;

function logged(): GameState {
  const s = orbitOver('mefisto', 0, 8);
  return {
    ...s,
    log: [
      { being: 'boulderback', met: 2, known: { combat: 9 } },
      { being: 'chasmWeaver', met: 1, known: {} },
      { being: 'singingChalice', met: 1, known: {} },
      { being: 'towerFolk', met: 1, known: {} },
      { being: 'alienWeapon', met: 1, known: {} },
    ],
    aboard: [
      { being: 'boulderback', indicators: { combat: 9 } },
      { being: 'boulderback', indicators: {} },
      { being: 'alienWeapon', indicators: {} },
    ],
  };
}

describe('the creature log (R-UI-SPACE-19, R-UI-SPACE-20, R-UI-SPACE-24)', () => {
  test('R-UI-SPACE-19 R-UI-COLORS-04 one row per species met, in the order met, coloured by kind: yellow, white, green, blue, grey', () => {
    const sheet = renderSheets(logged(), 'pl').sheets.space;
    const names = [0, 1, 2, 3, 4].map((i) => cell(sheet, FIRST + i, 1));
    expect(names.map((c) => c?.value)).toEqual([t('pl', 'being.boulderback.name'), t('pl', 'being.chasmWeaver.name'), t('pl', 'being.singingChalice.name'), t('pl', 'being.towerFolk.name'), 'Broń Obcych']);
    expect(names.map((c) => c?.style.fill)).toEqual([BEING_FILL.catchable, BEING_FILL.uncatchable, BEING_FILL.plant, BEING_FILL.alien, BEING_FILL.artifact]);
    expect(cell(sheet, FIRST + 5, 1)?.value ?? null).toBeNull();
  });

  test('R-UI-SPACE-19 R-UI-COLORS-05 the modifiers in their traits\' colours (purple, red, pink, green), the word zero as a word; the count aboard in the black column', () => {
    const sheet = renderSheets(logged(), 'pl').sheets.space;
    // Boulderback: intelligence −2, combat +3, aggression +2, speed −3 (the bestiary)
    expect([4, 6, 8, 10].map((c) => cell(sheet, FIRST, c)?.value)).toEqual(['\u22122', '+3', '+2', '\u22123']);
    expect([4, 6, 8, 10].map((c) => cell(sheet, FIRST, c)?.style.fill)).toEqual([BEING_FILL.intMod, BEING_FILL.combatMod, BEING_FILL.aggressionMod, BEING_FILL.speedMod]);
    expect(cell(sheet, FIRST, 12)?.value).toBe(2);
    expect(cell(sheet, FIRST + 4, 12)?.value).toBe(1);
    expect(cell(sheet, FIRST + 1, 12)?.value ?? null).toBeNull();
    // a plant and an artifact have no modifiers
    expect([4, 6, 8, 10].map((c) => cell(sheet, FIRST + 2, c)?.value ?? null)).toEqual([null, null, null, null]);
    // the Drift Bladder's combat is the word 'zero'
    const zero = renderSheets({ ...logged(), log: [{ being: 'driftBladder', met: 1, known: {} }] }, 'pl').sheets.space;
    expect(cell(zero, FIRST, 6)?.value).toBe('zero');
  });

  test('R-UI-SPACE-24 R-CRE-16 (DECISIONS) a modifier is struck through once its first indicator is known, the others not', () => {
    const sheet = renderSheets(logged(), 'pl').sheets.space;
    expect([4, 6, 8, 10].map((c) => !!cell(sheet, FIRST, c)?.style.strike)).toEqual([false, true, false, false]);
  });

  test('the log grows past its twelve rows: every species met has its row', () => {
    const many = { ...logged(), log: ['boulderback', 'driftBladder', 'fumeSipper', 'plainsFlatback', 'sandLurker', 'steppeRunner', 'siliconCreeper', 'vacuumHopper', 'herdWanderer', 'fogStalker', 'ridgeGlider', 'cliffClinger', 'cragTalon', 'iceAuger', 'snowFang'].map((being) => ({ being, met: 1, known: {} })) };
    const sheet = renderSheets(many, 'en').sheets.space;
    expect(cell(sheet, FIRST + 14, 1)?.value).toBe(t('en', 'being.snowFang.name'));
    expect(sheet.rowCount).toBeGreaterThanOrEqual(FIRST + 14);
  });
});

describe('the encounter panel (R-UI-EXP-06, R-ENC-13)', () => {
  test('R-UI-EXP-06 the being met: its name on its kind\'s colour beside \'nazwa\', its modifiers and this specimen\'s indicators in the traits\' colours, \'PZ za dostarczenie\'', () => {
    const s0 = landedOnArea('mefisto', 0, 'mefisto.ashPlain', ['scout', 'soldier'], 8);
    const s = { ...s0, surface: { ...s0.surface!, encounter: { being: 'boulderback', place: { row: 4, col: 4, layer: 'surface' as const }, surprised: false, companion: null, indicators: { speed: 3 } } } };
    const sheet = renderSheets(s, 'pl').sheets.expedition;
    const label = [...sheet.cells].find(([, c]) => c.value === 'nazwa')!;
    const row = Number(label[0].replace(/^[A-Z]+/, ''));
    const values = EXP_COLS.mapLeft + 10;
    expect(cell(sheet, row, values)?.value).toBe(t('pl', 'being.boulderback.name'));
    expect(cell(sheet, row, values)?.style.fill).toBe(BEING_FILL.catchable);
    expect(cell(sheet, row + 1, values - 2)?.value).toBe('modyfikatory');
    expect([0, 1, 2, 3].map((i) => cell(sheet, row + 1, values + i)?.value)).toEqual(['\u22122', '+3', '+2', '\u22123']);
    expect([0, 1, 2, 3].map((i) => cell(sheet, row + 2, values + i)?.value ?? null)).toEqual([null, null, null, 3]);
    expect(cell(sheet, row + 2, values + 3)?.style.fill).toBe(BEING_FILL.speedMod);
    expect(cell(sheet, row + 3, values - 2)?.value).toBe('PZ za dostarczenie');
    expect(cell(sheet, row + 3, values)?.value).toBe(6);
    // nothing met: the panel is empty
    const empty = renderSheets(s0, 'pl').sheets.expedition;
    expect(cell(empty, row, values)?.value ?? null).toBeNull();
  });
});
