// A function of the state kept per state object: states are never changed once made, and a click
// asks the same question of one state many times (the player, the legal actions, the step's check).
import type { GameState } from './state';

export function perState<R>(f: (s: GameState) => R): (s: GameState) => R {
  const known = new WeakMap<GameState, R>();
  return (s) => {
    if (known.has(s)) return known.get(s)!;
    const r = f(s);
    known.set(s, r);
    return r;
  };
}
