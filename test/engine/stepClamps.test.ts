// What every step settles after its own rule (step.ts): hunger's wound marks never outnumber the
// wounds (R-HEAL-08), pre-healed wounds never outnumber the ordinary wounds and the dead keep none
// (R-DMG-23, R-HEAL-06), and a wound from a missing resource marks only the human it struck
// (R-HEAL-08, R-RES-17). Each is checked for the human concerned and for the others beside him.
import { step, type GameState } from '../../src/engine';
import type { Human } from '../../src/engine/state';
import { queueHits } from '../../src/engine/rules/hitRules';
import { act, landedOnArea } from '../support/voyage';

const base = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'doctor', 'scout'], 8);
const human = (s: GameState, id: string): Human => s.crew.find((h) => h.id === id)!;
/** The state with some humans' wounds and marks set; everyone else unwounded and unmarked. */
const withCrew = (marks: Record<string, Partial<Human>>): GameState => ({ ...base, hitsToAssign: 0, hitQueue: [], crew: base.crew.map((h) => ({ ...h, wounds: 0, starvedWounds: 0, preHealed: undefined, ...(marks[h.id] ?? {}) })) });
/** A step that changes nothing of the crew by its own rule. */
const settled = (s: GameState): GameState => step(s, { type: 'nextTip' }).state;

describe('the marks every step settles', () => {
  test('R-HEAL-08 hunger marks above the wounds come down to them; another human with fewer marks than wounds keeps his', () => {
    const s = settled(withCrew({ soldier: { wounds: 1, starvedWounds: 2 }, doctor: { wounds: 3, starvedWounds: 1 }, scout: { wounds: 2, starvedWounds: 2 } }));
    expect([human(s, 'soldier').starvedWounds, human(s, 'doctor').starvedWounds, human(s, 'scout').starvedWounds]).toEqual([1, 1, 2]);
    expect([human(s, 'soldier').wounds, human(s, 'doctor').wounds, human(s, 'scout').wounds]).toEqual([1, 3, 2]);
  });

  test('R-DMG-23 R-HEAL-06 pre-healed wounds beyond the ordinary wounds (wounds less hunger marks) are dropped, the first ones kept; the dead keep none; the others are untouched', () => {
    const s = settled(withCrew({ soldier: { wounds: 2, starvedWounds: 1, preHealed: [3, 2, 1] }, doctor: { wounds: 0, alive: false, preHealed: [2] }, scout: { wounds: 3, preHealed: [1, 2] } }));
    expect(human(s, 'soldier').preHealed).toEqual([3]);
    expect(human(s, 'doctor').preHealed).toEqual([]);
    expect(human(s, 'scout').preHealed).toEqual([1, 2]);
    const untouched = withCrew({ scout: { wounds: 3, preHealed: [1, 2] } });
    expect(settled(untouched).crew).toEqual(untouched.crew);
  });

  test('R-HEAL-08 R-RES-17 a wound from a missing resource marks the human it struck, and nobody else', () => {
    // the Doctor has room for another mark (3 wounds, 1 from hunger): a mark given him would show, not be clamped away
    const s0 = queueHits(withCrew({ doctor: { wounds: 3, starvedWounds: 1 } }), [{ source: 'starvedHumans', count: 1 }]);
    const s = act(s0, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(human(s, 'soldier').wounds).toBe(1);
    expect(human(s, 'soldier').starvedWounds).toBe(1);
    expect(human(s, 'doctor').starvedWounds).toBe(1);
    expect(human(s, 'scout').starvedWounds).toBe(0);
  });
});
