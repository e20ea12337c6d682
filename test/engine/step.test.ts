import {
  actionKey,
  format,
  legalActions,
  newGame,
  serialize,
  step,
  TIP_COUNT,
  type Action,
  type GameState,
} from '../../src/engine';
import { Dice } from '../../src/engine/rng';

/** Plays `n` legal actions picked by a chooser with its own seed. */
function play(state: GameState, n: number, chooserSeed: number): GameState {
  const chooser = new Dice(new Dice([chooserSeed, 1, 2, 3]).state());
  let s = state;
  for (let i = 0; i < n; i++) {
    const legal = legalActions(s);
    const r = step(s, legal[chooser.int(0, legal.length - 1)]!);
    expect(r.refused).toBeUndefined();
    s = r.state;
  }
  return s;
}

describe('step', () => {
  test('determinism: same seed and same actions give an identical serialized state', () => {
    const a = play(newGame({ length: 30, seed: 42 }), 300, 9);
    const b = play(newGame({ length: 30, seed: 42 }), 300, 9);
    expect(serialize(a)).toBe(serialize(b));
    const c = play(newGame({ length: 30, seed: 43 }), 300, 9);
    expect(serialize(c)).not.toBe(serialize(a));
  });

  test('every legal action is accepted', () => {
    const s = newGame({ length: 20, seed: 3 });
    for (const a of legalActions(s)) expect(step(s, a).refused).toBeUndefined();
  });

  test('an action that is not legal now is refused with a message; the state is unchanged', () => {
    const s = newGame({ length: 30, seed: 1 });
    const before = serialize(s);
    const illegal: Action[] = [
      { type: 'newGame', length: 10 }, // only after NOWA GRA
      { type: 'cancel' },
      { type: 'selectUnit', unit: 'nobody' as never },
      { type: 'launchMissiles' } as unknown as Action,
      { type: 'toString' } as unknown as Action, // a name every object has: still no action
      { type: 'newGame', length: 15 as never },
    ];
    for (const a of illegal) {
      const r = step(s, a);
      expect(r.state).toBe(s);
      expect(r.refused).toEqual({ key: 'msg.refused' });
      expect(format('pl', r.refused!)).toMatch(/nie można/);
    }
    expect(serialize(s)).toBe(before);
  });

  test('R-SETUP-01 R-SETUP-02 NOWA GRA asks for the length; choosing one starts that game', () => {
    let s = newGame({ length: 30, seed: 1 });
    s = step(s, { type: 'openNewGame' }).state;
    expect(s.menu).toBe('chooseLength');
    expect(legalActions(s).map(actionKey)).toContain(actionKey({ type: 'newGame', length: 10 }));
    const r = step(s, { type: 'newGame', length: 10 });
    expect(r.state.length).toBe(10);
    expect(r.state.shuttles).toBe(1);
    expect(r.state.menu).toBe('main');
    // the new seed comes from the old game's PRNG: deterministic
    expect(step(s, { type: 'newGame', length: 10 }).state.seed).toBe(r.state.seed);
  });

  test('R-UI-SPACE-23 rezygnuj leaves the length choice and the game goes on', () => {
    const s0 = newGame({ length: 30, seed: 1 });
    const s1 = step(step(s0, { type: 'openNewGame' }).state, { type: 'cancel' }).state;
    expect(s1.menu).toBe('main');
    expect(s1.crew).toEqual(s0.crew);
    expect(s1.message.key).toBe('msg.newGameCancelled');
  });

  test('R-UI-SPACE-01 a unit’s button in the starship log selects it and tells what it is for', () => {
    const s = newGame({ length: 30, seed: 11 });
    const r = step(s, { type: 'selectUnit', unit: 'soldier' });
    const soldier = s.crew.find((h) => h.id === 'soldier')!;
    expect(format('en', r.state.message)).toContain(`intelligence ${soldier.intelligence}`);
    expect(format('en', r.state.hint!)).toContain('Soldier: wounds 0');
    const laser = step(s, { type: 'selectUnit', unit: 'laser' }).state;
    expect(format('pl', laser.message)).toBe(`Laser: na pokładzie ${s.stock.laser.count}, uszkodzonych 0.`);
  });

  test('the tip strip cycles through all tips', () => {
    let s = newGame({ length: 10, seed: 2 });
    const seen = new Set<number>();
    for (let i = 0; i < TIP_COUNT; i++) {
      seen.add(s.tip);
      s = step(s, { type: 'nextTip' }).state;
    }
    expect(seen.size).toBe(TIP_COUNT);
  });
});
