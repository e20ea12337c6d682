// R-ART-09, R-CONTENT-25: grey is also used, more rarely, for natural objects that can be
// delivered aboard. Two are authored (ours): the Ringing Geode (habitat line 55) and the Spiral
// Fossil (line 56). They are a kind of their own ('object'): grey in the log, met, studied, taken
// along, weighed, hit and delivered exactly as the artifacts are, but not among the 5 artifacts of
// an alien intelligence (R-ART-05), and none of the Alien Weapon's rules touches them.
import { BEINGS, beingById, beingChance, deserialize, distanceFactor, gameEncounters, HABITATS, hourChances, isGreyKind, serialize, siteAt, step, t, tableRows, type GameState, type Site } from '../../src/engine';
import { BASE_ENCOUNTER_CHANCE } from '../../src/engine/data/habitat';
import { BASE_TERRAINS, CLIMATES } from '../../src/engine/data/areas';
import { openCourse } from '../../src/engine/rules/courseStart';
import { chooseOwn, ownOffers } from '../../src/engine/rules/ownCourse';
import { alienWeaponReady, artifactWeight, canLoadWeapon } from '../../src/engine/rules/artifacts';
import { recordMeeting } from '../../src/engine/rules/meetings';
import { timesResearched } from '../../src/engine/rules/researchMarks';
import { queueHits } from '../../src/engine/rules/hitRules';
import { carriedWeight } from '../../src/engine/rules/party';
import { BEING_FILL, renderSheets } from '../../src/sheets';
import { KIND_FILL } from '../../src/sheets/beings';
import { addr } from '../../src/sheets/address';
import { SPACE_ROWS } from '../../src/sheets/space';
import { ScriptDice } from '../support/scriptDice';
import { landedOnArea, orbitOver } from '../support/voyage';
import type { UnitId } from '../../src/engine/data/units';
import type { Place, Specimen } from '../../src/engine/state';

const OBJECTS = ['ringingGeode', 'spiralFossil'] as const;

/** Suwatte's jungle delta (Earth gravity, normal air), the party down, the object met. */
function meeting(being: string, units: readonly UnitId[] = ['soldier', 'navigator', 'scientist'], resources = 12): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8, resources);
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(s, being, false) } } };
}
/** Hazards fail; the outcome's roll and the other draws from the queue. */
const rolls = (...queue: number[]) => new ScriptDice('none', queue);
const carrying = (s: GameState, ...specimens: Specimen[]): GameState => ({ ...s, surface: { ...s.surface!, caged: [...s.surface!.caged, ...specimens] } });

/** The first surface field of the landed area, not yet researched, whose site passes the test (research, not a march). */
function fieldWhere(s: GameState, test: (x: Site) => boolean): Place {
  for (let row = 1; row <= 12; row++)
    for (let col = 1; col <= 14; col++) {
      const p: Place = { row, col, layer: 'surface' };
      const site = siteAt(s, p, false);
      if (site && timesResearched(s, p) === 0 && test(site)) return p;
    }
  throw new Error('no such field');
}
const candidates = (s: GameState, p: Place, activity: 'research' | 'march' = 'research') => hourChances(s, p, activity, 1).map((c) => c.being.id);

describe('R-ART-09 the grey natural objects: what they are', () => {
  test('R-ART-09 R-CONTENT-25 R-ART-05 two natural objects, grey like the artifacts, and still exactly 5 kinds of artifacts', () => {
    const objects = BEINGS.filter((b) => b.kind === 'object');
    expect(objects.map((b) => [b.id, b.habitat])).toEqual([
      ['ringingGeode', 55],
      ['spiralFossil', 56],
    ]);
    // R-ART-05: the artifacts of an alien intelligence are still five; the objects are not among them
    expect(BEINGS.filter((b) => b.kind === 'artifact').map((b) => b.id)).toEqual(['memorySphere', 'alienWeapon', 'livingCrystal', 'starTablet', 'seedCapsule']);
    for (const b of objects) {
      expect(isGreyKind(b.kind)).toBe(true);
      // R-UI-COLORS-04: the same grey as the artifacts
      expect(KIND_FILL[b.kind]).toBe(KIND_FILL.artifact);
      expect(KIND_FILL[b.kind]).toBe(BEING_FILL.artifact);
      // like an artifact: no modifiers, no cage, no surprise, met only during research, a weight when taken (R-ART-04)
      expect([b.modifiers, b.cages, b.surprise, b.meets, b.persists, b.companion]).toEqual([null, 0, 'none', 'research', false, null]);
      expect(b.weights.length > 0 && b.weights.every((w) => [1, 2, 3].includes(w))).toBe(true);
      expect(b.deliveryVp).toBeGreaterThan(0);
      for (const lang of ['pl', 'en'] as const) {
        expect(t(lang, `being.${b.id}.name` as never)).not.toMatch(/^being\./);
        expect(t(lang, `being.${b.id}.about` as never)).not.toMatch(/^being\./);
      }
    }
    expect(t('pl', 'being.ringingGeode.name')).toBe('Geoda dzwoniąca');
    expect(t('en', 'being.spiralFossil.name')).toBe('Spiral Fossil');
  });

  test('R-ART-09 R-UI-COLORS-04 in the creature log a natural object met is a grey row, as the Alien Weapon is', () => {
    const s = orbitOver('mefisto', 0, 8);
    const logged = {
      ...s,
      log: [
        { being: 'alienWeapon', met: 1, known: {} },
        { being: 'ringingGeode', met: 1, known: {} },
        { being: 'spiralFossil', met: 2, known: {} },
      ],
    };
    const sheet = renderSheets(logged, 'pl').sheets.space;
    const first = SPACE_ROWS.creatureTitle + 2;
    const names = [0, 1, 2].map((i) => sheet.cells.get(addr(first + i, 1)));
    expect(names.map((c) => c?.value)).toEqual(['Broń Obcych', 'Geoda dzwoniąca', 'Spiralna skamielina']);
    expect(names.map((c) => c?.style.fill)).toEqual([BEING_FILL.artifact, BEING_FILL.artifact, BEING_FILL.artifact]);
  });
});

