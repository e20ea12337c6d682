// The very hidden state sheet: the serialised game, a checksum, and the previous good state as a
// backup, in chunks under Excel's 32,767-character cell limit. Pure: the Excel host and the .xlsx
// export write the same block, and both read it back with decodeStateSheet.
//
// Layout 4: two slots, A (column A) and B (column B), each a header cell in row 9 — its sequence
// number, chunk count and checksum — over its chunks from row 10. A slot holds its state packed
// (deflated, in base64: packing.ts), about a sixth of the JSON's length; the header's count and
// checksum are those of the packed text. The slot with the higher sequence number is the current
// state, the other the backup. A click writes the new state into the backup's slot with the next
// number: one rectangle, one write, and the old current state becomes the backup without being
// written again.
// Layout 3 (the same slots holding the JSON as it is), layout 2 (counts and checksums in rows 4–8,
// a pointer in B6) and layout 1 (current always in A, backup in B, no pointer) still read; the
// first write after reading one is the whole block, in layout 4.
//
//   row 1 app · 2 layout · 3 lang · 9 slot headers (A | B) · 10… chunks (A | B)
import { APP_ID, isLang, MAX_SAVE_CHARS, type Lang, type Message } from '../engine';
import { pack, unpack } from './packing';

export const STATE_SHEET = 'odkrywcy_stan';
/** Characters per cell, well under Excel's 32,767. */
export const CHUNK_CHARS = 30_000;
export const MAX_CHUNKS = Math.ceil(MAX_SAVE_CHARS / CHUNK_CHARS);
/** Layout version of this block (the game state has its own version inside). */
export const LAYOUT_VERSION = 4;
/** The row of the slots' headers (layouts 3 and 4). */
export const HEADER_ROW = 9;
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

/** A slot's header over the text it stores: '#' sequence '/' chunks '/' checksum (text that Excel never converts). */
function header(seq: number, stored: string): string {
  return `#${seq}/${chunks(stored).length}/${checksum(stored)}`;
}

/** The header of a slot that holds the state `text` (packed, as layout 4 stores it). */
export function slotHeader(seq: number, text: string): string {
  return header(seq, pack(text));
}

/** Sequence numbers of a whole block: the current state above its backup. */
export const WHOLE_SEQ = { current: 2, backup: 1 } as const;

/** The whole block: the current state in slot A, the backup in slot B. */
export function encodeStateSheet(save: SavedGame): (string | number)[][] {
  const current = pack(save.current);
  const backup = save.backup === null ? null : pack(save.backup);
  const cur = chunks(current);
  const bak = backup === null ? [] : chunks(backup);
  if (cur.length > MAX_CHUNKS || bak.length > MAX_CHUNKS) throw new Error('saved game too large');
  const rows: (string | number)[][] = [['app', APP_ID], ['layout', LAYOUT_VERSION], ['lang', save.lang]];
  while (rows.length < HEADER_ROW - 1) rows.push(['', '']);
  rows.push([header(WHOLE_SEQ.current, current), backup === null ? '' : header(WHOLE_SEQ.backup, backup)]);
  for (let i = 0; i < MAX_CHUNKS; i++) rows.push([cur[i] ?? '', bak[i] ?? '']);
  return rows;
}

/**
 * A new current state into `slot` (the one that held the backup) with sequence number `seq`:
 * its header and chunks in one column, one write.
 */
export function encodeStateUpdate(current: string, slot: Slot, seq: number): StateWrite {
  const packed = pack(current);
  const cur = chunks(packed);
  if (cur.length > MAX_CHUNKS) throw new Error('saved game too large');
  const col = slot === 'A' ? 'A' : 'B';
  return { range: `${col}${HEADER_ROW}:${col}${STATE_ROWS}`, values: [[header(seq, packed)], ...Array.from({ length: MAX_CHUNKS }, (_, i) => [cur[i] ?? ''])] };
}

export type DecodedPart = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'missing' | 'chunks' | 'checksum' };

/** What a damaged slot says to the player, in their language. */
export function stateSheetProblem(reason: 'missing' | 'chunks' | 'checksum'): Message {
  return { key: 'load.stateSheet', params: { reason: { text: `stateSheet.${reason}` } } };
}

