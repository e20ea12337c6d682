// The heuristic player's model of a meeting's course: for each strategy on offer, the expected
// hits the expedition takes and the VP it expects, worked out exactly from the rules' own tables —
// the variant row of the strategy (R-NEG-09, R-FIGHT-11, R-FLEE-11), the creature's indicator
// distributions (R-CRE-13), the chase's speeds (R-CHASE) and the clash tables (R-COMBAT-12..17) —
// with the player's own later choices (every weapon, capture where a cage waits, a caught creature
// attacked only for a cage). What a failed clash leads to next is left out: the meeting starts over.
import { beingById } from '../data/content/bestiary';
import { HUMAN_IDS } from '../data/units';
import type { Being, Strategy, Trait } from '../data/beings';
import { CLASH_TABLES, type ClashMode } from '../data/combat';
import { ATTACKS_FROM, CHASE_BUFFER, DELIVERY_VP, ESCAPE_HOURS, FAILED_TALKS_HOURS, LURED_UP_TO, MAX_ADVANTAGE, NORMAL_ADVANTAGE, RAMPAGE_HITS, TALKS_FROM, TALKS_VP, WEAK_ADVANTAGE } from '../data/course';
import { INDICATOR_TABLE } from '../data/encounters';
import { VARIANTS, type Variant, type VariantRow } from '../data/strategies';
import type { ClashAdvantage, GameState } from '../state';
import { deedsOf } from '../rules/beingVp';
import { canCage } from '../rules/cages';
import { catchesUp, getsAway, huntedHuman } from '../rules/chase';
import { availableWeapons, clashStrength, fighters, improverPresent, isWeapon } from '../rules/clash';
import { shiftedColumn } from '../rules/clashResult';
import { courseOf, strategyOffers } from '../rules/course';
import { modifierValue, tableRow } from '../rules/strategies';

/** What a course is expected to bring: hits on the expedition and VP. */
export interface Outlook {
  readonly hits: number;
  readonly vp: number;
}

/**
 * The worth of an outlook in VP: a hit is a wound or a damaged unit and, piled on a small party, a
 * death (a death costs about 11 VP in the 30-month games, a clash's failure gives 8 hits).
 */
export const HIT_COST = 0.5;
/** An hour lost to an escape or failed talks, in VP (what a research hour brings, roughly). */
export const HOUR_COST = 0.2;

export const worth = (o: Outlook): number => o.vp - HIT_COST * o.hits;

const NOTHING: Outlook = { hits: 0, vp: 0 };
const sum = (parts: readonly (readonly [p: number, o: Outlook])[]): Outlook => {
  // index loops and reads, not a destructuring reduce (its iterators were garbage): the same sums in the same order
  let hits = 0;
  let vp = 0;
  for (let i = 0; i < parts.length; i++) hits += parts[i]![0] * parts[i]![1].hits;
  for (let i = 0; i < parts.length; i++) vp += parts[i]![0] * parts[i]![1].vp;
  return { hits, vp };
};
const lost = (hours: number): Outlook => ({ hits: 0, vp: -HOUR_COST * hours });

/** An indicator's values and their chances: the specimen's own if determined (R-CRE-12), else the species' row. */
type Spread = readonly (readonly [value: number, p: number])[];
function spread(s: GameState, b: Being, trait: Trait): Spread {
  const own = s.surface?.encounter?.indicators[trait];
  if (own !== undefined) return [[own, 1]];
  const m = b.modifiers?.[trait];
  if (m === undefined || m === 'zero') return NO_SPREAD;
  let known = SPREADS.get(m);
  if (!known) SPREADS.set(m, (known = INDICATOR_TABLE[m].map((share, i) => [i + 1, share / 1000] as const).filter(([, p]) => p > 0)));
  return known;
}
const NO_SPREAD: Spread = [[0, 1]];
/** A modifier's row as a spread (the same for every meeting: made once). */
const SPREADS = new Map<keyof typeof INDICATOR_TABLE, Spread>();
const chance = (d: Spread, when: (v: number) => boolean): number => {
  // index loops, not reduce with destructuring (its iterators were a tenth of the meeting model's garbage); the same sum in the same order
  let n = 0;
  for (let i = 0; i < d.length; i++) if (when(d[i]![0])) n += d[i]![1];
  return n;
};