describe('R-ART-09 where the natural objects are met (habitat lines 55 and 56, ours)', () => {
  test('R-ART-09 R-HAB-55 the Ringing Geode is among the candidates of a research on a cliff, at a third of the base chance; not on a plain, not on a march', () => {
    const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8);
    const cliff = fieldWhere(s, (x) => x.terrain === 'cliff');
    const plain = fieldWhere(s, (x) => x.terrain === 'plain' && !x.chasm);
    expect(candidates(s, cliff)).toContain('ringingGeode');
    const geode = beingById('ringingGeode')!;
    const chance = beingChance(s, geode, cliff, 'research', siteAt(s, cliff, false)!);
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeCloseTo((BASE_ENCOUNTER_CHANCE / 3) * distanceFactor(s, cliff), 12);
    // beings are met on the plain, the geode is not among them
    expect(candidates(s, plain).length).toBeGreaterThan(0);
    expect(candidates(s, plain)).not.toContain('ringingGeode');
    // R-ENC-08: met only during research
    expect(candidates(s, cliff, 'march')).not.toContain('ringingGeode');
  });

  test('R-ART-09 R-HAB-56 the Spiral Fossil is met in a chasm on dry land (÷3) and on desert hills (÷6), not on a plain', () => {
    const s = landedOnArea('mefisto', 0, 'mefisto.ashPlain', ['soldier'], 8);
    const fossil = beingById('spiralFossil')!;
    const chasm = fieldWhere(s, (x) => x.chasm);
    const hills = fieldWhere(s, (x) => x.terrain === 'hills' && x.climate === 'desert' && !x.chasm);
    const plain = fieldWhere(s, (x) => x.terrain === 'plain' && !x.chasm);
    expect(candidates(s, chasm)).toContain('spiralFossil');
    expect(beingChance(s, fossil, chasm, 'research', siteAt(s, chasm, false)!)).toBeCloseTo((BASE_ENCOUNTER_CHANCE / 3) * distanceFactor(s, chasm), 12);
    expect(candidates(s, hills)).toContain('spiralFossil');
    expect(beingChance(s, fossil, hills, 'research', siteAt(s, hills, false)!)).toBeCloseTo((BASE_ENCOUNTER_CHANCE / 6) * distanceFactor(s, hills), 12);
    expect(candidates(s, plain).length).toBeGreaterThan(0);
    expect(candidates(s, plain)).not.toContain('spiralFossil');
    expect(candidates(s, chasm, 'march')).not.toContain('spiralFossil');
  });

  test('R-ART-09 "more rarely": at its best a natural object has at most a sixth of the chance of any artifact at its best', () => {
    // every terrain, climate, layer, with and without a chasm, a building or a city
    const sites: Site[] = [];
    for (const ground of BASE_TERRAINS)
      for (const climate of CLIMATES)
        for (const chasm of [false, true])
          for (const alien of ['none', 'building', 'city'] as const)
            for (const layer of ['surface', 'cave', 'underwater'] as const)
              sites.push({
                gravity: 'earth',
                atmosphere: 'normal',
                hydrography: 50,
                climate,
                fog: false,
                layer,
                terrain: layer === 'cave' ? null : ground,
                ground,
                vegetation: 'none',
                river: false,
                lake: false,
                chasm: layer !== 'cave' && chasm,
                underwaterCliff: false,
                building: alien === 'building',
                city: alien === 'city',
                near: { vegetation: false, liquidLava: false },
                area: { vegetation: false, unresearchedCity: false },
                march: false,
              });
    const best = (line: number) => Math.max(...sites.map((x) => HABITATS[line]!(x)));
    const objects = OBJECTS.map((id) => best(beingById(id)!.habitat));
    const artifacts = BEINGS.filter((b) => b.kind === 'artifact').map((b) => best(b.habitat));
    expect(objects).toEqual([1 / 3, 1 / 3]);
    expect(Math.min(...artifacts)).toBe(2);
    for (const o of objects) expect(o).toBeLessThanOrEqual(Math.min(...artifacts) / 6);
  });

  test('R-ART-09 R-ENC-05 R-ENC-13 the encounter draw meets the Ringing Geode on a cliff: it enters the log and its own choices open', () => {
    const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8);
    const cliff = fieldWhere(s, (x) => x.terrain === 'cliff');
    const chances = hourChances(s, cliff, 'research', 1);
    const i = chances.findIndex((c) => c.being.id === 'ringingGeode');
    // the roll that lands on the geode: the running sum up to it
    const at = Math.round(chances.slice(0, i + 1).reduce((n, c) => n + c.chance, 0) * 10_000_000);
    const met = gameEncounters(s, { place: cliff, activity: 'research', hour: 1, of: 1 }, new ScriptDice({ threshold: at }));
    expect(met).toEqual({ being: 'ringingGeode', surprised: false, companion: null });
    const r = recordMeeting(s, met!, cliff, new ScriptDice({ threshold: 0 }));
    expect(r.state.log.map((e) => e.being)).toContain('ringingGeode');
    expect(r.state.surface!.encounter!.course!.stage).toBe('own');
    expect(ownOffers(r.state)).toEqual(['study', 'take', 'leave']);
  });
});

