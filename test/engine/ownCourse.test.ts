// Issue 13: plants, aliens and artifacts offer their own choices (R-STRAT-04..07, R-CRE-22..25,
// R-ART-01..02). Every outcome of every option of every such being is entered by its roll and its
// effects checked (hours, hits, VP, the thing taken along); outcomes that need a helper never happen
// without it; an alien's VP halve with each repeat of the same outcome (R-CRE-23); what is taken is
// delivered aboard at lift-off with its 'PZ za dostarczenie' (R-ART-02).
import { BEINGS, format, isGreyKind, isMessageKey, legalActions, menuItems, step, type GameState } from '../../src/engine';
import { recordMeeting } from '../../src/engine/rules/meetings';
import { OWN_COURSES } from '../../src/engine/data/content/ownCourses';
import type { OwnOutcome } from '../../src/engine/data/ownCourse';
import { openCourse } from '../../src/engine/rules/courseStart';
import { chooseOwn, eligibleOutcomes, ownOffers } from '../../src/engine/rules/ownCourse';
import { canCage, takesFind } from '../../src/engine/rules/cages';
import { determine } from '../../src/engine/rules/indicators';
import { Dice, seedRng } from '../../src/engine/rng';
import { act, landedOnArea } from '../support/voyage';
import type { UnitId } from '../../src/engine/data/units';

const EVERYONE: UnitId[] = ['commander', 'scientist', 'scout', 'soldier', 'neurodetector', 'laser'];

function meeting(being: string, units: readonly UnitId[] = EVERYONE): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(s, being, false) } } };
}

/** Dice: the outcome's roll first (a given value), then the hazards all fail, the VP halving succeeds. */
class Rolls extends Dice {
  private first = true;
  constructor(private readonly roll: number, private readonly rest = 1) {
    super(seedRng(3));
  }
  override int(from: number, to: number): number {
    if (to === 10_000_000) return to;
    if (to === 100) return from;
    if (this.first) {
      this.first = false;
      return this.roll;
    }
    return Math.min(to, Math.max(from, this.rest));
  }
}

const own = BEINGS.filter((b) => b.kind === 'plant' || b.kind === 'alien' || b.kind === 'artifact' || b.kind === 'object');

describe('the own courses (R-STRAT-04..07)', () => {
  test('every plant, alien, artifact and natural object has its own course of 2 or 3 choices, each with an outcome that needs no helper', () => {
    expect(OWN_COURSES.map((c) => c.being).sort()).toEqual(own.map((b) => b.id).sort());
    for (const c of OWN_COURSES) {
      expect([c.being, c.options.length >= 2 && c.options.length <= 3]).toEqual([c.being, true]);
      for (const o of c.options) {
        expect([c.being, o.id, o.outcomes.some((x) => !x.needs)]).toEqual([c.being, o.id, true]);
        for (const x of o.outcomes) {
          expect(x.weight).toBeGreaterThan(0);
          expect([`course.${c.being}.${o.id}.${x.id}`, isMessageKey(`course.${c.being}.${o.id}.${x.id}`)]).toEqual([`course.${c.being}.${o.id}.${x.id}`, true]);
        }
      }
    }
  });

  test.each(OWN_COURSES.map((c) => [c.being]))('R-STRAT-05..07 %s met: the menu offers its own choices, in both languages', (being) => {
    // with a free cage at hand (a find kept in a cage is taken only into one, R-ART-08)
    const s = meeting(being, [...EVERYONE, 'cage']);
    expect(s.surface!.encounter!.course!.stage).toBe('own');
    const items = menuItems(s).filter((m) => m.action?.type === 'ownOption');
    const options = OWN_COURSES.find((c) => c.being === being)!.options;
    expect(items.map((m) => (m.action as { option: string }).option)).toEqual(options.map((o) => o.id));
    // without one, a find that needs a cage is not offered for taking; any other course is the same
    const bare = menuItems(meeting(being)).filter((m) => m.action?.type === 'ownOption').map((m) => (m.action as { option: string }).option);
    const caged = BEINGS.find((b) => b.id === being)!.cages > 0;
    expect(bare).toEqual(options.filter((o) => !caged || !takesFind(o)).map((o) => o.id));
    if (caged) expect(bare).not.toContain('take');
    for (const m of items) for (const lang of ['pl', 'en'] as const) expect(format(lang, { key: m.label })).not.toMatch(/^course\./);
  });
});

