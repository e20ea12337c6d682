// What a creature's four features mean for the expedition (R-CRE-02..07, R-CRE-09, R-CRE-10,
// R-FLEE-02): the directions the manual states, checked on the preferences, the indicator draw, the
// clash tables and the chases. Expected directions are the manual's words; the literal numbers are
// the ones the other tests pin (course.test.ts, clashResult.test.ts, strategies.test.ts).
import { BEINGS } from '../../src/engine';
import { TRAITS, type Modifier } from '../../src/engine/data/beings';
import { FLIGHT_TABLE } from '../../src/engine/data/strategies';
import { drawIndicator } from '../../src/engine/rules/indicators';
import { preferences, type PreferenceHelp } from '../../src/engine/rules/strategies';
import { resolveClash } from '../../src/engine/rules/clashResult';
import { catchesUp, getsAway } from '../../src/engine/rules/chase';
import { Dice, seedRng } from '../../src/engine/rng';
import { landedOnArea } from '../support/voyage';

const NOBODY: PreferenceHelp = { commander: false, neurodetector: false, soldier: false, laser: false, navigator: false, rover: false };
const pref = (intelligence: number, aggression: number) => preferences({ intelligence: intelligence as Modifier, combat: 0, aggression: aggression as Modifier, speed: 0 }, NOBODY);
const MODS = [-3, -2, -1, 0, 1, 2, 3] as const;

describe('R-CRE-02 R-CRE-03 modifiers of the species, indicators of the specimen', () => {
  test('R-CRE-03 four features: intelligence, combat, aggression, speed', () => {
    expect(TRAITS).toEqual(['intelligence', 'combat', 'aggression', 'speed']);
  });

  test('R-CRE-02 every creature has a modifier for each of the four; plants, artifacts and natural objects have none', () => {
    for (const b of BEINGS) {
      if (b.kind === 'creature' || b.kind === 'uncatchable') expect([b.id, Object.keys(b.modifiers ?? {}).sort()]).toEqual([b.id, [...TRAITS].sort()]);
      if (b.kind === 'plant' || b.kind === 'artifact' || b.kind === 'object') expect([b.id, b.modifiers]).toEqual([b.id, null]);
    }
  });

  test('R-CRE-02 R-CRE-10 specimens of one species differ, and a higher modifier gives higher indicators on average', () => {
    const dice = new Dice(seedRng(5));
    const mean = (m: Modifier) => Array.from({ length: 2000 }, () => drawIndicator(m, dice)).reduce((a, b) => a + b, 0) / 2000;
    const spread = new Set(Array.from({ length: 200 }, () => drawIndicator(0, dice)));
    expect(spread.size).toBeGreaterThan(3);
    const means = MODS.map((m) => mean(m));
    for (let i = 1; i < means.length; i++) expect(means[i]!).toBeGreaterThan(means[i - 1]!);
  });
});

describe('R-CRE-04 R-CRE-06 R-CRE-09 R-CRE-10 the features in the strategy choice', () => {
  test('R-CRE-04 R-CRE-10 higher intelligence: better for negotiation, worse for the expedition in the clash choice', () => {
    for (let i = 1; i < MODS.length; i++) {
      expect(pref(MODS[i]!, 0).negotiation).toBeGreaterThan(pref(MODS[i - 1]!, 0).negotiation);
      expect(pref(MODS[i]!, 0).combat).toBeLessThan(pref(MODS[i - 1]!, 0).combat);
    }
  });

  test('R-CRE-06 R-CRE-09 aggression: negotiation is best at zero; the clash and flight get worse as it rises', () => {
    for (const a of MODS) if (a !== 0) expect(pref(1, a).negotiation).toBeLessThan(pref(1, 0).negotiation);
    for (let i = 1; i < MODS.length; i++) {
      expect(pref(0, MODS[i]!).combat).toBeLessThan(pref(0, MODS[i - 1]!).combat);
      expect(pref(0, MODS[i]!).flight).toBeLessThan(pref(0, MODS[i - 1]!).flight);
    }
  });

  test('R-CRE-09 high aggression favours no strategy: at +3 each preference is lower than at 0', () => {
    const calm = pref(0, 0);
    const wild = pref(0, 3);
    expect([wild.negotiation < calm.negotiation, wild.combat < calm.combat, wild.flight < calm.flight]).toEqual([true, true, true]);
  });
});

describe('R-CRE-05 R-CRE-07 the features in the clash and the chase', () => {
  test('R-CRE-05 a higher combat indicator makes the capture and the kill harder: the success rate never rises with it', () => {
    for (const mode of ['capture', 'kill'] as const) {
      const rate = (combat: number) => {
        const dice = new Dice(seedRng(9));
        let ok = 0;
        for (let i = 0; i < 3000; i++) if (resolveClash(mode, 5 - combat, null, false, dice).success) ok++;
        return ok / 3000;
      };
      const rates = Array.from({ length: 12 }, (_, k) => rate(k + 1));
      // tolerance: 3000 draws give a standard error under 0.01; a step down of 0.03 is noise at most
      for (let k = 1; k < rates.length; k++) expect(rates[k]!).toBeLessThanOrEqual(rates[k - 1]! + 0.03);
      expect(rates[0]!).toBeGreaterThan(rates[11]! + 0.5);
    }
  });

  test('R-CRE-07 a faster creature catches the expedition and gets away more easily', () => {
    // the Soldier and the Navigator on foot at Earth gravity: speeds 8 and 7
    const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator'], 8);
    const catches = Array.from({ length: 12 }, (_, k) => catchesUp(s, k + 1));
    const escapes = Array.from({ length: 12 }, (_, k) => getsAway(s, k + 1));
    expect(catches.indexOf(true)).toBeGreaterThan(0);
    expect(catches.slice(catches.indexOf(true)).every(Boolean)).toBe(true);
    expect(escapes.slice(escapes.indexOf(true)).every(Boolean)).toBe(true);
    expect(escapes.indexOf(true)).toBeGreaterThan(catches.indexOf(true));
  });

  test('R-FLEE-02 the smaller the flight preference, the likelier the creature hunts or catches up (A and B of the table)', () => {
    const caught = FLIGHT_TABLE.plain.map((row) => (row.A ?? 0) + (row.B ?? 0));
    // preferences −3..4: 66, 50, 33, 17, 0, 0, 0, 0
    expect(caught).toEqual([66, 50, 33, 17, 0, 0, 0, 0]);
    for (let i = 1; i < caught.length; i++) expect(caught[i]!).toBeLessThanOrEqual(caught[i - 1]!);
  });
});
