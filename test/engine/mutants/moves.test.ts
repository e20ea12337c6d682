// Mutants of rules/moves.ts, rules/abandon.ts and rules/field.ts: the branches the main tests
// (test/engine/moves.test.ts) leave open — the level a move leads to, refusals, messages and
// hints, the views offered, what blocks a move, and the edges of the cave and liquid rules.
import { format, step, type GameState } from '../../../src/engine';
import { parseField } from '../../../src/engine/data/areas';
import { canMove, circle, circlingHours, entryHours, fieldsWalked, move, moveHint, moveOption, otherViews, pathToShuttle, researchOption, toggleMoveMode, toggleView } from '../../../src/engine/rules/moves';
import { dropAbandoned } from '../../../src/engine/rules/abandon';
import { atShuttle, fieldAt, partyPlace, placeKey, standingField } from '../../../src/engine/rules/field';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, landedOnArea } from '../../support/voyage';
import { isolated } from '../../support/isolated';

const landedOn = landedOnArea;
const reef = () => landedOn('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']);
const coast = () => landedOn('mezo', 2, 'mezo.warmSeaCoast', ['soldier', 'doctor']);
const at = (s: GameState, row: number, col: number, cave = false): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave } } });
const march = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, moveMode: 'march' } });
const dice = () => new Dice(seedRng(5));

