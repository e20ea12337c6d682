// What a meeting leaves behind (R-ENC-09, R-ENC-13, R-ENC-14, R-MOVE-14, R-MOVE-16): the creature
// log's row, the first meeting's discovery VP ('poznanie'), the encounter panel, and the marks on
// the field. Below the time rules (exposure.ts), which call it when an hour meets a being.
import { beingById } from '../data/content/bestiary';
import { FREEING_ODDS } from '../data/encounters';
import type { Dice } from '../rng';
import type { GameState, LogEntry, Place } from '../state';
import type { Message } from '../text';
import type { Activity, Met } from './encounterSeam';
import { placeKey } from './field';
import { timesResearched } from './researchMarks';
import { addVp } from './vp';
import { openCourse } from './courseStart';
import { noCageForFind } from './cages';
import { withLogEntry, withState, withSurface } from '../stateCopy';

/** A species enters the log (or is met once more); the first meeting gives its discovery VP (R-ENC-14). */
function logMeeting(s: GameState, being: string): GameState {
  const known = s.log.find((e) => e.being === being);
  if (known) return withState(s, { log: s.log.map((e): LogEntry => (e.being === being ? withLogEntry(e, { met: e.met + 1 }) : e)) });
  const out = withState(s, { log: [...s.log, { being, met: 1, known: {} }] });
  return addVp(out, beingById(being)!.discoveryVp, 'discovery');
}

/**
 * R-ENC-13: the being (and any companion, R-ENC-09) enters the log and the encounter panel;
 * R-MOVE-16 (ours): the field is spent — nothing tied to movement is met there again.
 */
export function recordMeeting(s: GameState, met: Met, place: Place, dice: Dice): { state: GameState; notes: Message[] } {
  if (!s.surface || !beingById(met.being)) return { state: s, notes: [] };
  let out = logMeeting(s, met.being);
  const companion = met.companion && beingById(met.companion) ? met.companion : null;
  if (companion) out = logMeeting(out, companion);
  const k = placeKey(place);
  const surface = out.surface!;
  const course = openCourse(out, met.being, !!met.surprised, dice);
  out = withState(out, {
    surface: withSurface(surface, {
      encounter: { being: met.being, place, surprised: !!met.surprised, companion, indicators: {}, course },
      spent: surface.spent.includes(k) ? surface.spent : [...surface.spent, k],
    }),
  });
  const notes: Message[] = [{ key: 'note.met', params: { being: { being: met.being } } }];
  if (companion) notes.push({ key: 'note.companion', params: { being: { being: companion } } });
  if (met.surprised) notes.push({ key: 'note.surprised', params: { being: { being: met.being } } });
  if (course?.decided) notes.push({ key: 'note.aliensDecide', params: { being: { being: met.being } } });
  // the menu leaves the taking out: the text says why
  if (noCageForFind(out, met.being)) notes.push({ key: 'note.findNeedsCage', params: { being: { being: met.being } } });
  return { state: out, notes };
}

/**
 * R-MOVE-14, R-MOVE-17 (ours): a march (or circling) on a field not yet researched frees it of
 * march-related beings with the odds FREEING_ODDS, drawn once per march.
 */
export function freeByMarch(s: GameState, place: Place, activity: Activity, dice: Dice): GameState {
  if (!s.surface || (activity !== 'march' && activity !== 'circling')) return s;
  const k = placeKey(place);
  if (timesResearched(s, place) > 0 || s.surface.freed.includes(k)) return s;
  if (!dice.chance(...FREEING_ODDS)) return s;
  return withState(s, { surface: withSurface(s.surface, { freed: [...s.surface.freed, k] }) });
}
