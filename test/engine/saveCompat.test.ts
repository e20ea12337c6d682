// Saved games and the state of time on a planet (issue 11): a save from before resources,
// accidents and infection still loads (the new fields start afresh), and the loader refuses what
// the engine can never reach (R-GEN-08: the saved game is untrusted input).
import { deserialize, serialize, type GameState } from '../../src/engine';
import { FRESH_SURFACE } from '../../src/engine/state';
import { invariantBroken } from '../../src/engine/invariants';
import { landedOnArea } from '../support/voyage';

const landed = (): GameState => landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator', 'laser']);

/** The saved text with some fields taken out, as an older version wrote it. */
function without(s: GameState, strip: (state: Record<string, unknown>) => void): string {
  const env = JSON.parse(serialize(s)) as { state: Record<string, unknown> };
  strip(env.state);
  return JSON.stringify(env);
}

describe('a save from before resources, accidents and infection', () => {
  test('loads with the drain, the marks of hunger, the accidents, the infection and the hit queue started afresh', () => {
    const s = landed();
    const old = without(s, (st) => {
      for (const h of st.crew as Record<string, unknown>[]) {
        delete h.starvedWounds;
        delete h.ill;
      }
      delete st.hitRule;
      delete st.hitQueue;
      const sf = st.surface as Record<string, unknown>;
      for (const k of ['drainDebt', 'starvedDamage', 'activeAtmosphere', 'shuttleThreats', 'wreck', 'infection']) delete sf[k];
    });
    const r = deserialize(old);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.crew.every((h) => h.starvedWounds === 0 && h.ill === false)).toBe(true);
    expect(r.state.hitRule).toBeNull();
    expect(r.state.hitQueue).toEqual([]);
    expect(r.state.surface).toMatchObject({ drainDebt: { party: 0, shuttle: 0 }, starvedDamage: {}, activeAtmosphere: 0, shuttleThreats: 0, wreck: false, infection: 0 });
    // and it is the same game: what it had is kept
    expect(r.state.surface!.researched).toEqual(s.surface!.researched);
    expect(serialize(r.state)).toBe(serialize(s));
  });

  test('a save from before the surface rules too (no PORZUCONE, no place on the map) loads at the shuttle', () => {
    const s = landed();
    const old = without(s, (st) => {
      delete (st.party as Record<string, unknown>).abandoned;
      const sf = st.surface as Record<string, unknown>;
      for (const k of ['at', 'moveMode', 'view', 'repeats', ...Object.keys(FRESH_SURFACE).filter((k) => k !== 'hours' && k !== 'researched')]) delete sf[k];
    });
    const r = deserialize(old);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.state.surface!.at).toEqual({ row: 4, col: 3, cave: false });
    expect(r.state.surface!.moveMode).toBe('research');
    expect(r.state.party.abandoned).toEqual({ crew: [], units: {}, resources: 0 });
  });
});

describe('the loader refuses what the engine never reaches', () => {
  const s = landed();
  const edit = (f: (x: GameState) => GameState) => invariantBroken(f(s));

  test('R-HEAL-08 more wounds from hunger than wounds', () => {
    expect(edit((x) => ({ ...x, crew: x.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 1, starvedWounds: 2 } : h)) }))).toMatch(/wounds from hunger/);
    expect(edit((x) => ({ ...x, crew: x.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 2, starvedWounds: 2 } : h)) }))).toBeNull();
  });

  test('R-INF-09 somebody ill off a planet, or walking', () => {
    const ill = (x: GameState) => ({ ...x, crew: x.crew.map((h) => (h.id === 'soldier' ? { ...h, ill: true } : h)) });
    expect(invariantBroken({ ...ill(s), phase: 'space', surface: null, party: { ...s.party, expedition: { ...s.party.expedition, crew: [] } } })).toMatch(/ill off a planet/);
    expect(s.party.expedition.crew.some((p) => p.id === 'soldier')).toBe(true);
    expect(edit(ill)).toMatch(/ill but walks/);
  });

  test('R-INF-12 only the dead of the infection stay in the table', () => {
    const dead = (ill: boolean) => (x: GameState): GameState => {
      const soldier = x.party.expedition.crew.find((p) => p.id === 'soldier')!;
      return {
        ...x,
        crew: x.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: false, ill } : h)),
        party: { ...x.party, expedition: { ...x.party.expedition, crew: x.party.expedition.crew.filter((p) => p.id !== 'soldier') }, carried: { ...x.party.carried, crew: [...x.party.carried.crew, soldier] } },
      };
    };
    expect(edit(dead(false))).toMatch(/dead but in the expedition table/);
    expect(edit(dead(true))).toBeNull();
  });

  test('hits waiting with none being given out; hunger damage on units that are not damaged', () => {
    expect(edit((x) => ({ ...x, hitsToAssign: 0, hitRule: { source: 'seismic' } }))).toMatch(/hits waiting/);
    expect(edit((x) => ({ ...x, hitsToAssign: 0, hitQueue: [{ source: 'lava', count: 3 }] }))).toMatch(/hits waiting/);
    expect(edit((x) => ({ ...x, surface: { ...x.surface!, starvedDamage: { laser: 1 } } }))).toMatch(/damaged by hunger/);
  });

  test('a schema violation in the new fields is named', () => {
    const bad = without(s, (st) => {
      (st.surface as Record<string, unknown>).infection = 300;
    });
    const r = deserialize(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(JSON.stringify(r.error)).toMatch(/state\.surface\.infection/);
  });
});
