// A function of the state kept per state object: states are never changed once made, and a click
// asks the same question of one state many times (the player, the legal actions, the step's check).
import type { GameState } from './state';

export function perState<R>(f: (s: GameState) => R): (s: GameState) => R {
  const known = new WeakMap<GameState, R>();
  // the state asked last, before the WeakMap: a click asks of one state many times in a row
  let last: GameState | undefined;
  let lastValue: R;
  return (s) => {
    if (s === last) return lastValue;
    // one lookup where the value is known (undefined is kept as such and looked up twice)
    let v = known.get(s);
    if (v === undefined && !known.has(s)) known.set(s, (v = f(s)));
    last = s;
    lastValue = v as R;
    return lastValue;
  };
}

/**
 * A function of a landing kept per landing: its absent features are one list that every later
 * state of the landing shares (states are copied, never changed in place), so that list, with the
 * area (for the empty lists), is the key.
 */
export function perLanding<R>(f: (area: string, absent: readonly string[]) => R): (landing: { readonly area: string; readonly absent: readonly string[] }) => R {
  const known = new WeakMap<readonly string[], Map<string, R>>();
  // the landing asked last, before the maps: every field looked up on a map asks this (some 19,000 times a game)
  let lastAbsent: readonly string[] | undefined;
  let lastArea: string | undefined;
  let lastValue: R;
  return ({ area, absent }) => {
    if (absent === lastAbsent && area === lastArea) return lastValue;
    let byArea = known.get(absent);
    if (!byArea) known.set(absent, (byArea = new Map()));
    if (!byArea.has(area)) byArea.set(area, f(area, absent));
    lastAbsent = absent;
    lastArea = area;
    lastValue = byArea.get(area)!;
    return lastValue;
  };
}

/**
 * Values kept by a string key across states, landings and games (what depends only on a map, say),
 * forgotten all at once when `max` keys are held, so a long run of games stays bounded.
 */
export function keptBy<V>(max: number): (key: string, make: () => V) => V {
  const known = new Map<string, V>();
  return (key, make) => {
    let v = known.get(key);
    if (v === undefined) {
      if (known.size >= max) known.clear();
      known.set(key, (v = make()));
    }
    return v;
  };
}

/**
 * A function of the state and one argument (a board button, a place), kept per state and the
 * argument's key: the player, the board's buttons and the step ask the same of one state.
 */
export function perStateAnd<A, R>(f: (s: GameState, a: A) => R, key: (a: A) => string = String): (s: GameState, a: A) => R {
  const known = new WeakMap<GameState, Map<string, R>>();
  let last: GameState | undefined;
  let lastByArg: Map<string, R> | undefined;
  return (s, a) => {
    let byArg = s === last ? lastByArg : known.get(s);
    if (!byArg) known.set(s, (byArg = new Map()));
    last = s;
    lastByArg = byArg;
    const k = key(a);
    const v = byArg.get(k);
    if (v !== undefined || byArg.has(k)) return v as R;
    const r = f(s, a);
    byArg.set(k, r);
    return r;
  };
}
