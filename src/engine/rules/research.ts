// Research of the expedition's field and leaving the planet. Implements R-LAND-12 (the landing
// field first), R-MOVE-02, R-MOVE-05, R-MOVE-07, R-MAP-08, R-MAP-10, R-MAP-11, R-AREA-08,
// R-TERRAIN-01..06, R-TERRAIN-11..33 (hours and points of the field's features), R-TERRAIN-35..38
// (our combination: the chances add up to an expected value; its whole part is certain, the rest
// is a chance of one more VP), R-DEV-33, R-DEV-47, R-DEV-54, R-DEV-62, R-CREW-19, R-CREW-20,
// R-ROBOT-12, R-MOVE-34..36 and R-SCORE-22. Not yet: marches, resource drain, accidents and
// encounters during research (the surface rules).
import type { AreaField } from '../data/areas';
import { atShuttle, fieldAt, partyPlace, placeCode, placeKey, standingField } from './field';
import { perParts, perPartsAnd } from '../perState';
import { perFieldLayer } from './layerFeatures';
import { BASE_RESEARCH, BONUS_FIELD_FACTOR, CAVE_RESEARCH, CLIMATE_POINT, FEATURE_RESEARCH, FOG_RESEARCH_HOURS, LIQUID_RESEARCH, MIN_RESEARCH_HOURS, POINT_GRAVITY } from '../data/terrain';
import { HEAVY_SUIT_FIELD_VP_CHANCE, HOURS_SAVED, ROVER_FIELD_VP_BONUS, SCIENTIST_FIELD_VP_CHANCE } from '../data/unitRules';
import type { Dice } from '../rng';
import type { GameState, Layer, Place } from '../state';
import type { Message } from '../text';
import { emptyBay } from './loading';
import { EMPTY_FOLDER, EMPTY_PARTY, inHands, livingPartyCrew, partyFolders, tableFolderList, partyWorking, samePartyContents } from './folders';
import { tableCrew } from './loading';
import { lostFoldersVp } from './losses';
import { partyToShuttle } from './party';
import { orbitSet } from './planet';
import { addVp } from './vp';
import { deliverCaged } from './cages';
import { afterPlanetHint } from './voyage';
import { passHours } from './exposure';
import { terrainBonus } from './terrainBonus';
import { NO_ENCOUNTERS, type EncounterSource } from './encounterSeam';
import { landingFieldResearched, partyCanAct } from './firstAction';
import { isResearchable, timesResearched } from './researchMarks';
import { studyAboard } from './indicators';
import { copyState, copySurface, patchFolder, withState } from '../stateCopy';

/** The layer a field is researched at: its surface, under its liquid, or the cave under it (R-MAP-09). */
export type ResearchLevel = Layer;

/**
 * R-MAP-09, R-AREA-01, R-LAND-13: the layer of the party's own field — the cave when it is in
 * one; under the liquid when submerged, and always in an area wholly covered with liquid.
 */
export function researchLevel(s: GameState, f: AreaField): ResearchLevel {
  if (s.surface?.at.cave) return 'cave';
  if (f.base !== 'liquid') return 'surface';
  return s.level === 'underwater' || standingField(s)?.allLiquid ? 'underwater' : 'surface';
}

const hasHuman = (s: GameState, id: string) => livingPartyCrew(s).some((p) => p.id === id);

/** The research hours and points of a field's features at a level, kept: the player weighs every field next door, and each research asks again. */
const features: (f: AreaField, level: ResearchLevel) => { readonly hours: number; readonly point: number } = perFieldLayer(featuresAt);

