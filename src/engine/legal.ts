// What the player may do now: the legal actions, the choice menu that offers some of them, what
// each starship-log button means, and the navigation board.
import { sameAction, type Action } from './actions';
import { perState } from './perState';
import { eventById } from './rules/spaceEvents';
import { CAMPAIGN_IDS, VOYAGE_LENGTHS } from './data/setup';
import { nextLength } from './rules/campaign';
import { byStock, stockIn, stockOf } from './rules/stock';
import { HUMAN_IDS, isHumanId, STOCK_IDS, UNIT_TYPES, type StockId, type UnitId } from './data/units';
import { openDirections } from './rules/navigation';
import { stillAllowed, tableCrew } from './rules/loading';
import { canLiftOff, canResearch } from './rules/research';
import { landingFieldResearched } from './rules/firstAction';
import { canHitArtifacts, canHitStore, canHitSuit, canHitUnit, canWound } from './rules/hitRules';
import { canLoadWeapon, carriedArtifacts, shuttleArtifacts } from './rules/artifacts';
import { healable } from './rules/care';
import { type FolderId, TABLE_FOLDER_IDS, folderOf } from './rules/folders';
import { canToggleLevel, canToggleMode, carriedWeight, partyCapacity } from './rules/party';
import { canSearchAgain } from './rules/landing';
import type { GameState, Layer, Passenger, Stock } from './state';
import { canMove, moveOption, otherViews, type BoardButton } from './rules/moves';
import { atShuttle } from './rules/field';
import type { Message, MessageKey } from './text';
import { courseOf, strategyOffers, weaponChoices } from './rules/course';
import { ownOffers } from './rules/ownCourse';
import { anyCaged, splitCreature } from './rules/cages';
import { droppedUnits } from './rules/clash';

export interface MenuItem {
  readonly label: MessageKey;
  /** Values in the label (a strategy's preference and '*'). */
  readonly params?: Message['params'];
  /** null: the line shows a state (the movement mode, the level) that cannot be changed now. */
  readonly action: Action | null;
}

const NEW_GAME: MenuItem = { label: 'menu.newGame', action: { type: 'openNewGame' } };

/**
 * The choice menu (R-UI-SPACE-05, R-UI-SPACE-23): one line per item, a button beside each. NOWA
 * GRA is in it in every state, as in the manual's menu, so no state is a dead end.
 */
export function menuItems(state: GameState): readonly MenuItem[] {
  const items = phaseMenu(state);
  return state.menu === 'chooseLength' || state.menu === 'chooseCampaign' || items.includes(NEW_GAME) ? items : [...items, NEW_GAME];
}

