// Forced draws for the hourly hazards of a planet (accidents and infection). Those draw
// int(1, 10 000 000) and happen when the draw is at most round(chance × 10 000 000).
import { Dice, seedRng } from '../../src/engine/rng';

export const RESOLUTION = 10_000_000;

/**
 * How the hazard draws go: 'all' succeed, 'none' fail, the n-th draws listed succeed (1-based, in
 * the order the hour draws them), or every draw returns `threshold` (a chance of at least
 * threshold / 10 000 000 succeeds).
 */
export type Plan = 'all' | 'none' | readonly number[] | { readonly threshold: number };

/**
 * Hazard draws follow the plan; the drain's spread (int(1, 100)) is its lowest. Other draws
 * (victims, dice of hits, the 1/3 VP of a wound) come from `queue`, then from a generator seeded
 * with `seed`; `calls` records their ranges.
 */
export class ScriptDice extends Dice {
  hazardDraws = 0;
  readonly calls: [number, number][] = [];
  private readonly queue: number[];
  constructor(
    private readonly plan: Plan,
    queue: readonly number[] = [],
    seed = 7,
  ) {
    super(seedRng(seed));
    this.queue = [...queue];
  }
  override int(from: number, to: number): number {
    if (to === RESOLUTION) {
      this.hazardDraws++;
      const p = this.plan;
      if (p === 'all') return from;
      if (p === 'none') return to;
      if (Array.isArray(p)) return p.includes(this.hazardDraws) ? from : to;
      return (p as { threshold: number }).threshold;
    }
    if (to === 100) return from;
    this.calls.push([from, to]);
    const v = this.queue.shift();
    if (v === undefined) return super.int(from, to);
    if (v < from || v > to) throw new Error(`scripted ${v} outside ${from}..${to}`);
    return v;
  }
}
