// Issue 14: the balance of unit use (R-BAL-03..14) and the end-of-game penalties (R-WIN-04,
// R-CREW-10, R-ROBOT-07, R-DEV-64, R-DEV-08), by voyage length, with the manual's numbers; what a
// landing records for it; the points ledger (every PZ a line, the total its sum).
import { newGame, step, type GameState, type VoyageLength } from '../../src/engine';
import { balancePenalties, endPenalties, recordLanding, type Penalty } from '../../src/engine/rules/balance';
import { addVp, ledgerSum } from '../../src/engine/rules/vp';
import { invariantBroken } from '../../src/engine/invariants';
import { HUMAN_IDS, ROBOT_IDS, STOCK_IDS, type StockId } from '../../src/engine/data/units';
import { act, orbitWhere, pathTo } from '../support/voyage';
import { balanced } from '../support/balance';

const game = (length: VoyageLength): GameState => balanced(newGame({ length, seed: 5 }));
const taking = (s: GameState, taken: Partial<Record<StockId, number>>): GameState => ({ ...s, balance: { ...s.balance, taken: { ...s.balance.taken, ...taken } } });
const penalty = (list: Penalty[], reason: string) => list.find((p) => p.reason === reason) ?? null;
const bal = (s: GameState, reason: string) => penalty(balancePenalties(s), reason);

