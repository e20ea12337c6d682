// Kill tests for cages, the course's start, chases, the Rover's preference bonus and tending
// (issue 13; mutation score): counts and edges the behavioural tests pass over.
import { deserialize, newGame, type GameState } from '../../../src/engine';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Specimen } from '../../../src/engine/state';
import type { UnitId } from '../../../src/engine/data/units';
import { anyCaged, cage, cagedIn, killAbandonedCaged, canCage, deliverCaged, freePartyCages, occupiedCages, releaseLast, releaseUncaged, splitCreature } from '../../../src/engine/rules/cages';
import { openCourse } from '../../../src/engine/rules/courseStart';
import { catchesUp, getsAway, fastestSpeed, slowestSpeed } from '../../../src/engine/rules/chase';
import { preferenceHelp } from '../../../src/engine/rules/strategies';
import { resolveClash } from '../../../src/engine/rules/clashResult';
import { patchFactor, preHealFactor } from '../../../src/engine/rules/tending';
import { queueHits } from '../../../src/engine/rules/hitRules';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, landedOnArea } from '../../support/voyage';
import { atShuttle } from '../../../src/engine/rules/field';
import { dropAbandoned } from '../../../src/engine/rules/abandon';
import { format } from '../../../src/engine/text';
import { workingCount } from '../../../src/engine/rules/folders';
import { areaById } from '../../../src/engine/data/content/areas';

/** Landed, with whatever the landing's own hits left tended forgotten, so that each test starts clean. */
const landed = (units: readonly UnitId[]): GameState => {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  return { ...s, crew: s.crew.map((h) => ({ ...h, preHealed: [] })), surface: { ...s.surface!, patched: {} } };
};
const spec = (being: string): Specimen => ({ being, indicators: {} });
const withCaged = (s: GameState, ...beings: string[]): GameState => ({ ...s, surface: { ...s.surface!, caged: beings.map(spec) } });
const cageFolder = (s: GameState) => (['expedition', 'carried', 'used'] as const).find((f) => (s.party[f].units.cage?.count ?? 0) > 0)!;
/** `n` cages in the shuttle (PROM) besides the party's. */
const shuttleCages = (s: GameState, n: number): GameState => ({ ...s, bay: { ...s.bay, units: { ...s.bay.units, cage: { count: n, damaged: 0 } } } });

