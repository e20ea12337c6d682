// R-UI-TABLE-02, R-UI-TABLE-17, R-LAND-12, R-MOVE-01, R-MOVE-30, R-REPAIR-01, R-HEAL-01, R-DMG-15,
// R-INF-12: the expedition table's third column ('napr/lecz/skaf') row by row, by the numbers:
// care for the wounded and the damaged in the party's folders once the landing field is researched
// and nothing else is under way, a caged creature's cage released, a loose suit put on by a bare
// human, a damaged unit lying in PORZUCONE repaired where it lies (R-UI-TABLE-19); nothing for the
// undamaged, the dead, the humans and cages in PORZUCONE, or while a meeting, a suit
// being put on or the unresearched landing field stops it. legal.ts builds the column for the whole
// table (tableRows) and row by row (careButton): both are asked here.
import type { Action, GameState } from '../../src/engine';
import { isLegalNow, tableRows } from '../../src/engine/legal';
import { openCourse } from '../../src/engine/rules/courseStart';
import { landedOnArea } from '../support/voyage';

const base = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator', 'doctor'], 8);

/** The party's folders and crew as a test sets them (the landing field researched, in research mode). */
function table(patch: { wounds?: Partial<Record<string, number>>; dead?: string[]; carried?: GameState['party']['carried']['units']; expedition?: GameState['party']['expedition']['units']; abandoned?: GameState['party']['abandoned']['units']; caged?: boolean }): GameState {
  const s = base;
  return {
    ...s,
    crew: s.crew.map((h) => ({ ...h, wounds: patch.wounds?.[h.id] ?? h.wounds, alive: !(patch.dead ?? []).includes(h.id) })),
    party: {
      ...s.party,
      expedition: { ...s.party.expedition, units: patch.expedition ?? s.party.expedition.units },
      carried: { ...s.party.carried, units: patch.carried ?? s.party.carried.units },
      abandoned: { ...s.party.abandoned, units: patch.abandoned ?? s.party.abandoned.units },
    },
    surface: { ...s.surface!, caged: patch.caged ? [{ being: 'driftBladder', indicators: {} }] : [] },
  };
}

/** Every row's third button, as `folder unit -> type` (rows without one left out). */
const third = (s: GameState): string[] => tableRows(s).filter((r) => r.third).map((r) => `${r.folder} ${r.unit} -> ${r.third!.type}`);
const care = (folder: string, unit: string) => ({ type: 'care', folder, unit }) as Action;

const SCENE = table({
  wounds: { soldier: 3 },
  dead: ['doctor'],
  expedition: { transbot: { count: 2, damaged: 0 } },
  carried: { laser: { count: 1, damaged: 1 }, cage: { count: 1, damaged: 0 }, stunner: { count: 1, damaged: 0 } },
  abandoned: { tools: { count: 1, damaged: 1 }, cage: { count: 1, damaged: 0 } },
  caged: true,
});

