// Moving about the area: research of the current or a neighbouring field, forced marches,
// circling, diving and surfacing, caves. Implements R-MAP-02, R-MAP-04, R-MAP-08, R-MAP-09,
// R-TERRAIN-02..33 (entry hours), R-TERRAIN-07..10, R-TERRAIN-14..18, R-AREA-08 (fog on entry),
// R-DEV-47 (the Climber on entry), R-DEV-57 (where the Rover cannot go), R-MOVE-05, R-MOVE-09,
// R-MOVE-18..20, R-MOVE-26, R-MOVE-28, R-UI-EXP-18..21 and R-LAND-14.
import type { AreaField, CavePassage } from '../data/areas';
import { baseEntry, CAVE_ENTRY, FEATURE_ENTRY, FOG_ENTRY_HOURS, MIN_CIRCLING_HOURS, VERTICAL_MOVE_HOURS } from '../data/terrain';
import { HOURS_SAVED } from '../data/unitRules';
import { DIRECTIONS, step as hexStep, type Direction } from '../geometry/starGeometry';
import type { Dice } from '../rng';
import { keptBy, perState } from '../perState';
import type { GameState, Layer, Level, Place } from '../state';
import type { Message } from '../text';
import { atShuttle, fieldAt, landingFields, mapKey, partyPlace, placeCode, surfaceAllLiquid, surfaceArea } from './field';
import { landingFieldResearched, partyCanAct } from './firstAction';
import { inHands } from './folders';
import { passHours } from './exposure';
import { dropAbandoned } from './abandon';
import { carriedWeight, partyCapacity, reorganise } from './party';
import { passengerWeight } from './stock';
import { NO_ENCOUNTERS, type EncounterSource } from './encounterSeam';
import { canResearch, isResearchable, researchAt, researchField } from './research';
import { copyState, copySurface, withState, withSurface } from '../stateCopy';

/** A button of the movement board: a direction, or the centre (the field itself). */
export type BoardButton = Direction | 'centre';

/** What a button of the movement board would do (R-UI-EXP-18, R-UI-EXP-19). */
export interface MoveOption {
  readonly to: Place;
  /** Hours of the move: entry, or entry and research, or research alone. */
  readonly hours: number;
  /** The field is researched on arrival (else it is a forced march). */
  readonly research: boolean;
  /** A change of level: '^' up (out of a cave, surfacing), 'v' down (into a cave, diving). */
  readonly mark: '^' | 'v' | null;
  /** '*': research mode, but the field is researched already, so the move is a march. */
  readonly switched: boolean;
}

/** The passage of a cave that leads each way (R-TERRAIN-15; the lower '>' leads lower-right). */
const PASSAGE: Readonly<Record<Direction, CavePassage>> = { up: 'up', down: 'down', upLeft: 'upLeft', downLeft: 'downLeft', upRight: 'upRight', downRight: 'downRight' };
const OPPOSITE: Readonly<Record<Direction, Direction>> = { up: 'down', down: 'up', upLeft: 'downRight', downRight: 'upLeft', upRight: 'downLeft', downLeft: 'upRight' };

const hasPassage = (f: AreaField | null, d: Direction): boolean => !!f?.cave?.passages.includes(PASSAGE[d]);

/** R-MAP-04: the field a step leads to, if it is on the area's map. */
function neighbour(s: GameState, from: Place, d: Direction): { row: number; col: number; field: AreaField } | null {
  // the landing's fields (kept per landing) bound the map: no area looked up and parsed on each of some 5,000 asks a game
  const fields = s.surface ? landingFields(s.surface) : null;
  if (!fields) return null;
  const { row, col } = hexStep(from.row, from.col, d);
  const field = row >= 1 && col >= 1 ? fields[row - 1]?.[col - 1] : undefined;
  return field ? { row, col, field } : null;
}


/**
 * R-TERRAIN-03..33, R-AREA-08, R-DEV-47, R-DEV-57: hours to enter a field at a layer, or null where
 * the party cannot go (liquid lava; the Rover into swamps, cliffs, caves or under the liquid).
 */
