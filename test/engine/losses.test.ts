// Losses and the lone shuttle, tested on built states (issue 8: survivors of the mutation run on
// rules/stranded.ts, losses.ts, vp.ts, exposure.ts and field.ts).
import { newGame, signedAmount, type GameState } from '../../src/engine';
import { killHuman, unitsLeft } from '../../src/engine/rules/losses';
import { nobodyLeftAlive, shuttleReturnsAlone } from '../../src/engine/rules/stranded';
import { addVp } from '../../src/engine/rules/vp';
import { passHours } from '../../src/engine/rules/exposure';
import { landingField } from '../../src/engine/rules/field';
import { expectedTourEvents } from '../../src/engine/rules/eventChance';
import { Dice, seedRng } from '../../src/engine/rng';
import { landedWhere } from '../support/voyage';

/** On the surface with everyone dead: a Rover in PROM, two Transbots walking, the last Laser in hand, one of two Tools carried. */
function strandedState(shuttles: number): GameState {
  const s = landedWhere((x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier'], 8);
  return {
    ...s,
    shuttles,
    hitsToAssign: 0,
    crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: false, wounds: 6 } : h)),
    stock: { ...s.stock, laser: { count: 0, damaged: 0 }, tools: { count: 1, damaged: 0 }, transbot: { count: 0, damaged: 0 }, rover: { count: 0, damaged: 0 } },
    bay: { crew: [], units: { rover: { count: 1, damaged: 0 } }, resources: 4 },
    party: {
      expedition: { crew: [], units: { transbot: { count: 2, damaged: 1 } }, resources: 0 },
      carried: { crew: [], units: { tools: { count: 1, damaged: 0 } }, resources: 3 },
      used: { crew: [], units: { laser: { count: 1, damaged: 0 } }, resources: 0 },
      abandoned: { crew: [], units: {}, resources: 0 },
    },
  };
}

describe('R-MOVE-03 R-MOVE-04 R-SHUTTLE-06 the shuttle flies back alone', () => {
  test('R-MOVE-03 R-DEV-08 R-DEV-64 R-ROBOT-07 everything in the table is lost: the Rover −1, each Transbot −1, the last Laser −1, the Tools with one left aboard 0; the shuttle −5', () => {
    const s = strandedState(2);
    expect(nobodyLeftAlive(s)).toBe(true);
    const out = shuttleReturnsAlone(s);
    expect(out.vp - s.vp).toBe(-5 - 1 - 2 - 1);
    const note = out.message.notes!.find((n) => n.key === 'msg.shuttleReturnedAlone')!;
    expect(note.params).toEqual({ units: 5, unitsVp: '\u22124', shuttleVp: '\u22125' });
    expect(out.shuttles).toBe(1);
    expect(out.phase).toBe('space');
    expect(out.canOnboard).toBe(true);
    expect(out.mode).toBe('foot');
    expect(out.level).toBe('surface');
    expect(out.bay).toEqual({ crew: [], units: {}, resources: 0 });
    expect(out.party.expedition.units).toEqual({});
    expect(out.stock.tools.count).toBe(1);
    expect(out.hint).toEqual({ key: 'hint.shuttlesLeft', params: { count: 1 } });
    expect(shuttleReturnsAlone(strandedState(1)).hint).toEqual({ key: 'hint.noShuttleLeft' });
    expect(shuttleReturnsAlone({ ...strandedState(2), bay: { crew: [], units: {}, resources: 0 }, party: { expedition: { crew: [], units: {}, resources: 0 }, carried: { crew: [], units: {}, resources: 0 }, used: { crew: [], units: {}, resources: 0 }, abandoned: { crew: [], units: {}, resources: 0 } } }).message.notes!.at(-1)!.key).toBe('msg.shuttleReturnedEmpty');
  });

  test('R-MOVE-04 only when no human of the table is alive; a dead crew member elsewhere does not count, nor does a living one aboard the starship', () => {
    const s = strandedState(2);
    const alive = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: true, wounds: 0 } : h)), party: { ...s.party, expedition: { ...s.party.expedition, crew: [{ id: 'soldier' as const, suit: null }] } } };
    expect(nobodyLeftAlive(alive)).toBe(false);
    const firstDead = { ...alive, crew: alive.crew.map((h, i) => (i === 0 ? { ...h, alive: false, wounds: 6 } : h)) };
    expect(firstDead.crew[0]!.id).not.toBe('soldier');
    expect(nobodyLeftAlive(firstDead)).toBe(false);
    expect(nobodyLeftAlive({ ...s, phase: 'landing' })).toBe(false);
  });
});

