// What the texts claim, checked against the state. textCheck.ts reads a text as words (every
// parameter filled, no zero counts); this reads it as facts: a step's message and notes against
// what the step did (a note that gives PZ for a reason gave exactly that many, a human said to be
// dead is dead, resources said to be moved, used or lost moved or went, a creature said to be
// caged or carried into the shuttle is there, no death goes untold), the hint against the state
// as it stands, the advisor's sentence against its action and what the action did, and a
// refusal's reason. The fuzzer and `npm run sim -- --check` run it after every step; a claim that
// does not hold is a text that contradicts the state, which is a bug.
import type { Action, GameState, Message } from '../engine';
import { HUMAN_IDS, legalActions, VOYAGE_PLANS, type HumanId } from '../engine';
import { CAMPAIGNS } from '../engine/data/setup';
import { atShuttle } from '../engine/rules/field';
import { pendingHits } from '../engine/rules/hitRules';
import { courseOf } from '../engine/rules/course';
import { noCageForFind } from '../engine/rules/cages';
import type { VpReason } from '../engine/state';
import { folderOf, inHands, livingPartyCrew, type FolderId, tableFolderList } from '../engine/rules/folders';
import { woundsSurvived } from '../engine/rules/losses';
import { journalLines } from '../engine/journal';
import { stillAllowed, tableCrew, tableResources } from '../engine/rules/loading';
import { orbitSet } from '../engine/rules/planet';
import { BALANCE } from '../engine/data/balance';
import type { UnitId } from '../engine/data/units';

/** Every text the step put up: its message with its notes (a hint claims nothing that happened). */
function said(after: GameState, before: GameState): readonly Message[] {
  if (after.message === before.message) return [];
  return [after.message, ...(after.message.notes ?? [])];
}

const unitOf = (m: Message, name = 'unit'): string | null => {
  const p = m.params?.[name];
  return typeof p === 'object' && p !== null && 'unit' in p ? p.unit : null;
};
const beingOf = (m: Message): string | null => {
  const p = m.params?.['being'];
  return typeof p === 'object' && p !== null && 'being' in p ? p.being : null;
};
const numberOf = (m: Message, name: string): number | null => {
  const p = m.params?.[name];
  return typeof p === 'number' ? p : null;
};
/** A signed amount as the VP notes show it ('+3', '−2'). */
const amountOf = (m: Message, name = 'amount'): number | null => {
  const p = m.params?.[name];
  if (typeof p !== 'string') return null;
  const n = Number(p.replace('\u2212', '-'));
  return Number.isFinite(n) ? n : null;
};

const human = (s: GameState, id: string) => s.crew.find((h) => h.id === id);
/** Every human in the expedition table, PORZUCONE's too (loading.tableCrew leaves those out). */
const allTableCrew = (s: GameState) => tableFolderList(s).flatMap((f) => f.crew);
/** The suit a human anywhere in the expedition table wears (none: undefined or null). */
const wornSuit = (s: GameState, id: string | null) => allTableCrew(s).find((p) => p.id === id)?.suit;
const isHuman = (id: string | null): id is HumanId => id !== null && (HUMAN_IDS as readonly string[]).includes(id);
const caged = (s: GameState, being: string, stowed?: boolean): number => (s.surface?.caged ?? []).filter((c) => c.being === being && (stowed === undefined || !!c.stowed === stowed)).length;
const folderParam = (m: Message): FolderId | null => {
  const p = m.params?.['folder'];
  return typeof p === 'object' && p !== null && 'text' in p ? (p.text.replace('folder.', '') as FolderId) : null;
};

/** Texts that say a human died in this step. */
const DEATHS: ReadonlySet<string> = new Set(['msg.hit.death', 'msg.hit.suitDeath', 'note.suitDeath', 'note.accidentDeath', 'note.sickDied', 'note.infectionDeath', 'note.infectionAlone', 'note.infectionCuredDied', 'note.brainDamageKills', 'note.surpriseKill', 'msg.suitOffDeath']);

/** Texts saying the whole field party is gone (its hits then go to nobody). */
const PARTY_GONE: ReadonlySet<string> = new Set(['msg.partyLost', 'msg.partyLostUnits', 'msg.partyLostResources', 'msg.partyLostNothing', 'msg.shuttleReturnedAlone', 'msg.shuttleReturnedEmpty', 'msg.nobodyLeftWreck']);

/** Texts of harm to the whole party that may follow a human's own in the same step and change his wounds or his life. */
const LATER_HARM: ReadonlySet<string> = new Set(['note.suitsHit', ...PARTY_GONE]);

/** VP reasons whose amount the step's own message names instead of a note (rules/vp.ts, `told`). */
const TOLD: ReadonlySet<VpReason> = new Set<VpReason>(['research', 'return', 'terrainBonus', 'shuttleLost', 'unitLost']);

/** The ledger's change of each reason in the step. */
function ledgerChange(before: GameState, after: GameState): Map<string, number> {
  const out = new Map<string, number>();
  for (const e of after.ledger) out.set(e.reason, (out.get(e.reason) ?? 0) + e.amount);
  for (const e of before.ledger) out.set(e.reason, (out.get(e.reason) ?? 0) - e.amount);
  for (const [k, v] of out) if (v === 0) out.delete(k);
  return out;
}

/** A PZ note's amount is its reason's change in the ledger, and no PZ change goes untold. */
function vpFault(before: GameState, after: GameState, texts: readonly Message[]): string | null {
  if (after.ledger === before.ledger) return null;
  const change = ledgerChange(before, after);
  const noted = new Map<string, number>();
  for (const m of texts) {
    if (!m.key.startsWith('vp.')) continue;
    // the overtime given back whole has a text of its own: its reason is the overtime's
    const reason = m.key === 'vp.overtimeWithin' ? 'overtime' : m.key.slice(3);
    noted.set(reason, (noted.get(reason) ?? 0) + (amountOf(m) ?? NaN));
  }
  // a reason the message also names may add its told amount to a note's (equipment left at a wreck and a unit lost on the way)
  for (const [reason, n] of noted) if (!TOLD.has(reason as VpReason) && (change.get(reason) ?? 0) !== n) return `vp.${reason} says ${n} PZ, the ledger changed by ${change.get(reason) ?? 0}`;
  for (const [reason, n] of change) if (!noted.has(reason) && !TOLD.has(reason as VpReason)) return `${n} PZ for ${reason} with no note`;
  return null;
}