function phaseMenu(state: GameState): readonly MenuItem[] {
  if (state.menu === 'chooseLength')
    return [
      ...VOYAGE_LENGTHS.map((length): MenuItem => ({ label: `menu.length${length}`, action: { type: 'newGame', length } })),
      // issue 14 point 5: the same lengths with the planets' content shuffled
      ...VOYAGE_LENGTHS.map((length): MenuItem => ({ label: `menu.random${length}`, action: { type: 'newGame', length, randomize: true } })),
      { label: 'menu.campaigns', action: { type: 'openCampaigns' } },
      { label: 'menu.cancel', action: { type: 'cancel' } },
    ];
  if (state.menu === 'chooseCampaign')
    return [
      ...CAMPAIGN_IDS.map((campaign): MenuItem => ({ label: `menu.campaign.${campaign}`, action: { type: 'newCampaign', campaign } })),
      { label: 'menu.cancel', action: { type: 'cancel' } },
    ];
  if (state.menu === 'confirmEarth')
    return [
      { label: 'menu.flyHome', action: { type: 'confirmEarth' } },
      { label: 'menu.cancel', action: { type: 'cancel' } },
    ];
  switch (state.phase) {
    case 'space':
      return state.canOnboard ? [{ label: 'menu.onboard', action: { type: 'onboard' } }, NEW_GAME] : [NEW_GAME];
    case 'orbit':
      if (state.dressing) return [{ label: 'menu.cancelPick', action: { type: 'cancelPick' } }];
      return [
        { label: 'menu.land', action: { type: 'land' } },
        { label: 'menu.addResources', action: { type: 'addResources' } },
        { label: state.takeDamaged ? 'menu.takeDamaged' : 'menu.takeUndamaged', action: { type: 'togglePreference' } },
        ...partyMenu(state),
        { label: 'menu.decline', action: { type: 'decline' } },
        NEW_GAME,
      ];
    case 'landing':
      return [
        { label: 'menu.acceptArea', action: { type: 'acceptArea' } },
        ...(canSearchAgain(state) ? [{ label: 'menu.searchArea', action: { type: 'searchArea' } } as MenuItem] : []),
        // R-ORBIT-03: 'rezygnuj' at any time in orbit, also with an area drawn
        { label: 'menu.decline', action: { type: 'decline' } },
      ];
    case 'surface':
      if (state.hitsToAssign > 0) return [];
      if (state.dressing) return [{ label: 'menu.cancelPick', action: { type: 'cancelPick' } }];
      if (state.careChoice)
        return [
          { label: 'menu.careHeal', action: { type: 'careChoice', heal: true } },
          { label: 'menu.careSuit', action: { type: 'careChoice', heal: false } },
          { label: 'menu.cancelPick', action: { type: 'cancelPick' } },
        ];
      if (courseOf(state)) return courseMenu(state);
      // R-DEV-70: while a creature's cages are split between folders nothing that takes time is offered
      if (splitCreature(state))
        return [
          ...(surfaceMenuOffers(state, 'liftOff') ? [{ label: 'menu.liftOff', action: { type: 'liftOff' } } as MenuItem] : []),
          ...partyMenu(state),
        ];
      return [
        ...(surfaceMenuOffers(state, 'research') ? [{ label: landingFieldResearched(state) ? 'menu.researchHere' : 'menu.research', action: { type: 'research' } } as MenuItem] : []),
        ...(surfaceMenuOffers(state, 'liftOff') ? [{ label: 'menu.liftOff', action: { type: 'liftOff' } } as MenuItem] : []),
        ...moveMenu(state),
        ...partyMenu(state),
        ...(tableCrew(state).some((p) => p.suit && state.crew.find((h) => h.id === p.id)?.alive) ? [{ label: 'menu.takeOff', action: { type: 'startUndress' } } as MenuItem] : []),
      ];
    case 'onboard':
      return [
        { label: 'menu.onboard', action: { type: 'onboard' } },
        { label: 'menu.finish', action: { type: 'finishOnboard' } },
      ];
    case 'event':
      return (eventById(state.event ?? '')?.options ?? []).map((o, index): MenuItem => ({ label: o.label as MessageKey, action: { type: 'chooseOption', index } }));
    case 'wounds':
      return [];
    case 'ended': {
      // issue 14 point 6: a campaign goes on with its next voyage
      const next = state.campaign ? nextLength(state.campaign) : null;
      return next !== null ? [{ label: 'menu.nextCampaignGame', params: { months: next }, action: { type: 'nextCampaignGame' } }, NEW_GAME] : [NEW_GAME];
    }
  }
}

/**
 * While a creature is met (R-STRAT-01, R-COMBAT-02, R-COMBAT-07): the strategies with their
 * preferences in brackets and '*' where a special variant can occur; after a chase, clash or let
 * go; while weapons are chosen, 'walcz'; then capture or kill.
 */
function courseMenu(state: GameState): MenuItem[] {
  switch (courseOf(state)!.stage) {
    case 'choose':
      return strategyOffers(state).map((o): MenuItem => ({
        label: `menu.strategy.${o.strategy}`,
        params: { preference: o.preference, star: o.special ? '*' : '' },
        action: { type: 'strategy', strategy: o.strategy },
      }));
    case 'caught':
      return [
        { label: 'menu.attackCaught', action: { type: 'attackCaught' } },
        { label: 'menu.letGo', action: { type: 'letGo' } },
      ];
    case 'weapons':
      return [{ label: 'menu.fight', action: { type: 'fight' } }];
    case 'mode':
      return [
        { label: 'menu.capture', action: { type: 'clashMode', mode: 'capture' } },
        { label: 'menu.kill', action: { type: 'clashMode', mode: 'kill' } },
      ];
    case 'own': {
      const being = state.surface!.encounter!.being;
      return ownOffers(state).map((option): MenuItem => ({ label: `course.${being}.${option}` as MessageKey, action: { type: 'ownOption', option } }));
    }
    case 'surprise':
      return [];
  }
}