describe('cages (R-DEV-67..70, R-DMG-17, R-MOVE-30)', () => {
  test('occupied cages add up each species\' number; free cages with the party: theirs less what the shuttle cannot hold', () => {
    const s = landed(['soldier', 'cage', 'cage', 'cage']);
    // mudGulper 1 cage, stockyCharger 2
    expect(occupiedCages(withCaged(s, 'mudGulper', 'stockyCharger'))).toBe(3);
    expect(occupiedCages(s)).toBe(0);
    expect(freePartyCages(withCaged(s, 'mudGulper'))).toBe(2);
    // one cage in the shuttle holds the one creature: the party's three are free
    expect(freePartyCages(shuttleCages(withCaged(s, 'mudGulper'), 1))).toBe(3);
    // two caged in three cages, one of them in the shuttle: 3 − (3 − 1) = 1
    expect(freePartyCages(shuttleCages(withCaged(s, 'mudGulper', 'stockyCharger'), 1))).toBe(1);
  });

  test('R-CRE-01 only catchable creatures go into cages, and only with enough free ones', () => {
    const s = landed(['soldier', 'cage']);
    expect(canCage(s, 'mudGulper')).toBe(true);
    expect(canCage(s, 'stockyCharger')).toBe(false); // needs two
    expect(canCage(shuttleCages(s, 0), 'chasmWeaver')).toBe(false); // uncatchable
    expect(canCage(s, 'livingCrystal')).toBe(false); // an artifact kept in a cage is taken, not caught
    expect(canCage(s, 'singingChalice')).toBe(false);
    expect(canCage(s, 'nobody')).toBe(false);
  });

  test('R-DEV-69 R-DEV-70 where the cages are counted; a creature in two folders is split', () => {
    const s = withCaged(shuttleCages(landed(['soldier', 'cage']), 1), 'stockyCharger');
    expect(cagedIn(s)).toEqual({ shuttle: ['stockyCharger'], [cageFolder(s)]: ['stockyCharger'] });
    expect(splitCreature(s)).toBe('stockyCharger');
    const whole = withCaged(shuttleCages(landed(['soldier', 'cage']), 2), 'stockyCharger', 'mudGulper');
    expect(cagedIn(whole)).toEqual({ shuttle: ['stockyCharger'], [cageFolder(whole)]: ['mudGulper'] });
    expect(splitCreature(whole)).toBeNull();
  });

  test('R-DMG-17 too few cages: the last caught that needs one goes free, told; a sample without a cage stays', () => {
    const s = landed(['soldier', 'cage']);
    const same = withCaged(s, 'mudGulper');
    expect(releaseUncaged(same)).toEqual({ state: same, notes: [] });
    const r = releaseUncaged(withCaged(s, 'mudGulper', 'grassNibbler', 'starTablet'));
    expect(r.state.surface!.caged.map((c) => c.being)).toEqual(['mudGulper', 'starTablet']);
    expect(r.notes).toEqual([{ key: 'note.cageLost', params: { being: { being: 'grassNibbler' } } }]);
    expect(releaseUncaged({ ...s, surface: null })).toEqual({ state: { ...s, surface: null }, notes: [] });
  });

  test('R-MOVE-30 release takes the last caught in a cage, never a sample; with only samples nothing', () => {
    const s = landed(['soldier', 'cage', 'cage']);
    const r = releaseLast(withCaged(s, 'mudGulper', 'grassNibbler', 'starTablet'));
    expect(r.released).toBe('grassNibbler');
    expect(r.state.surface!.caged.map((c) => c.being)).toEqual(['mudGulper', 'starTablet']);
    const samples = withCaged(s, 'starTablet');
    expect(releaseLast(samples)).toEqual({ state: samples, released: null });
    expect(anyCaged(samples)).toBe(false);
    expect(anyCaged(withCaged(s, 'starTablet', 'mudGulper'))).toBe(true);
    expect(anyCaged({ ...s, surface: null })).toBe(false);
  });

  test('R-CRE-17 delivery: every caged specimen and sample comes aboard', () => {
    const s = withCaged(landed(['soldier', 'cage']), 'mudGulper', 'starTablet');
    const r = deliverCaged(s, new Dice(seedRng(1)));
    expect(r.delivered).toBe(2);
    expect(r.state.aboard.map((a) => a.being)).toEqual(['mudGulper', 'starTablet']);
  });
});

describe('a course opens (R-STRAT-01, R-STRAT-04..07, R-ENC-18, R-COMBAT-06)', () => {
  test('a creature: the strategies, nothing tried, capture allowed; the devices in hand noted', () => {
    const s = landed(['soldier', 'laser', 'cage']);
    expect(openCourse(s, 'mudGulper', false)).toEqual({ stage: 'choose', tried: [], talksFailed: false, advantage: null, canCapture: true, noFight: false, weapons: [], usedAtStart: ['laser'], surprise: false });
    expect(openCourse(s, 'mudGulper', true)).toMatchObject({ stage: 'surprise', surprise: true });
    expect(openCourse(s, 'chasmWeaver', false)?.stage).toBe('choose');
    expect(openCourse(s, 'singingChalice', false)?.stage).toBe('own');
    expect(openCourse(s, 'towerFolk', false)?.stage).toBe('own');
    expect(openCourse(s, 'nobody', false)).toBeNull();
  });

  test('R-COMBAT-06 by Rover every device of the party counts as in hand', () => {
    const s = landed(['soldier', 'laser', 'medkit']);
    const moved = act(s, { type: 'up', folder: 'used', unit: 'laser' });
    expect(openCourse(moved, 'mudGulper', false)!.usedAtStart).toEqual(['medkit']);
    const e = moved.party.expedition;
    const riding = { ...moved, mode: 'rover' as const, party: { ...moved.party, expedition: { ...e, units: { ...e.units, rover: { count: 1, damaged: 0 } } } } };
    expect(openCourse(riding, 'mudGulper', false)!.usedAtStart).toEqual(['laser', 'medkit', 'rover']);
  });
});