export function entryHours(s: GameState, f: AreaField, layer: Layer): number | null {
  const rover = s.mode === 'rover';
  if (layer === 'cave') return rover || !f.cave ? null : CAVE_ENTRY;
  const base = baseEntry(f.base);
  if (!base) return null;
  const allLiquid = surfaceAllLiquid(s);
  // the Rover floats over the liquid; it goes under it only where the whole area is liquid (R-AREA-01)
  if (layer === 'underwater' && (f.base !== 'liquid' || (rover && !allLiquid))) return null;
  let h = rover ? base.rover : base.foot;
  if (h === null) return null;
  const climber = !rover && inHands(s, 'climber');
  if (climber && f.base === 'mountains') h -= HOURS_SAVED.climberMountainEntry;
  if (climber && f.base === 'cliff') h -= HOURS_SAVED.climberCliffEntry;
  // on a liquid field only emergent vegetation is above the surface (R-MAP-08); the rest is below
  const below = f.base !== 'liquid' || layer === 'underwater';
  if (f.vegetation === 'lush' && (below || f.emergent)) h += FEATURE_ENTRY.lush;
  if (f.underwaterCliff && layer === 'underwater') h += FEATURE_ENTRY.underwaterCliff;
  if (f.city && below) h += FEATURE_ENTRY.city;
  if (layer === 'surface' && s.surface?.fog) h += FOG_ENTRY_HOURS;
  return h;
}

/** The layer the board shows: the party's own, or the other one picked in the menu (R-TERRAIN-07, R-TERRAIN-17). */
export function boardLayer(s: GameState): Layer | null {
  const here = partyPlace(s);
  return here ? (s.surface?.view ?? here.layer) : null;
}

/**
 * Where a step in a direction leads at the board's layer, and the mark of a change of level:
 * caves connect where both fields' arrows meet; an arrow that meets none is an entrance from the
 * surface of the field it points to (R-TERRAIN-15, R-TERRAIN-16, R-TERRAIN-18); under the liquid
 * the party goes from liquid to liquid, and walks out onto dry land (R-MAP-08).
 */
function target(s: GameState, here: Place, d: Direction, layer: Layer): { to: Place; field: AreaField; mark: '^' | 'v' | null } | null {
  const n = neighbour(s, here, d);
  if (!n) return null;
  const own = fieldAt(s, here.row, here.col);
  if (here.layer === 'cave') {
    if (!hasPassage(own, d)) return null;
    return hasPassage(n.field, OPPOSITE[d]) ? aim(n, 'cave', null) : aim(n, 'surface', '^');
  }
  if (layer === 'cave') {
    // an entrance here: the neighbour's cave has an arrow to this field that no arrow here meets
    return hasPassage(n.field, OPPOSITE[d]) && !hasPassage(own, d) && here.layer === 'surface' ? aim(n, 'cave', 'v') : null;
  }
  if (layer === 'underwater') {
    if (n.field.base !== 'liquid') return here.layer === 'underwater' ? aim(n, 'surface', '^') : null;
    return aim(n, 'underwater', here.layer === 'underwater' ? null : 'v');
  }
  if (n.field.base === 'liquidLava') return null;
  return aim(n, 'surface', here.layer === 'underwater' && !surfaceAllLiquid(s) ? '^' : null);
}

/** Where a button leads: the place at the layer, the field, and the board's mark (a module function: the board asks seven buttons a state, and a closure was made for each). */
function aim(n: { row: number; col: number; field: AreaField }, layer: Layer, mark: '^' | 'v' | null): { to: Place; field: AreaField; mark: '^' | 'v' | null } {
  return { to: { row: n.row, col: n.col, layer }, field: n.field, mark };
}

/** R-MOVE-02, R-LAND-12, R-MOVE-28: the party may move: someone conscious leads it, the landing field is researched, nobody living lies abandoned. */
/** Asked for every button of the movement board and by every move: kept per state. */
export const canMove: (s: GameState) => boolean = perState((s) => canMoveNow(s));

