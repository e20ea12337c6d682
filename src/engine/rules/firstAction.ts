// What the expedition does first on a planet (R-LAND-12, R-MOVE-02): shared by the landing, the
// research and the moves of units, so it lives below all three.
import type { GameState } from '../state';
import type { Message } from '../text';
import { landingField } from './field';
import { livingPartyCrew } from './folders';

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
 * field, which the choice menu offers from then on. Null once the field is researched.
 */
export function firstActionHint(s: GameState): Message | null {
  if (s.phase !== 'surface' || landingFieldResearched(s)) return null;
  return partyCanAct(s) ? { key: 'hint.researchLandingField' } : { key: 'hint.formParty' };
}

/** The state with the first action's hint, where there is one (else the hint it had). */
export function withFirstActionHint(s: GameState): GameState {
  const hint = firstActionHint(s);
  return hint ? { ...s, hint } : s;
}
