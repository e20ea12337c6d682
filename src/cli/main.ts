// Command line: `npm run cli -- <command> [options]`. Commands:
//   new  --length 10|20|30 --seed N [--lang pl|en] [--json]   the new game's crew and equipment
//   show --sheet space|expedition [--seed N] [--length L] [--lang pl|en]   a sheet as a text grid
import '../engine/text/english'; // the English texts (node only: the browser hosts load them on demand)
import {
  allowedToTake,
  DIRECTIONS,
  isEarth,
  MAP_COLS,
  MAP_ROWS,
  planetAt,
  planetName,
  PLANETS,
  stepField,
  format,
  isLang,
  isVoyageLength,
  newGame,
  quantityAboard,
  serialize,
  STOCK_IDS,
  t,
  unitName,
  VOYAGE_PLANS,
  type GameState,
  type Lang,
} from '../engine';
import { renderSheets, SHEET_IDS, textGrid, type SheetId } from '../sheets';
import * as fs from 'fs';
import { exportXlsx, importXlsx } from '../xlsx/workbook';
import { parseArgs } from './args';
import { runSample } from './samples';

const USAGE = `usage: npm run cli -- <command> [options]
  new  --length 10|20|30 --seed N [--lang pl|en] [--json]
  show --sheet space|expedition [--seed N] [--length 10|20|30] [--lang pl|en]
  export --out FILE.xlsx [--seed N] [--length 10|20|30] [--lang pl|en]
  resume --in FILE.xlsx [--sheet space|expedition]
  map [--json] [--lang pl|en]
  sample repair|heal --sum S [--n N] [--seed N] [--json]   observed per-hour success against the table
  sample accident --kind atmosphere|robotHarm|seismic|threat|shuttleLoss|scatter|lava|cliff|chasm|swamp
         [--gravity G] [--march] [--researched] [--atmosphere toxic|acid] [--engineer] [--occurrences K]
         [--threats K] [--softened] [--n N] [--json]           an accident's chance an hour (and its hits)
  sample infection --points P | --features lake,lush --hours H [--gravity G] [--n N] [--json]
  sample resources --points N | --place D [--gravity G] [--repbot] [--n N] [--json]   drain per point an hour
  sample indicator --modifier -3..3|zero [--n N] [--json]   indicators drawn from a modifier, beside the manual's mean and range
  sample surprise [--march] [--detector] [--n N] [--json]    how often a surprise attack succeeds
  sample strategy --kind negotiation|combat|flight --pref P [--special] [--n N] [--json]   variants A–E beside the manual's row
  sample combat --mode capture|kill --diff D [--advantage creature:K|expedition:K] [--paralyzer|--laser] [--n N] [--json]
                                                            a clash's success rate and hits`;

export async function run(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const args = parseArgs(argv);
  if (!args.ok) return usage(out, args.error);
  const { command, options } = args.value;
  const lang = options.lang ?? 'pl';
  if (!isLang(lang)) return usage(out, `unknown language "${lang}"`);
  const length = Number(options.length ?? 30);
  if (!isVoyageLength(length)) return usage(out, `--length must be 10, 20 or 30, not "${options.length}"`);
  const seedText = options.seed ?? '1';
  const seed = Number(seedText);
  if (!Number.isInteger(seed) || Math.abs(seed) > 0x7fffffff) return usage(out, `--seed must be a whole number, not "${seedText}"`);
  const sheetText = options.sheet ?? 'space';
  if (!isSheetId(sheetText)) return usage(out, `--sheet must be space or expedition, not "${sheetText}"`);
  const sheet: SheetId = sheetText;
  const state = newGame({ length, seed });
  switch (command) {
    case 'new':
      out(options.json !== undefined ? serialize(state) : describe(state, lang));
      return 0;
    case 'export': {
      if (!options.out) return usage(out, 'export needs --out FILE.xlsx');
      fs.writeFileSync(options.out, await exportXlsx(state, lang));
      out(`${options.out}: ${describe(state, lang).split('\n')[0]}`);
      return 0;
    }
    case 'resume': {
      if (!options.in) return usage(out, 'resume needs --in FILE.xlsx');
      if (!fs.existsSync(options.in)) return usage(out, `no file ${options.in}`);
      const r = await importXlsx(fs.readFileSync(options.in));
      if (!r.ok) {
        out(`error: ${format(lang, r.error)}`);
        return 1;
      }
      out(options.sheet ? textGrid(renderSheets(r.state, r.lang).sheets[sheet]) : describe(r.state, r.lang));
      return 0;
    }
    case 'map':
      out(options.json !== undefined ? JSON.stringify(starMap(lang), null, 1) : starMapText(lang));
      return 0;
    case 'sample':
      return sample(args.value.subject, options, seed, out);
    case 'show': {
      out(textGrid(renderSheets(state, lang).sheets[sheet]));
      return 0;
    }
    default:
      return usage(out, command ? `unknown command "${command}"` : 'no command');
  }
}

