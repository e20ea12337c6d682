// The 'ekspedycja' worksheet (R-UI-EXP-01..08): expedition table left, area map in the middle,
// planet and expedition data right, menu and movement board under the map, being data below.
import { MAX_AREA_COLS, MAX_AREA_ROWS } from '../engine';
import { areaById, areaName, CLIMATE_DRAIN, drainRates, format, INFECTION_PER_POINT, terrainDrain, isResearchable, moveOption, orbitSet, parseMap, partyPlace, researchField, withoutAbsent, type BoardButton, type MaybeFeature, formatNumber, planetName, t, type GameState, type Lang, type LandingArea, type Message, type MessageKey, beingById, beingName, TRAITS, clashStrength } from '../engine';
import { GridBuilder } from './grid';
import type { CellStyle, ReplayView, Sheet } from './model';
import { TERRAIN_FILL, UI } from './palette';
import { KIND_FILL, modifierText, TRAIT_FILL } from './beings';
import { BASE, blankBoard, box, drawExpeditionTable, drawHexBoard, drawInput, drawMenu, drawTopBar, TITLE, type HexBoard, type HexCell } from './parts';

export const EXP_COLS = { tableLeft: 1, mapLeft: 16, mapWidth: MAX_AREA_COLS, dataLabel: 17 + MAX_AREA_COLS, dataValue: 18 + MAX_AREA_COLS, last: 18 + MAX_AREA_COLS } as const;
/** An area map needs two rows per field row and one more for the lower half of the even columns. */
/** Lines of the choice menu on the expedition sheet: the most the surface offers at once. */
export const EXP_MENU_LINES = 11;
export const EXP_ROWS = { mapTop: 7, mapFieldRows: MAX_AREA_ROWS } as const;

const WIDTHS: readonly number[] = [
  5, 5, 7, 12, 4.5, 4.5, 5, 5, 5, 5, 5, 5.5, 6.5, 4.5, // A..N expedition table
  1.5, // O gap
  ...Array.from({ length: EXP_COLS.mapWidth }, () => 4.5), // area map: one column per field column
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
  'label.shuttleState',
  'label.infectionRisk',
  'label.movement',
  'label.level',
  'label.grabStrength',
  'label.killStrength',
  'label.resourcesDelta',
  'label.hours',
];

/** Rows of the data panel: one a label, and the characteristics' own row under their label. */
export const DATA_ROWS = DATA_LABELS.length + 1;

/**
 * R-UI-EXP-17..21: the movement board. Each cell: the hours to enter (march) or to enter and
 * research (research mode), '^'/'v' for a change of level, '*' where research mode marches
 * (the field is researched already); under it the expected VP of researching the field, none once
 * researched. A cell with nothing cannot be entered (the map's edge, liquid lava, the Rover's
 * limits). The centre researches the field itself, or moves up or down on it.
 */
function movementBoard(s: GameState, lang: Lang): HexBoard {
  const here = s.phase === 'surface' ? partyPlace(s) : null;
  // while a creature is met nobody moves (R-STRAT-01): the board is blank
  if (!here || s.surface?.encounter?.course) return blankBoard();
  const cell = (b: BoardButton): HexCell => {
    const opt = moveOption(s, b);
    if (!opt) return b === 'centre' ? { text: t(lang, 'label.here') } : { text: null };
    const hours = `${formatNumber(lang, opt.hours)} h${opt.mark ? ` ${opt.mark}` : ''}${opt.switched ? ' *' : ''}`;
    const vp = isResearchable(s, opt.to) ? formatNumber(lang, Number(researchField(s, opt.to).chance.toFixed(2))) : null;
    // R-UI-EXP-19: the field's terrain drain on the left of the lower part, the research VP on the right
    const d = terrainDrain(s, opt.to);
    const drain = d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '0';
    return { text: `${hours}\n${vp === null ? drain : `${drain} | ${vp} ${t(lang, 'label.vp')}`}`, action: { type: 'move', dir: b } };
  };
  return { centre: cell('centre'), up: cell('up'), down: cell('down'), upLeft: cell('upLeft'), downLeft: cell('downLeft'), upRight: cell('upRight'), downRight: cell('downRight') };
}

