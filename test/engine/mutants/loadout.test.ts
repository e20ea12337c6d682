// bot/loadout.ts inTable: how many of a unit the expedition table holds, as the player's loading
// counts it against its wish list (PROM and the party's three folders, suits worn counted; not
// PORZUCONE), and loading.ts tableWeight with the artifacts in the table.
import type { GameState } from '../../../src/engine';
import { inTable, tableCounts, type Wish } from '../../../src/engine/bot/loadout';
import { planFacts } from '../../../src/engine/bot/heuristic';
import { UNIT_IDS } from '../../../src/engine/data/units';
import { tableWeight } from '../../../src/engine/rules/loading';
import { landedOnArea, orbitOver } from '../../support/voyage';

test('inTable: loose units in PROM, EKSPEDYCJA, NIESIONE and UŻYWANE, suits worn too; a human once; PORZUCONE not', () => {
  const o = orbitOver('suwatte', 0, 8);
  const f = (units: object, crew: object[] = []) => ({ crew, units, resources: 0 }) as GameState['bay'];
  const s: GameState = {
    ...o,
    bay: f({ cage: { count: 2, damaged: 1 }, suit: { count: 1, damaged: 0 } }, [{ id: 'navigator', suit: { kind: 'suit', damaged: false } }]),
    party: {
      expedition: f({ rekonbot: { count: 1, damaged: 0 } }, [{ id: 'soldier', suit: { kind: 'heavySuit', damaged: true } }]),
      carried: f({ cage: { count: 1, damaged: 0 } }, [{ id: 'scout', suit: null }]),
      used: f({ cage: { count: 1, damaged: 0 } }),
      abandoned: f({ cage: { count: 5, damaged: 0 }, laser: { count: 1, damaged: 0 } }),
    },
  };
  expect(inTable(s, 'cage')).toBe(4);
  expect(inTable(s, 'suit')).toBe(2);
  expect(inTable(s, 'heavySuit')).toBe(1);
  expect(inTable(s, 'rekonbot')).toBe(1);
  expect(inTable(s, 'laser')).toBe(0);
  expect(inTable(s, 'navigator')).toBe(1);
  expect(inTable(s, 'soldier')).toBe(1);
  // carried in NIESIONE (in the Rover), without a suit
  expect(inTable(s, 'scout')).toBe(1);
  expect(inTable(s, 'doctor')).toBe(0);
  // tableCounts: the same counts for every unit at once, by the unit's place in UNIT_IDS
  const counts = tableCounts(s);
  expect(counts).toHaveLength(UNIT_IDS.length);
  expect(counts[UNIT_IDS.indexOf('cage')]).toBe(4);
  expect(counts[UNIT_IDS.indexOf('suit')]).toBe(2);
  expect(counts[UNIT_IDS.indexOf('heavySuit')]).toBe(1);
  expect(counts[UNIT_IDS.indexOf('rekonbot')]).toBe(1);
  expect(counts[UNIT_IDS.indexOf('laser')]).toBe(0);
  expect(counts[UNIT_IDS.indexOf('scout')]).toBe(1);
  expect(counts[UNIT_IDS.indexOf('doctor')]).toBe(0);
  expect(counts).toEqual(UNIT_IDS.map((id) => inTable(s, id)));
});

test('tableWeight: an artifact carried weighs its own weight on the table', () => {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8);
  const carrying: GameState = { ...s, surface: { ...s.surface!, caged: [{ being: 'starTablet', indicators: {}, weight: 3 }] } };
  expect(tableWeight(carrying) - tableWeight(s)).toBe(3);
});

test('planFacts: each wish\'s nth of its unit and its place in UNIT_IDS; the Medkit and the Detector wished into a hand only for their hand reasons', () => {
  const w = (unit: Wish['unit'], why: Wish['why']): Wish => ({ unit, why });
  const list = [w('soldier', 'bot.why.soldier'), w('cage', 'bot.why.cages'), w('medkit', 'bot.why.balance'), w('cage', 'bot.why.cages'), w('detector', 'bot.why.balance')];
  const f = planFacts(list);
  expect(f.nths).toEqual([1, 1, 1, 2, 1]);
  expect(f.at).toEqual([UNIT_IDS.indexOf('soldier'), UNIT_IDS.indexOf('cage'), UNIT_IDS.indexOf('medkit'), UNIT_IDS.indexOf('cage'), UNIT_IDS.indexOf('detector')]);
  // for the balance alone neither goes into a hand first
  expect([f.medkitInHand, f.detectorInHand]).toEqual([false, false]);
  expect(planFacts([w('medkit', 'bot.why.infection')]).medkitInHand).toBe(true);
  // R-INF-09: the Medkit alone, without the Doctor, also goes into a hand (only there does it keep the sick alive)
  expect(planFacts([w('medkit', 'bot.why.infectionAlone')]).medkitInHand).toBe(true);
  expect(planFacts([w('medkit', 'bot.why.medkit')]).medkitInHand).toBe(true);
  expect(planFacts([w('detector', 'bot.why.detector')]).detectorInHand).toBe(true);
  // a hand reason of the other device, or of another unit, is not theirs
  expect(planFacts([w('detector', 'bot.why.infection'), w('cage', 'bot.why.medkit')]).medkitInHand).toBe(false);
  expect(planFacts([w('medkit', 'bot.why.detector'), w('cage', 'bot.why.detector')]).detectorInHand).toBe(false);
  // kept per list
  expect(planFacts(list)).toBe(f);
});
