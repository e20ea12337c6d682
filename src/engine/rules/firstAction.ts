// What the expedition does first on a planet (R-LAND-12, R-MOVE-02): shared by the landing, the
// research and the moves of units, so it lives below all three.
import type { GameState } from '../state';
import type { Message } from '../text';
import { landingField, landingFieldList } from './field';
import { livingPartyCrew } from './folders';
import { orbitSet } from './planet';
import { reserveAdvice } from './advice';
import { withState } from '../stateCopy';

/** R-MOVE-02: at least one conscious human in EKSPEDYCJA or NIESIONE. */
export function partyCanAct(s: GameState): boolean {
  return livingPartyCrew(s).length > 0;
}

export function landingFieldResearched(s: GameState): boolean {
  const lf = landingField(s);
  return !!lf && (s.surface?.researched ?? []).some((k) => k.startsWith(`${lf.row}:${lf.col}:`));
}

/**
 * R-LAND-12: before its first research the expedition is told what comes next — to form the
 * party (units move down from the shuttle) while nobody is in it, then to research the landing
 * field, which the choice menu offers from then on. Null once the field is researched. The
 * manual's advice on what to leave in the shuttle (R-LOAD-37) follows as a note.
 */
export function firstActionHint(s: GameState): Message | null {
  if (s.phase !== 'surface' || landingFieldResearched(s)) return null;
  const hint: Message = partyCanAct(s) ? { key: 'hint.researchLandingField' } : { key: 'hint.formParty' };
  const fields = s.surface ? landingFieldList(s.surface) : null;
  const set = orbitSet(s);
  const notes = fields && set ? reserveAdvice(fields, set.atmosphere, s.bay) : [];
  return notes.length ? { ...hint, notes } : hint;
}

/** The state with the first action's hint, where there is one (else the hint it had). */
export function withFirstActionHint(s: GameState): GameState {
  const hint = firstActionHint(s);
  return hint ? withState(s, { hint }) : s;
}