/** R-UI-EXP-09..12: what the right-hand column shows about the planet and the expedition. */
function dataValues(s: GameState, lang: Lang): Partial<Record<MessageKey, string | number>> {
  const set = orbitSet(s);
  if (!s.orbit || !set) return {};
  const out: Partial<Record<MessageKey, string | number>> = {
    'label.planet': planetName(lang, s.orbit.planet),
    'label.monthsLeft': s.planMonths - s.month,
    'label.characteristics': `${t(lang, `gravity.${set.gravity}`)}, ${t(lang, `atmosphere.${set.atmosphere}`)}, ${set.hydrography}%, ${t(lang, `geology.${set.geology}`)}`,
    'label.planetDrain': s.surface ? planetDrainText(s, lang, set.drain) : set.drain,
    // R-UI-EXP-14: the mode and the level as the expedition has them now
    'label.movement': t(lang, s.mode === 'rover' ? 'label.rover' : 'label.onFoot'),
    'label.level': t(lang, s.surface?.at.cave ? 'label.underground' : s.level === 'underwater' ? 'label.underwater' : s.level === 'onWater' ? 'label.onWater' : 'label.surface'),
  };
  if (s.surface) {
    out['label.hoursOnPlanet'] = formatNumber(lang, s.surface.hours);
    // R-UI-EXP-10, R-UI-EXP-11: the absorbers' points and mean drain an hour; the total with the place's
    const rates = drainRates(s);
    if (rates) {
      const perHour = (x: number) => formatNumber(lang, Number(x.toFixed(2)));
      out['label.absorberDrain'] = format(lang, { key: 'label.drainPoints', params: { points: rates.points, amount: perHour(rates.absorbers) } });
      out['label.totalDrain'] = format(lang, { key: 'label.perHour', params: { amount: perHour(rates.total) } });
    }
    const sf = s.surface;
    out['label.shuttleState'] = sf.wreck ? t(lang, 'label.shuttleWreck') : sf.shuttleThreats > 0 ? format(lang, { key: 'label.shuttleThreatened', params: { count: sf.shuttleThreats } }) : t(lang, 'label.shuttleSafe');
    // R-INF-05, R-INF-06: the points gathered and what they mean an hour
    out['label.infectionRisk'] = format(lang, { key: 'label.infectionValue', params: { points: formatNumber(lang, Math.round(sf.infection * 10) / 10), chance: formatNumber(lang, Number((sf.infection * INFECTION_PER_POINT * 100).toFixed(3))) } });
    // R-COMBAT-05, R-UI-EXP-13: while a clash is prepared, the totals with the weapons chosen so far
    const course = sf.encounter?.course;
    if (course && (course.stage === 'weapons' || course.stage === 'mode')) {
      out['label.grabStrength'] = clashStrength(s, 'capture', course.weapons).total;
      out['label.killStrength'] = clashStrength(s, 'kill', course.weapons).total;
    }
  }
  return out;
}

/** R-UI-EXP-09, R-ORBIT-23: the planet's drain points, with what the climate adds, and the climate. */
function planetDrainText(s: GameState, lang: Lang, drain: number): string {
  const climate = s.surface!.climate;
  const extra = CLIMATE_DRAIN[climate];
  return `${drain}${extra ? ` + ${extra}` : ''} (${t(lang, `climate.${climate}`)})`;
}

/** The map's labels, each a catalogue key 'map.<code>'. */
type MapCode = 'shuttle' | 'building' | 'city' | 'caveBuilding' | 'underwaterCliff' | 'chasm' | 'emergent' | 'lake' | 'river';

/**
 * R-MAP-01..05, R-UI-COLORS-07/08: the area map. A field is two cells, the upper part coloured by
 * its terrain and the lower part by its vegetation; even columns sit one cell lower (half a field),
 * like the hexagons they emulate. Labels (the catalogue's 'map.*' codes): in Polish the manual's PROM,
 * URW, PRZ, BO, BOj ('BOjask.'), MO, wyn and our rivers 'rz' and lakes 'jez', in English codes of
 * the English words; cave arrows ^ v and < > (upper part: upper side; lower part: lower side).
 */
