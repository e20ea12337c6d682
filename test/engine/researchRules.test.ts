// The research rules around the table of terrainTable.test.ts: the level a field is researched at
// (R-MAP-09, R-AREA-01, R-LAND-13), the repeat of an alien building or city (R-TERRAIN-32,
// R-TERRAIN-34), what a research tells and books, and when research and lift-off are possible.
import { canLiftOff, canResearch, parseField, researchLevel, type GameState } from '../../src/engine';
import { researchAt } from '../../src/engine/rules/research';
import { Dice, seedRng } from '../../src/engine/rng';
import { landedOnArea } from '../support/voyage';

/** Landed on an area with every 'maybe' feature present. */
const onArea = (planet: Parameters<typeof landedOnArea>[0], areaId: string, units: Parameters<typeof landedOnArea>[3] = ['soldier']): GameState => {
  const s = landedOnArea(planet, 0, areaId, units);
  return { ...s, surface: { ...s.surface!, absent: [] } };
};

describe('R-MAP-09 R-AREA-01 R-LAND-13 the level a field is researched at', () => {
  const s = onArea('mezo', 'mezo.sunkenCity');
  const liquid = parseField('w');
  test('a solid field at its surface, whatever the level shown', () => {
    expect(researchLevel(s, parseField('h'))).toBe('surface');
    expect(researchLevel({ ...s, level: 'underwater' }, parseField('h'))).toBe('surface');
  });
  test('a liquid field: on its surface, or under it when submerged', () => {
    expect(researchLevel({ ...s, level: 'surface' }, liquid)).toBe('surface');
    expect(researchLevel({ ...s, level: 'onWater' }, liquid)).toBe('surface');
    expect(researchLevel({ ...s, level: 'underwater' }, liquid)).toBe('underwater');
  });
  test('in a cave: the cave', () => {
    const cave = { ...s, surface: { ...s.surface!, at: { ...s.surface!.at, cave: true } } };
    expect(researchLevel(cave, parseField('h+J^'))).toBe('cave');
    expect(researchLevel({ ...cave, level: 'underwater' }, liquid)).toBe('cave');
  });
  test('an area wholly of liquid: always under it (picolo.weedShallows)', () => {
    const all = onArea('picolo', 'picolo.weedShallows');
    expect(researchLevel({ ...all, level: 'surface' }, liquid)).toBe('underwater');
  });
});

describe('R-TERRAIN-32 R-TERRAIN-34 a repeat research of an alien building (½) or city (always, nothing found yet)', () => {
  const offered = (s: GameState, row: number, col: number, layer: 'surface' | 'cave', draws: number): number => {
    let n = 0;
    const dice = new Dice(seedRng(1000));
    for (let i = 0; i < draws; i++) {
      const r = researchAt(s, { row, col, layer }, dice);
      const k = `${row}:${col}:${layer}`;
      const yes = r.surface!.repeats.includes(k);
      expect(r.message.notes?.some((m) => m.key === 'note.repeatOffered') ?? false).toBe(yes);
      if (yes) n++;
    }
    return n / draws;
  };
  const city = onArea('mezo', 'mezo.sunkenCity');
  test('a city (mezo.sunkenCity 3:5): every time', () => {
    expect(parseField('p+M').city).toBe(true);
    expect(offered(city, 3, 5, 'surface', 40)).toBe(1);
  });
  // 2 000 draws: SE 0.011; tolerance 0.05
  test('a building (mezo.sunkenCity 2:5): half the time (2 000 draws, ±0.05)', () => {
    expect(offered(city, 2, 5, 'surface', 2000)).toBeCloseTo(0.5, 1);
  });
  test('a building in a cave under a city (noweAlto.citadelPlateau 4:4): the cave’s building, half the time; the city above does not count', () => {
    const s = onArea('noweAlto', 'noweAlto.citadelPlateau');
    const f = offered(s, 4, 4, 'cave', 2000);
    expect(f).toBeGreaterThan(0.45);
    expect(f).toBeLessThan(0.55);
  });
  test('a field with neither: never', () => {
    expect(offered(city, 5, 4, 'surface', 40)).toBe(0);
  });
  test('the repeat done, no further one is offered and the field leaves the repeats', () => {
    const first = researchAt(city, { row: 3, col: 5, layer: 'surface' }, new Dice(seedRng(5)));
    expect(first.surface!.repeats).toContain('3:5:surface');
    const second = researchAt(first, { row: 3, col: 5, layer: 'surface' }, new Dice(seedRng(6)));
    expect(second.surface!.repeats).not.toContain('3:5:surface');
    expect(second.message.notes?.some((m) => m.key === 'note.repeatOffered') ?? false).toBe(false);
  });
});

