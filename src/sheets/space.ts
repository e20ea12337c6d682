// The 'przestrzeń kosmiczna' worksheet (R-UI-SPACE-01..22): starship log with the creature log
// under it on the left, the space map in the middle with the planet box, choice menu and
// navigation board under it, the expedition table on the right, text field and tips on top.
import {
  format,
  allowedToTake,
  contentOf,
  atEarth,
  logAction,
  EARTH_FIELD,
  look,
  MAP_COLS,
  MAP_ROWS,
  openDirections,
  PLANET_FIELDS,
  PLANET_IDS,
  planetAt,
  planetName,
  PLANETS,
  VOYAGE_PLANS,
  type Direction,
  type MapField,
  type MessageKey,
  type PlanetId,
  type SizeClass,
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
  beingById,
  beingName,
  TRAITS,
  type Being,
  ALIEN_WEAPON,
  canLoadWeapon,
} from '../engine';
import { GridBuilder } from './grid';
import type { CellStyle, ReplayView, Sheet } from './model';
import { SPACE_FILL, UI } from './palette';
import { KIND_FILL, MOD_HEADERS, modifierText, TRAIT_FILL } from './beings';
import {
  BASE,
  BUTTON_FACE,
  drawExpeditionTable,
  drawHexBoard,
  drawInput,
  drawMenu,
  drawTopBar,
  type HexBoard,
  type HexCell,
  HEADER,
  QUANTITY,
  STAT_COLUMNS,
  statValue,
  TITLE,
  rowStyles,
  styleCache,
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
  mapWidth: MAP_COLS,
  tableLeft: 15 + MAP_COLS,
  last: 28 + MAP_COLS,
} as const;

export const SPACE_ROWS = {
  logHeader: 7,
  logFirst: 8,
  mapTop: 8,
  mapHeight: MAP_ROWS,
  creatureTitle: 34,
  creatureRows: 12,
} as const;

const WIDTHS: readonly number[] = [
  3, 13, 4.5, 5, 5, 5, 5, 5, 5.5, 6.5, 4.5, 5, // starship log A..L
  1.5, // M gap
  ...Array.from({ length: SPACE_COLS.mapWidth }, () => 3), // the map
  1.5, // gap
  5, 5, 7, 12, 4.5, 4.5, 5, 5, 5, 5, 5, 5.5, 6.5, 4.5, // expedition table
];

const ROWS = 50;
/** The points log starts under the creature log, which grows with the species met. */
const ledgerTop = (s: GameState): number => SPACE_ROWS.creatureTitle + 1 + creatureRows(s) + 2;
/** The sheet grows with the creature log and the points log (a row per ledger line, and the total). */
const sheetRows = (s: GameState): number => Math.max(ROWS, ledgerTop(s) + 2 + s.ledger.length + 2);

export function renderSpace(s: GameState, lang: Lang, notice?: Message, replay?: ReplayView): Sheet {
  const g = new GridBuilder('space', WIDTHS, sheetRows(s), 15);
  g.rowHeight(1, 16).rowHeight(2, 16).rowHeight(3, 16).rowHeight(5, 6);
  // Map fields are square (3 characters ≈ 26 px wide, 19.5 pt = 26 px high); the log rows
  // beside and under the map share the height so the log reads evenly.
  const unitRows = HUMAN_IDS.length + STOCK_IDS.length;
  for (let r = SPACE_ROWS.logFirst; r < SPACE_ROWS.logFirst + unitRows; r++) g.rowHeight(r, 19.5);
  const split = SPACE_COLS.mapLeft + SPACE_COLS.mapWidth - 1;
  drawTopBar(g, s, lang, { messages: [5, split], hints: [split + 1, SPACE_COLS.last], withMonth: true }, notice);
  drawStarshipLog(g, s, lang);
  g.part('creatureLog', `${lang}|${JSON.stringify(s.log)}|${JSON.stringify(s.aboard)}|${canLoadWeapon(s)}`, () => drawCreatureLog(g, s, lang));
  g.part('pointsLog', `${lang}|${ledgerTop(s)}|${JSON.stringify(s.ledger)}`, () => drawPointsLog(g, s, lang));
  // the map depends on the visited planets only: the starship is the selection, set outside the
  // part, so a flight redraws nothing of the map (issue 9: a flight is the commonest click)
  g.part('spaceMap', `${lang}|${JSON.stringify(s.visited)}|${JSON.stringify(s.worlds)}|${JSON.stringify(s.campaign?.closed ?? [])}`, () => drawSpaceMap(g, s, lang));
  g.select(SPACE_ROWS.mapTop + s.position.row - 1, SPACE_COLS.mapLeft + s.position.col - 1);
  drawUnderMap(g, s, lang, replay);
  // '±zasobów:' for loading resources in orbit (R-UI-TABLE-08, R-UI-TABLE-11), on the table's title
  // row above its 'ilość' column: a fixed cell, where one under the table would move down a row
  // with each unit loaded (in Excel: its validation cleared and set again, its label unmerged and merged)
  drawExpeditionTable(g, s, lang, 6, SPACE_COLS.tableLeft, false, 4);
  g.merge(6, SPACE_COLS.tableLeft + 10, 6, SPACE_COLS.tableLeft + 12, t(lang, 'label.resourcesDelta'), { ...TITLE, align: 'right' });
  drawInput(g, s.inputs, lang, 6, SPACE_COLS.tableLeft + 13, 'resources');
  return g.build();
}