/** `sample …` (samples.ts): prints the observed rate beside the manual's, as text or --json. */
function sample(subject: string | undefined, options: Readonly<Record<string, string>>, seed: number, out: (s: string) => void): number {
  const r = runSample(subject, options, seed);
  if (!r.ok) return usage(out, r.error);
  out(options.json !== undefined ? JSON.stringify(r.json) : r.text);
  return 0;
}

const isSheetId = (x: string): x is SheetId => (SHEET_IDS as readonly string[]).includes(x);

function usage(out: (s: string) => void, error: string): number {
  out(`error: ${error}\n${USAGE}`);
  return 2;
}

/** R-SPACE-01..09 as data: every field with what it holds and its neighbours. */
export function starMap(lang: Lang) {
  const fields = [];
  for (let row = 1; row <= MAP_ROWS; row++)
    for (let col = 1; col <= MAP_COLS; col++) {
      const f = { row, col };
      const planet = planetAt(f);
      const holds = isEarth(f)
        ? { kind: 'earth', name: t(lang, 'label.earth') }
        : planet
          ? { kind: 'planet', id: planet, name: planetName(lang, planet), size: PLANETS[planet].size, orbit: PLANETS[planet].orbit }
          : { kind: 'empty' };
      const neighbours = Object.fromEntries(
        DIRECTIONS.map((d) => [d, stepField(row, col, d)]).filter(([, n]) => {
          const m = n as { row: number; col: number };
          return m.row >= 1 && m.row <= MAP_ROWS && m.col >= 1 && m.col <= MAP_COLS;
        }),
      );
      fields.push({ row, col, ...holds, neighbours });
    }
  return { rows: MAP_ROWS, cols: MAP_COLS, monthsPerField: 1, fields };
}

/** The map as text: three letters a planet, '[Zie]' for Earth, '·' for empty space. */
function starMapText(lang: Lang): string {
  const lines: string[] = [];
  for (let row = 1; row <= MAP_ROWS; row++) {
    let line = '';
    for (let col = 1; col <= MAP_COLS; col++) {
      const p = planetAt({ row, col });
      const label = isEarth({ row, col }) ? t(lang, 'label.earth').slice(0, 3) : p ? planetName(lang, p).slice(0, 3) : ' · ';
      line += `[${label}]`;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/** The crew and equipment of a new game, one unit per line. */
export function describe(s: GameState, lang: Lang): string {
  const plan = VOYAGE_PLANS[s.length];
  const lines = [
    `${t(lang, 'app.title')} — seed ${s.seed}`,
    format(lang, {
      key: 'cli.summary',
      params: { months: s.length, planets: plan.planets, shuttles: plan.shuttles, victory: plan.victoryVp },
    }),
    '',
    `${t(lang, 'label.unit').padEnd(14)}${t(lang, 'col.int').padStart(6)}`,
  ];
  for (const h of s.crew) lines.push(`${unitName(lang, h.id).padEnd(14)}${String(h.intelligence).padStart(6)}`);
  lines.push('', `${t(lang, 'label.unit').padEnd(14)}${t(lang, 'col.quantity').padStart(6)}${t(lang, 'col.allowed').padStart(7)}`);
  for (const id of STOCK_IDS)
    lines.push(`${unitName(lang, id).padEnd(14)}${String(quantityAboard(s, id)).padStart(6)}${String(allowedToTake(s, id)).padStart(7)}`);
  return lines.join('\n');
}


if (require.main === module) {
  run(process.argv.slice(2), (s) => process.stdout.write(s + '\n')).then(
    (code) => (process.exitCode = code),
    (e) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