describe('R-MAP-10 R-SCORE-05 what a research tells and books', () => {
  const s = onArea('mezo', 'mezo.sunkenCity');
  test('with VP: its own text, the hours and the VP, booked as research; without: the plain text; the hint by where the party stands', () => {
    const seen = new Set<string>();
    // one dice for all: successive draws (neighbouring seeds' first draws are alike)
    const dice = new Dice(seedRng(77));
    for (let i = 0; i < 60; i++) {
      const r = researchAt(s, { row: 2, col: 5, layer: 'surface' }, dice, 3);
      const vp = r.vp - s.vp;
      expect(r.message.key).toBe(vp > 0 ? 'msg.researchedVp' : 'msg.researched');
      expect(r.message.params).toMatchObject({ hours: 3 + 4, vp });
      if (vp > 0) expect(r.ledger!.at(-1)).toMatchObject({ reason: 'research', amount: vp });
      // the research's own text names its VP: no note repeats them (rules/vp.ts, told)
      expect(r.vpLog ?? []).toEqual([]);
      // the party stands at the shuttle: what to do after a research there
      expect(r.hint!.key).toBe('hint.afterResearch');
      seen.add(r.message.key);
    }
    expect([...seen].sort()).toEqual(['msg.researched', 'msg.researchedVp']);
    const away = { ...s, surface: { ...s.surface!, at: { row: 2, col: 5, cave: false } } };
    expect(researchAt(away, { row: 2, col: 5, layer: 'surface' }, new Dice(seedRng(1))).hint!.key).toBe('hint.researchMode');
    // a research from the menu in march mode: the board still marches, and the hint says so (it described research mode before)
    const marching = { ...away, surface: { ...away.surface!, moveMode: 'march' as const } };
    expect(researchAt(marching, { row: 2, col: 5, layer: 'surface' }, new Dice(seedRng(1))).hint!.key).toBe('hint.marchMode');
    const marchingAtShuttle = { ...s, surface: { ...s.surface!, moveMode: 'march' as const } };
    expect(researchAt(marchingAtShuttle, { row: 2, col: 5, layer: 'surface' }, new Dice(seedRng(1))).hint!.key).toBe('hint.afterResearch');
  });
});

describe('R-MOVE-02 R-MOVE-34 when research and lift-off are possible', () => {
  const s = onArea('mezo', 'mezo.sunkenCity');
  test('lift-off: at the shuttle with the landing field researched, on the surface, nobody dressing, no hits to give', () => {
    expect(canLiftOff(s)).toBe(true);
    expect(canLiftOff({ ...s, phase: 'orbit' })).toBe(false);
    expect(canLiftOff({ ...s, dressing: 'suit' })).toBe(false);
    expect(canLiftOff({ ...s, hitsToAssign: 1 })).toBe(false);
  });
  test('research: on the surface, in the main menu, nobody dressing or tended, no hits to give', () => {
    const fresh = { ...s, surface: { ...s.surface!, researched: [] } };
    expect(canResearch(fresh)).toBe(true);
    expect(canResearch({ ...fresh, phase: 'orbit' })).toBe(false);
    expect(canResearch({ ...fresh, menu: 'chooseLength' })).toBe(false);
    expect(canResearch({ ...fresh, dressing: 'suit' })).toBe(false);
    expect(canResearch({ ...fresh, hitsToAssign: 1 })).toBe(false);
    expect(canResearch({ ...fresh, careChoice: { folder: 'expedition', unit: 'soldier' } })).toBe(false);
  });
});
