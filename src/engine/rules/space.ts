// Flight, arrival and orbit. Implements R-SPACE-10..15, R-SPACE-19..22 (via spaceEvents),
// R-ORBIT-01..03, R-SCORE-02, R-SHIP-01, R-WIN-03 and R-SETUP-05 (arriving on Earth ends the game).
import { settleEnd } from './balance';
import { PLANETS } from '../data/content/planets';
import type { PlanetId } from '../data/planets';
import { VOYAGE_PLANS } from '../data/setup';
import type { Dice } from '../rng';
import type { GameState } from '../state';
import type { Message } from '../text';
import { look, openDirections } from './navigation';
import { applyOutcome, discover, eventById, pickWeighted, rollEvent } from './spaceEvents';
import type { EventOutcome } from '../data/content/spaceEvents';
import type { Direction } from '../geometry/starGeometry';
import { addMonths, afterPlanetHint, extendPlan, planetsLeft, timeBonus } from './voyage';
import { woundHuman } from './damage';
import { landingHint } from './landing';
import type { HumanId } from '../data/units';
import { addVp } from './vp';
import { contentOf } from './worlds';
import { campaignEndNote } from './campaign';
import { legStartAt, withLater, withState } from '../stateCopy';
import { INITIAL_INPUTS } from '../data/inputs';

/** One field in a direction: one month (R-SPACE-11). */
export function fly(s: GameState, dir: Direction, dice: Dice): GameState {
  const target = look(s, dir);
  if (target.kind === 'blocked') return s;
  let out = addMonths(withState(s, { position: target.field, canOnboard: false, orbit: null }), 1);
  if (target.kind === 'earth') return endVoyage(out);
  if (target.kind === 'empty') return withState(out, { message: { key: 'msg.flying', params: { month: out.month, plan: out.planMonths } }, hint: null });
  out = withState(out, { arriving: target.planet });
  return arrive(out, dice);
}

/**
 * Our decision (issue 10): a flight to Earth that would end the voyage early — planets still to
 * visit, or months of the plan left after it — first asks in the choice menu. Null: no question.
 */
export function askBeforeHome(s: GameState, dir: Direction): GameState | null {
  if (look(s, dir).kind !== 'earth') return null;
  const planets = planetsLeft(s);
  const months = s.planMonths - (s.month + 1);
  if (planets <= 0 && months <= 0) return null;
  return withState(s, { menu: 'confirmEarth', message: { key: planets <= 0 ? 'msg.confirmEarthMonths' : months <= 0 ? 'msg.confirmEarthPlanets' : 'msg.confirmEarth', params: { planets: Math.max(0, planets), months: Math.max(0, months) } }, hint: { key: 'hint.confirmEarth' } });
}

/** 'leć na Ziemię' after the question: the flight home goes ahead and ends the voyage. */
export function flyHome(s: GameState, dice: Dice): GameState {
  const dir = openDirections(s).find((d) => look(s, d).kind === 'earth');
  const back = withState(s, { menu: 'main' as const });
  return dir ? fly(back, dir, dice) : back;
}

/** Arrival at a planet: time bonus, then any space event of the leg, then the orbit. */
function arrive(s: GameState, dice: Dice): GameState {
  const planet = s.arriving!;
  const leg = s.month - s.legStart.month;
  let out = s;
  const ev = rollEvent(out, leg, dice);
  out = withState(out, { later: withLater(out.later, { eventChanceFactor: 1 }) });
  if (!ev) return enterOrbit(out, planet, dice, null);
  if (ev.options) {
    return withState(out, {
      phase: 'event',
      event: ev.id,
      message: { key: ev.intro as Message['key'] },
      hint: { key: 'hint.chooseOption' },
    });
  }
  return resolve(out, ev.id, ev.outcomes!, dice);
}

/** The player's choice for an event with options. */
export function chooseOption(s: GameState, index: number, dice: Dice): GameState {
  const ev = eventById(s.event ?? '');
  const option = ev?.options?.[index];
  if (!ev || !option) return s;
  return resolve(withState(s, { event: null }), ev.id, option.outcomes, dice, `o${index}`);
}

function resolve(s: GameState, eventId: string, outcomes: readonly EventOutcome[], dice: Dice, prefix = ''): GameState {
  const ev = eventById(eventId)!;
  const outcome = pickWeighted(outcomes, dice)!;
  const r = applyOutcome(s, ev, outcome, `${prefix}${outcomes.indexOf(outcome)}`, dice);
  const intro: Message = { key: ev.intro as Message['key'] };
  // Issue 10 point 25: an event without a choice tells its whole story, the introduction first
  // (the player never saw it); after a choice the introduction was read already.
  const told: Message = ev.options ? r.state.message : { ...intro, notes: [{ key: r.state.message.key }, ...(r.state.message.notes ?? [])] };
  const out = withState(r.state, { event: null, message: told, hint: intro });
  // the instruction comes from the game's hint, not from the story
  if (out.woundsToAssign > 0) return withState(out, { phase: 'wounds', hint: { key: 'msg.assignWounds', params: { count: out.woundsToAssign } } });
  return enterOrbit(out, out.arriving!, dice, out.message);
}

