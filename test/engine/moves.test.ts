// Moving about an area (issue 11): entry hours of every terrain, research of a neighbouring field,
// forced marches, circling, caves, diving, what is abandoned, and leaving only at the shuttle.
// Expected hours are the manual's literals (RULES.md R-TERRAIN table), never computed by the code.
import { legalActions, NO_ENCOUNTERS, step, tableRows, type Action, type EncounterSource, type GameState, type HourContext } from '../../src/engine';
import { parseField } from '../../src/engine/data/areas';
import type { UnitId } from '../../src/engine/data/units';
import { BUILDING_REPEAT_CHANCE, isResearchable } from '../../src/engine/rules/research';
import { canMove, entryHours, moveOption, pathToShuttle, researchOption, type BoardButton } from '../../src/engine/rules/moves';
import { partyPlace } from '../../src/engine/rules/field';
import { unitsLeft } from '../../src/engine/rules/losses';
import { act, landedOnArea } from '../support/voyage';
import { seedRng } from '../../src/engine/rng';
import * as areaContent from '../../src/engine/data/content/areas';

const landedOn = landedOnArea;

/** Birss, set 1 (high gravity, breathable air), the Reef Islands: shuttle at 4:3 on a plain. */
const reef = (units: readonly UnitId[] = ['soldier', 'navigator']) => landedOn('birss', 1, 'birss.reefIslands', units);
const at = (s: GameState, row: number, col: number, cave = false): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave } } });
const march = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, moveMode: 'march' } });
const foggy = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, fog: true } });
const rover = (s: GameState): GameState => ({ ...s, mode: 'rover' });
const withClimber = (s: GameState): GameState => ({ ...s, party: { ...s.party, used: { ...s.party.used, units: { climber: { count: 1, damaged: 0 } } } } });

describe('R-TERRAIN-03..33 entry hours on foot and by Rover', () => {
  const s = reef();
  const f = (token: string) => parseField(token);
  const cases: [string, string, number | null, number | null][] = [
    ['R-TERRAIN-03 plain', 'p', 1, 0.5],
    ['R-TERRAIN-04 hills', 'h', 2, 1],
    ['R-TERRAIN-05 mountains', 'm', 3, 2],
    ['R-TERRAIN-06 liquid (its surface)', 'w', 4, 1],
    ['R-TERRAIN-11 solidified lava (one time for both, ours)', 'sl', 2, 2],
    ['R-TERRAIN-12 liquid lava cannot be entered', 'll', null, null],
    ['R-TERRAIN-19 glacier on plain', 'g', 3, 1.5],
    ['R-TERRAIN-20 swamp on plain (no Rover)', 's', 3, null],
    ['R-TERRAIN-27 mountains with cliff (no Rover)', 'c', 8, null],
    ['R-TERRAIN-25 lush vegetation +2 h', 'p+V', 3, 2.5],
    ['R-TERRAIN-24 sparse vegetation adds no entry time', 'p+v', 1, 0.5],
    ['R-TERRAIN-33 alien city +1 h', 'p+M', 2, 1.5],
    ['R-TERRAIN-21 R-TERRAIN-22 rivers and lakes add no entry time', 'p+r+k', 1, 0.5],
  ];
  test.each(cases)('%s', (_name, token, foot, byRover) => {
    expect(entryHours(s, f(token), 'surface')).toBe(foot);
    expect(entryHours(rover(s), f(token), 'surface')).toBe(byRover);
  });

  test('R-TERRAIN-14 R-DEV-57 a cave: 2 h on foot, the Rover cannot enter', () => {
    expect(entryHours(s, f('h+J^'), 'cave')).toBe(2);
    expect(entryHours(rover(s), f('h+J^'), 'cave')).toBeNull();
    expect(entryHours(s, f('h'), 'cave')).toBeNull();
  });

  test('R-TERRAIN-06 R-TERRAIN-28 R-MAP-08 under the liquid: 4 h, +2 h for an underwater cliff, lush vegetation below', () => {
    expect(entryHours(s, f('w'), 'underwater')).toBe(4);
    expect(entryHours(s, f('w+U'), 'underwater')).toBe(6);
    expect(entryHours(s, f('w+U'), 'surface')).toBe(4); // the cliff is below
    expect(entryHours(s, f('w+V'), 'underwater')).toBe(6);
    expect(entryHours(s, f('w+V'), 'surface')).toBe(4); // not emergent: below only
    expect(entryHours(s, f('w+V+e'), 'surface')).toBe(6); // 'wyn': above too
    expect(entryHours(s, f('p'), 'underwater')).toBeNull();
    expect(entryHours(rover(s), f('w'), 'underwater')).toBeNull(); // the Rover floats
  });

  test('R-DEV-47 R-TERRAIN-05 R-TERRAIN-27 the Climber on foot: mountains 3 → 2 h, cliffs 8 → 5 h; not from the Rover', () => {
    const c = withClimber(s);
    expect(entryHours(c, f('m'), 'surface')).toBe(2);
    expect(entryHours(c, f('c'), 'surface')).toBe(5);
    expect(entryHours(c, f('h'), 'surface')).toBe(2);
    expect(entryHours(rover(c), f('m'), 'surface')).toBe(2);
  });

  test('R-AREA-08 fog adds 1 h to entering a field on the surface, not below it', () => {
    const fog = foggy(s);
    expect(entryHours(fog, f('p'), 'surface')).toBe(2);
    expect(entryHours(fog, f('h'), 'surface')).toBe(3);
    expect(entryHours(rover(fog), f('p'), 'surface')).toBe(1.5);
    expect(entryHours(fog, f('w'), 'underwater')).toBe(4);
    expect(entryHours(fog, f('h+J^'), 'cave')).toBe(2);
  });
});