describe('every outcome, entered by its roll', () => {
  const cases = OWN_COURSES.flatMap((c) => c.options.flatMap((o) => o.outcomes.map((x) => ({ being: c.being, option: o.id, outcome: x }))));
  test.each(cases)('$being $option → $outcome.id', ({ being, option, outcome }) => {
    const s = meeting(being);
    const pool = eligibleOutcomes(s, being, option);
    // the roll that lands on this outcome: the weights before it, plus one
    const at = pool.indexOf(outcome);
    expect(at).toBeGreaterThanOrEqual(0);
    const roll = pool.slice(0, at).reduce((n, x) => n + x.weight, 0) + 1;
    const out = chooseOwn(s, option, new Rolls(roll));
    expect(out.message.key).toBe(`course.${being}.${option}.${outcome.id}`);
    // R-STRAT-06: an artifact's (or a natural object's, R-ART-09) study leaves the meeting open for its other choices; every other choice ends it
    const goesOn = OWN_COURSES.find((c) => c.being === being)!.options.find((o) => o.id === option)!.continues === true;
    expect([option, goesOn]).toEqual([option, isGreyKind(BEINGS.find((b) => b.id === being)!.kind) && option === 'study']);
    if (goesOn) expect(out.surface!.encounter!.course).toMatchObject({ stage: 'own', done: ['study'] });
    else expect(out.surface!.encounter!.course).toBeNull();
    const hours = outcome.effects.reduce((n, e) => n + (e.kind === 'hours' ? e.hours : 0), 0);
    expect(out.surface!.hours).toBe(s.surface!.hours + hours);
    const hits = outcome.effects.reduce((n, e) => n + (e.kind === 'hits' ? e.count : 0), 0);
    expect(out.hitsToAssign).toBe(hits > 0 ? hits : 0);
    if (hits > 0) expect(out.hitRule?.source).toBe('being');
    const vp = outcome.effects.reduce((n, e) => n + (e.kind === 'vp' ? e.amount : 0), 0);
    expect((out.vpLog ?? []).filter((c) => c.reason === 'encounter' || c.reason === 'discovery').reduce((n, c) => n + c.amount, 0)).toBe(vp);
    expect(out.surface!.caged.map((c) => c.being)).toEqual(outcome.effects.some((e) => e.kind === 'sample') ? [being] : []);
  });

  test('R-CREW-19 (ours) the Scout helps in rare meetings: he tracks the city exile to its hideout (4 VP) and finds a safe ledge to take the ringing geode', () => {
    const withScout = meeting('cityExile', ['soldier', 'scout']);
    const hideout = eligibleOutcomes(withScout, 'cityExile', 'observe').find((x) => x.id === 'hideout')!;
    expect(hideout.effects).toEqual([{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 4, halving: true }]);
    expect(eligibleOutcomes(meeting('cityExile', ['soldier', 'scientist']), 'cityExile', 'observe')).not.toContain(hideout);
    const ill = { ...withScout, crew: withScout.crew.map((h) => (h.id === 'scout' ? { ...h, ill: true } : h)) };
    expect(eligibleOutcomes(ill, 'cityExile', 'observe')).not.toContain(hideout);
    const geode = meeting('ringingGeode', ['soldier', 'scout']);
    const ledge = eligibleOutcomes(geode, 'ringingGeode', 'take').find((x) => x.id === 'safeLedge')!;
    const pool = eligibleOutcomes(geode, 'ringingGeode', 'take');
    const out = chooseOwn(geode, 'take', new Rolls(pool.slice(0, pool.indexOf(ledge)).reduce((n, o: OwnOutcome) => n + o.weight, 0) + 1));
    expect(out.message.key).toBe('course.ringingGeode.take.safeLedge');
    expect(out.surface!.caged.map((c) => c.being)).toEqual(['ringingGeode']);
    expect(out.hitsToAssign).toBe(0);
  });

  test('R-DMG-08 (ours) the Dome Choir\'s roar damages a brain 1 time in 4: a human of the party drawn, told in a note, 2 VP lost', () => {
    const s = { ...meeting('domeChoir', ['soldier', 'doctor']), vpLog: [] };
    const pool = eligibleOutcomes(s, 'domeChoir', 'talk');
    expect(pool.map((x) => x.id)).toEqual(['questions', 'roar']);
    expect(pool[1]!.effects).toContainEqual({ kind: 'impair', odds: [1, 4] });
    // the roar (roll 4 of 3 + 1); then every later draw is 1: the 1-in-4 succeeds, the second human (index 1) is drawn
    const hurt = chooseOwn(s, 'talk', new Rolls(4, 1));
    const victim = s.party.expedition.crew[1]!.id;
    expect(hurt.crew.find((h) => h.id === victim)!.impaired).toBe(1);
    expect(hurt.crew.filter((h) => h.impaired).length).toBe(1);
    expect(hurt.message.notes).toContainEqual({ key: 'note.brainDamage', params: { unit: { unit: victim } } });
    expect((hurt.vpLog ?? []).filter((c) => c.reason === 'impairment')).toEqual([{ amount: -2, reason: 'impairment' }]);
    // a later draw of 2 fails the 1 in 4
    const spared = chooseOwn(s, 'talk', new Rolls(4, 2));
    expect(spared.crew.some((h) => h.impaired)).toBe(false);
    expect(spared.message.notes ?? []).not.toContainEqual(expect.objectContaining({ key: 'note.brainDamage' }));
  });

  test('R-DMG-08 (ours) brain damage kills a human already at the lowered limit: told, charged, and he leaves his folder (EKSPEDYCJA or NIESIONE)', () => {
    const base = { ...meeting('domeChoir', ['soldier', 'doctor']), vpLog: [] };
    const s = { ...base, crew: base.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 5 } : h)) };
    expect(s.party.expedition.crew.map((x) => x.id)).toEqual(['soldier', 'doctor']);
    const out = chooseOwn(s, 'talk', new Rolls(4, 1));
    expect(out.crew.find((h) => h.id === 'doctor')).toMatchObject({ alive: false, impaired: 1 });
    expect(out.message.notes).toContainEqual({ key: 'note.brainDamageKills', params: { unit: { unit: 'doctor' } } });
    expect(out.party.expedition.crew.map((x) => x.id)).toEqual(['soldier']);
    expect((out.vpLog ?? []).filter((c) => c.reason === 'impairment' || c.reason === 'death')).toEqual([{ amount: -2, reason: 'impairment' }, { amount: -10, reason: 'death' }]);
    const doc = s.party.expedition.crew[1]!;
    const carried = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [s.party.expedition.crew[0]!] }, carried: { ...s.party.carried, crew: [doc] } } };
    const out2 = chooseOwn(carried, 'talk', new Rolls(4, 1));
    expect(out2.crew.find((h) => h.id === 'doctor')!.alive).toBe(false);
    expect(out2.party.carried.crew).toEqual([]);
    expect(out2.party.expedition.crew.map((x) => x.id)).toEqual(['soldier']);
    // the first of the party drawn (a draw of 0): the Soldier, who lives
    const first = chooseOwn(s, 'talk', new Rolls(4, 0));
    expect(first.crew.find((h) => h.id === 'soldier')!.impaired).toBe(1);
    expect(first.crew.find((h) => h.id === 'doctor')!.impaired ?? 0).toBe(0);
  });

  test('an outcome that needs a helper never happens without it', () => {
    const needing = OWN_COURSES.flatMap((c) => c.options.flatMap((o) => o.outcomes.filter((x) => x.needs).map((x) => ({ being: c.being, option: o.id, x }))));
    expect(needing.length).toBeGreaterThan(0);
    for (const { being, option, x } of needing) {
      const bare = meeting(being, ['soldier']);
      expect(eligibleOutcomes(bare, being, option)).not.toContain(x);
      expect(eligibleOutcomes(meeting(being), being, option)).toContain(x);
    }
  });
});