/**
 * What the button beside a unit in the starship log does now: give a wound while wounds are
 * given out, start a new game after the end (R-WIN-03: any button), otherwise tell about the unit.
 */
export function logAction(state: GameState, unit: UnitId): Action | null {
  const human = state.crew.find((h) => h.id === unit);
  if (human && !human.alive) return null;
  if (state.menu === 'chooseLength') return { type: 'selectUnit', unit };
  if (state.phase === 'ended') return { type: 'openNewGame' };
  if (state.phase === 'wounds' && isHumanId(unit)) return { type: 'assignWound', unit };
  if (state.phase === 'orbit' && !state.dressing) return stillAllowed(state, unit) > 0 ? { type: 'load', unit } : null;
  if (state.hitsToAssign > 0) return null;
  return { type: 'selectUnit', unit };
}

/**
 * R-LOAD-15, R-LOAD-24, R-LOAD-25: the movement mode and the level, each a menu line showing its
 * current value; it switches only where the switch is possible (a working Rover to board; in orbit
 * the level is a preview, after landing it changes only on a liquid field).
 */
function partyMenu(state: GameState): MenuItem[] {
  const level: MessageKey = state.level === 'underwater' ? 'menu.levelUnderwater' : state.level === 'onWater' ? 'menu.levelOnWater' : 'menu.levelSurface';
  return [
    { label: state.mode === 'rover' ? 'menu.byRover' : 'menu.onFoot', action: canToggleMode(state) ? { type: 'toggleMode' } : null },
    { label: level, action: canToggleLevel(state) ? { type: 'toggleLevel' } : null },
  ];
}

/** The menu label that shows each other level (and, while it is shown, the way back). */
const VIEW_LABELS: Readonly<Record<Layer, [show: MessageKey, back: MessageKey]>> = {
  underwater: ['menu.dive', 'menu.stayOnSurface'],
  surface: ['menu.rise', 'menu.stayUnderwater'],
  cave: ['menu.enterCave', 'menu.stayAbove'],
};

/** R-MOVE-01, R-MOVE-09, R-MOVE-18, R-TERRAIN-07, R-TERRAIN-17: the lines of the moves once the party may move. */
function moveMenu(state: GameState): MenuItem[] {
  if (!moveLinesOpen(state)) return [];
  const view = state.surface!.view;
  return [
    { label: state.surface!.moveMode === 'research' ? 'menu.modeResearch' : 'menu.modeMarch', action: { type: 'toggleMoveMode' } },
    ...otherViews(state).map((l): MenuItem => ({ label: VIEW_LABELS[l][view === l ? 1 : 0], action: { type: 'toggleView', view: l } })),
    { label: 'menu.circle', action: { type: 'circle' } },
  ];
}

/** The buttons of the movement board that do something now. */
export function boardActions(state: GameState): Action[] {
  return BOARD_BUTTONS.filter((b) => moveOption(state, b) !== null).map((dir): Action => ({ type: 'move', dir }));
}
const BOARD_BUTTONS: readonly BoardButton[] = ['centre', 'up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'];

export interface TableRow {
  readonly folder: FolderId;
  /** 'artifacts': the artifacts taken along (R-ART-06), in 'NIESIONE', or in 'PROM' once stowed there. */
  readonly unit: UnitId | 'resources' | 'artifacts';
  /** 'niżej', 'wyżej' and the third column ('skafander' / 'wybierz') of this row. */
  readonly down: Action | null;
  readonly up: Action | null;
  readonly third: Action | null;
}

/**
 * The rows of the expedition table, folder by folder, with what their buttons do
 * (R-UI-TABLE-02, R-UI-TABLE-06..18): 'niżej' sends a unit on, 'wyżej' back; in orbit 'wyżej' in
 * PROM returns it to the starship and the third column puts suits on and off.
 */
