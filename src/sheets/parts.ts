// Pieces both worksheets share: the corner with month and VP, the two-part text field, the tip
// strip, the choice menu, the hexagonal mini-board and the expedition table.
import {
  baseStats,
  carriedWeight,
  folderOf,
  handsCapacity,
  humanCapacity,
  isRobotId,
  partyCapacity,
  robotCapacity,
  roverCapacity,
  tableRows,
  tableWeight,
  usedWeight,
  format,
  cagedIn,
  carriedArtifacts,
  shuttleArtifacts,
  beingName,
  INPUT_LIMITS,
  isHumanId,
  passengerStats,
  shuttleCapacity,
  suitMark,
  unitName,
  type InputField,
  type Stats,
  type TableRow,
  menuItems,
  tipKey,
  type MenuItem,
  t,
  UNIT_TYPES,
  type Action,
  type GameState,
  type Lang,
  type Message,
  type MessageKey,
  type Stat,
} from '../engine';
import type { GridBuilder } from './grid';
import type { CellAction, CellStyle, CellValue, ReplayMove, ReplayView } from './model';
import { FEATURE_FILL, UI, UNIT_KIND_FILL } from './palette';

export const BASE: CellStyle = { size: 9, valign: 'middle' };
export const TITLE: CellStyle = { ...BASE, bold: true, color: UI.title, size: 10 };
export const HEADER: CellStyle = { ...BASE, bold: true, fill: UI.header, align: 'center' };
export const BUTTON: CellStyle = {
  ...BASE,
  fill: UI.button,
  color: UI.buttonText,
  bold: true,
  align: 'center',
  borders: { top: 'thin', bottom: 'medium', left: 'thin', right: 'medium' },
};
export const DARK: CellStyle = { ...BASE, fill: UI.dark, color: UI.white, bold: true, align: 'center' };
/** A ▶ that does nothing now (e.g. 'wolno' 0): greyed, with the same outline so no line changes. */
export const DEAD_BUTTON: CellStyle = { ...BUTTON, fill: UI.deadButton, color: UI.deadButtonText, bold: false };
/** A button cell's place when it has no action: the outline without the face. */
export const IDLE_BUTTON: CellStyle = { ...BASE, borders: BUTTON.borders };
/** The face of a button cell. */
export const BUTTON_FACE = '▶';

export interface TopBarLayout {
  /** Columns of the messages part and the hints part of the text field (R-UI-SPACE-22). */
  readonly messages: readonly [number, number];
  readonly hints: readonly [number, number];
  /** Show the month in the corner (space sheet) or only VP (expedition sheet, R-UI-EXP-08). */
  readonly withMonth: boolean;
}

/** Rows 1–3: corner, text field; row 4: the tip strip (R-UI-SPACE-08..10, R-UI-EXP-07..08). */
export function drawTopBar(g: GridBuilder, s: GameState, lang: Lang, l: TopBarLayout, notice?: Message): void {
  // four parts, each redrawn only when what it shows changes
  const corner = l.withMonth ? [s.month, s.planMonths, s.vp] : [s.vp];
  g.part('corner', `${lang}|${corner.join('|')}`, () => drawCorner(g, lang, l.withMonth, s));
  const text: CellStyle = { ...BASE, wrap: true, valign: 'top' };
  const message = format(lang, notice ?? s.message);
  const hint = s.hint ? format(lang, s.hint) : '';
  g.part('messages', `${notice ? '!' : ''}${message}`, () => {
    g.merge(1, l.messages[0], 3, l.messages[1], message, { ...text, fill: UI.messages, ...(notice ? { color: '#C00000', bold: true } : {}) }, undefined, message);
    g.box(1, l.messages[0], 3, l.messages[1], 'medium');
  });
  g.part('hints', hint, () => {
    g.merge(1, l.hints[0], 3, l.hints[1], hint, { ...text, fill: UI.hints, italic: true }, undefined, hint);
    g.box(1, l.hints[0], 3, l.hints[1], 'medium');
  });
  const tip = `${t(lang, 'label.tipPrefix')} ${t(lang, tipKey(s))}`;
  g.part('tip', tip, () => g.merge(4, l.messages[0], 4, l.hints[1], tip, { ...BASE, italic: true, fill: UI.tips, color: UI.title }, { type: 'nextTip' }));
}