function drawAreaMap(g: GridBuilder, lang: Lang, area: LandingArea, top: number, left: number, absent: readonly string[] | null, researched: readonly string[]): void {
  const map = parseMap(area.map);
  const code = (k: MapCode) => t(lang, `map.${k}`);
  for (let r = 1; r <= map.rows; r++)
    for (let c = 1; c <= map.cols; c++) {
      const raw = map.fields[r - 1]![c - 1]!;
      // before landing, maybe terrains carry a '?'; after it, only those that turned up are drawn
      const f = absent ? withoutAbsent(raw, raw.maybe.filter((m) => absent.includes(`${r}:${c}:${m}`))) : raw;
      const q = (m: MaybeFeature) => (!absent && f.maybe.includes(m) ? '?' : '');
      const row = top + 2 * (r - 1) + (c % 2 === 0 ? 1 : 0);
      const col = left + c - 1;
      const fill = TERRAIN_FILL[f.base];
      const dark = f.base === 'liquid' || f.base === 'mountains' || f.base === 'liquidLava';
      const lowerFill = f.vegetation === 'lush' ? TERRAIN_FILL.lush : f.vegetation === 'sparse' ? TERRAIN_FILL.sparse : fill;
      const shuttle = area.shuttle.row === r && area.shuttle.col === c;
      const arrows = f.cave?.passages ?? [];
      const upper = [shuttle ? code('shuttle') : null, f.city ? `${code('city')}${q('city')}` : f.building ? `${code('building')}${q('building')}` : null, f.cave?.building ? code('caveBuilding') : null, f.underwaterCliff ? `${code('underwaterCliff')}${q('underwaterCliff')}` : null, f.chasm ? `${code('chasm')}${q('chasm')}` : null,
        arrows.includes('up') ? '^' : null, arrows.includes('upLeft') ? '<' : null, arrows.includes('upRight') ? '>' : null].filter(Boolean).join(' ');
      const lower = [f.emergent ? code('emergent') : null, f.lake ? `${code('lake')}${q('lake')}` : null, f.river ? `${code('river')}${q('river')}` : null, arrows.includes('down') ? 'v' : null, arrows.includes('downLeft') ? '<' : null, arrows.includes('downRight') ? '>' : null].filter(Boolean).join(' ');
      const alien = f.city || f.building || f.cave?.building;
      const text: CellStyle = { ...BASE, size: 6, align: 'center', bold: shuttle || !!alien };
      g.set(row, col, upper || null, { ...text, fill, color: alien && !shuttle ? (dark ? TERRAIN_FILL.alienOnDark : TERRAIN_FILL.alien) : dark ? UI.white : UI.text, borders: { top: 'thin', left: 'thin', right: 'thin' } });
      const lowerDark = dark || f.vegetation === 'lush';
      g.set(row + 1, col, lower || null, { ...text, fill: lowerFill, color: f.lake || f.river ? (lowerDark ? '#9FC5F8' : TERRAIN_FILL.river) : lowerDark ? UI.white : UI.text, borders: { bottom: 'thin', left: 'thin', right: 'thin' } });

      // R-MAP-10, R-UI-COLORS-09: research marks — a bold outline (twice: double) for the surface,
      // dotted lines across the top and bottom for below the surface (twice: on both cells' sides).
      const times = (level: string) => researched.filter((k) => k === `${r}:${c}:${level}`).length;
      const onTop = times('surface');
      if (onTop > 0) {
        const line = onTop > 1 ? 'double' : 'thick';
        g.style(row, col, { borders: { top: line, left: line, right: line } });
        g.style(row + 1, col, { borders: { bottom: line, left: line, right: line } });
      }
      const below = times('underwater') + times('cave');
      if (below > 0) {
        g.style(row, col, { borders: { bottom: 'dotted' } });
        if (below > 1) g.style(row + 1, col, { borders: { top: 'dotted' } });
      }
    }
}

/**
 * R-UI-EXP-06, R-ENC-13: the being met last on this landing — its name on its kind's colour, its
 * modifiers and the indicators determined for this specimen in the traits' colours, and
 * 'PZ za dostarczenie' where it has them. Empty until something is met.
 */