describe('R-BAL the balance of unit use, by voyage length', () => {
  test('R-BAL-02 a voyage that met every requirement has no balance penalty, at every length', () => {
    for (const L of [10, 20, 30] as const) expect(balancePenalties(game(L))).toEqual([]);
  });

  test('R-BAL-03 R-CREW-14 each human never taken down: −2 PZ on 10 months, −6 on 20 and 30', () => {
    for (const [L, each] of [[10, -2], [20, -6], [30, -6]] as const) {
      const s = game(L);
      const two = { ...s, balance: { ...s.balance, humans: HUMAN_IDS.filter((h) => h !== 'doctor' && h !== 'scout') } };
      expect([L, bal(two, 'balanceCrew')]).toEqual([L, { reason: 'balanceCrew', amount: 2 * each, items: 2 }]);
    }
  });

  test('R-BAL-04 on 30 months each human who never landed in a light Suit: −2 PZ; on 20 and 10 months no such rule', () => {
    const missing = (s: GameState) => ({ ...s, balance: { ...s.balance, lightSuit: ['commander' as const] } });
    expect(bal(missing(game(30)), 'balanceLightSuit')).toEqual({ reason: 'balanceLightSuit', amount: -12, items: 6 });
    expect(bal(missing(game(20)), 'balanceLightSuit')).toBeNull();
    expect(bal(missing(game(10)), 'balanceLightSuit')).toBeNull();
  });

  test('R-BAL-05 each robot type taken down fewer than 1 / 2 / 3 times: −4 PZ', () => {
    for (const [L, times] of [[10, 1], [20, 2], [30, 3]] as const) {
      expect(bal(taking(game(L), { transbot: times, repbot: times }), 'balanceRobots')).toBeNull();
      expect(bal(taking(game(L), { transbot: times - 1 }), 'balanceRobots')).toEqual({ reason: 'balanceRobots', amount: -4, items: 1 });
      const none = taking(game(L), Object.fromEntries(ROBOT_IDS.map((id) => [id, 0])));
      expect(bal(none, 'balanceRobots')).toEqual({ reason: 'balanceRobots', amount: -16, items: 4 });
    }
  });

  test('R-BAL-06 the Rover taken down fewer than 1 / 2 / 3 times: −4 PZ (and no device penalty besides)', () => {
    for (const [L, times] of [[10, 1], [20, 2], [30, 3]] as const) {
      expect(bal(taking(game(L), { rover: times }), 'balanceRover')).toBeNull();
      expect(bal(taking(game(L), { rover: times - 1 }), 'balanceRover')).toEqual({ reason: 'balanceRover', amount: -4, items: 1 });
    }
    expect(bal(taking(game(10), { rover: 0 }), 'balanceDevices')).toBeNull();
  });

  test('R-BAL-07 each device type never taken down (suits and cages too): −2 PZ on 10 months, −4 on 20 and 30', () => {
    for (const [L, each] of [[10, -2], [20, -4], [30, -4]] as const) {
      const s = taking(game(L), { suit: 0, cage: 0, holocamera: 0 });
      expect([L, bal(s, 'balanceDevices')]).toEqual([L, { reason: 'balanceDevices', amount: 3 * each, items: 3 }]);
      expect(bal(taking(game(L), { holocamera: 1 }), 'balanceDevices')).toBeNull();
    }
  });

  test('R-BAL-08 on 30 months: Medkit, Tools, Special Tools, Detector, Laser, Paralyser, Stunner, Climber 2 times, Heavy Suit 3, Cage 5, Suit 7, or −2 PZ each', () => {
    const needs: [StockId, number][] = [['medkit', 2], ['tools', 2], ['specialTools', 2], ['detector', 2], ['laser', 2], ['paralyser', 2], ['stunner', 2], ['climber', 2], ['heavySuit', 3], ['cage', 5], ['suit', 7]];
    for (const [id, n] of needs) {
      expect([id, bal(taking(game(30), { [id]: n }), 'balanceDeviceRepeats')]).toEqual([id, null]);
      expect([id, bal(taking(game(30), { [id]: n - 1 }), 'balanceDeviceRepeats')]).toEqual([id, { reason: 'balanceDeviceRepeats', amount: -2, items: 1 }]);
      // on 20 months once is enough
      expect([id, bal(taking(game(20), { [id]: 1 }), 'balanceDeviceRepeats')]).toEqual([id, null]);
    }
    // the Neurodetector and the Holaparat: once is enough even on 30 months
    expect(bal(taking(game(30), { neurodetector: 1, holocamera: 1 }), 'balanceDeviceRepeats')).toBeNull();
  });

  test('R-BAL-10 R-BAL-11 R-BAL-12 R-BAL-13 2 Stunners, 5 Cages, 4 Heavy Suits together: 30 months all three, 20 months two, 10 months one; each further miss −4 PZ', () => {
    const together = (L: VoyageLength, t: Partial<Record<StockId, number>>, heavyAtStart = 4) => {
      const s = game(L);
      return bal({ ...s, balance: { ...s.balance, together: t, heavySuitsAtStart: heavyAtStart } }, 'balanceQuantities');
    };
    expect(together(30, { stunner: 2, cage: 5, heavySuit: 4 })).toBeNull();
    expect(together(30, { stunner: 2, cage: 5, heavySuit: 3 })).toEqual({ reason: 'balanceQuantities', amount: -4, items: 1 });
    expect(together(30, { stunner: 1, cage: 4, heavySuit: 3 })).toEqual({ reason: 'balanceQuantities', amount: -12, items: 3 });
    // R-BAL-10: with fewer than 4 Heavy Suits aboard, 3 together are enough
    expect(together(30, { stunner: 2, cage: 5, heavySuit: 3 }, 3)).toBeNull();
    expect(together(30, { stunner: 2, cage: 5, heavySuit: 2 }, 3)).toEqual({ reason: 'balanceQuantities', amount: -4, items: 1 });
    // R-BAL-11: on 20 months one may be missed
    expect(together(20, { stunner: 2, cage: 5 })).toBeNull();
    expect(together(20, { stunner: 2 })).toEqual({ reason: 'balanceQuantities', amount: -4, items: 1 });
    // R-BAL-12: on 10 months one is enough
    expect(together(10, { stunner: 2 })).toBeNull();
    expect(together(10, { stunner: 1, cage: 4, heavySuit: 3 })).toEqual({ reason: 'balanceQuantities', amount: -4, items: 1 });
  });

  test('R-BAL-14 the shuttle filled with resources 1 / 2 / 3 times, or −4 PZ', () => {
    for (const [L, times] of [[10, 1], [20, 2], [30, 3]] as const) {
      const s = game(L);
      expect(bal({ ...s, balance: { ...s.balance, fills: times } }, 'balanceResources')).toBeNull();
      expect(bal({ ...s, balance: { ...s.balance, fills: times - 1 } }, 'balanceResources')).toEqual({ reason: 'balanceResources', amount: -4, items: 1 });
    }
  });
});

