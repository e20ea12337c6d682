// Issue 10 point 17: a board that explains itself — the map legend beside the area map, labels
// readable on dark terrain, and a navigation board that says why a direction is closed.
import { DIRECTIONS, look, newGame, PLANET_FIELDS, PLANET_IDS, step, type GameState } from '../../src/engine';
import { AREAS } from '../../src/engine/data/content/areas';
import { parseMap } from '../../src/engine/data/areas';
import { renderSheets } from '../../src/sheets';
import { addr } from '../../src/sheets/address';
import { DATA_ROWS, EXP_COLS, EXP_ROWS } from '../../src/sheets/expedition';
import { TERRAIN_FILL } from '../../src/sheets/palette';
import { flyTo, orbitOver } from '../support/voyage';

const LEGEND_TOP = EXP_ROWS.mapTop + DATA_ROWS + 1; // under the data panel

test('the data panel has 15 labels (the shuttle and the infection risk among them) and the characteristics’ own row', () => expect(DATA_ROWS).toBe(16));

test('issue 10 point 17: the expedition sheet carries the map legend — labels, marks and terrain colours, in both languages', () => {
  const s = newGame({ length: 30, seed: 3 });
  for (const [lang, title, first, shuttle] of [
    ['pl', 'LEGENDA MAPY', 'prom (pole lądowania)', 'PROM'],
    ['en', 'MAP LEGEND', 'shuttle (landing field)', 'SHTL'],
  ] as const) {
    const sheet = renderSheets(s, lang).sheets.expedition;
    const at = (r: number, c: number) => sheet.cells.get(addr(r, c));
    expect(at(LEGEND_TOP, EXP_COLS.dataLabel)?.value).toBe(title);
    expect(at(LEGEND_TOP + 1, EXP_COLS.dataLabel)?.value).toBe(first);
    expect(at(LEGEND_TOP + 1, EXP_COLS.dataValue)?.value).toBe(shuttle);
  }
  const sheet = renderSheets(s, 'pl').sheets.expedition;
  const rows = Array.from({ length: 25 }, (_, i) => ({ text: sheet.cells.get(addr(LEGEND_TOP + 1 + i, EXP_COLS.dataLabel))?.value, cell: sheet.cells.get(addr(LEGEND_TOP + 1 + i, EXP_COLS.dataValue))! }));
  const byText = (t: string) => rows.find((r) => r.text === t)!.cell;
  for (const [t, code] of [['budowla obcych', 'BO'], ['miasto obcych', 'MO'], ['podwodne urwisko', 'URW'], ['przepaść', 'PRZ'], ['roślinność wynurzona', 'wyn'], ['jezioro', 'jez'], ['rzeka', 'rz']] as const)
    expect([t, byText(t).value]).toEqual([t, code]);
  // the English sheet: codes of the English words, every one (the shuttle's SHTL among them)
  const en = renderSheets(s, 'en').sheets.expedition;
  const enRows = Array.from({ length: 25 }, (_, i) => [en.cells.get(addr(LEGEND_TOP + 1 + i, EXP_COLS.dataLabel))?.value, en.cells.get(addr(LEGEND_TOP + 1 + i, EXP_COLS.dataValue))?.value]);
  expect(enRows.slice(0, 10)).toEqual([
    ['shuttle (landing field)', 'SHTL'],
    ['alien building', 'AB'],
    ['alien city', 'AC'],
    ['alien building in a cave', 'ABc'],
    ['underwater cliff', 'UWC'],
    ['chasm', 'CHS'],
    ['emergent vegetation', 'emg'],
    ['lake', 'lk'],
    ['river', 'rv'],
    ['? — it may not be there', 'AB?'],
  ]);
  expect(byText('zbadane raz').style.borders?.top).toBe('thick');
  expect(byText('zbadane dwa razy').style.borders?.top).toBe('double');
  expect(byText('zbadane pod wodą').style.borders).toMatchObject({ top: 'dotted', bottom: 'dotted' });
  expect(byText('woda (ciecz)').style.fill).toBe(TERRAIN_FILL.liquid);
  expect(byText('roślinność bujna').style.fill).toBe(TERRAIN_FILL.lush);
  expect(rows.at(-1)!.text).toBe('roślinność bujna'); // all 25 lines are there
});

test('issue 10 point 17: an alien label on water, mountains or liquid lava is light, not red on dark', () => {
  let checked = 0;
  for (const planet of PLANET_IDS)
    for (const area of AREAS[planet]) {
      const map = parseMap(area.map);
      const darkAlien = map.fields.flatMap((row, r) => row.map((f, c) => ({ f, r: r + 1, c: c + 1 }))).find(({ f }) => (f.building || f.city) && (f.base === 'liquid' || f.base === 'mountains' || f.base === 'liquidLava'));
      if (!darkAlien || (area.shuttle.row === darkAlien.r && area.shuttle.col === darkAlien.c)) continue;
      const set = area.weights.findIndex((w) => w > 0);
      const base = orbitOver(planet, set, 5);
      const s: GameState = { ...base, phase: 'landing', landing: { area: area.id, draws: 1 } };
      const sheet = renderSheets(s, 'pl').sheets.expedition;
      const row = EXP_ROWS.mapTop + 2 * (darkAlien.r - 1) + (darkAlien.c % 2 === 0 ? 1 : 0);
      const cell = sheet.cells.get(addr(row, EXP_COLS.mapLeft + darkAlien.c - 1))!;
      expect(String(cell.value)).toMatch(/MO|BO/);
      expect(cell.style.color).toBe('#FFB3B3');
      // the same field on the English sheet: its English code, and no Polish one
      const en = String(renderSheets(s, 'en').sheets.expedition.cells.get(addr(row, EXP_COLS.mapLeft + darkAlien.c - 1))!.value);
      expect(en).toMatch(/\bA[CB]\b/);
      expect(en).not.toMatch(/MO|BO/);
      checked++;
    }
  expect(checked).toBeGreaterThan(0); // the case exists in the content
});

