// A journal line's fields in a fixed order whatever order the action's object holds them in (the
// journal of a save must read the same on every machine), and the one-copy lists of the party's and
// the table's crew (folders.ts `joined`): session 24 wrote both without intermediate lists.
import { encodeAction, journalAfter } from '../../../src/engine/journal';
import { joined } from '../../../src/engine/rules/folders';
import type { Action, GameState } from '../../../src/engine';

describe('encodeAction: the type, then the fields sorted by name', () => {
  test('no field, one field, two fields given in reverse order', () => {
    expect(encodeAction({ type: 'research' })).toBe('research');
    expect(encodeAction({ type: 'move', dir: 'upLeft' })).toBe('move dir=upLeft');
    expect(encodeAction({ unit: 'scout', folder: 'shuttle', type: 'down' } as Action)).toBe('down folder=shuttle unit=scout');
    expect(encodeAction({ raw: 5, field: 'hours', type: 'setInput' } as Action)).toBe('setInput field=hours raw=5');
    expect(encodeAction({ type: 'setInput', field: 'resources', raw: '7' })).toBe('setInput field=resources raw="7"');
  });

  test("journalAfter: a first line alone, a later one after a line break", () => {
    const s = (journal: string) => ({ journal }) as GameState;
    expect(journalAfter(s(''), { type: 'land' })).toBe('land');
    expect(journalAfter(s('land'), { type: 'move', dir: 'up' })).toBe('land\nmove dir=up');
  });
});

describe('joined: two lists as one, without a copy where one is empty', () => {
  test('both held: the first, then the second; one empty: the other list itself', () => {
    const a = ['a1', 'a2'];
    const b = ['b1'];
    expect(joined(a, b)).toEqual(['a1', 'a2', 'b1']);
    expect(joined(b, a)).toEqual(['b1', 'a1', 'a2']);
    expect(joined(a, [])).toBe(a);
    expect(joined([], b)).toBe(b);
    expect(joined([], [])).toEqual([]);
  });
});