/** One text's claim about the state after the step; null when it holds or claims nothing checked here. */
function claimFault(m: Message, before: GameState, after: GameState, texts: readonly Message[]): string | null {
  const unit = unitOf(m);
  if (DEATHS.has(m.key)) return isHuman(unit) && human(after, unit)?.alive ? `${m.key}: ${unit} is alive` : null;
  switch (m.key) {
    case 'msg.hit.wound': {
      const h = isHuman(unit) ? human(after, unit) : undefined;
      if (!h?.alive) return `${m.key}: ${String(unit)} is not alive`;
      return h.wounds !== numberOf(m, 'wounds') ? `${m.key}: says ${String(numberOf(m, 'wounds'))} wounds, ${unit} has ${h.wounds}` : null;
    }
    case 'note.suitWounds': {
      const h = isHuman(unit) ? human(after, unit) : undefined;
      // a later text of the same step may wound or kill him again (an accident, the infection)
      const later = texts.slice(texts.indexOf(m) + 1).some((x) => unitOf(x) === unit || LATER_HARM.has(x.key));
      if (later) return null;
      if (!h?.alive) return `${m.key}: ${String(unit)} is not alive`;
      return h.wounds !== numberOf(m, 'wounds') ? `${m.key}: says ${String(numberOf(m, 'wounds'))} wounds, ${unit} has ${h.wounds}` : null;
    }
    case 'note.illRecovered':
      return isHuman(unit) && human(after, unit)?.ill ? `${m.key}: ${unit} is still ill` : null;
    case 'note.infectionIll': {
      const dies = texts.some((x) => DEATHS.has(x.key) && unitOf(x) === unit);
      const h = isHuman(unit) ? human(after, unit) : undefined;
      return !dies && !(h?.alive && h.ill) ? `${m.key}: ${String(unit)} is not alive and ill` : null;
    }
    case 'msg.resourcesLoaded':
      return numberOf(m, 'count') !== tableResources(after) ? `${m.key}: says ${String(numberOf(m, 'count'))}, the table holds ${tableResources(after)}` : null;
    case 'msg.resourcesMovedTo': {
      const id = folderParam(m);
      const gained = id ? folderOf(after, id).resources - folderOf(before, id).resources : NaN;
      return gained !== numberOf(m, 'count') ? `${m.key}: says ${String(numberOf(m, 'count'))} moved to ${String(id)}, it gained ${gained}` : null;
    }
    case 'msg.movedTo': {
      const id = folderParam(m);
      const f = id ? folderOf(after, id) : undefined;
      const there = !!f && !!unit && (isHuman(unit) ? f.crew.some((p) => p.id === unit) : (f.units[unit as keyof typeof f.units]?.count ?? 0) > 0);
      return there ? null : `${m.key}: ${String(unit)} is not in ${String(id)}`;
    }
    case 'msg.hit.resources': {
      const lost = tableResources(before) - tableResources(after);
      return lost !== numberOf(m, 'count') ? `${m.key}: says ${String(numberOf(m, 'count'))} lost, the table lost ${lost}` : null;
    }
    case 'note.resourcesUsed': {
      const used = tableResources(before) - tableResources(after);
      return used < (numberOf(m, 'count') ?? Infinity) ? `${m.key}: says ${String(numberOf(m, 'count'))} used, the table lost ${used}` : null;
    }
    case 'vp.overtime': {
      // R-SCORE-25: the months beyond the plan it names are the calendar's, and their 5 VP each the total
      const over = after.month - after.planMonths;
      const total = amountOf(m, 'total');
      return numberOf(m, 'months') !== over || total !== -5 * over ? `${m.key}: says ${String(numberOf(m, 'months'))} months (${total} PZ), the voyage is ${over} beyond its plan` : null;
    }
    case 'vp.overtimeWithin':
      return after.month > after.planMonths ? `${m.key}: month ${after.month} is beyond the plan of ${after.planMonths}` : null;
    case 'note.monthsOnPlanet': {
      const months = after.month - before.month;
      return months !== numberOf(m, 'count') ? `${m.key}: says ${String(numberOf(m, 'count'))} months, the calendar moved ${months}` : null;
    }
    case 'note.cagedToShuttle':
    case 'note.cagedToShuttleMany': {
      const being = beingOf(m) ?? '';
      const want = m.key === 'note.cagedToShuttle' ? 1 : (numberOf(m, 'count') ?? NaN);
      const moved = caged(after, being, true) - caged(before, being, true);
      return moved !== want ? `${m.key}: says ${want}× ${being} into the shuttle, ${moved} went` : null;
    }
    case 'note.cageAbandoned':
    case 'note.cageLost':
    case 'msg.course.released': {
      const being = beingOf(m) ?? '';
      return caged(after, being) >= caged(before, being) ? `${m.key}: ${being} is still caged as often as before` : null;
    }
    case 'msg.course.captured':
    case 'msg.course.capturedFree':
    case 'msg.course.luredCage': {
      const being = beingOf(m) ?? '';
      // a cage the same step loses again says so in a note of its own
      const lost = texts.some((x) => (x.key === 'note.cageLost' || x.key === 'note.cageAbandoned') && beingOf(x) === being);
      return !lost && caged(after, being) <= caged(before, being) ? `${m.key}: no ${being} was caged` : null;
    }
    case 'msg.hit.damaged':
    case 'msg.hit.destroyed': {
      const damaged = m.key === 'msg.hit.damaged';
      const was = unitTotal(before, unit, damaged);
      const is = unitTotal(after, unit, damaged);
      return damaged ? (is > was ? null : `${m.key}: no ${String(unit)} more was damaged`) : is < was ? null : `${m.key}: no ${String(unit)} was lost`;
    }
    case 'msg.hit.suitDamaged':
    case 'msg.hit.suitDestroyed': {
      const suit = wornSuit(after, unit);
      if (m.key === 'msg.hit.suitDamaged') return suit?.damaged ? null : `${m.key}: ${String(unit)} wears no damaged suit`;
      return suit ? `${m.key}: ${String(unit)} still wears a suit` : null;
    }
    case 'msg.researched':
    case 'msg.researchedVp': {
      const vp = ledgerChange(before, after).get('research') ?? 0;
      if (vp !== (numberOf(m, 'vp') ?? NaN)) return `${m.key}: says ${String(numberOf(m, 'vp'))} PZ for the terrain, the ledger's research changed by ${vp}`;
      return hoursFault(m, before, after);
    }
    case 'note.delivered': {
      const came = after.aboard.length - before.aboard.length;
      return came < (numberOf(m, 'count') ?? Infinity) ? `${m.key}: says ${String(numberOf(m, 'count'))} delivered, ${came} came aboard` : null;
    }
    case 'msg.loaded':
      return unit && (isHuman(unit) ? after.bay.crew.some((p) => p.id === unit) : (after.bay.units[unit as keyof typeof after.bay.units]?.count ?? 0) > (before.bay.units[unit as keyof typeof before.bay.units]?.count ?? 0)) ? null : `${m.key}: ${String(unit)} did not come into the shuttle`;
    case 'msg.marched':
    case 'msg.circled':
    case 'msg.circledClipped':
    case 'msg.dived':
    case 'msg.surfaced':
    case 'msg.enteredCave':
    case 'msg.leftCave':
      return hoursFault(m, before, after);
    case 'note.seismic':
    case 'note.scatter':
    case 'note.fall':
    case 'note.lava':
    case 'note.roverCrash': {
      // nobody left to take them: the party's loss says they are lost
      const queued = pendingHits(after) - pendingHits(before) + hitsLost(texts);
      return queued < (numberOf(m, 'count') ?? Infinity) ? `${m.key}: says ${String(numberOf(m, 'count'))} hits to give out, ${queued} were queued` : null;
    }
    case 'note.stunnerLost': {
      const lost = unitTotal(before, 'stunner', false) - unitTotal(after, 'stunner', false);
      return lost !== numberOf(m, 'count') ? `${m.key}: says ${String(numberOf(m, 'count'))}, ${lost} Stunners were lost` : null;
    }
    case 'info.stock': {
      const st = after.stock[unit as keyof GameState['stock']];
      return st && (st.count !== numberOf(m, 'count') || st.damaged !== numberOf(m, 'damaged')) ? `${m.key}: says ${String(numberOf(m, 'count'))} aboard and ${String(numberOf(m, 'damaged'))} damaged, the starship has ${st.count} and ${st.damaged}` : null;
    }
    case 'msg.unloaded':
      return unit && (isHuman(unit) ? after.bay.crew.some((p) => p.id === unit) : (after.stock[unit as keyof GameState['stock']]?.count ?? 0) <= (before.stock[unit as keyof GameState['stock']]?.count ?? 0)) ? `${m.key}: ${unit} did not go back to the starship` : null;
    case 'msg.suitOn':
    case 'msg.suitTakenOff': {
      const worn = wornSuit(after, unit);
      return (m.key === 'msg.suitOn') === !worn ? `${m.key}: ${String(unit)} ${worn ? 'still wears' : 'wears no'} suit` : null;
    }
    case 'msg.course.escaped':
    case 'msg.repairFailed':
    case 'msg.healFailed':
      return hoursFault(m, before, after);
    case 'msg.onboardDone':
    case 'msg.onboardDoneRepaired':
    case 'msg.onboardDoneHealed':
    case 'msg.onboardDoneNothing': {
      const healed = before.crew.reduce((n, h) => n + h.wounds, 0) - after.crew.reduce((n, h) => n + h.wounds, 0);
      const repaired = Object.values(before.stock).reduce((n, st) => n + st.damaged, 0) - Object.values(after.stock).reduce((n, st) => n + st.damaged, 0);
      if (healed !== numberOf(m, 'healed') || repaired !== numberOf(m, 'repaired')) return `${m.key}: says ${String(numberOf(m, 'repaired'))} repaired and ${String(numberOf(m, 'healed'))} healed, the step repaired ${repaired} and healed ${healed}`;
      return calendarFault(m, after);
    }
    case 'note.starved':
    case 'note.clash':
    case 'msg.accidentMild': {
      const said = numberOf(m, m.key === 'note.clash' ? 'hits' : 'count') ?? Infinity;
      const queued = pendingHits(after) - pendingHits(before) + hitsLost(texts);
      return queued < said ? `${m.key}: says ${said} hits, ${queued} were queued` : null;
    }
    case 'msg.flying':
    case 'msg.arrived':
    case 'msg.endWon':
    case 'msg.endLost':
      return calendarFault(m, after);
    case 'msg.confirmEarth':
    case 'msg.confirmEarthPlanets':
    case 'msg.confirmEarthMonths': {
      // the flight home itself takes a month
      const planets = Math.max(0, VOYAGE_PLANS[after.length].planets - after.visited.length);
      const months = Math.max(0, after.planMonths - (after.month + 1));
      return numberOf(m, 'planets') !== planets || numberOf(m, 'months') !== months ? `${m.key}: says ${String(numberOf(m, 'planets'))} planets and ${String(numberOf(m, 'months'))} months left, the plan leaves ${planets} and ${months}` : null;
    }
    case 'msg.liftedOffBonus':
    case 'msg.liftedOffWreck': {
      const bonus = ledgerChange(before, after).get('terrainBonus') ?? 0;
      return bonus !== numberOf(m, 'vp') ? `${m.key}: says ${String(numberOf(m, 'vp'))} PZ for the terrain types, the ledger's bonus changed by ${bonus}` : null;
    }
    case 'msg.accidentHits':
    case 'msg.course.rampage':
    case 'msg.course.hunted': {
      const queued = pendingHits(after) - pendingHits(before) + hitsLost(texts);
      return queued < (numberOf(m, 'count') ?? Infinity) ? `${m.key}: says ${String(numberOf(m, 'count'))} to give out, ${queued} were queued` : null;
    }
    case 'note.robotCorroded':
    case 'note.robotDissolved':
      return robotAtmosphereFault(m, before, after, texts);
    case 'note.accidentDamaged':
    case 'note.accidentDestroyed': {
      // another text of the step about the same unit (a hit, the atmosphere) may change it again
      if (texts.some((x) => x !== m && unitOf(x) === unit) || texts.some((x) => PARTY_GONE.has(x.key))) return null;
      const damaged = m.key === 'note.accidentDamaged';
      const change = unitTotal(after, unit, damaged) - unitTotal(before, unit, damaged);
      return change !== (damaged ? 1 : -1) ? `${m.key}: ${String(unit)}'s ${damaged ? 'damaged' : 'units'} changed by ${change}` : null;
    }
    case 'note.accidentWounds': {
      const h = isHuman(unit) ? human(after, unit) : undefined;
      const later = texts.slice(texts.indexOf(m) + 1).some((x) => unitOf(x) === unit || LATER_HARM.has(x.key));
      const earlier = texts.slice(0, texts.indexOf(m)).some((x) => unitOf(x) === unit);
      if (later || earlier) return null;
      if (!h?.alive) return `${m.key}: ${String(unit)} is not alive`;
      const gained = h.wounds - human(before, unit as HumanId)!.wounds;
      return gained !== numberOf(m, 'count') ? `${m.key}: says ${String(numberOf(m, 'count'))} wounds, ${String(unit)} gained ${gained}` : null;
    }
    case 'msg.hit.artifact': {
      const being = beingOf(m) ?? '';
      return caged(after, being) >= caged(before, being) ? `${m.key}: ${being} is still there as often as before` : null;
    }
    case 'note.shuttleWrecked': {
      if (texts.some((x) => PARTY_GONE.has(x.key))) return null;
      const vp = ledgerChange(before, after).get('shuttleLost') ?? 0;
      if (vp !== numberOf(m, 'vp')) return `${m.key}: says ${String(numberOf(m, 'vp'))} PZ, the ledger's shuttleLost changed by ${vp}`;
      return after.phase === 'surface' && !after.surface?.wreck ? `${m.key}: the shuttle is whole` : null;
    }
    case 'msg.suitOffKept':
    case 'msg.suitOffDestroyed': {
      const worn = wornSuit(after, unit);
      if (worn) return `${m.key}: ${String(unit)} still wears a suit`;
      const heavy = (st: GameState) => tableFolderList(st).reduce((n, f) => n + (f.units.heavySuit?.count ?? 0), 0);
      const kept = heavy(after) - heavy(before);
      return kept !== (m.key === 'msg.suitOffKept' ? 1 : 0) ? `${m.key}: the table's heavy suits changed by ${kept}` : null;
    }
    case 'msg.repaired':
      return hoursFault(m, before, after) ?? repairedFault(m, before, after, texts);
    case 'msg.healed': {
      const hours = hoursFault(m, before, after);
      if (hours) return hours;
      // the hours of the healing may wound him again (an accident, a hunt): only a healing told alone is counted
      if (texts.length > 1 && texts.some((x) => x !== m && (unitOf(x) === unit || LATER_HARM.has(x.key) || x.key.startsWith('msg.course.') || x.key === 'note.met'))) return null;
      const h = isHuman(unit) ? human(after, unit) : undefined;
      if (!h?.alive) return `${m.key}: ${String(unit)} is not alive`;
      const healed = human(before, unit as HumanId)!.wounds - h.wounds;
      return healed !== 1 ? `${m.key}: one wound said healed, ${String(unit)} lost ${healed}` : null;
    }
    case 'note.infectionCured': {
      if (texts.some((x) => x !== m && (unitOf(x) === unit || LATER_HARM.has(x.key)))) return null;
      const h = isHuman(unit) ? human(after, unit) : undefined;
      if (!h?.alive || h.ill) return `${m.key}: ${String(unit)} is not alive and well`;
      const gained = h.wounds - human(before, unit as HumanId)!.wounds;
      return gained !== numberOf(m, 'count') ? `${m.key}: says ${String(numberOf(m, 'count'))} wounds, ${String(unit)} gained ${gained}` : null;
    }
    case 'note.brainDamage': {
      const h = isHuman(unit) ? human(after, unit) : undefined;
      return (h?.impaired ?? 0) > (human(before, unit as HumanId)?.impaired ?? 0) ? null : `${m.key}: ${String(unit)} suffered no brain damage`;
    }
    case 'note.atmosphereActive':
    case 'note.atmosphereStronger': {
      // the last onset of the step gives the count the planet's atmosphere now has
      const last = [...texts].reverse().find((x) => x.key === 'note.atmosphereActive' || x.key === 'note.atmosphereStronger');
      if (last !== m || !after.surface) return null;
      const said = m.key === 'note.atmosphereActive' ? 1 : numberOf(m, 'count');
      return said !== after.surface.activeAtmosphere ? `${m.key}: says ${String(said)} onsets, the atmosphere has ${after.surface.activeAtmosphere}` : null;
    }
    case 'note.abandonedLost':
    case 'note.abandonedLostUnits':
    case 'note.abandonedLostResources': {
      // what lay in PORZUCONE when the party left the field
      const f = before.party.abandoned;
      const units = Object.values(f.units).reduce((n, st) => n + (st?.count ?? 0), 0);
      const saidUnits = numberOf(m, 'units') ?? 0;
      const saidResources = numberOf(m, 'resources') ?? 0;
      return saidUnits !== units || saidResources !== f.resources ? `${m.key}: says ${saidUnits} units and ${saidResources} resources lost, PORZUCONE held ${units} and ${f.resources}` : null;
    }
    case 'msg.artifactTaken':
    case 'msg.artifactPutAway': {
      const being = beingOf(m) ?? '';
      const stowed = caged(after, being, true) - caged(before, being, true);
      return stowed !== (m.key === 'msg.artifactPutAway' ? 1 : -1) ? `${m.key}: ${being} in the shuttle changed by ${stowed}` : null;
    }
    case 'msg.course.special':
    case 'msg.course.irritated':
    case 'msg.course.lureAttack':
    case 'msg.course.talkAttack':
    case 'msg.course.attacks':
    case 'msg.course.noFight':
    case 'msg.course.caughtClash':
    case 'msg.course.overtaken':
    case 'msg.course.fight':
    case 'msg.course.surprise':
    case 'note.surprised':
    case 'note.aliensDecide':
    case 'note.met': {
      // the being a meeting's text names is the one met (in this step, or before it); a party lost in the same step took the meeting with it
      if (!after.surface) return null;
      const met = [before.surface?.encounter?.being, after.surface?.encounter?.being];
      return met.includes(beingOf(m) ?? '') ? null : `${m.key} names ${String(beingOf(m))}, the meeting is with ${met.filter(Boolean).join(' / ') || 'nobody'}`;
    }
    case 'note.studiedAboard': {
      // R-SHIP-08: the series studies the creatures already aboard: their determined indicators grow by the count
      const more = known(after.aboard) - known(before.aboard);
      return after.aboard.length !== before.aboard.length || more === numberOf(m, 'count') ? null : `${m.key}: says ${String(numberOf(m, 'count'))} indicators determined, ${more} were`;
    }
    case 'note.studied': {
      // R-SHIP-07: at the lift-off the Scientist studies the creatures aboard, those just delivered with what was known of them on the planet
      const caged = before.surface?.caged ?? [];
      if (after.aboard.length - before.aboard.length !== caged.length) return null;
      const more = known(after.aboard) - known(before.aboard) - known(caged);
      return more === numberOf(m, 'count') ? null : `${m.key}: says ${String(numberOf(m, 'count'))} indicators determined, ${more} were`;
    }
    case 'note.campaignNext': {
      // issue 14 point 6: the voyage that follows this one, of the campaign's plan
      const c = after.campaign;
      if (!c) return `${m.key} outside a campaign`;
      const plan = CAMPAIGNS[c.id];
      const part = c.played.length + 2;
      return numberOf(m, 'part') !== part || numberOf(m, 'total') !== plan.length || numberOf(m, 'months') !== plan[part - 1] ? `${m.key}: says voyage ${String(numberOf(m, 'part'))} of ${String(numberOf(m, 'total'))} (${String(numberOf(m, 'months'))} months), the plan has voyage ${part} of ${plan.length} (${String(plan[part - 1])} months)` : null;
    }
    case 'note.campaignWon':
    case 'note.campaignLost': {
      // the campaign's sums: every voyage's PZ against every voyage's threshold
      const c = after.campaign;
      if (!c) return `${m.key} outside a campaign`;
      const vp = c.played.reduce((n, g) => n + g.vp, after.vp);
      const need = c.played.reduce((n, g) => n + VOYAGE_PLANS[g.length].victoryVp, VOYAGE_PLANS[after.length].victoryVp);
      if (numberOf(m, 'vp') !== vp || numberOf(m, 'need') !== need) return `${m.key}: says ${String(numberOf(m, 'vp'))} PZ against ${String(numberOf(m, 'need'))}, the voyages sum to ${vp} against ${need}`;
      return (m.key === 'note.campaignWon') !== vp >= need ? `${m.key} with ${vp} PZ against ${need}` : null;
    }
    case 'msg.course.weaponPicked': {
      // R-COMBAT-02: the weapon joins the clash still to be fought (one fought out in the same step has laid its weapons down)
      const c = courseOf(after);
      return (c?.stage === 'weapons' || c?.stage === 'mode') && !c.weapons.includes(unit as keyof GameState['stock']) ? `${m.key}: ${String(unit)} is not among the clash's weapons` : null;
    }
    case 'note.infectionSuit': {
      // R-INF-13: an intact suit kept the infection out
      if (texts.some((x) => x !== m && (unitOf(x) === unit || LATER_HARM.has(x.key)))) return null;
      const h = isHuman(unit) ? human(after, unit) : undefined;
      const suit = wornSuit(after, unit);
      return h?.alive && !h.ill && suit && !suit.damaged ? null : `${m.key}: ${String(unit)} is not alive and well in an intact suit`;
    }
    case 'note.artifactWeight': {
      // R-ART-04: the find taken has the weight said (unless the party had to leave it behind at once,
      // or was lost later in the same step, the find left where it fell: R-MOVE-03)
      if (texts.some((x) => x.key === 'note.artifactLeft' || x.key === 'note.artifactLostWithParty') || !after.surface) return null;
      const was = new Set(before.surface?.caged ?? []);
      const weight = numberOf(m, 'weight');
      return after.surface.caged.some((c) => !was.has(c) && c.weight === weight) ? null : `${m.key}: no find of weight ${String(weight)} was taken`;
    }
    case 'note.artifactWeightLeft':
    case 'note.artifactWeightStowed': {
      // R-ART-06: a find too heavy for the party stays where it lay, or in the shuttle on its field
      if (!after.surface) return null;
      const was = new Set(before.surface?.caged ?? []);
      const weight = numberOf(m, 'weight');
      const stowed = after.surface.caged.some((c) => !was.has(c) && c.weight === weight && c.stowed);
      const carriedNew = after.surface.caged.some((c) => !was.has(c) && c.weight === weight && !c.stowed);
      if (m.key === 'note.artifactWeightStowed') return stowed && atShuttle(after) ? null : `${m.key}: no find of weight ${String(weight)} was stowed in the shuttle`;
      return stowed || carriedNew ? `${m.key}: the find of weight ${String(weight)} said left behind was kept` : null;
    }
    case 'note.findNeedsCage': {
      // R-ART-08: the find met would need a cage, none at hand is free, and the menu does not offer its taking
      const being = beingOf(m) ?? '';
      return noCageForFind(after, being) ? null : `${m.key}: ${being} has a free cage at hand, or needs none`;
    }
    case 'note.artifactLostWithParty': {
      // R-MOVE-03: a find the lost party carried (not one stowed in the shuttle) stays where it fell;
      // it may have been taken in the same step, by the being's own course, before the party fell
      const being = beingOf(m);
      const carried = (before.surface?.caged ?? []).filter((c) => c.being === being && !c.stowed);
      const left = after.surface?.caged ?? [];
      const takenNow = texts.some((x) => x.key.startsWith(`course.${String(being)}.`)) && texts.some((x) => x.key === 'note.artifactWeight');
      const lost = carried.some((c) => !left.includes(c)) || (takenNow && !left.some((c) => c.being === being && !c.stowed));
      return lost ? null : `${m.key}: ${String(being)} was not carried by the party, or is still with it`;
    }
    default:
      // a meeting left waiting for a strategy is over when the whole party is lost in the same step
      return texts.some((x) => PARTY_GONE.has(x.key)) ? null : courseFault(m, after);
  }
}

