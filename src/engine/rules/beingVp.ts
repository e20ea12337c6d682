// The VP a species gives besides its discovery and indicators, each halving with repeats (R-CRE-17..20,
// R-DEV-55, R-STRAT-11..13): Holaparat photos, the flight point, successful negotiations, the
// bonus for trying several strategies, and delivery aboard. The counts live in the creature log.
import { beingById } from '../data/content/bestiary';
import type { Strategy } from '../data/beings';
import { ALIEN_PHOTO_VP, DELIVERY_VP, SECOND_OF_THREE_ODDS, TALKS_VP } from '../data/course';
import type { Dice } from '../rng';
import type { Deeds, GameState, LogEntry, VpReason } from '../state';
import { addVp } from './vp';
import { partyWorking } from './folders';
import type { Message } from '../text';
import { withLogEntry, withState } from '../stateCopy';

export const NO_DEEDS: Deeds = { photos: 0, flights: 0, talks: 0, delivered: 0, tried: [], special: false };

export function deedsOf(s: GameState, being: string): Deeds {
  return s.log.find((e) => e.being === being)?.deeds ?? NO_DEEDS;
}

function withDeeds(s: GameState, being: string, change: (d: Deeds) => Deeds): GameState {
  const at = s.log.findIndex((e) => e.being === being);
  const entry: LogEntry = at >= 0 ? s.log[at]! : { being, met: 1, known: {} };
  const next = withLogEntry(entry, { deeds: change(entry.deeds ?? NO_DEEDS) });
  return withState(s, { log: at >= 0 ? s.log.map((e, i) => (i === at ? next : e)) : [...s.log, next] });
}

/** `x` VP as a whole number with the same mean: its whole part, and one more with the chance of its fraction. */
export function wholeVp(x: number, dice: Dice): number {
  const whole = Math.floor(x);
  const part = x - whole;
  return whole + (part > 0 && dice.int(1, 1_000_000) <= Math.round(part * 1_000_000) ? 1 : 0);
}

/** A VP that the k-th earlier time (k = 0, 1, …) comes with the chance 1 / 2^k. */
function halving(k: number, dice: Dice): boolean {
  return k === 0 || dice.int(1, 2 ** Math.min(k, 20)) === 1;
}

/**
 * R-CRE-18, R-DEV-55: a photo: the first of a species always pays, each further one with half the
 * previous chance; it pays 1 VP, an intelligent alien's 2 (R-SCORE-19, R-CRE-25).
 */
export function photograph(s: GameState, being: string, dice: Dice): { state: GameState; vp: number } {
  const worth = beingById(being)?.kind === 'alien' ? ALIEN_PHOTO_VP : 1;
  const vp = halving(deedsOf(s, being).photos, dice) ? worth : 0;
  const out = withDeeds(s, being, (d) => ({ ...d, photos: d.photos + 1 }));
  return { state: addVp(out, vp, 'photo'), vp };
}

/** R-CRE-18, R-DEV-55: a working Holaparat with the party photographs a living being left free; the note says whether it paid. */
export function snapshot(s: GameState, being: string, dice: Dice): { state: GameState; notes: Message[] } {
  if (partyWorking(s, 'holocamera') === 0) return { state: s, notes: [] };
  const photo = photograph(s, being, dice);
  return { state: photo.state, notes: [{ key: photo.vp > 0 ? 'note.photoVp' : 'note.photo', params: { being: { being } } }] };
}

/** R-CRE-20: choosing flight: 1 VP with chance ½ the first time, then half the previous chance (per species). */
export function flightPoint(s: GameState, being: string, dice: Dice): GameState {
  const k = deedsOf(s, being).flights;
  const vp = dice.int(1, 2 ** Math.min(k + 1, 20)) === 1 ? 1 : 0;
  return addVp(withDeeds(s, being, (d) => ({ ...d, flights: d.flights + 1 })), vp, 'flight');
}

