// Typed values in the input cells. A value that is not a number is refused; a number out of range
// or off the step is clamped and rounded, and the text field says so. Implements the cell ranges
// of R-UI-EXP-14 / R-UI-EXP-15 (R-LOAD resources 0–30, R-MOVE-20 hours from ½).
import { INPUT_LIMITS, type InputField } from '../data/inputs';
import type { Message } from '../text';

export type InputOutcome =
  | { readonly ok: true; readonly value: number; readonly message: Message | null }
  | { readonly ok: false; readonly message: Message };

/** Reads what arrived in the cell: a number, or text such as '12', ' 1,5 '. */
export function parseTyped(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const text = raw.trim().replace(',', '.');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

export function checkInput(field: InputField, raw: unknown): InputOutcome {
  const lim = INPUT_LIMITS[field];
  const n = parseTyped(raw);
  const params = { min: lim.min, max: lim.max };
  if (n === null) return { ok: false, message: { key: `input.${field}.notNumber`, params } };
  const rounded = Math.round(n / lim.step) * lim.step;
  const value = Math.min(lim.max, Math.max(lim.min, rounded));
  if (value !== n) return { ok: true, value, message: { key: `input.${field}.clamped`, params: { ...params, value } } };
  return { ok: true, value, message: null };
}
