// What the party leaves behind (R-MOVE-19, R-MOVE-26, R-UI-TABLE-22): the units in 'PORZUCONE'
// are lost for good once the party leaves the field or circles on it, and each loss is charged
// as any destruction is (R-DEV-08, R-ROBOT-07, R-DEV-64).
import { stockList } from './stock';
import type { GameState } from '../state';
import { keyByCounts, type Message } from '../text';
import { killAbandonedCaged } from './cages';
import { EMPTY_FOLDER } from './folders';
import { lostFoldersVp } from './losses';
import { addVp } from './vp';
import { withParty, withState } from '../stateCopy';

/** The units lying in 'PORZUCONE' (its humans aside: R-MOVE-28 keeps the party on the field while one is living). */
export function abandonedUnits(s: GameState): number {
  let units = 0;
  for (const st of stockList(s.party.abandoned.units)) units += st?.count ?? 0;
  return units;
}

/**
 * The units in 'PORZUCONE' are destroyed; the notes tell how many (none: no note), and name each
 * creature that dies in a cage left there (R-MOVE-27). The dead of the infection the party could
 * not carry (R-INF-12) stay behind with them.
 */
export function dropAbandoned(s0: GameState): { state: GameState; notes: Message[] } {
  const killed = killAbandonedCaged(s0);
  const s = killed.state;
  const deaths: Message[] = killed.killed.map((being) => ({ key: 'note.cageAbandoned', params: { being: { being } } }));
  const f = s.party.abandoned;
  const units = abandonedUnits(s);
  if (units === 0 && f.resources === 0) return { state: f.crew.length ? withState(s, { party: withParty(s.party, { abandoned: EMPTY_FOLDER }) }) : s, notes: [] };
  const out: GameState = withState(s, { party: withParty(s.party, { abandoned: EMPTY_FOLDER }) });
  const { vp } = lostFoldersVp(out, [f]);
  const lost: Message = { key: keyByCounts(units, f.resources, { both: 'note.abandonedLost', first: 'note.abandonedLostUnits', second: 'note.abandonedLostResources' }), params: { units, resources: f.resources } };
  return { state: addVp(out, vp, 'unitLost'), notes: [lost, ...deaths] };
}