/** The features of a field that count at a level (R-MAP-08: on a liquid field only emergent vegetation is above). */
function featuresAt(f: AreaField, level: ResearchLevel): { hours: number; point: number } {
  let hours = 0;
  let point = 0;
  const add = (h: number, p: number) => {
    hours += h;
    point += p;
  };
  if (level === 'cave') {
    // R-TERRAIN-14, R-TERRAIN-31: a cave is a field of its own, with its own alien building ('BOjask.')
    add(CAVE_RESEARCH.hours, CAVE_RESEARCH.point);
    if (f.cave?.building) add(FEATURE_RESEARCH.building.hours, FEATURE_RESEARCH.building.cave);
    return { hours, point };
  }
  if (f.base === 'liquid') {
    const l = LIQUID_RESEARCH[level];
    add(l.hours, l.point);
    if (level === 'surface') {
      if (f.emergent && f.vegetation === 'lush') add(FEATURE_RESEARCH.lush.hours, FEATURE_RESEARCH.lush.liquidSurface);
      if (f.emergent && f.vegetation === 'sparse') add(FEATURE_RESEARCH.sparse.hours, FEATURE_RESEARCH.sparse.point);
      return { hours, point };
    }
    if (f.vegetation === 'lush') add(FEATURE_RESEARCH.lush.hours, FEATURE_RESEARCH.lush.underwater);
    if (f.vegetation === 'sparse') add(FEATURE_RESEARCH.sparse.hours, FEATURE_RESEARCH.sparse.underwater);
    if (f.underwaterCliff) add(FEATURE_RESEARCH.underwaterCliff.hours, FEATURE_RESEARCH.underwaterCliff.point);
    if (f.chasm) add(FEATURE_RESEARCH.chasm.hours, FEATURE_RESEARCH.chasm.underwater);
    if (f.building) add(FEATURE_RESEARCH.building.hours, FEATURE_RESEARCH.building.underwater);
    if (f.city) add(FEATURE_RESEARCH.city.hours, FEATURE_RESEARCH.city.underwater);
    if (f.river) add(FEATURE_RESEARCH.river.hours, FEATURE_RESEARCH.river.point);
    if (f.lake) add(FEATURE_RESEARCH.lake.hours, FEATURE_RESEARCH.lake.point);
    return { hours, point };
  }
  const base = BASE_RESEARCH[f.base] ?? { hours: 0, point: 0 };
  add(base.hours, base.point);
  if (f.river) add(FEATURE_RESEARCH.river.hours, FEATURE_RESEARCH.river.point);
  if (f.lake) add(FEATURE_RESEARCH.lake.hours, FEATURE_RESEARCH.lake.point);
  if (f.vegetation === 'sparse') add(FEATURE_RESEARCH.sparse.hours, FEATURE_RESEARCH.sparse.point);
  if (f.vegetation === 'lush') add(FEATURE_RESEARCH.lush.hours, FEATURE_RESEARCH.lush.point);
  if (f.chasm) add(FEATURE_RESEARCH.chasm.hours, FEATURE_RESEARCH.chasm.point);
  if (f.building) add(FEATURE_RESEARCH.building.hours, FEATURE_RESEARCH.building.point);
  if (f.city) add(FEATURE_RESEARCH.city.hours, FEATURE_RESEARCH.city.point);
  return { hours, point };
}

/**
 * What of the party changes a research's hours and chance, read once for the party, its mode and the
 * crew: the player weighs every field next door with the same party, and each research hour asks again.
 */
const researchParty = perParts(sameResearchParty, (s: GameState) => ({
  onFoot: s.mode === 'foot',
  detector: inHands(s, 'detector'),
  climber: inHands(s, 'climber'),
  scout: hasHuman(s, 'scout'),
  rekon: partyWorking(s, 'rekonbot') > 0,
  navigator: hasHuman(s, 'navigator'),
  scientist: hasHuman(s, 'scientist'),
  // R-DEV-33 with R-DMG-12: a damaged heavy suit gives no research bonus
  heavy: livingPartyCrew(s).filter((p) => p.suit?.kind === 'heavySuit' && !p.suit.damaged).length,
}));

/** R-MOVE-05, R-MOVE-07, R-AREA-08: hours to research a field at a level. */
export function researchHours(s: GameState, f: AreaField, level: ResearchLevel): number {
  const party = researchParty(s);
  let h = features(f, level).hours;
  const onFoot = party.onFoot;
  const fog = !!s.surface?.fog && level === 'surface';
  if (fog) h += FOG_RESEARCH_HOURS - (party.detector ? HOURS_SAVED.detectorFogResearch : 0);
  if (onFoot && party.scout && party.rekon) h -= HOURS_SAVED.scoutAndRekonbotResearch;
  else if (onFoot && (party.scout || party.rekon)) h -= HOURS_SAVED.scoutOrRekonbotResearch;
  if (!onFoot && party.navigator) h -= HOURS_SAVED.navigatorRoverResearch;
  if (party.climber && level === 'surface') {
    // R-DEV-47 / R-TERRAIN-05, R-TERRAIN-27: mountains −1 h on foot, −½ h from the Rover; cliffs 13 h → 10 h (the terrain table wins over R-DEV-47's 2 h)
    if (f.base === 'mountains') h -= onFoot ? HOURS_SAVED.climberMountainResearch : HOURS_SAVED.climberMountainRoverResearch;
    if (f.base === 'cliff') h -= HOURS_SAVED.climberCliffResearch;
  }
  return Math.max(MIN_RESEARCH_HOURS, h);
}

