// Dice for the resource drain's tests (resources.test.ts and its kill tests).
import { Dice, seedRng } from '../../src/engine/rng';

/**
 * Dice that make time's chances fixed: every hour's spread factor is drawn 1..100 (a pick of 50 is
 * the factor 1.00 in both spread tables, 100 the highest, 4.53, 1 the lowest, 0); a hunger hit is
 * a human when its draw 1..10,000 is at most the humans' share; accidents and infection (drawn
 * 1..10,000,000) never happen; every other draw is its lowest (a repair or a healing succeeds).
 * `draws` counts the draws by their range's top (100: spread factors, 10,000: hunger splits).
 */
export class FixedDice extends Dice {
  private i = 0;
  readonly draws = new Map<number, number>();
  constructor(
    private readonly spread: number | readonly number[],
    private readonly split = 1,
  ) {
    super(seedRng(1));
  }
  override int(from: number, to: number): number {
    this.draws.set(to, (this.draws.get(to) ?? 0) + 1);
    if (to === 100) return typeof this.spread === 'number' ? this.spread : this.spread[this.i++ % this.spread.length]!;
    if (to === 10_000) return this.split;
    if (to === 10_000_000) return to;
    return from;
  }
}
export const MEAN = 50; // the factor 1.00
export const TOP = 100; // the factor 4.53
export const NONE = 1; // the factor 0
export const HUMAN = 1; // a hunger hit to a human
export const UNIT = 10_000; // a hunger hit to equipment