export type DecodedSheet =
  | { readonly found: false }
  | {
      readonly found: true;
      readonly foreign: string | null;
      readonly lang: Lang;
      /** The slot the current state is in, and its sequence number (0 before layout 4: the next write is the whole block). */
      readonly slot: Slot;
      readonly seq: number;
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

function chunkText(cells: Cells, col: number, n: number): string | null {
  let text = '';
  for (let i = 0; i < n; i++) {
    const v = at(cells, FIRST_CHUNK_ROW - 1 + i, col);
    if (typeof v !== 'string' || !v.startsWith(MARK)) return null;
    text += v.slice(MARK.length);
  }
  return text;
}

function part(cells: Cells, col: number, countRow: number, sumRow: number): DecodedPart {
  const raw = at(cells, countRow, 1);
  if (raw === '' || raw === null) return { ok: false, reason: 'missing' };
  const n = count(raw);
  if (n === 0) return { ok: false, reason: 'missing' };
  if (n === null || !Number.isInteger(n) || n < 1 || n > MAX_CHUNKS) return { ok: false, reason: 'chunks' };
  const text = chunkText(cells, col, n);
  if (text === null) return { ok: false, reason: 'chunks' };
  return checksum(text) === at(cells, sumRow, 1) ? { ok: true, text } : { ok: false, reason: 'checksum' };
}

/** A slot of layout 3 or 4: its sequence number (null when the header is absent or unreadable) and its state (unpacked from layout 4). */
function slot3(cells: Cells, col: number, packed: boolean): { seq: number | null; part: DecodedPart } {
  const h = at(cells, HEADER_ROW - 1, col);
  if (h === '' || h === null) return { seq: null, part: { ok: false, reason: 'missing' } };
  const m = typeof h === 'string' ? /^#(\d{1,15})\/(\d{1,6})\/(x[0-9a-f]{8})$/.exec(h.trim()) : null;
  if (!m) return { seq: null, part: { ok: false, reason: 'chunks' } };
  const seq = Number(m[1]);
  const n = Number(m[2]);
  if (n < 1 || n > MAX_CHUNKS) return { seq, part: { ok: false, reason: 'chunks' } };
  const text = chunkText(cells, col, n);
  if (text === null) return { seq, part: { ok: false, reason: 'chunks' } };
  if (checksum(text) !== m[3]) return { seq, part: { ok: false, reason: 'checksum' } };
  if (!packed) return { seq, part: { ok: true, text } };
  // a checksum that holds over text that does not unpack: the chunks were made up whole
  const state = unpack(text, MAX_SAVE_CHARS);
  return { seq, part: state === null ? { ok: false, reason: 'chunks' } : { ok: true, text: state } };
}

/** Reads the block back; `foreign` names a layout or app this version does not know. */
export function decodeStateSheet(cells: Cells | null): DecodedSheet {
  if (!cells) return { found: false };
  const app = at(cells, 0, 1);
  const layout = count(at(cells, 1, 1));
  const lang = isLang(at(cells, 2, 1)) ? (at(cells, 2, 1) as Lang) : 'pl';
  let foreign: string | null = null;
  if (app !== APP_ID) foreign = `app ${JSON.stringify(app)}`;
  else if (layout === null || layout < 1 || layout > LAYOUT_VERSION) foreign = `layout ${JSON.stringify(at(cells, 1, 1))}`;
  if (layout === 3 || layout === LAYOUT_VERSION) {
    const packed = layout === LAYOUT_VERSION;
    const a = slot3(cells, 0, packed);
    const b = slot3(cells, 1, packed);
    // The higher number is the newer state; a slot without a readable number is never preferred.
    const inB = b.seq !== null && (a.seq === null || b.seq > a.seq);
    const cur = inB ? b : a;
    return { found: true, foreign, lang, slot: inB ? 'B' : 'A', seq: packed ? (cur.seq ?? 0) : 0, state: cur.part, backup: (inB ? a : b).part };
  }
  // layout 1: A current (count and checksum in rows 4–5), B backup (rows 6–7); layout 2: a pointer in B6
  const a = part(cells, 0, 3, 4);
  const b = layout === 1 ? part(cells, 1, 5, 6) : part(cells, 1, 6, 7);
  const slot: Slot = layout !== 1 && at(cells, 5, 1) === 'B' ? 'B' : 'A';
  return { found: true, foreign, lang, slot, seq: 0, state: slot === 'A' ? a : b, backup: slot === 'A' ? b : a };
}