function canMoveNow(s: GameState): boolean {
  if (s.phase !== 'surface' || s.menu !== 'main' || !s.surface || s.dressing || s.careChoice || s.hitsToAssign > 0) return false;
  if (!partyCanAct(s) || !landingFieldResearched(s)) return false;
  // R-MOVE-28, R-INF-12: nobody living lies in PORZUCONE, nor a dead of the infection the party could carry
  const room = partyCapacity(s) - carriedWeight(s);
  return s.party.abandoned.crew.every((p) => {
    const h = s.crew.find((x) => x.id === p.id);
    return !h?.alive && !(h?.ill && passengerWeight(p) <= room);
  });
}

/** What a button of the movement board does now, or null where it does nothing (R-UI-EXP-18..21). */
export function moveOption(s: GameState, button: BoardButton): MoveOption | null {
  return optionIn(modeOptions(s), s, button, s.surface?.moveMode === 'research');
}

/**
 * The button's option as it would be in 'badaj' mode, whatever the mode now: the player weighs
 * the fields next door before it switches (the mode changes nothing else of an option).
 */
export function researchOption(s: GameState, button: BoardButton): MoveOption | null {
  return s.surface?.moveMode === 'research' ? moveOption(s, button) : optionIn(marchingResearchOptions(s), s, button, true);
}

/**
 * A state's options, one slot per button (undefined: not asked yet), kept per state. The player
 * weighs every button of a state and the step asks one again: a slot by the button's index, where
 * a map by the button's name cost a hashed lookup on every ask (1% of the games' time, session 36).
 */
type Options = (MoveOption | null | undefined)[];
const freshOptions = (): Options => [undefined, undefined, undefined, undefined, undefined, undefined, undefined];
const modeOptions = perState(freshOptions);
const marchingResearchOptions = perState(freshOptions);

function optionIn(options: Options, s: GameState, button: BoardButton, researchMode: boolean): MoveOption | null {
  const i = buttonIndex(button);
  // no such button (a typed or edited action): it does nothing
  if (i < 0) return null;
  const known = options[i];
  if (known !== undefined) return known;
  return (options[i] = optionOf(s, button, researchMode));
}

/** The button's slot: the centre first, then the directions in their list's order; -1: no such button. */
function buttonIndex(b: BoardButton): number {
  if (b === 'centre') return 0;
  const i = DIRECTIONS.indexOf(b);
  return i < 0 ? -1 : i + 1;
}

function optionOf(s: GameState, button: BoardButton, researchMode: boolean): MoveOption | null {
  const here = partyPlace(s);
  const layer = boardLayer(s);
  if (!here || !layer || !s.surface) return null;
  if (button === 'centre') {
    if (layer === here.layer) {
      // the field itself: its research (the landing field's first, R-LAND-12)
      if (!researchMode || !canResearch(s)) return null;
      return { to: here, hours: researchField(s, here).hours, research: true, mark: null, switched: false };
    }
    // R-TERRAIN-08, R-TERRAIN-09: a vertical move in the liquid, free on the shuttle's field
    if (layer === 'cave' || !canMove(s)) return null;
    const to = { ...here, layer };
    const vertical = atShuttle(s) ? 0 : VERTICAL_MOVE_HOURS;
    const research = researchMode && isResearchable(s, to);
    return { to, hours: vertical + (research ? researchField(s, to).hours : 0), research, mark: layer === 'underwater' ? 'v' : '^', switched: researchMode && !research };
  }
  if (!canMove(s)) return null;
  const t = target(s, here, button, layer);
  if (!t) return null;
  const entry = entryHours(s, t.field, t.to.layer);
  if (entry === null) return null;
  // diving or surfacing on the way costs the vertical move's ½ h (R-TERRAIN-06)
  const vertical = t.mark && t.to.layer !== 'cave' && here.layer !== 'cave' ? VERTICAL_MOVE_HOURS : 0;
  const research = researchMode && isResearchable(s, t.to);
  return { to: t.to, hours: entry + vertical + (research ? researchField(s, t.to).hours : 0), research, mark: t.mark, switched: researchMode && !research };
}

