// Issue 15, the advisor: states a player makes by hand (the random player of the fuzzer reached
// them) where the heuristic player went round in circles or advised a move the engine refused.
// Each is made here by hand, shown to be the state it was (the branch entered), and the advice
// followed until the voyage goes on.
import { legalActions, step, type Action, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { loadout } from '../../src/engine/bot/loadout';
import { orbitSet } from '../../src/engine/rules/planet';
import { atShuttle } from '../../src/engine/rules/field';
import { canMove } from '../../src/engine/rules/moves';
import { livingPartyCrew, partyCrew } from '../../src/engine/rules/folders';
import { landedOnArea } from '../support/voyage';

/** The advice followed for `n` steps: each action and reason, and the state it leads to (a refusal fails the test). */
function follow(s0: GameState, n: number): { seen: [Action, string][]; last: GameState } {
  let s = s0;
  const seen: [Action, string][] = [];
  for (let i = 0; i < n; i++) {
    const a = advise(s)!;
    seen.push([a.action, a.reason.key]);
    const r = step(s, a.action);
    expect(r.refused).toBeUndefined();
    s = r.state;
  }
  return { seen, last: s };
}

describe('R-REPAIR-01, R-HEAL-01: the care takes the hours typed, 1–6 for a repair and 1–12 for healing', () => {
  const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'doctor'], 8);
  /** In toxic air, the Soldier in a damaged suit with `wounds`, the Doctor in a whole one, `hours` typed. */
  const hurt = (hours: number, wounds = 0): GameState => ({
    ...s0,
    orbit: { planet: 'birss', set: 0 },
    inputs: { ...s0.inputs, hours },
    party: { ...s0.party, expedition: { ...s0.party.expedition, crew: [{ id: 'soldier', suit: { kind: 'suit', damaged: true } }, { id: 'doctor', suit: { kind: 'suit', damaged: false } }] } },
    crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds } : h)),
  });

  test('10 h typed (circling\'s, say) is no repair\'s time: 1 h is typed first, then the suit is mended', () => {
    const s = hurt(10);
    expect(orbitSet(s)?.atmosphere).toBe('toxic');
    // the repair the advisor used to name is refused at 10 h
    expect(step(s, { type: 'care', folder: 'expedition', unit: 'soldier' }).refused).toEqual({ key: 'msg.careHours', params: { min: 1, max: 6 } });
    const { seen } = follow(s, 2);
    expect(seen).toEqual([
      [{ type: 'setInput', field: 'hours', raw: 1 }, 'bot.typeHours'],
      [{ type: 'care', folder: 'expedition', unit: 'soldier' }, 'bot.repairSuit'],
    ]);
    expect(advise(s)!.reason).toEqual({ key: 'bot.typeHours', params: { count: 1 } });
  });

  test('6 h typed is a repair\'s time and 7 h is not; 12 h is a healing\'s time and 13 h is not', () => {
    expect(advise(hurt(6))!.action).toEqual({ type: 'care', folder: 'expedition', unit: 'soldier' });
    expect(advise(hurt(7))!.action).toEqual({ type: 'setInput', field: 'hours', raw: 1 });
    // wounded and in a damaged suit, the menu asks which: the suit at 6 h, not at 7
    const asked = (hours: number) => ({ ...step(hurt(1, 3), { type: 'care', folder: 'expedition', unit: 'soldier' }).state, inputs: { ...s0.inputs, hours } });
    expect(asked(6).careChoice).toEqual({ folder: 'expedition', unit: 'soldier' });
    expect(advise(asked(6))!.action).toEqual({ type: 'careChoice', heal: false });
    expect(advise(asked(7))!.action).toEqual({ type: 'setInput', field: 'hours', raw: 1 });
    // in friendly air the wounds are healed: at 12 h as typed, at 13 h after 1 h is typed
    const friendly = (hours: number): GameState => ({ ...hurt(hours, 3), orbit: { planet: 'suwatte', set: 0 } });
    expect(advise(friendly(12))!.action).toEqual({ type: 'care', folder: 'expedition', unit: 'soldier' });
    expect(advise(friendly(13))!.action).toEqual({ type: 'setInput', field: 'hours', raw: 1 });
    expect(advise(friendly(13))!.reason.key).toBe('bot.typeHours');
  });
});