export function tableRows(state: GameState): TableRow[] {
  const moves = tableMoves(state);
  if (moves === 'hits') return hitRows(state);
  if (moves === 'weapons') return weaponRows(state);
  const third = thirdColumn(state, moves);
  const bare = someoneBare(state);
  const rows: TableRow[] = [];
  for (const folder of TABLE_FOLDER_IDS) {
    const f = folderOf(state, folder);
    const down = (unit: UnitId | 'resources'): Action | null => downMove(moves, folder, unit);
    const up = (unit: UnitId | 'resources'): Action | null => upMove(moves, folder, unit);
    for (const p of f.crew) rows.push({ folder, unit: p.id, down: down(p.id), up: up(p.id), third: humanThird(state, third, folder, p) });
    for (const id of stockIn(f.units)) {
      const rover = id === 'rover' && folder === 'expedition';
      rows.push({ folder, unit: id, down: rover ? null : down(id), up: rover ? null : up(id), third: unitThird(third, folder, id, f.units[id]!, bare) });
    }
    if (f.resources > 0) rows.push({ folder, unit: 'resources', down: down('resources'), up: up('resources'), third: null });
    rows.push(...artifactRows(state, folder, moves.organising));
  }
  return rows;
}

/** A human of the expedition table wears no suit (a loose suit may then be put on, R-UI-TABLE-17). */
const someoneBare = (state: GameState): boolean => tableCrew(state).some((p) => !p.suit);

/** What the table's third column depends on ('skafander', 'wybierz', 'napr/lecz/skaf'), beside its moves. */
interface ThirdColumn {
  readonly moves: TableMoves;
  /** R-LAND-12, R-MOVE-01: repair and healing are expedition actions: they come after the research of the landing field. */
  readonly caring: boolean;
  /** R-MOVE-30: 'napr/lecz/skaf' at a cage releases the last creature caught. */
  readonly releasing: boolean;
  /** A human is being chosen to put a suit on or take it off. */
  readonly picking: boolean;
}

function thirdColumn(state: GameState, moves: TableMoves): ThirdColumn {
  const { inOrbit, onSurface, course, organising } = moves;
  return {
    moves,
    caring: onSurface && organising && !course && !splitCreature(state) && landingFieldResearched(state),
    releasing: onSurface && organising && !course && anyCaged(state),
    picking: (inOrbit || onSurface) && state.dressing !== null,
  };
}

/** A human's third button: a suit put on or taken off while picking, a suit's own in orbit, or the care (healing, a suit's repair). */
function humanThird(state: GameState, c: ThirdColumn, folder: FolderId, p: Passenger): Action | null {
  // the dead of the infection are carried, nothing more (R-INF-12)
  if (!state.crew.find((h) => h.id === p.id)?.alive) return null;
  if (c.picking) return state.dressing === 'off' ? (p.suit ? { type: 'undressHuman', unit: p.id } : null) : p.suit ? null : { type: 'dressHuman', unit: p.id };
  if (c.moves.inOrbit && c.moves.organising && p.suit) return { type: 'suitButton', unit: p.id };
  return c.caring && folder !== 'used' && folder !== 'abandoned' && (healable(state, p.id) || p.suit?.damaged) ? { type: 'care', folder, unit: p.id } : null;
}

/** A unit's third button: a loose suit put on (R-UI-TABLE-17), or the care (a repair, a cage's release). */
function unitThird(c: ThirdColumn, folder: FolderId, id: StockId, st: Stock, someoneBare: boolean): Action | null {
  const { onSurface, organising } = c.moves;
  const suit = id === 'suit' || id === 'heavySuit';
  // R-UI-TABLE-17: a loose suit goes on a chosen human (on the surface only heavy suits are loose, R-DEV-19);
  // not from PORZUCONE: a suit lying there is first taken back up (its weight checked), then put on
  const wear = organising && suit && someoneBare && folder !== 'abandoned' && !(onSurface && st.damaged === st.count);
  if (wear) return { type: 'suitButton', unit: id };
  // R-UI-TABLE-19: a damaged robot or device is repaired wherever it lies on the planet, PORZUCONE too
  // (the manual names no folder; a robot repaired there walks again once taken back, R-UI-TABLE-16)
  const repairable = c.caring && st.damaged > 0 && UNIT_TYPES[id].damageable;
  const release = c.releasing && id === 'cage' && folder !== 'abandoned';
  return repairable || release ? { type: 'care', folder, unit: id } : null;
}

/**
 * The table's 'napr/lecz/skaf' of one row, as tableRows gives it, without the other rows: the player
 * asks of a wounded human's care at most steps on the planet, and the whole table was made for it.
 */
