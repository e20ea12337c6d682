// Issue 14 points 7 and 8: the 'kronika' sheet — the chart's source month by month with the chart
// standing beside it, the best result of each length, and every finished voyage; and the
// session that writes a voyage's line at the click that ends it.
import { EARTH_FIELD, newGame, PLANET_FIELDS, type ChronicleEntry, type GameState } from '../../src/engine';
import { GameSession } from '../../src/session/session';
import { actionAt, renderSheets, SHEET_NAMES, type CellAction, type Sheet } from '../../src/sheets';
import { addr } from '../../src/sheets/address';
import { chartData, chartSvg, sheetChartSvg } from '../../src/web/chartSvg';
import { withVp } from '../support/balance';
import { pathTo } from '../support/voyage';

const cell = (sheet: Sheet, a: string) => sheet.cells.get(a)?.value ?? null;
const row = (sheet: Sheet, r: number, cols: number) => Array.from({ length: cols }, (_, i) => cell(sheet, addr(r, i + 1)));
const findRow = (sheet: Sheet, text: string): number => {
  for (let r = 1; r <= sheet.rowCount; r++) if (cell(sheet, `A${r}`) === text) return r;
  return -1;
};
const line = (over: Partial<ChronicleEntry>): ChronicleEntry => ({ date: '2026-11-30', length: 10, seed: 1, route: ['mezo', 'picolo'], months: 10, vp: 12, won: false, delivered: 2, dead: 1, shuttlesLost: 0, ...over });