/** R-UI-SPACE-11..18: one row per unit, coloured by kind, stat columns by feature. */
function drawStarshipLog(g: GridBuilder, s: GameState, lang: Lang): void {
  const { logButton, logName, logStats, logQuantity, logAllowed } = SPACE_COLS;
  const units: UnitId[] = [...HUMAN_IDS, ...STOCK_IDS];
  // what each row shows, computed first: the drawing is a part keyed by it
  const rows = units.map((unit) => {
    const human = s.crew.find((c) => c.id === unit);
    return {
      unit,
      dead: human !== undefined && !human.alive,
      action: logAction(s, unit),
      intelligence: human ? human.intelligence : null,
      wounds: human ? human.wounds : s.stock[unit as (typeof STOCK_IDS)[number]].damaged,
      quantity: quantityAboard(s, unit),
      allowed: allowedToTake(s, unit),
    };
  });
  g.part('starshipLog', `${lang}|${JSON.stringify(rows)}`, () => {
    g.merge(6, logButton, 6, logAllowed, t(lang, 'label.starshipLog'), TITLE);
    const h = SPACE_ROWS.logHeader;
    // every cell carries its thin grid lines itself (one write a cell instead of a grid pass)
    const cell = (style: CellStyle): CellStyle => ({ ...style, borders: GRID });
    g.set(h, logButton, null, cell(HEADER));
    g.set(h, logName, t(lang, 'label.unit'), cell(HEADER));
    STAT_COLUMNS.forEach((c, i) => g.set(h, logStats + i, t(lang, c.key), cell({ ...HEADER, fill: c.fill, size: 7, wrap: true })));
    g.set(h, logQuantity, t(lang, 'col.quantity'), cell({ ...QUANTITY, size: 7 }));
    g.set(h, logAllowed, t(lang, 'col.allowed'), cell({ ...QUANTITY, size: 7 }));
    g.rowHeight(h, 22);
    rows.forEach((r, i) => {
      const row = SPACE_ROWS.logFirst + i;
      // '<' marks the rows a pending choice is about (R-UI-TABLE-03), e.g. who takes a wound.
      const marked = r.action?.type === 'assignWound';
      // a ▶ that does nothing now (nothing left to take, a dead human) is drawn greyed (issue 10 point 16)
      g.set(row, logButton, marked ? '<' : BUTTON_FACE, marked ? LOG.mark : r.action ? LOG.button : LOG.dead, r.action ?? undefined);
      g.set(row, logName, unitName(lang, r.unit), logNameStyle(`${r.unit}|${r.dead}`));
      const stats = UNIT_TYPES[r.unit].stats;
      const values = [r.intelligence, ...(['grab', 'kill', 'weight', 'capacity', 'speed', 'absorbency'] as const).map((k) => statValue(stats[k])), r.wounds];
      values.forEach((v, j) => g.set(row, logStats + j, v, LOG.stats[j]!));
      g.set(row, logQuantity, r.quantity, LOG.quantity);
      g.set(row, logAllowed, r.allowed, LOG.quantity);
    });
    const last = SPACE_ROWS.logFirst + units.length - 1;
    g.box(h, logButton, last, logAllowed, 'medium');
  });
}

