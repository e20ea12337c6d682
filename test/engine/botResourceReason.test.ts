// The advisor's reason for the resources it adds in orbit (R-LOAD-06, R-LOAD-34, R-BAL-14): "that is
// what this gravity asks" only when it adds all the plan asks and the plan is the gravity's amount;
// when the plan is more (12 at huge gravity, which asks 6: time for research), the reason names the
// gravity's amount as less; when the shuttle takes fewer (its capacity at a heavy gravity, or the
// 30 it holds), the reason says that is all it takes.
import { newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { loadout } from '../../src/engine/bot/loadout';
import { addResources } from '../../src/engine/rules/loading';
import { orbitSet } from '../../src/engine/rules/planet';

/** Every 'addResources' advice of a 30-month game, with the state it was given in. */
function additions(seed: number): { s: GameState; reason: { key: string; params?: Record<string, unknown> } }[] {
  const out: { s: GameState; reason: { key: string; params?: Record<string, unknown> } }[] = [];
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
    const a = advise(s)!;
    if (a.action.type === 'addResources') out.push({ s, reason: a.reason as { key: string; params?: Record<string, unknown> } });
    s = step(s, a.action).state;
  }
  return out;
}

/** What the gravity of the orbit asks (R-BAL-14: huge 6, high 12, Earth 16, low 22, near-zero 30). */
const ASKS = { huge: 6, high: 12, earth: 16, low: 22, nearZero: 30 } as const;
const asks = (s: GameState): number => ASKS[orbitSet(s)!.gravity];
const held = (s: GameState): number => s.bay.resources + s.party.carried.resources + s.inputs.resources;

test('seeds 1 and 14, 30 months: where the shuttle takes fewer resources than planned, the advice says so, and names what the gravity asks', () => {
  const all = [...additions(1), ...additions(14)];
  const short = all.filter(({ s }) => held(s) < loadout(s).resources);
  // both branches are really entered: seed 1 adds 5 of the 6 huge gravity asks, seed 14 adds 11 at huge
  // gravity, more than its 6 (the plan's 12 for the research's time does not fit)
  expect(short.map((x) => [x.reason.key, x.reason.params])).toEqual(
    expect.arrayContaining([
      ['bot.addResourcesRoom', { count: 5, want: 6 }],
      ['bot.addResourcesRoomMore', { count: 11, fill: 6 }],
    ]),
  );
  for (const { s, reason } of short) {
    if (held(s) < asks(s)) expect(reason).toEqual({ key: 'bot.addResourcesRoom', params: { count: s.inputs.resources, want: asks(s) } });
    else expect(reason).toEqual({ key: 'bot.addResourcesRoomMore', params: { count: s.inputs.resources, fill: asks(s) } });
    // and it is all the shuttle takes: one more would not go in
    const after = addResources(s);
    expect(after.ok).toBe(true);
    expect(addResources({ ...(after as { state: GameState }).state, inputs: { ...s.inputs, resources: 1 } }).ok).toBe(false);
  }
  // where all the plan asks goes in, the reason is the gravity's when the plan is what it asks, and
  // says the gravity asks less where the plan is more (seed 1: 12 at huge gravity, which asks 6)
  const full = all.filter(({ s }) => held(s) === loadout(s).resources);
  expect(full.filter(({ s }) => held(s) === asks(s)).length).toBeGreaterThan(0);
  expect(full.map((x) => [x.reason.key, x.reason.params])).toContainEqual(['bot.addResourcesMore', { count: 12, fill: 6 }]);
  for (const { s, reason } of full) {
    if (held(s) === asks(s)) expect(reason.key).toBe('bot.addResources');
    else expect(reason).toEqual({ key: 'bot.addResourcesMore', params: { count: s.inputs.resources, fill: asks(s) } });
  }
});

test('R-LOAD-34: the resources to add are what the plan asks less those already in the table, the shuttle\'s and the party\'s', () => {
  // seed 2, 30 months: the first orbit where the advisor adds resources, just before it types the amount
  let s = newGame({ length: 30, seed: 2 });
  for (let i = 0; i < 4000; i++) {
    const a = advise(s)!;
    if (a.action.type === 'setInput' && a.action.field === 'resources' && s.phase === 'orbit' && s.bay.resources === 0) break;
    s = step(s, a.action).state;
  }
  const plan = loadout(s).resources;
  expect(plan).toBeGreaterThan(6);
  // 2 in the shuttle and 3 already with the party: the plan's amount less 5 is typed
  const some: GameState = { ...s, bay: { ...s.bay, resources: 2 }, party: { ...s.party, carried: { ...s.party.carried, resources: 3 } } };
  expect(advise(some)?.action).toEqual({ type: 'setInput', field: 'resources', raw: plan - 5 });
  // as many as the plan asks already there: nothing more is added
  const enough: GameState = { ...s, bay: { ...s.bay, resources: plan - 3 }, party: { ...s.party, carried: { ...s.party.carried, resources: 3 } } };
  expect(['setInput', 'addResources']).not.toContain(advise(enough)?.action.type);
});