test('R-UI-COLORS-07/08 every area map labels its fields in the sheet\'s language: the Polish codes on the Polish sheet, the English ones on the English', () => {
  const POLISH = /\b(PROM|BO|BOj|MO|URW|PRZ|wyn|jez|rz)\??\b/;
  const ENGLISH = /\b(SHTL|AB|ABc|AC|UWC|CHS|emg|lk|rv)\??\b/;
  const seen = { pl: new Set<string>(), en: new Set<string>() };
  for (const planet of PLANET_IDS)
    for (const area of AREAS[planet]) {
      const set = area.weights.findIndex((w) => w > 0);
      const s: GameState = { ...orbitOver(planet, set, 5), phase: 'landing', landing: { area: area.id, draws: 1 } };
      for (const lang of ['pl', 'en'] as const) {
        const sheet = renderSheets(s, lang).sheets.expedition;
        const map = parseMap(area.map);
        for (let r = 0; r <= 2 * map.rows; r++)
          for (let c = 0; c < map.cols; c++) {
            const v = sheet.cells.get(addr(EXP_ROWS.mapTop + r, EXP_COLS.mapLeft + c))?.value;
            if (typeof v !== 'string') continue;
            for (const word of v.split(' ')) seen[lang].add(word.replace('?', ''));
            expect([area.id, lang, v, (lang === 'pl' ? ENGLISH : POLISH).test(v)]).toEqual([area.id, lang, v, false]);
          }
      }
    }
  // the content really has every label: each code was met on its sheet
  expect([...seen.pl].filter((w) => /^[A-Za-z]+$/.test(w)).sort()).toEqual(['BO', 'BOj', 'MO', 'PROM', 'PRZ', 'URW', 'jez', 'rz', 'v', 'wyn']);
  expect([...seen.en].filter((w) => /^[A-Za-z]+$/.test(w)).sort()).toEqual(['AB', 'ABc', 'AC', 'CHS', 'SHTL', 'UWC', 'emg', 'lk', 'rv', 'v']); // 'v': a cave's way down, in both
});

test('issue 10 point 17: a closed direction on the navigation board says why — the map edge, a visited planet', () => {
  let s = flyTo(newGame({ length: 30, seed: 7 }), PLANET_FIELDS.mezo); // visited Mezo, declined
  expect(s.visited).toContain('mezo');
  // one field away from Mezo, looking back at it
  const away = DIRECTIONS.find((d) => look(s, d).kind === 'empty')!;
  s = step(s, { type: 'fly', dir: away }).state;
  const back = DIRECTIONS.find((d) => { const t = look(s, d); return t.kind === 'blocked' && t.reason === 'visited'; });
  expect(back).toBeDefined();
  const texts = [...renderSheets(s, 'pl').sheets.space.cells.values()].map((c) => c.value);
  expect(texts).toContain('Mezo: odwiedzona');
  const en = [...renderSheets(s, 'en').sheets.space.cells.values()].map((c) => c.value);
  expect(en).toContain('Mezo: visited');
  // at the start on Earth, in a corner of the map, some directions lead off it
  const start = newGame({ length: 30, seed: 7 });
  const edge = DIRECTIONS.filter((d) => { const t = look(start, d); return t.kind === 'blocked' && t.reason === 'edge'; });
  expect(edge.length).toBeGreaterThan(0);
  expect([...renderSheets(start, 'pl').sheets.space.cells.values()].filter((c) => c.value === 'poza mapą')).toHaveLength(edge.length);
});

test('issue 10 point 21: the characteristics have their own row across the data panel and fit it whole, for every planet set', () => {
  let longest = 0;
  for (const planet of PLANET_IDS)
    for (let set = 0; set < 3; set++) {
      const s = orbitOver(planet, set, 2);
      for (const lang of ['pl', 'en'] as const) {
        const sheet = renderSheets(s, lang).sheets.expedition;
        const labelRow = [...Array(DATA_ROWS).keys()].map((i) => EXP_ROWS.mapTop + i).find((r) => sheet.cells.get(addr(r, EXP_COLS.dataLabel))?.value === (lang === 'pl' ? 'charakterystyka' : 'characteristics'))!;
        const cell = sheet.cells.get(addr(labelRow + 1, EXP_COLS.dataLabel))!;
        const text = String(cell.value);
        expect(sheet.merges).toContain(`${addr(labelRow + 1, EXP_COLS.dataLabel)}:${addr(labelRow + 1, EXP_COLS.dataValue)}`);
        expect(cell.style.size).toBe(7);
        // the two columns are 18 + 12 = 30 characters of the 11-point font: 47 characters of 7 points
        expect([planet, set, lang, text.length <= 47]).toEqual([planet, set, lang, true]);
        longest = Math.max(longest, text.length);
      }
    }
  expect(longest).toBeGreaterThan(30); // the long texts were really checked
});
