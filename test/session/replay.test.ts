// Issue 14 point 4: replay in the sheets. 'powtórka gry' in the space sheet's menu rebuilds the game
// from its seed and journal; the menu then steps and jumps by months through it, the text field
// says where the replay stands, the game's own buttons do nothing, and the end of the replay
// returns to the game unchanged. A damaged journal is reported and the game goes on.
import { newGame, type GameState } from '../../src/engine';
import { GameSession, replayIndex } from '../../src/session/session';
import type { CellAction, SheetId } from '../../src/sheets';

const addressOf = (s: GameSession, sheet: SheetId, pick: (a: CellAction) => boolean): string | null => [...s.model.sheets[sheet].cells].find(([, c]) => c.action && pick(c.action))?.[0] ?? null;
const press = (s: GameSession, pick: (a: CellAction) => boolean, sheet: SheetId = 'space') => {
  const at = addressOf(s, sheet, pick);
  expect(at).not.toBeNull();
  return s.click(sheet, at!);
};
const replayButton = (move: string) => (a: CellAction) => a.type === 'replay' && a.move === move;

/** A 30-month game flown three fields from Earth by the navigation board, a tip read on the way. */
function flown(): GameSession {
  const s = GameSession.fresh({ length: 30, seed: 4 }, 'pl');
  for (let i = 0; i < 3; i++) press(s, (a) => a.type === 'fly' && (a.dir === 'up' || a.dir === 'upLeft'));
  press(s, (a) => a.type === 'nextTip');
  expect(s.state.journal.split('\n')).toHaveLength(4);
  return s;
}

describe('issue 14 replay in the sheets', () => {
  test("'powtórka gry' shows the game's last step with the replay's menu and where the replay stands", () => {
    const s = flown();
    const live = s.serialized();
    const out = press(s, replayButton('start'));
    expect(out.acted).toBe(true);
    expect(s.inReplay).toBe(true);
    const text = [...s.model.sheets.space.cells.values()].map((c) => c.value);
    expect(text).toContain('Powtórka: krok 4 z 4, miesiąc 3. Menu przesuwa grę; pozostałe przyciski nic nie robią do końca powtórki.');
    // at the last step: back, a month back, the end; no step forward
    expect(addressOf(s, 'space', replayButton('forward'))).toBeNull();
    expect(addressOf(s, 'space', replayButton('back'))).not.toBeNull();
    expect(addressOf(s, 'space', replayButton('exit'))).not.toBeNull();
    // a game button does nothing while the replay is watched
    expect(press(s, (a) => a.type === 'nextTip')).toEqual({ acted: false, patch: null });
    expect(s.serialized()).toBe(live);
  });

  test('a step back shows the state before the last action; at the start there is no way back; the end of the replay returns to the game', () => {
    const s = flown();
    const live: GameState = s.state;
    press(s, replayButton('start'));
    press(s, replayButton('back'));
    // the state before the tip: the starship at the same field, the earlier tip
    const text = () => [...s.model.sheets.space.cells.values()].map((c) => c.value);
    expect(text()).toContain('Powtórka: krok 3 z 4, miesiąc 3. Menu przesuwa grę; pozostałe przyciski nic nie robią do końca powtórki.');
    for (let i = 0; i < 5; i++) if (addressOf(s, 'space', replayButton('back'))) press(s, replayButton('back'));
    expect(text()).toContain('Powtórka: krok 0 z 4, miesiąc 0. Menu przesuwa grę; pozostałe przyciski nic nie robią do końca powtórki.');
    expect(addressOf(s, 'space', replayButton('back'))).toBeNull();
    expect(s.model.sheets.space.selection).toBe(GameSession.fresh({ length: 30, seed: 4 }, 'pl').model.sheets.space.selection);
    press(s, replayButton('monthForward'));
    expect(text()).toContain('Powtórka: krok 1 z 4, miesiąc 1. Menu przesuwa grę; pozostałe przyciski nic nie robią do końca powtórki.');
    press(s, replayButton('exit'));
    expect(s.inReplay).toBe(false);
    expect(s.state).toBe(live);
    expect(text()).toContain('Koniec powtórki: gra toczy się dalej od miejsca, w którym była.');
    // the game goes on by clicks again
    expect(press(s, (a) => a.type === 'nextTip').acted).toBe(true);
  });

  test('a damaged journal: the replay is refused with its line, the game goes on', () => {
    const s = flown();
    s.replace({ ...s.state, journal: 'fly dir=up\nnonsense here' });
    press(s, replayButton('start'));
    expect(s.inReplay).toBe(false);
    expect([...s.model.sheets.space.cells.values()].map((c) => c.value)).toContain('Tej gry nie da się powtórzyć: jej dziennik ruchów jest uszkodzony albo starszy niż dziennik (wiersz 2).');
  });

  test('a month forward and back move to the first state of the next or previous month, never past the ends', () => {
    const base = newGame({ length: 10, seed: 1 });
    const states = [0, 0, 1, 1, 1, 3, 3].map((month) => ({ ...base, month }));
    expect(replayIndex(states, 0, 'monthForward')).toBe(2);
    expect(replayIndex(states, 2, 'monthForward')).toBe(5);
    expect(replayIndex(states, 5, 'monthForward')).toBe(6);
    expect(replayIndex(states, 4, 'monthBack')).toBe(0);
    expect(replayIndex(states, 6, 'monthBack')).toBe(5);
    expect(replayIndex(states, 5, 'monthBack')).toBe(4);
    expect(replayIndex(states, 0, 'monthBack')).toBe(0);
    expect([replayIndex(states, 0, 'back'), replayIndex(states, 6, 'forward'), replayIndex(states, 3, 'back'), replayIndex(states, 3, 'forward')]).toEqual([0, 6, 2, 4]);
  });
});