describe('VP of the own courses', () => {
  const halvingVp = OWN_COURSES.flatMap((c) => c.options.flatMap((o) => o.outcomes.filter((x) => x.effects.some((e) => e.kind === 'vp' && e.halving)).map((x) => ({ being: c.being, option: o.id, x }))));

  test('R-CRE-23 the same outcome again gives its VP with half the chance: the second time 1 in 2', () => {
    expect(halvingVp.length).toBeGreaterThan(0);
    const { being, option, x } = halvingVp[0]!;
    const vp = x.effects.reduce((n, e) => n + (e.kind === 'vp' ? e.amount : 0), 0);
    const s = meeting(being);
    const pool = eligibleOutcomes(s, being, option);
    const roll = pool.slice(0, pool.indexOf(x)).reduce((n, o: OwnOutcome) => n + o.weight, 0) + 1;
    const once = chooseOwn(s, option, new Rolls(roll));
    const again = (rest: number) => {
      const s2 = { ...once, vpLog: [], surface: { ...once.surface!, caged: [], encounter: { ...once.surface!.encounter!, course: openCourse(once, being, false) } } };
      return (chooseOwn(s2, option, new Rolls(roll, rest)).vpLog ?? []).filter((c) => c.reason === 'encounter' || c.reason === 'discovery').reduce((n, c) => n + c.amount, 0);
    };
    expect(again(1)).toBe(vp);
    expect(again(2)).toBe(0);
  });

  test('R-SCORE-20 (ours) a meeting with an intelligent alien pays many VP: the Commander\'s talks 5 or 6 the first time, then with half the chance', () => {
    const aliens = BEINGS.filter((b) => b.kind === 'alien');
    const paid: number[] = [];
    for (const a of aliens) {
      const s = { ...meeting(a.id), vpLog: [] };
      const pool = eligibleOutcomes(s, a.id, 'talk');
      const best = pool.find((x) => x.needs === 'commander')!;
      const roll = pool.slice(0, pool.indexOf(best)).reduce((n, o: OwnOutcome) => n + o.weight, 0) + 1;
      const once = chooseOwn(s, 'talk', new Rolls(roll));
      const gained = (once.vpLog ?? []).filter((c) => c.reason === 'encounter' || c.reason === 'discovery').reduce((n, c) => n + c.amount, 0);
      paid.push(gained);
      const again = (rest: number) => {
        const s2 = { ...once, vpLog: [], surface: { ...once.surface!, encounter: { ...once.surface!.encounter!, course: openCourse(once, a.id, false) } } };
        return chooseOwn(s2, 'talk', new Rolls(roll, rest)).vpLog!.filter((c) => c.reason === 'encounter' || c.reason === 'discovery').reduce((n, c) => n + c.amount, 0);
      };
      expect([a.id, again(1), again(2)]).toEqual([a.id, gained, 0]);
    }
    expect(paid).toEqual([6, 5, 6, 6, 6]);
  });

  test('R-ENC-15 R-SCORE-09 the first time an alien\'s or an artifact\'s variant happens its VP are a discovery (poznanie); again, or a plant\'s, a meeting\'s', () => {
    const reasons = (being: string, option: string, id: string) => {
      const s = { ...meeting(being), vpLog: [] };
      const pool = eligibleOutcomes(s, being, option);
      const x = pool.find((o) => o.id === id)!;
      const roll = pool.slice(0, pool.indexOf(x)).reduce((n, o: OwnOutcome) => n + o.weight, 0) + 1;
      const once = chooseOwn(s, option, new Rolls(roll));
      const s2 = { ...once, vpLog: [], surface: { ...once.surface!, caged: [], encounter: { ...once.surface!.encounter!, course: openCourse(once, being, false) } } };
      const again = chooseOwn(s2, option, new Rolls(roll, 1));
      return [(once.vpLog ?? []).map((c) => c.reason), (again.vpLog ?? []).map((c) => c.reason)];
    };
    expect(reasons('towerFolk', 'talk', 'descent')).toEqual([['discovery'], ['encounter']]);
    expect(reasons('ringingGeode', 'study', 'resonance')).toEqual([['encounter'], ['encounter']]);
    expect(reasons('singingChalice', 'study', 'duet')).toEqual([['encounter'], ['encounter']]);
    const tablet = OWN_COURSES.find((c) => c.being === 'starTablet')!.options.find((o) => o.id === 'study')!.outcomes.find((x) => x.effects.some((e) => e.kind === 'vp') && !x.needs)!;
    expect(reasons('starTablet', 'study', tablet.id)[0]).toEqual(['discovery']);
  });

  test('R-ART-02 R-CRE-17 an artifact taken along is delivered aboard at lift-off with its delivery VP', () => {
    const taking = OWN_COURSES.flatMap((c) => c.options.flatMap((o) => o.outcomes.filter((x) => x.effects.some((e) => e.kind === 'sample') && !x.needs).map((x) => ({ being: c.being, option: o.id, x }))));
    const art = taking.find((t) => BEINGS.find((b) => b.id === t.being)!.kind === 'artifact' && BEINGS.find((b) => b.id === t.being)!.cages === 0)!;
    expect(art).toBeDefined();
    const s = meeting(art.being);
    const pool = eligibleOutcomes(s, art.being, art.option);
    const roll = pool.slice(0, pool.indexOf(art.x)).reduce((n, o) => n + o.weight, 0) + 1;
    let out = chooseOwn(s, art.option, new Rolls(roll));
    // R-ART-04: the find gets its weight, and the party that can carry it is told it does
    const weight = out.surface!.caged[0]!.weight!;
    expect(weight).toBeGreaterThan(0);
    expect(out.message.notes).toContainEqual({ key: 'note.artifactWeight', params: { weight } });
    for (let i = 0; i < 12 && out.hitsToAssign > 0; i++) out = act(out, { type: 'hit', folder: 'carried', unit: 'resources' });
    const home = act({ ...out, vpLog: [] }, { type: 'liftOff' });
    expect(home.aboard.map((a) => a.being)).toEqual([art.being]);
    const deliveryVp = BEINGS.find((b) => b.id === art.being)!.deliveryVp;
    expect(home.message.notes).toContainEqual({ key: 'vp.delivery', params: { amount: `+${1 + deliveryVp}` } });
  });
});