describe('the Rover (R-FLEE-01, R-CHASE-01, R-CHASE-05, R-DEV-59, R-DEV-63)', () => {
  const rover = (damaged: number) => {
    const s = landed(['soldier', 'transbot']);
    const e = s.party.expedition;
    return { ...s, mode: 'rover' as const, party: { ...s.party, expedition: { ...e, units: { ...e.units, rover: { count: 1, damaged } } } } };
  };
  test('ridden and working: +1 to flight, speed 10 both ways; damaged: no bonus, the walkers\' speeds', () => {
    expect(preferenceHelp(rover(0)).rover).toBe(true);
    expect(preferenceHelp(rover(1)).rover).toBe(false);
    expect(preferenceHelp({ ...rover(0), mode: 'foot' }).rover).toBe(false);
    expect([slowestSpeed(rover(0)), fastestSpeed(rover(0))]).toEqual([10, 10]);
    expect(getsAway(rover(0), 11)).toBe(false);
    expect(getsAway(rover(0), 12)).toBe(true);
    // on foot (the Rover damaged): the Transbot (3) is the slowest, the Soldier (8) the fastest
    expect([slowestSpeed(rover(1)), fastestSpeed(rover(1))]).toEqual([3, 8]);
    expect(catchesUp(rover(1), 4)).toBe(false);
    expect(catchesUp(rover(1), 5)).toBe(true);
    // a working Rover the party has but does not ride (on foot): the walkers' speeds, not its 10
    expect([slowestSpeed({ ...rover(0), mode: 'foot' }), fastestSpeed({ ...rover(0), mode: 'foot' })]).toEqual([3, 8]);
  });

  test('R-COMBAT-15 no improvement at −4: the second die is not even rolled', () => {
    class One extends Dice {
      n = 0;
      constructor() {
        super(seedRng(1));
      }
      override int(from: number, to: number): number {
        this.n++;
        return super.int(from, to);
      }
    }
    const d = new One();
    resolveClash('kill', -6, null, true, d);
    expect(d.n).toBe(1);
  });
});