/** R-CRE-19 (ours): a successful negotiation gives D 1 VP, E 2 VP, the k-th time with chance 1/2^k. */
export function talksPoints(s: GameState, being: string, variant: 'D' | 'E', dice: Dice): GameState {
  const vp = halving(deedsOf(s, being).talks, dice) ? TALKS_VP[variant] : 0;
  return addVp(withDeeds(s, being, (d) => ({ ...d, talks: d.talks + 1 })), vp, 'talks');
}

/**
 * R-STRAT-13: the rarity multiplier of the diversity bonus, √(discovery VP + 1): 1 for a common
 * being, about 1.4 (+40%) at 1 VP, 2 at 3, 3.16 at 9, 4 at 15 — the manual's anchors.
 */
export const rarityFactor = (discoveryVp: number): number => Math.sqrt(discoveryVp + 1);

/**
 * R-STRAT-11..13: a strategy chosen with a species. Of three strategies offered, the second
 * different one gives 1 VP with odds ½ (the manual's "0–1") and the third 1 VP; of two, the second
 * 1 VP; times the rarity factor, as a whole number with the same mean.
 */
export function strategyChosen(s: GameState, being: string, strategy: Strategy | string, offered: number, dice: Dice): GameState {
  const before = deedsOf(s, being).tried;
  if (before.includes(strategy)) return s;
  const out = withDeeds(s, being, (d) => ({ ...d, tried: [...d.tried, strategy] }));
  const n = before.length + 1;
  let base = 0;
  if (offered >= 3 && n === 2) base = dice.chance(...SECOND_OF_THREE_ODDS) ? 1 : 0;
  else if (n === offered && n >= 2) base = 1;
  if (base === 0) return out;
  return addVp(out, wholeVp(base * rarityFactor(beingById(being)?.discoveryVp ?? 0), dice), 'diversity');
}

/**
 * R-CRE-17: a specimen delivered aboard gives 1 VP, and its species' 'PZ za dostarczenie' halving
 * with each further specimen (as a whole number with the same mean).
 */
export function deliver(s: GameState, being: string, dice: Dice): { state: GameState; vp: number } {
  const k = deedsOf(s, being).delivered;
  const extra = (beingById(being)?.deliveryVp ?? 0) / 2 ** k;
  const out = withDeeds(s, being, (d) => ({ ...d, delivered: d.delivered + 1 }));
  const vp = DELIVERY_VP + wholeVp(extra, dice);
  return { state: addVp(out, vp, 'delivery'), vp };
}

/** R-STRAT-03: the first occurrence of a species' special variant gives its 'poznanie' (at least 1 VP). */
export function specialSeen(s: GameState, being: string): GameState {
  if (deedsOf(s, being).special) return s;
  const out = withDeeds(s, being, (d) => ({ ...d, special: true }));
  return addVp(out, Math.max(1, beingById(being)?.discoveryVp ?? 0), 'discovery' satisfies VpReason);
}

/** Times an own course's outcome ('option.outcome') happened with the species before. */
export function timesSeen(s: GameState, being: string, outcome: string): number {
  return (deedsOf(s, being).seen ?? []).filter((x) => x === outcome).length;
}

/** R-CRE-23: an own course's outcome happens; its VP, when halving, come the k-th earlier time with chance 1/2^k. */
export function outcomeVp(s: GameState, being: string, outcome: string, amount: number, halvingVp: boolean, dice: Dice): GameState {
  const k = timesSeen(s, being, outcome);
  if (halvingVp && !halving(k, dice)) return s;
  // R-ENC-15: the first time an alien's or an artifact's variant happens its VP are a discovery ('poznanie')
  const kind = beingById(being)?.kind;
  return addVp(s, amount, k === 0 && (kind === 'alien' || kind === 'artifact') ? 'discovery' : 'encounter');
}

export function markSeen(s: GameState, being: string, outcome: string): GameState {
  return withDeeds(s, being, (d) => ({ ...d, seen: [...(d.seen ?? []), outcome] }));
}
