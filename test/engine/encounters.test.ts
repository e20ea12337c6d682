// Issue 12: the bestiary and when the expedition meets it (R-CONTENT-16..25, R-CRE-01, R-ART-03..05,
// R-ENC-01..19, R-MOVE-08, R-MOVE-11..16). The manual's numbers are literals here: 2.7% a being
// a research, the doubling distances 8.5/6/4.5/3.5/1.7 fields, surprise 100/67/50/17%.
// The statistical checks (draws of the game's own source) are in encounterStats.test.ts.
import '../../src/engine/text/english';
import { parseField, BEINGS, PLANET_FIELDS, beingChance, gameEncounters, beingById, distanceFactor, format, hourChances, isMessageKey, siteAt, step, surpriseChance, t, walkingDistance, type Action, type GameState } from '../../src/engine';
import { hourShare, layerView } from '../../src/engine/rules/encounterChance';
import { ScriptDice } from '../support/scriptDice';
import { freeByMarch, recordMeeting } from '../../src/engine/rules/meetings';
import type { Activity, EncounterSource } from '../../src/engine/rules/encounterSeam';
import { Dice, seedRng } from '../../src/engine/rng';
import { act, flyTo, landedOnArea, orbitOver } from '../support/voyage';
import { OWN_COURSES } from '../../src/engine/data/content/ownCourses';

const count = (kind: string) => BEINGS.filter((b) => b.kind === kind).length;
const near = (measured: number, p: number, n: number) => expect(Math.abs(measured - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));

/** Mefisto in its first set (Earth gravity, acid air, 0% liquid) on the Ash Plain (desert, no vegetation), the Scout and the Soldier down, nothing researched. */
function ashPlain(units: Parameters<typeof landedOnArea>[3] = ['scout', 'soldier']): GameState {
  const s = landedOnArea('mefisto', 0, 'mefisto.ashPlain', units, 8);
  return { ...s, surface: { ...s.surface!, researched: [] } };
}
const LANDING = { row: 4, col: 4, layer: 'surface' } as const;
const at = (s: GameState, row: number, col: number, cave = false): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave } } });
const withoutScout = (s: GameState): GameState => ({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'scout') } } });
const chanceOf = (s: GameState, id: string, p: { row: number; col: number; layer: 'surface' | 'underwater' | 'cave' }, activity: Activity) => {
  const b = beingById(id)!;
  const site = siteAt(s, p, activity !== 'research')!;
  return beingChance(s, b, p, activity, site);
};

