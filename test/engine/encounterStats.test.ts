// Issue 12, the statistical half: the encounter rules' chances measured by drawing them with the
// game's own source (R-ENC-04, R-ENC-05, R-ENC-09, R-ENC-16, R-MOVE-08, R-MOVE-11) and the
// reachability of every being over all the authored places. N seeded draws each; tolerance four
// standard errors of the manual's rate. The deterministic rules are in encounters.test.ts.
import { BEINGS, beingById, beingChance, gameEncounters, HABITATS, hourChances, siteAt, walkingDistance, type GameState } from '../../src/engine';
import type { Activity } from '../../src/engine/rules/encounterSeam';
import { Dice, seedRng } from '../../src/engine/rng';
import { landedOnArea } from '../support/voyage';
import { forEachSite } from '../support/sites';

const near = (measured: number, p: number, n: number) => expect(Math.abs(measured - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
function ashPlain(): GameState {
  const s = landedOnArea('mefisto', 0, 'mefisto.ashPlain', ['scout', 'soldier'], 8);
  return { ...s, surface: { ...s.surface!, researched: [] } };
}
const LANDING = { row: 4, col: 4, layer: 'surface' } as const;
const withDetector = (s: GameState): GameState => ({ ...s, party: { ...s.party, used: { ...s.party.used, units: { ...s.party.used.units, detector: { count: 1, damaged: 0 } } } } });
const chanceOf = (s: GameState, id: string, p: typeof LANDING, activity: Activity) => beingChance(s, beingById(id)!, p, activity, siteAt(s, p, activity !== 'research')!);
const HABITAT = (line: number, site: Parameters<(typeof HABITATS)[number]>[0]) => HABITATS[line]!(site);

describe('the encounter chances by sampling', () => {
  /** Of the meetings with beings that attack by surprise, the share that surprised. */
  function surprised(s: GameState, activity: Activity, seed: number): { share: number; n: number } {
    const dice = new Dice(seedRng(seed));
    let attackers = 0;
    let hits = 0;
    for (let i = 0; attackers < 4000 && i < 400_000; i++) {
      const met = gameEncounters(s, { place: LANDING, activity, hour: 1, of: 1 }, dice);
      if (!met || beingById(met.being)!.surprise === 'none') continue;
      attackers++;
      if (met.surprised) hits++;
    }
    return { share: hits / attackers, n: attackers };
  }

  test('issue 12: every being can be met somewhere on the planets\' landing areas', () => {
    const unmet = new Set(BEINGS.map((b) => b.id));
    forEachSite((site) => {
      for (const b of BEINGS) {
        if (!unmet.has(b.id) || (site.march && b.meets === 'research') || (!site.march && b.meets === 'march')) continue;
        if (HABITAT(b.habitat, site) > 0) unmet.delete(b.id);
      }
      return unmet.size === 0;
    });
    expect([...unmet]).toEqual([]);
  });

  test('R-ENC-05 statistically: researches of the landing field meet something in 5 × 2.7% = 13.5% of them', () => {
    const s = ashPlain();
    const dice = new Dice(seedRng(12));
    const N = 40_000;
    let met = 0;
    for (let i = 0; i < N; i++) if (gameEncounters(s, { place: LANDING, activity: 'research', hour: 1, of: 1 }, dice)) met++;
    near(met / N, 0.135, N);
  });

  test('R-ENC-04 statistically: five fields out at Earth gravity meet 1 + 5/4.5 times as often as on the landing field', () => {
    const s = ashPlain();
    const far = { row: 5, col: 9, layer: 'surface' } as const; // a plain like the landing field
    expect(walkingDistance(s, far)).toBe(5);
    expect(hourChances(s, far, 'research', 1).map((c) => c.being.habitat)).toEqual([1, 3, 4, 5, 7]);
    const dice = new Dice(seedRng(13));
    const N = 40_000;
    let met = 0;
    for (let i = 0; i < N; i++) if (gameEncounters(s, { place: far, activity: 'research', hour: 1, of: 1 }, dice)) met++;
    near(met / N, 0.135 * (1 + 5 / 4.5), N);
  });

  test('R-MOVE-08 statistically: during research a surprise succeeds half the time, with a Detector one time in six', () => {
    const bare = surprised(ashPlain(), 'research', 21);
    near(bare.share, 1 / 2, bare.n);
    const det = surprised(withDetector(ashPlain()), 'research', 22);
    near(det.share, 1 / 6, det.n);
  });

  test('R-MOVE-11 statistically: on a march every surprise succeeds, with a Detector two in three', () => {
    expect(surprised(ashPlain(), 'march', 23).share).toBe(1);
    const det = surprised(withDetector(ashPlain()), 'march', 24);
    near(det.share, 2 / 3, det.n);
  });

  test('R-ENC-09 a companion comes along a quarter of the time, and is named', () => {
    const s = ashPlain();
    const leader = BEINGS.find((b) => b.companion && b.meets === 'march')!;
    expect(chanceOf(s, leader.id, LANDING, 'march')).toBeGreaterThan(0);
    const dice = new Dice(seedRng(31));
    let n = 0;
    let withCompanion = 0;
    for (let i = 0; n < 3000 && i < 400_000; i++) {
      const met = gameEncounters(s, { place: LANDING, activity: 'march', hour: 1, of: 1 }, dice);
      if (met?.being !== leader.id) continue;
      n++;
      if (met.companion === leader.companion) withCompanion++;
    }
    near(withCompanion / n, 1 / 4, n);
  });
});
