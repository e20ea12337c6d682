// Issue 10, point 2: a click acts once. The second click of a double click lands on a cell the
// first one has redrawn; it must not take whatever moved under the pointer.
import { GameSession, DOUBLE_CLICK_MS } from '../../src/session/session';

const cellOf = (s: GameSession, type: string): string => [...s.model.sheets.space.cells].find(([, c]) => c.action?.type === type)![0];

describe('double clicks', () => {
  test('the Excel host counts clicks on one cell within 500 ms as a double click', () => expect(DOUBLE_CLICK_MS).toBe(500));

  test('a double click on NOWA GRA opens the length choice and does not pick the length that moved under it', () => {
    const s = GameSession.fresh({ length: 30, seed: 1 }, 'pl');
    const menu = cellOf(s, 'openNewGame');
    expect(s.click('space', menu).acted).toBe(true);
    expect(s.state.menu).toBe('chooseLength');
    const under = s.model.sheets.space.cells.get(menu)?.action;
    expect(under?.type).toBe('newGame'); // the branch: another action now lies under the pointer
    expect(s.click('space', menu, true)).toEqual({ acted: false, patch: null });
    expect([s.state.menu, s.state.length, s.state.month]).toEqual(['chooseLength', 30, 0]);
    // a click of its own (not the second of a double click) picks the length
    expect(s.click('space', menu).acted).toBe(true);
    expect(s.state.menu).toBe('main');
  });

  test('the same button clicked twice quickly acts twice (the tip strip shows two tips on)', () => {
    const s = GameSession.fresh({ length: 30, seed: 1 }, 'pl');
    const strip = cellOf(s, 'nextTip');
    const tip = s.state.tip;
    s.click('space', strip);
    s.click('space', strip, true);
    expect(s.state.tip).not.toBe(tip);
    const one = GameSession.fresh({ length: 30, seed: 1 }, 'pl');
    one.click('space', strip);
    expect(s.state.tip).not.toBe(one.state.tip);
  });

  test('another cell within the window is a click of its own', () => {
    const s = GameSession.fresh({ length: 30, seed: 1 }, 'pl');
    s.click('space', cellOf(s, 'openNewGame'));
    expect(s.click('space', cellOf(s, 'cancel'), true).acted).toBe(true);
    expect(s.state.menu).toBe('main');
  });
});