/** The situation the model reads once per meeting. */
export interface Meeting {
  readonly s: GameState;
  readonly b: Being;
  readonly cageFree: boolean;
  readonly aggression: Spread;
  readonly intelligence: Spread;
  readonly speed: Spread;
  readonly combat: Spread;
  /** The chance a fleeing creature gets away, and the speeds at which a following one catches up (R-CHASE). */
  readonly away: number;
  readonly catching: ReadonlySet<number>;
  /** The clashes worked out so far, by advantage, capture and hunted human. */
  readonly clashes: Map<number, Outlook>;
  /** The whole party's strength with every weapon it may bring, and its Paralyser or Laser, by mode. */
  readonly side: (mode: ClashMode) => { strength: number; improver: boolean };
}

/** What capture into a cage brings (R-CRE-17: the species' delivery VP and 1 for the specimen, once home). */
const captureVp = (m: Meeting): number => m.b.deliveryVp + DELIVERY_VP;

/**
 * A clash (R-COMBAT-07..18): the player brings every weapon it may and captures where a cage waits
 * (if capture is allowed), else kills; `alone`: a hunted human fights by himself, with no weapon.
 */
function clash(m: Meeting, advantage: ClashAdvantage | null, canCapture: boolean, alone?: ReturnType<typeof huntedHuman>): Outlook {
  // a number, not a string built for each question: side, columns, capture and the hunted human
  const key = (((advantage ? (advantage.side === 'creature' ? 1 : 2) : 0) * 16 + (advantage?.columns ?? 0)) * 2 + (canCapture ? 1 : 0)) * 16 + (alone ? HUMAN_IDS.indexOf(alone.id) + 1 : 0);
  let known = m.clashes.get(key);
  if (!known) m.clashes.set(key, (known = clashOutlook(m, advantage, canCapture, alone)));
  return known;
}

function clashOutlook(m: Meeting, advantage: ClashAdvantage | null, canCapture: boolean, alone?: ReturnType<typeof huntedHuman>): Outlook {
  const mode: ClashMode = canCapture && m.cageFree && !alone ? 'capture' : 'kill';
  const { strength, improver } = alone ? { strength: clashStrength(m.s, mode, [], alone.id).total, improver: false } : m.side(mode);
  let hits = 0;
  let success = 0;
  for (let i = 0; i < m.combat.length; i++) {
    const v = m.combat[i]![0];
    const p = m.combat[i]![1];
    const col = CLASH_TABLES[mode][shiftedColumn(mode, strength - v, advantage)]!;
    success += (p * (improver ? col.successImproved : col.success)) / 6;
    let sixths = 0;
    for (let j = 0; j < col.hits.length; j++) sixths += col.hits[j]![0] * col.hits[j]![1];
    hits += (p * sixths) / 6;
  }
  return { hits, vp: mode === 'capture' && !alone ? success * captureVp(m) : 0 };
}

/** R-FIGHT-13: an advantage proportional to a modifier (none at 0 or below). */
const proportional = (side: ClashAdvantage['side'], v: number): ClashAdvantage | null => (v > 0 ? { side, columns: Math.min(MAX_ADVANTAGE, v) } : null);
const mod = (m: Meeting, t: Trait): number => modifierValue(m.b.modifiers![t]);

/** The creature tries to flee (R-CHASE-05): gone, or caught and then `caught`. */
function triesToFlee(m: Meeting, caught: Outlook): Outlook {
  return sum([[1 - m.away, caught]]);
}

/** R-STRAT-03: the special variant: its VP the first time it is seen. */
const special = (m: Meeting): Outlook => ({ hits: 0, vp: deedsOf(m.s, m.b.id).special ? 0 : Math.max(1, m.b.discoveryVp) });

