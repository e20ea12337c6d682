// What the party leaves behind (R-MOVE-19, R-MOVE-26, R-UI-TABLE-22): the units in 'PORZUCONE'
// are lost for good once the party leaves the field or circles on it, and each loss is charged
// as any destruction is (R-DEV-08, R-ROBOT-07, R-DEV-64).
import { STOCK_IDS } from '../data/units';
import type { GameState } from '../state';
import type { Message } from '../text';
import { EMPTY_FOLDER } from './folders';
import { chargedPerUnit, destroyedUnitVp } from './losses';
import { addVp } from './vp';

/** The units in 'PORZUCONE' are destroyed; the note tells how many (none: no note). */
export function dropAbandoned(s: GameState): { state: GameState; note: Message | null } {
  const f = s.party.abandoned;
  const units = STOCK_IDS.reduce((n, id) => n + (f.units[id]?.count ?? 0), 0);
  if (units === 0 && f.resources === 0) return { state: s, note: null };
  let out: GameState = { ...s, party: { ...s.party, abandoned: EMPTY_FOLDER } };
  let vp = 0;
  for (const id of STOCK_IDS) {
    const n = f.units[id]?.count ?? 0;
    // robots and Rovers cost per unit; a device type only when its last unit is gone
    if (n > 0) vp += destroyedUnitVp(out, id) * (chargedPerUnit(id) ? n : 1);
  }
  out = addVp(out, vp, 'unitLost');
  return { state: out, note: { key: 'note.abandonedLost', params: { units, resources: f.resources } } };
}
