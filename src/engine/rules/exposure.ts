// Hours on the surface in a damaged suit where the air is hostile. Implements R-DEV-17, R-DEV-30
// and R-DEV-31 for every hour the expedition spends on the planet (research, repair, healing):
// a damaged light or heavy suit without air or in toxic air wounds its wearer with a chance per
// hour by gravity; a damaged heavy suit in acid kills with a chance per hour. Our reading: the
// field party (EKSPEDYCJA, NIESIONE) is exposed; the humans in the shuttle (PROM) are inside it.
// A part of an hour counts as that part of the chance.
import { HUMAN_IDS } from '../data/units';
import { DAMAGED_HEAVY_SUIT_ACID_DEATH_PER_HOUR, DAMAGED_SUIT_WOUND_PER_HOUR } from '../data/unitRules';
import type { Dice } from '../rng';
import type { GameState } from '../state';
import type { Message } from '../text';
import { woundHuman } from './damage';
import { partyCrew } from './folders';
import { buryIfDead } from './hits';
import { killHuman } from './losses';
import { reorganise } from './party';
import { orbitSet } from './planet';
import { partyPlace } from './field';
import { NO_ENCOUNTERS, type Activity, type EncounterSource, type Met } from './encounterSeam';

const draw = (chance: number, dice: Dice): boolean => dice.int(1, 1_000_000) <= Math.round(chance * 1_000_000);

/**
 * Time passes on the surface; returns the state, the notes of the harm the damaged suits did, and
 * what the party met: every hour asks the encounter source (issue 11's seam; the first meeting
 * ends the asking, what follows it is issue 12's).
 */
export function passHours(s: GameState, hours: number, dice: Dice, activity: Activity = 'research', encounters: EncounterSource = NO_ENCOUNTERS): { state: GameState; notes: Message[]; met: Met | null } {
  let out: GameState = s.surface ? { ...s, surface: { ...s.surface, hours: s.surface.hours + hours } } : s;
  const set = orbitSet(s);
  if (!set || !s.surface || hours <= 0) return { state: out, notes: [], met: null };
  const met = meet(s, hours, activity, encounters, dice);
  const seen: Message[] = met ? [{ key: 'note.met', params: { being: met.being } }] : [];
  const hostile = set.atmosphere === 'none' || set.atmosphere === 'toxic';
  const acid = set.atmosphere === 'acid';
  if (!hostile && !acid) return { state: out, notes: seen, met };
  const notes: Message[] = [...seen];
  for (const id of HUMAN_IDS) {
    const p = partyCrew(out).find((x) => x.id === id);
    if (!p?.suit?.damaged) continue;
    const folder = out.party.expedition.crew.some((x) => x.id === id) ? 'expedition' : 'carried';
    const perHour = acid ? (p.suit.kind === 'heavySuit' ? DAMAGED_HEAVY_SUIT_ACID_DEATH_PER_HOUR[set.gravity] : 0) : DAMAGED_SUIT_WOUND_PER_HOUR[set.gravity];
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
      notes.push({ key: 'note.suitWounds', params: { unit: { unit: id }, count: wounds } });
    }
  }
  return { state: out, notes, met };
}

/** The hours asked, one by one, until something is met. */
function meet(s: GameState, hours: number, activity: Activity, encounters: EncounterSource, dice: Dice): Met | null {
  const place = partyPlace(s);
  if (!place) return null;
  const of = Math.ceil(hours);
  for (let hour = 1; hour <= of; hour++) {
    const met = encounters(s, { place, activity, hour, of }, dice);
    if (met) return met;
  }
  return null;
}