describe('R-BAL-03..14 what a landing records', () => {
  test('R-BAL-14 the shuttle is filled at a landing with 6 / 12 / 16 / 22 / 30 resources by gravity (one less does not fill it)', () => {
    for (const [gravity, need] of [['huge', 6], ['high', 12], ['earth', 16], ['low', 22], ['nearZero', 30]] as const) {
      const s = orbitWhere((c) => c.gravity === gravity, 8);
      const withRes = (n: number) => recordLanding({ ...s, bay: { ...s.bay, resources: n } }).balance.fills;
      expect([gravity, withRes(need), withRes(need - 1)]).toEqual([gravity, 1, 0]);
    }
  });

  test('R-BAL-03 R-BAL-04 R-BAL-05 R-BAL-10 R-BAL-15 the humans, their light suits and every unit in the table count, a unit each time', () => {
    let s = orbitWhere((c) => c.atmosphere === 'toxic' && c.gravity === 'earth', 8);
    for (const u of ['soldier', 'scout', 'transbot', 'cage', 'cage', 'stunner'] as const) s = act(s, { type: 'load', unit: u });
    const rec = recordLanding(s).balance;
    expect(rec.humans).toEqual(['soldier', 'scout']);
    // in toxic air both wear suits: light ones while any are left (R-LOAD-09)
    const kinds = s.bay.crew.map((p) => p.suit?.kind);
    expect(rec.lightSuit).toEqual(s.bay.crew.filter((p) => p.suit?.kind === 'suit').map((p) => p.id));
    expect(rec.taken.suit ?? 0).toBe(kinds.filter((k) => k === 'suit').length);
    expect([rec.taken.transbot, rec.taken.cage, rec.taken.stunner]).toEqual([1, 2, 1]);
    expect(rec.together.cage).toBe(2);
    // a second landing: the takings add up, "together" keeps the most
    const again = recordLanding({ ...s, balance: rec, bay: { ...s.bay, units: { ...s.bay.units, cage: { count: 1, damaged: 0 } } } }).balance;
    expect([again.taken.cage, again.together.cage]).toEqual([3, 2]);
    expect(again.humans).toEqual(['soldier', 'scout']);
    // units in every folder of the table count, each type summed over the folders
    const st = (count: number) => ({ count, damaged: 0 });
    const spread: typeof s = {
      ...s,
      bay: { ...s.bay, units: { cage: st(1) } },
      party: {
        expedition: { crew: [], units: { transbot: st(1), cage: st(1) }, resources: 0 },
        carried: { crew: [], units: { cage: st(2), laser: st(1) }, resources: 0 },
        used: { crew: [], units: { laser: st(1) }, resources: 0 },
        abandoned: { crew: [], units: { tools: st(1) }, resources: 0 },
      },
    };
    const all = recordLanding(spread).balance;
    expect([all.taken.cage, all.taken.transbot, all.taken.laser, all.taken.tools, all.taken.stunner ?? 0]).toEqual([4, 1, 2, 1, 0]);
    expect([all.together.cage, all.together.laser]).toEqual([4, 2]);
  });

  test('R-BAL-08 R-BAL-13 R-BAL-15 a suit worn counts as a taking of its kind, beside the loose ones in the table; the other kinds are untouched', () => {
    const s = orbitWhere((c) => c.atmosphere === 'toxic' && c.gravity === 'earth', 8);
    const st = (count: number) => ({ count, damaged: 0 });
    const suited: GameState = {
      ...s,
      bay: { crew: [{ id: 'soldier', suit: { kind: 'suit', damaged: false } }, { id: 'scout', suit: { kind: 'heavySuit', damaged: true } }], units: { suit: st(2) }, resources: 0 },
      party: { ...s.party, expedition: { crew: [{ id: 'doctor', suit: { kind: 'heavySuit', damaged: false } }], units: {}, resources: 0 } },
      balance: { ...s.balance, taken: { ...s.balance.taken, suit: 4, heavySuit: 1 }, together: { ...s.balance.together, heavySuit: 3 } },
    };
    const rec = recordLanding(suited).balance;
    // 2 loose + 1 worn light suits, 2 worn heavy ones: added to the 4 and 1 taken before
    expect([rec.taken.suit, rec.taken.heavySuit]).toEqual([7, 3]);
    // together: 3 light now, the heavy ones' 3 before stays above the 2 now
    expect([rec.together.suit, rec.together.heavySuit]).toEqual([3, 3]);
    expect(STOCK_IDS.filter((id) => id !== 'suit' && id !== 'heavySuit').map((id) => rec.taken[id] ?? 0)).toEqual(STOCK_IDS.filter((id) => id !== 'suit' && id !== 'heavySuit').map((id) => s.balance.taken[id] ?? 0));
    expect(rec.lightSuit).toEqual(['soldier']);
  });

  test('R-BAL-04 a human landing in a Heavy Suit is not counted as in a light Suit; off an orbit nothing fills the shuttle', () => {
    const s = orbitWhere((c) => c.atmosphere === 'acid', 8);
    const heavy = act(act(s, { type: 'load', unit: 'soldier' }), { type: 'load', unit: 'scout' });
    expect(heavy.bay.crew.map((p) => p.suit?.kind)).toEqual(['heavySuit', 'heavySuit']);
    const rec = recordLanding(heavy).balance;
    expect([rec.humans, rec.lightSuit, rec.taken.heavySuit]).toEqual([['soldier', 'scout'], [], 2]);
    const nowhere = { ...heavy, orbit: null, bay: { ...heavy.bay, resources: 30 } };
    expect(recordLanding(nowhere).balance.fills).toBe(0);
  });

  test('R-BAL-03 R-BAL-04 in breathable air the humans land without suits: they count, no suit is taken', () => {
    const s = orbitWhere((c) => c.atmosphere === 'thin', 8);
    const bare = act(act(s, { type: 'load', unit: 'soldier' }), { type: 'load', unit: 'scout' });
    expect(bare.bay.crew.map((p) => p.suit)).toEqual([null, null]);
    const rec = recordLanding(bare).balance;
    expect([rec.humans, rec.lightSuit, rec.taken.suit ?? 0, rec.taken.heavySuit ?? 0]).toEqual([['soldier', 'scout'], [], 0, 0]);
  });
});