/** Texts after which the meeting is over, and those that leave it waiting for a strategy or for the caught creature's fate. */
const MEETING_OVER: ReadonlySet<string> = new Set(['msg.course.gotAway', 'msg.course.talks', 'msg.course.enthusiasm', 'msg.course.fled', 'msg.course.noInterest', 'msg.course.escaped', 'msg.course.letGo', 'msg.course.killed', 'msg.course.killedFree', 'msg.course.captured', 'msg.course.capturedFree', 'msg.course.luredCage', 'msg.course.luredTrap', 'msg.course.rampage']);
const STAGE: Readonly<Record<string, string>> = { 'msg.course.choose': 'choose', 'msg.course.captureFailed': 'choose', 'msg.course.killFailed': 'choose', 'msg.course.talksFailed': 'choose', 'msg.course.caught': 'caught' };

/** A meeting's text: over when it says so, waiting at the stage it asks for, and with the being it names. */
function courseFault(m: Message, after: GameState): string | null {
  if (!m.key.startsWith('msg.course.') || after.phase !== 'surface') return null;
  const c = courseOf(after);
  if (MEETING_OVER.has(m.key)) return c ? `${m.key}: the meeting goes on (${c.stage})` : null;
  const stage = STAGE[m.key];
  if (!stage) return null;
  if (c?.stage !== stage) return `${m.key}: the meeting is at ${c?.stage ?? 'its end'}, not ${stage}`;
  const met = after.surface?.encounter?.being;
  return beingOf(m) !== met ? `${m.key} names ${String(beingOf(m))}, the meeting is with ${String(met)}` : null;
}

