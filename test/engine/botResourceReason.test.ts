// The advisor's reason for the resources it adds in orbit (R-LOAD-06, R-LOAD-34): "that is what
// this gravity asks" only when it adds all the plan asks; when the shuttle takes fewer (its
// capacity at a heavy gravity, or the 30 it holds), the reason says that is all it takes.
import { newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { loadout } from '../../src/engine/bot/loadout';
import { addResources } from '../../src/engine/rules/loading';

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

test('seeds 38 and 2, 30 months: where the shuttle takes fewer resources than the gravity asks, the advice says so, with both numbers', () => {
  const all = [...additions(38), ...additions(2)];
  const short = all.filter(({ s }) => s.bay.resources + s.party.carried.resources + s.inputs.resources < loadout(s).resources);
  // the branch is really entered (seed 38: 1 of the 6 its gravity asks; seed 2: 9 of 12)
  expect(short.map((x) => x.reason.params)).toEqual(expect.arrayContaining([{ count: 1, want: 6 }, { count: 9, want: 12 }]));
  for (const { s, reason } of short) {
    expect(reason.key).toBe('bot.addResourcesRoom');
    expect(reason.params).toEqual({ count: s.inputs.resources, want: loadout(s).resources });
    // and it is all the shuttle takes: one more would not go in
    const after = addResources(s);
    expect(after.ok).toBe(true);
    expect(addResources({ ...(after as { state: GameState }).state, inputs: { ...s.inputs, resources: 1 } }).ok).toBe(false);
  }
  // where all the plan asks goes in, the reason is the gravity's
  const full = all.filter(({ s }) => s.bay.resources + s.party.carried.resources + s.inputs.resources === loadout(s).resources);
  expect(full.length).toBeGreaterThan(0);
  for (const { reason } of full) expect(reason.key).toBe('bot.addResources');
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
