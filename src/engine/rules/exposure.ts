// Time passing on a planet: every hour the expedition spends there (research, marches, circling,
// repair, healing). In order: the encounter seam asks what is met (meetings.ts records it; a march
// may free the field, R-MOVE-14); damaged suits in hostile air
// harm their wearers (R-DEV-17, R-DEV-30, R-DEV-31: a damaged light or heavy suit without air or
// in toxic air wounds with a chance per hour by gravity, a damaged heavy suit in acid kills; the
// humans in the shuttle are inside it); resources drain (R-RES, resources.ts); accidents happen
// (R-ACC, accidents.ts) and infection gathers (R-INF, infection.ts); the hits all this leaves are
// queued for the player; and the hours count on the voyage's calendar (R-GEN-03). A part of an
// hour counts as that part of each chance.
import { HUMAN_IDS } from '../data/units';
import { DAMAGED_HEAVY_SUIT_ACID_DEATH_PER_HOUR, DAMAGED_SUIT_WOUND_PER_HOUR } from '../data/unitRules';
import type { Dice } from '../rng';
import type { Folder, GameState, HitBatch, Passenger, Place } from '../state';
import type { Message } from '../text';
import { woundHuman } from './damage';
import { folderOfHuman, livingPartyCrew, partyCrew, partyFolders } from './folders';
import { buryIfDead } from './hits';
import { killHuman } from './losses';
import { reorganise } from './party';
import { orbitSet } from './planet';
import { atShuttle, partyPlace } from './field';
import { NO_ENCOUNTERS, type Activity, type EncounterSource, type Met } from './encounterSeam';
import { freeByMarch, recordMeeting } from './meetings';
import { HOURS_PER_MONTH } from '../data/calendar';
import { drain } from './resources';
import { accidentHour, riskyMarch, situationRates, type SituationRates } from './accidents';
import { infectionAfter, infectionPerHour, infectionStrike, withInfection } from './infection';
import { queueHits } from './hitRules';
import { timesResearched } from './researchMarks';
import { addIdleMonths } from './voyage';
import { copyState, copySurface, withState, withSurface } from '../stateCopy';
import { STOCK_COUNT, stockList } from './stock';

const draw = (chance: number, dice: Dice): boolean => dice.int(1, 1_000_000) <= Math.round(chance * 1_000_000);

/**
 * Time passes on the surface; returns the state, the notes of the harm the damaged suits did, and
 * what the party met: every hour asks the encounter source until the first meeting, which enters
 * the creature log and the encounter panel (the activity's hours still all pass).
 */
export function passHours(s: GameState, hours: number, dice: Dice, activity: Activity = 'research', encounters: EncounterSource = NO_ENCOUNTERS): { state: GameState; notes: Message[]; met: Met | null } {
  let out: GameState = s;
  if (s.surface) {
    const o = copyState(s);
    const surface = copySurface(s.surface);
    surface.hours = s.surface.hours + hours;
    o.surface = surface;
    out = o;
  }
  const set = orbitSet(s);
  if (!set || !s.surface || hours <= 0) return { state: out, notes: [], met: null };
  const here = partyPlace(s);
  const met = here ? meet(s, here, hours, activity, encounters, dice) : null;
  const notes: Message[] = [];
  if (met && here) {
    const recorded = recordMeeting(out, met, here, dice);
    out = recorded.state;
    notes.push(...recorded.notes);
  }
  if (here) out = freeByMarch(out, here, activity, dice);
  const suits = suitHarm(out, hours, dice);
  const hazards = hazardHours(suits.state, hours, activity, dice);
  notes.push(...suits.notes, ...hazards.notes);
  out = hazards.state;
  // R-GEN-03: the hours count on the voyage's calendar (not as flight, R-SPACE-19)
  const months = Math.floor(out.surface!.hours / HOURS_PER_MONTH) - Math.floor(s.surface.hours / HOURS_PER_MONTH);
  if (months > 0) {
    out = addIdleMonths(out, months);
    notes.push({ key: 'note.monthsOnPlanet', params: { count: months } });
  }
  return { state: out, notes, met };
}

/**
 * R-DEV-17, R-DEV-30, R-DEV-31: the chance an hour that a damaged suit of this kind harms its wearer
 * in the planet's air — a wound without air or in toxic air, death for a heavy suit in acid; 0 elsewhere.
 */
export function damagedSuitHarm(s: GameState, kind: 'suit' | 'heavySuit'): number {
  const set = orbitSet(s);
  if (!set) return 0;
  if (set.atmosphere === 'acid') return kind === 'heavySuit' ? DAMAGED_HEAVY_SUIT_ACID_DEATH_PER_HOUR[set.gravity] : 0;
  return set.atmosphere === 'none' || set.atmosphere === 'toxic' ? DAMAGED_SUIT_WOUND_PER_HOUR[set.gravity] : 0;
}

/** R-DEV-17, R-DEV-30, R-DEV-31: the harm damaged suits do in hostile air. */
function suitHarm(s: GameState, hours: number, dice: Dice): { state: GameState; notes: Message[] } {
  // the air harms no damaged suit (a heavy suit is harmed wherever any suit is), or nobody wears
  // one: nothing to draw. Asked every hour pass; the harm itself is rare, and apart, so that V8
  // does not compile it into this check and throw both away when a wound first comes (docs/SPEED.md)
  if (damagedSuitHarm(s, 'heavySuit') === 0 || !partyCrew(s).some((p) => p.suit?.damaged)) return { state: s, notes: [] };
  return harmOfDamagedSuits(s, hours, dice);
}