/** A wound given to a human with the starship-log button (R-SPACE-22). */
export function assignWound(s: GameState, id: HumanId, dice: Dice): GameState {
  let out = woundHuman(s, id, dice);
  out = withState(out, { woundsToAssign: out.woundsToAssign - 1 });
  // R-DMG-01: who took the wound, and whether it killed him
  const h = out.crew.find((x) => x.id === id)!;
  const told: Message = h.alive ? { key: 'msg.hit.wound', params: { unit: { unit: id }, wounds: h.wounds } } : { key: 'msg.hit.death', params: { unit: { unit: id } } };
  // the text says this wound; the hint, as for hits on a planet, how many are left
  if (out.woundsToAssign > 0 && out.crew.some((h) => h.alive)) return withState(out, { message: told, hint: { key: 'msg.assignWounds', params: { count: out.woundsToAssign } } });
  return enterOrbit(withState(out, { woundsToAssign: 0 }), out.arriving!, dice, { key: 'msg.woundsGiven', notes: [told] });
}

/**
 * R-ORBIT-01..03: one of the planet's three sets is drawn; some give 'poznanie' (R-SCORE-02);
 * far planets extend the plan on 10- and 20-month voyages (R-SETUP-07..09).
 */
export function enterOrbit(s: GameState, planet: PlanetId, dice: Dice, before: Message | null): GameState {
  const set = dice.int(0, 2);
  let out: GameState = withState(s, {
    phase: 'orbit',
    arriving: null,
    orbit: { planet, set },
    visited: [...s.visited, planet],
    legStart: legStartAt(s.position.row, s.position.col, s.month),
  });
  const bonus = timeBonus(planet, s.length);
  out = extendPlan(out, bonus);
  const content = contentOf(s, planet);
  if (PLANETS[content].sets[set]!.discovery) out = discover(out, `set:${content}.${set}`, 1);
  // the time bonus is a note of the arrival, so the hint can list the landing areas at once (issue 10)
  const arrived: Message = { key: 'msg.arrived', params: { planet: { planet }, month: out.month, plan: out.planMonths } };
  const bonusNotes: Message[] = bonus > 0 ? [{ key: 'hint.timeBonus', params: { months: bonus } }] : [];
  // a space event on the way is told first, the arrival after it: the hint still lists the landing areas
  const message: Message = before ? { ...before, notes: [...(before.notes ?? []), arrived, ...bonusNotes] } : bonusNotes.length ? { ...arrived, notes: bonusNotes } : arrived;
  return withState(out, { message, hint: landingHint(out) });
}

/** 'rezygnuj' in orbit: no landing; on-board activities and flight are open (R-ORBIT-03, R-SHIP-01). */
export function declineLanding(s: GameState): GameState {
  return withState(s, { phase: 'space', canOnboard: true, landing: null, message: { key: 'msg.declined' }, hint: afterPlanetHint(s) });
}

/** R-SPACE-15 / R-BAL-01: not visiting every planet the voyage allows costs 4 VP. */
export const MISSED_PLANETS_VP = -4;

/**
 * R-SETUP-05, R-WIN-01, R-WIN-03: back on Earth the game ends; R-SPACE-15 (R-BAL-01), the
 * end-of-game penalties and the balance (R-WIN-04, R-BAL) are settled, then the verdict is given.
 */
function endVoyage(s0: GameState): GameState {
  const plan = VOYAGE_PLANS[s0.length];
  // R-WIN-04: the end-of-game penalties and the balance of unit use, each a ledger entry and a note
  const s = settleEnd(s0.visited.length < plan.planets ? addVp(s0, MISSED_PLANETS_VP, 'missedPlanets') : s0);
  const won = s.vp >= plan.victoryVp;
  // issue 14 point 6: a campaign's next voyage, or the campaign's result
  const campaign = campaignEndNote(s);
  return withState(s, {
    phase: 'ended',
    canOnboard: false,
    // the amount last typed for a transfer means nothing once the voyage is over
    inputs: INITIAL_INPUTS,
    legStart: legStartAt(s.position.row, s.position.col, s.month),
    message: {
      key: won ? 'msg.endWon' : 'msg.endLost',
      params: { vp: s.vp, need: plan.victoryVp, month: s.month, planets: s.visited.length },
      ...(campaign ? { notes: [campaign] } : {}),
    },
    hint: { key: 'hint.ended' },
  });
}