describe('R-CREW-11 R-DEV-08 what a loss costs', () => {
  test('a death is charged once, to the human who dies', () => {
    const s = newGame({ length: 10, seed: 2 });
    const once = killHuman(s, 'scout');
    expect(once.crew.filter((h) => !h.alive).map((h) => h.id)).toEqual(['scout']);
    expect(once.vp - s.vp).toBe(-12);
    expect(killHuman(once, 'scout')).toBe(once);
    const wounded = { ...s, crew: s.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 5 } : h)) };
    expect(killHuman(wounded, 'doctor').vp - s.vp).toBe(-10);
  });

  test('R-DEV-08 units left count the starship and every folder of the table', () => {
    const s = strandedState(2);
    expect(unitsLeft(s, 'tools')).toBe(2);
    expect(unitsLeft(s, 'transbot')).toBe(2);
    expect(unitsLeft(s, 'laser')).toBe(1);
  });

  test('a VP change without a reason to note adds no note; none at all for 0', () => {
    const s = newGame({ length: 10, seed: 2 });
    expect(addVp(s, 0, 'event')).toBe(s);
    expect(addVp(s, 3, 'research', true).vpLog).toEqual([]);
    expect(addVp(addVp(s, 3, 'event'), 1, 'return', true).vpLog).toEqual([{ amount: 3, reason: 'event' }]);
    expect(signedAmount(0)).toBe('0');
  });
});

describe('R-DEV-17 R-DEV-30 exposure details', () => {
  test('no damaged suit, no note; a death in the Rover (NIESIONE) takes the human out of the table', () => {
    let s = landedWhere((x) => x.atmosphere === 'acid' && x.gravity === 'earth', ['soldier', 'scout'], 31, 2);
    s = { ...s, hitsToAssign: 0 };
    expect(passHours(s, 3, new Dice(seedRng(1))).notes).toEqual([]);
    const crew = s.party.expedition.crew.map((p) => ({ ...p, suit: { kind: 'heavySuit' as const, damaged: p.id === 'soldier' } }));
    const riding: GameState = { ...s, mode: 'rover', party: { ...s.party, expedition: { ...s.party.expedition, crew: [] }, carried: { ...s.party.carried, crew } } };
    const dice = new Dice(seedRng(4));
    for (let i = 0; i < 500; i++) {
      const r = passHours(riding, 1, dice);
      if (r.state.crew.find((h) => h.id === 'soldier')!.alive) {
        expect(r.notes).toEqual([]);
        continue;
      }
      expect(r.state.party.carried.crew.map((p) => p.id)).toEqual(['scout']);
      expect(r.state.crew.find((h) => h.id === 'scout')!.alive).toBe(true);
      return;
    }
    throw new Error('no death in 500 hours');
  });

  test('no landing field without a landing', () => {
    const s = landedWhere((x) => x.atmosphere === 'normal', ['soldier'], 8);
    expect(landingField(s)).not.toBeNull();
    expect(landingField({ ...s, surface: null })).toBeNull();
  });
});

test('R-SPACE-17 the expected events of a tour add up along it, with the months flown growing', () => {
  // two legs of 2 months in a 10-month plan: 2 × 0.04 at month 0, then 2 × (0.04 + 0.08 × 0.2²) at month 2
  const d = [
    [0, 2, 9],
    [2, 0, 2],
    [9, 2, 0],
  ];
  expect(expectedTourEvents(d, [0, 1, 2], 10)).toBeCloseTo(0.08 + 2 * (0.04 + 0.08 * 0.04), 9);
});
