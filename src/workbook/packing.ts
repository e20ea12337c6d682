// The state sheet's text packed (layout 4): the serialised game deflated and written in base64.
// A 30-month game's end state is about 23,000 characters of JSON, more than half of it the
// journal; packed it is about 4,200, and a click rewrites the whole state, so this is most of
// what a click sends to Excel. Base64 is plain ASCII: Excel, the .xlsx file and the JSON of an
// Office.js request carry it without escapes.
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';

/** Base64 in one cell's text, and nothing else (the padding only at the end). */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function pack(text: string): string {
  return btoa(strFromU8(deflateSync(strToU8(text)), true));
}

/**
 * The text of a packed state, or null when it is not one. The packed text comes from the
 * workbook: it is untrusted, so the output is capped (`maxChars` characters of UTF-8 at most 3
 * bytes each) and a crafted stream that would inflate past it is refused instead of filling memory.
 */
export function unpack(packed: string, maxChars: number): string | null {
  if (!BASE64.test(packed) || packed.length % 4 !== 0) return null;
  try {
    const cap = maxChars * 3;
    const out = inflateSync(strToU8(atob(packed), true), { out: new Uint8Array(cap + 1) });
    if (out.length > cap) return null;
    const text = strFromU8(out);
    return text.length <= maxChars ? text : null;
  } catch {
    return null;
  }
}
