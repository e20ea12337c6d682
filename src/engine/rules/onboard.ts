// On-board activities ('czynności pokładowe'): one month per series, everything at once.
// Implements R-SHIP-01..09. R-SHIP-06 is open in the manual; our reading: with the Doctor aboard
// the series heals 6 wounds, at most 3 a person, but the Doctor's own wounds at most 2 (he treats
// himself as anyone would); without him 4 wounds, at most 2 a person.
import { addIdleMonths } from './voyage';
import { healWounds, repairUnits } from './damage';
import type { GameState } from '../state';
import { keyByCounts, type Message } from '../text';
import type { Dice } from '../rng';
import { studyAboard, studyPending } from './indicators';
import { withState } from '../stateCopy';

export const REPAIRS_WITHOUT_ENGINEER = 4;
export const HEAL_WITH_DOCTOR = { total: 6, perPerson: 3, own: 2 } as const;
export const HEAL_WITHOUT_DOCTOR = { total: 4, perPerson: 2 } as const;

const aboard = (s: GameState, id: string) => s.crew.some((h) => h.id === id && h.alive);

/**
 * Issue 10: a series with nothing to repair, nobody wounded and no creature to study would spend a
 * month for nothing; it is refused with this message before the month is spent.
 */
export function nothingToDoAboard(s: GameState): Message | null {
  const damaged = Object.values(s.stock).some((st) => st.damaged > 0);
  const wounded = s.crew.some((h) => h.alive && h.wounds > 0);
  return damaged || wounded || studyPending(s) ? null : { key: 'msg.onboardNothing' };
}

export function onboardSeries(s: GameState, dice: Dice): { state: GameState; message: Message } {
  let out = addIdleMonths(s, 1);
  // R-SHIP-03/04: the Engineer repairs everything; without him up to 4 units.
  const damaged = Object.values(out.stock).reduce((n, st) => n + st.damaged, 0);
  const rep = repairUnits(out, aboard(out, 'engineer') ? damaged : REPAIRS_WITHOUT_ENGINEER);
  out = rep.state;
  // R-SHIP-05/06.
  const doctor = out.crew.find((h) => h.id === 'doctor' && h.alive);
  const heal = doctor
    ? healWounds(out, HEAL_WITH_DOCTOR.total, HEAL_WITH_DOCTOR.perPerson, { id: 'doctor', limit: HEAL_WITH_DOCTOR.own })
    : healWounds(out, HEAL_WITHOUT_DOCTOR.total, HEAL_WITHOUT_DOCTOR.perPerson);
  out = heal.state;
  // R-SHIP-08: the series studies the creatures aboard (with the Scientist that happened already, R-SHIP-07)
  const study = studyAboard(out, dice);
  out = study.state;
  const notes: Message[] = study.determined > 0 ? [{ key: 'note.studiedAboard', params: { count: study.determined } }] : [];
  // the text names only what was done (no '0 units repaired')
  const key = keyByCounts(rep.repaired, heal.healed, { both: 'msg.onboardDone', first: 'msg.onboardDoneRepaired', second: 'msg.onboardDoneHealed', neither: 'msg.onboardDoneNothing' });
  const message: Message = { key, params: { repaired: rep.repaired, healed: heal.healed, month: out.month }, ...(notes.length ? { notes } : {}) };
  return { state: withState(out, { phase: 'onboard', message, hint: { key: 'hint.onboard' } }), message };
}
