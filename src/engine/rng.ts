// Seeded PRNG whose whole state lives in the game state (xoroshiro128+ from pure-rand).
// The engine draws no chance anywhere else: every draw goes through a Dice opened on the state's rng.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** The serialisable generator state: four 32-bit signed integers. */
export type RngState = readonly number[];

export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/** A mutable view of the generator for the length of one step; `state()` saves it back. */
export class Dice {
  private readonly gen: RandomGenerator;

  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }

  /** Uniform integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  /** A dN roll, 1..n. */
  d(n: number): number {
    return this.int(1, n);
  }

  /** True with probability num/den (exact for integer odds). */
  chance(num: number, den: number): boolean {
    return this.int(1, den) <= num;
  }

  /** A fresh 31-bit seed, e.g. for the next game started from the board. */
  seed(): number {
    return this.int(0, 0x7fffffff);
  }

  state(): RngState {
    return [...this.gen.getState()];
  }
}