/** The level a party has at a place (R-LOAD-23..25: the Rover afloat on a liquid surface). */
function levelAt(s: GameState, to: Place): Level {
  if (to.layer === 'underwater') return s.mode === 'rover' ? 'onWater' : 'underwater';
  if (to.layer === 'cave') return 'surface';
  return s.mode === 'rover' && fieldAt(s, to.row, to.col)?.base === 'liquid' ? 'onWater' : 'surface';
}

/**
 * R-TERRAIN-10: a change of level that would make the party put something down (the liquid's
 * capacity bonus lost) is refused; the player first puts it into PORZUCONE.
 */
function forcesPutDown(s: GameState, level: Level): boolean {
  if (level === s.level) return false;
  const after = reorganise(withState(s, { level }));
  // what the reorganisation left as it was is the same object: no text to compare
  if (after.party === s.party && after.bay === s.bay) return false;
  return JSON.stringify(after.party) !== JSON.stringify(s.party) || JSON.stringify(after.bay) !== JSON.stringify(s.bay);
}

/**
 * R-TERRAIN-10: of what the change of level to this button's place would have the party put down,
 * the resources (0: none, or no change of level). With no device carried to put down instead, the
 * player puts these into PORZUCONE first.
 */
export function resourcesOverLevel(s: GameState, button: BoardButton, opt: MoveOption | null = moveOption(s, button)): number {
  if (!opt) return 0;
  const level = levelAt(s, opt.to);
  if (level === s.level) return 0;
  const after = reorganise(withState(s, { level }));
  return Math.max(0, after.party.abandoned.resources - s.party.abandoned.resources);
}

/** R-TERRAIN-10: the move of this button would be refused until something is put down (the level's capacity bonus lost). */
export function needsPutDown(s: GameState, button: BoardButton, opt: MoveOption | null = moveOption(s, button)): boolean {
  return !!opt && forcesPutDown(s, levelAt(s, opt.to));
}

/** A board button pressed: the party moves (and researches), or researches where it is. */
export function move(s: GameState, button: BoardButton, dice: Dice, encounters: EncounterSource = NO_ENCOUNTERS): { state: GameState } | { refused: Message } {
  const opt = moveOption(s, button);
  if (!opt) return { refused: { key: 'msg.refused' } };
  const here = partyPlace(s)!;
  const level = levelAt(s, opt.to);
  if (forcesPutDown(s, level)) return { refused: { key: 'msg.levelNeedsPutDown' } };
  const moved = leaves(opt, here) ? arrive(s, opt.to, level) : { state: s, notes: [] };
  if (opt.research) {
    // the entry (and any dive) first, then the research itself
    const entry = opt.hours - researchField(moved.state, opt.to).hours;
    const done = researchAt(moved.state, opt.to, dice, entry, encounters);
    return { state: moved.notes.length ? withState(done, { message: { ...done.message, notes: [...moved.notes, ...(done.message.notes ?? [])] } }) : done };
  }
  const passed = passHours(moved.state, opt.hours, dice, button === 'centre' ? 'vertical' : 'march', encounters);
  const notes = [...moved.notes, ...passed.notes];
  const message: Message = { key: button === 'centre' ? (opt.mark === 'v' ? 'msg.dived' : 'msg.surfaced') : opt.mark === 'v' && opt.to.layer === 'cave' ? 'msg.enteredCave' : opt.mark === '^' && here.layer === 'cave' ? 'msg.leftCave' : 'msg.marched', params: { hours: opt.hours }, ...(notes.length ? { notes } : {}) };
  return { state: withState(passed.state, { message, hint: moveHint(passed.state) }) };
}

/** The move takes the party to another field or layer (a dive too): what lies in PORZUCONE is lost (R-MOVE-26). */
const leaves = (opt: MoveOption, here: Place): boolean => opt.to.row !== here.row || opt.to.col !== here.col || opt.to.layer !== here.layer;