describe("the 'kronika' sheet", () => {
  test('it is the third sheet, named kronika in both languages; the game stays on its own sheets', () => {
    const m = renderSheets(newGame({ length: 10, seed: 1 }), 'en');
    expect(m.sheets.chronicle.name).toBe('kronika');
    expect(SHEET_NAMES.chronicle).toBe('kronika');
    expect(m.active).toBe('space');
  });

  test("the chart's source: a row per month of the plan, the PZ and crew health of the months reached, blank after", () => {
    let s: GameState = newGame({ length: 10, seed: 1 });
    s = { ...withVp(s, 0), month: 2, history: [{ month: 0, vp: 0, health: 100 }, { month: 1, vp: 3, health: 100 }, { month: 2, vp: -1, health: 86 }] };
    const k = renderSheets(s, 'pl').sheets.chronicle;
    expect(cell(k, 'A1')).toBe('KRONIKA WYPRAW');
    expect(cell(k, 'A2')).toBe(`Obecna wyprawa: 10 miesięcy, ziarno 1, plan lotu na 10 mies. Zwycięstwo od 40 PZ; punkty miesiąc po miesiącu w tabeli poniżej.`);
    expect(row(k, 5, 3)).toEqual(['miesiąc', 'PZ', 'zdrowie załogi %']);
    expect(row(k, 6, 3)).toEqual([0, 0, 100]);
    expect(row(k, 7, 3)).toEqual([1, 3, 100]);
    expect(row(k, 8, 3)).toEqual([2, -1, 86]);
    expect(row(k, 9, 3)).toEqual([3, null, null]);
    expect(row(k, 16, 3)).toEqual([10, null, null]);
    expect(cell(k, 'A17')).toBeNull();
    expect(k.charts).toEqual([{ name: 'odkrywcy-wykres', title: 'PZ i zdrowie załogi miesiąc po miesiącu', data: 'B5:C16', categories: 'A6:A16', anchor: 'E4:K22' }]);
    expect(k.merges).toContain('E4:K22');
  });

  test('months past the plan lengthen the table and the chart with it', () => {
    const s = { ...newGame({ length: 10, seed: 1 }), month: 13 };
    const k = renderSheets(s, 'en').sheets.chronicle;
    expect(k.charts![0]).toMatchObject({ data: 'B5:C19', categories: 'A6:A19', title: 'VP and crew health month by month' });
    expect(row(k, 5, 3)).toEqual(['month', 'VP', 'crew health %']);
  });

  test('best results per length and every voyage, oldest first, in words', () => {
    const chronicle = [line({ seed: 7, vp: 12 }), line({ seed: 8, length: 30, vp: 104, won: true, route: ['birss'], months: 31, date: '2026-12-01' }), line({ seed: 9, vp: 41, won: true })];
    const k = renderSheets({ ...newGame({ length: 10, seed: 1 }), chronicle }, 'pl').sheets.chronicle;
    const best = findRow(k, 'NAJLEPSZE WYNIKI');
    expect(best).toBe(24);
    expect(row(k, best + 1, 6)).toEqual(['długość', 'PZ', 'wynik', 'data', 'trasa', 'ziarno']);
    expect(row(k, best + 2, 6)).toEqual(['10 mies.', 41, 'zwycięstwo', '2026-11-30', 'Mezo → Picolo', 9]);
    expect(row(k, best + 3, 6)).toEqual(['20 mies.', '—', '—', '—', '—', '—']);
    expect(row(k, best + 4, 6)).toEqual(['30 mies.', 104, 'zwycięstwo', '2026-12-01', 'Birss', 8]);
    const list = findRow(k, 'ZAKOŃCZONE WYPRAWY');
    expect(row(k, list + 1, 10)).toEqual(['data', 'długość', 'ziarno', 'miesięcy', 'trasa', 'PZ', 'wynik', 'istoty na pokładzie', 'zginęło ludzi', 'stracone promy']);
    expect(row(k, list + 2, 10)).toEqual(['2026-11-30', '10 mies.', 7, 10, 'Mezo → Picolo', 12, 'porażka', 2, 1, 0]);
    expect(row(k, list + 3, 10)).toEqual(['2026-12-01', '30 mies.', 8, 31, 'Birss', 104, 'zwycięstwo', 2, 1, 0]);
    expect(row(k, list + 4, 10)).toEqual(['2026-11-30', '10 mies.', 9, 10, 'Mezo → Picolo', 41, 'zwycięstwo', 2, 1, 0]);
    const en = renderSheets({ ...newGame({ length: 10, seed: 1 }), chronicle }, 'en').sheets.chronicle;
    expect(row(en, list + 2, 10)).toEqual(['2026-11-30', '10 months', 7, 10, 'Mezo → Picolo', 12, 'defeat', 2, 1, 0]);
  });

  test('with no voyage ended yet the chronicle says so', () => {
    const k = renderSheets(newGame({ length: 10, seed: 1 }), 'en').sheets.chronicle;
    const list = findRow(k, 'FINISHED VOYAGES');
    expect(cell(k, `A${list + 2}`)).toBe('No voyage has ended yet: the chronicle waits for the first return to Earth.');
    expect(row(k, findRow(k, 'BEST RESULTS') + 2, 2)).toEqual(['10 months', '—']);
  });

  test('no cell of the sheet is a button: a click there does nothing', () => {
    const k = renderSheets({ ...newGame({ length: 10, seed: 1 }), chronicle: [line({})] }, 'pl').sheets.chronicle;
    for (const a of k.cells.keys()) expect(actionAt(k, a)).toBeNull();
  });
});