function negotiation(m: Meeting, v: Variant, otherwise: Outlook): Outlook {
  const attacks = chance(m.aggression, (x) => x >= ATTACKS_FROM);
  // a fleeing creature caught: attacked only where a cage waits for it, else let go
  const caught = triesToFlee(m, m.cageFree ? clash(m, null, true) : NOTHING);
  switch (v) {
    case 'A':
      return sum([[attacks, { hits: RAMPAGE_HITS, vp: 0 }], [1 - attacks, caught]]);
    case 'B':
      return sum([[attacks, clash(m, { side: 'creature', columns: NORMAL_ADVANTAGE }, true)], [1 - attacks, caught]]);
    case 'C1':
      // the talks fail: an hour, then the best of the other strategies
      return sum([[1, lost(FAILED_TALKS_HOURS)], [1, otherwise]]);
    case 'C2': {
      const lured = chance(m.intelligence, (x) => x <= LURED_UP_TO);
      const after = mod(m, 'aggression') > 0 ? clash(m, null, true) : caught;
      return sum([[lured, { hits: 0, vp: m.cageFree ? captureVp(m) : 0 }], [1 - lured, after]]);
    }
    case 'C3':
      return special(m);
    default: {
      const talks = chance(m.intelligence, (x) => x >= TALKS_FROM);
      const vp = TALKS_VP[v as 'D' | 'E'] / 2 ** deedsOf(m.s, m.b.id).talks;
      return sum([[talks, { hits: 0, vp }], [1 - talks, clash(m, { side: 'expedition', columns: NORMAL_ADVANTAGE }, true)]]);
    }
  }
}

function combat(m: Meeting, v: Variant): Outlook {
  if (v === 'C3') return special(m);
  if (v === 'C2') {
    const total = (['intelligence', 'combat', 'aggression', 'speed'] as const).reduce((n, t) => n + mod(m, t), 0);
    return clash(m, total > 0 ? { side: 'creature', columns: NORMAL_ADVANTAGE } : total < 0 ? { side: 'expedition', columns: NORMAL_ADVANTAGE } : null, true);
  }
  // E: caught or killed without a fight
  if (v === 'E') return { hits: 0, vp: m.cageFree ? captureVp(m) : 0 };
  const attacks = chance(m.aggression, (x) => x >= ATTACKS_FROM);
  const int = mod(m, 'intelligence');
  const against = proportional('expedition', -int);
  const [onAttack, onFlee] =
    v === 'A' ? [proportional('creature', Math.max(int, mod(m, 'aggression'), mod(m, 'speed'))), undefined]
    : v === 'B' ? [proportional('creature', Math.max(int, mod(m, 'speed'))), null]
    : v === 'C1' ? [int >= 2 ? { side: 'creature' as const, columns: WEAK_ADVANTAGE } : null, null]
    : [against, against ?? { side: 'expedition' as const, columns: WEAK_ADVANTAGE }];
  const fled = onFlee === undefined ? NOTHING : triesToFlee(m, clash(m, onFlee, true));
  return sum([[attacks, clash(m, onAttack, true)], [1 - attacks, fled]]);
}

function flight(m: Meeting, v: Variant): Outlook {
  if (v === 'C3') return special(m);
  if (v === 'E') return NOTHING;
  const hours = ESCAPE_HOURS[v as keyof typeof ESCAPE_HOURS];
  const hunted = v === 'A' ? huntedHuman(m.s) : null;
  const advantage: ClashAdvantage | null = v === 'A' || v === 'B' ? { side: 'creature', columns: NORMAL_ADVANTAGE } : v === 'C1' ? { side: 'creature', columns: WEAK_ADVANTAGE } : null;
  // R-FLEE-03: a clash after a flight never captures
  const overtaken = clash(m, advantage, false);
  const huntedDown = hunted ? clash(m, { side: 'creature', columns: WEAK_ADVANTAGE }, false, hunted) : NOTHING;
  return sum(
    m.speed.map(([x, p]) => {
      if (hunted && x > hunted.speed + CHASE_BUFFER) return [p, huntedDown] as const;
      return [p, !hunted && m.catching.has(x) ? overtaken : lost(hours)] as const;
    }),
  );
}