/** The month, the plan, the planet and the PZ a text of the voyage gives are the state's. */
function calendarFault(m: Message, after: GameState): string | null {
  const want: Record<string, number | string | undefined> = { month: after.month, plan: after.planMonths, vp: after.vp, planets: after.visited.length, need: VOYAGE_PLANS[after.length].victoryVp };
  for (const [name, value] of Object.entries(want)) {
    const said = m.params?.[name];
    if (said !== undefined && said !== value) return `${m.key}: says ${name} ${String(said)}, the state has ${String(value)}`;
  }
  const planet = m.params?.['planet'];
  if (typeof planet === 'object' && planet !== null && 'planet' in planet && planet.planet !== after.orbit?.planet) return `${m.key}: names ${planet.planet}, the orbit is ${String(after.orbit?.planet)}`;
  if (m.key === 'msg.endWon' && after.vp < VOYAGE_PLANS[after.length].victoryVp) return `${m.key} with ${after.vp} PZ`;
  if (m.key === 'msg.endLost' && after.vp >= VOYAGE_PLANS[after.length].victoryVp) return `${m.key} with ${after.vp} PZ`;
  return null;
}

/** The hours a text says an activity took are the hours that passed on the planet. */
function hoursFault(m: Message, before: GameState, after: GameState): string | null {
  if (!before.surface || !after.surface) return null;
  const passed = after.surface.hours - before.surface.hours;
  const said = numberOf(m, 'hours');
  return said === null || Math.abs(passed - said) > 1e-9 ? `${m.key}: says ${String(said)} h, ${passed} h passed` : null;
}

