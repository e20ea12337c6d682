// The 'przestrzeń kosmiczna' worksheet (R-UI-SPACE-01..22): starship log with the creature log
// under it on the left, the space map in the middle with the planet box, choice menu and
// navigation board under it, the expedition table on the right, text field and tips on top.
import {
  allowedToTake,
  HUMAN_IDS,
  quantityAboard,
  STOCK_IDS,
  t,
  UNIT_TYPES,
  unitName,
  type GameState,
  type Lang,
  type Message,
  type UnitId,
} from '../engine';
import { GridBuilder } from './grid';
import type { Sheet } from './model';
import { BEING_FILL, SPACE_FILL, UI } from './palette';
import {
  BASE,
  BUTTON,
  BUTTON_FACE,
  drawExpeditionTable,
  blankBoard,
  drawHexBoard,
  drawInput,
  drawMenu,
  drawTopBar,
  HEADER,
  QUANTITY,
  STAT_COLUMNS,
  statValue,
  TITLE,
  unitStyle,
} from './parts';

/** Column plan (1-based). */
export const SPACE_COLS = {
  logButton: 1,
  logName: 2,
  logStats: 3, // 8 columns: int, grab, kill, weight, capacity, speed, absorbency, wounds
  logQuantity: 11,
  logAllowed: 12,
  mapLeft: 14,
  mapWidth: 20,
  tableLeft: 35,
  last: 48,
} as const;

export const SPACE_ROWS = {
  logHeader: 7,
  logFirst: 8,
  mapTop: 8,
  mapHeight: 16,
  creatureTitle: 34,
  creatureRows: 12,
} as const;

const WIDTHS: readonly number[] = [
  3, 13, 4.5, 5, 5, 5, 5, 5, 5.5, 6.5, 4.5, 5, // starship log A..L
  1.5, // M gap
  ...Array.from({ length: SPACE_COLS.mapWidth }, () => 3), // N..AG map
  1.5, // AH gap
  5, 5, 7, 12, 4.5, 4.5, 5, 5, 5, 5, 5, 5.5, 6.5, 4.5, // AI..AV expedition table
];

const ROWS = 50;

export function renderSpace(s: GameState, lang: Lang, notice?: Message): Sheet {
  const g = new GridBuilder('space', WIDTHS, ROWS, 15);
  g.rowHeight(1, 16).rowHeight(2, 16).rowHeight(3, 16).rowHeight(5, 6);
  // Map fields are square (3 characters ≈ 26 px wide, 19.5 pt = 26 px high); the log rows
  // beside and under the map share the height so the log reads evenly.
  const unitRows = HUMAN_IDS.length + STOCK_IDS.length;
  for (let r = SPACE_ROWS.logFirst; r < SPACE_ROWS.logFirst + unitRows; r++) g.rowHeight(r, 19.5);
  drawTopBar(g, s, lang, { messages: [5, 33], hints: [34, SPACE_COLS.last], withMonth: true }, notice);
  drawStarshipLog(g, s, lang);
  drawCreatureLog(g, lang);
  drawSpaceMap(g, lang);
  drawUnderMap(g, s, lang);
  const below = drawExpeditionTable(g, lang, 6, SPACE_COLS.tableLeft, false);
  // '±zasobów:' for loading resources in orbit (R-UI-TABLE-08, R-UI-TABLE-11).
  g.merge(below + 1, SPACE_COLS.tableLeft, below + 1, SPACE_COLS.tableLeft + 2, t(lang, 'label.resourcesDelta'), { ...BASE, bold: true, align: 'right' });
  drawInput(g, s, lang, below + 1, SPACE_COLS.tableLeft + 3, 'resources');
  return g.build();
}

/** R-UI-SPACE-11..18: one row per unit, coloured by kind, stat columns by feature. */
function drawStarshipLog(g: GridBuilder, s: GameState, lang: Lang): void {
  const { logButton, logName, logStats, logQuantity, logAllowed } = SPACE_COLS;
  g.merge(6, logButton, 6, logAllowed, t(lang, 'label.starshipLog'), TITLE);
  const h = SPACE_ROWS.logHeader;
  g.set(h, logButton, null, HEADER);
  g.set(h, logName, t(lang, 'label.unit'), HEADER);
  STAT_COLUMNS.forEach((c, i) => g.set(h, logStats + i, t(lang, c.key), { ...HEADER, fill: c.fill, size: 7, wrap: true }));
  g.set(h, logQuantity, t(lang, 'col.quantity'), { ...QUANTITY, size: 7 });
  g.set(h, logAllowed, t(lang, 'col.allowed'), { ...QUANTITY, size: 7 });
  g.rowHeight(h, 22);
  const units: UnitId[] = [...HUMAN_IDS, ...STOCK_IDS];
  units.forEach((unit, i) => {
    const row = SPACE_ROWS.logFirst + i;
    const type = UNIT_TYPES[unit];
    const human = s.crew.find((c) => c.id === unit);
    const dead = human !== undefined && !human.alive;
    g.set(row, logButton, BUTTON_FACE, BUTTON, dead ? undefined : { type: 'selectUnit', unit });
    g.set(row, logName, unitName(lang, unit), { ...unitStyle(unit), strike: dead });
    const values = [
      human ? human.intelligence : null,
      ...(['grab', 'kill', 'weight', 'capacity', 'speed', 'absorbency'] as const).map((k) => statValue(type.stats[k])),
      human ? human.wounds : s.stock[unit as (typeof STOCK_IDS)[number]].damaged,
    ];
    values.forEach((v, j) => g.set(row, logStats + j, v, { ...BASE, align: 'center', fill: STAT_COLUMNS[j]!.fill }));
    g.set(row, logQuantity, quantityAboard(s, unit), QUANTITY);
    g.set(row, logAllowed, allowedToTake(s, unit), QUANTITY);
  });
  const last = SPACE_ROWS.logFirst + units.length - 1;
  g.grid(h, logButton, last, logAllowed);
  g.box(h, logButton, last, logAllowed, 'medium');
}

