// The advisor warns that a move off the field, or circling on it, loses what lies in PORZUCONE
// (R-MOVE-19, R-MOVE-26): the hint said so only when the things were put down, and the advice to
// move on said nothing of it (session 40's note). The warning's counts are the step's own.
import '../../src/engine/text/english';
import { format, newGame, step, type GameState } from '../../src/engine';
import { advise, warnAbandoned } from '../../src/engine/bot/heuristic';
import { leavesAbandoned, moveOption } from '../../src/engine/rules/moves';
import { EMPTY_FOLDER } from '../../src/engine/rules/folders';
import { placeKey } from '../../src/engine/rules/field';

/** The state before step `index` of an advised 30-month game, and the advice there. */
function at(seed: number, index: number): { s: GameState; advice: NonNullable<ReturnType<typeof advise>> } {
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < index; i++) s = step(s, advise(s)!.action).state;
  return { s, advice: advise(s)! };
}

describe('the advice to move on warns of what lies in PORZUCONE', () => {
  test('R-MOVE-26: a damaged Specbot and 9 resources lie there: the research elsewhere says both will be lost, as the step then says', () => {
    // seed 5, step 71: the party goes on to research the field above
    const { s, advice } = at(5, 71);
    expect(s.party.abandoned.units).toEqual({ specbot: { count: 1, damaged: 1 } });
    expect(s.party.abandoned.resources).toBe(9);
    expect(advice.action).toEqual({ type: 'move', dir: 'up' });
    expect(advice.reason.key).toBe('bot.researchField');
    expect(advice.reason.notes).toEqual([{ key: 'bot.note.abandonedLost', params: { units: 1, resources: 9 } }]);
    expect(format('pl', advice.reason)).toBe('Doradca: idź i badaj to pole — najwięcej punktów na godzinę (0,03 PZ/godz.). Uwaga: to, co leży w PORZUCONE, przepadnie — 1 jednostka i 9 zasobów.');
    expect(format('en', advice.reason)).toBe('Advisor: go and research this field; it gives the most points an hour (0.03 VP an hour). Mind: what lies in ABANDONED will be lost: 1 unit and 9 resources.');
    const after = step(s, advice.action).state;
    expect(after.party.abandoned.resources).toBe(0);
    expect(after.message.notes).toContainEqual({ key: 'note.abandonedLost', params: { units: 1, resources: 9 } });
  });

  test('R-MOVE-26: units alone (a damaged Specbot, on the way to the shuttle); resources alone (8, to research elsewhere)', () => {
    const units = at(2, 284).advice;
    expect(units.reason.key).toBe('bot.toShuttle');
    expect(units.reason.notes).toEqual([{ key: 'bot.note.abandonedLostUnits', params: { units: 1, resources: 0 } }]);
    expect(format('pl', units.reason)).toMatch(/ Uwaga: to, co leży w PORZUCONE, przepadnie — 1 jednostka\.$/);
    const resources = at(7, 63).advice;
    expect(resources.reason.notes).toEqual([{ key: 'bot.note.abandonedLostResources', params: { units: 0, resources: 8 } }]);
    expect(format('en', resources.reason)).toMatch(/ Mind: what lies in ABANDONED will be lost: 8 resources\.$/);
  });

  test('nothing in PORZUCONE: the same move is advised with no warning', () => {
    const { s } = at(5, 71);
    const empty: GameState = { ...s, party: { ...s.party, abandoned: EMPTY_FOLDER } };
    const advice = advise(empty)!;
    expect(advice.action).toEqual({ type: 'move', dir: 'up' });
    expect(advice.reason.notes).toBeUndefined();
  });

  test('R-MOVE-26: research where the party stands leaves nothing; a march off the field does; R-MOVE-19: circling does', () => {
    const { s } = at(5, 71);
    const here = s.surface!.at!;
    // this field researched already: the centre button does nothing here
    expect(moveOption(s, 'centre')).toBeNull();
    expect(leavesAbandoned(s, { type: 'move', dir: 'centre' })).toBe(false);
    // not researched yet: the centre button researches it, where the party stands
    const key = placeKey({ row: here.row, col: here.col, layer: 'surface' });
    expect(s.surface!.researched).toContain(key);
    const fresh: GameState = { ...s, surface: { ...s.surface!, researched: s.surface!.researched.filter((k) => k !== key) } };
    expect(moveOption(fresh, 'centre')).toMatchObject({ to: { row: here.row, col: here.col, layer: 'surface' }, research: true });
    expect(leavesAbandoned(fresh, { type: 'move', dir: 'centre' })).toBe(false);
    expect(leavesAbandoned(s, { type: 'move', dir: 'up' })).toBe(true);
    expect(leavesAbandoned(s, { type: 'circle' })).toBe(true);
  });

  test('R-MOVE-19: advice to circle warns too; R-MOVE-28: with a living human lying in PORZUCONE the party cannot circle, and nothing is said to be lost', () => {
    const { s } = at(5, 71);
    const circling = { action: { type: 'circle' }, reason: { key: 'bot.anyMove' } } as const;
    expect(warnAbandoned(s, circling).reason.notes).toEqual([{ key: 'bot.note.abandonedLost', params: { units: 1, resources: 9 } }]);
    const sick = s.party.expedition.crew[0]!;
    const held: GameState = {
      ...s,
      crew: s.crew.map((h) => (h.id === sick.id ? { ...h, ill: true } : h)),
      party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.slice(1) }, abandoned: { ...s.party.abandoned, crew: [sick] } },
    };
    expect(leavesAbandoned(held, { type: 'circle' })).toBe(false);
    expect(warnAbandoned(held, circling)).toBe(circling);
    // a move that stays on the field (a put-down, a typed amount) says nothing of it
    const put = { action: { type: 'up', folder: 'carried', unit: 'resources' }, reason: { key: 'bot.anyMove' } } as const;
    expect(warnAbandoned(s, put)).toBe(put);
  });
});
