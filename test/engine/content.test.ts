// Authored content against the constraints the manual states (R-CONTENT-*).
import { isMessageKey, PLANET_IDS, PLANETS, SPACE_EVENTS, t, type CharacteristicSet } from '../../src/engine';

const allSets: CharacteristicSet[] = PLANET_IDS.flatMap((p) => [...PLANETS[p].sets]);

describe('planets', () => {
  test('R-CONTENT-02 R-SPACE-06 R-SPACE-07 every planet has a size and an orbit class; gravity follows size', () => {
    const tendency = { huge: 'huge', large: 'high', miniature: 'nearZero' } as const;
    for (const p of PLANET_IDS) {
      const planet = PLANETS[p];
      expect(planet.sets).toHaveLength(3);
      const want = tendency[planet.size as keyof typeof tendency];
      if (want) expect(planet.sets.filter((x) => x.gravity === want).length).toBeGreaterThanOrEqual(2);
      else expect(planet.sets.some((x) => x.gravity === 'earth')).toBe(true);
    }
    expect(new Set(PLANET_IDS.map((p) => PLANETS[p].orbit)).size).toBe(4);
    expect(new Set(PLANET_IDS.map((p) => PLANETS[p].size)).size).toBe(4);
  });

  test('R-CONTENT-03 R-ORBIT-04 27 sets; high gravity with a toxic atmosphere is the most common combination', () => {
    expect(allSets).toHaveLength(27);
    const pairs = new Map<string, number>();
    for (const x of allSets) pairs.set(`${x.gravity}/${x.atmosphere}`, (pairs.get(`${x.gravity}/${x.atmosphere}`) ?? 0) + 1);
    const top = [...pairs].sort((a, b) => b[1] - a[1]);
    expect(top[0]![0]).toBe('high/toxic');
    expect(top[0]![1]).toBeGreaterThan(top[1]![1]);
    for (const x of allSets) {
      expect(x.drain).toBeGreaterThanOrEqual(0);
      expect(x.drain).toBeLessThanOrEqual(4);
    }
  });

  test('R-ORBIT-02 some sets give the discovery point, never two on one planet', () => {
    expect(allSets.filter((x) => x.discovery).length).toBeGreaterThan(0);
    for (const p of PLANET_IDS) expect(PLANETS[p].sets.filter((x) => x.discovery).length).toBeLessThanOrEqual(1);
  });

  test('R-CONTENT-04 every set has a planet-box text in both languages', () => {
    for (const p of PLANET_IDS)
      for (let i = 0; i < 3; i++) {
        const key = `planetInfo.${p}.${i}`;
        expect(isMessageKey(key)).toBe(true);
        if (isMessageKey(key)) {
          expect(t('pl', key).length).toBeGreaterThan(20);
          expect(t('en', key).length).toBeGreaterThan(20);
        }
      }
  });
});

describe('space events', () => {
  const outcomes = (e: (typeof SPACE_EVENTS)[number]) => [...(e.outcomes ?? []), ...(e.options ?? []).flatMap((o) => o.outcomes)];

  test('R-CONTENT-10 at least 20 events, each with its texts in both languages', () => {
    expect(SPACE_EVENTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SPACE_EVENTS.map((e) => e.id)).size).toBe(SPACE_EVENTS.length);
    for (const e of SPACE_EVENTS) {
      expect(Boolean(e.options) !== Boolean(e.outcomes)).toBe(true);
      const keys = [e.intro, ...outcomes(e).map((o) => o.text), ...(e.options ?? []).map((o) => o.label)];
      for (const k of keys) {
        expect(isMessageKey(k)).toBe(true);
        if (isMessageKey(k)) expect(t('en', k).length).toBeGreaterThan(0);
      }
    }
  });

  test('R-SPACE-20 R-CONTENT-10 rare events and rare developments carry discovery points', () => {
    expect(SPACE_EVENTS.filter((e) => e.rare && e.discovery > 0).length).toBeGreaterThanOrEqual(3);
    expect(SPACE_EVENTS.flatMap(outcomes).filter((o) => o.discovery > 0).length).toBeGreaterThanOrEqual(3);
    for (const e of SPACE_EVENTS.filter((x) => x.rare)) expect(e.weight).toBeLessThanOrEqual(2);
  });

  test('R-SPACE-21 exactly one event moves the starship to another planet, and it is rare', () => {
    const jumps = SPACE_EVENTS.filter((e) => outcomes(e).some((o) => o.effects.some((x) => x.kind === 'relocate')));
    expect(jumps).toHaveLength(1);
    expect(jumps[0]!.rare).toBe(true);
  });

  test('R-SPACE-22 R-CONTENT-10 some events need a choice, some wound humans', () => {
    expect(SPACE_EVENTS.filter((e) => e.options && e.options.length >= 2).length).toBeGreaterThanOrEqual(3);
    expect(SPACE_EVENTS.filter((e) => outcomes(e).some((o) => o.effects.some((x) => x.kind === 'wounds'))).length).toBeGreaterThanOrEqual(3);
  });
});