describe('plants, aliens and the other beings met by their own course (R-CONTENT-23, R-CONTENT-24, R-STRAT-07, R-CRE-25)', () => {
  const vpOf = (x: OwnOutcome) => x.effects.reduce((n, e) => n + (e.kind === 'vp' ? e.amount : 0), 0);
  /** Neither the strategies nor a capture is ever on offer. */
  const noClassicChoice = (s: GameState) => legalActions(s).filter((a) => a.type === 'strategy' || a.type === 'clashMode');

  test('R-CONTENT-23 R-CRE-22 the 3 complex plants: no modifiers, no cage; the player chooses whether to study; a part can be picked; a Holaparat photographs one left; the thinking flower pays the Neurodetektor', () => {
    const plants = BEINGS.filter((b) => b.kind === 'plant');
    expect(plants.length).toBe(3);
    for (const p of plants) {
      expect([p.id, p.modifiers, p.cages]).toEqual([p.id, null, 0]);
      const s = meeting(p.id);
      expect([p.id, ownOffers(s)[0], ownOffers(s).at(-1)]).toEqual([p.id, 'study', 'leave']);
      expect(noClassicChoice(s)).toEqual([]);
    }
    // picked: a part of the Singing Chalice goes along (its first 'pick' outcome)
    const picked = chooseOwn(meeting('singingChalice'), 'pick', new Rolls(1));
    expect(picked.message.key).toBe('course.singingChalice.pick.picked');
    expect(picked.surface!.caged).toEqual([{ being: 'singingChalice', indicators: {} }]);
    // a picked part weighs nothing and says no weight; taken along, it is no photograph even with a Holaparat
    expect(picked.message.notes ?? []).toEqual([]);
    const pickedWithCamera = chooseOwn(meeting('singingChalice', [...EVERYONE, 'holocamera']), 'pick', new Rolls(1));
    expect(pickedWithCamera.message.key).toBe('course.singingChalice.pick.picked');
    expect(pickedWithCamera.message.notes ?? []).toEqual([]);
    // left where it grows, it is photographed: the first photo pays
    const growing = meeting('singingChalice', [...EVERYONE, 'holocamera']);
    const left = chooseOwn(growing, 'leave', new Rolls(1));
    expect(left.message.notes).toContainEqual({ key: 'note.photoVp', params: { being: { being: 'singingChalice' } } });
    expect(left.vp - growing.vp).toBe(1);
    // the intelligent flower: only with the Neurodetektor can its thoughts be read, for 2 VP
    const thoughts = eligibleOutcomes(meeting('thinkingMeadow'), 'thinkingMeadow', 'study').find((x) => x.needs === 'neurodetector')!;
    expect(vpOf(thoughts)).toBe(2);
    expect(eligibleOutcomes(meeting('thinkingMeadow', ['soldier']), 'thinkingMeadow', 'study')).not.toContain(thoughts);
  });

  test('R-CONTENT-24 R-STRAT-07 R-CRE-23 the 5 intelligent aliens: never caged, by alien buildings and cities; their own non-standard choices (talk, observe, leave), each with variants of its own species; the Commander gives the most in talks, the Scientist and the Neurodetektor help; their VP halve with repeats', () => {
    const aliens = BEINGS.filter((b) => b.kind === 'alien');
    expect(aliens.length).toBe(5);
    const variants = new Set<string>();
    for (const a of aliens) {
      expect([a.id, a.cages, a.habitat >= 44 && a.habitat <= 53]).toEqual([a.id, 0, true]);
      const s = meeting(a.id);
      expect([a.id, ownOffers(s)]).toEqual([a.id, ['talk', 'observe', 'leave']]);
      expect(noClassicChoice(s)).toEqual([]);
      const course = OWN_COURSES.find((c) => c.being === a.id)!;
      const outcomes = course.options.flatMap((o) => o.outcomes);
      const talk = course.options.find((o) => o.id === 'talk')!.outcomes;
      const commander = talk.find((x) => x.needs === 'commander')!;
      expect([a.id, vpOf(commander)]).toEqual([a.id, Math.max(...talk.map(vpOf))]);
      expect([a.id, outcomes.some((x) => x.needs === 'scientist'), outcomes.some((x) => x.needs === 'neurodetector')]).toEqual([a.id, true, true]);
      for (const x of outcomes) for (const e of x.effects) if (e.kind === 'vp') expect([a.id, x.id, e.halving]).toEqual([a.id, x.id, true]);
      variants.add(talk.map((x) => x.id).join());
    }
    expect(variants.size).toBe(5);
  });

  test('R-CRE-25 beings other than classic creatures: no indicators (an alien\'s pro-forma modifiers are never drawn), never captured; a Holaparat photo of one left pays the first time, then with half the chance; R-SCORE-19 an alien\'s photo pays 2 VP', () => {
    for (const b of own) {
      expect([b.id, b.kind === 'alien' || b.modifiers === null]).toEqual([b.id, true]);
      const s = meeting(b.id, [...EVERYONE, 'cage', 'cage', 'cage']);
      expect([b.id, canCage(s, b.id)]).toEqual([b.id, false]);
      expect(noClassicChoice(s)).toEqual([]);
      if (b.modifiers === null) expect(determine(s, b.id, {}, 'combat', false, new Dice(seedRng(1)))).toMatchObject({ value: 0, vp: 0 });
    }
    // the Threshold Warden has pro-forma modifiers: talking with it determines none of its indicators
    const warden = chooseOwn(meeting('thresholdWarden'), 'talk', new Rolls(1));
    expect(warden.log.find((e) => e.being === 'thresholdWarden')!.known).toEqual({});
    // photos of an alien left: the first pays, the second only on 1 in 2
    const met = meeting('towerFolk', [...EVERYONE, 'holocamera']);
    const once = chooseOwn(met, 'leave', new Rolls(1));
    expect(once.message.notes).toContainEqual({ key: 'note.photoVp', params: { being: { being: 'towerFolk' } } });
    // R-SCORE-19: an intelligent alien's photo pays 2 VP (a plant's 1, above)
    expect(once.vp - met.vp).toBe(2);
    const again = (rest: number) => {
      const s2 = { ...once, surface: { ...once.surface!, encounter: { ...once.surface!.encounter!, course: openCourse(once, 'towerFolk', false) } } };
      return chooseOwn(s2, 'leave', new Rolls(1, rest)).message.notes ?? [];
    };
    expect(again(1)).toContainEqual({ key: 'note.photoVp', params: { being: { being: 'towerFolk' } } });
    expect(again(2)).toContainEqual({ key: 'note.photo', params: { being: { being: 'towerFolk' } } });
  });
});