/** One variant of a strategy worked out (`otherwise`: what failed talks lead to). */
export function variantOutlook(m: Meeting, strategy: Strategy, v: Variant, otherwise: Outlook = NOTHING): Outlook {
  return strategy === 'negotiation' ? negotiation(m, v, otherwise) : strategy === 'combat' ? combat(m, v) : flight(m, v);
}

/** A strategy's outlook at its offered preference: its table row's variants, each worked out. */
function outlookOf(m: Meeting, strategy: Strategy, preference: number, isSpecial: boolean, otherwise: Outlook): Outlook {
  return sum(rowShares(tableRow(strategy, preference, isSpecial)).map(([v, p]) => [p, variantOutlook(m, strategy, v, otherwise)] as const));
}

/**
 * A table row's variants that can be drawn, each with its share of the row, in the table's order;
 * kept per row (the tables' rows are fixed): the model weighs some rows for each strategy it is
 * offered, and read each row by a variant's name that varies (the megamorphic cache).
 */
function rowShares(row: VariantRow): readonly (readonly [Variant, number])[] {
  let known = SHARES.get(row);
  if (!known) {
    const total = VARIANTS.reduce((n, v) => n + (row[v] ?? 0), 0);
    SHARES.set(row, (known = VARIANTS.filter((v) => (row[v] ?? 0) > 0).map((v) => [v, row[v]! / total] as const)));
  }
  return known;
}
const SHARES = new Map<VariantRow, readonly (readonly [Variant, number])[]>();

function keptPerMode<R>(f: (mode: ClashMode) => R): (mode: ClashMode) => R {
  const known = new Map<ClashMode, R>();
  return (mode) => {
    if (!known.has(mode)) known.set(mode, f(mode));
    return known.get(mode)!;
  };
}

/** What the model reads of a meeting in its choice (null outside one, or for a being without indicators). */
export function meetingOf(s: GameState): Meeting | null {
  const being = courseOf(s)?.stage === 'choose' ? s.surface!.encounter!.being : undefined;
  const b = being ? beingById(being) : undefined;
  if (!b?.modifiers) return null;
  const speed = spread(s, b, 'speed');
  return {
    s,
    b,
    cageFree: canCage(s, b.id),
    aggression: spread(s, b, 'aggression'),
    intelligence: spread(s, b, 'intelligence'),
    speed,
    combat: spread(s, b, 'combat'),
    away: chance(speed, (v) => getsAway(s, v)),
    catching: new Set(speed.filter(([v]) => catchesUp(s, v)).map(([v]) => v)),
    clashes: new Map(),
    side: keptPerMode((mode) => {
      const c = courseOf(s)!;
      const weapons = Object.keys(availableWeapons(s, c)).filter(isWeapon).slice(0, fighters(s).length);
      return { strength: clashStrength(s, mode, weapons).total, improver: improverPresent(s, mode) };
    }),
  };
}

/** Of several, the one whose outlook is worth most (the first of equals). */
export function mostWorth<T>(xs: readonly T[], outlook: (x: T) => Outlook): T | undefined {
  return xs.reduce<T | undefined>((best, x) => (best === undefined || worth(outlook(x)) > worth(outlook(best)) ? x : best), undefined);
}

/** Each strategy on offer now with its expected outcome (empty outside a course's choice). */
export function strategyOutlooks(s: GameState): { strategy: Strategy; preference: number; outlook: Outlook }[] {
  const m = meetingOf(s);
  if (!m) return [];
  const offers = strategyOffers(s);
  const others = new Map(offers.filter((o) => o.strategy !== 'negotiation').map((o) => [o.strategy, outlookOf(m, o.strategy, o.preference, o.special, NOTHING)]));
  // after failed talks the player takes the better of the other two
  const otherwise = mostWorth([...others.values()], (o) => o) ?? NOTHING;
  return offers.map((o) => ({ strategy: o.strategy, preference: o.preference, outlook: others.get(o.strategy) ?? outlookOf(m, o.strategy, o.preference, o.special, otherwise) }));
}