function careButton(state: GameState, action: Extract<Action, { type: 'care' }>): boolean {
  const folder: unknown = action.folder;
  if (!TABLE_FOLDER_SET.has(folder as FolderId)) return false;
  const moves = tableMoves(state);
  if (moves === 'hits' || moves === 'weapons') return false;
  const f = folderOf(state, folder as FolderId);
  // a host's action is untrusted: a unit no row has finds none
  const unit = action.unit as string;
  let third: Action | null = null;
  if (isHumanId(unit)) {
    const p = f.crew.find((x) => x.id === unit);
    if (p) third = humanThird(state, thirdColumn(state, moves), folder as FolderId, p);
  } else if (STOCK_ID_SET.has(unit)) {
    const st = f.units[unit as StockId];
    // a row for each type counted in the folder (stockIn); whether a human is bare matters to a loose suit only
    if (st && st.count > 0) third = unitThird(thirdColumn(state, moves), folder as FolderId, unit as StockId, st, (unit === 'suit' || unit === 'heavySuit') && someoneBare(state));
  }
  return third !== null && sameAction(third, action);
}

/** What the table's 'niżej' and 'wyżej' columns depend on (hits or a weapon to pick: other rows altogether). */
interface TableMoves {
  readonly inOrbit: boolean;
  readonly onSurface: boolean;
  readonly course: ReturnType<typeof courseOf>;
  readonly organising: boolean;
  readonly byShuttle: boolean;
}

function tableMoves(state: GameState): TableMoves | 'hits' | 'weapons' {
  const inOrbit = state.phase === 'orbit' && state.menu === 'main';
  const onSurface = state.phase === 'surface' && state.menu === 'main';
  if (onSurface && state.hitsToAssign > 0) return 'hits';
  const course = onSurface ? courseOf(state) : null;
  if (course?.stage === 'weapons') return 'weapons';
  // while a creature is met the party may reorganise (drop gear to flee, R-CHASE-02), not spend time
  const organising = (inOrbit || onSurface) && !state.dressing && !state.careChoice && (!course || course.stage === 'choose' || course.stage === 'caught');
  // R-MOVE-31: the shuttle's units can be reorganised only on its field; R-MOVE-21: humans are not left behind
  const byShuttle = inOrbit || atShuttle(state);
  return { inOrbit, onSurface, course, organising, byShuttle };
}

/** A row's 'niżej' (the Rover's own row in EKSPEDYCJA has none). */
function downMove(m: TableMoves, folder: FolderId, unit: UnitId | 'resources'): Action | null {
  return m.organising && ((folder === 'shuttle' && m.byShuttle) || folder === 'carried') && !(folder === 'carried' && (unit === 'resources' || isHumanId(unit))) ? { type: 'down', folder, unit } : null;
}

/** A row's 'wyżej': PROM's unloads in orbit. */
function upMove(m: TableMoves, folder: FolderId, unit: UnitId | 'resources'): Action | null {
  if (!m.organising) return null;
  if (folder === 'shuttle') return m.inOrbit ? { type: 'unload', unit } : null;
  return !m.byShuttle && folder !== 'used' && folder !== 'abandoned' && isHumanId(unit) ? null : { type: 'up', folder, unit };
}

/** The table's 'niżej' or 'wyżej' of one row, as tableRows gives it, without the other rows (the player asks of one at a time). */
function tableButton(state: GameState, action: Extract<Action, { type: 'down' | 'up' }>): boolean {
  const folder: unknown = action.folder;
  if (!TABLE_FOLDER_SET.has(folder as FolderId)) return false;
  const f = folderOf(state, folder as FolderId);
  const unit = action.unit;
  // the row is there: a human in the folder, a unit counted in it, its resources
  const row = unit === 'resources' ? f.resources > 0 : isHumanId(unit) ? f.crew.some((p) => p.id === unit) : STOCK_ID_SET.has(unit) && (f.units[unit as StockId]?.count ?? 0) > 0;
  if (!row || (unit === 'rover' && folder === 'expedition')) return false;
  const moves = tableMoves(state);
  if (moves === 'hits' || moves === 'weapons') return false;
  const a = action.type === 'down' ? downMove(moves, folder as FolderId, unit) : upMove(moves, folder as FolderId, unit);
  return a !== null && sameAction(a, action);
}
const TABLE_FOLDER_SET: ReadonlySet<FolderId> = new Set(TABLE_FOLDER_IDS);
const STOCK_ID_SET: ReadonlySet<string> = new Set(STOCK_IDS);

