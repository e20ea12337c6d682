// Time on the voyage: months, the plan, overtime and the time bonus for far planets.
// Implements R-SPACE-04, R-SPACE-14, R-SCORE-25, R-SETUP-07..09 and R-SCORE-23 (our bonus).
import { earthDistance } from '../data/starMap';
import type { PlanetId } from '../data/planets';
import { VOYAGE_PLANS, type VoyageLength } from '../data/setup';
import type { GameState } from '../state';
import type { Message } from '../text';
import { addVp } from './vp';
import { legStartAt, withState } from '../stateCopy';

/** R-SPACE-14: each month beyond the plan costs 5 VP. */
export const OVERTIME_VP_PER_MONTH = -5;

/**
 * R-SETUP-07..09, R-CONTENT-05 (our design): on 10- and 20-month voyages a far planet extends the
 * plan when it is reached. The star map is drawn for the 30-month voyage (all nine planets in 26
 * months), so short voyages need it. 10 months: half the planet's distance from Earth, rounded
 * up, and one month more for the farthest (9 months away); 20 months: one month for the far
 * planets (8 or more months away). 30 months: none.
 */
export function timeBonus(planet: PlanetId, length: VoyageLength): number {
  const d = earthDistance(planet);
  if (length === 10) return Math.ceil(d / 2) + (d >= FARTHEST ? 1 : 0);
  if (length === 20) return d >= FAR ? 1 : 0;
  return 0;
}

/** Months from Earth that make a planet far / the farthest for the time bonus. */
export const FAR = 8;
export const FARTHEST = 9;

/**
 * Re-balances the overtime charge after the month or the plan changed: every month beyond the
 * plan costs 5 VP once; months that fall back inside a grown plan are refunded (R-SCORE-23).
 */
export function settleOvertime(s: GameState): GameState {
  const over = Math.max(0, s.month - s.planMonths);
  if (over === s.overtimeCharged) return s;
  return addVp(withState(s, { overtimeCharged: over }), OVERTIME_VP_PER_MONTH * (over - s.overtimeCharged), 'overtime');
}

export function addMonths(s: GameState, n: number): GameState {
  return settleOvertime(withState(s, { month: s.month + n }));
}

/**
 * R-SPACE-19: months spent not flying (on-board activities, a paid search for another landing
 * area) pass on the calendar but are no flight: the next leg starts that much later, so they do
 * not raise the chance of a space event.
 */
export function addIdleMonths(s: GameState, n: number): GameState {
  return addMonths(withState(s, { legStart: legStartAt(s.legStart.row, s.legStart.col, s.legStart.month + n) }), n);
}

export function extendPlan(s: GameState, n: number): GameState {
  return n === 0 ? s : settleOvertime(withState(s, { planMonths: s.planMonths + n }));
}

/** Planets the voyage may still visit (R-SPACE-12, R-SPACE-15). */
export function planetsLeft(s: GameState): number {
  return VOYAGE_PLANS[s.length].planets - s.visited.length;
}

/** After a planet: how many are left to visit, or, with none left, that the way is home. */
export function afterPlanetHint(s: GameState): Message {
  const left = planetsLeft(s);
  return left > 0 ? { key: 'hint.afterPlanet', params: { left } } : { key: 'hint.allVisited' };
}