describe('R-MOVE-05 R-MOVE-09 research of a neighbouring field, forced march (the Reef Islands, shuttle 4:3)', () => {
  test('R-MOVE-05 entering the hills above (2 h) and researching them (3 h) takes 5 h and marks them researched', () => {
    const s = reef();
    const opt = moveOption(s, 'up')!;
    expect(opt).toMatchObject({ to: { row: 3, col: 3, layer: 'surface' }, hours: 5, research: true, mark: null, switched: false });
    const r = act(s, { type: 'move', dir: 'up' });
    expect(r.surface!.at).toEqual({ row: 3, col: 3, cave: false });
    expect(r.surface!.researched).toContain('3:3:surface');
    expect(r.surface!.hours).toBe(s.surface!.hours + 5);
    expect(r.message.params).toMatchObject({ hours: 5 });
  });

  test('R-MOVE-09 a forced march takes the entry hours only and researches nothing', () => {
    const s = march(reef());
    expect(moveOption(s, 'up')).toMatchObject({ hours: 2, research: false, switched: false });
    const r = act(s, { type: 'move', dir: 'up' });
    expect(r.surface!.at).toEqual({ row: 3, col: 3, cave: false });
    expect(r.surface!.researched).not.toContain('3:3:surface');
    expect(r.message.key).toBe('msg.marched');
    expect(r.surface!.hours).toBe(s.surface!.hours + 2);
  });

  test("R-UI-EXP-18 research mode into a field researched already is a march, marked '*'", () => {
    const s = act(reef(), { type: 'move', dir: 'up' });
    // back to the shuttle's plain (researched): 1 h entry only
    const back = moveOption(s, 'down')!;
    expect(back).toMatchObject({ to: { row: 4, col: 3, layer: 'surface' }, hours: 1, research: false, switched: true });
  });

  test('R-MOVE-07 the Scout shortens the research part of a move by 1 h on foot', () => {
    expect(moveOption(reef(['scout']), 'up')!.hours).toBe(4);
  });

  test('R-LAND-12 R-MOVE-02 before the landing field is researched, and with nobody in the party, nothing moves', () => {
    const s = reef();
    const fresh = { ...s, surface: { ...s.surface!, researched: [] } };
    expect(canMove(fresh)).toBe(false);
    expect(legalActions(fresh).some((a) => a.type === 'move' && a.dir !== 'centre')).toBe(false);
    const empty = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [] } } };
    expect(canMove(empty)).toBe(false);
  });

  test('R-MAP-04 the party cannot leave the map: no move off its edge', () => {
    // 5:1 is on the left edge: no upper-left or lower-left neighbour
    const s = at(reef(), 5, 1);
    expect(moveOption(s, 'upLeft')).toBeNull();
    expect(moveOption(s, 'downLeft')).toBeNull();
    expect(moveOption(s, 'up')).not.toBeNull();
  });

  test('R-DEV-57 by Rover the swamp and the cliff are closed; on foot they are open', () => {
    // from the shuttle 4:3 the lower-left neighbour 4:2 is a swamp with lush vegetation
    const s = reef();
    expect(moveOption(s, 'downLeft')).toMatchObject({ to: { row: 4, col: 2 } });
    expect(moveOption(rover(s), 'downLeft')).toBeNull();
  });
});