/** R-ART-06: the row of the artifacts taken along, in 'NIESIONE' (or in 'PROM', those stowed there); R-DMG-18: a hit may fall on it. */
function artifactRows(state: GameState, folder: FolderId, organising = false): TableRow[] {
  const here = folder === 'carried' ? carriedArtifacts(state).length > 0 : folder === 'shuttle' && shuttleArtifacts(state).length > 0;
  if (!here) return [];
  if (state.hitsToAssign > 0) return [{ folder, unit: 'artifacts', down: canHitArtifacts(state, folder) ? { type: 'hit', folder: 'carried', unit: 'artifacts' } : null, up: null, third: null }];
  // in orbit the weapon loaded goes back aboard; on the shuttle's field artifacts go between the shuttle and the party
  const inOrbit = state.phase === 'orbit';
  const byShuttle = organising && (inOrbit || atShuttle(state));
  // the party takes an artifact out of the shuttle only when it can carry it (not before it is formed)
  const last = shuttleArtifacts(state).at(-1);
  const fits = !!last && carriedWeight(state) + (last.weight ?? 0) <= partyCapacity(state);
  const down: Action | null = byShuttle && !inOrbit && folder === 'shuttle' && fits ? { type: 'takeArtifact' } : null;
  const up: Action | null = !byShuttle ? null : folder === 'shuttle' ? (inOrbit ? { type: 'unloadWeapon' } : null) : { type: 'stowArtifact' };
  return [{ folder, unit: 'artifacts', down, up, third: null }];
}

/**
 * R-UI-TABLE-03, R-DMG-01: while hits are given out, the rows that may take one are marked; who
 * may take them depends on what caused them (rules/hitRules.ts).
 */
function hitRows(state: GameState): TableRow[] {
  const rows: TableRow[] = [];
  for (const folder of TABLE_FOLDER_IDS) {
    const f = folderOf(state, folder);
    for (const p of f.crew)
      rows.push({
        folder,
        unit: p.id,
        down: canWound(state, folder, p.id) ? { type: 'hit', folder: folder as HitFolder, unit: p.id } : null,
        up: canHitSuit(state, folder, p.id) ? { type: 'hitSuit', folder: folder as SuitFolder, unit: p.id } : null,
        third: null,
      });
    for (const id of stockIn(f.units))
      rows.push({ folder, unit: id, down: canHitUnit(state, folder, id) ? { type: 'hit', folder: folder as HitFolder, unit: id } : null, up: null, third: null });
    if (f.resources > 0) rows.push({ folder, unit: 'resources', down: canHitStore(state, folder) ? { type: 'hit', folder: folder as HitFolder, unit: 'resources' } : null, up: null, third: null });
    rows.push(...artifactRows(state, folder));
  }
  return rows;
}
type HitFolder = Extract<Action, { type: 'hit' }>['folder'];

/** R-COMBAT-02: while weapons are chosen, 'wybierz' at the rows of the weapons that may still be chosen. */
function weaponRows(state: GameState): TableRow[] {
  const open = weaponChoices(state);
  const course = courseOf(state)!;
  const rows: TableRow[] = [];
  for (const folder of TABLE_FOLDER_IDS) {
    const f = folderOf(state, folder);
    for (const p of f.crew) rows.push({ folder, unit: p.id, down: null, up: null, third: null });
    // R-CHASE-02: a weapon dropped into 'PORZUCONE' during the meeting may still be chosen there
    // (worked out once for the folder; the records are read by a switch of named reads, stockOf:
    // a read by the varying unit type threw this function out of optimised code, docs/SPEED.md)
    const dropped = folder === 'abandoned' ? byStock(droppedUnits(state)) : null;
    for (const id of stockIn(f.units)) {
      const st = stockOf(f.units, id)!;
      const inHand = folder === 'used' || state.mode === 'rover' || course.usedAtStart.includes(id);
      const reachable = dropped ? (stockOf(dropped, id) ?? 0) > 0 : folder !== 'shuttle';
      const pick = reachable && open.includes(id) && st.count > st.damaged && inHand;
      rows.push({ folder, unit: id, down: null, up: null, third: pick ? { type: 'pickWeapon', unit: id } : null });
    }
    if (f.resources > 0) rows.push({ folder, unit: 'resources', down: null, up: null, third: null });
    rows.push(...artifactRows(state, folder));
  }
  return rows;
}
type SuitFolder = Extract<Action, { type: 'hitSuit' }>['folder'];

