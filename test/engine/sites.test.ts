// What the habitat lines see of a place (R-ENC-02, R-MAP-08, R-HAB-00): terrain and features at
// the layer, 'w okolicy' (the field and its six neighbours), the area's vegetation and its cities
// not yet researched, fog on the surface only — read from authored maps by hand.
import { siteAt, type GameState } from '../../src/engine';
import { guided, hourShare } from '../../src/engine/rules/encounterChance';
import { landedOnArea } from '../support/voyage';

const ash = () => {
  const s = landedOnArea('mefisto', 0, 'mefisto.ashPlain', ['scout', 'soldier'], 8);
  return { ...s, surface: { ...s.surface!, researched: [] } };
};
// Birss set 1 (high gravity, normal air, 75%), the Reef Islands: liquid fields with emergent and underwater vegetation
const reef = () => landedOnArea('birss', 1, 'birss.reefIslands', ['scout', 'soldier'], 8);
const site = (s: GameState, row: number, col: number, layer: 'surface' | 'underwater' | 'cave' = 'surface', march = false) => siteAt(s, { row, col, layer }, march)!;

describe('the site of an hour (R-ENC-02)', () => {
  test('the Ash Plain\'s landing field: a bare desert plain at Earth gravity in acid air, 0% liquid, nothing near, no vegetation in the area', () => {
    const x = site(ash(), 4, 4);
    expect(x).toEqual({
      gravity: 'earth',
      atmosphere: 'acid',
      hydrography: 0,
      climate: 'desert',
      fog: false,
      layer: 'surface',
      terrain: 'plain',
      ground: 'plain',
      vegetation: 'none',
      river: false,
      lake: false,
      chasm: false,
      underwaterCliff: false,
      building: false,
      city: false,
      near: { vegetation: false, liquidLava: false },
      area: { vegetation: false, unresearchedCity: false },
      march: false,
    });
    expect(site(ash(), 4, 4, 'surface', true).march).toBe(true);
  });

  test('a chasm on a plain; a cave: no terrain of its own, the ground above it, nothing of the surface; fog lies on the surface only', () => {
    expect(site(ash(), 6, 4).chasm).toBe(true);
    const cave = site(ash(), 7, 6, 'cave');
    expect([cave.layer, cave.terrain, cave.ground, cave.vegetation, cave.chasm, cave.building, cave.city, cave.river]).toEqual(['cave', null, 'hills', 'none', false, false, false, false]);
    const foggy = ash();
    const f = { ...foggy, surface: { ...foggy.surface!, fog: true } };
    expect(site(f, 4, 4).fog).toBe(true);
    expect(site(f, 7, 6, 'cave').fog).toBe(false);
  });

  test('R-MAP-08 on a liquid field only emergent vegetation is above (as sparse); under it the field\'s own vegetation, its underwater cliff and chasm', () => {
    const s = reef();
    // (2,5) 'w+V+e': lush underwater, emergent above
    expect([site(s, 2, 5).terrain, site(s, 2, 5).vegetation]).toEqual(['liquid', 'sparse']);
    expect([site(s, 2, 5, 'underwater').terrain, site(s, 2, 5, 'underwater').vegetation]).toEqual(['liquid', 'lush']);
    // (1,3) 'w+v': sparse underwater, nothing above
    expect(site(s, 1, 3).vegetation).toBe('none');
    expect(site(s, 1, 3, 'underwater').vegetation).toBe('sparse');
    // (3,7) 'w+U': the underwater cliff is there only under the surface
    expect(site(s, 3, 7, 'underwater').underwaterCliff).toBe(true);
    expect(site(s, 3, 7).underwaterCliff).toBe(false);
    // a lake (5,4 'p+V+k?', present) on the surface
    const lake = site(s, 5, 4);
    expect([lake.terrain, lake.lake, lake.vegetation]).toEqual(['plain', !s.surface!.absent.includes('5:4:lake'), 'lush']);
    expect([site(s, 4, 3).near.vegetation, site(s, 4, 3).area.vegetation]).toEqual([true, true]);
    expect([site(s, 4, 3).gravity, site(s, 4, 3).atmosphere, site(s, 4, 3).hydrography]).toEqual(['high', 'normal', 75]);
  });

  test('liquid lava next door is near; a field two away is not', () => {
    const s0 = landedOnArea('mefisto', 0, 'mefisto.lavaSlopes', ['scout', 'soldier'], 8);
    // (3,5) 'sl' beside (3,6) 'll'; (1,1) 'p' far from any
    expect(site(s0, 3, 5).near.liquidLava).toBe(true);
    expect(site(s0, 3, 6).near.liquidLava).toBe(true);
    expect(site(s0, 1, 1).near.liquidLava).toBe(false);
  });

  test('R-HAB-52 an alien city not yet researched anywhere in the area; a building; both gone when absent', () => {
    const s0 = landedOnArea('mefisto', 0, 'mefisto.deadCity', ['scout', 'soldier'], 8);
    const all = { ...s0, surface: { ...s0.surface!, absent: [] } };
    expect(site(all, 4, 5).city).toBe(true);
    expect(site(all, 2, 8).building).toBe(true);
    expect(site(all, 1, 1).area.unresearchedCity).toBe(true);
    const researched = { ...all, surface: { ...all.surface, researched: ['4:5:surface', '4:6:surface'] } };
    expect(site(researched, 1, 1).area.unresearchedCity).toBe(false);
    const none = { ...all, surface: { ...all.surface, absent: ['4:5:city', '4:6:city', '2:8:building', '4:2:building'] } };
    expect([site(none, 4, 5).city, site(none, 2, 8).building, site(none, 1, 1).area.unresearchedCity]).toEqual([false, false, false]);
  });
});

describe('who guides the party (R-ENC-07)', () => {
  test('the Scout alive, or a working Rekonbot; not a dead Scout nor a damaged Rekonbot', () => {
    const s = ash();
    expect(guided(s)).toBe(true);
    const noScout = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'scout') } } };
    expect(guided(noScout)).toBe(false);
    const dead = { ...s, crew: s.crew.map((h) => (h.id === 'scout' ? { ...h, alive: false } : h)) };
    expect(guided(dead)).toBe(false);
    const bot = (damaged: number) => ({ ...noScout, party: { ...noScout.party, expedition: { ...noScout.party.expedition, units: { rekonbot: { count: 1, damaged } } } } });
    expect(guided(bot(0))).toBe(true);
    expect(guided(bot(1))).toBe(false);
  });

  test('R-ENC-06 a research of one hour carries the whole chance; a part-hour research counts as one', () => {
    expect(hourShare(ash(), { row: 4, col: 4, layer: 'surface' }, 'research', 1)).toBe(1);
    expect(hourShare(ash(), { row: 4, col: 4, layer: 'surface' }, 'research', 0)).toBe(1);
  });
});