describe('R-TERRAIN-15..18 caves (the Reef Islands: caves under 3:3 and 3:4, the entrance at 2:4)', () => {
  const atEntrance = () => at(reef(), 2, 4);

  test('R-TERRAIN-16 R-TERRAIN-17 an arrow that meets none is an entrance: from 2:4 the cave below 3:4 is entered, marked v', () => {
    let s = atEntrance();
    expect(moveOption(s, 'down')).toMatchObject({ to: { row: 3, col: 4, layer: 'surface' } }); // the mountain above the cave
    expect(legalActions(s)).toContainEqual({ type: 'toggleView', view: 'cave' });
    s = act(s, { type: 'toggleView', view: 'cave' });
    // R-TERRAIN-14: 2 h to enter, 3 h to research the cave
    expect(moveOption(s, 'down')).toMatchObject({ to: { row: 3, col: 4, layer: 'cave' }, hours: 5, research: true, mark: 'v' });
    expect(moveOption(s, 'up')).toBeNull(); // no cave entrance that way
    s = act(s, { type: 'move', dir: 'down' });
    expect(s.surface!.at).toEqual({ row: 3, col: 4, cave: true });
    expect(s.surface!.researched).toContain('3:4:cave');
    expect(s.surface!.view).toBeNull();
  });

  test('R-TERRAIN-15 caves connect where both arrows meet; R-TERRAIN-18 the way out is marked ^', () => {
    let s = march(at(reef(), 3, 4, true));
    // 3:4 (even column) has '<' upper (to 3:3) and '^'; 3:3 has '>' lower (to 3:4): they meet
    expect(moveOption(s, 'upLeft')).toMatchObject({ to: { row: 3, col: 3, layer: 'cave' }, hours: 2, mark: null });
    expect(moveOption(s, 'downLeft')).toBeNull(); // no passage
    expect(moveOption(s, 'up')).toMatchObject({ to: { row: 2, col: 4, layer: 'surface' }, mark: '^' });
    s = act(s, { type: 'move', dir: 'upLeft' });
    expect(s.surface!.at).toEqual({ row: 3, col: 3, cave: true });
    s = act(act(s, { type: 'move', dir: 'downRight' }), { type: 'move', dir: 'up' });
    expect(s.surface!.at).toEqual({ row: 2, col: 4, cave: false });
    expect(s.message.key).toBe('msg.leftCave');
  });

  test('R-DEV-57 the Rover has no cave view', () => {
    expect(legalActions(rover(atEntrance())).some((a) => a.type === 'toggleView' && a.view === 'cave')).toBe(false);
  });

  test('R-MOVE-34 R-LAND-14 no lift-off away from the shuttle, nor in a cave; back at the shuttle it is offered', () => {
    const s = reef();
    expect(legalActions(s)).toContainEqual({ type: 'liftOff' });
    expect(legalActions(at(s, 3, 3))).not.toContainEqual({ type: 'liftOff' });
    expect(legalActions(at(s, 4, 3, false))).toContainEqual({ type: 'liftOff' });
    expect(pathToShuttle(at(s, 3, 4, true))!.at(-1)).toEqual({ row: 4, col: 3, layer: 'surface' });
  });
});