/** Whether the board button would leave what lies in PORZUCONE behind: it takes the party elsewhere, or circles (R-MOVE-19, R-MOVE-26). */
export function leavesAbandoned(s: GameState, a: { readonly type: 'move'; readonly dir: BoardButton } | { readonly type: 'circle' }): boolean {
  if (a.type === 'circle') return circlingHours(s) !== null;
  const opt = moveOption(s, a.dir);
  const here = partyPlace(s);
  return opt !== null && here !== null && leaves(opt, here);
}

/** The party is at a new place: what lay abandoned on the old field is lost (R-MOVE-26), the board shows its own level again. */
function arrive(s: GameState, to: Place, level: Level): { state: GameState; notes: Message[] } {
  const left = dropAbandoned(s);
  // copied and set by name (Object.assign is V8's slow path: docs/SPEED.md, session 33)
  const surface = copySurface(left.state.surface!);
  surface.at = { row: to.row, col: to.col, cave: to.layer === 'cave' };
  surface.view = null;
  const o = copyState(left.state);
  o.surface = surface;
  o.level = level;
  return { state: reorganise(o), notes: left.notes };
}

/** What the party can do next, said after a move. */
export function moveHint(s: GameState): Message {
  if (atShuttle(s)) return { key: 'hint.atShuttle' };
  return { key: s.surface?.moveMode === 'march' ? 'hint.marchMode' : 'hint.researchMode' };
}

/** 'badanie' ↔ 'marsz forsowny': what the movement board's buttons do (R-MOVE-05, R-MOVE-09). */
export function toggleMoveMode(s: GameState): GameState {
  const surface = withSurface(s.surface!, { moveMode: s.surface!.moveMode === 'research' ? ('march' as const) : ('research' as const) });
  const out = withState(s, { surface });
  return withState(out, { message: { key: surface.moveMode === 'march' ? 'msg.marchMode' : 'msg.researchMode' }, hint: moveHint(out) });
}

/** The other levels the board can show from here: under the liquid or above it, the caves with an entrance here. */
export function otherViews(s: GameState): Layer[] {
  const here = partyPlace(s);
  if (!here || surfaceAllLiquid(s)) return [];
  const f = fieldAt(s, here.row, here.col);
  const out: Layer[] = [];
  if (f?.base === 'liquid' && s.mode === 'foot') out.push(here.layer === 'underwater' ? 'surface' : 'underwater');
  if (here.layer === 'surface' && s.mode === 'foot' && DIRECTIONS.some((d) => target(s, here, d, 'cave') !== null)) out.push('cave');
  return out;
}

/** 'zanurz się' / 'wynurz się' / 'wejdź do jaskini' and back: the board shows another level (R-TERRAIN-07, R-TERRAIN-17). */
export function toggleView(s: GameState, view: Layer): GameState {
  const current = s.surface!.view;
  const out = withState(s, { surface: withSurface(s.surface!, { view: current === view ? null : view }) });
  return withState(out, { message: { key: current === view ? 'msg.viewHere' : `msg.view.${view}` } });
}

/** R-MOVE-20: circling's hours are the typed ones, clipped to ½ h … the field's entry and research hours. */
export function circlingHours(s: GameState): { hours: number; clipped: boolean } | null {
  const here = partyPlace(s);
  if (!here || !canMove(s)) return null;
  const f = fieldAt(s, here.row, here.col)!;
  const max = (entryHours(s, f, here.layer) ?? 0) + researchField(s, here).hours;
  const hours = Math.min(max, Math.max(MIN_CIRCLING_HOURS, s.inputs.hours));
  return { hours, clipped: hours !== s.inputs.hours };
}