/** R-UI-SPACE-19: the creature log, empty until beings are met. */
function drawCreatureLog(g: GridBuilder, s: GameState, lang: Lang): void {
  const top = SPACE_ROWS.creatureTitle;
  const { logButton, logAllowed } = SPACE_COLS;
  g.merge(top, logButton, top, logAllowed, t(lang, 'label.creatureLog'), TITLE);
  const h = top + 1;
  g.merge(h, 1, h, 3, t(lang, 'label.being'), HEADER);
  TRAITS.forEach((trait, i) => g.merge(h, 4 + 2 * i, h, 5 + 2 * i, t(lang, MOD_HEADERS[trait]), { ...HEADER, fill: TRAIT_FILL[trait], size: 7 }));
  g.merge(h, 12, h, 12, t(lang, 'col.aboard'), { ...QUANTITY, size: 7 });
  const rows = creatureRows(s);
  for (let i = 0; i < rows; i++) {
    const r = h + 1 + i;
    const row = logRow(s, i);
    // R-LAND-02: in orbit a recognised Alien Weapon aboard is a button that puts it into the shuttle
    const loads = row?.being.id === ALIEN_WEAPON.id && canLoadWeapon(s);
    const name = row ? `${loads ? `${BUTTON_FACE} ` : ''}${beingName(lang, row.being.id)}` : null;
    g.merge(r, 1, r, 3, name, row ? { ...BASE, fill: KIND_FILL[row.being.kind], size: 8, ...(loads ? { bold: true } : {}) } : BASE, loads ? { type: 'loadWeapon' } : undefined);
    TRAITS.forEach((trait, k) => {
      const m = row?.being.modifiers?.[trait];
      // R-UI-SPACE-24 as shared/spec/DECISIONS.md settles it: struck through once the first indicator is known
      const struck = m !== undefined && row?.entry.known[trait] !== undefined;
      g.merge(r, 4 + 2 * k, r, 5 + 2 * k, m === undefined ? null : modifierText(m), { ...BASE, fill: TRAIT_FILL[trait], align: 'center', ...(struck ? { strike: true } : {}) });
    });
    g.set(r, 12, row && row.aboard > 0 ? row.aboard : null, { ...QUANTITY, align: 'center' });
  }
  g.grid(h, 1, h + rows, logAllowed);
  g.box(h, 1, h + rows, logAllowed, 'medium');
}

/**
 * Issue 14: the points log — every line of the ledger (the month, what for, the PZ) and the total,
 * which is the PZ shown top left.
 */
function drawPointsLog(g: GridBuilder, s: GameState, lang: Lang): void {
  const top = ledgerTop(s);
  const { logButton, logAllowed } = SPACE_COLS;
  g.merge(top, logButton, top, logAllowed, t(lang, 'label.pointsLog'), TITLE);
  const h = top + 1;
  g.merge(h, 1, h, 2, t(lang, 'col.month'), HEADER);
  g.merge(h, 3, h, 11, t(lang, 'col.reason'), HEADER);
  g.set(h, 12, t(lang, 'col.points'), { ...QUANTITY, size: 7 });
  s.ledger.forEach((e, i) => {
    const r = h + 1 + i;
    g.merge(r, 1, r, 2, e.month, { ...BASE, align: 'center' });
    g.merge(r, 3, r, 11, t(lang, `ledger.${e.reason}`), { ...BASE, size: 8 });
    g.set(r, 12, e.amount, { ...BASE, align: 'center', bold: true, color: e.amount < 0 ? '#C00000' : '#006100' });
  });
  const total = h + 1 + s.ledger.length;
  g.merge(total, 1, total, 11, t(lang, 'label.total'), { ...HEADER, align: 'right' });
  g.set(total, 12, s.vp, QUANTITY);
  g.grid(h, 1, total, logAllowed);
  g.box(h, 1, total, logAllowed, 'medium');
}

/** The log shows at least its usual rows, and one for every species met. */
const creatureRows = (s: GameState): number => Math.max(SPACE_ROWS.creatureRows, s.log.length);

/** The i-th species of the log with its being and the count aboard (null past the end). */
function logRow(s: GameState, i: number): { being: Being; entry: GameState['log'][number]; aboard: number } | null {
  const entry = s.log[i];
  const being = entry ? beingById(entry.being) : undefined;
  if (!entry || !being) return null;
  // a weapon loaded into the shuttle is no longer counted aboard the starship
  return { being, entry, aboard: s.aboard.filter((x) => x.being === entry.being && !x.loaded).length };
}

