// A seeded random game (the fuzzer's player), every accepted state kept: for replay tests; and a
// game of the heuristic player, for tests that compare a question with the action it asks about.
import { legalActions, newGame, step, type GameState, type VoyageLength } from '../../src/engine';
import { chooseAction } from '../../src/fuzz/randomPlay';
import { Dice, seedRng } from '../../src/engine/rng';
import { advise } from '../../src/engine/bot/heuristic';
import { withInput, withState } from '../../src/engine/stateCopy';

export function played(length: VoyageLength, seed: number, steps: number): GameState[] {
  const dice = new Dice(seedRng(seed ^ 0x5eed));
  const states = [newGame({ length, seed })];
  for (let i = 0; i < steps; i++) {
    const s = states.at(-1)!;
    const r = step(s, chooseAction(s, legalActions(s), dice));
    if (!r.refused) states.push(r.state);
  }
  return states;
}

/** A 30-month game of the heuristic player (the advisor), every state after a step kept. */
export function advised(seed: number): GameState[] {
  const out: GameState[] = [];
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
    s = step(s, advise(s)!.action).state;
    out.push(s);
  }
  return out;
}

/** The state with an amount typed into '±zasobów:'. */
export const typed = (s: GameState, n: number): GameState => withState(s, { inputs: withInput(s.inputs, 'resources', n) });