/** R-MOVE-18, R-MOVE-19: circling on the field — a march in place; what lies abandoned is lost. */
export function circle(s: GameState, dice: Dice, encounters: EncounterSource = NO_ENCOUNTERS): { state: GameState } | { refused: Message } {
  const c = circlingHours(s);
  if (!c) return { refused: { key: 'msg.refused' } };
  const dropped = dropAbandoned(s);
  const passed = passHours(dropped.state, c.hours, dice, 'circling', encounters);
  const notes = [...dropped.notes, ...passed.notes];
  const message: Message = { key: c.clipped ? 'msg.circledClipped' : 'msg.circled', params: { hours: c.hours, typed: s.inputs.hours }, ...(notes.length ? { notes } : {}) };
  return { state: withState(passed.state, { message, hint: moveHint(passed.state) }) };
}

/**
 * The places from here to the shuttle's field by moves (time and harm left aside), or null when
 * it cannot be reached: a breadth-first search over the places and the levels each shows. The
 * fuzzer's no-dead-end check and the random player's way home.
 */
export function pathToShuttle(s: GameState): readonly Place[] | null {
  const tree = reachTree(s);
  if (!tree) return null;
  // one per search (its map is the area's, so its shuttle too): the player asks it on every step on the planet
  if (tree.toShuttle === undefined) {
    const shuttle = surfaceArea(s)!.shuttle;
    tree.toShuttle = pathIn(tree, (p) => p.row === shuttle.row && p.col === shuttle.col && p.layer !== 'cave');
  }
  return tree.toShuttle;
}

/** The places from here to the nearest place (by moves) that meets the goal, or null: the same search. */
export function pathWhere(s: GameState, goal: (p: Place) => boolean): Place[] | null {
  const tree = reachTree(s);
  return tree ? pathIn(tree, goal) : null;
}

function pathIn(tree: ReachTree, goal: (p: Place) => boolean): Place[] | null {
  const at = tree.order.findIndex(goal);
  if (at < 0) return null;
  const path: Place[] = [];
  for (let i = at; i >= 0; i = tree.prev[i]!) path.push(tree.order[i]!);
  return path.reverse();
}

interface ReachTree {
  /** The places reachable from the start, nearest first. */
  readonly order: readonly Place[];
  /** Each place's predecessor on a shortest way, as its index in order (-1: the start). */
  readonly prev: readonly number[];
  /** The way to the shuttle's field, once asked (pathToShuttle); null: none. */
  toShuttle?: readonly Place[] | null;
}


/**
 * Where a move can lead from a place depends only on the area's map (with its absent features)
 * and the movement mode (and, in the Rover, the level), the hours left aside. The neighbours of
 * each place are kept per area: the fuzzer, the encounters' walking distances and the heuristic
 * player search the map on almost every step.
 */
interface AreaGraph {
  /** Each place's neighbours, by place code. */
  readonly next: Map<number, readonly Place[]>;
  /** The search from each start, by place code. */
  readonly trees: Map<number, ReachTree>;
}
/**
 * The graphs by map (the area with its absent features), movement mode and the Rover's level:
 * shared by every landing with the same map, kept up to a bound.
 */
const graphsOf = keptBy<Map<string, AreaGraph>>(2_000);
function graphOf(map: string, mode: string): AreaGraph {
  const graphs = graphsOf(map, newGraphs);
  let g = graphs.get(mode);
  if (!g) graphs.set(mode, (g = { next: new Map(), trees: new Map() }));
  return g;
}

const newGraphs = (): Map<string, AreaGraph> => new Map();

/** The Rover's graph at each level: one constant string each (a key made on each ask was hashed anew by the map). */
function roverGraph(level: Level): string {
  switch (level) {
    case 'surface':
      return 'rover|surface';
    case 'onWater':
      return 'rover|onWater';
    case 'underwater':
      return 'rover|underwater';
    default:
      // a level no state should hold (an edited save's): a graph of its own, as before
      return `rover|${String(level)}`;
  }
}

function reachTree(s: GameState): ReachTree | null {
  const area = surfaceArea(s);
  const start = partyPlace(s);
  if (!area || !start || !s.surface) return null;
  const graph = graphOf(mapKey(s.surface), s.mode === 'rover' ? roverGraph(s.level) : s.mode);
  const sk = placeCode(start);
  let tree = graph.trees.get(sk);
  if (!tree) graph.trees.set(sk, (tree = searchFrom(s, graph.next, start)));
  return tree;
}