describe('the bestiary (R-CONTENT-16..25, R-CRE-01, R-ART-03..05, R-HAB-00)', () => {
  test('R-CRE-01 R-CONTENT-16 41 species of classic creatures, exactly 2 of them uncatchable; 3 plants; 5 aliens; 5 artifacts', () => {
    expect(count('creature') + count('uncatchable')).toBe(41);
    expect(count('uncatchable')).toBe(2);
    expect(count('plant')).toBe(3);
    expect(count('alien')).toBe(5);
    expect(count('artifact')).toBe(5);
    expect(new Set(BEINGS.map((b) => b.id)).size).toBe(BEINGS.length);
  });

  test('R-HAB-00 R-CONTENT-18 every habitat line (the manual\'s 53 in order, and our 54..56) is the habitat of exactly one being', () => {
    expect(BEINGS.map((b) => b.habitat)).toEqual(Array.from({ length: 56 }, (_, i) => i + 1));
    // the ten alien-structure lines 44–53 hold the 5 aliens and the 5 artifacts
    expect(BEINGS.filter((b) => b.habitat >= 44 && b.habitat <= 53).every((b) => b.kind === 'alien' || b.kind === 'artifact')).toBe(true);
  });

  test('R-ART-03 R-CONTENT-25 Broń Obcych is one of the artifacts, weight 1; artifacts weigh 1–3 or nothing (R-ART-04)', () => {
    const w = beingById('alienWeapon')!;
    expect(w.kind).toBe('artifact');
    expect(w.weights).toEqual([1]);
    expect(t('pl', 'being.alienWeapon.name')).toBe('Broń Obcych');
    for (const b of BEINGS) {
      // R-ART-09: the grey natural objects get a weight as artifacts do
      if (b.kind === 'artifact' || b.kind === 'object') expect(b.weights.length > 0 && b.weights.every((x) => [0, 1, 2, 3].includes(x))).toBe(true);
      else expect(b.weights).toEqual([]);
    }
    // R-ART-08: a few artifacts are kept in a cage
    expect(BEINGS.filter((b) => b.kind === 'artifact' && b.cages > 0).length).toBeGreaterThan(0);
  });

  test('R-CRE-08 R-CRE-11 R-CONTENT-17 creatures carry four modifiers in −3..+3 or the word zero; plants and artifacts none; the uncatchable need no cage', () => {
    const allowed = [-3, -2, -1, 0, 1, 2, 3, 'zero'];
    for (const b of BEINGS) {
      if (b.kind === 'creature' || b.kind === 'uncatchable') {
        expect(b.modifiers).not.toBeNull();
        for (const v of Object.values(b.modifiers!)) expect(allowed).toContain(v);
        expect(b.cages).toBe(b.kind === 'creature' ? Math.max(1, b.cages) : 0);
      }
      if (b.kind === 'plant' || b.kind === 'artifact' || b.kind === 'object') expect(b.modifiers).toBeNull();
      if (b.kind === 'alien' || b.kind === 'plant' || b.kind === 'uncatchable') expect(b.cages).toBe(0);
    }
    expect(BEINGS.some((b) => b.modifiers && Object.values(b.modifiers).includes('zero'))).toBe(true);
    // R-DEV-67: some need more than one cage
    expect(BEINGS.some((b) => b.cages > 1)).toBe(true);
  });

  test('R-ENC-19 R-CONTENT-19 the desert ambusher of R-HAB-05 attacks by surprise, ×4 on marches without the Scout, and persists on researched fields', () => {
    const lurker = BEINGS.find((b) => b.habitat === 5)!;
    expect(lurker.surprise).not.toBe('none');
    expect(lurker.marchBoost).toBe(4);
    expect(lurker.persists).toBe(true);
    // R-ENC-16: some creatures (the uncatchable among them) attack by surprise
    expect(BEINGS.some((b) => b.kind === 'uncatchable' && b.surprise !== 'none')).toBe(true);
    // R-ENC-08: many cannot be met on a march; a few only on one
    expect(BEINGS.filter((b) => b.meets === 'research').length).toBeGreaterThan(BEINGS.filter((b) => b.meets === 'march').length);
    expect(BEINGS.some((b) => b.meets === 'march')).toBe(true);
  });

  test('R-CONTENT-20 special variants (\'*\') only for classic creatures, at most one per strategy, each told in both languages; the wholly own courses are the few non-classic beings', () => {
    const specials = BEINGS.filter((b) => b.special.length > 0);
    for (const st of ['negotiation', 'combat', 'flight'] as const) expect([st, specials.some((b) => b.special.includes(st))]).toEqual([st, true]);
    for (const b of specials) {
      expect([b.id, b.kind === 'creature' || b.kind === 'uncatchable']).toEqual([b.id, true]);
      expect([b.id, new Set(b.special).size]).toEqual([b.id, b.special.length]);
      expect([b.id, isMessageKey(`being.${b.id}.special`)]).toEqual([b.id, true]);
      expect(t('en', `being.${b.id}.special` as never).length * t('pl', `being.${b.id}.special` as never).length).toBeGreaterThan(0);
    }
    // the beings with a course wholly their own: no classic creature, and far fewer than the 41 classic species
    const own = OWN_COURSES.map((c) => beingById(c.being)!);
    expect(own.filter((b) => b.kind === 'creature' || b.kind === 'uncatchable')).toEqual([]);
    expect(own.every((b) => b.special.length === 0)).toBe(true);
    expect(own.length).toBeLessThan(41);
  });

  test('R-CONTENT-21 authored per species: cages (a catchable creature 1 to 3, some more than one; the uncatchable, plants and aliens none), delivery VP, and discovery VP on the scale 1, 3, 9, 15 — the commonest (the plain of R-HAB-04) 1, those only of alien cities 9 or more', () => {
    const catchable = BEINGS.filter((b) => b.kind === 'creature');
    for (const b of catchable) expect([b.id, b.cages >= 1 && b.cages <= 3]).toEqual([b.id, true]);
    expect(catchable.filter((b) => b.cages > 1).length).toBeGreaterThan(0);
    for (const b of BEINGS.filter((x) => x.kind === 'uncatchable' || x.kind === 'plant' || x.kind === 'alien')) expect([b.id, b.cages]).toEqual([b.id, 0]);
    for (const b of BEINGS) expect([b.id, Number.isInteger(b.deliveryVp) && b.deliveryVp >= 0]).toEqual([b.id, true]);
    expect(catchable.filter((b) => b.deliveryVp > 0).length).toBeGreaterThan(catchable.length / 2);
    expect([...new Set(BEINGS.map((b) => b.discoveryVp))].sort((x, y) => x - y)).toEqual([1, 3, 9, 15]);
    expect(BEINGS.find((b) => b.habitat === 4)!.discoveryVp).toBe(1);
    for (const line of [49, 51, 53]) expect([line, BEINGS.find((b) => b.habitat === line)!.discoveryVp >= 9]).toEqual([line, true]);
  });

  test('R-CONTENT-22 authored per species: some met only on marches, some ×2 and some ×4 on marches without the Scout or the Rekonbot, some with a companion; a caged creature aboard does not die in transit (DECISIONS R-SHIP-07..09)', () => {
    expect(BEINGS.filter((b) => b.meets === 'march').length).toBeGreaterThan(0);
    expect([...new Set(BEINGS.map((b) => b.marchBoost))].sort()).toEqual([1, 2, 4]);
    const withCompanion = BEINGS.filter((b) => b.companion !== null);
    expect(withCompanion.length).toBeGreaterThan(0);
    for (const b of withCompanion) expect([b.id, beingById(b.companion!) !== undefined && b.companion !== b.id]).toEqual([b.id, true]);
    // a creature caged aboard flies on from Mefisto to Picolo, months pass, and it is still there
    const orbit = orbitOver('mefisto', 0, 8);
    const cargo = [{ being: 'plainsFlatback', indicators: {} }];
    const away = act({ ...orbit, aboard: cargo, log: [...orbit.log, { being: 'plainsFlatback', met: 1, known: {} }] }, { type: 'decline' });
    const there = flyTo(away, PLANET_FIELDS.picolo);
    expect(there.month).toBeGreaterThan(orbit.month);
    expect(there.aboard).toEqual(cargo);
  });

  test('R-CONTENT-27 every being has a Polish and an English name and description (the name short enough for its cell)', () => {
    for (const b of BEINGS) {
      for (const k of [`being.${b.id}.name`, `being.${b.id}.about`]) expect([k, isMessageKey(k)]).toEqual([k, true]);
      expect(t('pl', `being.${b.id}.name` as never).length).toBeLessThanOrEqual(22);
      expect(t('en', `being.${b.id}.name` as never).length).toBeLessThanOrEqual(22);
    }
  });

});