describe('R-TERRAIN-06..09 diving and surfacing (the Warm Sea Coast of Mezo, shuttle 6:4 on a plain)', () => {
  const coast = () => march(landedOn('mezo', 2, 'mezo.warmSeaCoast', ['soldier', 'doctor']));

  test('R-TERRAIN-06 a liquid field is entered on foot in 4 h; R-TERRAIN-07 R-TERRAIN-08 the dive view, the centre dives in ½ h', () => {
    let s = coast();
    // 6:4 (even column): the lower-right neighbour 7:5 is liquid
    expect(moveOption(s, 'downRight')).toMatchObject({ to: { row: 7, col: 5, layer: 'surface' }, hours: 4 });
    s = act(s, { type: 'move', dir: 'downRight' });
    expect(s.level).toBe('surface');
    expect(legalActions(s)).toContainEqual({ type: 'toggleView', view: 'underwater' });
    s = act(s, { type: 'toggleView', view: 'underwater' });
    expect(moveOption(s, 'centre')).toMatchObject({ to: { row: 7, col: 5, layer: 'underwater' }, hours: 0.5, mark: 'v' });
    s = act(s, { type: 'move', dir: 'centre' });
    expect(s.level).toBe('underwater');
    expect(partyPlace(s)).toEqual({ row: 7, col: 5, layer: 'underwater' });
    // under the liquid the board leads from liquid to liquid; the dry plain of the shuttle (6:4,
    // researched) is reached by coming up: '^', ½ h and the plain's 1 h
    expect(moveOption(s, 'upLeft')).toMatchObject({ to: { row: 6, col: 4, layer: 'surface' }, mark: '^', hours: 1.5 });
    expect(moveOption(s, 'down')).toMatchObject({ to: { row: 8, col: 5, layer: 'underwater' }, mark: null, hours: 4 });
  });

  test('R-TERRAIN-09 on the shuttle\'s field a vertical move takes no time: the level line dives and surfaces at no cost, the board\'s centre shows 0 h (elsewhere ½ h)', () => {
    // no authored area outside the all-liquid ones has its shuttle on a liquid: a copy of the Warm Sea
    // Coast with the shuttle on its liquid 7:5 instead of the plain 6:4
    const real = areaContent.areaById('mezo.warmSeaCoast')!;
    const afloat = { ...real, id: 'mezo.warmSeaCoastAfloat', shuttle: { row: 7, col: 5 } };
    const original = areaContent.areaById;
    const spy = jest.spyOn(areaContent, 'areaById').mockImplementation((id) => (id === afloat.id ? afloat : original(id)));
    try {
      let s = march(landedOn('mezo', 2, afloat.id, ['soldier', 'doctor']));
      expect([partyPlace(s), s.level]).toEqual([{ row: 7, col: 5, layer: 'surface' }, 'surface']);
      const hours = s.surface!.hours;
      // the level line of the menu: under the liquid and back, no hour passes
      expect(legalActions(s)).toContainEqual({ type: 'toggleLevel' });
      s = act(s, { type: 'toggleLevel' });
      expect([s.level, s.surface!.hours]).toEqual(['underwater', hours]);
      s = act(s, { type: 'toggleLevel' });
      expect([s.level, s.surface!.hours]).toEqual(['surface', hours]);
      // the board: the centre of the level below is a dive of 0 h
      s = act(s, { type: 'toggleView', view: 'underwater' });
      expect(moveOption(s, 'centre')).toMatchObject({ to: { row: 7, col: 5, layer: 'underwater' }, hours: 0, mark: 'v' });
      s = act(s, { type: 'move', dir: 'centre' });
      expect([s.level, s.surface!.hours]).toEqual(['underwater', hours]);
      // the same field away from the shuttle (the real coast, shuttle on 6:4): ½ h, and no level line
      const coast = act(act(march(landedOn('mezo', 2, 'mezo.warmSeaCoast', ['soldier', 'doctor'])), { type: 'move', dir: 'downRight' }), { type: 'toggleView', view: 'underwater' });
      expect(legalActions(coast)).not.toContainEqual({ type: 'toggleLevel' });
      expect(moveOption(coast, 'centre')).toMatchObject({ to: { row: 7, col: 5, layer: 'underwater' }, hours: 0.5 });
    } finally {
      spy.mockRestore();
    }
  });

  test('R-AREA-01 R-LAND-13 in an area wholly under liquid the party stays under it: no other level to show, no level switch', () => {
    const s = landedOn('suwatte', 1, 'suwatte.coralShelf', ['soldier']);
    expect(partyPlace(s)!.layer).toBe('underwater');
    expect(legalActions(s).some((a) => a.type === 'toggleView' || a.type === 'toggleLevel')).toBe(false);
    // 4:4 (even column): the field above, 3:4, is liquid, 4 h away under the liquid (+2 h of its lush vegetation)
    expect(moveOption(march(s), 'up')).toMatchObject({ to: { row: 3, col: 4, layer: 'underwater' }, mark: null, hours: 6 });
  });
});

