// The very hidden state sheet: the serialised game, a checksum, and the previous good state as a
// backup, in chunks under Excel's 32,767-character cell limit. Pure: the Excel host and the .xlsx
// export write the same block, and both read it back with decodeStateSheet.
//
// Layout 2: two slots, A (chunks in column A) and B (chunks in column B), and a pointer to the
// current one; the other slot is the backup. A click writes only the new state, into the slot
// that held the backup, and moves the pointer: the old current state becomes the backup without
// being written again. Layout 1 (current always in A, backup in B, no pointer) still reads.
//
//   row 1 app · 2 layout · 3 lang · 4 A chunks · 5 A checksum · 6 current slot · 7 B chunks ·
//   8 B checksum · 9 – · 10… chunks (A | B)
import { APP_ID, isLang, MAX_SAVE_CHARS, type Lang } from '../engine';

export const STATE_SHEET = 'odkrywcy_stan';
/** Characters per cell, well under Excel's 32,767. */
export const CHUNK_CHARS = 30_000;
export const MAX_CHUNKS = Math.ceil(MAX_SAVE_CHARS / CHUNK_CHARS);
/** Layout version of this block (the game state has its own version inside). */
export const LAYOUT_VERSION = 2;
export const FIRST_CHUNK_ROW = 10;
export const STATE_ROWS = FIRST_CHUNK_ROW - 1 + MAX_CHUNKS;
/** The block the host writes and reads: columns A (labels, then the state) and B (values, then the backup). */
export const STATE_RANGE = `A1:B${STATE_ROWS}`;
/** Every chunk starts with this mark so that Excel never reads it as a number or a formula. */
const MARK = '~';

export type Cells = (string | number | boolean | null)[][];

export interface SavedGame {
  readonly current: string;
  readonly backup: string | null;
  readonly lang: Lang;
}

export type Slot = 'A' | 'B';
export const otherSlot = (s: Slot): Slot => (s === 'A' ? 'B' : 'A');

/** One rectangular write of the state sheet. */
export interface StateWrite {
  readonly range: string;
  readonly values: (string | number)[][];
}

/** FNV-1a over UTF-16 code units, as 'x' + 8 hex digits (text, so Excel keeps it as text). */
export function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `x${h.toString(16).padStart(8, '0')}`;
}

function chunks(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += CHUNK_CHARS) out.push(MARK + text.slice(i, i + CHUNK_CHARS));
  return out;
}

/** The whole block: the current state in slot A, the backup in slot B. */
export function encodeStateSheet(save: SavedGame): (string | number)[][] {
  const cur = chunks(save.current);
  const bak = save.backup === null ? [] : chunks(save.backup);
  if (cur.length > MAX_CHUNKS || bak.length > MAX_CHUNKS) throw new Error('saved game too large');
  const rows: (string | number)[][] = [
    ['app', APP_ID],
    ['layout', LAYOUT_VERSION],
    ['lang', save.lang],
    ['A.chunks', cur.length],
    ['A.checksum', checksum(save.current)],
    ['current', 'A'],
    ['B.chunks', bak.length],
    ['B.checksum', save.backup === null ? '' : checksum(save.backup)],
    ['', ''],
  ];
  for (let i = 0; i < MAX_CHUNKS; i++) rows.push([cur[i] ?? '', bak[i] ?? '']);
  return rows;
}

/**
 * A new current state into `slot` (the one that held the backup): its count, checksum and the
 * pointer in one block of column B, its chunks in the slot's column. Two writes, one state.
 */
export function encodeStateUpdate(current: string, slot: Slot): StateWrite[] {
  const cur = chunks(current);
  if (cur.length > MAX_CHUNKS) throw new Error('saved game too large');
  const head: StateWrite =
    slot === 'A'
      ? { range: 'B4:B6', values: [[cur.length], [checksum(current)], ['A']] }
      : { range: 'B6:B8', values: [['B'], [cur.length], [checksum(current)]] };
  const col = slot === 'A' ? 'A' : 'B';
  const body: StateWrite = { range: `${col}${FIRST_CHUNK_ROW}:${col}${STATE_ROWS}`, values: Array.from({ length: MAX_CHUNKS }, (_, i) => [cur[i] ?? '']) };
  return [head, body];
}

export type DecodedPart = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'missing' | 'chunks' | 'checksum' };

export type DecodedSheet =
  | { readonly found: false }
  | {
      readonly found: true;
      readonly foreign: string | null;
      readonly lang: Lang;
      /** The slot the current state is in. */
      readonly slot: Slot;
      readonly state: DecodedPart;
      readonly backup: DecodedPart;
    };

const at = (cells: Cells, r: number, c: number): string | number | boolean | null => cells[r]?.[c] ?? null;

/** A count as written (a number) or as a Text-formatted cell gives it back ('3'). */
function count(v: string | number | boolean | null): number | null {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\d{1,6}$/.test(v.trim())) return Number(v.trim());
  return null;
}

function part(cells: Cells, col: number, countRow: number, sumRow: number): DecodedPart {
  const raw = at(cells, countRow, 1);
  if (raw === '' || raw === null) return { ok: false, reason: 'missing' };
  const n = count(raw);
  if (n === 0) return { ok: false, reason: 'missing' };
  if (n === null || !Number.isInteger(n) || n < 1 || n > MAX_CHUNKS) return { ok: false, reason: 'chunks' };
  let text = '';
  for (let i = 0; i < n; i++) {
    const v = at(cells, FIRST_CHUNK_ROW - 1 + i, col);
    if (typeof v !== 'string' || !v.startsWith(MARK)) return { ok: false, reason: 'chunks' };
    text += v.slice(MARK.length);
  }
  return checksum(text) === at(cells, sumRow, 1) ? { ok: true, text } : { ok: false, reason: 'checksum' };
}

/** Reads the block back; `foreign` names a layout or app this version does not know. */
export function decodeStateSheet(cells: Cells | null): DecodedSheet {
  if (!cells) return { found: false };
  const app = at(cells, 0, 1);
  const layout = count(at(cells, 1, 1));
  const lang = at(cells, 2, 1);
  let foreign: string | null = null;
  if (app !== APP_ID) foreign = `app ${JSON.stringify(app)}`;
  else if (layout === null || layout < 1 || layout > LAYOUT_VERSION) foreign = `layout ${JSON.stringify(at(cells, 1, 1))}`;
  // layout 1: A current (count and checksum in rows 4–5), B backup (rows 6–7)
  const a = part(cells, 0, 3, 4);
  const b = layout === 1 ? part(cells, 1, 5, 6) : part(cells, 1, 6, 7);
  const slot: Slot = layout !== 1 && at(cells, 5, 1) === 'B' ? 'B' : 'A';
  return {
    found: true,
    foreign,
    lang: isLang(lang) ? lang : 'pl',
    slot,
    state: slot === 'A' ? a : b,
    backup: slot === 'A' ? b : a,
  };
}
