// A whole 10-month voyage as a player would click it: land at the first planet with the Soldier
// and the Scout, research a few fields around the shuttle and lift off, fly past the other two
// planets and home. The same policy drives the engine (to check a seed) and the browser and Excel
// tests (to click), so all see the same game.
import { actionKey, EARTH_FIELD, legalActions, PLANET_FIELDS, type Action, type GameState, type PlanetId } from '../../src/engine';
import { nextExpeditionAction } from './expedition';
import { pathTo } from './voyage';

const ROUTE: readonly PlanetId[] = ['mezo', 'mefisto', 'picolo'];
const LANDING_PARTY = ['soldier', 'scout'] as const;

export interface VoyageMove {
  readonly sheet: 'space' | 'expedition';
  readonly action: Action;
}

/** The next click of the voyage, or null when it is over (or stuck: the tests then fail on the phase). */
export function nextVoyageMove(s: GameState, fields = 3): VoyageMove | null {
  const legal = legalActions(s);
  const has = (a: Action) => legal.some((x) => actionKey(x) === actionKey(a));
  const space = (action: Action): VoyageMove => ({ sheet: 'space', action });
  if (s.phase === 'ended') return null;
  if (s.menu === 'confirmEarth') return space({ type: 'confirmEarth' });
  if (s.phase === 'event') return space(legal.find((a) => a.type === 'chooseOption')!);
  if (s.phase === 'wounds') return space(legal.find((a) => a.type === 'assignWound')!);
  if (s.phase === 'landing') return { sheet: 'expedition', action: { type: 'acceptArea' } };
  if (s.phase === 'surface') {
    const a = nextExpeditionAction(s, fields);
    return a ? { sheet: 'expedition', action: a } : null;
  }
  if (s.phase === 'orbit') {
    // the first planet is landed on; the others only orbited
    if (s.orbit?.planet === ROUTE[0] && s.visited.length === 1) {
      for (const who of LANDING_PARTY) {
        if (has({ type: 'load', unit: who })) return space({ type: 'load', unit: who });
        if (has({ type: 'down', folder: 'shuttle', unit: who } as Action)) return space({ type: 'down', folder: 'shuttle', unit: who } as Action);
      }
      if (has({ type: 'land' })) return space({ type: 'land' });
    }
    return space({ type: 'decline' });
  }
  const next = ROUTE.find((p) => !s.visited.includes(p));
  const to = next ? PLANET_FIELDS[next] : EARTH_FIELD;
  const dir = pathTo(s.position, to)[0];
  return dir ? space({ type: 'fly', dir }) : null;
}
