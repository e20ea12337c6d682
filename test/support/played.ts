// A seeded random game (the fuzzer's player), every accepted state kept: for replay tests.
import { legalActions, newGame, step, type GameState, type VoyageLength } from '../../src/engine';
import { chooseAction } from '../../src/fuzz/randomPlay';
import { Dice, seedRng } from '../../src/engine/rng';

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
