// The standard strategies' preferences and the draw of their variant (R-STRAT-02, R-STRAT-15,
// R-NEG-01, R-NEG-09, R-FIGHT-01..03, R-FIGHT-11, R-FLEE-01, R-FLEE-11, R-CRE-08).
import type { Being, Modifier, Strategy } from '../data/beings';
import { PREFERENCE_BONUS, STRATEGY_TABLES, VARIANTS, type Variant, type VariantRow } from '../data/strategies';
import type { Dice } from '../rng';
import type { GameState } from '../state';
import { inHands, livingPartyCrew, partyWorking } from './folders';

/** R-CRE-08: the word 'zero' counts as 0 for the strategy choice. */
export const modifierValue = (m: Modifier): number => (m === 'zero' ? 0 : m);

/** Who and what of the field party adds to a preference (R-NEG-01, R-FIGHT-02, R-FLEE-01). */
export interface PreferenceHelp {
  readonly commander: boolean;
  readonly neurodetector: boolean;
  readonly soldier: boolean;
  readonly laser: boolean;
  readonly navigator: boolean;
  readonly rover: boolean;
}

/**
 * The helpers present (ours, in DECISIONS): humans alive, conscious and in the field party; the
 * Neurodetektor and the Laser working and in the humans' hands ('UŻYWANE', or aboard the Rover,
 * R-COMBAT-06); the Rover when the party rides it and it works.
 */
export function preferenceHelp(s: GameState): PreferenceHelp {
  const crew = new Set(livingPartyCrew(s).map((p) => p.id));
  return {
    commander: crew.has('commander'),
    neurodetector: inHands(s, 'neurodetector'),
    soldier: crew.has('soldier'),
    laser: inHands(s, 'laser'),
    navigator: crew.has('navigator'),
    rover: s.mode === 'rover' && partyWorking(s, 'rover') > 0,
  };
}

/**
 * The preference of each standard strategy against a creature's modifiers (shown in brackets in
 * the menu, R-STRAT-02): negotiation = intelligence − |aggression| (+1 Commander or Neurodetektor,
 * not both); clash = −(intelligence + aggression) (+1 Soldier, +1 Laser; the sign of R-FIGHT-03);
 * flight = −aggression (+1 Navigator or Rover, not both; the sign of R-FLEE-01).
 */
export function preferences(modifiers: NonNullable<Being['modifiers']>, help: PreferenceHelp): Record<Strategy, number> {
  const int = modifierValue(modifiers.intelligence);
  const aggr = modifierValue(modifiers.aggression);
  const bonus = (on: boolean) => (on ? PREFERENCE_BONUS : 0);
  return {
    negotiation: int - Math.abs(aggr) + bonus(help.commander || help.neurodetector),
    combat: -(int + aggr) + bonus(help.soldier) + bonus(help.laser),
    flight: -aggr + bonus(help.navigator || help.rover),
  };
}

/** R-STRAT-15 (ours): a preference outside its table counts as the table's nearest row. */
export function tableRow(strategy: Strategy, preference: number, special: boolean): VariantRow {
  const t = STRATEGY_TABLES[strategy];
  const at = Math.min(t.to, Math.max(t.from, preference)) - t.from;
  return (special ? t.starred : t.plain)[at]!;
}

/**
 * The variant of a standard course, drawn from the row of the preference: the manual's percentages
 * as weights out of the row's sum (a row sums to 100 ± 1). `special`: the creature has a special
 * variant for this strategy (the starred columns, R-STRAT-03).
 */
export function drawVariant(strategy: Strategy, preference: number, special: boolean, dice: Dice): Variant {
  const row = tableRow(strategy, preference, special);
  const total = VARIANTS.reduce((n, v) => n + (row[v] ?? 0), 0);
  let roll = dice.int(1, total);
  for (const v of VARIANTS) {
    roll -= row[v] ?? 0;
    if (roll <= 0) return v;
  }
  /* c8 ignore next */
  throw new Error('unreachable: a row always sums to its total');
}
