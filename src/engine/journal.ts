// The game is its seed plus its action log (issue 14 point 4): every action a step accepts is
// appended to the state's journal in a compact text form, and replaying the journal from a new
// game of the same seed and length gives back every intermediate state exactly. The journal comes
// from the workbook, so decoding trusts nothing: a line that does not decode, or an action the
// game refuses, ends the replay with the number of the line.
import { startsGame, type Action } from './actions';
import type { GameState } from './state';
import { withState } from './stateCopy';

/** A value that can be written bare: a word (not one that reads as a number or a literal). */
const BARE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
const LITERALS = new Set(['true', 'false', 'null']);

const encodeValue = (v: unknown): string => (typeof v === 'string' ? encodedString(v) : JSON.stringify(v));

/**
 * A string value as written: bare, or quoted. Kept by the value (unit ids, folders, directions: a
 * few dozen words come back on every step, each tested by the pattern); bounded, as typed inputs
 * may bring any text.
 */
function encodedString(v: string): string {
  let out = ENCODED.get(v);
  if (out === undefined) {
    if (ENCODED.size >= MAX_ENCODED) ENCODED.clear();
    ENCODED.set(v, (out = BARE.test(v) && !LITERALS.has(v) ? v : JSON.stringify(v)));
  }
  return out;
}
const ENCODED = new Map<string, string>();
const MAX_ENCODED = 1_000;

/** 'fly dir=up', 'down folder=shuttle unit=soldier', 'setInput field=hours raw=12': the type, then the fields in key order. */
export function encodeAction(a: Action): string {
  // written out without a list of fields per call: every accepted action is encoded (most have one field)
  const rec = a as unknown as Record<string, unknown>;
  const keys = Object.keys(a);
  let out: string = a.type;
  if (keys.length === 3 && keys.includes('type')) {
    // the type and two fields (a folder and a unit, say): the two in order without a sort, which
    // made lists of its own on every such step
    let x = '';
    let y = '';
    for (const k of keys) {
      if (k === 'type') continue;
      if (x === '') x = k;
      else y = k;
    }
    const first = y < x ? y : x;
    const second = y < x ? x : y;
    return `${out} ${first}=${encodeValue(rec[first])} ${second}=${encodeValue(rec[second])}`;
  }
  if (keys.length > 2) keys.sort();
  for (const k of keys) if (k !== 'type') out += ` ${k}=${encodeValue(rec[k])}`;
  return out;
}

const TOKEN = /^ ([A-Za-z]+)=("(?:[^"\\]|\\.)*"|[^ ]+)/;

/** The action of a journal line, or null when the line is not one (a damaged or edited journal). */
export function decodeAction(line: string): Action | null {
  const type = /^[A-Za-z]+/.exec(line)?.[0];
  if (!type) return null;
  const out: Record<string, unknown> = { type };
  let rest = line.slice(type.length);
  while (rest.length > 0) {
    const m = TOKEN.exec(rest);
    if (!m) return null;
    const [whole, key, raw] = m as unknown as [string, string, string];
    // a field twice, or a second 'type', is not a line the game wrote
    if (key in out) return null;
    let value: unknown = raw;
    if (!BARE.test(raw) || LITERALS.has(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        return null;
      }
      if (value !== null && typeof value === 'object') return null;
    }
    out[key] = value;
    rest = rest.slice(whole.length);
  }
  return out as unknown as Action;
}

/** The state after an accepted action: the action appended to its journal (a new game or a campaign's voyage starts a fresh one). */
export function journaled(before: GameState, action: Action, after: GameState): GameState {
  if (startsGame(action)) return after;
  return withState(after, { journal: journalAfter(before, action) });
}

/** The journal with the action's line appended (step writes it with the generator's state in one copy). */
export function journalAfter(before: GameState, action: Action): string {
  const line = encodeAction(action);
  return before.journal === '' ? line : `${before.journal}\n${line}`;
}

/** The journal's lines, first to last (none for a game without an accepted action yet). */
export function journalLines(journal: string): string[] {
  return journal === '' ? [] : journal.split('\n');
}

/** The journal of a save's lines (no line holds a line break: the state's schema refuses one). */
export const joinedJournal = (lines: readonly string[]): string => lines.join('\n');