/** The corner: month and VP on the space sheet, VP alone on the expedition sheet. */
function drawCorner(g: GridBuilder, lang: Lang, withMonth: boolean, s: Pick<GameState, 'month' | 'planMonths' | 'vp'>): void {
  const label: CellStyle = { ...BASE, bold: true, align: 'right' };
  const value: CellStyle = { ...BASE, bold: true, size: 12, align: 'center', fill: UI.white, borders: box('medium') };
  if (withMonth) {
    g.set(1, 2, t(lang, 'label.month'), label);
    g.set(1, 3, s.month, value);
    // the current plan: the length plus the time bonuses gained so far (R-SETUP-07..09)
    g.set(1, 4, `/ ${s.planMonths}`, { ...BASE, align: 'left' });
    g.set(2, 2, t(lang, 'label.vp'), label);
    g.set(2, 3, s.vp, value);
  } else {
    g.set(1, 2, t(lang, 'label.vp'), label);
    g.set(1, 3, s.vp, value);
  }
}

export function box(line: 'thin' | 'medium' | 'thick'): CellStyle['borders'] {
  return { top: line, bottom: line, left: line, right: line };
}

/** The choice menu (R-UI-SPACE-05): a button column and a label per line. */
/** A line of a drawn menu: the game's own items, or the replay's buttons. */
type MenuLine = Omit<MenuItem, 'action'> & { readonly action: CellAction | null };

const REPLAY_MENU: readonly [ReplayMove, MessageKey][] = [
  ['back', 'menu.replayBack'],
  ['forward', 'menu.replayForward'],
  ['monthBack', 'menu.replayMonthBack'],
  ['monthForward', 'menu.replayMonthForward'],
  ['exit', 'menu.replayExit'],
];

/**
 * The choice menu. While a replay is watched it holds the replay's buttons (a step, a month, back
 * or forward; the end of the replay); `offersReplay` (the space sheet) adds 'powtórka gry' in space
 * and after the end (issue 14).
 */
export function drawMenu(g: GridBuilder, s: GameState, lang: Lang, top: number, left: number, right: number, lines: number, replay?: ReplayView, offersReplay = false): void {
  const items: readonly MenuLine[] = replay
    ? REPLAY_MENU.filter(([move]) => (move === 'back' || move === 'monthBack' ? replay.index > 0 : move === 'exit' || replay.index < replay.total)).map(([move, label]) => ({ label, action: { type: 'replay', move } }))
    : withAdvisor(withReplay(menuItems(s), offersReplay && (s.phase === 'space' || s.phase === 'ended') && s.menu === 'main'), s);
  g.part(`menu${top}:${left}`, `${lang}|${JSON.stringify(items)}`, () => drawMenuItems(g, items, lang, top, left, right, lines));
}

/** 'powtórka gry' just above NOWA GRA (the last line). */
function withReplay(items: readonly MenuItem[], offered: boolean): readonly MenuLine[] {
  if (!offered) return items;
  const start: MenuLine = { label: 'menu.replay', action: { type: 'replay', move: 'start' } };
  return [...items.slice(0, -1), start, ...items.slice(-1)];
}

/** Issue 15: 'doradca' just above NOWA GRA (the last line), wherever the game is being played. */
function withAdvisor(items: readonly MenuLine[], s: GameState): readonly MenuLine[] {
  if (s.menu === 'chooseLength' || s.menu === 'chooseCampaign') return items;
  const advisor: MenuLine = { label: 'menu.advisor', action: { type: 'advise' } };
  return [...items.slice(0, -1), advisor, ...items.slice(-1)];
}

function drawMenuItems(g: GridBuilder, items: readonly MenuLine[], lang: Lang, top: number, left: number, right: number, lines: number): void {
  g.merge(top, left, top, right, t(lang, 'label.menu'), TITLE);
  for (let i = 0; i < lines; i++) {
    const row = top + 1 + i;
    const item = items[i];
    // Every line's button cell keeps the button's outline, lit or not: a line that changes when the
    // menu grows or shrinks would cost border writes on every click in Excel.
    if (item?.action) g.set(row, left, BUTTON_FACE, BUTTON, item.action);
    else g.set(row, left, null, IDLE_BUTTON);
    // a line that cannot be taken now reads grey
    g.merge(row, left + 1, row, right, item ? format(lang, { key: item.label, ...(item.params ? { params: item.params } : {}) }) : null, item?.action ? { ...BASE, bold: true } : item ? { ...BASE, color: UI.deadButtonText } : BASE);
  }
  g.box(top + 1, left, top + lines, right, 'medium');
}

