// A meeting set up for the course's tests: on Suwatte's jungle delta in its first set (Earth
// gravity, normal air: nobody suited, so the speeds are the humans' own — the Soldier and the
// Commander 8, the Navigator 7), the party down, a specimen met with these indicators known.
import type { GameState } from '../../src/engine';
import type { UnitId } from '../../src/engine/data/units';
import { openCourse } from '../../src/engine/rules/courseStart';
import type { Course, Indicators } from '../../src/engine/state';
import { landedOnArea } from './voyage';

const PLACE = { row: 4, col: 4, layer: 'surface' } as const;

/** `being` met on the delta by the party of `units`, its course opened (and patched by `course`). */
export function deltaMeeting(being: string, indicators: Indicators, units: readonly UnitId[] = ['soldier', 'navigator', 'commander'], course: Partial<Course> = {}): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  const open = { ...openCourse(s, being, false)!, ...course };
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: PLACE, surprised: false, companion: null, indicators, course: open } } };
}