/**
 * R-UI-SPACE-03, R-SPACE-01..09, R-UI-COLORS-06: the pseudo-hexagonal space map, square fields
 * with thin black lines, planets in the colour of their orbit (the font grows with the planet's
 * size; a visited planet is struck through), Earth dark in the bottom-right corner, and the
 * starship as the selected field (R-SPACE-10).
 */
function drawSpaceMap(g: GridBuilder, s: Pick<GameState, 'visited' | 'worlds' | 'campaign'>, lang: Lang): void {
  // a planet explored earlier in the campaign reads as one visited (issue 14 point 6)
  const visited = [...s.visited, ...(s.campaign?.closed ?? [])];
  const { mapLeft, mapWidth } = SPACE_COLS;
  const { mapTop, mapHeight } = SPACE_ROWS;
  const right = mapLeft + mapWidth - 1;
  const bottom = mapTop + mapHeight - 1;
  g.merge(6, mapLeft, 6, right, t(lang, 'label.spaceMap'), { ...TITLE, align: 'center' });
  g.area(mapTop, mapLeft, bottom, right, { fill: SPACE_FILL.empty });
  g.grid(mapTop, mapLeft, bottom, right);
  g.box(mapTop, mapLeft, bottom, right, 'medium');
  const at = (f: MapField): [number, number] => [mapTop + f.row - 1, mapLeft + f.col - 1];
  for (const id of PLANET_IDS) {
    // with new worlds a planet shows the size of the content it has (issue 14 point 5)
    const p = PLANETS[contentOf(s, id)];
    const [r, c] = at(PLANET_FIELDS[id]);
    const name = planetName(lang, id);
    g.set(r, c, name.slice(0, 3), {
      ...BASE,
      fill: SPACE_FILL[p.orbit],
      align: 'center',
      size: PLANET_FONT[p.size],
      bold: p.size === 'large' || p.size === 'huge',
      // visited: grey italics, still legible at the smallest size (a strike-through was not)
      ...(visited.includes(id) ? { italic: true, color: UI.visited } : {}),
    }, undefined, `${name} — ${t(lang, `planetSize.${p.size}`)}, ${t(lang, `planetOrbit.${p.orbit}`)}`);
  }
  const [er, ec] = at(EARTH_FIELD);
  g.set(er, ec, t(lang, 'label.earth').slice(0, 3), { ...BASE, fill: SPACE_FILL.earth, color: UI.white, bold: true, align: 'center', size: 7 }, undefined, t(lang, 'label.earth'));
}

/** Font size of a planet's label by its size class. */
const PLANET_FONT: Readonly<Record<SizeClass, number>> = { miniature: 6, small: 7, large: 8, huge: 9 };

/** 'Korkran ogr/bli' (R-SPACE-08). */
function planetLabel(lang: Lang, id: PlanetId, content: PlanetId): string {
  const p = PLANETS[content];
  return `${planetName(lang, id)} ${t(lang, `code.${p.size}`)}/${t(lang, `code.${p.orbit}`)}`;
}

/** Planet box above the menu, choice menu, navigation board (R-UI-SPACE-05..07, R-UI-SPACE-21). */
function drawUnderMap(g: GridBuilder, s: GameState, lang: Lang, replay?: ReplayView): void {
  const left = SPACE_COLS.mapLeft;
  const top = SPACE_ROWS.mapTop + SPACE_ROWS.mapHeight + 1; // one blank row under the map
  const mid = left + 7; // planet box and menu: 8 columns; navigation: 6 columns
  const box = { orbit: s.orbit, content: s.orbit ? contentOf(s, s.orbit.planet) : null, atEarth: atEarth(s), visited: s.visited.length, length: s.length, shuttles: s.shuttles };
  g.part('planetBox', `${lang}|${JSON.stringify(box)}`, () => drawPlanetBox(g, box, lang, top, left, mid));
  drawMenu(g, s, lang, top + 12, left, mid, 8, replay, true);
  drawHexBoard(g, top, mid + 1, 2, t(lang, 'label.navigation'), navBoard(s, lang));
}

const BOX_ROWS = 10;

/** Thin lines on all four sides of a cell. */
const GRID: CellStyle['borders'] = { top: 'thin', bottom: 'thin', left: 'thin', right: 'thin' };

/** The starship log's cell styles, each cell with its own grid lines. */
const LOG = rowStyles(GRID);
/** A unit's name in the log: its kind's colours, struck through when it is lost. */
const logNameStyle = styleCache((k: `${UnitId}|${boolean}`) => {
  const [unit, dead] = k.split('|') as [UnitId, string];
  return { ...unitStyle(unit), strike: dead === 'true', borders: GRID };
});

