// What the heuristic player reads of a state, compared field by field (heuristic.ts onlyChanged):
// a move weighed before a switch of the move mode or a typed amount is made at once only where
// nothing else it reads changed. A loop over the keys read each field through a generic keyed load
// (some 14 µs a comparison, 1.6% of a game's time for 42 comparisons); named fields are plain loads.
import type { GameState, Surface } from '../state';

/** The fields the player never reads: the generator, the journal, the texts and the chart (the surface and the typed values are compared apart). */
export const UNREAD_FIELDS = ['rng', 'journal', 'message', 'hint', 'history', 'surface', 'inputs'] as const;

/** Every other field of the state (the compiler checks that the two lists name them all). */
export const READ_FIELDS = [
  'version', 'seed', 'length', 'month', 'planMonths', 'overtimeCharged', 'vp', 'shuttles', 'phase', 'menu', 'position', 'legStart', 'orbit', 'arriving', 'visited', 'canOnboard',
  'event', 'woundsToAssign', 'careChoice', 'hitsToAssign', 'hitRule', 'hitQueue', 'later', 'bay', 'party', 'mode', 'level', 'takeDamaged', 'dressing', 'landing', 'log', 'aboard',
  'discovered', 'crew', 'stock', 'tip', 'ledger', 'balance', 'campaign', 'worlds', 'chronicle', 'vpLog', 'hitsLost',
] as const;

/** Every field of a landing's surface but the move mode. */
export const SURFACE_FIELDS = [
  'area', 'climate', 'fog', 'absent', 'hours', 'researched', 'at', 'view', 'repeats', 'drainDebt', 'starvedDamage', 'activeAtmosphere', 'shuttleThreats', 'wreck', 'infection',
  'encounter', 'freed', 'spent', 'caged', 'patched',
] as const;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ReadFieldsComplete = [Assert<Same<(typeof READ_FIELDS)[number] | (typeof UNREAD_FIELDS)[number], keyof GameState>>, Assert<Same<(typeof SURFACE_FIELDS)[number] | 'moveMode', keyof Surface>>];

/** The two states hold the same objects in every field the player reads (each of READ_FIELDS; a test checks each one). */
export function sameReadFields(a: GameState, b: GameState): boolean {
  return (
    a.version === b.version && a.seed === b.seed && a.length === b.length && a.month === b.month && a.planMonths === b.planMonths && a.overtimeCharged === b.overtimeCharged &&
    a.vp === b.vp && a.shuttles === b.shuttles && a.phase === b.phase && a.menu === b.menu && a.position === b.position && a.legStart === b.legStart && a.orbit === b.orbit &&
    a.arriving === b.arriving && a.visited === b.visited && a.canOnboard === b.canOnboard && a.event === b.event && a.woundsToAssign === b.woundsToAssign &&
    a.careChoice === b.careChoice && a.hitsToAssign === b.hitsToAssign && a.hitRule === b.hitRule && a.hitQueue === b.hitQueue && a.later === b.later && a.bay === b.bay &&
    a.party === b.party && a.mode === b.mode && a.level === b.level && a.takeDamaged === b.takeDamaged && a.dressing === b.dressing && a.landing === b.landing &&
    a.log === b.log && a.aboard === b.aboard && a.discovered === b.discovered && a.crew === b.crew && a.stock === b.stock && a.tip === b.tip && a.ledger === b.ledger &&
    a.balance === b.balance && a.campaign === b.campaign && a.worlds === b.worlds && a.chronicle === b.chronicle && a.vpLog === b.vpLog && a.hitsLost === b.hitsLost
  );
}

/** The two surfaces hold the same objects in every field but the move mode (each of SURFACE_FIELDS; a test checks each one). */
export function sameButMoveMode(x: Surface, y: Surface): boolean {
  return (
    x.area === y.area && x.climate === y.climate && x.fog === y.fog && x.absent === y.absent && x.hours === y.hours && x.researched === y.researched && x.at === y.at &&
    x.view === y.view && x.repeats === y.repeats && x.drainDebt === y.drainDebt && x.starvedDamage === y.starvedDamage && x.activeAtmosphere === y.activeAtmosphere &&
    x.shuttleThreats === y.shuttleThreats && x.wreck === y.wreck && x.infection === y.infection && x.encounter === y.encounter && x.freed === y.freed && x.spent === y.spent &&
    x.caged === y.caged && x.patched === y.patched
  );
}