describe('R-LOAD-14, R-LAND-12: nobody left in the party at the shuttle', () => {
  const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'doctor'], 8);
  /** Everyone back in the shuttle, the landing field not yet researched; the party's folders as given. */
  const empty = (party: Partial<GameState['party']> = {}): GameState => ({
    ...s0,
    bay: { ...s0.bay, crew: [...s0.bay.crew, ...s0.party.expedition.crew, ...s0.party.carried.crew] },
    party: { ...s0.party, expedition: { ...s0.party.expedition, crew: [] }, carried: { ...s0.party.carried, crew: [] }, ...party },
    surface: { ...s0.surface!, researched: [] },
  });

  test('a human goes down again, then the landing field is researched (it went round "zdejmij", "zrezygnuj")', () => {
    const s = empty();
    expect([atShuttle(s), canMove(s), partyCrew(s)]).toEqual([true, false, []]);
    expect(legalActions(s)).not.toContainEqual({ type: 'research' });
    expect(legalActions(s)).not.toContainEqual({ type: 'liftOff' });
    const { seen, last } = follow(s, 6);
    expect(seen[0]![1]).toBe('bot.down');
    expect(seen.map(([, key]) => key)).toContain('bot.researchLanding');
    expect(seen.map(([a]) => a.type)).not.toContain('startUndress');
    expect(last.surface!.researched.length).toBeGreaterThan(0);
  });

  test('the guard goes down too when no one else in the shuttle can; where another can, he stays', () => {
    const guard = loadout(s0).guard!;
    expect(guard).toBeDefined();
    const alone: GameState = { ...empty(), bay: { ...s0.bay, crew: [{ id: guard, suit: { kind: 'suit', damaged: false } }] } };
    expect(advise(alone)!.action).toEqual({ type: 'down', folder: 'shuttle', unit: guard });
    const two: GameState = { ...empty(), bay: { ...s0.bay, crew: [{ id: guard, suit: { kind: 'suit', damaged: false } }, { id: 'soldier', suit: { kind: 'suit', damaged: false } }] } };
    expect(advise(two)!.action).toEqual({ type: 'down', folder: 'shuttle', unit: 'soldier' });
  });

  test('in the Rover, where no human fits beside what the party\'s folders hold, that goes back into the shuttle first, the heaviest first; then a human goes down', () => {
    const one = { count: 1, damaged: 0 };
    // the Rover (30) carries NIESIONE's Transbot and Stunner, UŻYWANE's Paralyser and Medkit, and 20 resources: the Doctor would make 43
    const s: GameState = {
      ...empty({ expedition: { crew: [], units: { rover: one }, resources: 0 }, carried: { crew: [], units: { transbot: one, stunner: one }, resources: 20 }, used: { crew: [], units: { paralyser: one, medkit: one }, resources: 0 } }),
      mode: 'rover',
      bay: { ...s0.bay, crew: [{ id: 'doctor', suit: { kind: 'suit', damaged: false } }] },
    };
    expect(step(s, { type: 'down', folder: 'shuttle', unit: 'doctor' }).refused).toEqual({ key: 'msg.noCapacity', params: { weight: 44, capacity: 30 } });
    const { seen, last } = follow(s, 12);
    // NIESIONE's heaviest unit first: the Transbot before the Stunner
    expect(seen[0]).toEqual([{ type: 'up', folder: 'carried', unit: 'transbot' }, 'bot.roomForCrew']);
    expect(advise(s)!.reason).toEqual({ key: 'bot.roomForCrew', params: { unit: { unit: 'transbot' } } });
    const human = seen.findIndex(([a]) => a.type === 'down' && 'unit' in a && a.unit === 'doctor');
    expect(human).toBeGreaterThan(0);
    expect(seen.slice(0, human).every(([, key]) => key === 'bot.roomForCrew' || key === 'bot.unhandForCrew' || key === 'bot.roomForCrewResources' || key === 'bot.typeResources')).toBe(true);
    // each reason tells where its unit goes: from NIESIONE into the shuttle, from UŻYWANE into NIESIONE first
    const ups = seen.slice(0, human).filter(([a]) => a.type === 'up' && a.unit !== 'resources');
    expect(ups.map(([a, key]) => [a.type === 'up' && a.folder, key])).toContainEqual(['used', 'bot.unhandForCrew']);
    for (const [a, key] of ups) expect([a, key]).toEqual([a, a.type === 'up' && a.folder === 'used' ? 'bot.unhandForCrew' : 'bot.roomForCrew']);
    expect(seen.map(([a]) => a.type)).not.toContain('startUndress');
    expect(partyCrew(last).map((p) => p.id)).toEqual(['doctor']);
  });

  test('in the Rover with only resources in NIESIONE: they are typed and taken back into the shuttle, then the human goes down', () => {
    const one = { count: 1, damaged: 0 };
    const s: GameState = {
      ...empty({ expedition: { crew: [], units: { rover: one }, resources: 0 }, carried: { crew: [], units: {}, resources: 29 }, used: { crew: [], units: {}, resources: 0 } }),
      mode: 'rover',
      bay: { ...s0.bay, crew: [{ id: 'doctor', suit: { kind: 'suit', damaged: false } }], resources: 0 },
    };
    expect(step(s, { type: 'down', folder: 'shuttle', unit: 'doctor' }).refused?.key).toBe('msg.noCapacity');
    const { seen, last } = follow(s, 3);
    expect(seen).toEqual([
      [{ type: 'setInput', field: 'resources', raw: 29 }, 'bot.typeResources'],
      [{ type: 'up', folder: 'carried', unit: 'resources' }, 'bot.roomForCrewResources'],
      [{ type: 'down', folder: 'shuttle', unit: 'doctor' }, 'bot.down'],
    ]);
    expect(advise({ ...s, inputs: { ...s.inputs, resources: 29 } })).toEqual({ action: { type: 'up', folder: 'carried', unit: 'resources' }, reason: { key: 'bot.roomForCrewResources', params: { count: 29 } } });
    expect(partyCrew(last).map((p) => p.id)).toEqual(['doctor']);
  });

  test('R-INF-09: only the sick left in the party (carried, they research nothing): a healthy human goes down, told as such, then the landing field is researched', () => {
    const sick: GameState = {
      ...s0,
      bay: { ...s0.bay, crew: [...s0.bay.crew, ...s0.party.expedition.crew.filter((p) => p.id === 'soldier')] },
      party: { ...s0.party, expedition: { ...s0.party.expedition, crew: s0.party.expedition.crew.filter((p) => p.id === 'doctor') } },
      crew: s0.crew.map((h) => (h.id === 'doctor' ? { ...h, ill: true } : h)),
      surface: { ...s0.surface!, researched: [] },
    };
    // the branch: at the shuttle with someone in the party, but nobody who can act
    expect([atShuttle(sick), partyCrew(sick).map((p) => p.id), livingPartyCrew(sick)]).toEqual([true, ['doctor'], []]);
    expect(legalActions(sick)).not.toContainEqual({ type: 'research' });
    expect(legalActions(sick)).not.toContainEqual({ type: 'liftOff' });
    const { seen } = follow(sick, 2);
    // before, the fallback's 'any move' sent him down without a word of why
    expect(seen).toEqual([
      [{ type: 'down', folder: 'shuttle', unit: 'soldier' }, 'bot.down'],
      [{ type: 'research' }, 'bot.researchLanding'],
    ]);
  });
});