describe('the session writes the chronicle at the end (issue 14 point 8)', () => {
  const click = (s: GameSession, pick: (a: CellAction) => boolean) => {
    const at = [...s.model.sheets.space.cells].find(([, c]) => c.action && pick(c.action))?.[0];
    expect(at).toBeDefined();
    return s.click('space', at!);
  };

  test('the click that ends a voyage adds one line dated by the clock; later clicks add none; a new game keeps it', () => {
    const s = GameSession.fresh({ length: 10, seed: 21 }, 'pl', () => '2026-12-24');
    for (const to of [PLANET_FIELDS.mezo, PLANET_FIELDS.mefisto, PLANET_FIELDS.picolo, EARTH_FIELD]) {
      for (const dir of pathTo(s.state.position, to)) {
        click(s, (a) => a.type === 'fly' && a.dir === dir);
        for (let g = 0; g < 10 && s.state.phase !== 'space' && s.state.phase !== 'ended'; g++) {
          if (s.state.menu === 'confirmEarth') click(s, (a) => a.type === 'confirmEarth');
          else if (s.state.phase === 'event') click(s, (a) => a.type === 'chooseOption');
          else if (s.state.phase === 'wounds') click(s, (a) => a.type === 'assignWound');
          else if (s.state.phase === 'orbit') click(s, (a) => a.type === 'decline');
        }
        if (s.state.menu === 'confirmEarth') click(s, (a) => a.type === 'confirmEarth');
      }
    }
    expect(s.state.phase).toBe('ended');
    expect(s.state.chronicle).toHaveLength(1);
    expect(s.state.chronicle[0]).toMatchObject({ date: '2026-12-24', length: 10, seed: 21, route: ['mezo', 'mefisto', 'picolo'], vp: s.state.vp, won: false });
    const k = s.model.sheets.chronicle;
    const list = findRow(k, 'ZAKOŃCZONE WYPRAWY');
    expect(row(k, list + 2, 3)).toEqual(['2026-12-24', '10 mies.', 21]);
    // after the end any click on a button opens the new game's menu; the line is not written twice
    click(s, (a) => a.type === 'openNewGame');
    click(s, (a) => a.type === 'newGame' && a.length === 20);
    expect(s.state.phase).toBe('space');
    expect(s.state.chronicle).toHaveLength(1);
    expect(s.state.history).toEqual([{ month: 0, vp: 0, health: 100 }]);
  });
});

describe('the chart in the browser edition: SVG from the same cells', () => {
  const s = { ...newGame({ length: 10, seed: 1 }), month: 2, history: [{ month: 0, vp: 0, health: 100 }, { month: 1, vp: 3, health: 100 }, { month: 2, vp: -1, health: 86 }] };
  const k = renderSheets(s, 'pl').sheets.chronicle;
  test('the series and categories are read from the cells; the months not reached are gaps', () => {
    const d = chartData(k, k.charts![0]!);
    expect(d.categories).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(d.series.map((x) => x.name)).toEqual(['PZ', 'zdrowie załogi %']);
    expect(d.series[0]!.values).toEqual([0, 3, -1, null, null, null, null, null, null, null, null]);
    expect(d.series[1]!.values).toEqual([100, 100, 86, null, null, null, null, null, null, null, null]);
  });
  test('a line per series through the months reached, the title, the legend', () => {
    const svg = sheetChartSvg(k, k.charts![0]!, { width: 600, height: 300 });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('PZ i zdrowie załogi miesiąc po miesiącu');
    expect(svg.match(/<polyline class="series-0"/g)).toHaveLength(1);
    expect(svg.match(/<polyline class="series-1"/g)).toHaveLength(1);
    // three points each: months 0 to 2
    const lines = [...svg.matchAll(/class="series-(\d)"[^>]*points="([^"]+)"/g)];
    expect(lines.map((m) => m[2]!.split(' ').length)).toEqual([3, 3]);
    expect(svg).toContain('>zdrowie załogi %</text>');
  });
  test('a gap splits a line in two; a lone point is a dot', () => {
    const svg = chartSvg({ categories: ['0', '1', '2', '3'], series: [{ name: 'a', values: [1, 2, null, 4] }] }, 't', 300, 200);
    expect(svg.match(/<polyline/g)).toHaveLength(1);
    expect(svg.match(/<circle/g)).toHaveLength(1);
  });
  test('text is escaped', () => {
    expect(chartSvg({ categories: [], series: [] }, 'a<b & "c"', 100, 100)).toContain('a&lt;b &amp; &quot;c&quot;');
  });
});
