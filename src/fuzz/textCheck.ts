// The texts a step shows, read as a player reads them: in both languages every {parameter} is
// filled and no value leaks through as 'undefined', 'NaN', 'null' or a negative zero ('-0'); no
// quantity counted with a plural form is zero ('0 units repaired'); and
// the counts of what is left to do (hits, wounds) are the state's, also in a text left standing;
// and no hint sends the player to the movement board while a meeting keeps it closed, nor
// describes a being whose meeting is over.
import { choiceForms, courseOf, format, isMessageKey, LANGS, t, type GameState, type Message } from '../engine';

const FAULTY = /\{[A-Za-z_]\w*[},]|undefined|NaN|\bnull\b|\[object|(^|[^\d,.])[-\u2212]0(?!\d|[,.]\d)/;

/**
 * A quantity counted with a plural form ('3 units', '2 wounds') that is zero: the text then tells
 * of nothing ('0 units repaired'); such a text needs a form of its own that leaves the count out.
 */
export function zeroCountFault(m: Message): string | null {
  if (!isMessageKey(m.key)) return null;
  const zero = choiceForms(t('pl', m.key), 'plural').find((c) => m.params?.[c.name] === 0);
  return zero ? `${m.key} counts ${zero.name} as 0: "${format('en', { ...m, notes: undefined }).slice(0, 160)}"` : null;
}

/** What is wrong with a message's text in some language, or null when both read whole. */
export function textFault(m: Message): string | null {
  for (const one of [m, ...(m.notes ?? [])]) {
    const zero = zeroCountFault(one);
    if (zero) return zero;
  }
  for (const lang of LANGS) {
    const said = format(lang, m);
    const bad = FAULTY.exec(said);
    if (bad) return `${lang} text shows "${bad[0].trim()}" (${m.key}): "${said.slice(0, 200)}"`;
  }
  return null;
}

/** The message and hint a step put up (those it left as they were were checked when they came). */
export function stepTextFault(before: GameState, after: GameState): string | null {
  for (const [now, was] of [[after.message, before.message], [after.hint, before.hint]] as const) {
    if (!now || now === was) continue;
    const fault = textFault(now);
    if (fault) return fault;
  }
  return countFault(after) ?? boardHintFault(after) ?? overMeetingFault(before, after);
}

/** A being's description left as the hint after its meeting ended (the hint then says what the party may do). */
export function overMeetingFault(before: GameState, after: GameState): string | null {
  if (after.phase !== 'surface' || after.hint?.key !== 'hint.met' || courseOf(after)) return null;
  // a being met in this step whose meeting needed no decision (it fled, or was only seen) is described once
  const metNow = after.surface?.encounter && after.surface.encounter !== before.surface?.encounter && !courseOf(before);
  return metNow ? null : `hint.met still describes ${String(after.surface?.encounter?.being)} after its meeting ended`;
}

/** Hints that send the player to the movement board. */
const BOARD_HINTS: ReadonlySet<string> = new Set(['hint.researchMode', 'hint.marchMode', 'hint.afterResearch', 'hint.atShuttle']);

/** A hint pointing to the movement board while a meeting is open (the board is closed until it ends, R-STRAT-01). */
export function boardHintFault(s: GameState): string | null {
  const c = s.phase === 'surface' ? courseOf(s) : null;
  return c && s.hint && BOARD_HINTS.has(s.hint.key) ? `${s.hint.key} points to the movement board while the meeting waits (${c.stage})` : null;
}

/** Texts that count what is left to give out, and the state's count each must show. */
const COUNTED: Readonly<Record<string, (s: GameState) => number>> = {
  'hint.hitsLeft': (s) => s.hitsToAssign,
  'hint.hitsFrom': (s) => s.hitsToAssign,
  'msg.assignWounds': (s) => s.woundsToAssign,
};

/** A count of hits or wounds left that is not the state's (a hint left standing from before the last one was given). */
export function countFault(s: GameState): string | null {
  for (const m of [s.message, s.hint]) {
    const want = m && COUNTED[m.key];
    if (want && m.params?.count !== want(s)) return `${m.key} says ${String(m.params?.count)} left, the state has ${want(s)}`;
  }
  return null;
}
