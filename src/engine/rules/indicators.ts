// Indicators (R-CRE-12..15, R-CRE-21, R-SHIP-07..09): the concrete value of a trait in one
// specimen, drawn from the species' modifier, and the VP its determination gives. The creature
// log keeps each species' highest indicator per trait; a first one strikes the modifier through.
import { beingById } from '../data/content/bestiary';
import { TRAITS, type Modifier, type Trait } from '../data/beings';
import { HIGH_INDICATOR, HIGHER_INDICATOR_ODDS, INDICATOR_TABLE, SIGNIFICANTLY_HIGHER, ZERO_INDICATOR_VP_ODDS } from '../data/encounters';
import type { Dice } from '../rng';
import type { GameState, Indicators, LogEntry, Specimen } from '../state';
import { addVp } from './vp';
import { withLogEntry, withState } from '../stateCopy';

/** R-CRE-13, R-CRE-14: an indicator drawn from a modifier (the word 'zero' always gives 0). */
export function drawIndicator(m: Modifier, dice: Dice): number {
  if (m === 'zero') return 0;
  // the rows sum to 1000: the roll falls in one value's share
  let roll = dice.int(1, 1000);
  return INDICATOR_TABLE[m].findIndex((share) => (roll -= share) <= 0) + 1;
}

/**
 * R-CRE-15, R-SHIP-09: the VP of one determined indicator. The first of a trait for the species:
 * 1 (a word-'zero' one with chance ½), and a high one (9–12) one more with the chance (v − 8)/4.
 * A later one only if higher than the species' best (aboard: at least 2 higher): 1 VP with chance ½.
 */
export function indicatorVp(m: Modifier, value: number, best: number | undefined, aboard: boolean, dice: Dice): number {
  if (best === undefined) {
    const first = m !== 'zero' || dice.chance(...ZERO_INDICATOR_VP_ODDS) ? 1 : 0;
    // 9 gives 1 in 4 … 12 gives 4 in 4; below 9 the odds are nil
    const high = dice.chance(value - HIGH_INDICATOR.from + 1, HIGH_INDICATOR.span) ? 1 : 0;
    return first + high;
  }
  const higher = aboard ? value >= best + SIGNIFICANTLY_HIGHER : value > best;
  return higher && dice.chance(...HIGHER_INDICATOR_ODDS) ? 1 : 0;
}

/**
 * Determines a trait of a specimen of a species (in an encounter, or aboard): the value is drawn
 * unless the specimen has it already; the VP are given and the log's best is raised.
 */
export function determine(s: GameState, being: string, own: Indicators, trait: Trait, aboard: boolean, dice: Dice): { state: GameState; value: number; vp: number } {
  const m = beingById(being)?.modifiers?.[trait];
  // beings without modifiers (plants, artifacts, most aliens) have no indicators (R-CRE-25)
  if (m === undefined) return { state: s, value: 0, vp: 0 };
  const value = own[trait] ?? drawIndicator(m, dice);
  // a being is logged when it is met, before anything of it can be determined
  const entry = s.log.find((e) => e.being === being) ?? { being, met: 1, known: {} };
  const best = entry.known[trait];
  const vp = indicatorVp(m, value, best, aboard, dice);
  const known: Indicators = { ...entry.known, [trait]: Math.max(best ?? value, value) };
  const logged = s.log.some((e) => e.being === being);
  const log: LogEntry[] = logged ? s.log.map((e) => (e.being === being ? withLogEntry(e, { known }) : e)) : [...s.log, withLogEntry(entry, { known })];
  return { state: addVp(withState(s, { log }), vp, 'indicator'), value, vp };
}

/**
 * R-SHIP-07..09, R-CRE-21: the study of the creatures aboard determines every trait not yet
 * determined of each specimen: a species' first gives its VP, a later one only when significantly
 * higher (R-SHIP-09). Returns how many were determined.
 */
export function studyAboard(s: GameState, dice: Dice): { state: GameState; determined: number } {
  let out = s;
  let determined = 0;
  const aboard: Specimen[] = [];
  for (const sp of s.aboard) {
    let own = sp.indicators;
    for (const trait of hasIndicators(sp.being) ? TRAITS : []) {
      if (own[trait] !== undefined) continue;
      const d = determine(out, sp.being, own, trait, true, dice);
      out = d.state;
      own = { ...own, [trait]: d.value };
      determined++;
    }
    aboard.push({ ...sp, indicators: own });
  }
  return { state: withState(out, { aboard }), determined };
}

/** A creature aboard has a trait not yet determined: the study has work (R-SHIP-08). */
export function studyPending(s: GameState): boolean {
  return s.aboard.some((sp) => hasIndicators(sp.being) && TRAITS.some((t) => sp.indicators[t] === undefined));
}

/** Creatures have indicators; plants and artifacts none (R-CRE-25). */
const hasIndicators = (being: string): boolean => beingById(being)?.modifiers != null;