/** R-TERRAIN-01, R-TERRAIN-35..37: the expected VP of researching a field at a level. */
export function researchChance(s: GameState, f: AreaField, level: ResearchLevel): number {
  const set = orbitSet(s);
  if (!set) return 0;
  const party = researchParty(s);
  let terrain = features(f, level).point * POINT_GRAVITY[set.gravity];
  if (s.mode === 'rover') terrain *= 1 + ROVER_FIELD_VP_BONUS[set.gravity];
  if (f.bonus) terrain *= BONUS_FIELD_FACTOR;
  let extra = 0;
  if (party.scientist) extra += SCIENTIST_FIELD_VP_CHANCE;
  extra += HEAVY_SUIT_FIELD_VP_CHANCE[Math.min(4, party.heavy)] ?? 0;
  if (level === 'surface') {
    const climate = s.surface?.climate;
    if (climate === 'desert' || climate === 'arctic') extra += CLIMATE_POINT[climate];
    if (s.surface?.fog) extra += CLIMATE_POINT.fog;
  }
  return terrain + extra;
}

export { isResearchable };

/** What researchParty reads: the mode, the crew's state and the party's humans and units (not its resources). */
function sameResearchParty(a: GameState, b: GameState): boolean {
  return a.mode === b.mode && a.crew === b.crew && samePartyContents(a.party, b.party);
}

const sameResearchParts = (a: GameState, b: GameState): boolean =>
  sameResearchParty(a, b) && a.orbit === b.orbit && a.worlds === b.worlds && a.surface?.area === b.surface?.area && a.surface?.absent === b.surface?.absent && a.surface?.fog === b.surface?.fog && a.surface?.climate === b.surface?.climate;

/**
 * The hours and the expected VP of researching a field at a layer, kept for what they read (the
 * party, its mode and crew, the landing's map, the planet, fog and climate) and the place: the
 * player weighs every field next door.
 */
export const researchField = perPartsAnd(sameResearchParts, (s: GameState, p: Place): { readonly hours: number; readonly chance: number } => {
  const f = fieldAt(s, p.row, p.col)!;
  return { hours: researchHours(s, f, p.layer), chance: researchChance(s, f, p.layer) };
}, placeCode);

/** The research of the party's own field is possible now (R-MOVE-02, R-MOVE-05; first the landing field, R-LAND-12). */
export function canResearch(s: GameState): boolean {
  const here = partyPlace(s);
  if (!here || s.phase !== 'surface' || s.menu !== 'main' || s.dressing || s.careChoice || s.hitsToAssign > 0 || !partyCanAct(s)) return false;
  return isResearchable(s, here);
}

/** R-TERRAIN-32 (½), R-TERRAIN-34: after a first research, a field with an alien building or city may be researched once more. */
export const BUILDING_REPEAT_CHANCE = [1, 2] as const;

function offersRepeat(f: AreaField, layer: Layer, dice: Dice): boolean {
  const city = f.city && layer !== 'cave';
  const building = layer === 'cave' ? !!f.cave?.building : f.building;
  // nothing that would forbid it can be found yet (no aliens or artifacts before the encounters)
  if (city) return true;
  return building && dice.int(1, BUILDING_REPEAT_CHANCE[1]) <= BUILDING_REPEAT_CHANCE[0];
}

/**
 * Research of a field the party has reached (R-MOVE-05): the entry hours and the research hours
 * pass, terrain VP are drawn, the field is marked (R-MAP-10), a repeat may be offered.
 */
export function researchAt(s: GameState, p: Place, dice: Dice, entryHours = 0, encounters: EncounterSource = NO_ENCOUNTERS): GameState {
  const f = fieldAt(s, p.row, p.col)!;
  const { hours, chance: expected } = researchField(s, p);
  const whole = Math.floor(expected);
  const vp = whole + (dice.int(1, 10_000) <= Math.round((expected - whole) * 10_000) ? 1 : 0);
  const first = timesResearched(s, p) === 0;
  // the hours pass (with the harm of damaged suits, R-DEV-17/30/31); the field is researched
  const total = entryHours + hours;
  const passed = passHours(s, total, dice, 'research', encounters);
  const k = placeKey(p);
  const repeat = first && offersRepeat(f, p.layer, dice);
  const before = passed.state.surface!;
  // copied and set by name (Object.assign and spreads are V8's slow path: docs/SPEED.md, session 33)
  const surface = copySurface(before);
  surface.researched = [...before.researched, k];
  surface.repeats = repeat ? [...before.repeats, k] : before.repeats.filter((x) => x !== k);
  const notes = repeat ? [...passed.notes, { key: 'note.repeatOffered' } as Message] : passed.notes;
  const key = vp > 0 ? 'msg.researchedVp' : 'msg.researched';
  const message: Message = notes.length ? { key, params: { hours: total, vp }, notes } : { key, params: { hours: total, vp } };
  // away from the shuttle the hint describes the board in the mode it is in (a research from the menu leaves a march mode as it was)
  const hint: Message = { key: atShuttle(s) ? 'hint.afterResearch' : s.surface!.moveMode === 'march' ? 'hint.marchMode' : 'hint.researchMode' };
  const o = copyState(addVp(passed.state, vp, 'research', true));
  o.surface = surface;
  o.message = message;
  o.hint = hint;
  return o;
}

