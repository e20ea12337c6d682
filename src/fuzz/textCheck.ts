// The texts a step shows, read as a player reads them: in both languages every {parameter} is
// filled and no value leaks through as 'undefined', 'NaN', 'null' or a negative zero ('-0').
import { format, LANGS, type GameState, type Message } from '../engine';

const FAULTY = /\{[A-Za-z_]\w*[},]|undefined|NaN|\bnull\b|\[object|(^|[^\d,.])[-\u2212]0(?!\d|[,.]\d)/;

/** What is wrong with a message's text in some language, or null when both read whole. */
export function textFault(m: Message): string | null {
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
  return null;
}
