// Space events reported on arriving at a planet. Implements R-SPACE-19..22 and R-SCORE-01: the
// chance grows with the leg (eventChance), events are drawn by weight among those the leg is long
// enough for, choices go through the menu, wounds through the starship log, and rare events and
// rare developments give their 'poznanie' VP once.
import { SPACE_EVENTS, type EventEffect, type EventOutcome, type SpaceEvent } from '../data/content/spaceEvents';
import { PLANET_FIELDS } from '../data/starMap';
import { PLANET_IDS, type PlanetId } from '../data/planets';
import { STOCK_IDS } from '../data/units';
import type { Dice } from '../rng';
import type { GameState } from '../state';
import type { Message, MessageKey } from '../text';
import { damageRandom, destroyUnit, healWounds, livingHumans, repairUnits } from './damage';
import { planetOpen } from './navigation';
import { eventChance } from './eventChance';
import { fieldDistance } from '../data/starMap';
import { settleOvertime, addMonths } from './voyage';
import { addVp } from './vp';
import { withLater, withState } from '../stateCopy';

export function eventById(id: string): SpaceEvent | undefined {
  return SPACE_EVENTS.find((e) => e.id === id);
}

/** Draws whether an event happened on the leg that just ended, and which. */
export function rollEvent(s: GameState, legMonths: number, dice: Dice): SpaceEvent | null {
  const p = Math.min(0.95, eventChance(legMonths, s.legStart.month, s.planMonths) * s.later.eventChanceFactor);
  if (dice.int(1, 10_000) > Math.round(p * 10_000)) return null;
  return pickWeighted(SPACE_EVENTS.filter((e) => e.minLeg <= legMonths), dice);
}

export function pickWeighted<T extends { readonly weight: number }>(items: readonly T[], dice: Dice): T | null {
  const total = items.reduce((n, x) => n + x.weight, 0);
  if (total <= 0) return null;
  let r = dice.int(1, total);
  for (const x of items) {
    r -= x.weight;
    if (r <= 0) return x;
  }
  return null;
}

/** A one-time discovery: VP the first time this id happens. */
export function discover(s: GameState, id: string, vp: number): GameState {
  if (vp <= 0 || s.discovered.includes(id)) return s;
  return addVp(withState(s, { discovered: [...s.discovered, id] }), vp, 'discovery');
}

export interface Resolution {
  readonly state: GameState;
  /** The starship was thrown to another planet: arrive there instead. */
  readonly relocatedTo: PlanetId | null;
}

/** Applies an outcome's effects, the event's and the outcome's discovery points. */
export function applyOutcome(s: GameState, ev: SpaceEvent, outcome: EventOutcome, outcomeIndex: string, dice: Dice): Resolution {
  let out = ev.rare ? discover(s, `event:${ev.id}`, ev.discovery) : s;
  out = discover(out, `outcome:${ev.id}.${outcomeIndex}`, outcome.discovery);
  let relocatedTo: PlanetId | null = null;
  for (const e of outcome.effects) {
    const r = applyEffect(out, e, dice);
    out = r.state;
    relocatedTo = r.relocatedTo ?? relocatedTo;
  }
  const notes = effectNotes(s, out, outcome.effects);
  const message: Message = { key: outcome.text as MessageKey, ...(notes.length ? { notes } : {}) };
  return { state: withState(out, { message, hint: { key: 'hint.eventHappened', params: { months: s.month - s.legStart.month } } }), relocatedTo };
}

/**
 * Issue 10 points 11 and 25: what the outcome really did, after its story — the months lost,
 * each unit destroyed or damaged, wounds to give out, wounds healed and units repaired (none
 * when there was nothing to heal or repair). VP changes follow as their own notes (step.ts).
 */
