// R-LOAD-24, R-MOVE-22: what the party can no longer carry goes into PORZUCONE by itself; the text
// field says how much (it said only '1 resource used' while 14 more vanished from NIESIONE).
import { format, newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { atShuttle } from '../../src/engine/rules/field';
import { withPutDownNote } from '../../src/engine/step';

const notes = (s: GameState) => (s.message.notes ?? []).filter((n) => n.key.startsWith('note.putDown'));

test('resources the party can no longer carry (a robot damaged, a human wounded) go into PORZUCONE by themselves away from the shuttle, and the text says how many (the first such step of the 20-month games from seed 1)', () => {
  let found: { before: GameState; after: GameState; seed: number } | null = null;
  for (let seed = 1; seed <= 40 && !found; seed++) {
    let s = newGame({ length: 20, seed });
    for (let i = 0; i < 2000 && s.phase !== 'ended' && !found; i++) {
      const a = advise(s)!.action;
      const next = step(s, a).state;
      // away from the shuttle, several resources went down without the player's 'wyżej', and no unit did
      const down = next.phase === 'surface' && s.phase === 'surface' && a.type !== 'up' ? next.party.abandoned.resources - s.party.abandoned.resources : 0;
      const units = (f: GameState['party']['abandoned']) => Object.values(f.units).reduce((n, u) => n + (u?.count ?? 0), 0);
      if (down >= 2 && !atShuttle(next) && units(next.party.abandoned) === units(s.party.abandoned)) found = { before: s, after: next, seed };
      s = next;
    }
  }
  expect(found).not.toBeNull();
  const { before, after } = found!;
  const down = after.party.abandoned.resources - before.party.abandoned.resources;
  expect(down).toBeGreaterThanOrEqual(2);
  expect(notes(after)).toEqual([{ key: 'note.putDownResources', params: { count: down } }]);
});

test("the player's own 'wyżej' into PORZUCONE needs no word; nor does a step that puts nothing down", () => {
  let s = newGame({ length: 10, seed: 5 });
  // on to the first field away from the shuttle with resources carried
  for (let i = 0; i < 2000 && !(s.phase === 'surface' && !atShuttle(s) && s.party.carried.resources > 1 && s.hitsToAssign === 0 && !s.surface!.encounter?.course); i++) s = step(s, advise(s)!.action).state;
  expect(s.party.carried.resources).toBeGreaterThan(1);
  const up = step({ ...s, inputs: { ...s.inputs, resources: 1 } }, { type: 'up', folder: 'carried', unit: 'resources' });
  expect(up.refused).toBeUndefined();
  expect(up.state.party.abandoned.resources).toBe(s.party.abandoned.resources + 1);
  expect(notes(up.state)).toEqual([]);
  const research = step(s, { type: 'toggleMoveMode' });
  expect(notes(research.state)).toEqual([]);
});

describe('withPutDownNote: what went down in the step, counted against what lay there before', () => {
  let base: GameState = newGame({ length: 10, seed: 5 });
  for (let i = 0; i < 2000 && base.phase !== 'surface'; i++) base = step(base, advise(base)!.action).state;
  const lying = (resources: number, stunners: number, cages = 0): GameState => ({
    ...base,
    party: { ...base.party, abandoned: { crew: [], resources, units: { ...(stunners ? { stunner: { count: stunners, damaged: 0 } } : {}), ...(cages ? { cage: { count: cages, damaged: 1 } } : {}) } } },
  });
  const research = { type: 'research' } as const;

  test.each([
    ['resources only', lying(2, 1), lying(5, 1), [{ key: 'note.putDownResources', params: { count: 3 } }]],
    ['units only (damaged ones count too)', lying(2, 1), lying(2, 2, 2), [{ key: 'note.putDownUnits', params: { count: 3 } }]],
    ['both', lying(0, 0), lying(4, 1), [{ key: 'note.putDownBoth', params: { units: 1, resources: 4 } }]],
    ['nothing new', lying(4, 1), lying(4, 1), []],
    ['less than before (taken back)', lying(4, 2), lying(1, 1), []],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(notes(withPutDownNote(after, before, research))).toEqual(expected);
  });

  test('a move or a circle left the old PORZUCONE behind: all it holds now went down in this step; a wyżej says nothing; nor off the planet', () => {
    expect(notes(withPutDownNote(lying(4, 1), lying(4, 1), { type: 'move', dir: 'up' }))).toEqual([{ key: 'note.putDownBoth', params: { units: 1, resources: 4 } }]);
    expect(notes(withPutDownNote(lying(0, 2), lying(3, 2), { type: 'circle' }))).toEqual([{ key: 'note.putDownUnits', params: { count: 2 } }]);
    expect(notes(withPutDownNote(lying(5, 0), lying(0, 0), { type: 'up', folder: 'carried', unit: 'resources' }))).toEqual([]);
    expect(notes(withPutDownNote({ ...lying(5, 0), phase: 'space' }, lying(0, 0), research))).toEqual([]);
    expect(notes(withPutDownNote(lying(5, 0), { ...lying(0, 0), phase: 'orbit' }, research))).toEqual([]);
  });

  test('a party all dead put nothing down to come back for (its loss is told instead); the sick put down are told by the infection, not counted here', () => {
    const dead = (x: GameState): GameState => ({ ...x, crew: x.crew.map((h) => ({ ...h, alive: false })) });
    expect(notes(withPutDownNote(dead(lying(5, 0)), lying(0, 0), research))).toEqual([]);
    const sick = lying(5, 0);
    const withSick: GameState = { ...sick, party: { ...sick.party, abandoned: { ...sick.party.abandoned, crew: [{ id: 'scout', suit: null }] } } };
    expect(notes(withPutDownNote(withSick, lying(0, 0), research))).toEqual([{ key: 'note.putDownResources', params: { count: 5 } }]);
  });

  test('the note follows the notes the step already had', () => {
    const after = { ...lying(3, 0), message: { key: 'msg.researched', params: { hours: 2, vp: 0 }, notes: [{ key: 'note.resourcesUsed', params: { count: 1 } }] } } as GameState;
    expect(withPutDownNote(after, lying(0, 0), research).message.notes).toEqual([{ key: 'note.resourcesUsed', params: { count: 1 } }, { key: 'note.putDownResources', params: { count: 3 } }]);
  });
});

describe('R-MOVE-22, R-UI-TABLE-14: what the party can no longer carry on the shuttle\'s field goes into the shuttle by itself, and the text says how much', () => {
  let base: GameState = newGame({ length: 10, seed: 5 });
  for (let i = 0; i < 2000 && base.phase !== 'surface'; i++) base = step(base, advise(base)!.action).state;
  const shuttleNotes = (s: GameState) => (s.message.notes ?? []).filter((n) => n.key.startsWith('note.toShuttle'));
  const bay = (resources: number, stunners: number, crew: readonly string[] = []): GameState => ({
    ...base,
    bay: { crew: base.crew.filter((h) => crew.includes(h.id)).map((h) => ({ id: h.id, suit: null })), resources, units: stunners ? { stunner: { count: stunners, damaged: 0 } } : {} },
  });
  const research = { type: 'research' } as const;

  test.each([
    ['resources only', bay(2, 1), bay(12, 1), [{ key: 'note.toShuttleResources', params: { count: 10 } }]],
    ['units only: a human counts as a unit, as in the table', bay(2, 1), bay(2, 2, ['scout']), [{ key: 'note.toShuttleUnits', params: { count: 2 } }]],
    ['both', bay(0, 0), bay(4, 1), [{ key: 'note.toShuttleBoth', params: { units: 1, resources: 4 } }]],
    ['nothing new', bay(4, 1), bay(4, 1), []],
    ['less than before (taken down)', bay(4, 2), bay(1, 1), []],
    ['one unit out and another in (boarding the Rover from the shuttle): the one put in is counted', bay(0, 1), bay(0, 0, ['scientist']), [{ key: 'note.toShuttleUnits', params: { count: 1 } }]],
    ['a human already there is not counted again', bay(0, 0, ['scout']), bay(0, 0, ['scout', 'scientist']), [{ key: 'note.toShuttleUnits', params: { count: 1 } }]],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(shuttleNotes(withPutDownNote(after, before, research))).toEqual(expected);
  });

  test("the player's own 'wyżej' and a heavy suit taken off in the shuttle say nothing more; a landing says what the level's change put back", () => {
    expect(shuttleNotes(withPutDownNote(bay(5, 1), bay(0, 0), { type: 'up', folder: 'carried', unit: 'resources' }))).toEqual([]);
    expect(shuttleNotes(withPutDownNote(bay(0, 1), bay(0, 0), { type: 'undressHuman', unit: 'scout' }))).toEqual([]);
    expect(shuttleNotes(withPutDownNote(bay(0, 0, ['scientist']), { ...bay(0, 0), phase: 'landing' }, { type: 'acceptArea' }))).toEqual([{ key: 'note.toShuttleUnits', params: { count: 1 } }]);
    // a landing never reports PORZUCONE (nothing lay there before), and no other step from off the planet reports anything
    expect(shuttleNotes(withPutDownNote(bay(0, 0, ['scientist']), { ...bay(0, 0), phase: 'orbit' }, research))).toEqual([]);
    expect(shuttleNotes(withPutDownNote(bay(0, 0, ['scientist']), { ...bay(0, 0), phase: 'orbit' }, { type: 'acceptArea' }))).toEqual([]);
    expect(shuttleNotes(withPutDownNote(bay(0, 0, ['scientist']), { ...bay(0, 0), phase: 'landing' }, research))).toEqual([]);
    const lyingAfterLanding: GameState = { ...bay(0, 0), party: { ...base.party, abandoned: { crew: [], resources: 3, units: {} } } };
    expect(withPutDownNote(lyingAfterLanding, { ...bay(0, 0), phase: 'landing' }, { type: 'acceptArea' }).message.notes ?? []).toEqual([]);
  });

  test('word for word, in both languages', () => {
    const one = { key: 'note.toShuttleUnits', params: { count: 1 } } as const;
    const both = { key: 'note.toShuttleBoth', params: { units: 2, resources: 5 } } as const;
    const res = { key: 'note.toShuttleResources', params: { count: 22 } } as const;
    expect(format('en', one)).toBe('The party cannot carry it all: 1 unit went into the shuttle.');
    expect(format('pl', one)).toBe('Wyprawa nie uniesie wszystkiego: do promu trafiła 1 jednostka.');
    expect(format('en', both)).toBe('The party cannot carry it all: 2 units and 5 resources went into the shuttle.');
    expect(format('pl', both)).toBe('Wyprawa nie uniesie wszystkiego: do promu trafiły 2 jednostki i 5 zasobów.');
    expect(format('en', res)).toBe('The party cannot carry it all: 22 resources went into the shuttle.');
    expect(format('pl', res)).toBe('Wyprawa nie uniesie wszystkiego: do promu trafiły 22 zasoby.');
  });
});
