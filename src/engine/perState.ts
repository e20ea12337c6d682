// A function of the state kept per state object: states are never changed once made, and a click
// asks the same question of one state many times (the player, the legal actions, the step's check).
import type { GameState } from './state';

/**
 * How many states each cache keeps: a click asks of the state before it and the one after, and the
 * player of a few states it makes up to weigh a move (the same state in another mode, say). A
 * state pushed out is worked out again if asked again, which is rare; a WeakMap instead cost some
 * 5% of a game's time in its lookups and entries, and more in the collector (docs/SPEED.md).
 */
const KEPT_STATES = 8;

export function perState<R>(f: (s: GameState) => R): (s: GameState) => R {
  const states: (GameState | undefined)[] = new Array<GameState | undefined>(KEPT_STATES).fill(undefined);
  const values: R[] = new Array<R>(KEPT_STATES);
  let next = 0;
  // the state asked last first: a click asks of one state many times in a row
  let last = 0;
  return (s) => {
    if (states[last] === s) return values[last]!;
    for (let i = 0; i < KEPT_STATES; i++)
      if (states[i] === s) {
        last = i;
        return values[i]!;
      }
    const v = f(s);
    states[next] = s;
    values[next] = v;
    last = next;
    next = (next + 1) % KEPT_STATES;
    return v;
  };
}

/**
 * A function of the state kept for the parts of the state it reads, as last asked. A step copies
 * the state many times over (each rule applied makes a new one), and the player asks of states it
 * makes up; the fields a function reads mostly stay the same objects through them, so this answers
 * where a cache per state object missed. `same(a, b)` tells whether two states hold the same parts
 * (the same objects: states are never changed in place); it must compare everything `f` reads.
 */
export function perParts<R>(same: (a: GameState, b: GameState) => boolean, f: (s: GameState) => R): (s: GameState) => R {
  let last: GameState | null = null;
  let value!: R;
  return (s) => {
    if (s === last || (last !== null && same(last, s))) return value;
    // worked out before it is kept: f may ask this function of another state
    const v = f(s);
    last = s;
    value = v;
    return v;
  };
}

/** A function of the state and one argument (a place), kept by the parts of the state it reads (perParts), then by the argument's key. */
export function perPartsAnd<A, R>(same: (a: GameState, b: GameState) => boolean, f: (s: GameState, a: A) => R, key: (a: A) => string | number = String): (s: GameState, a: A) => R {
  return perArgument(perParts(same, (): Map<string | number, R> => new Map()), f, key);
}

/** f's answers for a state, kept in the map `mapOf` keeps for it, by the argument's key. */
function perArgument<A, R>(mapOf: (s: GameState) => Map<string | number, R>, f: (s: GameState, a: A) => R, key: (a: A) => string | number): (s: GameState, a: A) => R {
  return (s, a) => {
    const byArg = mapOf(s);
    const k = key(a);
    const v = byArg.get(k);
    if (v !== undefined || byArg.has(k)) return v as R;
    const r = f(s, a);
    byArg.set(k, r);
    return r;
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
  // the key asked last first: a landing asks of its map's key activity after activity, and the
  // same string object compares at once where the map hashed it and compared again
  let lastKey: string | undefined;
  let lastValue!: V;
  return (key, make) => {
    if (key === lastKey) return lastValue;
    let v = known.get(key);
    if (v === undefined) {
      if (known.size >= max) known.clear();
      known.set(key, (v = make()));
    }
    lastKey = key;
    lastValue = v;
    return v;
  };
}