describe('R-STRAT-07 (ours) some aliens decide by themselves what happens', () => {
  const place = { row: 1, col: 1, layer: 'surface' } as const;
  const met = (being: string, seed: number) => recordMeeting(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', EVERYONE, 8), { being }, place, new Dice(seedRng(seed)));
  const decidedShare = (being: string, n: number) => {
    let k = 0;
    for (let seed = 1; seed <= n; seed++) if (met(being, seed).state.surface!.encounter!.course!.decided) k++;
    return k / n;
  };

  test('R-STRAT-07 the Threshold Warden decides 1 meeting in 4, the Tower Folk 1 in 3, no other being ever (6,000 meetings each, tolerance 0.03)', () => {
    expect(OWN_COURSES.filter((c) => c.initiative).map((c) => [c.being, c.initiative!.odds])).toEqual([
      ['thresholdWarden', [1, 4]],
      ['towerFolk', [1, 3]],
    ]);
    expect(Math.abs(decidedShare('thresholdWarden', 6000) - 1 / 4)).toBeLessThan(0.03);
    expect(Math.abs(decidedShare('towerFolk', 6000) - 1 / 3)).toBeLessThan(0.03);
    for (const being of ['starMerchant', 'domeChoir', 'cityExile', 'singingChalice', 'memorySphere']) expect([being, decidedShare(being, 300)]).toEqual([being, 0]);
  });

  test('R-STRAT-07 when they decide, the player has no choice: only "await" is offered (named in both languages), a note says so, and a talk is refused', () => {
    let seed = 1;
    while (!met('towerFolk', seed).state.surface!.encounter!.course!.decided) seed++;
    const r = met('towerFolk', seed);
    expect(r.notes).toContainEqual({ key: 'note.aliensDecide', params: { being: { being: 'towerFolk' } } });
    expect(ownOffers(r.state)).toEqual(['await']);
    expect(legalActions(r.state).filter((a) => a.type === 'ownOption')).toEqual([{ type: 'ownOption', option: 'await' }]);
    expect(format('pl', { key: 'course.towerFolk.await' })).toBe('czekaj na decyzję ludu wież');
    expect(format('en', { key: 'course.towerFolk.await' })).toBe("wait for the Tower Folk's decision");
    expect(format('pl', r.notes.find((n) => n.key === 'note.aliensDecide')!)).toBe('Lud wież — tym razem decyzja należy do gospodarzy, nie do was.');
    expect(step(r.state, { type: 'ownOption', option: 'talk' }).refused).toBeTruthy();
    // a meeting where they leave it to the player: the usual three choices, no note
    let free = 1;
    while (met('towerFolk', free).state.surface!.encounter!.course!.decided) free++;
    expect(ownOffers(met('towerFolk', free).state)).toEqual(['talk', 'observe', 'leave']);
    expect(met('towerFolk', free).notes.map((n) => n.key)).not.toContain('note.aliensDecide');
  });

  const decisions = OWN_COURSES.filter((c) => c.initiative).flatMap((c) => c.initiative!.outcomes.map((x) => ({ being: c.being, outcome: x })));
  test.each(decisions)('R-STRAT-07 $being decides → $outcome.id: its hours, hits and VP, no diversity bonus, the meeting ends, texts in both languages', ({ being, outcome }) => {
    const base = meeting(being);
    const s = { ...base, vpLog: [], surface: { ...base.surface!, encounter: { ...base.surface!.encounter!, course: { ...base.surface!.encounter!.course!, decided: true as const } } } };
    const pool = eligibleOutcomes(s, being, 'await');
    const roll = pool.slice(0, pool.indexOf(outcome)).reduce((n, x) => n + x.weight, 0) + 1;
    const out = chooseOwn(s, 'await', new Rolls(roll));
    expect(out.message.key).toBe(`course.${being}.await.${outcome.id}`);
    for (const lang of ['pl', 'en'] as const) expect(format(lang, { key: out.message.key })).not.toMatch(/^course\./);
    expect(out.surface!.encounter!.course).toBeNull();
    expect(out.surface!.hours - s.surface!.hours).toBe(outcome.effects.reduce((n, e) => n + (e.kind === 'hours' ? e.hours : 0), 0));
    const hits = outcome.effects.reduce((n, e) => n + (e.kind === 'hits' ? e.count : 0), 0);
    expect(out.hitsToAssign).toBe(hits);
    const vp = outcome.effects.reduce((n, e) => n + (e.kind === 'vp' ? e.amount : 0), 0);
    expect((out.vpLog ?? []).filter((c) => c.reason === 'encounter' || c.reason === 'discovery').reduce((n, c) => n + c.amount, 0)).toBe(vp);
    expect((out.vpLog ?? []).filter((c) => c.reason === 'diversity')).toEqual([]);
  });

  test('R-STRAT-07 the decisions, by hand from the content: the Tower Folk lift the party up (3 h, 4 VP), watch (1 h) or throw stones (1 h, 1 hit); the Warden escorts (2 h, 3 VP), turns back (1 h) or rebukes (1 h, 2 hits)', () => {
    const effects = (being: string) => OWN_COURSES.find((c) => c.being === being)!.initiative!.outcomes.map((x) => [x.id, x.weight, x.effects]);
    expect(effects('towerFolk')).toEqual([
      ['lift', 3, [{ kind: 'hours', hours: 3 }, { kind: 'vp', amount: 4, halving: true }]],
      ['watched', 2, [{ kind: 'hours', hours: 1 }]],
      ['stones', 1, [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 1 }]],
    ]);
    expect(effects('thresholdWarden')).toEqual([
      ['escort', 3, [{ kind: 'hours', hours: 2 }, { kind: 'vp', amount: 3, halving: true }]],
      ['turnedBack', 2, [{ kind: 'hours', hours: 1 }]],
      ['rebuke', 1, [{ kind: 'hours', hours: 1 }, { kind: 'hits', count: 2 }]],
    ]);
  });
});

