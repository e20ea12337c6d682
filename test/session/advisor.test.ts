// Issue 15 point 6: the advisor. 'doradca' in the choice menu (and the panels' button) asks the
// heuristic player for its move: the reason goes into the hint field and the move's cell is
// highlighted; the game does not change until the player clicks.
import { format, legalActions, newGame, sameAction, type Action } from '../../src/engine';
import { GameSession } from '../../src/session/session';
import { advisedCells } from '../../src/sheets/render';
import type { SheetId } from '../../src/sheets';
import { flyTo, landedOnArea } from '../support/voyage';
import { PLANET_FIELDS } from '../../src/engine/data/starMap';
import { advise } from '../../src/engine/bot/heuristic';
import { advisorNow, loadAdvisor, useAdvisor } from '../../src/session/advisor';

const advisorCell = (s: GameSession, sheet: SheetId): string => {
  const hit = [...s.model.sheets[sheet].cells].find(([, c]) => c.action?.type === 'advise');
  if (!hit) throw new Error(`no advisor line on ${sheet}`);
  return hit[0];
};

describe('issue 15: the advisor loaded on demand (a chunk of its own in the task pane)', () => {
  test('asked before it is loaded, the session says so and shows no advice; loaded, it advises', async () => {
    expect(advisorNow()).toBeNull();
    const session = new GameSession(newGame({ length: 10, seed: 1 }), 'pl', () => '2026-12-02');
    const before = session.serialized();
    const out = session.click('space', advisorCell(session, 'space'));
    expect(out.acted).toBe(true);
    expect(session.currentAdvice).toBeUndefined();
    expect(advisedCells(session.model.sheets.space)).toHaveLength(0);
    const notice = format('pl', { key: 'bot.loading' });
    expect(notice).toBe('Doradca jeszcze się wczytuje: zapytaj go ponownie za chwilę.');
    expect(format('en', { key: 'bot.loading' })).toBe('The advisor is still loading: ask again in a moment.');
    expect([...session.model.sheets.space.cells.values()].some((c) => typeof c.value === 'string' && c.value.includes(notice))).toBe(true);
    expect(session.serialized()).toBe(before);
    // the chunk: loaded once, the same function after
    const loaded = await loadAdvisor();
    expect(loaded).toBe(advise);
    expect(await loadAdvisor()).toBe(loaded);
    expect(advisorNow()).toBe(advise);
    session.click('space', advisorCell(session, 'space'));
    expect(session.currentAdvice?.reason.key).toBe('bot.flyPlanet');
    expect(advisedCells(session.model.sheets.space)).toHaveLength(1);
  });
});

describe('issue 15: the advisor', () => {
  beforeAll(() => useAdvisor(advise));
  test("'doradca' in the menu: the reason in the hint field, the move's cell lit, the game unchanged", () => {
    const session = new GameSession(newGame({ length: 10, seed: 1 }), 'pl', () => '2026-12-02');
    const before = session.serialized();
    const out = session.click('space', advisorCell(session, 'space'));
    expect(out.acted).toBe(true);
    expect(session.serialized()).toBe(before);
    const advice = session.currentAdvice!;
    expect(advice.reason.key).toBe('bot.flyPlanet');
    const hintText = format('pl', advice.reason);
    const shown = [...session.model.sheets.space.cells.values()].some((c) => c.value === hintText);
    expect(shown).toBe(true);
    const lit = advisedCells(session.model.sheets.space);
    expect(lit).toHaveLength(1);
    const cell = session.model.sheets.space.cells.get(lit[0]!)!;
    expect(sameAction(cell.action as Action, advice.action)).toBe(true);
    expect(legalActions(session.state).some((a) => sameAction(a, advice.action))).toBe(true);
    // the player follows it: the move is made and the light goes out
    session.click('space', lit[0]!);
    expect(session.state.month).toBe(1);
    expect(session.currentAdvice).toBeUndefined();
    expect(advisedCells(session.model.sheets.space)).toHaveLength(0);
  });

  test('a value to type: the input cell is the one lit (R-LOAD-05)', () => {
    let state = flyTo(newGame({ length: 10, seed: 1 }), PLANET_FIELDS.mezo, false);
    const session = new GameSession(state, 'en', () => '2026-12-02');
    for (let i = 0; i < 20; i++) {
      session.advise();
      const a = session.currentAdvice!;
      if (a.action.type === 'setInput') {
        const lit = advisedCells(session.model.sheets.space);
        expect(lit.length).toBeGreaterThanOrEqual(1);
        for (const address of lit) expect(session.model.sheets.space.cells.get(address)?.input?.field).toBe('resources');
        expect(format('en', a.reason)).toMatch(/^Advisor: type \d+ into the 'resources' cell\.$/);
        return;
      }
      const lit = advisedCells(session.model.sheets.space)[0]!;
      session.click('space', lit);
      state = session.state;
    }
    throw new Error('no value to type was advised');
  });

  test("hours a care does not take: the 'hours' cell is lit and the sentence says 1 (R-REPAIR-01: 1–6 h)", () => {
    const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'doctor'], 8);
    // in toxic air, the Soldier's damaged suit to mend, 10 hours typed (circling's, say)
    const state = {
      ...s0,
      orbit: { planet: 'birss' as const, set: 0 },
      inputs: { ...s0.inputs, hours: 10 },
      party: { ...s0.party, expedition: { ...s0.party.expedition, crew: [{ id: 'soldier' as const, suit: { kind: 'suit' as const, damaged: true } }, { id: 'doctor' as const, suit: { kind: 'suit' as const, damaged: false } }] } },
    };
    const session = new GameSession(state, 'en', () => '2026-12-02');
    session.advise();
    expect(session.currentAdvice!.action).toEqual({ type: 'setInput', field: 'hours', raw: 1 });
    expect(format('en', session.currentAdvice!.reason)).toBe("Advisor: type 1 into the 'hours' cell: the care takes that many hours.");
    expect(format('pl', session.currentAdvice!.reason)).toBe('Doradca: wpisz 1 w pole „godzin:” — tyle godzin potrwa opieka.');
    const lit = advisedCells(session.model.sheets.expedition);
    expect(lit.length).toBeGreaterThanOrEqual(1);
    for (const address of lit) expect(session.model.sheets.expedition.cells.get(address)?.input?.field).toBe('hours');
  });

  test('the advisor line is in the menus of both sheets while a game is played, not while a length is chosen', () => {
    const session = new GameSession(newGame({ length: 10, seed: 1 }), 'pl', () => '2026-12-02');
    expect(advisorCell(session, 'space')).toBeTruthy();
    expect(advisorCell(session, 'expedition')).toBeTruthy();
    const nowa = [...session.model.sheets.space.cells].find(([, c]) => c.action?.type === 'openNewGame')!;
    session.click('space', nowa[0]);
    expect([...session.model.sheets.space.cells.values()].some((c) => c.action?.type === 'advise')).toBe(false);
  });
});
