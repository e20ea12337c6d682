import { newGame } from '../../src/engine';
import { GameSession } from '../../src/session/session';

describe('GameSession', () => {
  test('a click on a dead cell does nothing', () => {
    const s = GameSession.fresh({ length: 30, seed: 1 }, 'pl');
    const before = s.serialized();
    expect(s.click('space', 'B1')).toEqual({ acted: false, patch: null });
    expect(s.click('space', 'garbage')).toEqual({ acted: false, patch: null });
    expect(s.serialized()).toBe(before);
  });

  test('a click on a button steps the engine and returns a patch', () => {
    const s = GameSession.fresh({ length: 30, seed: 1 }, 'pl');
    const out = s.click('space', 'A9');
    expect(out.acted).toBe(true);
    expect(out.patch!.sheets.space.cells['E1']?.value).toMatch(/^Lekarz/);
  });

  test('R-SETUP-01 R-SETUP-02 NOWA GRA then a length, by clicks', () => {
    const s = GameSession.fresh({ length: 30, seed: 1 }, 'en');
    const menu = [...s.model.sheets.space.cells].find(([, c]) => c.action?.type === 'openNewGame')![0];
    s.click('space', menu);
    const ten = [...s.model.sheets.space.cells].find(([, c]) => c.action?.type === 'newGame' && c.action.length === 10)![0];
    s.click('space', ten);
    expect(s.state.length).toBe(10);
    expect(s.model.sheets.space.cells.get('D1')?.value).toBe('/ 10');
  });

  test('resume refuses a damaged save and names the problem', () => {
    const r = GameSession.resume('{"app":"odkrywcy-nowych-swiatow","version":1,"state":{}}', 'en');
    expect(r.ok).toBe(false);
    const ok = GameSession.resume(GameSession.fresh({ length: 20, seed: 4 }, 'pl').serialized(), 'pl');
    expect(ok.ok && ok.session.state).toEqual(newGame({ length: 20, seed: 4 }));
  });

  test('switching language redraws the labels', () => {
    const s = GameSession.fresh({ length: 30, seed: 1 }, 'pl');
    const p = s.setLang('en');
    expect(p.sheets.space.cells['B8']?.value).toBe('Commander');
  });
});