function drawEncounterPanel(g: GridBuilder, s: GameState, lang: Lang, top: number, left: number, right: number): void {
  const met = s.surface?.encounter ?? null;
  const being = met ? beingById(met.being) : undefined;
  g.part('being', `${lang}|${JSON.stringify(met)}`, () => {
    const label = (row: number, key: MessageKey) => g.merge(row, left, row, left + 1, t(lang, key), { ...BASE, bold: true, align: 'right', size: 7 });
    const values = left + 2;
    label(top, 'label.beingName');
    g.merge(top, values, top, right, being ? beingName(lang, being.id) : null, { ...BASE, fill: being ? KIND_FILL[being.kind] : UI.white, bold: true, size: 8 });
    label(top + 1, 'label.modifiers');
    label(top + 2, 'label.indicators');
    TRAITS.forEach((trait, i) => {
      const m = being?.modifiers?.[trait];
      const ind = met?.indicators[trait];
      const cell: CellStyle = { ...BASE, fill: TRAIT_FILL[trait], align: 'center', size: 8 };
      g.set(top + 1, values + i, m === undefined ? null : modifierText(m), cell);
      g.set(top + 2, values + i, ind === undefined ? null : ind, cell);
    });
    label(top + 3, 'label.deliveryVp');
    g.merge(top + 3, values, top + 3, right, being && being.deliveryVp > 0 ? being.deliveryVp : null, { ...BASE, fill: UI.white, align: 'center' });
    g.grid(top, values, top + 3, right);
    g.box(top, left, top + 3, right, 'medium');
  });
}

/**
 * Issue 10 point 17: the map legend, beside the map under the data panel — each label and mark
 * drawn as the map draws it, with what it means, and the terrain colours.
 */
function drawLegend(g: GridBuilder, lang: Lang, top: number): void {
  const { dataLabel: label, dataValue: value } = EXP_COLS;
  g.merge(top, label, top, value, t(lang, 'legend.title'), TITLE);
  const mark: CellStyle = { ...BASE, size: 7, align: 'center', bold: true, fill: TERRAIN_FILL.plain, borders: box('thin') };
  const rows: [MessageKey, string | null, CellStyle][] = [
    ['legend.shuttle', t(lang, 'map.shuttle'), mark],
    ['legend.building', t(lang, 'map.building'), { ...mark, color: TERRAIN_FILL.alien }],
    ['legend.city', t(lang, 'map.city'), { ...mark, color: TERRAIN_FILL.alien }],
    ['legend.caveBuilding', t(lang, 'map.caveBuilding'), { ...mark, color: TERRAIN_FILL.alien }],
    ['legend.underwaterCliff', t(lang, 'map.underwaterCliff'), { ...mark, fill: TERRAIN_FILL.liquid, color: UI.white }],
    ['legend.chasm', t(lang, 'map.chasm'), mark],
    ['legend.emergent', t(lang, 'map.emergent'), { ...mark, fill: TERRAIN_FILL.liquid, color: UI.white }],
    ['legend.lake', t(lang, 'map.lake'), mark],
    ['legend.river', t(lang, 'map.river'), mark],
    ['legend.maybe', `${t(lang, 'map.building')}?`, { ...mark, color: TERRAIN_FILL.alien }],
    ['legend.cave', '^ v < >', mark],
    ['legend.researchedOnce', null, { ...mark, borders: box('thick') }],
    ['legend.researchedTwice', null, { ...mark, borders: { top: 'double', bottom: 'double', left: 'double', right: 'double' } }],
    ['legend.researchedUnder', null, { ...mark, borders: { top: 'dotted', bottom: 'dotted', left: 'thin', right: 'thin' } }],
    ...(['plain', 'hills', 'mountains', 'cliff', 'liquid', 'solidLava', 'liquidLava', 'glacier', 'swamp', 'sparse', 'lush'] as const).map(
      (k): [MessageKey, string | null, CellStyle] => [`legend.terrain.${k}` as MessageKey, null, { ...mark, fill: TERRAIN_FILL[k] }],
    ),
  ];
  rows.forEach(([key, code, style], i) => {
    g.set(top + 1 + i, label, t(lang, key), { ...BASE, size: 8, align: 'right' });
    g.set(top + 1 + i, value, code, style);
  });
}