/**
 * R-ACC-19: the atmosphere's notes of one robot type over the step's hours add up to what became of
 * it: the dissolved ones are gone, the corroded ones (less those dissolved later) are damaged.
 * Checked once, at the type's first note, and only when no other text of the step names the type.
 */
function robotAtmosphereFault(m: Message, before: GameState, after: GameState, texts: readonly Message[]): string | null {
  const unit = unitOf(m);
  const own = texts.filter((x) => unitOf(x) === unit);
  if (own[0] !== m || own.some((x) => x.key !== 'note.robotCorroded' && x.key !== 'note.robotDissolved') || texts.some((x) => PARTY_GONE.has(x.key))) return null;
  const sum = (key: string) => own.reduce((n, x) => n + (x.key === key ? (numberOf(x, 'count') ?? NaN) : 0), 0);
  const dissolved = sum('note.robotDissolved');
  const corroded = sum('note.robotCorroded');
  const lost = unitTotal(before, unit, false) - unitTotal(after, unit, false);
  const damaged = unitTotal(after, unit, true) - unitTotal(before, unit, true);
  if (lost !== dissolved) return `${m.key}: the notes say ${dissolved} ${String(unit)} dissolved, ${lost} were lost`;
  return damaged !== corroded - dissolved ? `${m.key}: the notes say ${corroded} ${String(unit)} corroded and ${dissolved} dissolved, the damaged ones changed by ${damaged}` : null;
}