export interface HexCell {
  readonly text: CellValue;
  readonly action?: Action;
}

export interface HexBoard {
  readonly centre: HexCell;
  readonly up: HexCell;
  readonly down: HexCell;
  readonly upLeft: HexCell;
  readonly downLeft: HexCell;
  readonly upRight: HexCell;
  readonly downRight: HexCell;
}

/** A board with nothing on it (no direction can be taken). */
export function blankBoard(centre: HexCell = { text: null }): HexBoard {
  const blank = { text: null };
  return { centre, up: blank, down: blank, upLeft: blank, downLeft: blank, upRight: blank, downRight: blank };
}

/**
 * The honeycomb mini-board (R-UI-SPACE-21, R-UI-EXP-17): six neighbour cells around a centre.
 * Laid out on 3 columns of `w` sheet columns and 6 rows: up/centre/down in the middle column,
 * the side cells half a step lower, like a hexagon's neighbours.
 */
export function drawHexBoard(
  g: GridBuilder,
  top: number,
  left: number,
  w: number,
  title: string,
  cells: HexBoard,
): void {
  g.part(`hex${top}:${left}`, JSON.stringify([w, title, cells]), () => drawHexCells(g, top, left, w, title, cells));
}

function drawHexCells(g: GridBuilder, top: number, left: number, w: number, title: string, cells: HexBoard): void {
  g.merge(top, left, top, left + 3 * w - 1, title, TITLE);
  const r = top + 1;
  const put = (row: number, col: number, cell: HexCell, centre = false): void => {
    const style: CellStyle = {
      ...BASE,
      align: 'center',
      wrap: true,
      fill: centre ? UI.header : cell.action ? UI.button : UI.box,
      bold: centre,
      borders: box('thin'),
    };
    // One line weight for every cell: the fill tells a button. A line between two merged cells
    // that changes costs both merges made again in Excel (see plan.ts), on every move.
    g.merge(row, col, row + 1, col + w - 1, cell.text, style, cell.action);
    g.box(row, col, row + 1, col + w - 1, 'thin');
  };
  put(r, left + w, cells.up);
  put(r + 2, left + w, cells.centre, true);
  put(r + 4, left + w, cells.down);
  put(r + 1, left, cells.upLeft);
  put(r + 3, left, cells.downLeft);
  put(r + 1, left + 2 * w, cells.upRight);
  put(r + 3, left + 2 * w, cells.downRight);
}

/** A stat as shown in a log: plain number, or '+4' / '−1' for what adds to the wearer. */
export function statValue(stat: Stat): CellValue {
  switch (stat.kind) {
    case 'none':
      return null;
    case 'value':
    case 'replaces':
      return stat.value;
    case 'wearerPlus':
      return stat.value < 0 ? `−${-stat.value}` : `+${stat.value}`;
  }
}

/** Column colours of the unit tables, in column order after the name (R-UI-COLORS-02). */
export const STAT_COLUMNS = [
  { key: 'col.int', fill: FEATURE_FILL.intelligence },
  { key: 'col.grab', fill: FEATURE_FILL.combat, stat: 'grab' },
  { key: 'col.kill', fill: FEATURE_FILL.combat, stat: 'kill' },
  { key: 'col.weight', fill: FEATURE_FILL.load, stat: 'weight' },
  { key: 'col.capacity', fill: FEATURE_FILL.load, stat: 'capacity' },
  { key: 'col.speed', fill: FEATURE_FILL.speed, stat: 'speed' },
  { key: 'col.absorbency', fill: FEATURE_FILL.absorbency, stat: 'absorbency' },
  { key: 'col.wounds', fill: FEATURE_FILL.wounds },
] as const satisfies readonly { key: MessageKey; fill: string; stat?: string }[];

export const QUANTITY: CellStyle = { ...BASE, fill: FEATURE_FILL.quantity, color: UI.white, bold: true, align: 'center' };

export const FOLDERS = ['shuttle', 'abandoned', 'expedition', 'carried', 'used'] as const;

/**
 * The expedition table (R-UI-TABLE-01..05, R-UI-TABLE-21..28): three button columns, name,
 * 'stan', the stat columns, 'rany/uszk.', 'ilość'; one label row per folder with dark totals on
 * PROM, EKSPEDYCJA and UŻYWANE; the units in folder PROM under its label. Returns the next free row.
 */
