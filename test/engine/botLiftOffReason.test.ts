// The advisor's reason for a lift-off names why the party leaves (R-CREW-03, R-INF-06, R-ACC-12):
// "more research would not fit the resources or the time" was said also where the party left
// because one more wound could kill a human, because the infection risk was past 100 points
// without the Doctor and a Medkit in hand, or because the shuttle was a wreck.
import '../../src/engine/text/english';
import { format, newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { inHands, livingPartyCrew } from '../../src/engine/rules/folders';
import { tableCrew } from '../../src/engine/rules/loading';

/** The state before step `index` of an advised game, and the advice there. */
function at(length: 10 | 30, seed: number, index: number): { s: GameState; advice: NonNullable<ReturnType<typeof advise>> } {
  let s = newGame({ length, seed });
  for (let i = 0; i < index; i++) s = step(s, advise(s)!.action).state;
  return { s, advice: advise(s)! };
}

describe('the lift-off says why the party leaves', () => {
  test('R-CREW-03: one more wound could kill a human of the table (4 wounds of the 5 he survives): he is named', () => {
    // 30 months, seed 32, step 115: the Scout has 4 wounds
    const { s, advice } = at(30, 32, 115);
    expect(advice.action).toEqual({ type: 'liftOff' });
    expect(s.crew.find((h) => h.id === 'scout')!.wounds).toBe(4);
    expect(advice.reason).toEqual({ key: 'bot.liftOffWounded', params: { unit: { unit: 'scout' } } });
    // with his wounds healed to 3 nobody is one wound from death: the general reason
    const healed: GameState = { ...s, crew: s.crew.map((h) => (h.wounds === 4 ? { ...h, wounds: 3 } : h)) };
    expect(advise(healed)!.reason.key).toBe('bot.liftOff');
  });

  test('R-INF-06: the infection risk past 100 points, without the Doctor and a Medkit in hand', () => {
    // 30 months, seed 1, step 340
    const { s, advice } = at(30, 1, 340);
    expect(advice.action).toEqual({ type: 'liftOff' });
    expect(s.surface!.infection).toBeGreaterThanOrEqual(100);
    expect(livingPartyCrew(s).some((p) => p.id === 'doctor') && inHands(s, 'medkit')).toBe(false);
    expect(advice.reason).toEqual({ key: 'bot.liftOffInfection' });
    // just under 100 points the risk does not send the party off; at 100 exactly it does
    expect(advise({ ...s, surface: { ...s.surface!, infection: 99.75 } })!.reason.key).not.toBe('bot.liftOffInfection');
    expect(advise({ ...s, surface: { ...s.surface!, infection: 100 } })!.reason.key).toBe('bot.liftOffInfection');
  });

  test('R-INF-10: past 100 points, the Doctor in the party with a Medkit in hand would cure the sick: not a reason to leave', () => {
    // 30 months, seed 17, step 309: past 100 points, the Doctor there and a Medkit in hand
    const { s, advice } = at(30, 17, 309);
    expect(s.surface!.infection).toBeGreaterThanOrEqual(100);
    expect(livingPartyCrew(s).some((p) => p.id === 'doctor')).toBe(true);
    expect(inHands(s, 'medkit')).toBe(true);
    expect(advice).toEqual({ action: { type: 'liftOff' }, reason: { key: 'bot.liftOff' } });
  });

  test('R-CREW-03: a human one wound from death but not of the table (aboard the starship) does not send the party off', () => {
    const { s } = at(30, 32, 115);
    const healed: GameState = { ...s, crew: s.crew.map((h) => (h.wounds === 4 ? { ...h, wounds: 3 } : h)) };
    const aboard = healed.crew.find((h) => !tableCrew(healed).some((p) => p.id === h.id))!;
    expect(aboard).toBeDefined();
    const hurt: GameState = { ...healed, crew: healed.crew.map((h) => (h.id === aboard.id ? { ...h, wounds: 4 } : h)) };
    expect(advise(hurt)!.reason.key).toBe('bot.liftOff');
  });

  test('R-ACC-12: a wrecked shuttle; R-ACC-11: a threatened one', () => {
    // 30 months, seed 161, step 236: the party lifts off from the wreck
    const { s, advice } = at(30, 161, 236);
    expect(s.surface!.wreck).toBe(true);
    expect(advice).toMatchObject({ action: { type: 'liftOff' }, reason: { key: 'bot.liftOffWreck' } });
    // the state of seed 1 with a threat on the shuttle (a threat not yet driven off)
    const threatened = at(30, 1, 340).s;
    expect(advise({ ...threatened, surface: { ...threatened.surface!, shuttleThreats: 1 } })!.reason.key).toBe('bot.liftOffThreat');
  });

  test('the texts: the human named in the accusative in Polish', () => {
    const { advice } = at(30, 32, 115);
    expect(format('pl', advice.reason)).toBe('Doradca: startuj — jeszcze jedna rana może zabić Zwiadowcę.');
    expect(format('en', advice.reason)).toBe('Advisor: lift off; one more wound could kill the Scout.');
    expect(format('pl', at(30, 1, 340).advice.reason)).toBe('Doradca: startuj — ryzyko zakażenia przekroczyło 100 punktów, a bez Lekarza z Apteczką w ręku chory może umrzeć.');
  });
});