describe("the advisor at an own course's choice", () => {
  test('R-STRAT-07 the option with the best expected worth, worked out by hand from the content (an hour −1/12 PZ, a hit −1.2, a sample +3, an option that goes on +0.1)', () => {
    const { advise } = require('../../src/engine/bot/heuristic') as typeof import('../../src/engine/bot/heuristic');
    const advised = (being: string) => {
      const a = advise(meeting(being, [...EVERYONE, 'cage']))!.action;
      return a.type === 'ownOption' ? a.option : a.type;
    };
    // the Singing Chalice: study (3 duet 2 h +1, 2 silence 1 h, 1 shriek 1 h and a hit, 2 harmony 2 h +2) = 4.72/8 = 0.59;
    // pick (4 picked 1 h and a sample, 2 wilts 1 h, 1 wail a hit) = 10.3/7 = 1.47; leave 0: the second option
    expect(advised('singingChalice')).toBe('pick');
    // the Star Tablet: study (3 sky map 2 h +2, 2 worn 1 h, 2 home star 3 h +3) = 10.83/7 + 0.1 = 1.65;
    // take (3 hauled 3 h and a sample, 2 too heavy 2 h, 1 crushed 1 h and 2 hits) = 5.43/6 = 0.91: the first
    expect(advised('starTablet')).toBe('study');
    // the Threshold Warden: talk = 39/11 = 3.55 against observe 9.55/8 = 1.19 and leave 0
    expect(advised('thresholdWarden')).toBe('talk');
  });

  test.each(OWN_COURSES.map((c) => [c.being]))('%s met: it advises one of the options on offer, by its own reason', (being) => {
    const { advise } = require('../../src/engine/bot/heuristic') as typeof import('../../src/engine/bot/heuristic');
    const s = meeting(being, [...EVERYONE, 'cage']);
    const offered = menuItems(s).flatMap((m) => (m.action?.type === 'ownOption' ? [m.action.option] : []));
    const advice = advise(s)!;
    expect(advice.action.type).toBe('ownOption');
    expect(offered).toContain((advice.action as { option: string }).option);
    expect(advice.reason).toEqual({ key: 'bot.own', params: { option: { text: `course.${being}.${(advice.action as { option: string }).option}` } } });
  });
});