describe('the third column, by the numbers', () => {
  test('on the researched landing field: the wounded Soldier healed, the damaged Laser repaired, the caged creature released, the damaged Tools in PORZUCONE repaired (R-UI-TABLE-19); nothing for the sound Navigator, the dead Doctor, the undamaged Transbots, or the cage in PORZUCONE', () => {
    expect(base.surface!.researched.length).toBeGreaterThan(0);
    const rows = third(SCENE);
    expect(rows).toEqual(expect.arrayContaining(['expedition soldier -> care', 'carried laser -> care', 'carried cage -> care']));
    for (const none of ['navigator', 'doctor', 'transbot', 'stunner']) expect(rows.filter((r) => r.includes(` ${none} `))).toEqual([]);
    // the manual's 'napr/lecz/skaf' at a damaged robot or device names no folder: the Tools lying in
    // PORZUCONE are repaired there; a cage there has no button, as before
    expect(rows.filter((r) => r.startsWith('abandoned'))).toEqual(['abandoned tools -> care']);
    // row by row the same answers (careButton)
    expect([care('expedition', 'soldier'), care('carried', 'laser'), care('carried', 'cage'), care('abandoned', 'tools')].map((a) => isLegalNow({ ...SCENE }, a))).toEqual([true, true, true, true]);
    expect([care('expedition', 'navigator'), care('expedition', 'transbot'), care('carried', 'stunner'), care('abandoned', 'cage')].map((a) => isLegalNow({ ...SCENE }, a))).toEqual([false, false, false, false]);
  });

  test('no creature caged: the cage has no button', () => {
    const s = { ...SCENE, surface: { ...SCENE.surface!, caged: [] } };
    expect(third(s).filter((r) => r.includes(' cage '))).toEqual([]);
    expect(isLegalNow({ ...s }, care('carried', 'cage'))).toBe(false);
  });

  test('R-LAND-12 before the landing field is researched, no care; in a meeting, none; while a suit is put on, the bare humans are picked instead', () => {
    const unresearched = { ...SCENE, surface: { ...SCENE.surface!, researched: [] } };
    expect(third(unresearched).filter((r) => r.endsWith('care') && !r.includes(' cage '))).toEqual([]);
    // the release is no expedition action: it stays (R-MOVE-30)
    expect(third(unresearched)).toContain('carried cage -> care');
    const meeting: GameState = { ...SCENE, surface: { ...SCENE.surface!, encounter: { being: 'mudGulper', place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(SCENE, 'mudGulper', false)! } } };
    expect(third(meeting).filter((r) => r.endsWith('care'))).toEqual([]);
    expect(isLegalNow({ ...meeting }, care('expedition', 'soldier'))).toBe(false);
    const dressing: GameState = { ...SCENE, dressing: 'suit' };
    expect(third(dressing).filter((r) => r.endsWith('care'))).toEqual([]);
    expect(third(dressing)).toContain('expedition soldier -> dressHuman');
    expect(isLegalNow({ ...dressing }, care('expedition', 'soldier'))).toBe(false);
  });

  test('R-INF-12 R-MOVE-28 a wounded human lying in PORZUCONE (the sick are put down there) is not cared for there; R-UI-TABLE-17 a loose suit wholly damaged is not put on, on the planet: it is repaired', () => {
    const navigator = SCENE.party.expedition.crew.find((p) => p.id === 'navigator')!;
    const lying: GameState = {
      ...SCENE,
      // the Doctor alive: two able humans, so the wounded could be healed anywhere else (R-HEAL)
      crew: SCENE.crew.map((h) => (h.id === 'navigator' ? { ...h, wounds: 3, ill: true } : h.id === 'doctor' ? { ...h, alive: true } : h)),
      party: { ...SCENE.party, expedition: { ...SCENE.party.expedition, crew: SCENE.party.expedition.crew.filter((p) => p.id !== 'navigator') }, abandoned: { ...SCENE.party.abandoned, crew: [navigator] } },
    };
    expect(third(lying).filter((r) => r.includes('navigator'))).toEqual([]);
    expect(isLegalNow({ ...lying }, care('abandoned', 'navigator'))).toBe(false);
    // in EKSPEDYCJA the same wounds are healed
    const standing: GameState = { ...lying, party: { ...lying.party, expedition: { ...lying.party.expedition, crew: [...lying.party.expedition.crew, navigator] }, abandoned: { ...lying.party.abandoned, crew: [] } } };
    expect(third(standing)).toContain('expedition navigator -> care');
    const suits = (count: number): GameState => ({ ...SCENE, party: { ...SCENE.party, carried: { ...SCENE.party.carried, units: { ...SCENE.party.carried.units, heavySuit: { count, damaged: 1 } } } } });
    expect(third(suits(1))).toContain('carried heavySuit -> care');
    expect(third(suits(2))).toContain('carried heavySuit -> suitButton');
    // R-UI-TABLE-17, R-UI-TABLE-19: the same two suits lying in PORZUCONE are not put on there (taken back first), but the damaged one is repaired there
    const lyingSuits: GameState = { ...SCENE, party: { ...SCENE.party, abandoned: { ...SCENE.party.abandoned, units: { heavySuit: { count: 2, damaged: 1 } } } } };
    expect(third(lyingSuits).filter((r) => r.includes('heavySuit'))).toEqual(['abandoned heavySuit -> care']);
  });

  test('R-DEV-70 a creature whose cages lie in two folders stops the care, not the release', () => {
    const split = { ...SCENE, surface: { ...SCENE.surface!, caged: [{ being: 'plainsFlatback', indicators: {} }] } };
    expect(third(split).filter((r) => r.endsWith('care'))).toEqual(['carried cage -> care']);
    expect(isLegalNow({ ...split }, care('expedition', 'soldier'))).toBe(false);
  });

  test('in orbit a suited human has his suit button, and nobody is cared for', () => {
    const orbit: GameState = { ...SCENE, phase: 'orbit', party: { ...SCENE.party, expedition: { ...SCENE.party.expedition, crew: SCENE.party.expedition.crew.map((p) => ({ ...p, suit: { kind: 'suit' as const, damaged: false } })) } } };
    const rows = third(orbit);
    expect(rows).toContain('expedition soldier -> suitButton');
    expect(rows.filter((r) => r.endsWith('care'))).toEqual([]);
  });
});