export function effectNotes(before: GameState, after: GameState, effects: readonly EventEffect[]): Message[] {
  const notes: Message[] = [];
  const months = after.month - before.month;
  if (months > 0) notes.push({ key: 'effect.monthsLost', params: { months } });
  for (const id of STOCK_IDS) {
    const was = before.stock[id];
    const now = after.stock[id];
    // one note a type: two units of it hit say so once, with their number
    const destroyed = was.count - now.count;
    if (destroyed > 0) notes.push(destroyed === 1 ? { key: 'effect.destroyed', params: { unit: { unit: id } } } : { key: 'effect.destroyedMany', params: { unit: { unit: id }, count: destroyed } });
    // a damaged unit that was destroyed counts once, as destroyed
    const damaged = now.damaged - Math.min(was.damaged, now.count);
    if (damaged > 0) notes.push(damaged === 1 ? { key: 'effect.damaged', params: { unit: { unit: id } } } : { key: 'effect.damagedMany', params: { unit: { unit: id }, count: damaged } });
  }
  const wounds = after.woundsToAssign - before.woundsToAssign;
  if (wounds > 0) notes.push({ key: 'effect.wounds', params: { count: wounds } });
  const healed = before.crew.reduce((n, h) => n + h.wounds, 0) - after.crew.reduce((n, h) => n + h.wounds, 0);
  if (effects.some((e) => e.kind === 'heal')) notes.push(healed > 0 ? { key: 'effect.healed', params: { count: healed } } : { key: 'effect.nobodyToHeal' });
  const repaired = STOCK_IDS.reduce((n, id) => n + Math.max(0, before.stock[id].damaged - after.stock[id].damaged - (before.stock[id].count - after.stock[id].count)), 0);
  if (effects.some((e) => e.kind === 'repair')) notes.push(repaired > 0 ? { key: 'effect.repaired', params: { count: repaired } } : { key: 'effect.nothingToRepair' });
  return notes;
}

function applyEffect(s: GameState, e: EventEffect, dice: Dice): Resolution {
  const done = (state: GameState): Resolution => ({ state, relocatedTo: null });
  switch (e.kind) {
    case 'delay':
      return done(addMonths(s, e.months));
    case 'wounds':
      return done(livingHumans(s).length > 0 ? withState(s, { woundsToAssign: s.woundsToAssign + e.count }) : s);
    case 'damage': {
      let out = s;
      for (let i = 0; i < e.count; i++) out = damageRandom(out, e.among, dice);
      return done(out);
    }
    case 'destroy':
      return done(destroyUnit(s, e.unit));
    case 'vp':
      return done(addVp(s, e.amount, 'event'));
    case 'heal':
      return done(healWounds(s, e.count, e.count).state);
    case 'repair':
      return done(repairUnits(s, e.count).state);
    case 'nextEventChance':
      return done(withState(s, { later: withLater(s.later, { eventChanceFactor: s.later.eventChanceFactor * e.factor }) }));
    case 'freeLandingSearch':
      return done(withState(s, { later: withLater(s.later, { freeLandingSearch: true }) }));
    case 'riskyLanding':
      return done(withState(s, { later: withLater(s.later, { riskyLanding: true }) }));
    case 'relocate':
      return relocate(s, dice);
  }
}

/**
 * R-SPACE-21: the starship is thrown to another open planet; the voyage time becomes what the
 * flight from the leg's start to that planet takes when that is longer — the calendar never goes
 * back, so no month and no overtime already charged is given back.
 */
function relocate(s: GameState, dice: Dice): Resolution {
  const options = PLANET_IDS.filter((p) => p !== s.arriving && planetOpen(s, p));
  if (options.length === 0) return { state: s, relocatedTo: null };
  const target = options[dice.int(0, options.length - 1)]!;
  const months = fieldDistance(s.legStart, PLANET_FIELDS[target]);
  const state = settleOvertime(withState(s, { month: Math.max(s.month, s.legStart.month + months), position: PLANET_FIELDS[target], arriving: target }));
  return { state, relocatedTo: target };
}
