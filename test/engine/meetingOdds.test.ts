// The heuristic player's model of a meeting (src/engine/bot/meetingOdds.ts): each strategy's
// expected hits and VP, worked out from the manual's variant rows and clash tables. The expected
// values below are the tables' literals, and each case's specimen is set so that the rule's branch
// is the one taken (asserted where it is not evident).
import type { Action, GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { HOUR_COST, meetingOf, strategyOutlooks, variantOutlook, worth, type Outlook } from '../../src/engine/bot/meetingOdds';
import type { Variant } from '../../src/engine/data/strategies';
import { specialSeen, talksPoints } from '../../src/engine/rules/beingVp';
import { Dice, seedRng } from '../../src/engine/rng';
import type { Strategy } from '../../src/engine/data/beings';
import type { UnitId } from '../../src/engine/data/units';
import { canCage } from '../../src/engine/rules/cages';
import { clashStrength } from '../../src/engine/rules/clash';
import { openCourse } from '../../src/engine/rules/courseStart';
import { strategyOffers } from '../../src/engine/rules/course';
import type { Indicators } from '../../src/engine/state';
import { act, landedOnArea, landingResearched, orbitOver, provisioned } from '../support/voyage';
import { legalActions } from '../../src/engine';
import { huntedHuman } from '../../src/engine/rules/chase';
import { CHASE_BUFFER } from '../../src/engine/data/course';

/** A meeting with a specimen whose indicators are those given (the rest still to be drawn). */
function meeting(units: readonly UnitId[], being: string, indicators: Indicators = {}): GameState {
  const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  return { ...s0, log: [...s0.log, { being, met: 1, known: {} }], surface: { ...s0.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators, course: openCourse(s0, being, false) } } };
}
const outlook = (s: GameState, strategy: Strategy): Outlook => strategyOutlooks(s).find((o) => o.strategy === strategy)!.outlook;
const offer = (s: GameState, strategy: Strategy) => strategyOffers(s).find((o) => o.strategy === strategy)!;