describe('R-ART-09 R-STRAT-06 the natural objects\' own choices', () => {
  test.each(OBJECTS.map((id) => [id]))('R-ART-09 %s: a study leaves the meeting open; it may then be taken or left', (being) => {
    const s = meeting(being);
    expect(ownOffers(s)).toEqual(['study', 'take', 'leave']);
    const studied = chooseOwn(s, 'study', rolls(1));
    expect(studied.message.key).toMatch(new RegExp(`^course\\.${being}\\.study\\.`));
    expect(studied.surface!.encounter!.course).toMatchObject({ stage: 'own', done: ['study'] });
    expect(ownOffers(studied)).toEqual(['take', 'leave']);
    const left = chooseOwn(studied, 'leave', rolls(1));
    expect(left.message.key).toBe(`course.${being}.leave.gone`);
    expect(left.surface!.encounter!.course).toBeNull();
    expect(left.surface!.caged).toEqual([]);
  });

  test('R-ART-09 R-ART-04 R-ART-06 the Ringing Geode taken along gets one of its weights (1 or 2) and lies in the \'wytwory\' row of NIESIONE', () => {
    const s = meeting('ringingGeode');
    // take: chiselled is the first outcome (roll 1); the weight is the second of [1, 2]
    const out = chooseOwn(s, 'take', rolls(1, 1));
    expect(out.message.key).toBe('course.ringingGeode.take.chiselled');
    expect(out.surface!.encounter!.course).toBeNull();
    expect(out.surface!.caged).toEqual([{ being: 'ringingGeode', indicators: {}, weight: 2 }]);
    expect(artifactWeight(out)).toBe(2);
    expect(carriedWeight(out)).toBe(carriedWeight(s) + 2);
    expect(out.message.notes).toContainEqual({ key: 'note.artifactWeight', params: { weight: 2 } });
    expect(tableRows(out).filter((r) => r.unit === 'artifacts').map((r) => r.folder)).toEqual(['carried']);
    expect(t('pl', 'unit.artifacts')).toBe('wytwory');
  });

  test('R-ART-09 R-ART-04 the Spiral Fossil dug out weighs 2 or 3; with a Laser in hand it can be cut out', () => {
    const dug = chooseOwn(meeting('spiralFossil'), 'take', rolls(1, 0));
    expect(dug.message.key).toBe('course.spiralFossil.take.dugOut');
    expect(dug.surface!.caged).toEqual([{ being: 'spiralFossil', indicators: {}, weight: 2 }]);
    // the Laser's outcome comes after the three others (weights 3 + 2 + 1)
    const cut = chooseOwn(meeting('spiralFossil', ['soldier', 'navigator', 'laser'], 4), 'take', rolls(7, 1));
    expect(cut.message.key).toBe('course.spiralFossil.take.laserCut');
    expect(cut.surface!.caged.map((c) => [c.being, c.weight])).toEqual([['spiralFossil', 3]]);
  });

  test('R-ART-09 R-CRE-18 a natural object is not living: left where it is, it is not photographed (a plant left is)', () => {
    const plant = chooseOwn(meeting('singingChalice', ['soldier', 'holocamera']), 'leave', rolls(1));
    expect((plant.message.notes ?? []).map((n) => n.key).filter((k) => k.startsWith('note.photo'))).toHaveLength(1);
    const left = chooseOwn(meeting('ringingGeode', ['soldier', 'holocamera']), 'leave', rolls(1));
    expect(left.message.key).toBe('course.ringingGeode.leave.gone');
    expect((left.message.notes ?? []).map((n) => n.key)).not.toContain('note.photo');
    expect((left.message.notes ?? []).map((n) => n.key)).not.toContain('note.photoVp');
  });
});