export function renderExpedition(s: GameState, lang: Lang, notice?: Message, replay?: ReplayView): Sheet {
  const g = new GridBuilder('expedition', WIDTHS, 60, 15);
  g.rowHeight(1, 16).rowHeight(2, 16).rowHeight(3, 16).rowHeight(5, 6);
  drawTopBar(g, s, lang, { messages: [5, 30], hints: [31, EXP_COLS.last], withMonth: false }, notice);
  drawExpeditionTable(g, s, lang, 6, EXP_COLS.tableLeft, true);

  // Area map: fields of two cells (upper and lower part), R-MAP; empty until a landing.
  const { mapLeft, mapWidth } = EXP_COLS;
  const right = mapLeft + mapWidth - 1;
  const bottom = EXP_ROWS.mapTop + 2 * EXP_ROWS.mapFieldRows;
  const areaId = s.surface?.area ?? s.landing?.area;
  const area = areaId ? areaById(areaId) : undefined;
  g.merge(6, mapLeft, 6, right, area ? `${t(lang, 'label.areaMap')}: ${areaName(lang, area.id)}` : t(lang, 'label.areaMap'), { ...TITLE, align: 'center' });
  if (area) {
    const absent = s.surface?.area === area.id ? s.surface.absent : null;
    const researched = s.surface?.researched ?? [];
    g.part('areaMap', JSON.stringify([lang, area.id, absent, researched]), () => drawAreaMap(g, lang, area, EXP_ROWS.mapTop, mapLeft, absent, researched));
    // the party is the selection (set outside the map's part, so that a march redraws none of it)
    const at = s.surface?.area === area.id ? s.surface.at : area.shuttle;
    g.select(EXP_ROWS.mapTop + 2 * (at.row - 1) + (at.col % 2 === 0 ? 1 : 0), mapLeft + at.col - 1);
  }
  else
    g.part('areaMap', lang, () => {
      g.merge(EXP_ROWS.mapTop, mapLeft, bottom, right, t(lang, 'label.noArea'), { ...BASE, align: 'center', italic: true, fill: UI.box, wrap: true });
      g.box(EXP_ROWS.mapTop, mapLeft, bottom, right, 'medium');
    });

  // Planet and expedition data (R-UI-EXP-09..15).
  const values = dataValues(s, lang);
  g.part('data', `${lang}|${JSON.stringify([values, s.inputs])}`, () => {
    let row = EXP_ROWS.mapTop;
    for (const k of DATA_LABELS) {
      g.set(row, EXP_COLS.dataLabel, t(lang, k), { ...BASE, bold: true, align: 'right' });
      if (k === 'label.resourcesDelta') drawInput(g, s.inputs, lang, row, EXP_COLS.dataValue, 'resources');
      else if (k === 'label.hours') drawInput(g, s.inputs, lang, row, EXP_COLS.dataValue, 'hours');
      else if (k === 'label.characteristics') {
        // issue 10 point 21: four characteristics do not fit the value cell; they get a row of
        // their own across the panel, small enough to fit whole, never clipped on both sides
        g.set(row, EXP_COLS.dataValue, null, { ...BASE, fill: UI.white, borders: box('thin') });
        row++;
        g.merge(row, EXP_COLS.dataLabel, row, EXP_COLS.dataValue, values[k] ?? null, { ...BASE, fill: UI.white, align: 'right', size: 7 });
        g.box(row, EXP_COLS.dataLabel, row, EXP_COLS.dataValue, 'thin');
      } else g.set(row, EXP_COLS.dataValue, values[k] ?? null, { ...BASE, fill: UI.white, borders: box('thin'), align: 'center', size: 8 });
      row++;
    }
  });

  g.part('legend', lang, () => drawLegend(g, lang, EXP_ROWS.mapTop + DATA_ROWS + 1));

  const under = bottom + 2;
  // the surface menu: research, lift-off, the move mode, two other levels, circling, mode, level, suits, NOWA GRA
  drawMenu(g, s, lang, under, mapLeft, mapLeft + 6, EXP_MENU_LINES, replay);
  drawHexBoard(g, under, mapLeft + 8, 2, t(lang, 'label.movementBoard'), movementBoard(s, lang));

  // The being or artifact met (R-UI-EXP-06).
  drawEncounterPanel(g, s, lang, under + 8, mapLeft + 8, right);
  return g.build();
}