/**
 * R-REPAIR-01..02: a unit said repaired has one damage fewer; a suit, one wearer fewer in a damaged
 * one of its kind, or one damaged loose suit of its kind fewer. Counted only when the repair is the step's only text (its hours may harm again).
 */
function repairedFault(m: Message, before: GameState, after: GameState, texts: readonly Message[]): string | null {
  if (texts.length > 1) return null;
  const unit = unitOf(m);
  const suit = unit === 'suit' || unit === 'heavySuit';
  const wearers = (s: GameState) => allTableCrew(s).filter((p) => p.suit?.kind === unit && p.suit.damaged).length;
  // a suit is repaired on its wearer or loose in a folder
  const fixed = (suit ? wearers(before) - wearers(after) : 0) + unitTotal(before, unit, true) - unitTotal(after, unit, true);
  return fixed !== 1 ? `${m.key}: one ${String(unit)} said repaired, ${fixed} were` : null;
}

/** How many indicators of these specimens are determined. */
const known = (specimens: GameState['aboard']): number => specimens.reduce((n, sp) => n + Object.values(sp.indicators).filter((v) => v !== undefined).length, 0);

/** Hits the step said nobody could take (their batch was dropped). */
const hitsLost = (texts: readonly Message[]): number => texts.reduce((n, x) => n + (x.key === 'note.hitsLost' ? (numberOf(x, 'count') ?? 0) : 0), 0);