/** R-UI-SPACE-07: the planet orbited, its classes, the drawn characteristic set and its description. */
interface PlanetBox {
  readonly orbit: GameState['orbit'];
  /** Whose content the planet orbited has (itself unless the worlds are new). */
  readonly content: PlanetId | null;
  readonly atEarth: boolean;
  readonly visited: number;
  readonly length: GameState['length'];
  readonly shuttles: number;
}

function drawPlanetBox(g: GridBuilder, s: PlanetBox, lang: Lang, top: number, left: number, right: number): void {
  g.merge(top, left, top, right, t(lang, 'label.planetInfo'), TITLE);
  const label: CellStyle = { ...BASE, bold: true, fill: UI.box, size: 8 };
  const value: CellStyle = { ...BASE, fill: UI.box, size: 8 };
  const lines: [string, string][] = [];
  let text = '';
  if (s.orbit) {
    const p = PLANETS[s.content ?? s.orbit.planet];
    const set = p.sets[s.orbit.set]!;
    lines.push(
      [t(lang, 'label.planet'), planetLabel(lang, s.orbit.planet, p.id)],
      [t(lang, 'label.size'), t(lang, `planetSize.${p.size}`)],
      [t(lang, 'label.orbitClass'), t(lang, `planetOrbit.${p.orbit}`)],
      [t(lang, 'label.gravity'), t(lang, `gravity.${set.gravity}`)],
      [t(lang, 'label.atmosphere'), t(lang, `atmosphere.${set.atmosphere}`)],
      [t(lang, 'label.hydrography'), `${set.hydrography}%`],
      [t(lang, 'label.geology'), t(lang, `geology.${set.geology}`)],
      [t(lang, 'label.drain'), `${set.drain}${set.discovery ? ` · ${t(lang, 'label.discovery')}` : ''}`],
    );
    text = t(lang, `planetInfo.${p.id}.${s.orbit.set}` as MessageKey);
  } else {
    text = s.atEarth ? t(lang, 'label.atEarth') : t(lang, 'label.noPlanet');
    lines.push(
      [t(lang, 'label.visited'), `${s.visited} / ${VOYAGE_PLANS[s.length].planets}`],
      [t(lang, 'label.shuttles'), String(s.shuttles)],
    );
  }
  for (let i = 0; i < BOX_ROWS - 2; i++) {
    const [l, v] = lines[i] ?? [null, null];
    g.merge(top + 1 + i, left, top + 1 + i, left + 2, l, label);
    g.merge(top + 1 + i, left + 3, top + 1 + i, right, v, value);
  }
  g.merge(top + BOX_ROWS - 1, left, top + BOX_ROWS, right, text, { ...value, wrap: true, valign: 'top', italic: true, size: 7 }, undefined, text);
  g.box(top + 1, left, top + BOX_ROWS, right, 'medium');
}

/** R-UI-SPACE-21: the centre names where the starship is; each direction what lies there, or nothing. */
function navBoard(s: GameState, lang: Lang): HexBoard {
  const here = planetAt(s.position);
  const centre = { text: here ? planetLabel(lang, here, contentOf(s, here)) : atEarth(s) ? t(lang, 'label.earth') : t(lang, 'label.empty') };
  const open = new Set(openDirections(s));
  const cell = (dir: Direction): HexCell => {
    const target = look(s, dir);
    if (!open.has(dir)) {
      // a closed direction says why (issue 10 point 17); in orbit or an event nothing flies
      if (s.phase !== 'space' || target.kind !== 'blocked') return { text: null };
      if (target.reason === 'edge') return { text: t(lang, 'nav.offMap') };
      return { text: format(lang, { key: `nav.${target.reason}`, params: { planet: { planet: target.planet! } } }) };
    }
    const action = { type: 'fly', dir } as const;
    if (target.kind === 'planet') return { text: planetLabel(lang, target.planet, contentOf(s, target.planet)), action };
    if (target.kind === 'earth') return { text: t(lang, 'label.earth'), action };
    return { text: t(lang, 'label.empty'), action };
  };
  return {
    centre,
    up: cell('up'),
    down: cell('down'),
    upLeft: cell('upLeft'),
    downLeft: cell('downLeft'),
    upRight: cell('upRight'),
    downRight: cell('downRight'),
  };
}
