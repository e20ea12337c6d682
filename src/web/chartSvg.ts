// The mission chart of the browser edition (issue 14 point 7): the same line chart Excel draws
// from the 'kronika' sheet's cells, as SVG markup built from those cells. Pure: a string from a
// Sheet, so it is tested without a browser.
import { addr, parseRange, type ChartSpec, type Sheet } from '../sheets';

/** Series colours (Excel's first two default line colours). */
export const SERIES_COLOURS = ['#4472C4', '#ED7D31'] as const;

export interface ChartData {
  readonly categories: readonly string[];
  readonly series: readonly { readonly name: string; readonly values: readonly (number | null)[] }[];
}

/** The chart's series and categories, read from the sheet's cells (a blank or text value is a gap). */
export function chartData(sheet: Sheet, spec: ChartSpec): ChartData {
  const d = parseRange(spec.data)!;
  const c = parseRange(spec.categories)!;
  const value = (row: number, col: number) => sheet.cells.get(addr(row, col))?.value ?? null;
  const categories: string[] = [];
  for (let row = c.top; row <= c.bottom; row++) for (let col = c.left; col <= c.right; col++) categories.push(String(value(row, col) ?? ''));
  const series = [];
  for (let col = d.left; col <= d.right; col++) {
    const values: (number | null)[] = [];
    for (let row = d.top + 1; row <= d.bottom; row++) {
      const v = value(row, col);
      values.push(typeof v === 'number' ? v : null);
    }
    series.push({ name: String(value(d.top, col) ?? ''), values });
  }
  return { categories, series };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A step for the value axis that gives some 4–8 gridlines (1, 2 or 5 times a power of ten). */
function niceStep(span: number): number {
  const raw = span / 6;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

/** The chart as SVG markup, `width`×`height` pixels: title, value gridlines, a line per series with gaps, legend. */
export function chartSvg(data: ChartData, title: string, width: number, height: number): string {
  const pad = { left: 40, right: 12, top: 28, bottom: 44 };
  const plotW = Math.max(10, width - pad.left - pad.right);
  const plotH = Math.max(10, height - pad.top - pad.bottom);
  const all = data.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const lo = Math.min(0, ...all);
  const hi = Math.max(10, ...all);
  const stepY = niceStep(hi - lo);
  const min = Math.floor(lo / stepY) * stepY;
  const max = Math.ceil(hi / stepY) * stepY;
  const n = Math.max(1, data.categories.length);
  const x = (i: number) => pad.left + (plotW * (i + 0.5)) / n;
  const y = (v: number) => pad.top + plotH - (plotH * (v - min)) / (max - min);
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" aria-label="${esc(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`);
  parts.push(`<rect x="0" y="0" width="${width}" height="${height}" fill="#FFFFFF" stroke="#BFBFBF"/>`);
  parts.push(`<text x="${width / 2}" y="18" text-anchor="middle" font-size="13" font-weight="bold">${esc(title)}</text>`);
  for (let v = min; v <= max + 1e-9; v += stepY) {
    const yy = y(v).toFixed(1);
    parts.push(`<line x1="${pad.left}" x2="${pad.left + plotW}" y1="${yy}" y2="${yy}" stroke="${v === 0 ? '#7F7F7F' : '#E0E0E0'}"/>`);
    parts.push(`<text x="${pad.left - 4}" y="${yy}" dy="3" text-anchor="end" font-size="9">${v}</text>`);
  }
  const every = Math.ceil(n / 16);
  data.categories.forEach((c, i) => {
    if (i % every === 0) parts.push(`<text x="${x(i).toFixed(1)}" y="${pad.top + plotH + 12}" text-anchor="middle" font-size="9">${esc(c)}</text>`);
  });
  data.series.forEach((s, k) => {
    const colour = SERIES_COLOURS[k % SERIES_COLOURS.length]!;
    // a blank cell breaks the line, as Excel's default "show empty cells as gaps"
    const runs: string[][] = [];
    let run: string[] = [];
    s.values.forEach((v, i) => {
      if (v === null) {
        if (run.length) runs.push(run);
        run = [];
      } else run.push(`${x(i).toFixed(1)},${y(v).toFixed(1)}`);
    });
    if (run.length) runs.push(run);
    for (const r of runs) {
      if (r.length === 1) parts.push(`<circle class="series-${k}" cx="${r[0]!.split(',')[0]}" cy="${r[0]!.split(',')[1]}" r="2.5" fill="${colour}"/>`);
      else parts.push(`<polyline class="series-${k}" fill="none" stroke="${colour}" stroke-width="2" points="${r.join(' ')}"/>`);
    }
    const lx = pad.left + k * 150;
    const ly = height - 10;
    parts.push(`<line x1="${lx}" x2="${lx + 18}" y1="${ly - 3}" y2="${ly - 3}" stroke="${colour}" stroke-width="2"/>`);
    parts.push(`<text x="${lx + 22}" y="${ly}" font-size="10">${esc(s.name)}</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}

/** The SVG of a chart of a sheet, at the size of the range it stands over. */
export function sheetChartSvg(sheet: Sheet, spec: ChartSpec, size: { width: number; height: number }): string {
  return chartSvg(chartData(sheet, spec), spec.title, size.width, size.height);
}