/** The fields walked from the shuttle, by place code, per map (the walk is always on foot). */
const walkedOf = keptBy<ReadonlyMap<number, number>>(2_000);

/**
 * R-MAP-06, R-ENC-03: the fields walked on foot from the shuttle to the place, by the way with the
 * fewest: a dive or a climb out of the liquid on the same field is no field, a cave is as far as
 * its way in. One search from the shuttle per map serves every place. 0 where no walk leads (the
 * party came some other way).
 */
export function fieldsWalked(s: GameState, p: Place): number {
  const area = surfaceArea(s);
  if (!area || !s.surface) return 0;
  const key = mapKey(s.surface);
  return walkedOf(key, () => walkFromShuttle(s, area.shuttle, key)).get(placeCode(p)) ?? 0;
}

/** A search with costs of 0 and 1 (a layer changed on one field, a field walked) from the shuttle's field: every place's fewest fields. */
function walkFromShuttle(s0: GameState, shuttle: { row: number; col: number }, key: string): Map<number, number> {
  const s = s0.mode === 'foot' ? s0 : withState(s0, { mode: 'foot' });
  const graph = graphOf(key, 'foot');
  // the shuttle stands both above and below a liquid (R-TERRAIN: it is reached at either level)
  const starts: Place[] = [{ row: shuttle.row, col: shuttle.col, layer: 'surface' }];
  if (fieldAt(s, shuttle.row, shuttle.col)?.base === 'liquid') starts.push({ row: shuttle.row, col: shuttle.col, layer: 'underwater' });
  const walked = new Map<number, number>(starts.map((p) => [placeCode(p), 0]));
  let level = starts;
  for (let d = 0; level.length > 0; d++) {
    const further: Place[] = [];
    // a place reached again at this distance by a change of level is searched on from here too
    for (let i = 0; i < level.length; i++) {
      const p = level[i]!;
      if (walked.get(placeCode(p)) !== d) continue;
      for (const n of neighbours(s, graph.next, p)) {
        const cost = n.row !== p.row || n.col !== p.col ? 1 : 0;
        const k = placeCode(n);
        const known = walked.get(k);
        if (known !== undefined && known <= d + cost) continue;
        walked.set(k, d + cost);
        (cost === 0 ? level : further).push(n);
      }
    }
    level = further;
  }
  return walked;
}

function searchFrom(s: GameState, graph: Map<number, readonly Place[]>, start: Place): ReachTree {
  const seen = new Set<number>([placeCode(start)]);
  const queue: Place[] = [start];
  const prev: number[] = [-1];
  for (let i = 0; i < queue.length; i++) {
    for (const n of neighbours(s, graph, queue[i]!)) {
      const nk = placeCode(n);
      if (seen.has(nk)) continue;
      seen.add(nk);
      queue.push(n);
      prev.push(i);
    }
  }
  return { order: queue, prev, toShuttle: undefined };
}

/** The places one move leads to from a place, in the board's order (kept in the area's graph). */
function neighbours(s: GameState, graph: Map<number, readonly Place[]>, p: Place): readonly Place[] {
  const pk = placeCode(p);
  const known = graph.get(pk);
  if (known) return known;
  const level: Level = s.mode === 'rover' ? s.level : p.layer === 'underwater' ? 'underwater' : 'surface';
  const x: GameState = withState(s, { level, surface: withSurface(s.surface!, { at: { row: p.row, col: p.col, cave: p.layer === 'cave' }, view: null }) });
  const here = partyPlace(x)!;
  const out: Place[] = [];
  for (const layer of [here.layer, ...otherViews(x)]) {
    if (layer !== here.layer && layer !== 'cave') out.push({ ...here, layer });
    for (const d of DIRECTIONS) {
      const t = target(x, here, d, layer);
      if (t && entryHours(x, t.field, t.to.layer) !== null) out.push(t.to);
    }
  }
  graph.set(pk, out);
  return out;
}