/** Units of a type in the table and aboard: all of them, or the damaged ones (a damaged one hit again is lost). */
function unitTotal(s: GameState, unit: string | null, damaged: boolean): number {
  const id = unit as keyof GameState['stock'];
  const held = tableFolderList(s).reduce((n, f) => n + ((damaged ? f.units[id]?.damaged : f.units[id]?.count) ?? 0), 0);
  return held + ((damaged ? s.stock[id]?.damaged : s.stock[id]?.count) ?? 0);
}

/** What the hint says of the state as it stands (also a hint left standing from an earlier step). */
export function hintFault(s: GameState): string | null {
  const h = s.hint;
  if (!h) return null;
  const sf = s.phase === 'surface' ? s.surface : null;
  const planetsLeft = VOYAGE_PLANS[s.length].planets - s.visited.length;
  switch (h.key) {
    case 'hint.shuttlesLeft':
      return numberOf(h, 'count') !== s.shuttles ? `${h.key} says ${String(numberOf(h, 'count'))}, ${s.shuttles} are left` : null;
    case 'hint.noShuttleLeft':
      return s.shuttles > 0 ? `${h.key} with ${s.shuttles} left` : null;
    case 'hint.afterPlanet':
      return numberOf(h, 'left') !== planetsLeft ? `${h.key} says ${String(numberOf(h, 'left'))} planets left, the plan leaves ${planetsLeft}` : null;
    case 'hint.allVisited':
      return planetsLeft > 0 ? `${h.key} with ${planetsLeft} planets left` : null;
    case 'hint.atShuttle':
      return sf && !atShuttle(s) ? `${h.key} away from the shuttle` : null;
    case 'hint.marchMode':
    case 'hint.researchMode': {
      const mode = h.key === 'hint.marchMode' ? 'march' : 'research';
      return sf && sf.moveMode !== mode ? `${h.key} in ${sf.moveMode} mode` : null;
    }
    case 'hint.threat':
      return sf && sf.shuttleThreats === 0 ? `${h.key} with no threat to the shuttle` : null;
    case 'hint.wreck':
      return sf && !sf.wreck ? `${h.key} with the shuttle whole` : null;
    case 'hint.researchLandingField':
      return legalActions(s).some((a) => a.type === 'research') ? null : `${h.key} while the menu offers no research`;
    default:
      return null;
  }
}

/** The first claim of the step's texts that the state does not bear out, or null. */
export function claimsFault(before: GameState, after: GameState): string | null {
  const hint = hintFault(after);
  if (hint) return hint;
  // a step of this game adds one line to its journal; a new game's texts tell of no change of the last
  if (journalLines(after.journal).length !== journalLines(before.journal).length + 1) return null;
  const texts = said(after, before);
  if (texts.length === 0) return null;
  const vp = vpFault(before, after, texts);
  if (vp) return vp;
  for (const m of texts) {
    const fault = claimFault(m, before, after, texts);
    if (fault) return fault;
  }
  return untoldDeath(before, after, texts);
}

/** A human who died in the step is named by a text of his death, or the text tells that the whole party was lost. */
function untoldDeath(before: GameState, after: GameState, texts: readonly Message[]): string | null {
  if (texts.some((m) => LATER_HARM.has(m.key))) return null;
  for (const h of after.crew) {
    if (h.alive || !before.crew.find((x) => x.id === h.id)?.alive) continue;
    if (!texts.some((m) => DEATHS.has(m.key) && unitOf(m) === h.id)) return `${h.id} died with no word of it`;
  }
  return null;
}

/**
 * The advisor's sentence names what its action does: the unit it names is the action's unit, and
 * the amount it types is the amount in its sentence.
 */
export function adviceFault(action: Action, reason: Message): string | null {
  const named = unitOf(reason);
  const acted = 'unit' in action ? action.unit : null;
  if (named && acted && named !== acted && !ADVICE_OTHER_UNIT.has(reason.key)) return `${reason.key} names ${named}, the action is for ${acted}`;
  if (action.type === 'setInput' && reason.key === 'bot.typeResources' && numberOf(reason, 'count') !== action.raw) return `${reason.key} says ${String(numberOf(reason, 'count'))}, ${String(action.raw)} is typed`;
  return null;
}

/** Advice whose {unit} is another than the action's (none yet: each such key is listed here with why). */
const ADVICE_OTHER_UNIT: ReadonlySet<string> = new Set<string>([]);

/** The amounts of resources the advisor's sentence promises, against what its action moved (checked after the step). */
export function adviceOutcomeFault(before: GameState, reason: Message, after: GameState): string | null {
  const count = numberOf(reason, 'count');
  const inParty = (st: GameState) => st.party.expedition.resources + st.party.carried.resources;
  const moved: Partial<Record<string, number>> = {
    'bot.downResources': inParty(after) - inParty(before),
    'bot.reclaimResources': before.party.abandoned.resources - after.party.abandoned.resources,
  };
  // the resources' sentences of the loading (GRAVITY_ASK) all add to the table
  const did = reason.key in GRAVITY_ASK ? tableResources(after) - tableResources(before) : moved[reason.key];
  if (did !== undefined && did !== count) return `${reason.key} says ${String(count)} resources, the step moved ${did}`;
  return gravityAskFault(before, reason, after) ?? liftOffFault(before, reason) ?? abandonedFault(before, reason, after);
}

/**
 * The advice warns of what lies in PORZUCONE exactly when its step loses it (R-MOVE-19, R-MOVE-26),
 * with the counts the step's own note gives.
 */
