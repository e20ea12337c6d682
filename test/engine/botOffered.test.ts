// What the player asks is what the table offers (bot/heuristic.ts): a human with 3 wounds or more
// is healed only where the care is legal now (else the player goes on with its plan, not with its
// last-resort move), and a human is advised into the shuttle only where he fits, in the suit the
// air asks (suitOnLoad, R-LOAD-09).
import { isLegal, type Action, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { landedOnArea, orbitWhere } from '../support/voyage';
import { loadout } from '../../src/engine/bot/loadout';
import { isHumanId } from '../../src/engine/data/units';
import { shuttleCapacity, suitNeeded, tableWeight } from '../../src/engine/rules/loading';
import { unitWeight } from '../../src/engine/rules/stock';

const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'doctor'], 8);

describe('the care the player asks for is one the table offers', () => {
  test('R-HEAL: a lone human with 3 wounds is not healed (nobody to heal him); with the Doctor beside him he is', () => {
    // the landing field researched (landedOnArea), so the care is open
    const researched = s0;
    const wounded = (crew: GameState['party']['expedition']['crew']): GameState => ({
      ...researched,
      party: { ...researched.party, expedition: { ...researched.party.expedition, crew } },
      crew: researched.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 3 } : h)),
    });
    const both = wounded(researched.party.expedition.crew);
    const heal: Action = { type: 'care', folder: 'expedition', unit: 'soldier' };
    expect(isLegal(both, heal)).toBe(true);
    expect(advise(both)).toEqual({ action: heal, reason: { key: 'bot.heal', params: { unit: { unit: 'soldier' }, wounds: 3 } } });
    // the Doctor back in the shuttle: the Soldier alone cannot be healed (R-HEAL asks two)
    const alone: GameState = { ...wounded(researched.party.expedition.crew.filter((p) => p.id === 'soldier')), bay: { ...researched.bay, crew: [...researched.bay.crew, { id: 'doctor', suit: null }] } };
    expect(isLegal(alone, heal)).toBe(false);
    // the player goes on researching (a care it cannot give would leave it nothing but its last-resort move)
    const a = advise(alone)!;
    expect(a.reason.key).toBe('bot.researchField');
    expect(isLegal(alone, a.action)).toBe(true);
  });
});

describe('the loading asks of a human only what the load would give (suitOnLoad)', () => {
  test('R-LOAD-09: in breathable air a human who does not fit is not advised; one who fits is', () => {
    const s = orbitWhere((x) => x.atmosphere === 'thin', 3);
    expect(suitNeeded(s)).toBe('none');
    const first = loadout(s).wishes.find((w) => isHumanId(w.unit))!;
    expect(advise(s)?.action).toEqual({ type: 'load', unit: first.unit });
    // the shuttle filled to 1 below its capacity with resources and a Rover: no human fits now
    const cap = shuttleCapacity(s);
    const full: GameState = { ...s, bay: { ...s.bay, units: { ...s.bay.units, rover: { count: 1, damaged: 0 } }, resources: cap - 1 - unitWeight('rover') - tableWeight(s) } };
    expect(tableWeight(full)).toBe(cap - 1);
    const a = advise(full);
    expect(a?.action.type === 'load' && isHumanId(a.action.unit)).toBe(false);
  });

  test('R-LOAD-09: in toxic air a human with no suit left is not advised (he would come without one)', () => {
    const s = orbitWhere((x) => x.atmosphere === 'toxic', 3);
    const first = loadout(s).wishes.find((w) => isHumanId(w.unit))!;
    expect(advise(s)?.action).toEqual({ type: 'load', unit: first.unit });
    const bare: GameState = { ...s, stock: { ...s.stock, suit: { count: 0, damaged: 0 }, heavySuit: { count: 0, damaged: 0 } } };
    const a = advise(bare);
    expect(a?.action.type === 'load' && isHumanId(a.action.unit)).toBe(false);
  });
});
