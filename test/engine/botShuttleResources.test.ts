// The advisor takes the shuttle's resources up into the party only to go on with them (R-RES-18:
// away from the shuttle only what the party carries counts). Before, back at the shuttle with
// nothing left worth researching, it had the player type an amount and move it into NIESIONE
// ("the party draws on what it carries") and then lift off at once: two clicks for nothing, with a
// reason the next move contradicted.
import { newGame, step, type Action, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { atShuttle } from '../../src/engine/rules/field';
import { moveDown } from '../../src/engine/rules/party';

interface Advised {
  readonly s: GameState;
  readonly action: Action;
  readonly key: string;
}

function played(length: 10 | 20 | 30, seed: number): Advised[] {
  const out: Advised[] = [];
  let s = newGame({ length, seed });
  for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
    const a = advise(s)!;
    out.push({ s, action: a.action, key: a.reason.key });
    s = step(s, a.action).state;
  }
  expect(s.phase).toBe('ended');
  return out;
}

const takesUp = (a: Action) => a.type === 'down' && a.folder === 'shuttle' && a.unit === 'resources';
/** One of the shuttle's resources could go up into the party: the branch that takes them is entered. */
const couldTakeOne = (s: GameState) => moveDown({ ...s, inputs: { ...s.inputs, resources: 1 } }, 'shuttle', 'resources').ok;

describe('R-RES-18 the advisor takes the shuttle\'s resources only for a party that goes on', () => {
  const games = [played(30, 5000), played(30, 5106), played(20, 321)];

  test('no lift-off straight after resources taken up from the shuttle, nor after an amount typed for them', () => {
    let taken = 0;
    for (const g of games)
      g.forEach(({ action }, i) => {
        if (!takesUp(action)) return;
        taken++;
        expect([i, g[i + 1]!.action.type]).not.toEqual([i, 'liftOff']);
      });
    for (const g of games)
      g.forEach(({ s, action }, i) => {
        // an amount typed on the planet is for the next click, which is never the lift-off
        if (action.type === 'setInput' && s.phase === 'surface') expect([i, g[i + 1]!.action.type]).not.toEqual([i, 'liftOff']);
      });
    expect(taken).toBeGreaterThan(5); // the resources are still taken up where the party goes on
  });

  test('seed 5027, 30 months, month 10: back at the shuttle with nothing worth researching, it lifts off at once though a resource could be taken up', () => {
    const g = played(30, 5027);
    const liftOffs = g.filter(({ s, action }) => action.type === 'liftOff' && s.month === 10);
    expect(liftOffs).toHaveLength(1);
    const { s, key } = liftOffs[0]!;
    expect(atShuttle(s)).toBe(true);
    expect(key).toBe('bot.liftOff');
    // the branch was entered: the shuttle keeps 3, 2 of them for the guard, and 1 would fit in the party
    expect([s.bay.resources, s.party.carried.resources, s.bay.crew.length > 0]).toEqual([3, 1, true]);
    expect(couldTakeOne(s)).toBe(true);
  });

  test('seed 5006, 30 months, month 26: resources are taken up when with them in hand the party heals first', () => {
    const g = played(30, 5006);
    // back at the shuttle carrying nothing, with the Commander badly wounded
    const i = g.findIndex(({ s, action }) => s.month === 26 && s.phase === 'surface' && takesUp(action) && s.party.carried.resources === 0);
    expect(i).toBeGreaterThan(0);
    expect([g[i]!.s.bay.resources, g[i]!.s.inputs.resources, g[i]!.key]).toEqual([11, 9, 'bot.downResources']);
    // with 9 in hand the Commander's wounds are worth tending: the care comes next, not the lift-off
    expect(g[i + 1]!.action).toEqual({ type: 'care', folder: 'carried', unit: 'commander' });
    expect(g[i + 1]!.key).toBe('bot.heal');
  });

  test('seed 304, 20 months, month 10: back at the shuttle between two fields, 5 resources are typed and taken up, and the party goes on researching', () => {
    const g = played(20, 304);
    const i = g.findIndex(({ s, action }) => s.month === 10 && action.type === 'setInput' && s.phase === 'surface');
    expect(g[i]!.action).toEqual({ type: 'setInput', field: 'resources', raw: 5 });
    expect(g[i]!.key).toBe('bot.typeResources');
    expect(takesUp(g[i + 1]!.action)).toBe(true);
    expect(g[i + 1]!.key).toBe('bot.downResources');
    expect(g[i + 2]!.action).toEqual({ type: 'toggleMoveMode' });
    expect(g[i + 3]!.action.type).toBe('move');
  });

  test('seed 5027, 30 months, month 10, the Doctor given 3 wounds: healed at once when the party can pay for it, after taking up the shuttle\'s resource when only that pays, not at all when even that does not', () => {
    const { s } = played(30, 5027).find(({ s, action }) => action.type === 'liftOff' && s.month === 10)!;
    const hurt = (carried: number, hours: number): GameState => ({
      ...s,
      crew: s.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 3 } : h)),
      party: { ...s.party, carried: { ...s.party.carried, resources: carried } },
      inputs: { ...s.inputs, hours },
    });
    expect(s.party.expedition.crew.map((p) => p.id)).toContain('doctor');
    // 4 carried: the healing's hours and the way back are paid from what the party has
    expect(advise(hurt(4, 6))?.action).toEqual({ type: 'care', folder: 'expedition', unit: 'doctor' });
    // 3 carried and 6 hours asked: only with the 1 resource the shuttle can spare; it is typed, taken up, then the healing
    expect(advise(hurt(3, 6))?.action).toEqual({ type: 'setInput', field: 'resources', raw: 1 });
    // 2 carried: not even with it; nothing else is worth doing, so no resource is taken up for nothing
    expect(advise(hurt(2, 6))?.action).toEqual({ type: 'liftOff' });
  });
});