describe('the player\'s model of a meeting', () => {
  // the Soldier alone with a Stunner: kill strength 4, no cage
  const alone = ['soldier', 'stunner'] as const;

  test('R-NEG-02, R-NEG-03: negotiation at -6 with a specimen that attacks (aggression 6): a frenzy of 8 hits 83 times in 100, else a clash with its normal advantage', () => {
    const s = meeting(alone, 'bogStrangler', { aggression: 6, combat: 1 });
    expect(offer(s, 'negotiation')).toEqual({ strategy: 'negotiation', preference: -6, special: false });
    expect(canCage(s, 'bogStrangler')).toBe(false);
    expect(clashStrength(s, 'kill', ['stunner']).total).toBe(4);
    // the clash: difference 4 - 1 = 3 (column 2..3), two columns to the creature: column 0 (8 hits 3/6, 4 2/6, 2 1/6)
    const clash = (8 * 3 + 4 * 2 + 2 * 1) / 6;
    expect(outlook(s, 'negotiation').hits).toBeCloseTo(0.83 * 8 + 0.17 * clash, 9);
    expect(outlook(s, 'negotiation').vp).toBe(0);
  });

  test('R-NEG-02, R-NEG-03: below the attacking aggression (5) the specimen flees; caught with no cage for it, it is let go: no hits', () => {
    const s = meeting(alone, 'bogStrangler', { aggression: 5, combat: 1 });
    expect(outlook(s, 'negotiation')).toEqual({ hits: 0, vp: 0 });
  });

  test('R-FIGHT-10, R-CRE-17: a clash at preference 7 is always variant E: the Shoal Silverfin is caught without a fight into the cage (delivery VP 0, +1 for the specimen), or killed with no cage', () => {
    const caged = meeting(['soldier', 'navigator', 'laser', 'cage'], 'shoalSilverfin');
    expect(offer(caged, 'combat').preference).toBe(7);
    expect(canCage(caged, 'shoalSilverfin')).toBe(true);
    expect(outlook(caged, 'combat')).toEqual({ hits: 0, vp: 1 });
    const none = meeting(['soldier', 'navigator', 'laser'], 'shoalSilverfin');
    expect(offer(none, 'combat').preference).toBe(7);
    expect(outlook(none, 'combat')).toEqual({ hits: 0, vp: 0 });
  });

  test('R-FLEE-04, R-FLEE-08: a slow specimen (speed 1) never catches the Soldier: the flight at -3* costs the escape hours (A 4, B 3, C1 2) and its special variant (26 in 100) gives its discovery VP (3)', () => {
    const s = meeting(alone, 'bogStrangler', { speed: 1 });
    expect(offer(s, 'flight')).toEqual({ strategy: 'flight', preference: -3, special: true });
    // the row -3*: A 33, B 30, C1 11, C3 26; the Bog Strangler's discovery VP (at least 1, R-STRAT-03)
    const hours = 0.33 * 4 + 0.3 * 3 + 0.11 * 2;
    const o = outlook(s, 'flight');
    expect(o.hits).toBe(0);
    expect(o.vp).toBeCloseTo(-HOUR_COST * hours + 0.26 * 3, 9);
  });

  test('R-STRAT-01: against the Fog Stalker the player flees, though negotiation is preferred (-1 against -3*): talks with it end in a clash too often', () => {
    const s = meeting(alone, 'fogStalker');
    expect(strategyOffers(s).map((o) => `${o.strategy}:${o.preference}${o.special ? '*' : ''}`)).toEqual(['negotiation:-1', 'combat:-4', 'flight:-3*']);
    const a = advise(s)!;
    expect(a.action).toEqual({ type: 'strategy', strategy: 'flight' } satisfies Action);
    // the reason names the outcome expected, as the model has it
    const flight = outlook(s, 'flight');
    expect(a.reason).toEqual({ key: 'bot.strategy', params: { strategy: { text: 'strategy.flight' }, hits: Math.round(flight.hits * 10) / 10, vp: Math.round(flight.vp * 10) / 10 } });
    expect(outlook(s, 'negotiation').hits).toBeGreaterThan(4);
  });

  test('R-COMBAT-07, R-CRE-17: with a cage waiting, a strong party fights the Crevasse Glassling (delivery VP 8) to capture it', () => {
    const s = meeting(['soldier', 'navigator', 'laser', 'cage'], 'crevasseGlassling');
    expect(canCage(s, 'crevasseGlassling')).toBe(true);
    expect(advise(s)!.action).toEqual({ type: 'strategy', strategy: 'combat' } satisfies Action);
    expect(outlook(s, 'combat').vp).toBeGreaterThan(8);
  });

  test('outside a meeting\'s choice there is nothing to weigh', () => {
    const s = meeting(alone, 'fogStalker');
    expect(strategyOutlooks({ ...s, surface: { ...s.surface!, encounter: null } })).toEqual([]);
  });

  /**
   * Each variant alone, with every indicator it reads known. The Soldier with a Stunner: kill
   * strength 4 (3 alone), capture 6, speed 8, so a speed above 9 gets away and catches up. Combat
   * indicator 1: a kill at difference 3 reads column 2..3, a capture at 5 column 4..6; an advantage
   * moves the column. The kill table's hits per column in sixths (R-COMBAT-17), from '≤ −4' to '≥ 11':
   * 48, 44, 40, 34, 28, 17, 14, 11, 8; the capture table's (R-COMBAT-14): 64, 60, 56, 44, 40, 33, 26,
   * 19, 12, with success 0, 1, 2, 3, 4, then 6 sixths.
   */
  describe('each variant, worked out from the tables', () => {
    const KILL = [48, 44, 40, 34, 28, 17, 14, 11, 8].map((x) => x / 6);
    const CAPTURE = [64, 60, 56, 44, 40, 33, 26, 19, 12].map((x) => x / 6);
    const NO_CAGE = ['soldier', 'stunner'] as const;
    const CAGE = ['soldier', 'stunner', 'cage'] as const;
    const at = (units: readonly UnitId[], being: string, indicators: Indicators, prepare: (s: GameState) => GameState = (s) => s) => {
      const m = meetingOf(prepare(meeting(units, being, { combat: 1, ...indicators })));
      if (!m) throw new Error('no meeting');
      return m;
    };
    const run = (m: ReturnType<typeof at>, strategy: Strategy, v: Variant, otherwise?: Outlook) => variantOutlook(m, strategy, v, otherwise);
    const expectOutlook = (o: Outlook, hits: number, vp: number) => {
      expect(o.hits).toBeCloseTo(hits, 9);
      expect(o.vp).toBeCloseTo(vp, 9);
    };

    test('the fixture: kill 4, capture 6, speed 8; a cage free for the Fog Stalker only with one', () => {
      const m = at(CAGE, 'fogStalker', {});
      expect(m.side('kill')).toEqual({ strength: 4, improver: false });
      expect(m.side('capture')).toEqual({ strength: 6, improver: false });
      expect(m.cageFree).toBe(true);
      expect(at(NO_CAGE, 'fogStalker', {}).cageFree).toBe(false);
      expect(at(NO_CAGE, 'fogStalker', { speed: 9 }).away).toBe(0);
      expect(at(NO_CAGE, 'fogStalker', { speed: 10 }).away).toBe(1);
    });

    test('R-NEG-02: A — a frenzy of 8 hits from aggression 6; below it the specimen flees: gone above speed 9, else caught and, for a cage, captured in a clash with no advantage', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 6 }), 'negotiation', 'A'), 8, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 5, speed: 9 }), 'negotiation', 'A'), 0, 0);
      expectOutlook(run(at(CAGE, 'fogStalker', { aggression: 5, speed: 10 }), 'negotiation', 'A'), 0, 0);
      // the Fog Stalker's delivery VP 4, +1 for the specimen; capture at difference 5: column 4..6, success 6/6
      expectOutlook(run(at(CAGE, 'fogStalker', { aggression: 5, speed: 9 }), 'negotiation', 'A'), CAPTURE[6]!, 5);
    });

    test('R-NEG-02 with R-CRE-13: an aggression not yet known attacks with the species\' chance (modifier +3: 926 in 1000)', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { speed: 10 }), 'negotiation', 'A'), 0.926 * 8, 0);
    });

    test('R-NEG-03: B — the creature attacks with a normal advantage (two columns)', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 6 }), 'negotiation', 'B'), KILL[3]!, 0);
      expectOutlook(run(at(CAGE, 'fogStalker', { aggression: 6 }), 'negotiation', 'B'), CAPTURE[4]!, (4 / 6) * 5);
    });

    test('R-NEG-04: C1 — the talks fail: an hour, then what the other strategies promise', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', {}), 'negotiation', 'C1', { hits: 1, vp: 2 }), 1, 2 - HOUR_COST * 1);
    });

    test('R-NEG-05: C2 — a lure takes an intelligence up to 4 (into a cage, else a trap); above it an aggressive species attacks, another flees', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { intelligence: 4 }), 'negotiation', 'C2'), 0, 0);
      expectOutlook(run(at(CAGE, 'fogStalker', { intelligence: 4 }), 'negotiation', 'C2'), 0, 5);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { intelligence: 5 }), 'negotiation', 'C2'), KILL[5]!, 0);
      // the Steppe Runner (aggression −3) flees and, caught for a cage, is captured (delivery 1 + 1)
      expectOutlook(run(at(CAGE, 'steppeRunner', { intelligence: 5, speed: 10 }), 'negotiation', 'C2'), 0, 0);
      expectOutlook(run(at(CAGE, 'steppeRunner', { intelligence: 5, speed: 9 }), 'negotiation', 'C2'), CAPTURE[6]!, 2);
    });

    test('R-NEG-06, R-STRAT-03: C3 — the special variant gives the discovery VP (3) the first time only', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', {}), 'negotiation', 'C3'), 0, 3);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', {}, (s) => specialSeen(s, 'fogStalker')), 'negotiation', 'C3'), 0, 0);
      // a discovery VP of 0 still gives 1 (the Shoal Silverfin's is 0)
      expectOutlook(run(at(NO_CAGE, 'shoalSilverfin', {}), 'combat', 'C3'), 0, 1);
    });

    test('R-NEG-07, R-NEG-08, R-CRE-19: D and E — an intelligence of 5 talks (1 VP, 2 VP, halved per earlier talk); 4 attacks with the expedition\'s normal advantage', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { intelligence: 5 }), 'negotiation', 'D'), 0, 1);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { intelligence: 5 }), 'negotiation', 'E'), 0, 2);
      const talkedOnce = (s: GameState) => talksPoints(s, 'fogStalker', 'D', new Dice(seedRng(1)));
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { intelligence: 5 }, talkedOnce), 'negotiation', 'E'), 0, 1);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { intelligence: 4 }), 'negotiation', 'D'), KILL[7]!, 0);
      // a word-'zero' intelligence (the Silicon Creeper) is 0: never talks
      expectOutlook(run(at(NO_CAGE, 'siliconCreeper', {}), 'negotiation', 'D'), KILL[7]!, 0);
    });

    test('R-FIGHT-07: C2 — the creature attacks with a normal advantage by the sign of its modifiers\' sum (Fog Stalker +9, Grass Nibbler −6, Tick Pecker 0)', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', {}), 'combat', 'C2'), KILL[3]!, 0);
      expectOutlook(run(at(NO_CAGE, 'grassNibbler', {}), 'combat', 'C2'), KILL[7]!, 0);
      expectOutlook(run(at(NO_CAGE, 'tickPecker', {}), 'combat', 'C2'), KILL[5]!, 0);
      // with a cage the clash is a capture
      expectOutlook(run(at(CAGE, 'fogStalker', {}), 'combat', 'C2'), CAPTURE[4]!, (4 / 6) * 5);
    });

    test('R-FIGHT-04: A — an attacker has an advantage of its highest of intelligence, aggression and speed (Fog Stalker: 3 columns); else it flees for good', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 6 }), 'combat', 'A'), KILL[2]!, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 5, speed: 1 }), 'combat', 'A'), 0, 0);
    });

    test('R-FIGHT-05: B — an attacker has its highest of intelligence and speed (2); one that flees and is caught fights with no advantage', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 6 }), 'combat', 'B'), KILL[3]!, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 5, speed: 9 }), 'combat', 'B'), KILL[5]!, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 5, speed: 10 }), 'combat', 'B'), 0, 0);
    });

    test('R-FIGHT-06: C1 — an attacker of intelligence 2 or more has a weak advantage (Fog Stalker), another none (Bog Strangler)', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 6 }), 'combat', 'C1'), KILL[4]!, 0);
      expectOutlook(run(at(NO_CAGE, 'bogStrangler', { aggression: 6 }), 'combat', 'C1'), KILL[5]!, 0);
      expectOutlook(run(at(NO_CAGE, 'bogStrangler', { aggression: 5, speed: 9 }), 'combat', 'C1'), KILL[5]!, 0);
    });

    test('R-FIGHT-09: D — the expedition has an advantage of the creature\'s negative intelligence (Bog Strangler −3: 3 columns), caught at least a weak one', () => {
      expectOutlook(run(at(NO_CAGE, 'bogStrangler', { aggression: 6 }), 'combat', 'D'), KILL[8]!, 0);
      expectOutlook(run(at(NO_CAGE, 'bogStrangler', { aggression: 5, speed: 9 }), 'combat', 'D'), KILL[8]!, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 6 }), 'combat', 'D'), KILL[5]!, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { aggression: 5, speed: 9 }), 'combat', 'D'), KILL[6]!, 0);
    });

    test('R-FLEE-05: A on foot — a creature faster than the slowest human by more than 1 hunts him down (alone, kill 3, a weak advantage); else 4 hours of escape', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { speed: 10 }), 'flight', 'A'), KILL[4]!, 0);
      // R-FLEE-03, R-FLEE-05: the hunted man only takes wounds, a cage or not
      expectOutlook(run(at(CAGE, 'fogStalker', { speed: 10 }), 'flight', 'A'), KILL[4]!, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { speed: 9 }), 'flight', 'A'), 0, -HOUR_COST * 4);
    });

    test('R-FLEE-05: A by Rover — nobody is hunted alone: caught (speed 12 beats the Rover\'s 10 by more than 1), the whole party clashes with the creature\'s normal advantage; at 11 the Rover gets away (4 hours)', () => {
      // the Soldier with a Stunner rides the Rover on Suwatte
      let s = orbitOver('suwatte', 0, 8);
      for (const u of ['soldier', 'stunner', 'rover'] as const) s = act(s, { type: 'load', unit: u });
      for (const u of ['soldier', 'stunner'] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
      s = act({ ...act(s, { type: 'land' }), landing: { area: 'suwatte.jungleDelta', draws: 1 } }, { type: 'acceptArea' });
      for (let i = 0; i < 20 && s.hitsToAssign > 0; i++) s = act(s, legalActions(s).find((a) => a.type === 'hit')!);
      s = provisioned(landingResearched({ ...s, surface: { ...s.surface!, fog: false } }), 8);
      // the landing's hits may have fallen on the Rover: it starts whole here, and the Soldier unhurt
      s = { ...s, crew: s.crew.map((h) => ({ ...h, wounds: 0 })), bay: { ...s.bay, units: { ...s.bay.units, rover: { count: 1, damaged: 0 } } } };
      const riding = act(s, { type: 'toggleMode' });
      expect([riding.mode, riding.party.expedition.units.rover, riding.party.carried.crew.map((p) => p.id)]).toEqual(['rover', { count: 1, damaged: 0 }, ['soldier']]);
      const met = (x: GameState, speed: number) => {
        const m = meetingOf({ ...x, log: [...x.log, { being: 'fogStalker', met: 1, known: {} }], surface: { ...x.surface!, encounter: { being: 'fogStalker', place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: { combat: 1, speed }, course: openCourse(x, 'fogStalker', false) } } });
        if (!m) throw new Error('no meeting');
        return m;
      };
      expect(met(riding, 12).side('kill')).toEqual({ strength: 4, improver: false });
      expectOutlook(run(met(riding, 12), 'flight', 'A'), KILL[3]!, 0);
      expectOutlook(run(met(riding, 11), 'flight', 'A'), 0, -HOUR_COST * 4);
      // the same creature on foot hunts the Soldier down alone (kill 3, a weak advantage)
      expectOutlook(run(met(s, 12), 'flight', 'A'), KILL[4]!, 0);
    });

    test('R-FLEE-03, R-FLEE-06, R-FLEE-07, R-FLEE-09: B, C1, D — caught, a clash (never a capture) with a normal, weak or no advantage; else 3, 2, 1 hours', () => {
      expectOutlook(run(at(CAGE, 'fogStalker', { speed: 10 }), 'flight', 'B'), KILL[3]!, 0);
      expectOutlook(run(at(CAGE, 'fogStalker', { speed: 10 }), 'flight', 'C1'), KILL[4]!, 0);
      expectOutlook(run(at(CAGE, 'fogStalker', { speed: 10 }), 'flight', 'D'), KILL[5]!, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { speed: 9 }), 'flight', 'B'), 0, -HOUR_COST * 3);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { speed: 9 }), 'flight', 'C1'), 0, -HOUR_COST * 2);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', { speed: 9 }), 'flight', 'D'), 0, -HOUR_COST * 1);
    });

    test('R-NEG-02: an aggression not yet known, with a cage and a speed that is caught: a frenzy 926 in 1000, else the capture', () => {
      expectOutlook(run(at(CAGE, 'fogStalker', { speed: 9 }), 'negotiation', 'A'), 0.926 * 8 + 0.074 * CAPTURE[6]!, 0.074 * 5);
    });

    test('R-NEG-05, R-NEG-08: the clashes of a failed lure and of failed talks capture where a cage waits; an aggression modifier of 0 (Tick Pecker) flees', () => {
      expectOutlook(run(at(CAGE, 'fogStalker', { intelligence: 5 }), 'negotiation', 'C2'), CAPTURE[6]!, 5);
      expectOutlook(run(at(CAGE, 'fogStalker', { intelligence: 4 }), 'negotiation', 'D'), CAPTURE[8]!, 5);
      expectOutlook(run(at(NO_CAGE, 'tickPecker', { intelligence: 5, speed: 10 }), 'negotiation', 'C2'), 0, 0);
    });

    test('R-FIGHT-04, R-FIGHT-05: an attacker is captured where a cage waits; B counts intelligence and speed (Crag Talon 0 and 2: 2 columns)', () => {
      // capture at difference 5, three columns to the creature: column 0 (success 3/6)
      expectOutlook(run(at(CAGE, 'fogStalker', { aggression: 6 }), 'combat', 'A'), CAPTURE[3]!, (3 / 6) * 5);
      expectOutlook(run(at(NO_CAGE, 'cragTalon', { aggression: 6 }), 'combat', 'B'), KILL[3]!, 0);
    });

    test('R-CRE-13: a word-\'zero\' combat modifier (the Drift Bladder) is an indicator 0: a kill at difference 4', () => {
      // its modifiers sum to 0: the clash of C2 has no advantage
      expectOutlook(variantOutlook(meetingOf(meeting(NO_CAGE, 'driftBladder'))!, 'combat', 'C2'), KILL[6]!, 0);
    });

    test('one meeting works out many clashes: each advantage, capture and hunted human its own', () => {
      const m = at(CAGE, 'fogStalker', { aggression: 6, intelligence: 4, speed: 10 });
      expectOutlook(run(m, 'negotiation', 'B'), CAPTURE[4]!, (4 / 6) * 5);
      expectOutlook(run(m, 'negotiation', 'D'), CAPTURE[8]!, 5);
      expectOutlook(run(m, 'flight', 'C1'), KILL[4]!, 0);
      expectOutlook(run(m, 'flight', 'A'), KILL[4]!, 0);
      expectOutlook(run(m, 'flight', 'B'), KILL[3]!, 0);
      expectOutlook(run(m, 'combat', 'A'), CAPTURE[3]!, (3 / 6) * 5);
    });

    test('R-FLEE-05: the hunted Soldier fights alone (kill 3, not 4): at combat indicator 2 his clash reads a column lower than the party\'s', () => {
      const m = at(NO_CAGE, 'fogStalker', { combat: 2, speed: 10 });
      // the party: difference 2 (column 2..3), a weak advantage: column 1; alone: difference 1, then column 0
      expectOutlook(run(m, 'flight', 'C1'), KILL[4]!, 0);
      expectOutlook(run(m, 'flight', 'A'), KILL[3]!, 0);
    });

    test('R-FLEE-10, R-FLEE-08: E — no interest, nothing lost; C3 — the special variant', () => {
      expectOutlook(run(at(NO_CAGE, 'fogStalker', {}), 'flight', 'E'), 0, 0);
      expectOutlook(run(at(NO_CAGE, 'fogStalker', {}), 'flight', 'C3'), 0, 3);
    });
  });

  test('after failed talks (C1) with a cage waiting for the Crevasse Glassling, the clash is the better', () => {
    const s = meeting(['soldier', 'navigator', 'laser', 'cage'], 'crevasseGlassling');
    const m = meetingOf(s)!;
    const combat = outlook(s, 'combat');
    expect(worth(combat)).toBeGreaterThan(worth(outlook(s, 'flight')));
    // negotiation at −3 (plain row: A 33, B 33, C1 17, C2 17)
    expect(offer(s, 'negotiation').preference).toBe(-3);
    const parts = ([['A', 33], ['B', 33], ['C1', 17], ['C2', 17]] as const).map(([v, w]) => [w / 100, variantOutlook(m, 'negotiation', v, combat)] as const);
    expect(outlook(s, 'negotiation').vp).toBeCloseTo(parts.reduce((n, [p, o]) => n + p * o.vp, 0), 9);
  });

  test('after failed talks (C1) the model takes the better of the clash and the flight', () => {
    // the Fog Stalker at negotiation −1 (plain row: B 33, C1 33, C2 33)
    const s = meeting(alone, 'fogStalker', { aggression: 6, intelligence: 5, speed: 10, combat: 1 });
    const m = meetingOf(s)!;
    const flight = outlook(s, 'flight');
    const combat = outlook(s, 'combat');
    expect(worth(flight)).toBeGreaterThan(worth(combat));
    const parts = (['B', 'C1', 'C2'] as const).map((v) => variantOutlook(m, 'negotiation', v, flight));
    expect(outlook(s, 'negotiation').hits).toBeCloseTo(parts.reduce((n, o) => n + o.hits, 0) / 3, 9);
    expect(outlook(s, 'negotiation').vp).toBeCloseTo(parts.reduce((n, o) => n + o.vp, 0) / 3, 9);
  });
});

