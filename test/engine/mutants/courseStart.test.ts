// Mutation kills for courseStart.ts and the lines of ownCourse.ts that R-STRAT-07 touched
// (docs/MUTATION.md): what a meeting's course starts with, and a brain damage's draw.
import { BEINGS, type GameState } from '../../../src/engine';
import { openCourse } from '../../../src/engine/rules/courseStart';
import { chooseOwn, ownOffers } from '../../../src/engine/rules/ownCourse';
import { Dice, seedRng } from '../../../src/engine/rng';
import { landedOnArea } from '../../support/voyage';

const landed = (units = ['soldier', 'navigator', 'laser', 'stunner'] as const) => landedOnArea('suwatte', 0, 'suwatte.jungleDelta', [...units], 8);

describe('openCourse', () => {
  test('an unknown being has no course; every creature has modifiers, so each opens the strategy menu', () => {
    expect(openCourse(landed(), 'dragon', false)).toBeNull();
    const creatures = BEINGS.filter((b) => b.kind === 'creature' || b.kind === 'uncatchable');
    expect(creatures.every((b) => b.modifiers !== null)).toBe(true);
    for (const b of creatures) expect([b.id, openCourse(landed(), b.id, false)?.stage]).toEqual([b.id, 'choose']);
  });

  test('a creature\'s course starts clean: nothing tried, talks open, capture allowed, a fight needed, no weapons; a surprise first', () => {
    const s = landed(['soldier', 'navigator'] as never);
    expect(openCourse(s, 'mudGulper', false)).toEqual({ stage: 'choose', tried: [], talksFailed: false, advantage: null, canCapture: true, noFight: false, weapons: [], usedAtStart: [], surprise: false });
    expect(openCourse(s, 'mudGulper', true)).toMatchObject({ stage: 'surprise', surprise: true });
  });

  test('R-COMBAT-06: the devices already in UŻYWANE, or on a Rover every working device of the party, are in hand at the start', () => {
    const s = landed(['soldier', 'navigator'] as never);
    const withUsed = (laser: { count: number; damaged: number }) => ({ ...s, party: { ...s.party, used: { ...s.party.used, units: { laser } } } }) as GameState;
    expect(openCourse(withUsed({ count: 1, damaged: 0 }), 'mudGulper', false)!.usedAtStart).toEqual(['laser']);
    expect(openCourse(withUsed({ count: 1, damaged: 1 }), 'mudGulper', false)!.usedAtStart).toEqual([]);
    // a Laser carried in EKSPEDYCJA: in hand only on a Rover
    const carried = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, units: { ...s.party.expedition.units, laser: { count: 1, damaged: 0 } } } } } as GameState;
    expect(openCourse({ ...carried, mode: 'rover' } as GameState, 'mudGulper', false)!.usedAtStart).toEqual(['laser']);
    expect(openCourse({ ...carried, mode: 'foot' } as GameState, 'mudGulper', false)!.usedAtStart).toEqual([]);
  });
});

describe('ownCourse after R-STRAT-07', () => {
  const meeting = (being: string, s: GameState = landed()): GameState => ({ ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(s, being, false) } } });

  test('no meeting, or a meeting that is not an own course: nothing offered; an own course decided by a being without initiative offers nothing', () => {
    expect(ownOffers(landed())).toEqual([]);
    expect(ownOffers(meeting('mudGulper'))).toEqual([]);
    const odd = meeting('domeChoir');
    expect(ownOffers({ ...odd, surface: { ...odd.surface!, encounter: { ...odd.surface!.encounter!, course: { ...odd.surface!.encounter!.course!, decided: true } } } })).toEqual([]);
  });

  /** The roar drawn, the 1 in 4 won, and every later number the highest allowed. */
  class Highest extends Dice {
    private n = 0;
    constructor() {
      super(seedRng(1));
    }
    override int(_from: number, to: number): number {
      this.n++;
      if (to === 10_000_000 || to === 100) return to;
      if (this.n === 1) return 4; // the roar
      if (to === 4) return 1; // its 1 in 4
      return to;
    }
  }

  test('R-DMG-08 the victim is drawn among the party: the last of them at the highest draw', () => {
    const s = { ...meeting('domeChoir', landed(['soldier', 'navigator'] as never)), vpLog: [] };
    const out = chooseOwn(s, 'talk', new Highest());
    const last = s.party.expedition.crew.at(-1)!.id;
    expect(out.crew.find((h) => h.id === last)!.impaired).toBe(1);
  });
});