describe('R-MOVE-18..28 circling and what is left behind', () => {
  /** Away from the shuttle on the hills 3:3, the holocamera carried. */
  const away = () => {
    const s = reef(['soldier', 'navigator', 'holocamera']);
    return act(march(s), { type: 'move', dir: 'up' });
  };

  test('R-UI-TABLE-14 R-UI-TABLE-22 away from the shuttle what is put down goes into PORZUCONE; R-UI-TABLE-16 it can be taken back', () => {
    const s = away();
    const folder = tableRows(s).find((r) => r.unit === 'holocamera')!.folder as 'carried' | 'used';
    const down = act(s, { type: 'up', folder, unit: 'holocamera' });
    const put = folder === 'used' ? act(down, { type: 'up', folder: 'carried', unit: 'holocamera' }) : down;
    expect(put.party.abandoned.units.holocamera?.count).toBe(1);
    expect(put.bay.units.holocamera?.count ?? 0).toBe(0);
    const back = act(put, { type: 'up', folder: 'abandoned', unit: 'holocamera' });
    expect(back.party.abandoned.units.holocamera?.count ?? 0).toBe(0);
  });

  test('R-MOVE-26 R-DEV-08 leaving the field destroys what lies abandoned, and the last device of a type costs its VP', () => {
    let s = away();
    s = { ...s, party: { ...s.party, carried: { ...s.party.carried, units: {} }, used: { ...s.party.used, units: {} }, abandoned: { crew: [], units: { holocamera: { count: 1, damaged: 0 } }, resources: 2 } } };
    const stock = { ...s.stock, holocamera: { count: 0, damaged: 0 } };
    s = { ...s, stock };
    expect(unitsLeft(s, 'holocamera')).toBe(1);
    const r = act(s, { type: 'move', dir: 'down' });
    expect(r.party.abandoned).toEqual({ crew: [], units: {}, resources: 0 });
    expect(unitsLeft(r, 'holocamera')).toBe(0);
    expect(r.vp).toBe(s.vp - 1);
    expect(r.message.notes!.some((n) => n.key === 'note.abandonedLost')).toBe(true);
  });

  test('R-MOVE-20 circling takes the typed hours, clipped to the entry and research hours of the field (hills: 2 + 3 = 5)', () => {
    const s = act(away(), { type: 'setInput', field: 'hours', raw: 12 });
    const r = act(s, { type: 'circle' });
    expect(r.message).toMatchObject({ key: 'msg.circledClipped', params: { hours: 5, typed: 12 } });
    expect(r.surface!.hours).toBe(s.surface!.hours + 5);
    const short = act(act(away(), { type: 'setInput', field: 'hours', raw: 3 }), { type: 'circle' });
    expect(short.message).toMatchObject({ key: 'msg.circled', params: { hours: 3 } });
    expect(short.surface!.at).toEqual({ row: 3, col: 3, cave: false });
  });

  test('R-MOVE-19 circling destroys what lies abandoned', () => {
    let s = away();
    s = { ...s, party: { ...s.party, abandoned: { crew: [], units: {}, resources: 3 } } };
    expect(act(s, { type: 'circle' }).party.abandoned.resources).toBe(0);
  });

  test('R-MOVE-28 nobody moves on while a living human lies abandoned', () => {
    const s = away();
    const human = s.party.expedition.crew.find((p) => p.id === 'navigator')!;
    const left = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'navigator') }, abandoned: { crew: [human], units: {}, resources: 0 } } };
    expect(canMove(left)).toBe(false);
    expect(legalActions(left).some((a) => a.type === 'move' && a.dir !== 'centre')).toBe(false);
  });

  test('R-MOVE-31 R-MOVE-21 away from the shuttle its units stay put and humans are not put down', () => {
    const s = reef(['soldier', 'navigator', 'scout']);
    const kept = act(s, { type: 'up', folder: 'expedition', unit: 'scout' }); // into the shuttle, on its field
    expect(kept.bay.crew.map((p) => p.id)).toContain('scout');
    const away2 = act(march(kept), { type: 'move', dir: 'up' });
    const rows = tableRows(away2);
    expect(rows.filter((r) => r.folder === 'shuttle').every((r) => r.down === null)).toBe(true);
    expect(rows.filter((r) => r.folder === 'expedition' && (r.unit === 'soldier' || r.unit === 'navigator')).every((r) => r.up === null)).toBe(true);
  });
});

