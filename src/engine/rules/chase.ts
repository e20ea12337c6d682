// Chases (R-CHASE-01, R-CHASE-05..07, R-FLEE-05): the creature's speed indicator against the slowest
// walking unit (humans and working robots; suits change a human's speed) when it follows the
// expedition, against the fastest when it flees, or against the Rover's when the party rides it;
// it wins when it is faster by more than the buffer. Damaged robots are carried and do not count.
import { CHASE_BUFFER } from '../data/course';
import { ROBOT_IDS, type HumanId } from '../data/units';
import type { GameState } from '../state';
import { livingPartyCrew, workingCount, partyWorking } from './folders';
import { baseStats, passengerStats } from './stats';
import { perState } from '../perState';

const riding = (s: GameState): boolean => s.mode === 'rover' && partyWorking(s, 'rover') > 0;

/** The walking humans' speeds (the ill are carried), slowest first. */
function humanSpeeds(s: GameState): { id: HumanId; speed: number }[] {
  return livingPartyCrew(s)
    .map((p) => ({ id: p.id, speed: passengerStats(p).speed ?? 0 }))
    .sort((a, b) => a.speed - b.speed);
}

/** The speeds of every walking unit: humans and working robots. */
function walkingSpeeds(s: GameState): number[] {
  const robots = ROBOT_IDS.filter((id) => workingCount([s.party.expedition], id) > 0).map((id) => baseStats(id).speed ?? 0);
  return [...humanSpeeds(s).map((h) => h.speed), ...robots];
}

/** The speed a following creature must beat: the Rover's, or the slowest walking unit's (the meeting model asks it of every speed value). */
export const slowestSpeed = perState((s: GameState): number => {
  if (riding(s)) return baseStats('rover').speed ?? 0;
  const all = walkingSpeeds(s);
  return all.length ? Math.min(...all) : 0;
});

/** The speed a fleeing creature must beat: the Rover's, or the fastest walking unit's. */
export const fastestSpeed = perState((s: GameState): number => {
  if (riding(s)) return baseStats('rover').speed ?? 0;
  const all = walkingSpeeds(s);
  return all.length ? Math.max(...all) : 0;
});

/** R-CHASE-01: a following creature catches the expedition. */
export function catchesUp(s: GameState, speed: number): boolean {
  return speed > slowestSpeed(s) + CHASE_BUFFER;
}

/** R-CHASE-05: a fleeing creature gets away. */
export function getsAway(s: GameState, speed: number): boolean {
  return speed > fastestSpeed(s) + CHASE_BUFFER;
}

/** R-FLEE-05: the slowest human on foot, whom a relentless hunter chases (robots' speeds do not matter); null by Rover. */
export function huntedHuman(s: GameState): { id: HumanId; speed: number } | null {
  if (riding(s)) return null;
  return humanSpeeds(s)[0] ?? null;
}

export { riding };
