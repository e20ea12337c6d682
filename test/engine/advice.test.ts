// Issue 10 point 18: the manual's loading advice (R-LOAD-27..38) appears as a hint in orbit
// when it applies, in both languages; R-LOAD-37 (what stays in the shuttle) after landing.
import { format, PLANETS, type CharacteristicSet, type PlanetId } from '../../src/engine';
import { AREAS } from '../../src/engine/data/content/areas';
import { adviceFor, MAX_ADVICE, reserveAdvice } from '../../src/engine/rules/advice';
import { firstActionHint } from '../../src/engine/rules/firstAction';
import { landingField } from '../../src/engine/rules/field';
import { landingHint } from '../../src/engine/rules/landing';
import { parseMap, type AreaField } from '../../src/engine/data/areas';
import type { ShuttleBay } from '../../src/engine/state';
import { act, orbitOver, orbitWhere } from '../support/voyage';

const set = (over: Partial<CharacteristicSet>): CharacteristicSet => ({ gravity: 'earth', atmosphere: 'none', hydrography: 0, geology: 'calm', drain: 2, discovery: false, ...over });
const plain = [] as const;

test('R-LOAD-27 high gravity and a toxic atmosphere: the typical expedition', () => {
  expect(adviceFor(set({ gravity: 'high', atmosphere: 'toxic' }), 'blue', plain)).toContain('typical');
  expect(adviceFor(set({ gravity: 'earth', atmosphere: 'toxic' }), 'blue', plain)).not.toContain('typical');
  expect(adviceFor(set({ gravity: 'high', atmosphere: 'acid' }), 'blue', plain)).not.toContain('typical');
});

test('R-LOAD-35 huge gravity: one human and one robot', () => {
  expect(adviceFor(set({ gravity: 'huge' }), 'blue', plain)).toContain('hugeGravity');
  expect(adviceFor(set({ gravity: 'high' }), 'blue', plain)).not.toContain('hugeGravity');
});

test('R-LOAD-30 a planet close to its star (pink orbit class) is dangerous', () => {
  expect(adviceFor(set({}), 'pink', plain)).toContain('dangerous');
  expect(adviceFor(set({}), 'yellow', plain)).not.toContain('dangerous');
});

test('R-LOAD-32 R-LOAD-36 toxic and acid atmospheres', () => {
  expect(adviceFor(set({ atmosphere: 'toxic' }), 'blue', plain)).toEqual(expect.arrayContaining(['toxic']));
  expect(adviceFor(set({ atmosphere: 'toxic' }), 'blue', plain)).not.toContain('acid');
  expect(adviceFor(set({ atmosphere: 'acid' }), 'blue', plain)).toEqual(expect.arrayContaining(['toxic', 'acid']));
  expect(adviceFor(set({ atmosphere: 'normal' }), 'blue', plain)).not.toContain('toxic');
});

test('R-LOAD-38 a water planet (100% hydrography): the Paralyser is not worth taking', () => {
  expect(adviceFor(set({ hydrography: 100 }), 'blue', plain)).toContain('water');
  expect(adviceFor(set({ hydrography: 75 }), 'blue', plain)).not.toContain('water');
});

test('R-LOAD-33 R-LOAD-34 the Rover by atmosphere and gravity, on foot at near-zero, 30 resources at low gravity', () => {
  expect(adviceFor(set({ atmosphere: 'normal' }), 'blue', plain)).toContain('rover');
  expect(adviceFor(set({ atmosphere: 'thin' }), 'blue', plain)).toContain('rover');
  expect(adviceFor(set({ atmosphere: 'none', gravity: 'low' }), 'blue', plain)).toEqual(expect.arrayContaining(['rover', 'lowGravity']));
  expect(adviceFor(set({ atmosphere: 'toxic' }), 'blue', plain)).not.toContain('rover');
  expect(adviceFor(set({ atmosphere: 'normal', gravity: 'high' }), 'blue', plain)).toEqual(expect.arrayContaining(['roverHigh']));
  expect(adviceFor(set({ atmosphere: 'normal', gravity: 'high' }), 'blue', plain)).not.toContain('rover');
  const nearZero = adviceFor(set({ atmosphere: 'normal', gravity: 'nearZero' }), 'blue', plain);
  expect(nearZero).toEqual(expect.arrayContaining(['onFoot', 'lowGravity']));
  expect(nearZero).not.toContain('rover');
  expect(adviceFor(set({ gravity: 'earth' }), 'blue', plain)).not.toContain('lowGravity');
});