describe('R-TERRAIN-32 R-TERRAIN-34 research again of alien buildings and cities', () => {
  test('R-TERRAIN-34 a city may be researched a second and last time', () => {
    // the Glass City of Korkran: 4:5 holds a city (a maybe terrain; here it turned up)
    let s = landedOn('korkran', 2, 'korkran.glassCity', ['soldier']);
    s = at({ ...s, surface: { ...s.surface!, absent: [] } }, 4, 5);
    const here = partyPlace(s)!;
    s = act(s, { type: 'research' });
    expect(s.surface!.repeats).toContain('4:5:surface');
    expect(isResearchable(s, here)).toBe(true);
    s = act(s, { type: 'research' });
    expect(s.surface!.researched.filter((k) => k === '4:5:surface')).toHaveLength(2);
    expect(isResearchable(s, here)).toBe(false);
  });

  test('R-TERRAIN-32 a building offers a repeat with chance ½ (2,000 seeded researches, ±0.04)', () => {
    expect(BUILDING_REPEAT_CHANCE).toEqual([1, 2]);
    const base = landedOn('korkran', 2, 'korkran.glassCity', ['soldier']);
    const s = at({ ...base, surface: { ...base.surface!, absent: [] } }, 4, 6);
    expect(s.surface && partyPlace(s)).toEqual({ row: 4, col: 6, layer: 'surface' });
    let offered = 0;
    const n = 2000;
    for (let i = 0; i < n; i++) {
      // nothing met: a deadly surprise could end the expedition before the repeat is seen
      const r = step({ ...s, rng: seedRng(i + 1) }, { type: 'research' }, { encounters: NO_ENCOUNTERS }).state;
      if (r.surface!.repeats.includes('4:6:surface')) offered++;
    }
    expect(Math.abs(offered / n - 1 / 2)).toBeLessThan(0.04);
  });
});

describe('R-MOVE-03 the party dies away from the shuttle', () => {
  test('R-MOVE-03 its gear is lost and charged, the player is back at the shuttle with those who stayed in it', () => {
    const s = reef(['soldier', 'navigator', 'scout', 'transbot']);
    const kept = act(s, { type: 'up', folder: 'expedition', unit: 'scout' });
    const away = act(march(kept), { type: 'move', dir: 'up' });
    expect(away.party.expedition.units.transbot?.count).toBe(1);
    // the two walkers are gone (as if killed); a step later the rule acts
    const dead = { ...away, crew: away.crew.map((h) => (h.id === 'soldier' || h.id === 'navigator' ? { ...h, alive: false } : h)), party: { ...away.party, expedition: { ...away.party.expedition, crew: [] } } };
    const r = act(dead, { type: 'nextTip' });
    expect(r.phase).toBe('surface');
    expect(r.surface!.at).toEqual({ row: 4, col: 3, cave: false });
    expect(r.party.expedition.units.transbot?.count ?? 0).toBe(0);
    expect(r.vp).toBe(dead.vp - 1); // R-ROBOT-07: a destroyed robot costs 1 VP
    expect(r.bay.crew.map((p) => p.id)).toEqual(['scout']);
    expect(r.message.notes!.some((n) => n.key === 'msg.partyLost')).toBe(true);
  });
});