describe('the chance of a meeting (R-ENC-03..12, R-MOVE-13..16)', () => {
  test('R-ENC-05 on the landing field one research meets each being of one condition set with 2.7%', () => {
    const s = ashPlain();
    // by hand: acid air in a desert (R-HAB-01), acid air (03), a plain (04), a desert plain (05), a plain in an area without vegetation (07)
    const chances = hourChances(s, LANDING, 'research', 1);
    expect(chances.map((c) => c.being.habitat)).toEqual([1, 3, 4, 5, 7]);
    for (const c of chances) expect(c.chance).toBeCloseTo(0.027, 12);
    // a research of 2 hours spreads it over its hours
    expect(hourChances(s, LANDING, 'research', 2)[0]!.chance).toBeCloseTo(0.027 / 2, 12);
  });

  test('R-MAP-06 R-ENC-03 the distance counts the fields walked on foot: a cave is as far as its way in', () => {
    const s = ashPlain();
    expect(walkingDistance(s, LANDING)).toBe(0);
    expect(walkingDistance(s, { row: 4, col: 5, layer: 'surface' })).toBe(1);
    expect(walkingDistance(s, { row: 4, col: 6, layer: 'surface' })).toBe(2);
    // the cave under (7,6) is entered at (8,7), 5 fields away, and is one field on from there
    expect(walkingDistance(s, { row: 8, col: 7, layer: 'surface' })).toBe(5);
    expect(walkingDistance(s, { row: 7, col: 6, layer: 'surface' })).toBe(4);
    expect(walkingDistance(s, { row: 7, col: 6, layer: 'cave' })).toBe(6);
  });

  test('the hours of other activities asked of one state get their own chances (the activity asked last is kept apart, encounterChance.chancesFor)', () => {
    const s = ashPlain();
    const far = { row: 5, col: 9, layer: 'surface' } as const;
    type Ctx = { place: typeof LANDING | typeof far; activity: Activity; of: number };
    const total = (c: Ctx) => hourChances({ ...s }, c.place, c.activity, c.of).reduce((n, x) => n + x.chance, 0);
    const pairs: [Ctx, Ctx][] = [
      [{ place: LANDING, activity: 'research', of: 1 }, { place: LANDING, activity: 'research', of: 10 }],
      [{ place: far, activity: 'research', of: 1 }, { place: LANDING, activity: 'research', of: 1 }],
      [{ place: LANDING, activity: 'research', of: 1 }, { place: LANDING, activity: 'march', of: 1 }],
    ];
    for (const [a, b] of pairs) {
      const [big, small] = total(a) > total(b) ? [a, b] : [b, a];
      // a draw between the two: the hour of the one meets a being, the hour of the other does not
      const threshold = Math.round(((total(a) + total(b)) / 2) * 10_000_000);
      expect(total(big)).toBeGreaterThan(total(small));
      for (const order of [[a, b], [b, a], [a, b, a]]) {
        const dice = new ScriptDice({ threshold });
        expect(order.map((c) => gameEncounters(s, { ...c, hour: 1 }, dice) !== null)).toEqual(order.map((c) => c === big));
      }
    }
    // and the same hour asked of another state: the landing field researched, only persisting beings are left
    const researched: GameState = { ...s, surface: { ...s.surface!, researched: ['4:4:surface'] } };
    const ctx = { place: LANDING, activity: 'research' as const, hour: 1, of: 1 };
    const sum = (x: GameState) => hourChances({ ...x }, LANDING, 'research', 1).reduce((n, c) => n + c.chance, 0);
    expect(sum(researched)).toBeLessThan(sum(s));
    const dice = new ScriptDice({ threshold: Math.round(((sum(s) + sum(researched)) / 2) * 10_000_000) });
    expect([gameEncounters(s, ctx, dice) !== null, gameEncounters(researched, ctx, dice) !== null, gameEncounters(s, ctx, dice) !== null]).toEqual([true, false, true]);
  });

  test('R-MAP-06 a dive is no field: on the delta a liquid field is as far under the surface as on it, counted from the shuttle', () => {
    // suwatte.jungleDelta: the shuttle at (6,4); the liquid starts at (6,12) and on rows 7 and 8
    const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8);
    for (const [row, col, fields] of [[7, 1, 3], [8, 5, 2], [6, 12, 8], [8, 12, 8]] as const) {
      expect([row, col, walkingDistance(s, { row, col, layer: 'surface' })]).toEqual([row, col, fields]);
      expect([row, col, walkingDistance(s, { row, col, layer: 'underwater' })]).toEqual([row, col, fields]);
    }
    expect(walkingDistance(s, { row: 5, col: 4, layer: 'surface' })).toBe(1);
  });

  test('R-ENC-04 R-ORBIT-05 the chance doubles at 8.5 / 6 / 4.5 / 3.5 / 1.7 fields (near-zero / low / Earth / high / huge), linearly', () => {
    const s = ashPlain();
    const five = { row: 8, col: 7, layer: 'surface' } as const; // 5 fields
    const gravity = (planet: 'picolo' | 'mefisto' | 'korkran', set: number): GameState => ({ ...s, orbit: { planet, set } });
    expect(distanceFactor(gravity('picolo', 0), five)).toBeCloseTo(1 + 5 / 8.5, 12); // near-zero
    expect(distanceFactor(gravity('mefisto', 2), five)).toBeCloseTo(1 + 5 / 6, 12); // low
    expect(distanceFactor(s, five)).toBeCloseTo(1 + 5 / 4.5, 12); // Earth
    expect(distanceFactor(gravity('korkran', 2), five)).toBeCloseTo(1 + 5 / 3.5, 12); // high
    expect(distanceFactor(gravity('korkran', 0), five)).toBeCloseTo(1 + 5 / 1.7, 12); // huge
    // +22% a field at Earth gravity (R-ENC-04's per-field figure)
    expect(distanceFactor(s, { row: 4, col: 5, layer: 'surface' })).toBeCloseTo(1.22, 1);
    expect(distanceFactor(s, LANDING)).toBe(1);
  });

  test('R-ENC-06 R-MOVE-13 a march meets beings in the ratio of its hours to entry plus research: an hour is 1/(entry + research) of the chance', () => {
    const s = withoutScout(ashPlain());
    // a plain: entry 1 h on foot, research 2 h (R-TERRAIN-03)
    expect(hourShare(s, LANDING, 'march', 1)).toBeCloseTo(1 / 3, 12);
    // hills: entry 2 h, research 3 h (R-TERRAIN-04)
    expect(hourShare(s, { row: 1, col: 1, layer: 'surface' }, 'march', 2)).toBeCloseTo(1 / 5, 12);
    // the party's own research time counts: the Scout saves 1 h of it (R-MOVE-07)
    expect(hourShare(ashPlain(), LANDING, 'march', 1)).toBeCloseTo(1 / (1 + (2 - 1)), 12);
    // circling counts as a march (R-ENC-12); repair or healing hours as time on the field
    expect(hourShare(s, LANDING, 'circling', 4)).toBeCloseTo(1 / 3, 12);
    expect(hourShare(s, LANDING, 'heal', 4)).toBeCloseTo(1 / 3, 12);
    // research: its own hours, whatever they are
    expect(hourShare(s, LANDING, 'research', 4)).toBeCloseTo(1 / 4, 12);
  });

  test('R-ENC-07 R-ENC-19 on a march without the Scout or a Rekonbot the chance of some beings doubles, of the dangerous ones quadruples', () => {
    const s = ashPlain();
    const bare = withoutScout(s);
    // the desert ambusher (R-HAB-05, ×4) and a plain creature without a boost on the same field
    expect(chanceOf(s, 'sandLurker', LANDING, 'march')).toBeCloseTo(0.027, 12);
    expect(chanceOf(bare, 'sandLurker', LANDING, 'march')).toBeCloseTo(0.027 * 4, 12);
    const doubled = BEINGS.find((b) => b.marchBoost === 2 && b.meets !== 'research' && chanceOf(s, b.id, LANDING, 'march') > 0)!;
    expect(chanceOf(bare, doubled.id, LANDING, 'march') / chanceOf(s, doubled.id, LANDING, 'march')).toBeCloseTo(2, 12);
    // a Rekonbot does what the Scout does
    const robot = { ...bare, party: { ...bare.party, expedition: { ...bare.party.expedition, units: { ...bare.party.expedition.units, rekonbot: { count: 1, damaged: 0 } } } } };
    expect(chanceOf(robot, 'sandLurker', LANDING, 'march')).toBeCloseTo(0.027, 12);
    // research is not a march
    expect(chanceOf(bare, 'sandLurker', LANDING, 'research')).toBeCloseTo(0.027, 12);
  });

  test('R-ENC-08 R-MOVE-12 beings met only on research are never met on a march, and march-only ones never on research', () => {
    const s = ashPlain();
    const researchOnly = BEINGS.find((b) => b.habitat === 25)!; // solidified lava
    expect(researchOnly.meets).toBe('research');
    const lava = { row: 3, col: 8, layer: 'surface' } as const;
    expect(chanceOf(s, researchOnly.id, lava, 'research')).toBeGreaterThan(0);
    expect(chanceOf(s, researchOnly.id, lava, 'march')).toBe(0);
    const marchOnly = BEINGS.find((b) => b.habitat === 9)!; // a plain at Earth gravity, not arctic
    expect(marchOnly.meets).toBe('march');
    expect(chanceOf(s, marchOnly.id, LANDING, 'research')).toBe(0);
    expect(chanceOf(s, marchOnly.id, LANDING, 'march')).toBeCloseTo(0.027, 12);
    expect(chanceOf(s, marchOnly.id, LANDING, 'circling')).toBeCloseTo(0.027, 12);
  });

  test('R-ENC-11 R-MOVE-15 on a researched field only the persisting beings are met, at half the chance; R-MOVE-16 a field where a being was met meets nothing more', () => {
    const s0 = ashPlain();
    const researched = { ...s0, surface: { ...s0.surface!, researched: ['4:4:surface'] } };
    expect(chanceOf(researched, 'plainsFlatback', LANDING, 'march')).toBe(0);
    expect(chanceOf(researched, 'sandLurker', LANDING, 'march')).toBeCloseTo(0.027 / 2, 12);
    // without the Scout only half the extra: ×(1 + 3/2) instead of ×4
    expect(chanceOf(withoutScout(researched), 'sandLurker', LANDING, 'march')).toBeCloseTo((0.027 / 2) * 2.5, 12);
    const spent = { ...s0, surface: { ...s0.surface!, spent: ['4:4:surface'] } };
    expect(hourChances(spent, LANDING, 'research', 1)).toEqual([]);
    expect(chanceOf(spent, 'sandLurker', LANDING, 'march')).toBe(0);
  });

  test('R-MOVE-14 a march frees an unresearched field with chance ½; its research then meets beings at half the chance, a march over it only the persisting', () => {
    const s = ashPlain();
    const dice = new Dice(seedRng(5));
    const N = 20_000;
    let freed = 0;
    for (let i = 0; i < N; i++) if (freeByMarch(s, LANDING, 'march', dice).surface!.freed.length > 0) freed++;
    near(freed / N, 0.5, N);
    // research is no march; a researched field is not freed again
    expect(freeByMarch(s, LANDING, 'research', dice)).toBe(s);
    const f = { ...s, surface: { ...s.surface!, freed: ['4:4:surface'] } };
    expect(chanceOf(f, 'plainsFlatback', LANDING, 'research')).toBeCloseTo(0.027 / 2, 12);
    expect(chanceOf(f, 'plainsFlatback', LANDING, 'march')).toBe(0);
    expect(chanceOf(f, 'sandLurker', LANDING, 'march')).toBeCloseTo(0.027 / 2, 12);
  });

  test('R-ENC-10 a repeat research of an alien city doubles the chance of the aliens of cities', () => {
    const s0 = landedOnArea('mefisto', 0, 'mefisto.deadCity', ['scout', 'soldier'], 8);
    const city = { row: 4, col: 5, layer: 'surface' } as const;
    const present = { ...s0, surface: { ...s0.surface!, absent: [] } };
    const once = { ...present, surface: { ...present.surface, researched: ['4:5:surface'], repeats: ['4:5:surface'] } };
    const alien = BEINGS.find((b) => b.kind === 'alien' && b.habitat === 49)!; // alien city (×2)
    const first = chanceOf(present, alien.id, city, 'research');
    expect(first).toBeGreaterThan(0);
    expect(chanceOf(once, alien.id, city, 'research') / first).toBeCloseTo(2, 12);
    // an artifact of the same city gains nothing from the repeat
    const artifact = BEINGS.find((b) => b.kind === 'artifact' && b.habitat === 53)!;
    expect(chanceOf(once, artifact.id, city, 'research')).toBeCloseTo(chanceOf(present, artifact.id, city, 'research'), 12);
  });
});