describe('R-MOVE-26 what was left in PORZUCONE is told before what the move did', () => {
  const lost = { key: 'note.abandonedLostUnits', params: { units: 1, resources: 0 } };
  const leaveBot = (s: GameState): GameState => ({ ...s, party: { ...s.party, abandoned: { crew: [], units: { transbot: { count: 1, damaged: 0 } }, resources: 0 } } });
  const notesOf = (r: ReturnType<typeof move> | ReturnType<typeof circle>) => ('state' in r ? r.state.message.notes ?? [] : null);

  test('a research of the next field, and circling: the loss first, then the same notes as without it', () => {
    const s = coast();
    const dir = (['up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const).find((d) => moveOption(s, d)?.research)!;
    expect(dir).toBeDefined();
    const plain = notesOf(move(s, dir, dice()))!;
    expect(notesOf(move(leaveBot(s), dir, dice()))).toEqual([lost, ...plain]);
    const there = (move(s, dir, dice()) as { state: GameState }).state;
    const circled = notesOf(circle(there, dice()))!;
    expect(notesOf(circle(leaveBot(there), dice()))).toEqual([lost, ...circled]);
  });
});

describe('moves: levels, refusals and messages', () => {
  test('the Rover driving onto a liquid floats (na wodzie); back on land it is on the surface', () => {
    // mezo coast: 6:4 plain (the shuttle), 7:5 liquid (lower right)
    const s = march({ ...coast(), mode: 'rover' });
    const r = move(s, 'downRight', dice());
    expect('state' in r && r.state.level).toBe('onWater');
    const back = move((r as { state: GameState }).state, 'upLeft', dice());
    expect('state' in back && back.state.level).toBe('surface');
  });

  test('on foot onto a liquid: on its surface, level powierzchnia; into a cave the level is powierzchnia too', () => {
    const r = move(march(coast()), 'downRight', dice()) as { state: GameState };
    expect(r.state.level).toBe('surface');
    expect(partyPlace(r.state)).toEqual({ row: 7, col: 5, layer: 'surface' });
    const v = toggleView(at(reef(), 2, 4), 'cave');
    const c = move(march(v), 'down', dice()) as { state: GameState };
    expect(c.state.level).toBe('surface');
    expect(c.state.message.key).toBe('msg.enteredCave');
    expect(c.state.surface!.researched).not.toContain('3:4:cave');
  });

  test('R-TERRAIN-10 coming up onto land with a load that only the liquid made light is refused with its message', () => {
    // the Reef Islands at high gravity: the two carry 8 on land, 12 under a liquid (the next lower gravity)
    const base = reef();
    const under: GameState = { ...at(march(base), 4, 1), level: 'underwater', party: { ...base.party, carried: { ...base.party.carried, resources: 10 } } };
    expect(partyPlace(under)).toEqual({ row: 4, col: 1, layer: 'underwater' });
    // 4:1 (odd column): lower right is the swamp 4:2 (dry land, '^'); below is the liquid 5:1
    expect(moveOption(under, 'downRight')).toMatchObject({ to: { row: 4, col: 2, layer: 'surface' }, mark: '^' });
    expect(move(under, 'downRight', dice())).toEqual({ refused: { key: 'msg.levelNeedsPutDown' } });
    const light = { ...under, party: { ...under.party, carried: { ...under.party.carried, resources: 8 } } };
    expect('state' in move(light, 'downRight', dice())).toBe(true);
    const deeper = move(under, 'down', dice()) as { state: GameState };
    // nothing put down (what the move's hours drained is the only difference)
    expect(deeper.state.party.abandoned.resources).toBe(0);
    expect(deeper.state.party.carried.resources + (deeper.state.message.notes ?? []).filter((n) => n.key === 'note.resourcesUsed').reduce((k, n) => k + Number(n.params?.count), 0)).toBe(10);
    expect(partyPlace(deeper.state)).toEqual({ row: 5, col: 1, layer: 'underwater' });
  });

  test('a button with nothing to do is refused, and so is circling where nobody may move', () => {
    const s = reef();
    expect(move(at(s, 5, 1), 'upLeft', dice())).toEqual({ refused: { key: 'msg.refused' } });
    const fresh = { ...s, surface: { ...s.surface!, researched: [] } };
    expect(circle(fresh, dice())).toEqual({ refused: { key: 'msg.refused' } });
    expect(circlingHours(fresh)).toBeNull();
  });

  test('diving and rising at the centre say so; the view turns back with its own message', () => {
    let s = act(march(coast()), { type: 'move', dir: 'downRight' });
    s = act(s, { type: 'toggleView', view: 'underwater' });
    expect(s.message.key).toBe('msg.view.underwater');
    expect(act(s, { type: 'toggleView', view: 'underwater' }).message.key).toBe('msg.viewHere');
    expect(act(s, { type: 'toggleView', view: 'underwater' }).surface!.view).toBeNull();
    s = act(s, { type: 'move', dir: 'centre' });
    expect(s.message.key).toBe('msg.dived');
    expect(s.message.params).toEqual({ hours: 0.5 });
    s = act(s, { type: 'toggleView', view: 'surface' });
    expect(moveOption(s, 'centre')).toMatchObject({ mark: '^', hours: 0.5, research: false, switched: false }); // a march: no '*'
    s = act(s, { type: 'move', dir: 'centre' });
    expect(s.message.key).toBe('msg.surfaced');
    expect(s.level).toBe('surface');
  });

  test('in research mode the vertical move researches the field below, with its hours added', () => {
    let s = act(march(coast()), { type: 'move', dir: 'downRight' });
    s = act(act(s, { type: 'toggleMoveMode' }), { type: 'toggleView', view: 'underwater' });
    const opt = moveOption(s, 'centre')!;
    // ½ h down and 6 h of liquid research under it (R-TERRAIN-06)
    expect(opt).toMatchObject({ research: true, switched: false, mark: 'v', hours: 6.5 });
    const r = act(s, { type: 'move', dir: 'centre' });
    expect(r.surface!.researched).toContain('7:5:underwater');
  });

  test('the move mode switches with its message and hint; hints at and away from the shuttle', () => {
    const s = reef();
    const m = toggleMoveMode(s);
    expect(m.surface!.moveMode).toBe('march');
    expect(m.message.key).toBe('msg.marchMode');
    expect(m.hint).toEqual({ key: 'hint.atShuttle' });
    const back = toggleMoveMode(m);
    expect(back.surface!.moveMode).toBe('research');
    expect(back.message.key).toBe('msg.researchMode');
    expect(moveHint(at(m, 3, 3))).toEqual({ key: 'hint.marchMode' });
    expect(moveHint(at(s, 3, 3))).toEqual({ key: 'hint.researchMode' });
  });

  test('what blocks every move: a suit handed out, a choice in the menu, hits to give, another menu', () => {
    const s = reef();
    expect(canMove(s)).toBe(true);
    expect(canMove({ ...s, dressing: 'off' })).toBe(false);
    expect(canMove({ ...s, careChoice: { folder: 'expedition', unit: 'soldier' } })).toBe(false);
    expect(canMove({ ...s, hitsToAssign: 1 })).toBe(false);
    expect(canMove({ ...s, menu: 'chooseLength' })).toBe(false);
    expect(moveOption({ ...s, hitsToAssign: 1 }, 'up')).toBeNull();
    // a dead human lying abandoned does not block
    const dead = { ...s, crew: s.crew.map((h) => (h.id === 'doctor' ? { ...h, alive: false } : h)), party: { ...s.party, abandoned: { crew: [{ id: 'doctor' as const, suit: null }], units: {}, resources: 0 } } };
    expect(canMove(dead)).toBe(true);
  });
});

describe('moves: the views and the edges of caves and liquids', () => {
  test('views offered: under the liquid on foot only; above it when under; caves only from the surface on foot', () => {
    const onLiquid = act(march(coast()), { type: 'move', dir: 'downRight' });
    expect(otherViews(onLiquid)).toEqual(['underwater']);
    expect(otherViews({ ...onLiquid, mode: 'rover' })).toEqual([]);
    const under = act(act(onLiquid, { type: 'toggleView', view: 'underwater' }), { type: 'move', dir: 'centre' });
    expect(otherViews(under)).toEqual(['surface']);
    expect(otherViews(at(reef(), 2, 4))).toEqual(['cave']);
    expect(otherViews(at(reef(), 5, 3))).toEqual([]);
    expect(otherViews(reef())).toEqual([]);
  });

  test('in a cave only its passages lead on; from under a liquid no cave opens; a cave view shows no centre move', () => {
    const s = march(at(reef(), 3, 3, true));
    // 3:3 has only '>' lower (to 3:4)
    expect(moveOption(s, 'downRight')).toMatchObject({ to: { row: 3, col: 4, layer: 'cave' } });
    for (const d of ['up', 'down', 'upLeft', 'downLeft', 'upRight'] as const) expect(moveOption(s, d)).toBeNull();
    const v = toggleView(at(reef(), 2, 4), 'cave');
    expect(moveOption(v, 'centre')).toBeNull();
    // from 3:3's surface (which has its own cave arrow to 3:4) the cave of 3:4 is not an entrance
    expect(moveOption(toggleView(at(reef(), 3, 3), 'cave'), 'upRight')).toBeNull();
  });

  test('entry hours: a city under a liquid adds its hour below, not on the surface; sparse vegetation adds none anywhere', () => {
    const s = reef();
    expect(entryHours(s, parseField('w+M'), 'underwater')).toBe(5);
    expect(entryHours(s, parseField('w+M'), 'surface')).toBe(4);
    expect(entryHours(s, parseField('w+v'), 'underwater')).toBe(4);
    expect(entryHours(s, parseField('w+v+e'), 'surface')).toBe(4);
    expect(entryHours({ ...s, mode: 'rover' }, parseField('w+V+e'), 'surface')).toBe(3);
    expect(entryHours(s, parseField('ll'), 'underwater')).toBeNull();
    expect(entryHours(s, parseField('s+J^'), 'cave')).toBe(2);
  });

  test('the way home: none without a surface; in a cave it leads out first', () => {
    expect(pathToShuttle({ ...reef(), surface: null })).toBeNull();
    const path = pathToShuttle(at(reef(), 3, 3, true))!;
    expect(path[0]).toEqual({ row: 3, col: 3, layer: 'cave' });
    expect(path[1]).toEqual({ row: 3, col: 4, layer: 'cave' });
    expect(path[2]).toEqual({ row: 2, col: 4, layer: 'surface' });
    expect(path.at(-1)).toEqual({ row: 4, col: 3, layer: 'surface' });
    expect(pathToShuttle(reef())).toEqual([{ row: 4, col: 3, layer: 'surface' }]);
  });

  test('circling hours: at least ½ h, the typed whole hours otherwise', () => {
    const s = at(reef(), 3, 3);
    expect(circlingHours({ ...s, inputs: { ...s.inputs, hours: 1 } })).toEqual({ hours: 1, clipped: false });
    expect(circlingHours({ ...s, inputs: { ...s.inputs, hours: 5 } })).toEqual({ hours: 5, clipped: false });
    expect(circlingHours({ ...s, inputs: { ...s.inputs, hours: 6 } })).toEqual({ hours: 5, clipped: true });
    expect(circlingHours({ ...s, inputs: { ...s.inputs, hours: 0 } })).toEqual({ hours: 0.5, clipped: true });
  });
});

describe('abandon and field', () => {
  test('nothing abandoned: no note, the state as it was; resources alone are noted; robots cost per unit', () => {
    const s = at(reef(), 3, 3);
    expect(dropAbandoned(s)).toEqual({ state: s, notes: [] });
    const res = dropAbandoned({ ...s, party: { ...s.party, abandoned: { crew: [], units: {}, resources: 2 } } });
    // the note names only what was lost: no '0 units'
    expect(res.notes).toEqual([{ key: 'note.abandonedLostResources', params: { units: 0, resources: 2 } }]);
    expect(res.state.vp).toBe(s.vp);
    const bots = dropAbandoned({ ...s, party: { ...s.party, abandoned: { crew: [], units: { transbot: { count: 2, damaged: 0 } }, resources: 0 } } });
    expect(bots.state.vp).toBe(s.vp - 2);
    expect(bots.notes).toEqual([{ key: 'note.abandonedLostUnits', params: { units: 2, resources: 0 } }]);
    // PORZUCONE is emptied, the other folders kept; the loss is booked as lost equipment
    expect(bots.state.party).toEqual({ ...s.party, abandoned: { crew: [], units: {}, resources: 0 } });
    expect(bots.state.ledger.at(-1)).toEqual({ month: s.month, reason: 'unitLost', amount: -2 });
    const both = dropAbandoned({ ...s, party: { ...s.party, abandoned: { crew: [], units: { transbot: { count: 1, damaged: 0 } }, resources: 3 } } });
    expect(both.notes).toEqual([{ key: 'note.abandonedLost', params: { units: 1, resources: 3 } }]);
  });

  test('the lost note in both languages says only what was lost', () => {
    expect(format('en', { key: 'note.abandonedLostResources', params: { units: 0, resources: 2 } })).toBe('What was abandoned on this field is lost: 2 resources.');
    expect(format('en', { key: 'note.abandonedLostUnits', params: { units: 1, resources: 0 } })).toBe('What was abandoned on this field is lost: 1 unit.');
    expect(format('en', { key: 'note.abandonedLost', params: { units: 1, resources: 3 } })).toBe('What was abandoned on this field is lost: 1 unit and 3 resources.');
    expect(format('pl', { key: 'note.abandonedLostResources', params: { units: 0, resources: 2 } })).toBe('Przepadło to, co porzucono na tym polu: 2 zasoby.');
    expect(format('pl', { key: 'note.abandonedLostUnits', params: { units: 5, resources: 0 } })).toBe('Przepadło to, co porzucono na tym polu: 5 jednostek.');
    expect(format('pl', { key: 'note.abandonedLost', params: { units: 1, resources: 1 } })).toBe('Przepadło to, co porzucono na tym polu: 1 jednostka i 1 zasób.');
  });

  test('fields off the map are none; the shuttle is not in the cave under it; the key names the layer', () => {
    const s = reef();
    expect(fieldAt(s, 0, 1)).toBeNull();
    expect(fieldAt(s, 1, 99)).toBeNull();
    expect(fieldAt({ ...s, surface: null }, 1, 1)).toBeNull();
    expect(atShuttle(s)).toBe(true);
    expect(atShuttle(at(s, 4, 3, true))).toBe(false);
    expect(atShuttle(at(s, 3, 3))).toBe(false);
    expect(placeKey({ row: 2, col: 7, layer: 'cave' })).toBe('2:7:cave');
    expect(standingField(at(s, 3, 4, true))).toMatchObject({ row: 3, col: 4, layer: 'cave', allLiquid: false });
    expect(partyPlace({ ...s, surface: null })).toBeNull();
  });

  test('a move is deterministic: the same state and button give the same result', () => {
    const s = march(reef());
    const a = step(s, { type: 'move', dir: 'up' });
    const b = step(s, { type: 'move', dir: 'up' });
    expect(a).toEqual(b);
  });
});

describe('field: maybe terrains, layers and the shuttle', () => {
  test('a maybe terrain that did not turn up is gone from its own field only (the Glass City, 4:5 a city, 4:6 a building)', () => {
    const s = at(landedOn('korkran', 2, 'korkran.glassCity', ['soldier']), 4, 5);
    const withAbsent = (absent: string[]) => ({ ...s, surface: { ...s.surface!, absent } });
    expect(fieldAt(withAbsent([]), 4, 5)!.city).toBe(true);
    expect(fieldAt(withAbsent(['4:5:city']), 4, 5)!.city).toBe(false);
    expect(fieldAt(withAbsent(['4:6:city', '5:5:city']), 4, 5)!.city).toBe(true);
    expect(fieldAt(withAbsent(['4:6:building']), 4, 6)!.building).toBe(false);
    expect(fieldAt(withAbsent(['4:6:building']), 4, 5)!.city).toBe(true);
  });

  test("the layer: under a liquid only on a liquid field with the level 'pod wodą'", () => {
    const s = reef();
    expect(partyPlace({ ...at(s, 3, 3), level: 'underwater' })!.layer).toBe('surface');
    expect(partyPlace({ ...at(s, 4, 1), level: 'underwater' })!.layer).toBe('underwater');
    expect(partyPlace({ ...at(s, 4, 1), level: 'surface' })!.layer).toBe('surface');
    expect(partyPlace({ ...at(s, 4, 1), level: 'onWater' })!.layer).toBe('surface');
  });

  test('the shuttle: its row and its column both, not in the cave under it', () => {
    const s = reef(); // the shuttle at 4:3
    expect(atShuttle(at(s, 4, 3))).toBe(true);
    expect(atShuttle(at(s, 4, 4))).toBe(false);
    expect(atShuttle(at(s, 3, 3))).toBe(false);
    expect(atShuttle({ ...s, surface: null })).toBe(false);
    expect(standingField({ ...s, surface: null })).toBeNull();
  });
});

describe('moves: the map\'s edges, the centre button, who may move', () => {
  test('R-MAP-04 the first and last rows and columns are on the map; a step beyond them is nothing', () => {
    // the Reef Islands: 8 rows × 12 columns, liquid all round
    const s = march(reef());
    expect(moveOption(at(s, 2, 2), 'up')).toMatchObject({ to: { row: 1, col: 2, layer: 'surface' } });
    expect(moveOption(at(s, 1, 2), 'up')).toBeNull();
    expect(moveOption(at(s, 7, 9), 'down')).toMatchObject({ to: { row: 8, col: 9, layer: 'surface' } });
    expect(moveOption(at(s, 8, 9), 'down')).toBeNull();
    const right = moveOption(at(s, 3, 11), 'upRight') ?? moveOption(at(s, 3, 11), 'downRight');
    expect(right!.to.col).toBe(12);
    expect(moveOption(at(s, 3, 12), 'upRight')).toBeNull();
    expect(moveOption(at(s, 3, 12), 'downRight')).toBeNull();
    expect(moveOption(at(s, 3, 1), 'upLeft')).toBeNull();
    expect(moveOption(at(s, 3, 1), 'downLeft')).toBeNull();
  });

  test('R-MOVE-05 the centre researches the party\'s own field only in research mode and only while it can be researched', () => {
    const s = at(reef(), 3, 3);
    expect(s.surface!.moveMode).toBe('research');
    expect(moveOption(s, 'centre')).toMatchObject({ to: { row: 3, col: 3, layer: 'surface' }, research: true, mark: null, switched: false });
    expect(moveOption(march(s), 'centre')).toBeNull();
    const done = { ...s, surface: { ...s.surface!, researched: [...s.surface!.researched, '3:3:surface'] } };
    expect(moveOption(done, 'centre')).toBeNull();
    expect(moveOption({ ...s, surface: null }, 'centre')).toBeNull();
    expect(moveOption({ ...s, surface: null }, 'up')).toBeNull();
  });

  test('R-MOVE-01 nobody moves off the surface phase or with a menu open', () => {
    const s = at(reef(), 3, 3);
    expect(canMove(s)).toBe(true);
    expect(canMove({ ...s, phase: 'orbit' })).toBe(false);
    expect(canMove({ ...s, menu: 'newGame' as GameState['menu'] })).toBe(false);
    expect(canMove({ ...s, hitsToAssign: 1 })).toBe(false);
  });
});

describe('R-MAP-06 fieldsWalked and researchOption at their edges', () => {
  type Moves = typeof import('../../../src/engine/rules/moves');
  const freshMoves = (): Moves => isolated(() => require('../../../src/engine/rules/moves') as Moves);
  // mefisto.ashPlain: the cave under (7,6) is entered at (8,7), 5 fields out, and is one field on (encounters.test)
  const ash = () => landedOn('mefisto', 0, 'mefisto.ashPlain', ['scout', 'soldier']);

  test('a party riding the Rover is still measured on foot: the cave, where no Rover goes, is 6 fields out', () => {
    const m = freshMoves();
    const riding: GameState = { ...ash(), mode: 'rover' };
    // asked first in the Rover, so that no walk on foot is kept for the map yet
    expect(m.fieldsWalked(riding, { row: 7, col: 6, layer: 'cave' })).toBe(6);
    expect(m.fieldsWalked(riding, { row: 8, col: 7, layer: 'surface' })).toBe(5);
  });

  test('wholly under liquid the shuttle is reached under the surface: 0 there, one field a step up the column', () => {
    const m = freshMoves();
    // picolo.weedShallows, every field liquid, the shuttle at (3,1)
    const s = ash();
    const shallows: GameState = { ...s, surface: { ...s.surface!, area: 'picolo.weedShallows', absent: [], at: { row: 3, col: 1, cave: false } } };
    expect(m.fieldsWalked(shallows, { row: 3, col: 1, layer: 'underwater' })).toBe(0);
    expect(m.fieldsWalked(shallows, { row: 2, col: 1, layer: 'underwater' })).toBe(1);
    expect(m.fieldsWalked(shallows, { row: 1, col: 1, layer: 'underwater' })).toBe(2);
  });

  test('off the planet: no walk, no option', () => {
    const s = ash();
    const orbit: GameState = { ...s, phase: 'orbit', surface: null };
    expect(fieldsWalked(orbit, { row: 1, col: 1, layer: 'surface' })).toBe(0);
    expect(moveOption(orbit, 'up')).toBeNull();
    expect(researchOption(orbit, 'up')).toBeNull();
  });
});
