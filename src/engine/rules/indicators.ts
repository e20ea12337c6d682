// Indicators (R-CRE-12..15, R-CRE-21, R-SHIP-07..09): the concrete value of a trait in one
// specimen, drawn from the species' modifier, and the VP its determination gives. The creature
// log keeps each species' highest indicator per trait; a first one strikes the modifier through.
import { beingById } from '../data/content/bestiary';
import { TRAITS, type Modifier, type Trait } from '../data/beings';
import { HIGH_INDICATOR, HIGHER_INDICATOR_CHANCE, INDICATOR_TABLE, SIGNIFICANTLY_HIGHER, ZERO_INDICATOR_VP_CHANCE } from '../data/encounters';
import type { Dice } from '../rng';
import type { GameState, Indicators, LogEntry, Specimen } from '../state';
import { addVp } from './vp';

const chance = (p: number, dice: Dice): boolean => dice.int(1, 1_000_000) <= Math.round(p * 1_000_000);

/** R-CRE-13, R-CRE-14: an indicator drawn from a modifier (the word 'zero' always gives 0). */
export function drawIndicator(m: Modifier, dice: Dice): number {
  if (m === 'zero') return 0;
  const row = INDICATOR_TABLE[m];
  let roll = dice.int(1, 1000);
  for (let i = 0; i < row.length; i++) {
    roll -= row[i]!;
    if (roll <= 0) return i + 1;
  }
  return row.length;
}

/**
 * R-CRE-15, R-SHIP-09: the VP of one determined indicator. The first of a trait for the species:
 * 1 (a word-'zero' one with chance ½), and a high one (9–12) one more with the chance (v − 8)/4.
 * A later one only if higher than the species' best (aboard: at least 2 higher): 1 VP with chance ½.
 */
export function indicatorVp(m: Modifier, value: number, best: number | undefined, aboard: boolean, dice: Dice): number {
  if (best === undefined) {
    const first = m === 'zero' ? (chance(ZERO_INDICATOR_VP_CHANCE, dice) ? 1 : 0) : 1;
    const high = value >= HIGH_INDICATOR.from && chance((value - HIGH_INDICATOR.from + 1) / HIGH_INDICATOR.span, dice) ? 1 : 0;
    return first + high;
  }
  const higher = aboard ? value >= best + SIGNIFICANTLY_HIGHER : value > best;
  return higher && chance(HIGHER_INDICATOR_CHANCE, dice) ? 1 : 0;
}

/**
 * Determines a trait of a specimen of a species (in an encounter, or aboard): the value is drawn
 * unless the specimen has it already; the VP are given and the log's best is raised.
 */
export function determine(s: GameState, being: string, own: Indicators, trait: Trait, aboard: boolean, dice: Dice): { state: GameState; value: number; vp: number } {
  const b = beingById(being);
  const m = b?.modifiers?.[trait];
  if (m === undefined) return { state: s, value: 0, vp: 0 };
  const value = own[trait] ?? drawIndicator(m, dice);
  const entry = s.log.find((e) => e.being === being);
  const best = entry?.known[trait];
  const vp = indicatorVp(m, value, best, aboard, dice);
  const known: Indicators = { ...(entry?.known ?? {}), [trait]: Math.max(best ?? value, value) };
  const log: LogEntry[] = entry ? s.log.map((e) => (e.being === being ? { ...e, known } : e)) : [...s.log, { being, met: 1, known }];
  return { state: addVp({ ...s, log }, vp, 'indicator'), value, vp };
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
    const b = beingById(sp.being);
    let own = sp.indicators;
    for (const trait of b?.modifiers ? TRAITS : []) {
      if (own[trait] !== undefined) continue;
      const d = determine(out, sp.being, own, trait, true, dice);
      out = d.state;
      own = { ...own, [trait]: d.value };
      determined++;
    }
    aboard.push({ ...sp, indicators: own });
  }
  return { state: { ...out, aboard }, determined };
}

/** A creature aboard has a trait not yet determined: the study has work (R-SHIP-08). */
export function studyPending(s: GameState): boolean {
  return s.aboard.some((sp) => !!beingById(sp.being)?.modifiers && TRAITS.some((t) => sp.indicators[t] === undefined));
}