test('R-LOAD-28 R-LOAD-29 R-LOAD-31 what the areas may hold: alien buildings, lush vegetation by water, mountains and cliffs', () => {
  const all = Object.values(AREAS).flat();
  const fields = (a: (typeof all)[number]) => parseMap(a.map).fields.flat();
  const withBuildings = all.filter((a) => fields(a).some((f) => f.building || f.city));
  const without = all.filter((a) => !fields(a).some((f) => f.building || f.city || f.cave?.building));
  expect(withBuildings.length).toBeGreaterThan(0);
  expect(adviceFor(set({}), 'blue', withBuildings.slice(0, 1))).toContain('aliens');
  expect(adviceFor(set({}), 'blue', without)).not.toContain('aliens');
  const lush = all.filter((a) => fields(a).some((f) => f.vegetation === 'lush') && fields(a).some((f) => f.base === 'liquid'));
  expect(lush.length).toBeGreaterThan(0);
  expect(adviceFor(set({}), 'blue', lush.slice(0, 1))).toContain('lushWater');
  const dry = all.filter((a) => !fields(a).some((f) => f.vegetation === 'lush'));
  expect(adviceFor(set({}), 'blue', dry)).not.toContain('lushWater');
  const heights = all.filter((a) => fields(a).some((f) => f.base === 'mountains' || f.base === 'cliff'));
  expect(heights.length).toBeGreaterThan(0);
  const flat = all.filter((a) => !fields(a).some((f) => f.base === 'mountains' || f.base === 'cliff'));
  expect(adviceFor(set({}), 'blue', flat)).not.toContain('climber');
  expect(adviceFor(set({}), 'blue', heights)).toContain('climber');
});

test('issue 10 point 18: in orbit over a toxic high-gravity planet the hint suggests the typical expedition, at most 3 pieces of advice', () => {
  // the test helper puts the starship over the set it asks for: the hint of that orbit
  const hint = landingHint(orbitWhere((x) => x.gravity === 'high' && x.atmosphere === 'toxic', 9));
  expect(hint.key).toBe('hint.areas');
  expect(hint.notes?.[0]).toEqual({ key: 'advice.typical' });
  expect(hint.notes!.length).toBeLessThanOrEqual(MAX_ADVICE);
  expect(MAX_ADVICE).toBe(3);
  expect(format('pl', hint)).toContain('typowa ekspedycja na taką planetę to dwóch ludzi w skafandrach, dwa roboty');
  expect(format('en', hint)).toContain('two humans in suits, two robots, a few devices and a dozen or so resources');
});

test('issue 10 point 18: over a water planet the hint says the Paralyser is not worth taking', () => {
  const entry = (Object.keys(PLANETS) as PlanetId[]).flatMap((p) => PLANETS[p].sets.map((x, i) => ({ p, i, x }))).find((e) => e.x.hydrography === 100 && adviceFor(e.x, PLANETS[e.p].orbit, []).indexOf('water') < MAX_ADVICE)!;
  expect(entry).toBeDefined();
  const hint = landingHint(orbitOver(entry.p, entry.i, 4));
  const notes = (hint.notes ?? []).map((n) => n.key);
  // the areas may add advice before it; the planet's own advice is there when it fits in the 3
  if (notes.length < MAX_ADVICE || notes.includes('advice.water')) expect(notes).toContain('advice.water');
  expect(format('pl', { key: 'advice.water' })).toBe('Rada: na planecie wodnej Paralizer się nie opłaca.');
});

