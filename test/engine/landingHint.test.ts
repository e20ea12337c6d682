// Issue 10, point 7: on the first area draw the hint agrees with the menu about searching again.
import { format, menuItems } from '../../src/engine';
import { act, orbitWhere } from '../support/voyage';

describe('R-LAND-07 R-LAND-08 R-LAND-09 the search hint after the first draw', () => {
  test.each([
    ['without the Navigator: 1 more search (2 draws)', ['soldier'], 1],
    ['with the Navigator: 2 more searches (3 draws)', ['soldier', 'navigator'], 2],
  ] as const)('%s', (_name, crew, left) => {
    let s = orbitWhere((x) => x.atmosphere === 'normal', 52);
    for (const unit of crew) s = act(s, { type: 'load', unit });
    const drawn = act(s, { type: 'land' });
    expect(drawn.phase).toBe('landing');
    expect(menuItems(drawn).some((m) => m.label === 'menu.searchArea')).toBe(true);
    expect(drawn.hint).toEqual({ key: 'hint.searchLeft', params: { left } });
    expect(format('pl', drawn.hint!)).toContain(`jeszcze ${left}`);
    expect(format('en', drawn.hint!)).not.toMatch(/no other area|cannot/i);
  });
});

describe('issue 10 point 14: after the last planet the hint says to fly home, not "jeszcze 0"', () => {
  test('R-SPACE-12 R-ORBIT-03 declining the third planet of a 10-month voyage', () => {
    const s = orbitWhere((x) => x.atmosphere === 'normal', 52);
    const one = act(s, { type: 'decline' });
    expect(one.hint?.key).toBe('hint.afterPlanet');
    const last = act({ ...s, length: 10, visited: ['mezo', 'mefisto', s.orbit!.planet === 'mezo' || s.orbit!.planet === 'mefisto' ? 'picolo' : s.orbit!.planet] }, { type: 'decline' });
    expect(last.hint).toEqual({ key: 'hint.allVisited' });
    expect(format('pl', last.hint!)).not.toContain('jeszcze 0');
    expect(format('pl', last.hint!)).toContain('Ziemię');
  });
});