function harmOfDamagedSuits(s: GameState, hours: number, dice: Dice): { state: GameState; notes: Message[] } {
  const acid = orbitSet(s)!.atmosphere === 'acid';
  let out = s;
  const notes: Message[] = [];
  for (const id of HUMAN_IDS) {
    const p = partyCrew(out).find((x) => x.id === id);
    // the sick take no wounds (R-INF-09); the dead of the infection are past harm
    if (!p?.suit?.damaged || out.crew.find((h) => h.id === id)?.ill) continue;
    const folder = folderOfHuman(out, id);
    const perHour = damagedSuitHarm(out, p.suit.kind);
    let wounds = 0;
    for (let left = hours; left > 0 && perHour > 0; left -= 1) {
      if (!draw(perHour * Math.min(1, left), dice)) continue;
      if (acid) {
        out = killHuman(out, id);
        break;
      }
      wounds++;
      out = woundHuman(out, id, dice);
      if (!out.crew.find((h) => h.id === id)?.alive) break;
    }
    const dead = !out.crew.find((h) => h.id === id)?.alive;
    if (dead) {
      out = reorganise(buryIfDead(out, folder, id));
      notes.push({ key: 'note.suitDeath', params: { unit: { unit: id } } });
    } else if (wounds > 0) {
      out = reorganise(out);
      notes.push({ key: 'note.suitWounds', params: { unit: { unit: id }, count: wounds, wounds: out.crew.find((h) => h.id === id)!.wounds } });
    }
  }
  return { state: out, notes };
}

/**
 * R-RES, R-ACC, R-INF: the drain of the whole activity (its absorbers are those at its start,
 * R-RES-06), then hour by hour the accidents and the infection; the hits they leave are queued.
 */
function hazardHours(s: GameState, hours: number, activity: Activity, dice: Dice): { state: GameState; notes: Message[] } {
  const here = partyPlace(s);
  if (!here) return { state: s, notes: [] };
  const drained = drain(s, hours, dice);
  let out = drained.state;
  const notes: Message[] = [];
  if (drained.used > 0) notes.push({ key: 'note.resourcesUsed', params: { count: drained.used } });
  const missing = drained.starved.reduce((n, b) => n + b.count, 0);
  if (missing > 0) notes.push({ key: 'note.starved', params: { count: missing } });
  const hits: HitBatch[] = [...drained.starved];
  const ctx = { risky: riskyMarch(s, activity), researched: timesResearched(s, here) > 0 };
  // R-ACC-01: accidents (and infection) only while someone is outside the shuttle
  const outside = partyFolders(s).some(holdsAnyone);
  // The party stays on its field through the activity: its infection risk an hour is the same every
  // hour. The points grow every hour, but the state is written only when someone falls ill and at
  // the end (the accidents read nothing of them), so the state changes only when something happens:
  // the accidents' situation and the healthy humans are read again only then.
  const perHour = outside ? infectionPerHour(s) : 0;
  let points = out.surface!.infection;
  let known: SituationRates | null = null;
  let knownFrom: GameState | null = null;
  let healthy: readonly Passenger[] = [];
  let healthyFrom: GameState | null = null;
  for (let left = outside ? hours : 0; left > 0; left -= 1) {
    const part = Math.min(1, left);
    if (knownFrom !== out) {
      known = situationRates(out, ctx);
      knownFrom = out;
    }
    const acc = accidentHour(out, { risky: ctx.risky, researched: ctx.researched, part }, dice, known);
    out = acc.state;
    // most hours nothing happens: no spread of empty lists
    if (acc.hits.length > 0) hits.push(...acc.hits);
    if (acc.notes.length > 0) notes.push(...acc.notes);
    points = infectionAfter(points, perHour, part);
    if (healthyFrom !== out) {
      healthy = livingPartyCrew(out);
      healthyFrom = out;
    }
    const inf = infectionStrike(out, points, healthy, part, dice);
    if (inf) {
      out = inf.state;
      notes.push(...inf.notes);
    }
  }
  out = withInfection(out, points);
  // R-ACC-11: the party that reaches the shuttle's field in time drives every threat off
  if (atShuttle(out) && out.surface!.shuttleThreats > 0 && !out.surface!.wreck) {
    out = withState(out, { surface: withSurface(out.surface!, { shuttleThreats: 0 }) });
    notes.push({ key: 'note.threatDriven' });
  }
  return { state: queueHits(out, hits), notes };
}

/** A folder holds a human or a unit (over the unit types by index: stock.ts). */
function holdsAnyone(f: Folder): boolean {
  if (f.crew.length > 0) return true;
  const units = stockList(f.units);
  for (let i = 0; i < STOCK_COUNT; i++) if ((units[i]?.count ?? 0) > 0) return true;
  return false;
}

/** The hours asked, one by one, until something is met. */
function meet(s: GameState, place: Place, hours: number, activity: Activity, encounters: EncounterSource, dice: Dice): Met | null {
  const of = Math.ceil(hours);
  for (let hour = 1; hour <= of; hour++) {
    const met = encounters(s, { place, activity, hour, of }, dice);
    if (met) return met;
  }
  return null;
}
