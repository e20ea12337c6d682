// The 'ekspedycja' worksheet (R-UI-EXP-01..08): expedition table left, area map in the middle,
// planet and expedition data right, menu and movement board under the map, being data below.
import { t, type GameState, type Lang, type Message, type MessageKey } from '../engine';
import { GridBuilder } from './grid';
import type { Sheet } from './model';
import { UI } from './palette';
import { BASE, blankBoard, box, drawExpeditionTable, drawHexBoard, drawInput, drawMenu, drawTopBar, TITLE } from './parts';

export const EXP_COLS = { tableLeft: 1, mapLeft: 16, mapWidth: 24, dataLabel: 41, dataValue: 42, last: 42 } as const;
export const EXP_ROWS = { mapTop: 7, mapFieldRows: 12 } as const;

const WIDTHS: readonly number[] = [
  5, 5, 7, 12, 4.5, 4.5, 5, 5, 5, 5, 5, 5.5, 6.5, 4.5, // A..N expedition table
  1.5, // O gap
  ...Array.from({ length: EXP_COLS.mapWidth }, () => 3), // P..AM area map
  1.5, // AN gap
  18, 12, // AO..AP planet and expedition data
];

const DATA_LABELS: readonly MessageKey[] = [
  'label.planet',
  'label.monthsLeft',
  'label.characteristics',
  'label.hoursOnPlanet',
  'label.planetDrain',
  'label.absorberDrain',
  'label.totalDrain',
  'label.movement',
  'label.level',
  'label.grabStrength',
  'label.killStrength',
  'label.resourcesDelta',
  'label.hours',
];

export function renderExpedition(s: GameState, lang: Lang, notice?: Message): Sheet {
  const g = new GridBuilder('expedition', WIDTHS, 60, 15);
  g.rowHeight(1, 16).rowHeight(2, 16).rowHeight(3, 16).rowHeight(5, 6);
  drawTopBar(g, s, lang, { messages: [5, 30], hints: [31, EXP_COLS.last], withMonth: false }, notice);
  drawExpeditionTable(g, lang, 6, EXP_COLS.tableLeft, true);

  // Area map frame: fields of two cells (upper and lower part), R-MAP; empty until a landing.
  const { mapLeft, mapWidth } = EXP_COLS;
  const right = mapLeft + mapWidth - 1;
  const bottom = EXP_ROWS.mapTop + 2 * EXP_ROWS.mapFieldRows - 1;
  g.merge(6, mapLeft, 6, right, t(lang, 'label.areaMap'), { ...TITLE, align: 'center' });
  g.merge(EXP_ROWS.mapTop, mapLeft, bottom, right, t(lang, 'label.noArea'), { ...BASE, align: 'center', italic: true, fill: UI.box, wrap: true });
  g.box(EXP_ROWS.mapTop, mapLeft, bottom, right, 'medium');

  // Planet and expedition data (R-UI-EXP-09..15).
  DATA_LABELS.forEach((k, i) => {
    const row = EXP_ROWS.mapTop + i;
    g.set(row, EXP_COLS.dataLabel, t(lang, k), { ...BASE, bold: true, align: 'right' });
    if (k === 'label.resourcesDelta') drawInput(g, s, lang, row, EXP_COLS.dataValue, 'resources');
    else if (k === 'label.hours') drawInput(g, s, lang, row, EXP_COLS.dataValue, 'hours');
    else g.set(row, EXP_COLS.dataValue, null, { ...BASE, fill: UI.white, borders: box('thin'), align: 'center' });
  });

  const under = bottom + 2;
  drawMenu(g, s, lang, under, mapLeft, mapLeft + 11, 8);
  drawHexBoard(g, under, mapLeft + 13, 3, t(lang, 'label.movementBoard'), blankBoard());

  // The being or artifact met (R-UI-EXP-06).
  const being = under + 8;
  const labels: MessageKey[] = ['label.beingName', 'label.modifiers', 'label.indicators', 'label.deliveryVp'];
  labels.forEach((k, i) => {
    g.merge(being + i, mapLeft + 13, being + i, mapLeft + 16, t(lang, k), { ...BASE, bold: true, align: 'right' });
    g.merge(being + i, mapLeft + 17, being + i, right, null, { ...BASE, fill: UI.white });
  });
  g.box(being, mapLeft + 13, being + labels.length - 1, right, 'medium');
  return g.build();
}