describe('surprise attacks (R-ENC-16..18, R-MOVE-08, R-MOVE-11)', () => {
  test('R-ENC-16 R-ENC-17 the chances: march 100%, march with a Detector 67%, research 50%, research with a Detector 17%', () => {
    expect(surpriseChance(true, false)).toBe(1);
    expect(surpriseChance(true, true)).toBeCloseTo(0.67, 2);
    expect(surpriseChance(false, false)).toBe(0.5);
    expect(surpriseChance(false, true)).toBeCloseTo(0.17, 2);
  });

});

describe('a meeting in the game (R-ENC-13, R-ENC-14)', () => {
  const meetOn = (hour: number, being: string): EncounterSource => (_s, ctx) => (ctx.hour === hour ? { being, surprised: false, companion: null } : null);
  const research: Action = { type: 'research' };

  test('R-SCORE-08 R-ENC-13 R-ENC-14 the first meeting enters the log, the panel and the text with its discovery VP; the next gives none', () => {
    const s = ashPlain();
    const first = step(s, research, { encounters: meetOn(1, 'plainsFlatback') }).state;
    expect(first.log).toEqual([{ being: 'plainsFlatback', met: 1, known: {} }]);
    expect(first.surface!.encounter).toEqual({ being: 'plainsFlatback', place: LANDING, surprised: false, companion: null, indicators: {}, course: expect.objectContaining({ stage: 'choose', tried: [] }) });
    const vp = beingById('plainsFlatback')!.discoveryVp;
    expect(vp).toBeGreaterThan(0);
    expect(first.message.notes).toContainEqual({ key: 'note.met', params: { being: { being: 'plainsFlatback' } } });
    expect(first.message.notes).toContainEqual({ key: 'vp.discovery', params: { amount: `+${vp}` } });
    expect(first.hint).toEqual({ key: 'hint.met', params: { being: { being: 'plainsFlatback' }, about: { text: 'being.plainsFlatback.about' } } });
    // the research's own VP aside, the discovery is the only change
    const plain = step(s, research, { encounters: () => null }).state;
    expect(first.vp - plain.vp).toBe(vp);
    // R-MOVE-16 (ours): the field is spent
    expect(first.surface!.spent).toContain('4:4:surface');
    // the first meeting's course over (R-STRAT-01: until then nothing takes time), the next field
    const over = { ...first, surface: { ...first.surface!, encounter: { ...first.surface!.encounter!, course: null } } };
    const again = step(at(over, 4, 5), { type: 'research' }, { encounters: meetOn(1, 'plainsFlatback') }).state;
    expect(again.log).toEqual([{ being: 'plainsFlatback', met: 2, known: {} }]);
    expect(again.message.notes?.some((n) => n.key === 'vp.discovery')).toBe(false);
  });

  test('R-ENC-09 R-ENC-18 a companion enters the log too; a surprise is told once', () => {
    const s = ashPlain();
    const src: EncounterSource = (_s, ctx) => (ctx.hour === 1 ? { being: 'herdWanderer', surprised: true, companion: 'fogStalker' } : null);
    const out = step(s, research, { encounters: src }).state;
    expect(out.log.map((e) => e.being)).toEqual(['herdWanderer', 'fogStalker']);
    expect(out.message.notes).toContainEqual({ key: 'note.companion', params: { being: { being: 'fogStalker' } } });
    // the companion only enters the log (docs/DECISIONS.md R-ENC-09): the text says so, not that it joins the meeting
    const companion = { key: 'note.companion', params: { being: { being: 'fogStalker' } } } as const;
    expect(format('pl', companion)).toBe('W pobliżu widać też: Mglisty łowca; trzyma się z dala i trafia do dziennika.');
    expect(format('en', companion)).toBe('Also sighted nearby: Fog Stalker; it keeps its distance and goes into the log.');
    // the surprise attack that follows at once says it came by surprise; the meeting's own note of it would say it twice
    expect(out.message.notes).toContainEqual({ key: 'msg.course.surprise', params: { being: { being: 'herdWanderer' } } });
    expect(out.message.notes?.some((n) => n.key === 'note.surprised')).toBe(false);
    // the attack's own notes follow it (its clash)
    expect(out.message.notes?.some((n) => n.key === 'note.clash')).toBe(true);
    expect(format('pl', out.message).match(/z zaskoczenia/g)).toHaveLength(1);
    expect(out.surface!.encounter!.companion).toBe('fogStalker');
  });

  test('the game meets beings by itself: random research on the Ash Plain finds something within 60 researches', () => {
    let s = ashPlain();
    let found = false;
    for (let i = 0; i < 60 && !found; i++) {
      s = step({ ...s, surface: { ...s.surface!, researched: [], spent: [] } }, research).state;
      found = s.log.length > 0;
    }
    expect(found).toBe(true);
    expect(format('pl', s.message)).toContain('Napotkano');
  });
});