describe('R-WIN-04 the penalties of the return to Earth', () => {
  test('R-CREW-10 R-SCORE-29 each wound of a living human not healed: −1 PZ; the dead do not count', () => {
    const s = game(10);
    const crew = s.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 2 } : h.id === 'scout' ? { ...h, wounds: 1 } : h.id === 'soldier' ? { ...h, wounds: 6, alive: false } : h));
    expect(penalty(endPenalties({ ...s, crew }), 'unhealed')).toEqual({ reason: 'unhealed', amount: -3, items: 3 });
  });

  test('R-ROBOT-07 R-DEV-64 R-SCORE-31 each robot and Rover still damaged: −1 PZ', () => {
    const s = game(10);
    const stock = { ...s.stock, transbot: { count: 2, damaged: 2 }, repbot: { count: 1, damaged: 1 }, rover: { count: 1, damaged: 1 } };
    expect(penalty(endPenalties({ ...s, stock }), 'damagedRobots')).toEqual({ reason: 'damagedRobots', amount: -4, items: 4 });
  });

  test('R-DEV-08 R-SCORE-32 a device type with every unit damaged: −1 PZ; one sound unit, or none left, is no penalty', () => {
    const s = game(10);
    const stock = { ...s.stock, laser: { count: 2, damaged: 2 }, tools: { count: 2, damaged: 1 }, climber: { count: 0, damaged: 0 }, detector: { count: 1, damaged: 1 } };
    expect(penalty(endPenalties({ ...s, stock }), 'damagedDevices')).toEqual({ reason: 'damagedDevices', amount: -2, items: 2 });
    // a damaged Rover pays as a robot does (R-DEV-64), not again as a device type
    const rover = { ...s.stock, rover: { count: 1, damaged: 1 } };
    expect(penalty(endPenalties({ ...s, stock: rover }), 'damagedDevices')).toBeNull();
    expect(penalty(endPenalties({ ...s, stock: rover }), 'damagedRobots')).toEqual({ reason: 'damagedRobots', amount: -1, items: 1 });
  });

  test('a sound crew and equipment pay nothing', () => {
    const s = game(30);
    const clean = { ...s, crew: s.crew.map((h) => ({ ...h, wounds: 0 })), stock: Object.fromEntries(STOCK_IDS.map((id) => [id, { ...s.stock[id], damaged: 0 }])) as GameState['stock'] };
    expect(endPenalties(clean)).toEqual([]);
  });
});