describe('R-LOAD-37 once landed: what to leave in the shuttle', () => {
  const bare = { ...parseMap(Object.values(AREAS).flat()[0]!.map).fields[0]![0]!, base: 'plain', vegetation: 'none', river: false, lake: false } as AreaField;
  /** 8 fields, `lively` of them with vegetation, water or a river or lake as given. */
  const area = (...lively: Partial<AreaField>[]): AreaField[] => [...lively.map((f) => ({ ...bare, ...f })), ...Array.from({ length: 8 - lively.length }, () => bare)];
  const everyone: ShuttleBay = { crew: [{ id: 'doctor', suit: null }, { id: 'engineer', suit: null }], units: { medkit: { count: 1, damaged: 0 } }, resources: 0 };
  const keys = (notes: { key: string }[]) => notes.map((n) => n.key);

  test('the healing and repair gear in the shuttle (Medkit, Tools or Special Tools) stays there, named for what is there; none in it, no such advice', () => {
    const holding = (units: ShuttleBay['units']) => keys(reserveAdvice(area(), 'acid', { crew: [], units, resources: 0 }));
    const one = { count: 1, damaged: 0 };
    expect(holding({ medkit: one })).toEqual(['advice.reserveHealingGear']);
    expect(holding({ tools: one })).toEqual(['advice.reserveRepairGear']);
    expect(holding({ specialTools: one })).toEqual(['advice.reserveRepairGear']);
    expect(holding({ medkit: one, specialTools: one })).toEqual(['advice.reserveGear']);
    expect(holding({ medkit: one, tools: one, specialTools: one })).toEqual(['advice.reserveGear']);
    // the Medkit taken down for lush plants and water (R-LOAD-29) is not to be left: only the Tools are named
    expect(format('en', { key: 'advice.reserveRepairGear' })).toBe('Advice: leave the repair gear in the shuttle; it waits there for damaged robots and devices.');
    expect(format('pl', { key: 'advice.reserveHealingGear' })).toBe('Rada: Apteczkę zostawcie na promie — poczeka tam na rannych.');
    expect(reserveAdvice(area(), 'acid', { crew: [], units: { laser: { count: 1, damaged: 0 }, medkit: { count: 0, damaged: 0 } }, resources: 0 })).toEqual([]);
  });

  test('the Doctor where under a quarter of the fields have vegetation or water (1 of 8 is, 2 of 8 is not)', () => {
    expect(keys(reserveAdvice(area({ vegetation: 'sparse' }), 'toxic', everyone))).toEqual(['advice.reserveHealingGear', 'advice.reserveDoctor']);
    expect(keys(reserveAdvice(area({ vegetation: 'sparse' }, { base: 'liquid' }), 'toxic', everyone))).toEqual(['advice.reserveHealingGear']);
    for (const wet of [{ vegetation: 'lush' }, { base: 'liquid' }, { river: true }, { lake: true }] as Partial<AreaField>[]) {
      expect(keys(reserveAdvice(area(wet, wet), 'acid', everyone))).toEqual(['advice.reserveHealingGear']);
    }
    expect(keys(reserveAdvice(area(), 'acid', everyone))).toEqual(['advice.reserveHealingGear', 'advice.reserveDoctor']);
  });

  test('the Engineer where the air is neither toxic nor acid; where both hold, the Doctor or the Engineer; only who is in the shuttle', () => {
    for (const air of ['none', 'thin', 'normal'] as const) {
      expect(keys(reserveAdvice(area({ lake: true }, { river: true }), air, everyone))).toEqual(['advice.reserveHealingGear', 'advice.reserveEngineer']);
      expect(keys(reserveAdvice(area(), air, everyone))).toEqual(['advice.reserveHealingGear', 'advice.reserveDoctorOrEngineer']);
    }
    expect(keys(reserveAdvice(area(), 'normal', { ...everyone, crew: [{ id: 'doctor', suit: null }] }))).toEqual(['advice.reserveHealingGear', 'advice.reserveDoctor']);
    expect(keys(reserveAdvice(area(), 'normal', { ...everyone, crew: [{ id: 'engineer', suit: null }] }))).toEqual(['advice.reserveHealingGear', 'advice.reserveEngineer']);
    expect(reserveAdvice(area(), 'normal', { crew: [{ id: 'soldier', suit: null }], units: {}, resources: 0 })).toEqual([]);
  });

  test('R-LAND-12 no first-action hint off the surface; a field other than the landing field researched does not end it', () => {
    const orbit = orbitWhere((x) => x.atmosphere === 'normal', 41);
    expect(firstActionHint(orbit)).toBeNull();
    let s = act(act(orbit, { type: 'load', unit: 'commander' }), { type: 'load', unit: 'medkit' });
    s = act(act(s, { type: 'land' }), { type: 'acceptArea' });
    const lf = landingField(s)!;
    const other = { ...s, surface: { ...s.surface!, researched: [`${lf.row + 1}:${lf.col}:surface`] } };
    expect(firstActionHint(other)?.key).toBe('hint.formParty');
    expect(firstActionHint({ ...s, surface: { ...s.surface!, researched: [`${lf.row}:${lf.col}:surface`] } })).toBeNull();
  });

  test('the advice follows the first-action hint after landing, in both languages, and says nothing of what is not in the shuttle', () => {
    let s = orbitWhere((x) => x.atmosphere === 'normal', 41);
    for (const unit of ['commander', 'engineer', 'medkit'] as const) s = act(s, { type: 'load', unit });
    s = act(act(s, { type: 'land' }), { type: 'acceptArea' });
    expect(s.hint?.key).toBe('hint.formParty');
    expect(keys([...s.hint!.notes!])).toEqual(['advice.reserveHealingGear', 'advice.reserveEngineer']);
    expect(format('pl', s.hint!)).toContain('Rada: Apteczkę zostawcie na promie — poczeka tam na rannych.');
    expect(format('pl', s.hint!)).toContain('Rada: Inżynier może zostać na promie');
    expect(format('en', s.hint!)).toContain('Advice: the Engineer may stay in the shuttle');
    // the Commander walks: the hint turns to the research, the advice stays; the Engineer walks too: no word of him
    const walking = act(s, { type: 'down', folder: 'shuttle', unit: 'commander' });
    expect(walking.hint?.key).toBe('hint.researchLandingField');
    expect(keys([...walking.hint!.notes!])).toEqual(['advice.reserveHealingGear', 'advice.reserveEngineer']);
    const both = act(walking, { type: 'down', folder: 'shuttle', unit: 'engineer' });
    expect(keys([...(both.hint!.notes ?? [])])).toEqual(['advice.reserveHealingGear']);
    expect(act(both, { type: 'research' }).hint?.notes ?? []).not.toContainEqual({ key: 'advice.reserveHealingGear' });
  });
});
