// Issue 15: the heuristic player in the stages of a meeting after the strategy (R-CHASE-05,
// R-COMBAT-02, R-COMBAT-07, R-FIGHT-10): a caught creature is attacked only for a free cage, every
// weapon is picked in the table's order before 'walcz', and a creature is captured where a cage
// waits, else killed. Each stage asks of its own actions, not for the whole legal list.
import { actionKey, legalActions, type Action, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { strategyOutlooks } from '../../src/engine/bot/meetingOdds';
import { courseOf, runVariant } from '../../src/engine/rules/course';
import { ScriptDice } from '../support/scriptDice';
import { act } from '../support/voyage';
import { deltaMeeting as meeting } from '../support/meeting';

const calm = () => new ScriptDice('none', []);
const legal = (s: GameState, a: Action) => legalActions(s).some((x) => actionKey(x) === actionKey(a));

describe('the heuristic player after the strategy', () => {
  test('R-STRAT-01 the strategy with the best expected outcome, its hits and VP said to a tenth', () => {
    // roamingShag, nothing known yet: negotiation expects 0.086… hits and 0.944… VP (the model, meetingOdds.ts)
    const s = meeting('roamingShag', {}, ['soldier', 'navigator', 'commander']);
    const model = strategyOutlooks(s).find((o) => o.strategy === 'negotiation')!.outlook;
    expect(model.hits).toBeCloseTo(0.086, 3);
    expect(model.vp).toBeCloseTo(0.944, 3);
    const a = advise(s)!;
    expect(a.action).toEqual({ type: 'strategy', strategy: 'negotiation' });
    expect(a.reason).toEqual({ key: 'bot.strategy', params: { strategy: { text: 'strategy.negotiation' }, hits: 0.1, vp: 0.9 } });
  });

  test('R-CHASE-05 R-COMBAT-07 a caught creature: attacked where a cage is free, else let go', () => {
    // mudGulper at aggression 5 flees (negotiation A) and, at speed 9 against the party's 8 + 1, is caught
    const withCage = runVariant(meeting('mudGulper', { aggression: 5, speed: 9 }, ['soldier', 'navigator', 'commander', 'cage']), 'negotiation', 'A', calm());
    expect(courseOf(withCage)!.stage).toBe('caught');
    const attack = advise(withCage)!;
    expect(attack.action).toEqual({ type: 'attackCaught' });
    expect(attack.reason.key).toBe('bot.attackCaught');
    const noCage = runVariant(meeting('mudGulper', { aggression: 5, speed: 9 }, ['soldier', 'navigator', 'commander']), 'negotiation', 'A', calm());
    expect(courseOf(noCage)!.stage).toBe('caught');
    const letGo = advise(noCage)!;
    expect(letGo.action).toEqual({ type: 'letGo' });
    expect(letGo.reason.key).toBe('bot.letGo');
  });

  test('R-COMBAT-02 every weapon is picked, in the table\'s order, one per human, before "walcz"', () => {
    // stockyCharger flees at aggression 5 and is caught at speed 3: a clash, weapons first
    let s = runVariant(meeting('stockyCharger', { aggression: 5, speed: 3 }, ['soldier', 'commander', 'laser', 'stunner']), 'combat', 'B', calm());
    expect(courseOf(s)!.stage).toBe('weapons');
    // 'walcz' is offered from the start; every weapon is picked before it (the stage ends when none is left)
    expect(legal(s, { type: 'fight' })).toBe(true);
    const picked: string[] = [];
    for (let i = 0; i < 4 && courseOf(s)?.stage === 'weapons'; i++) {
      const a = advise(s)!;
      expect(legal(s, a.action)).toBe(true);
      if (a.action.type !== 'pickWeapon') {
        expect(a.action).toEqual({ type: 'fight' });
        expect(a.reason.key).toBe('bot.fight');
        break;
      }
      expect(a.reason).toEqual({ key: 'bot.weapon', params: { unit: { unit: a.action.unit } } });
      // the first weapon row the table offers (the Stunner's row comes before the Laser's)
      const first = legalActions(s).find((x) => x.type === 'pickWeapon')!;
      expect(a.action).toEqual(first);
      picked.push(a.action.unit);
      s = act(s, a.action);
    }
    expect(picked).toEqual(['stunner', 'laser']);
  });

  test('R-COMBAT-07 R-FIGHT-10 captured where a cage waits, killed where none does', () => {
    // mudGulper gives in without a fight (combat E): the menu asks capture or kill
    const withCage = runVariant(meeting('mudGulper', {}, ['soldier', 'cage']), 'combat', 'E', calm());
    expect(courseOf(withCage)).toMatchObject({ stage: 'mode', canCapture: true });
    const capture = advise(withCage)!;
    expect(capture.action).toEqual({ type: 'clashMode', mode: 'capture' });
    expect(capture.reason.key).toBe('bot.capture');
    // the same meeting with the cage taken away: a kill
    const cageless: GameState = { ...withCage, party: { ...withCage.party, expedition: { ...withCage.party.expedition, units: {} }, carried: { ...withCage.party.carried, units: {} }, used: { ...withCage.party.used, units: {} } } };
    expect(courseOf(cageless)!.stage).toBe('mode');
    const kill = advise(cageless)!;
    expect(kill.action).toEqual({ type: 'clashMode', mode: 'kill' });
    expect(kill.reason.key).toBe('bot.kill');
    expect(legal(cageless, kill.action)).toBe(true);
  });
});