/** R-UI-SPACE-19: the creature log, empty until beings are met. */
function drawCreatureLog(g: GridBuilder, lang: Lang): void {
  const top = SPACE_ROWS.creatureTitle;
  const { logButton, logAllowed } = SPACE_COLS;
  g.merge(top, logButton, top, logAllowed, t(lang, 'label.creatureLog'), TITLE);
  const h = top + 1;
  g.merge(h, 1, h, 3, t(lang, 'label.being'), HEADER);
  const cols = [
    { key: 'col.intMod', fill: BEING_FILL.intMod },
    { key: 'col.combatMod', fill: BEING_FILL.combatMod },
    { key: 'col.aggressionMod', fill: BEING_FILL.aggressionMod },
    { key: 'col.speedMod', fill: BEING_FILL.speedMod },
  ] as const;
  cols.forEach((c, i) => g.merge(h, 4 + 2 * i, h, 5 + 2 * i, t(lang, c.key), { ...HEADER, fill: c.fill, size: 7 }));
  g.merge(h, 12, h, 12, t(lang, 'col.aboard'), { ...QUANTITY, size: 7 });
  for (let r = h + 1; r <= h + SPACE_ROWS.creatureRows; r++) {
    g.merge(r, 1, r, 3, null, BASE);
    cols.forEach((c, i) => g.merge(r, 4 + 2 * i, r, 5 + 2 * i, null, { ...BASE, fill: c.fill }));
    g.set(r, 12, null, QUANTITY);
  }
  g.grid(h, 1, h + SPACE_ROWS.creatureRows, logAllowed);
  g.box(h, 1, h + SPACE_ROWS.creatureRows, logAllowed, 'medium');
}

/**
 * R-UI-SPACE-03, R-SPACE-01..03: the pseudo-hexagonal space map, square fields with thin black
 * lines, Earth dark in the bottom-right corner and selected as the starship (R-SPACE-10).
 * The planets and flight arrive with the star map (issue 4).
 */
function drawSpaceMap(g: GridBuilder, lang: Lang): void {
  const { mapLeft, mapWidth } = SPACE_COLS;
  const { mapTop, mapHeight } = SPACE_ROWS;
  const right = mapLeft + mapWidth - 1;
  const bottom = mapTop + mapHeight - 1;
  g.merge(6, mapLeft, 6, right, t(lang, 'label.spaceMap'), { ...TITLE, align: 'center' });
  g.area(mapTop, mapLeft, bottom, right, { fill: SPACE_FILL.empty });
  g.grid(mapTop, mapLeft, bottom, right);
  g.box(mapTop, mapLeft, bottom, right, 'medium');
  g.set(bottom, right, t(lang, 'label.earth').slice(0, 3), { ...BASE, fill: SPACE_FILL.earth, color: UI.white, bold: true, align: 'center', size: 7 }, undefined, t(lang, 'label.earth'));
  g.select(bottom, right);
}

/** Planet box above the menu, choice menu, navigation board (R-UI-SPACE-05..07, R-UI-SPACE-21). */
function drawUnderMap(g: GridBuilder, s: GameState, lang: Lang): void {
  const left = SPACE_COLS.mapLeft;
  const top = SPACE_ROWS.mapTop + SPACE_ROWS.mapHeight + 1; // one blank row under the map
  const mid = left + 9; // planet box and menu: 10 columns; navigation: 9 columns
  g.merge(top, left, top, mid, t(lang, 'label.planetInfo'), TITLE);
  const info = s.location === 'earth' ? t(lang, 'label.atEarth') : t(lang, 'label.noPlanet');
  g.merge(top + 1, left, top + 4, mid, info, { ...BASE, wrap: true, valign: 'top', fill: UI.box });
  g.box(top + 1, left, top + 4, mid, 'medium');
  drawMenu(g, s, lang, top + 6, left, mid, 6);
  const centre = { text: s.location === 'earth' ? t(lang, 'label.earth') : t(lang, 'label.empty') };
  drawHexBoard(g, top, mid + 2, 3, t(lang, 'label.navigation'), blankBoard(centre));
}