export function drawExpeditionTable(g: GridBuilder, s: GameState, lang: Lang, top: number, left: number, onSurface: boolean, titleFree = 0): number {
  const view = tableView(s, onSurface);
  const rowsDrawn = FOLDERS.length + view.rows.length;
  g.part(`table${top}:${left}`, `${lang}|${titleFree}|${JSON.stringify(view)}`, () => drawTable(g, view, lang, top, left, titleFree));
  return top + 2 + rowsDrawn;
}

/** What the expedition table shows, as plain data: the drawing is a part keyed by it. */
interface TableView {
  readonly buttons: readonly (MessageKey | null)[];
  readonly totals: Partial<Record<(typeof FOLDERS)[number], readonly [number, number | null]>>;
  readonly rows: readonly RowView[];
}

interface RowView {
  readonly folder: (typeof FOLDERS)[number];
  readonly actions: readonly (Action | null)[];
  readonly unit: TableRow['unit'];
  /** 'stan', intelligence, the six stats, 'rany/uszk.', 'ilość' (resources: their amount). */
  readonly state: string | null;
  /** R-INF-09, R-INF-12: a human ill with the infection, or its dead (shown before the suit in 'stan'). */
  readonly condition?: 'ill' | 'corpse';
  /** R-DEV-69: the creatures in this row's cages (their names in 'stan'); the artifacts of an artifacts row. */
  readonly caged?: readonly string[];
  readonly intelligence: number | null;
  readonly stats: readonly CellValue[];
  readonly wounds: number | null;
  readonly quantity: number;
}

function tableView(s: GameState, onSurface: boolean): TableView {
  // a suit handed out, a suit coming off, or weapons chosen for a clash (R-COMBAT-02): the third column is 'wybierz'
  const picking = s.dressing !== null || s.surface?.encounter?.course?.stage === 'weapons';
  // R-UI-TABLE-03: while hits are given out the first two columns are 'rań/uszkodź' and 'uszkodź skaf.'
  const buttons: (MessageKey | null)[] =
    s.hitsToAssign > 0 ? ['button.hit', 'button.hitSuit', null] : ['button.down', 'button.up', picking ? 'button.choose' : onSurface ? 'button.surface' : 'button.suit'];
  const inField = s.orbit !== null;
  // R-UI-TABLE-21, R-UI-TABLE-23, R-UI-TABLE-25: totals on a dark background.
  const totals: TableView['totals'] = {
    shuttle: [tableWeight(s), inField ? shuttleCapacity(s) : null],
    expedition: [carriedWeight(s), inField ? partyCapacity(s) : null],
    used: [usedWeight(s), inField ? handsCapacity(s) : null],
  };
  const all = tableRows(s);
  const rows = FOLDERS.flatMap((f) => all.filter((x) => x.folder === f).map((r) => rowView(s, r)));
  return { buttons, totals, rows };
}

function rowView(s: GameState, r: TableRow): RowView {
  const actions = [r.down ?? null, r.up ?? null, r.third ?? null];
  const folder = folderOf(s, r.folder);
  if (r.unit === 'resources')
    return { folder: r.folder, actions, unit: r.unit, state: null, intelligence: null, stats: [], wounds: null, quantity: folder.resources };
  if (r.unit === 'artifacts') {
    // R-ART-06: those carried in 'NIESIONE', those stowed in 'PROM'; their names in 'stan', their weight
    const list = r.folder === 'shuttle' ? shuttleArtifacts(s) : carriedArtifacts(s);
    const weight = list.reduce((n, c) => n + (c.weight ?? 0), 0);
    return { folder: r.folder, actions, unit: r.unit, state: null, caged: list.map((c) => c.being), intelligence: null, stats: STAT_KEYS.map((k) => (k === 'weight' ? weight : null)), wounds: null, quantity: list.length };
  }
  const unit = r.unit;
  if (isHumanId(unit)) {
    const p = folder.crew.find((x) => x.id === unit)!;
    const h = s.crew.find((x) => x.id === unit)!;
    // capacity as it counts in the field: wounds, oxygen apparatus, gravity, level
    const stats: Stats = { ...passengerStats(p), capacity: s.orbit ? humanCapacity(s, p) : passengerStats(p).capacity };
    const condition = h.ill ? (h.alive ? ('ill' as const) : ('corpse' as const)) : undefined;
    return { folder: r.folder, actions, unit, state: suitMark(p), ...(condition ? { condition } : {}), intelligence: h.intelligence, stats: STAT_KEYS.map((k) => stats[k]), wounds: h.wounds, quantity: 1 };
  }
  const st = folder.units[unit]!;
  const base = baseStats(unit);
  // R-DEV-69: an occupied cage shows its creature's name in 'stan'
  const caged = unit === 'cage' ? cagedIn(s)[r.folder] : undefined;
  const cap = !s.orbit || base.capacity === null ? base.capacity : unit === 'rover' ? roverCapacity(s) : isRobotId(unit) ? robotCapacity(s, unit) : base.capacity;
  // R-UI-TABLE-04: 'U' marks a row holding damaged robots or devices ('rany/uszk.' says how many)
  return {
    folder: r.folder,
    actions,
    unit,
    state: st.damaged > 0 ? 'U' : null,
    ...(caged ? { caged } : {}),
    intelligence: null,
    stats: STAT_KEYS.map((k) => (k === 'capacity' ? cap : statValue(UNIT_TYPES[unit].stats[k]))),
    wounds: st.damaged,
    quantity: st.count,
  };
}