describe('recording a meeting, case by case (R-ENC-09, R-ENC-13, R-MOVE-14, R-MOVE-16)', () => {
  const place = LANDING;
  test('a meeting counts only its own species; a plain meeting is told in one note', () => {
    const s = { ...ashPlain(), log: [{ being: 'driftBladder', met: 2, known: {} }, { being: 'plainsFlatback', met: 1, known: {} }] };
    const r = recordMeeting(s, { being: 'plainsFlatback' }, place, new Dice(seedRng(1)));
    expect(r.state.log).toEqual([{ being: 'driftBladder', met: 2, known: {} }, { being: 'plainsFlatback', met: 2, known: {} }]);
    expect(r.notes).toEqual([{ key: 'note.met', params: { being: { being: 'plainsFlatback' } } }]);
    expect(r.state.vp).toBe(s.vp);
    // the spent mark is not written twice
    expect(recordMeeting(r.state, { being: 'plainsFlatback' }, place, new Dice(seedRng(1))).state.surface!.spent).toEqual(['4:4:surface']);
  });

  test('an unknown being, an unknown companion, or no planet: nothing is recorded', () => {
    const s = ashPlain();
    expect(recordMeeting(s, { being: 'dragon' }, place, new Dice(seedRng(1)))).toEqual({ state: s, notes: [] });
    const r = recordMeeting(s, { being: 'plainsFlatback', companion: 'dragon' }, place, new Dice(seedRng(1)));
    expect(r.state.log.map((e) => e.being)).toEqual(['plainsFlatback']);
    expect(r.state.surface!.encounter!.companion).toBeNull();
    const off = { ...s, surface: null };
    expect(recordMeeting(off, { being: 'plainsFlatback' }, place, new Dice(seedRng(1)))).toEqual({ state: off, notes: [] });
  });

  test('R-MOVE-14 circling frees a field as a march does; a dive, research or healing do not; a researched or already freed field stays as it is', () => {
    const s = ashPlain();
    const freesSometimes = (activity: Activity, x: GameState = s) => {
      const dice = new Dice(seedRng(9));
      return Array.from({ length: 40 }, () => freeByMarch(x, place, activity, dice).surface!.freed.length).some((n) => n > 0);
    };
    expect(freesSometimes('march')).toBe(true);
    expect(freesSometimes('circling')).toBe(true);
    expect(freesSometimes('vertical')).toBe(false);
    expect(freesSometimes('heal')).toBe(false);
    expect(freesSometimes('march', { ...s, surface: { ...s.surface!, researched: ['4:4:surface'] } })).toBe(false);
    const freed = { ...s, surface: { ...s.surface!, freed: ['4:4:surface'] } };
    expect(freeByMarch(freed, place, 'march', new Dice(seedRng(1)))).toBe(freed);
    const off = { ...s, surface: null };
    expect(freeByMarch(off, place, 'march', new Dice(seedRng(1)))).toBe(off);
  });
});