describe('tending (R-DMG-23, R-DMG-24)', () => {
  test('a landing accident\'s wound is pre-healed too; only the wounded human is marked', () => {
    const s0 = landed(['soldier', 'doctor', 'commander']);
    const s = { ...s0, crew: s0.crew.map((h) => (h.id === 'commander' ? { ...h, wounds: 3 } : h)), hitsToAssign: 1, hitRule: null, hitQueue: [] };
    const out = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(out.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([1]);
    expect(out.crew.filter((h) => h.id !== 'soldier').every((h) => (h.preHealed ?? []).length === 0)).toBe(true);
  });

  test('without the Doctor and the Medkit nothing is tended; the Medkit alone gives 2', () => {
    const bare = act(queueHits(landed(['soldier', 'navigator']), [{ source: 'clash', count: 1, humans: ['soldier', 'navigator'] }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(bare.crew.find((h) => h.id === 'soldier')!.preHealed ?? []).toEqual([]);
    const kit = act(queueHits(landed(['soldier', 'navigator', 'medkit']), [{ source: 'clash', count: 1, humans: ['soldier', 'navigator'] }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(kit.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([2]);
  });

  test('a Medkit in hand when the meeting began still counts after it was put away; by Rover any Medkit counts', () => {
    const s = act(landed(['soldier', 'navigator', 'medkit']), { type: 'up', folder: 'used', unit: 'medkit' });
    const course = openCourse(s, 'mudGulper', false)!;
    const meeting = { ...s, surface: { ...s.surface!, encounter: { being: 'mudGulper', place: { row: 1, col: 1, layer: 'surface' as const }, surprised: false, companion: null, indicators: {}, course: { ...course, usedAtStart: ['medkit' as const] } } } };
    const hurt = act(queueHits(meeting, [{ source: 'clash', count: 1, humans: ['soldier', 'navigator'] }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(hurt.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([2]);
    const e = s.party.expedition;
    const riding = { ...s, mode: 'rover' as const, party: { ...s.party, expedition: { ...e, units: { ...e.units, rover: { count: 1, damaged: 0 } } } } };
    const r = act(queueHits(riding, [{ source: 'seismic', count: 1 }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(r.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([2]);
  });

  test('no Engineer and no Tools: the damage is not patched; a destroyed unit is not either', () => {
    const s = act(queueHits(landed(['soldier', 'transbot']), [{ source: 'clash', count: 2, units: ['transbot'], humans: ['soldier'] }]), { type: 'hit', folder: 'expedition', unit: 'transbot' });
    expect(s.surface!.patched).toEqual({});
    const withEng = queueHits(landed(['soldier', 'engineer', 'transbot']), [{ source: 'clash', count: 2, units: ['transbot'], humans: ['soldier', 'engineer'] }]);
    const f = (['expedition', 'carried'] as const).find((x) => (withEng.party[x].units.transbot?.count ?? 0) > 0)!;
    const damagedBefore = { ...withEng, party: { ...withEng.party, [f]: { ...withEng.party[f], units: { ...withEng.party[f].units, transbot: { count: 1, damaged: 1 } } } } };
    const destroyed = act({ ...damagedBefore, hitRule: { ...damagedBefore.hitRule!, spared: {} } }, { type: 'hit', folder: f, unit: 'transbot' });
    expect(destroyed.party[f].units.transbot?.count ?? 0).toBe(0);
    expect(destroyed.surface!.patched).toEqual({});
  });

  test('the factors read nothing where nothing was tended', () => {
    const g = newGame({ length: 10, seed: 1 });
    expect(preHealFactor(g, 'soldier')).toBe(0);
    expect(patchFactor(g, 'laser')).toBe(0);
  });
});

describe('R-DEV-70: a creature is counted in one folder that holds all its cages before it is split', () => {
  // the recorded state of the 20-month seed 14, away from the shuttle: 3 cages in the shuttle, 2
  // carried; the River Snapper and the Plains Flatback caught, 2 cages each. Here the Snapper is in
  // the shuttle's cages (as if brought there), the Flatback with the party.
  const loaded = deserialize(readFileSync(join(__dirname, '../fixtures/splitCages.json'), 'utf8'));
  if (!loaded.ok) throw new Error(loaded.code);
  const rec: GameState = { ...loaded.state, surface: { ...loaded.state.surface!, caged: loaded.state.surface!.caged.map((c) => (c.being === 'riverSnapper' ? { ...c, stowed: true } : c)) } };
  const withCages = (shuttle: number, carried: number, abandoned = 0): GameState => ({ ...rec, bay: { ...rec.bay, units: { ...rec.bay.units, cage: { count: shuttle, damaged: 0 } } }, party: { ...rec.party, carried: { ...rec.party.carried, units: { ...rec.party.carried.units, cage: { count: carried, damaged: 0 } } }, abandoned: { ...rec.party.abandoned, units: { cage: { count: abandoned, damaged: 0 } } } } });

  test('the Snapper in the shuttle\'s cages, the Flatback wholly in the carried ones', () => {
    expect(rec.surface!.caged.map((c) => c.being)).toEqual(['riverSnapper', 'plainsFlatback']);
    expect(atShuttle(rec)).toBe(false);
    expect(cagedIn(withCages(3, 2))).toEqual({ shuttle: ['riverSnapper'], carried: ['plainsFlatback'] });
    expect(splitCreature(withCages(3, 2))).toBeNull();
  });

  test('a carried cage and one put down in PORZUCONE: the Flatback is split; with a third carried cage it is whole, and PORZUCONE\'s cage is the empty one', () => {
    expect(cagedIn(withCages(2, 1, 1))).toEqual({ shuttle: ['riverSnapper'], carried: ['plainsFlatback'], abandoned: ['plainsFlatback'] });
    expect(splitCreature(withCages(2, 1, 1))).toBe('plainsFlatback');
    expect(cagedIn(withCages(2, 3, 1))).toEqual({ shuttle: ['riverSnapper'], carried: ['plainsFlatback'] });
    expect(splitCreature(withCages(2, 3, 1))).toBeNull();
  });

  test('on the shuttle\'s field every cage is at hand: four in the shuttle hold both; with 3 and 1 no folder holds the Flatback: split', () => {
    const area = areaById(rec.surface!.area)!;
    const there = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, at: { row: area.shuttle.row, col: area.shuttle.col, cave: false } } });
    expect(atShuttle(there(rec))).toBe(true);
    expect(cagedIn(there(withCages(4, 0)))).toEqual({ shuttle: ['riverSnapper', 'plainsFlatback'] });
    expect(cagedIn(there(withCages(3, 1)))).toEqual({ shuttle: ['riverSnapper', 'plainsFlatback'], carried: ['plainsFlatback'] });
    expect(splitCreature(there(withCages(3, 1)))).toBe('plainsFlatback');
    // away, the same cages: the Flatback has one carried cage of the two it needs
    expect(cagedIn(withCages(3, 1))).toEqual({ shuttle: ['riverSnapper'] });
  });

  test('R-MOVE-27: PORZUCONE lost with the Flatback\'s cages in it: the Flatback dies in them, the Snapper in the shuttle lives', () => {
    const left = withCages(2, 0, 2);
    expect(cagedIn(left)).toEqual({ shuttle: ['riverSnapper'], abandoned: ['plainsFlatback'] });
    const r = dropAbandoned(left);
    expect(r.state.surface!.caged.map((c) => c.being)).toEqual(['riverSnapper']);
    expect(r.notes).toEqual([{ key: 'note.abandonedLostUnits', params: { units: 2, resources: 0 } }, { key: 'note.cageAbandoned', params: { being: { being: 'plainsFlatback' } } }]);
    // nobody is left to go free afterwards
    expect(releaseUncaged(r.state).notes).toEqual([]);
    // with two carried cages holding it, those left behind were empty: nobody dies
    const kept = dropAbandoned(withCages(2, 2, 2));
    expect(kept.notes).toEqual([{ key: 'note.abandonedLostUnits', params: { units: 2, resources: 0 } }]);
    expect(kept.state.surface!.caged.map((c) => c.being)).toEqual(['riverSnapper', 'plainsFlatback']);
    // an artifact kept in a cage left behind is lost with it, not killed (R-DMG-18)
    const crystal: GameState = { ...withCages(2, 0, 1), surface: { ...rec.surface!, caged: [rec.surface!.caged[0]!, { being: 'livingCrystal', indicators: {}, weight: 1 }] } };
    expect(cagedIn(crystal)).toEqual({ shuttle: ['riverSnapper'], abandoned: ['livingCrystal'] });
    expect(dropAbandoned(crystal).notes.map((n) => n.key)).toEqual(['note.abandonedLostUnits']);
    // nothing in PORZUCONE's cages: the state is kept as it is; a creature short of cages (no shuttle cage left for the Snapper) is not counted there; no planet: nothing
    const none = withCages(2, 2, 0);
    expect(killAbandonedCaged(none)).toEqual({ state: none, killed: [] });
    expect(killAbandonedCaged(none).state).toBe(none);
    const short = withCages(0, 0, 2);
    expect(cagedIn(short)).toEqual({ abandoned: ['plainsFlatback'] });
    expect(killAbandonedCaged(short).killed).toEqual(['plainsFlatback']);
    const g = newGame({ length: 30, seed: 1 });
    expect(killAbandonedCaged(g)).toEqual({ state: g, killed: [] });
    expect(format('pl', { key: 'note.cageAbandoned', params: { being: { being: 'plainsFlatback' } } })).toBe('Porzucono klatkę: Płaszczak równinny ginie w niej.');
    expect(format('en', { key: 'note.cageAbandoned', params: { being: { being: 'plainsFlatback' } } })).toBe('A cage is left behind: Plains Flatback dies in it.');
  });

  test('on the shuttle\'s field a folder that holds all of a creature\'s cages comes before a split: the Flatback wholly in the carried cages, not the shuttle\'s last and one carried', () => {
    const area = areaById(rec.surface!.area)!;
    const there = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, at: { row: area.shuttle.row, col: area.shuttle.col, cave: false } } });
    expect(cagedIn(there(withCages(3, 2)))).toEqual({ shuttle: ['riverSnapper'], carried: ['plainsFlatback'] });
    expect(splitCreature(there(withCages(3, 2)))).toBeNull();
    // split over the shuttle's last cage and the carried one, a Mud Gulper caught after it has only PORZUCONE's cage left
    const three = there(withCages(3, 1, 1));
    const withGulper: GameState = { ...three, surface: { ...three.surface!, caged: [...three.surface!.caged, { being: 'mudGulper', indicators: {} }] } };
    expect(cagedIn(withGulper)).toEqual({ shuttle: ['riverSnapper', 'plainsFlatback'], carried: ['plainsFlatback'], abandoned: ['mudGulper'] });
    // a specimen that needs no cage (an artifact carried, R-ART-08) is in none
    const withTablet: GameState = { ...three, surface: { ...three.surface!, caged: [...three.surface!.caged, { being: 'starTablet', indicators: {}, weight: 3 }] } };
    expect(cagedIn(withTablet)).toEqual({ shuttle: ['riverSnapper', 'plainsFlatback'], carried: ['plainsFlatback'] });
  });

  test('the mark of a creature in the shuttle: never on one split between the shuttle and the party, never changed on an artifact', () => {
    const area = areaById(rec.surface!.area)!;
    const there = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, at: { row: area.shuttle.row, col: area.shuttle.col, cave: false } } });
    const split = releaseUncaged(there(withCages(3, 1)));
    expect(split.state.surface!.caged.map((c) => [c.being, !!c.stowed])).toEqual([['riverSnapper', true], ['plainsFlatback', false]]);
    expect(split.notes).toEqual([]);
    // a Living Crystal (an artifact kept in a cage) carried by the party, its cage counted in the shuttle: still carried
    const crystal: GameState = { ...there(withCages(5, 0)), surface: { ...there(withCages(5, 0)).surface!, caged: [...rec.surface!.caged, { being: 'livingCrystal', indicators: {}, weight: 1 }] } };
    expect(cagedIn(crystal).shuttle).toContain('livingCrystal');
    const kept = releaseUncaged(crystal);
    expect(kept.state.surface!.caged.find((c) => c.being === 'livingCrystal')!.stowed).toBeUndefined();
    // the Flatback, now wholly in the shuttle's cages, is carried into it; the crystal is not named
    expect(kept.notes).toEqual([{ key: 'note.cagedToShuttle', params: { being: { being: 'plainsFlatback' } } }]);
  });
});

describe('R-COMBAT-07 R-DEV-68 R-DMG-17: away from the shuttle the party catches only into cages it has with it', () => {
  const loaded = deserialize(readFileSync(join(__dirname, '../fixtures/splitCages.json'), 'utf8'));
  if (!loaded.ok) throw new Error(loaded.code);
  // as recorded (before this rule): both caught by the party away from the shuttle, into its 2 carried cages, while the shuttle held 3 free ones
  const rec = loaded.state;
  const area = areaById(rec.surface!.area)!;
  const there = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, at: { row: area.shuttle.row, col: area.shuttle.col, cave: false } } });
  const only = (s: GameState, ...beings: string[]): GameState => ({ ...s, surface: { ...s.surface!, caged: s.surface!.caged.filter((c) => beings.includes(c.being)) } });

  test('the shuttle\'s free cages lend the party no room: with the Snapper in its 2 cages it has none free for the Flatback', () => {
    const snapper = only(rec, 'riverSnapper');
    expect(workingCount([rec.bay], 'cage')).toBe(3);
    expect(cagedIn(snapper)).toEqual({ carried: ['riverSnapper'] });
    expect(freePartyCages(snapper)).toBe(0);
    expect(canCage(snapper, 'plainsFlatback')).toBe(false);
    // with nothing caged, its 2 cages are free: the Flatback (2) may be caught, and its need of 2 is what counts
    expect(freePartyCages(only(rec))).toBe(2);
    expect(canCage(only(rec), 'plainsFlatback')).toBe(true);
    // on the shuttle's field the shuttle's cages are at hand: the Snapper counts there, the party's 2 and the shuttle's third are free
    expect(cagedIn(there(snapper))).toEqual({ shuttle: ['riverSnapper'] });
    expect(freePartyCages(there(snapper))).toBe(3);
    expect(canCage(there(snapper), 'plainsFlatback')).toBe(true);
    // there a party with no cage of its own catches into the shuttle's free ones; PORZUCONE's put down do not count
    const empty: GameState = { ...there(snapper), party: { ...rec.party, carried: { ...rec.party.carried, units: {} }, abandoned: { ...rec.party.abandoned, units: { cage: { count: 4, damaged: 0 } } } } };
    expect(freePartyCages(empty)).toBe(1);
    expect(canCage(empty, 'mudGulper')).toBe(true);
    expect(canCage(empty, 'plainsFlatback')).toBe(false);
    // away, the same party has none
    expect(freePartyCages({ ...empty, surface: { ...empty.surface!, at: rec.surface!.at } })).toBe(0);
  });

  test('the party\'s side short of cages sets its last caught free, whatever the shuttle holds', () => {
    const r = releaseUncaged(rec);
    expect(r.state.surface!.caged.map((c) => c.being)).toEqual(['riverSnapper']);
    expect(r.notes).toEqual([{ key: 'note.cageLost', params: { being: { being: 'plainsFlatback' } } }]);
    // on the shuttle's field the 5 cages hold both: none goes free, and the text says which is carried into the shuttle
    expect(releaseUncaged(there(rec)).notes).toEqual([{ key: 'note.cagedToShuttle', params: { being: { being: 'riverSnapper' } } }]);
  });

  test('on the shuttle\'s field a creature wholly in the shuttle\'s cages is marked as in it, and stays there when the party leaves', () => {
    const r = releaseUncaged(there(rec));
    // the Snapper fills 2 of the shuttle's 3 cages; the Flatback's 2 cannot all be there: the party's
    expect(r.state.surface!.caged.map((c) => [c.being, !!c.stowed])).toEqual([['riverSnapper', true], ['plainsFlatback', false]]);
    // marked once: the next step on the field says nothing more
    expect(releaseUncaged(r.state).notes).toEqual([]);
    expect(releaseUncaged(r.state).state).toBe(r.state);
    const left: GameState = { ...r.state, surface: { ...r.state.surface!, at: rec.surface!.at } };
    expect(cagedIn(left)).toEqual({ shuttle: ['riverSnapper'], carried: ['plainsFlatback'] });
    expect(freePartyCages(left)).toBe(0);
    // the party takes its cages up into the shuttle there: both marked in it; away its hands are then empty
    const up: GameState = { ...there(rec), bay: { ...rec.bay, units: { ...rec.bay.units, cage: { count: 5, damaged: 0 } } }, party: { ...rec.party, carried: { ...rec.party.carried, units: {} } } };
    expect(releaseUncaged(up).state.surface!.caged.every((c) => c.stowed)).toBe(true);
    // and a creature marked in the shuttle whose cages were taken down with the party is the party's again
    const down: GameState = { ...there(rec), bay: { ...rec.bay, units: { ...rec.bay.units, cage: { count: 0, damaged: 0 } } }, party: { ...rec.party, carried: { ...rec.party.carried, units: { cage: { count: 5, damaged: 0 } } } } };
    const back = releaseUncaged({ ...down, surface: { ...down.surface!, caged: down.surface!.caged.map((c) => ({ ...c, stowed: true as const })) } });
    expect(back.state.surface!.caged.some((c) => c.stowed)).toBe(false);
    expect(back.notes).toEqual([]);
  });

  test('edges: no planet, no cage use; a plant\'s part needs no cage and is never carried into the shuttle; a cage in EKSPEDYCJA is the party\'s', () => {
    const g = newGame({ length: 30, seed: 1 });
    expect(cagedIn(g)).toEqual({});
    expect(releaseUncaged(g)).toEqual({ state: g, notes: [] });
    expect(cage(g, spec('mudGulper'))).toBe(g);
    const part: GameState = { ...there(rec), surface: { ...there(rec).surface!, caged: [{ being: 'singingChalice', indicators: {} }] } };
    expect(releaseUncaged(part)).toEqual({ state: part, notes: [] });
    expect(splitCreature(part)).toBeNull();
    expect(cagedIn(part)).toEqual({});
    // away, nothing caged: the 2 carried cages and one in EKSPEDYCJA are the party's 3
    const inExpedition: GameState = { ...only(rec), party: { ...rec.party, expedition: { ...rec.party.expedition, units: { ...rec.party.expedition.units, cage: { count: 1, damaged: 0 } } } } };
    expect(freePartyCages(inExpedition)).toBe(3);
  });

  test('the text names each species carried into the shuttle once, with how many when more than one', () => {
    const three: GameState = { ...there(rec), bay: { ...rec.bay, units: { ...rec.bay.units, cage: { count: 5, damaged: 0 } } }, surface: { ...there(rec).surface!, caged: ['driftBladder', 'mudGulper', 'driftBladder'].map((being) => ({ being, indicators: {} })) } };
    const r = releaseUncaged(three);
    expect(r.state.surface!.caged.every((c) => c.stowed)).toBe(true);
    expect(r.notes).toEqual([{ key: 'note.cagedToShuttleMany', params: { being: { being: 'driftBladder' }, count: 2 } }, { key: 'note.cagedToShuttle', params: { being: { being: 'mudGulper' } } }]);
    expect(r.notes.map((n) => format('pl', n))).toEqual(['W klatkach przeniesiono do PROMU: 2× Pęcherz lotny.', 'W klatce przeniesiono do PROMU: Mułołyk.']);
    expect(r.notes.map((n) => format('en', n))).toEqual(['Carried in their cages into the SHUTTLE: 2× Drift Bladder.', 'Carried in its cage into the SHUTTLE: Mud Gulper.']);
  });

  test('R-DMG-17: away, a creature whose carried cage is destroyed goes free though the shuttle has free cages; one in the shuttle does not', () => {
    const snapperStowed: GameState = { ...rec, surface: { ...rec.surface!, caged: rec.surface!.caged.map((c) => (c.being === 'riverSnapper' ? { ...c, stowed: true as const } : c)) } };
    // one of the Flatback's two carried cages destroyed (the shuttle still has 1 free)
    const hit: GameState = { ...snapperStowed, party: { ...rec.party, carried: { ...rec.party.carried, units: { cage: { count: 1, damaged: 0 } } } } };
    const r = releaseUncaged(hit);
    expect(r.state.surface!.caged.map((c) => c.being)).toEqual(['riverSnapper']);
    expect(r.notes).toEqual([{ key: 'note.cageLost', params: { being: { being: 'plainsFlatback' } } }]);
    // a shuttle cage fewer (2 left) still holds the Snapper
    expect(releaseUncaged({ ...snapperStowed, bay: { ...rec.bay, units: { ...rec.bay.units, cage: { count: 2, damaged: 0 } } } }).notes).toEqual([]);
    expect(releaseUncaged({ ...snapperStowed, bay: { ...rec.bay, units: { ...rec.bay.units, cage: { count: 1, damaged: 0 } } } }).notes).toEqual([{ key: 'note.cageLost', params: { being: { being: 'riverSnapper' } } }]);
  });
});