const STAT_KEYS = ['grab', 'kill', 'weight', 'capacity', 'speed', 'absorbency'] as const;

/** R-DEV-69: the creatures in a folder's cages, a species caught more than once with its count ("2× Drift Bladder"). */
function cagedText(lang: Lang, beings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const b of beings) counts.set(b, (counts.get(b) ?? 0) + 1);
  return [...counts].map(([b, n]) => (n > 1 ? `${n}× ${beingName(lang, b)}` : beingName(lang, b))).join(', ');
}

// The table's columns from intelligence to quantity hold numbers or nothing, on every row: their
// cells stay General when empty, so the rows shifting as units move need no number format written
// (before, 98% of a played game's format changes were these cells going empty ↔ number).
const FOLDER_NUMBERS: CellStyle = { fill: UI.folder, numbers: true };
const TOTAL: CellStyle = { ...DARK, numbers: true };

/** `titleFree`: columns at the right end of the title row left to the caller (the space sheet's '±zasobów:'). */
function drawTable(g: GridBuilder, v: TableView, lang: Lang, top: number, left: number, titleFree: number): void {
  const right = left + 13;
  g.merge(top, left, top, right - titleFree, t(lang, 'label.expeditionTable'), TITLE);
  const h = top + 1;
  v.buttons.forEach((k, i) => g.set(h, left + i, k ? t(lang, k) : null, { ...HEADER, size: 7, wrap: true }));
  g.set(h, left + 3, t(lang, 'label.unit'), HEADER);
  g.set(h, left + 4, t(lang, 'col.state'), HEADER);
  STAT_COLUMNS.forEach((c, i) => g.set(h, left + 5 + i, t(lang, c.key), { ...HEADER, fill: c.fill, size: 7, wrap: true }));
  g.set(h, left + 13, t(lang, 'col.quantity'), { ...QUANTITY, size: 7 });
  let row = h + 1;
  for (const f of FOLDERS) {
    g.merge(row, left, row, left + 4, t(lang, `folder.${f}`), { ...BASE, bold: true, fill: UI.folder });
    g.area(row, left + 5, row, right, FOLDER_NUMBERS);
    const tot = v.totals[f];
    if (tot) {
      g.set(row, left + 8, tot[0], TOTAL);
      g.set(row, left + 9, tot[1], TOTAL);
    }
    row++;
    for (const r of v.rows.filter((x) => x.folder === f)) drawTableRow(g, lang, row++, left, r);
  }
  g.grid(h, left, row - 1, right);
  g.box(h, left, row - 1, right, 'medium');
}

/**
 * The cell styles of a unit table's rows (the expedition table, the starship log), made once:
 * styles are shared, never changed. `borders` gives every cell its own grid lines.
 */