describe('the points ledger and the end of the voyage', () => {
  test('every PZ is a ledger line: a month and a reason add up on one line, the total is the sum', () => {
    const s = newGame({ length: 10, seed: 2 });
    const a = addVp(addVp(addVp(s, 2, 'research', true), 1, 'research', true), -1, 'wound');
    expect(a.ledger).toEqual([{ month: 0, reason: 'research', amount: 3 }, { month: 0, reason: 'wound', amount: -1 }]);
    expect([a.vp, ledgerSum(a.ledger)]).toEqual([2, 2]);
    // the same reason in another month is a line of its own
    const b = addVp(a, 1, 'wound');
    const later = addVp({ ...b, month: 1 }, -1, 'wound');
    expect(later.ledger.slice(1)).toEqual([{ month: 0, reason: 'wound', amount: 0 }, { month: 1, reason: 'wound', amount: -1 }]);
    expect(invariantBroken(later)).toBeNull();
    expect(invariantBroken({ ...later, vp: later.vp + 1 })).toMatch(/ledger sums to/);
  });

  test('R-WIN-04 R-BAL-01 R-BAL-02 R-BAL-16 R-SCORE-33 R-SCORE-34 R-SCORE-35 R-SCORE-36 R-SCORE-37 R-SCORE-38 R-SCORE-39 a 10-month voyage flown home at once (the balance assessed on the return to Earth): every requirement missed is a line and a note, then the verdict', () => {
    let s = newGame({ length: 10, seed: 4 });
    const out = pathTo(s.position, { row: s.position.row - 1, col: s.position.col });
    s = act(s, { type: 'fly', dir: out[0]! });
    const back = pathTo(s.position, newGame({ length: 10, seed: 4 }).position)[0]!;
    const flown = act(s, { type: 'fly', dir: back });
    const r = flown.menu === 'confirmEarth' ? step(flown, { type: 'confirmEarth' }).state : flown;
    expect(r.phase).toBe('ended');
    // 4 planets missed, 7 humans × 2, 4 robot types × 4, the Rover 4, 13 device types × 2, the quantities 4, the resources 4
    const lines = Object.fromEntries(r.ledger.map((e) => [e.reason, e.amount]));
    expect(lines).toMatchObject({ missedPlanets: -4, balanceCrew: -14, balanceRobots: -16, balanceRover: -4, balanceDevices: -26, balanceQuantities: -4, balanceResources: -4 });
    expect(r.vp).toBe(ledgerSum(r.ledger));
    expect(r.message.key).toBe('msg.endLost');
    expect(r.message.notes).toContainEqual({ key: 'vp.balanceDevices', params: { amount: '−26' } });
    expect(invariantBroken(r)).toBeNull();
  });
});