/** Rows of folder 'PROM' only. */
export function shuttleRows(state: GameState): TableRow[] {
  return tableRows(state).filter((r) => r.folder === 'shuttle');
}

/**
 * The legal actions come from five sources: the choice menu, the starship-log buttons (and the
 * weapon's loading), the navigation board, the movement board and the expedition table (with
 * 'nextTip', always legal). Each source is worked out once per state, and only when asked.
 */
type Source = 'menu' | 'log' | 'fly' | 'board' | 'table';
const SOURCES: Readonly<Record<Source, (state: GameState) => readonly Action[]>> = {
  menu: perState((state) => {
    // a loop, not flatMap: its array per item cost more than the rest of the menu's actions
    const out: Action[] = [];
    for (const m of menuItems(state)) if (m.action) out.push(m.action);
    return out;
  }),
  log: perState((state) => {
    const log = [...HUMAN_IDS, ...STOCK_IDS].map((u) => logAction(state, u)).filter((a): a is Action => a !== null);
    if (canLoadWeapon(state)) log.push({ type: 'loadWeapon' });
    return log;
  }),
  fly: perState((state) => (state.menu === 'main' ? openDirections(state).map((dir): Action => ({ type: 'fly', dir })) : [])),
  board: perState((state) => (boardOpen(state) ? boardActions(state) : [])),
  table: perState((state) => {
    const out: Action[] = [];
    for (const r of tableRows(state)) {
      if (r.down) out.push(r.down);
      if (r.up) out.push(r.up);
      if (r.third) out.push(r.third);
    }
    return out;
  }),
};
const ORDER: readonly Source[] = ['menu', 'log', 'fly', 'board', 'table'];

/** The expedition table's actions alone (the hits' rows: the player picks among them without the rest of the list). */
export const tableActions = (state: GameState): readonly Action[] => SOURCES.table(state);

/** The movement board's buttons act: on the planet, in the main menu, no meeting going on, no creature's cages split. */
function boardOpen(state: GameState): boolean {
  return state.phase === 'surface' && state.menu === 'main' && !courseOf(state) && !splitCreature(state);
}

const LOG_UNITS: ReadonlySet<string> = new Set<string>([...HUMAN_IDS, ...STOCK_IDS]);
const BOARD_BUTTON_SET: ReadonlySet<string> = new Set<string>(BOARD_BUTTONS);

/**
 * The board's moves and the log's unit buttons, checked one by one (the step checks every move
 * and load this way): the same answer as a search of their source, which holds exactly the
 * buttons whose own action this is — without working out the other six buttons or eighteen units.
 * undefined: an action of another type, asked of its sources.
 */
function oneButton(state: GameState, action: Action): boolean | undefined {
  switch (action.type) {
    case 'move':
      return BOARD_BUTTON_SET.has(action.dir) && boardOpen(state) && moveOption(state, action.dir) !== null && sameAction({ type: 'move', dir: action.dir }, action);
    case 'down':
    case 'up':
      return tableButton(state, action);
    case 'care':
      return careButton(state, action);
    case 'research':
    case 'liftOff':
      return surfaceMenuOffers(state, action.type) && sameAction({ type: action.type }, action);
    case 'toggleMoveMode':
    case 'circle':
      return moveLinesOpen(state) && sameAction({ type: action.type }, action);
    case 'load':
    case 'selectUnit':
    case 'assignWound': {
      if (!LOG_UNITS.has(action.unit)) return false;
      const a = logAction(state, action.unit);
      return a !== null && sameAction(a, action);
    }
    default:
      return undefined;
  }
}
const NEXT_TIP: Action = { type: 'nextTip' };

/**
 * The choice menu offers 'badaj' or 'startuj' now. The menu's lines and isLegalNow both ask this, so
 * the player's and the step's checks need no menu worked out (they ask it at every research and lift-off).
 */
function surfaceMenuOffers(state: GameState, type: 'research' | 'liftOff'): boolean {
  // canResearch and canLiftOff read the phase, the hits and a suit being put on themselves (canResearch the menu and a care choice too)
  if (courseOf(state)) return false;
  // R-DEV-70: with a creature's cages split, lifting off is still offered, the research is not
  if (type === 'research') return !splitCreature(state) && canResearch(state);
  return state.menu === 'main' && !state.careChoice && canLiftOff(state);
}