function abandonedFault(before: GameState, reason: Message, after: GameState): string | null {
  const warned = reason.notes?.find((n) => n.key.startsWith('bot.note.abandonedLost'));
  // a step that says nothing new (a typed amount) leaves the last step's message in place
  const lost = after.message === before.message ? undefined : after.message.notes?.find((n) => n.key.startsWith('note.abandonedLost'));
  if (!warned && !lost) return null;
  if (!warned) return `${reason.key}: the step lost what lay in PORZUCONE (${lost!.key}), the advice did not warn of it`;
  if (!lost) return `${reason.key} warns that PORZUCONE will be lost, the step lost nothing`;
  const counts = (m: Message) => `${String(numberOf(m, 'units'))}/${String(numberOf(m, 'resources'))}`;
  return warned.key.slice('bot.'.length) === lost.key && counts(warned) === counts(lost) ? null : `${warned.key} ${counts(warned)}, the step's ${lost.key} ${counts(lost)}`;
}

/**
 * The lift-off's reason is the state's: a wrecked or threatened shuttle, a human one wound from death
 * (named), an infection risk past 100 points without the Doctor and a Medkit in hand; the general
 * reason (resources or time) only where none of those holds, as each has its own sentence.
 */
function liftOffFault(before: GameState, reason: Message): string | null {
  if (!reason.key.startsWith('bot.liftOff') || !before.surface) return null;
  const sf = before.surface;
  const nearDeath = before.crew.filter((h) => h.alive && h.wounds >= woundsSurvived(h) - 1 && tableCrew(before).some((p) => p.id === h.id)).map((h) => h.id);
  const infection = sf.infection >= 100 && !(livingPartyCrew(before).some((p) => p.id === 'doctor') && inHands(before, 'medkit'));
  const named = unitOf(reason);
  switch (reason.key) {
    case 'bot.liftOffWreck':
      return sf.wreck ? null : 'bot.liftOffWreck: the shuttle is not wrecked';
    case 'bot.liftOffWounded':
      return named && nearDeath.includes(named as HumanId) ? null : `bot.liftOffWounded names ${String(named)}, who is not one wound from death`;
    case 'bot.liftOffInfection':
      return infection ? null : `bot.liftOffInfection: the infection risk is ${sf.infection}, or the Doctor has a Medkit in hand`;
    case 'bot.liftOffThreat':
      return sf.shuttleThreats > 0 ? null : 'bot.liftOffThreat: no threat to the shuttle';
    case 'bot.liftOff':
      if (sf.wreck) return 'bot.liftOff: the shuttle is wrecked, which has its own sentence';
      if (sf.shuttleThreats > 0) return 'bot.liftOff: the shuttle is threatened, which has its own sentence';
      if (nearDeath.length > 0) return `bot.liftOff: ${nearDeath.join(', ')} one wound from death, which has its own sentence`;
      if (infection) return `bot.liftOff: the infection risk is ${sf.infection}, which has its own sentence`;
      return null;
    default:
      return null;
  }
}

/**
 * What the resources' sentences say of the gravity (R-LOAD-34, R-BAL-14): the amount they name is
 * the one this gravity asks, and the table then holds that much ('bot.addResources'), more
 * ('…More'), less, the shuttle being full ('…Room'), or at least that much ('…RoomMore').
 */
function gravityAskFault(before: GameState, reason: Message, after: GameState): string | null {
  const claim = GRAVITY_ASK[reason.key];
  const set = orbitSet(before);
  if (!claim || !set) return null;
  const asks = BALANCE.fillResources[set.gravity];
  const held = tableResources(after);
  const said = claim.param === null ? held : numberOf(reason, claim.param);
  if (said !== asks) return `${reason.key} says this gravity asks for ${String(said)} resources, it asks for ${asks}`;
  return claim.holds(held, asks) ? null : `${reason.key}: the table holds ${held} resources, this gravity asks for ${asks}`;
}

/** Each sentence's parameter naming what the gravity asks (null: the table then holds it), and what the table holds against it. */
const GRAVITY_ASK: Readonly<Record<string, { readonly param: string | null; readonly holds: (held: number, asks: number) => boolean }>> = {
  'bot.addResources': { param: null, holds: () => true },
  'bot.addResourcesMore': { param: 'fill', holds: (held, asks) => held > asks },
  'bot.addResourcesRoom': { param: 'want', holds: (held, asks) => held < asks },
  'bot.addResourcesRoomMore': { param: 'fill', holds: (held, asks) => held >= asks },
};

/**
 * A refusal's reason holds: a load refused for want of capacity (the party's or the shuttle's)
 * names a load above the capacity; with the state it was refused in, resources refused as too many
 * fill the table, a unit refused as not allowed has none left to take, and a human said to need a
 * suit to land has none of the kind the air asks for.
 */
export function refusalFault(m: Message, s?: GameState): string | null {
  if (m.key === 'msg.noCapacity' || m.key === 'msg.shuttleFull') {
    const weight = numberOf(m, 'weight');
    const capacity = numberOf(m, 'capacity');
    return weight === null || capacity === null || weight <= capacity ? `${m.key}: refused with ${String(weight)} against a capacity of ${String(capacity)}, which fits` : null;
  }
  if (!s) return null;
  const unit = unitOf(m);
  switch (m.key) {
    case 'msg.resourcesFull':
      return tableResources(s) < (numberOf(m, 'max') ?? 0) ? `${m.key}: the table holds ${tableResources(s)}, less than ${String(numberOf(m, 'max'))}` : null;
    case 'msg.notAllowed':
      return stillAllowed(s, unit as UnitId) > 0 ? `${m.key}: ${String(unit)} may still be taken ${stillAllowed(s, unit as UnitId)} times` : null;
    case 'msg.landNeedSuit':
    case 'msg.landNeedHeavySuit': {
      const suit = wornSuit(s, unit);
      const enough = m.key === 'msg.landNeedSuit' ? !!suit : suit?.kind === 'heavySuit';
      return enough ? `${m.key}: ${String(unit)} wears ${suit!.kind}` : null;
    }
    default:
      return null;
  }
}