describe('issue 11: every hour on the planet asks the encounter rules (a stub source, tests only)', () => {
  const asking = () => {
    const asked: HourContext[] = [];
    const source: EncounterSource = (_s, ctx) => {
      asked.push(ctx);
      return null;
    };
    return { asked, source };
  };
  const stepWith = (s: GameState, a: Action, encounters: EncounterSource) => {
    const r = step(s, a, { encounters });
    expect(r.refused).toBeUndefined();
    return r.state;
  };

  test('research of a neighbour: its 5 hours are asked one by one, as research, at the field reached', () => {
    const { asked, source } = asking();
    stepWith(reef(), { type: 'move', dir: 'up' }, source);
    expect(asked.map((c) => c.hour)).toEqual([1, 2, 3, 4, 5]);
    expect(asked.every((c) => c.of === 5 && c.activity === 'research')).toBe(true);
    expect(asked[0]!.place).toEqual({ row: 3, col: 3, layer: 'surface' });
  });

  test('a march, circling and a part-hour: activity named, a last part-hour asked as one', () => {
    const { asked, source } = asking();
    const s = march(reef());
    const there = stepWith(s, { type: 'move', dir: 'up' }, source); // hills: 2 h
    expect(asked.map((c) => [c.activity, c.hour, c.of])).toEqual([['march', 1, 2], ['march', 2, 2]]);
    asked.length = 0;
    stepWith(stepWith(there, { type: 'setInput', field: 'hours', raw: 3 }, source), { type: 'circle' }, source);
    expect(asked.map((c) => [c.activity, c.hour])).toEqual([['circling', 1], ['circling', 2], ['circling', 3]]);
    asked.length = 0;
    stepWith(rover(s), { type: 'move', dir: 'downRight' }, source); // a plain by Rover: ½ h
    expect(asked.map((c) => [c.activity, c.hour, c.of])).toEqual([['march', 1, 1]]);
  });

  test('what is met is told after the message (a being of the bestiary; an unknown id is ignored); a source that meets nothing tells nothing', () => {
    const met: EncounterSource = (_s, ctx) => (ctx.hour === 2 ? { being: 'driftBladder' } : null);
    const r = stepWith(reef(), { type: 'move', dir: 'up' }, met);
    expect(r.message.notes).toContainEqual({ key: 'note.met', params: { being: { being: 'driftBladder' } } });
    const stub = stepWith(reef(), { type: 'move', dir: 'up' }, (_s, ctx) => (ctx.hour === 2 ? { being: 'stub' } : null));
    expect((stub.message.notes ?? []).some((n) => n.key === 'note.met')).toBe(false);
    const plain = stepWith(reef(), { type: 'move', dir: 'up' }, NO_ENCOUNTERS);
    expect((plain.message.notes ?? []).some((n) => n.key === 'note.met')).toBe(false);
  });
});

describe("researchOption: a button as 'badaj' would take it, whatever the mode now (the player weighs fields before it switches)", () => {
  test('in march mode: the options of the same state in research mode, button by button; in research mode: moveOption itself', () => {
    const BUTTONS = ['centre', 'up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const;
    for (const [row, col] of [[3, 3], [4, 4], [5, 5]] as const) {
      const marching = march(at(reef(), row, col));
      const researching: GameState = { ...marching, surface: { ...marching.surface!, moveMode: 'research' } };
      const asResearch = BUTTONS.map((b) => moveOption(researching, b));
      // the branch really differs: some field next door is researched only in research mode
      expect(BUTTONS.some((b, i) => JSON.stringify(moveOption(marching, b)) !== JSON.stringify(asResearch[i]))).toBe(true);
      expect(BUTTONS.map((b) => researchOption(marching, b))).toEqual(asResearch);
      for (const b of BUTTONS) expect(researchOption(researching, b)).toBe(moveOption(researching, b));
    }
  });
});

describe('moveOption keeps each button of a state in its own slot', () => {
  const BUTTONS = ['centre', 'up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const;
  test('asked in any order, every button gets its own option (the same as a fresh state asked that button alone)', () => {
    const base = at(reef(), 4, 4);
    // a fresh copy of the state per button: nothing kept from another button's ask
    const alone = BUTTONS.map((b) => moveOption({ ...base }, b));
    // every button leads somewhere here (a button without a slot would do nothing), and the buttons
    // really differ: a slot shared by two would give one the other's option
    expect(alone.every((o) => o !== null)).toBe(true);
    expect(new Set(alone.map((o) => JSON.stringify(o))).size).toBeGreaterThan(4);
    const forward = { ...base };
    expect(BUTTONS.map((b) => moveOption(forward, b))).toEqual(alone);
    const backward = { ...base };
    expect([...BUTTONS].reverse().map((b) => moveOption(backward, b))).toEqual([...alone].reverse());
    const marching = march(base);
    const researchAlone = BUTTONS.map((b) => researchOption(march({ ...base }), b));
    expect(researchAlone.every((o) => o !== null)).toBe(true);
    expect([...BUTTONS].reverse().map((b) => researchOption(marching, b))).toEqual([...researchAlone].reverse());
  });

  test('a button the board does not have does nothing, and spoils no slot', () => {
    const s = at(reef(), 4, 4);
    const upLeft = moveOption({ ...s }, 'upLeft');
    expect(upLeft).not.toBeNull();
    expect(moveOption(s, 'sideways' as BoardButton)).toBeNull();
    expect(researchOption(march(s), 'sideways' as BoardButton)).toBeNull();
    expect(moveOption(s, 'upLeft')).toEqual(upLeft);
  });
});