describe('the model\'s clashes worked out once per meeting', () => {
  const VARIANTS_ALL: readonly Variant[] = ['A', 'B', 'C1', 'C2', 'C3', 'D', 'E'];
  const STRATEGIES: readonly Strategy[] = ['negotiation', 'combat', 'flight'];

  test.each(['commander', 'doctor', 'navigator', 'engineer', 'scout', 'scientist', 'soldier'] as const)('with the %s hunted, every variant of every strategy weighs as in a meeting of its own (no two clashes share a key)', (human) => {
    // a fast specimen: it catches up, so the flight's first variant hunts the human down alone (R-FLEE-05)
    const s = meeting([human, 'stunner', 'cage'], 'crevasseGlassling', { speed: 12, combat: 3, aggression: 6, intelligence: 3 });
    const shared = meetingOf(s)!;
    expect(shared).not.toBeNull();
    // the branch: he is the one hunted, and the specimen outruns him
    expect(huntedHuman(s)?.id).toBe(human);
    expect(huntedHuman(s)!.speed + CHASE_BUFFER).toBeLessThan(12);
    let compared = 0;
    for (const strategy of STRATEGIES)
      for (const v of VARIANTS_ALL) {
        expect(variantOutlook(shared, strategy, v)).toEqual(variantOutlook(meetingOf(s)!, strategy, v));
        compared++;
      }
    expect(compared).toBe(21);
    // the kinds of clash it asked: the hunted one alone among them
    expect(shared.clashes.size).toBeGreaterThanOrEqual(5);
  });
});