describe('the encounter source, draw by draw (R-ENC-05, R-ENC-09, R-ENC-16)', () => {
  // at the Ash Plain's landing field five beings have 2.7% each: the roll (of 10,000,000) picks
  // the first whose running sum reaches it — 270,000, 540,000 … 1,350,000
  const roll = (threshold: number, queue: number[] = [], s = ashPlain(), activity: Activity = 'research') => gameEncounters(s, { place: LANDING, activity, hour: 1, of: 1 }, new ScriptDice({ threshold }, queue));

  test('R-ENC-05 the roll picks one being by its share: the first up to 2.7%, the fifth up to 13.5%, nothing above', () => {
    expect(roll(1, [2])?.being).toBe('boulderback');
    expect(roll(270_000, [2])?.being).toBe('boulderback');
    expect(roll(270_001)?.being).toBe('fumeSipper');
    expect(roll(1_350_000)?.being).toBe('siliconCreeper');
    expect(roll(1_350_001)).toBeNull();
  });

  test('R-ENC-16 a surprise attacker surprises by its odds: research ½ (1 in 2), with a Detector 1 in 6; a being that never surprises draws nothing', () => {
    expect(beingById('boulderback')!.surprise).toBe('attack');
    expect(roll(1, [1])).toEqual({ being: 'boulderback', surprised: true, companion: null });
    expect(roll(1, [2])).toEqual({ being: 'boulderback', surprised: false, companion: null });
    const det = { ...ashPlain(), party: { ...ashPlain().party, used: { ...ashPlain().party.used, units: { detector: { count: 1, damaged: 0 } } } } };
    const dice = new ScriptDice({ threshold: 1 }, [2]);
    expect(gameEncounters(det, { place: LANDING, activity: 'research', hour: 1, of: 1 }, dice)).toEqual({ being: 'boulderback', surprised: false, companion: null });
    expect(dice.calls).toContainEqual([1, 6]);
    expect(beingById('fumeSipper')!.surprise).toBe('none');
    const quiet = new ScriptDice({ threshold: 270_001 });
    gameEncounters(ashPlain(), { place: LANDING, activity: 'research', hour: 1, of: 1 }, quiet);
    expect(quiet.calls).toEqual([]);
  });

  test('R-ENC-09 a being with a companion brings it on 1 in 4', () => {
    const s = ashPlain();
    const chances = hourChances(s, LANDING, 'march', 1);
    const i = chances.findIndex((c) => c.being.id === 'herdWanderer');
    expect(i).toBeGreaterThanOrEqual(0);
    const at = Math.round(chances.slice(0, i + 1).reduce((n, c) => n + c.chance, 0) * 10_000_000);
    const go = (queue: number[]) => gameEncounters(s, { place: LANDING, activity: 'march', hour: 1, of: 1 }, new ScriptDice({ threshold: at }, queue));
    expect(go([1])).toEqual({ being: 'herdWanderer', surprised: false, companion: 'fogStalker' });
    expect(go([2])).toEqual({ being: 'herdWanderer', surprised: false, companion: null });
  });

  test('where nothing can be met no draw is made; off the map nothing is there', () => {
    const s = ashPlain();
    const spent = { ...s, surface: { ...s.surface!, spent: ['4:4:surface'] } };
    const dice = new Dice(seedRng(4));
    expect(gameEncounters(spent, { place: LANDING, activity: 'research', hour: 1, of: 1 }, dice)).toBeNull();
    expect(dice.state()).toEqual(seedRng(4));
    expect(hourChances(s, { row: 40, col: 1, layer: 'surface' }, 'research', 1)).toEqual([]);
    expect(siteAt(s, { row: 40, col: 1, layer: 'surface' }, false)).toBeNull();
    expect(siteAt({ ...s, orbit: null }, LANDING, false)).toBeNull();
  });

  test('R-ENC-04 the distance multiplies each being\'s chance: five fields out at Earth gravity 2.7% × (1 + 5/4.5)', () => {
    const s = ashPlain();
    expect(chanceOf(s, 'plainsFlatback', { row: 5, col: 9, layer: 'surface' }, 'research')).toBeCloseTo(0.027 * (1 + 5 / 4.5), 12);
    // by Rover the distance is still counted on foot: the cave is as far as ever
    const rover = { ...s, mode: 'rover' as const };
    expect(walkingDistance(rover, { row: 7, col: 6, layer: 'cave' })).toBe(6);
  });

  test('R-ENC-10 only a research is a repeat: a march over a city researched once meets only the persisting', () => {
    const s0 = landedOnArea('mefisto', 0, 'mefisto.deadCity', ['scout', 'soldier'], 8);
    const city = { row: 4, col: 5, layer: 'surface' } as const;
    const once = { ...s0, surface: { ...s0.surface!, absent: [], researched: ['4:5:surface'], repeats: ['4:5:surface'] } };
    const alien = BEINGS.find((b) => b.kind === 'alien' && b.habitat === 52)!; // a city, or one not yet researched in the area
    expect(alien.persists).toBe(false);
    expect(chanceOf(once, alien.id, city, 'research')).toBeGreaterThan(0);
    expect(chanceOf(once, alien.id, city, 'march')).toBe(0);
  });
});

describe('what lies at each layer of a field (R-MAP-08, R-MAP-09)', () => {
  test('solid ground with everything, its cave, and a liquid with everything above and below', () => {
    const ground = parseField('h+r+k+P+B+M+V+J^!');
    expect(layerView(ground, 'surface')).toEqual({ terrain: 'hills', vegetation: 'lush', river: true, lake: true, chasm: true, underwaterCliff: false, building: true, city: true });
    expect(layerView(ground, 'cave')).toEqual({ terrain: null, vegetation: 'none', river: false, lake: false, chasm: false, underwaterCliff: false, building: true, city: false });
    expect(layerView(parseField('h+B+J^'), 'cave').building).toBe(false);
    const sea = parseField('w+V+e+U+P+B+M');
    expect(layerView(sea, 'surface')).toEqual({ terrain: 'liquid', vegetation: 'sparse', river: false, lake: false, chasm: false, underwaterCliff: false, building: false, city: false });
    expect(layerView(parseField('w+V'), 'surface').vegetation).toBe('none');
    expect(layerView(sea, 'underwater')).toEqual({ terrain: 'liquid', vegetation: 'lush', river: false, lake: false, chasm: true, underwaterCliff: true, building: true, city: true });
  });
});
