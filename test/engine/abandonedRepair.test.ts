// R-UI-TABLE-19, R-REPAIR-01, R-UI-TABLE-16: the 'napr/lecz/skaf' button at a damaged robot or device
// tries a repair on the planet, wherever the unit lies: the manual names no folder, and PORZUCONE's
// damaged robots (too heavy to carry once the acid air broke them) were lost for want of it. A robot
// repaired there walks again once taken back with 'wyżej'.
import { format, newGame, step, type Action, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { isLegalNow } from '../../src/engine/legal';
import { buttons, renderSheets } from '../../src/sheets';
import { claimsFault } from '../../src/fuzz/claimCheck';

/** 30 months, seed 5, before step 71 of the advised game: a damaged Specbot and 9 resources lie in PORZUCONE. */
function lying(): GameState {
  let s = newGame({ length: 30, seed: 5 });
  for (let i = 0; i < 71; i++) s = step(s, advise(s)!.action).state;
  return s;
}

const repairIt: Action = { type: 'care', folder: 'abandoned', unit: 'specbot' };

describe('a damaged unit lying in PORZUCONE is repaired where it lies', () => {
  test('R-UI-TABLE-19: the Specbot\'s row in PORZUCONE has the button, and it is legal; the resources there have none', () => {
    const s = lying();
    expect(s.party.abandoned.units).toEqual({ specbot: { count: 1, damaged: 1 } });
    expect(isLegalNow(s, repairIt)).toBe(true);
    expect(isLegalNow(s, { type: 'care', folder: 'abandoned', unit: 'resources' } as unknown as Action)).toBe(false);
    const cells = buttons(renderSheets(s, 'pl').sheets.expedition).filter((b) => b.action.type === 'care');
    expect(cells.map((b) => b.action)).toContainEqual(repairIt);
  });

  test('R-REPAIR-01, R-REPAIR-03: tried hour by hour until it works, the Specbot is repaired in PORZUCONE; R-UI-TABLE-16: taken back, it walks in EKSPEDYCJA', () => {
    let s = lying();
    let tries = 0;
    // one hour typed (the cell's first value): a try an hour, each failure said as such
    for (; tries < 40 && s.party.abandoned.units.specbot!.damaged > 0; tries++) {
      const r = step(s, repairIt);
      expect(r.refused).toBeUndefined();
      // the texts hold (the fuzzer's claim check: a unit said repaired has one damage fewer)
      expect(claimsFault(s, r.state)).toBeNull();
      s = r.state;
      expect(['msg.repaired', 'msg.repairFailed']).toContain(s.message.key);
    }
    expect(tries).toBeGreaterThan(0);
    expect(s.message).toMatchObject({ key: 'msg.repaired', params: { unit: { unit: 'specbot' }, hours: 1 } });
    expect(format('pl', { key: s.message.key, params: s.message.params })).toBe('Naprawa Specbota udana po 1 godz.');
    expect(s.party.abandoned.units.specbot).toEqual({ count: 1, damaged: 0 });
    // nothing left to repair there: no button
    expect(isLegalNow(s, repairIt)).toBe(false);
    const before = s.party.expedition.units.specbot?.count ?? 0;
    const up = step(s, { type: 'up', folder: 'abandoned', unit: 'specbot' });
    expect(up.refused).toBeUndefined();
    expect(up.state.party.expedition.units.specbot).toEqual({ count: before + 1, damaged: 0 });
    expect(up.state.party.abandoned.units.specbot?.count ?? 0).toBe(0);
  });
});