describe('R-ART-09 R-ART-02 the natural objects go aboard at lift-off', () => {
  test('R-ART-09 R-ART-02 a carried geode and a fossil stowed in the shuttle come aboard, each the first of its kind: 1 + its delivery VP', () => {
    const s = carrying(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8), { being: 'ringingGeode', indicators: {}, weight: 1 }, { being: 'spiralFossil', indicators: {}, weight: 2, stowed: true });
    const r = step({ ...s, vpLog: [] }, { type: 'liftOff' });
    expect(r.refused).toBeUndefined();
    const geode = beingById('ringingGeode')!.deliveryVp;
    const fossil = beingById('spiralFossil')!.deliveryVp;
    expect([geode, fossil]).toEqual([5, 6]);
    expect(r.state.aboard).toEqual([
      { being: 'ringingGeode', indicators: {}, weight: 1, vp: 1 + geode },
      { being: 'spiralFossil', indicators: {}, weight: 2, vp: 1 + fossil },
    ]);
    expect(r.state.message.notes).toContainEqual({ key: 'vp.delivery', params: { amount: `+${1 + geode + 1 + fossil}` } });
  });

  test('R-ART-09 R-DMG-18 a being\'s hit on the \'wytwory\' row destroys the last natural object taken', () => {
    const s = carrying(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator'], 8), { being: 'starTablet', indicators: {}, weight: 3 }, { being: 'ringingGeode', indicators: {}, weight: 1 });
    const hitting = queueHits(s, [{ source: 'being', count: 1 }]);
    expect(tableRows(hitting).find((r) => r.unit === 'artifacts')!.down).toEqual({ type: 'hit', folder: 'carried', unit: 'artifacts' });
    const r = step(hitting, { type: 'hit', folder: 'carried', unit: 'artifacts' });
    expect(r.refused).toBeUndefined();
    expect(r.state.surface!.caged.map((c) => c.being)).toEqual(['starTablet']);
  });
});

describe('R-ART-09 R-ART-03 none of the Alien Weapon\'s rules applies to a natural object', () => {
  test('R-ART-09 R-ART-03 a carried geode arms nobody, even with the weapon\'s principle recognised; aboard, it cannot be loaded into the shuttle', () => {
    const s = meeting('ringingGeode');
    const recognised = { ...s, log: [...s.log, { being: 'alienWeapon', met: 1, known: {}, deeds: { photos: 0, flights: 0, talks: 0, delivered: 0, tried: ['study'], seen: ['study.mechanism'], special: false } }] };
    expect(alienWeaponReady(carrying(recognised, { being: 'ringingGeode', indicators: {}, weight: 1 }))).toBe(false);
    // its study, whatever the outcome, recognises no weapon
    const studied = chooseOwn(s, 'study', rolls(1));
    expect(studied.message.notes ?? []).not.toContainEqual({ key: 'note.alienWeaponReady' });
    const orbit = orbitOver('mefisto', 0, 8);
    expect(canLoadWeapon({ ...orbit, log: recognised.log, aboard: [{ being: 'ringingGeode', indicators: {}, weight: 1, vp: 6 }] })).toBe(false);
  });

  test('R-ART-09 a natural object carried, met and studied survives serialize → deserialize → serialize', () => {
    const studied = chooseOwn(meeting('spiralFossil'), 'study', rolls(1));
    const { vpLog: _vp, ...s } = carrying(studied, { being: 'ringingGeode', indicators: {}, weight: 2 });
    const text = serialize(s);
    const back = deserialize(text);
    expect(back.ok).toBe(true);
    if (back.ok) expect(serialize(back.state)).toBe(text);
  });
});