/** The menu's move lines (moveMenu, and isLegalNow for the switch and 'krąż'): the party may move, no meeting goes on, no creature's cages are split. */
function moveLinesOpen(state: GameState): boolean {
  return !courseOf(state) && !splitCreature(state) && canMove(state);
}

/**
 * The sources each type of action can come from, the usual one first: isLegalNow asks only these,
 * so a refused action never works out the sources that cannot hold it. Every type is listed (the
 * compiler checks it); a test checks every legal action of many games against this table.
 */
const SOURCES_OF: Readonly<Record<Exclude<Action['type'], 'nextTip'>, readonly Source[]>> = {
  // a typed value is no source's action: step.isLegal checks its field instead
  setInput: [],
  openNewGame: ['menu', 'log'],
  newGame: ['menu'],
  openCampaigns: ['menu'],
  newCampaign: ['menu'],
  nextCampaignGame: ['menu'],
  cancel: ['menu'],
  selectUnit: ['log'],
  fly: ['fly'],
  confirmEarth: ['menu'],
  decline: ['menu'],
  onboard: ['menu'],
  finishOnboard: ['menu'],
  chooseOption: ['menu'],
  assignWound: ['log'],
  load: ['log'],
  unload: ['table'],
  loadWeapon: ['log'],
  unloadWeapon: ['table'],
  takeArtifact: ['table'],
  stowArtifact: ['table'],
  addResources: ['menu'],
  togglePreference: ['menu'],
  suitButton: ['table'],
  dressHuman: ['table'],
  startUndress: ['menu'],
  undressHuman: ['table'],
  cancelPick: ['menu'],
  down: ['table'],
  up: ['table'],
  toggleMode: ['menu'],
  toggleLevel: ['menu'],
  hit: ['table'],
  hitSuit: ['table'],
  care: ['table'],
  careChoice: ['menu'],
  research: ['menu'],
  liftOff: ['menu'],
  land: ['menu'],
  searchArea: ['menu'],
  acceptArea: ['menu'],
  move: ['board'],
  toggleMoveMode: ['menu'],
  toggleView: ['menu'],
  circle: ['menu'],
  strategy: ['menu'],
  attackCaught: ['menu'],
  letGo: ['menu'],
  pickWeapon: ['table'],
  fight: ['menu'],
  clashMode: ['menu'],
  ownOption: ['menu'],
};

/** The legal actions, kept per state: the menu's, the log's, the flight's, the board's and the table's, in that order. */
export const legalActions: (state: GameState) => readonly Action[] = perState((state) => {
  const out: Action[] = [];
  for (const k of ORDER) for (const a of SOURCES[k](state)) out.push(a);
  out.push(NEXT_TIP);
  return out;
});

/**
 * Whether the action is one of the legal ones now (actions are flat records of primitives): the
 * same answer as a search of legalActions, but only the sources that can hold an action of its
 * type are asked, so a click rarely works out the whole list (the heuristic player asks of many
 * actions, most of them refused).
 */
export function isLegalNow(state: GameState, action: Action): boolean {
  if (action.type === 'nextTip') return true;
  if (state === lastAsked.state && action === lastAsked.action) return lastAsked.legal;
  const legal = isLegalAsked(state, action);
  lastAsked.state = state;
  lastAsked.action = action;
  lastAsked.legal = legal;
  return legal;
}

/**
 * The last answer, by the state's and the action's identity (both are never changed once made): the
 * heuristic player asks of the move it advises, and the step it is then given asks again.
 */
const lastAsked: { state: GameState | null; action: Action | null; legal: boolean } = { state: null, action: null, legal: false };

function isLegalAsked(state: GameState, action: Exclude<Action, { type: 'nextTip' }>): boolean {
  const one = oneButton(state, action);
  if (one !== undefined) return one;
  // a host's action is untrusted: a type no source knows (even 'toString') is simply not legal
  const from = Object.prototype.hasOwnProperty.call(SOURCES_OF, action.type) ? SOURCES_OF[action.type] : [];
  return from.some((k) => SOURCES[k](state).some((a) => sameAction(a, action)));
}