export function rowStyles(borders?: CellStyle['borders']) {
  const b = borders ? { borders } : {};
  return {
    button: { ...BUTTON, ...b },
    dead: { ...DEAD_BUTTON, ...b },
    mark: { ...BUTTON, fill: UI.mark, ...b },
    intelligence: { ...BASE, align: 'center', fill: STAT_COLUMNS[0].fill, numbers: true, ...b },
    noIntelligence: { ...BASE, fill: STAT_COLUMNS[0].fill, numbers: true, ...b },
    state: { ...BASE, align: 'center', bold: true, ...b },
    stats: STAT_COLUMNS.map((c): CellStyle => ({ ...BASE, align: 'center', fill: c.fill, numbers: true, ...b })),
    quantity: { ...QUANTITY, numbers: true, ...b },
  } as const;
}
const ROW = rowStyles();

/** A style made from a key once and shared from then on. */
export function styleCache<K>(make: (key: K) => CellStyle): (key: K) => CellStyle {
  const known = new Map<K, CellStyle>();
  return (key) => {
    let st = known.get(key);
    if (!st) known.set(key, (st = make(key)));
    return st;
  };
}

function drawTableRow(g: GridBuilder, lang: Lang, row: number, left: number, r: RowView): void {
  r.actions.forEach((a, i) => {
    const mark = a?.type === 'dressHuman' || a?.type === 'undressHuman' || a?.type === 'hit' || a?.type === 'hitSuit' || a?.type === 'pickWeapon';
    g.set(row, left + i, a ? (mark ? '<' : BUTTON_FACE) : null, a ? (mark ? ROW.mark : ROW.button) : BASE, a ?? undefined);
  });
  if (r.unit === 'resources') {
    const res = UNIT_KIND_FILL.resources;
    g.set(row, left + 3, t(lang, 'unit.resources'), { ...BASE, fill: res.fill, color: res.color, bold: true });
    STAT_COLUMNS.forEach((c, i) => g.set(row, left + 5 + i, c.key === 'col.weight' ? r.quantity : null, { ...BASE, align: 'center', fill: c.key === 'col.weight' ? res.fill : c.fill, color: c.key === 'col.weight' ? res.color : undefined, numbers: true }));
    g.set(row, left + 13, r.quantity, ROW.quantity);
    return;
  }
  if (r.unit === 'artifacts') {
    const grey = UNIT_KIND_FILL.artifact;
    g.set(row, left + 3, t(lang, 'unit.artifacts'), { ...BASE, fill: grey.fill, color: grey.color, bold: true });
    g.set(row, left + 4, cagedText(lang, r.caged ?? []), ROW.state);
    g.set(row, left + 5, null, ROW.noIntelligence);
    r.stats.forEach((v, i) => g.set(row, left + 6 + i, v, ROW.stats[i + 1]!));
    g.set(row, left + 12, null, ROW.stats[7]!);
    g.set(row, left + 13, r.quantity, ROW.quantity);
    return;
  }
  g.set(row, left + 3, unitName(lang, r.unit), unitStyle(r.unit));
  if (r.intelligence !== null) g.set(row, left + 5, r.intelligence, ROW.intelligence);
  else g.set(row, left + 5, null, ROW.noIntelligence);
  g.set(row, left + 4, r.caged ? cagedText(lang, r.caged) : r.condition ? [t(lang, `mark.${r.condition}`), r.state].filter(Boolean).join(' ') : r.state, ROW.state);
  r.stats.forEach((v, i) => g.set(row, left + 6 + i, v, ROW.stats[i + 1]!));
  g.set(row, left + 12, r.wounds, ROW.stats[7]!);
  g.set(row, left + 13, r.quantity, ROW.quantity);
}

export const unitStyle: (unit: keyof typeof UNIT_TYPES) => CellStyle = styleCache((unit) => {
  const { fill, color } = UNIT_KIND_FILL[UNIT_TYPES[unit].kind];
  return { ...BASE, fill, color, bold: true };
});

export const INPUT_STYLE: CellStyle = { ...BASE, fill: UI.input, bold: true, align: 'center', borders: { top: 'thin', bottom: 'thin', left: 'thin', right: 'thin' } };

/** An input cell showing the state's value, with its validation range and texts. */
export function drawInput(g: GridBuilder, inputs: GameState['inputs'], lang: Lang, row: number, col: number, field: InputField): void {
  const lim = INPUT_LIMITS[field];
  const params = { min: lim.min, max: lim.max };
  g.set(row, col, inputs[field], INPUT_STYLE);
  g.input(row, col, {
    field,
    min: lim.min,
    max: lim.max,
    step: lim.step,
    prompt: format(lang, { key: `input.${field}.prompt`, params }),
    error: format(lang, { key: `input.${field}.notNumber`, params }),
  });
}