/** Research of the field the party stands on (the centre of the movement board, or the menu). */
export function research(s: GameState, dice: Dice, encounters: EncounterSource = NO_ENCOUNTERS): GameState {
  return researchAt(s, partyPlace(s)!, dice, 0, encounters);
}

/** R-MOVE-34: the party stands on the shuttle's field (above or under the liquid, R-LAND-14) and the landing field is researched. */
export function canLiftOff(s: GameState): boolean {
  return s.phase === 'surface' && !s.dressing && s.hitsToAssign === 0 && atShuttle(s) && landingFieldResearched(s);
}

/** R-MOVE-35, R-MOVE-36, R-SCORE-22: everything goes back aboard; a happy return gives 1 VP. */
export function liftOff(s: GameState, dice: Dice): GameState {
  // R-TERRAIN-39..44: the bonus for the area's terrain types, with the Rover's smaller one if it came down
  const roverTaken = [s.bay, ...partyFolders(s), s.party.abandoned].some((f) => (f.units.rover?.count ?? 0) > 0);
  const bonus = terrainBonus(s, roverTaken);
  if (s.surface?.wreck) return wreckLiftOff(s, bonus);
  // everything on the field, in every folder, goes back aboard (the starship keeps no resource count)
  // R-CRE-17: the caged creatures come aboard first, so that the Scientist studies them too
  const delivery = deliverCaged(emptyBay(partyToShuttle(s)), dice);
  const back = delivery.state;
  const study = scientistStudy(back, dice);
  const notes: Message[] = [...(delivery.delivered > 0 ? [{ key: 'note.delivered', params: { count: delivery.delivered } } as Message] : []), ...study.notes];
  return withState(addVp(addVp(study.state, 1, 'return', true), bonus.vp, 'terrainBonus', true), {
    phase: 'space',
    canOnboard: true,
    landing: null,
    surface: null,
    message: { ...(bonus.vp > 0 ? { key: 'msg.liftedOffBonus', params: { vp: bonus.vp, types: bonus.types, total: bonus.of } } : { key: 'msg.liftedOff' }), ...(notes.length ? { notes } : {}) },
    hint: afterPlanetHint(s),
  });
}

/** R-SHIP-07: with the Scientist alive aboard, the creatures brought up are studied at once, at no cost. */
function scientistStudy(s: GameState, dice: Dice): { state: GameState; notes: Message[] } {
  if (!s.crew.some((h) => h.id === 'scientist' && h.alive)) return { state: s, notes: [] };
  const study = studyAboard(s, dice);
  return { state: study.state, notes: study.determined > 0 ? [{ key: 'note.studied', params: { count: study.determined } }] : [] };
}

/**
 * R-ACC-12, R-ACC-13 (ours): from the wreck only the living humans and the suits they wear reach
 * the starship (a happy return it is not: no +1 VP); everything else stays in the wreck, charged as
 * destroyed. The terrain bonus is earned as ever (R-TERRAIN-41).
 */
function wreckLiftOff(s: GameState, bonus: { vp: number; types: number; of: number }): GameState {
  const living = tableCrew(s).filter((p) => s.crew.find((h) => h.id === p.id)?.alive);
  const lost: GameState = withState(s, { bay: patchFolder(EMPTY_FOLDER, { crew: living }), party: EMPTY_PARTY });
  const { units, vp } = lostFoldersVp(lost, tableFolderList(s));
  const back = emptyBay(addVp(lost, vp, 'unitLost'));
  return withState(addVp(back, bonus.vp, 'terrainBonus', true), {
    phase: 'space',
    canOnboard: true,
    landing: null,
    surface: null,
    mode: 'foot',
    level: 'surface',
    message: { key: 'msg.liftedOffWreck', params: { units, vp: bonus.vp } },
    hint: afterPlanetHint(s),
  });
}
