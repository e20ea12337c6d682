// Issue 10, point 3 (our decision, docs/DECISIONS.md "Flying home early"): a flight to Earth that
// would end the voyage early asks in the choice menu first; one stray click never ends the game.
import { balanced } from '../support/balance';
import { EARTH_FIELD, format, legalActions, menuItems, newGame, type GameState } from '../../src/engine';
import { act, pathTo } from '../support/voyage';

const LAST_LEG = (s: GameState) => pathTo(s.position, EARTH_FIELD)[0]!;

/** A 10-month game one field from Earth, month 1, nothing visited. */
function nextToEarth(): GameState {
  const s0 = newGame({ length: 10, seed: 3 });
  // the balance of unit use met: only the missed planets count at the end
  const away = balanced(act(s0, { type: 'fly', dir: 'up' }));
  expect(away.phase).toBe('space');
  expect(pathTo(away.position, EARTH_FIELD)).toHaveLength(1);
  return away;
}

describe('flying home early asks first', () => {
  test('with planets to visit and months left: no month spent, the menu asks, the map is closed', () => {
    const s = nextToEarth();
    const asked = act(s, { type: 'fly', dir: LAST_LEG(s) });
    expect(asked.phase).toBe('space');
    expect(asked.menu).toBe('confirmEarth');
    expect([asked.month, asked.vp, asked.position]).toEqual([s.month, s.vp, s.position]);
    // 3 planets to visit (10 months), 10 − (1 + 1) = 8 months of the plan left after the flight
    expect(asked.message.params).toEqual({ planets: 3, months: 8 });
    expect(format('pl', asked.message)).toContain('3');
    expect(format('en', asked.message)).toContain('8');
    expect(menuItems(asked).map((m) => m.label)).toEqual(['menu.flyHome', 'menu.cancel', 'menu.newGame']);
    expect(legalActions(asked).some((a) => a.type === 'fly')).toBe(false);
  });

  test('"rezygnuj" keeps the voyage where it was; "leć na Ziemię" ends it as the flight would', () => {
    const s = nextToEarth();
    const asked = act(s, { type: 'fly', dir: LAST_LEG(s) });
    const stay = act(asked, { type: 'cancel' });
    expect([stay.phase, stay.menu, stay.month, stay.position]).toEqual(['space', 'main', s.month, s.position]);
    const ended = act(asked, { type: 'confirmEarth' });
    expect([ended.phase, ended.menu, ended.month]).toEqual(['ended', 'main', s.month + 1]);
    expect(ended.vp).toBe(s.vp - 4); // R-SPACE-15: no planet visited
  });

  test('the voyage over, the typed amount and hours go back to a new game\'s (nothing is left to type them for)', () => {
    const typed = act(act(nextToEarth(), { type: 'setInput', field: 'resources', raw: 28 }), { type: 'setInput', field: 'hours', raw: 6 });
    expect(typed.inputs).toEqual({ resources: 28, hours: 6 });
    const ended = act(act(typed, { type: 'fly', dir: LAST_LEG(typed) }), { type: 'confirmEarth' });
    expect(ended.phase).toBe('ended');
    expect(ended.inputs).toEqual({ resources: 10, hours: 1 });
    expect(newGame({ length: 10, seed: 3 }).inputs).toEqual({ resources: 10, hours: 1 });
  });

  test('no question when every planet is visited and the plan is used up', () => {
    const s = { ...nextToEarth(), visited: ['mezo', 'mefisto', 'picolo'] as GameState['visited'], month: 9 };
    const ended = act(s, { type: 'fly', dir: LAST_LEG(s) });
    expect([ended.phase, ended.month]).toEqual(['ended', 10]);
  });

  test('the question comes with months left alone, and with planets left alone', () => {
    const base = nextToEarth();
    const monthsLeft = act({ ...base, visited: ['mezo', 'mefisto', 'picolo'] }, { type: 'fly', dir: LAST_LEG(base) });
    expect([monthsLeft.menu, monthsLeft.message.params]).toEqual(['confirmEarth', { planets: 0, months: 8 }]);
    // the text names only what is left: no '0 planets still to visit'
    expect(format('en', monthsLeft.message)).toBe('Flying to Earth ends the voyage with 8 months of the plan left over.');
    expect(format('pl', monthsLeft.message)).toBe('Lot na Ziemię zakończy wyprawę, choć z planu zostaje 8 miesięcy.');
    expect(monthsLeft.hint).toEqual({ key: 'hint.confirmEarth' });
    const planetsLeft = act({ ...base, month: 9 }, { type: 'fly', dir: LAST_LEG(base) });
    expect([planetsLeft.menu, planetsLeft.message.params]).toEqual(['confirmEarth', { planets: 3, months: 0 }]);
    expect(format('en', planetsLeft.message)).toBe('Flying to Earth ends the voyage with 3 planets still to visit.');
    expect(format('pl', planetsLeft.message)).toBe('Lot na Ziemię zakończy wyprawę. Do odwiedzenia zostały 3 planety.');
    const both = act({ ...base, month: 8 }, { type: 'fly', dir: LAST_LEG(base) });
    expect(both.message).toEqual({ key: 'msg.confirmEarth', params: { planets: 3, months: 1 } });
    expect(format('en', both.message)).toBe('Flying to Earth ends the voyage with 3 planets still to visit and 1 month of the plan left over.');
  });
});
