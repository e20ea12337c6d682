// Typed values in the input cells. Only whole numbers are taken: anything else (text, a decimal
// in any locale's notation) is refused with the cell's message; a whole number out of range is
// clamped, and the text field says so. Implements the cell ranges of R-UI-EXP-14 / R-UI-EXP-15
// (R-LOAD resources 0–30, hours 1–24).
import { INPUT_LIMITS, type InputField } from '../data/inputs';
import type { Message } from '../text';

export type InputOutcome =
  | { readonly ok: true; readonly value: number; readonly message: Message | null }
  | { readonly ok: false; readonly message: Message };

/** Reads what arrived in the cell: a whole number, or text of one such as ' 12 '; else null. */
export function parseTyped(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!/^[-+]?\d{1,9}$/.test(text)) return null;
  return Number(text);
}

export function checkInput(field: InputField, raw: unknown): InputOutcome {
  const lim = INPUT_LIMITS[field];
  const n = parseTyped(raw);
  const params = { min: lim.min, max: lim.max };
  if (n === null) return { ok: false, message: { key: `input.${field}.notNumber`, params } };
  const value = Math.min(lim.max, Math.max(lim.min, n));
  if (value !== n) return { ok: true, value, message: { key: `input.${field}.clamped`, params: { ...params, value } } };
  return { ok: true, value, message: null };
}
