// The Action union: everything a player can do. A host turns a cell click into one of these by
// looking it up in the sheet model; the engine decides whether it is legal now.
import type { InputField } from './data/inputs';
import type { CampaignId, VoyageLength } from './data/setup';
import type { HumanId, StockId, UnitId } from './data/units';
import type { Strategy } from './data/beings';
import type { Direction } from './geometry/starGeometry';
import type { Layer } from './state';

export type Action =
  /** 'NOWA GRA' in the choice menu: asks for the voyage length (R-SETUP-01). */
  | { readonly type: 'openNewGame' }
  /** A voyage length picked in the menu (R-SETUP-02); the seed comes from the game's own PRNG. */
  | { readonly type: 'newGame'; readonly length: VoyageLength; readonly randomize?: boolean }
  /** Issue 14 point 6: the campaigns' menu, a campaign's first voyage, and its next one after an end. */
  | { readonly type: 'openCampaigns' }
  | { readonly type: 'newCampaign'; readonly campaign: CampaignId }
  | { readonly type: 'nextCampaignGame' }
  /** 'rezygnuj' while choosing a length. */
  | { readonly type: 'cancel' }
  /** The button beside a unit in the starship log (R-UI-SPACE-01). */
  | { readonly type: 'selectUnit'; readonly unit: UnitId }
  /** A click on the tip strip shows the next tip. */
  | { readonly type: 'nextTip' }
  /** A value typed into '±zasobów:' or 'godzin:' (raw: whatever arrived in the cell). */
  | { readonly type: 'setInput'; readonly field: InputField; readonly raw: string | number | boolean | null }
  /** A direction button of the navigation board: one field, one month (R-SPACE-11). */
  | { readonly type: 'fly'; readonly dir: Direction }
  /** 'leć na Ziemię' in the menu: the flight home asked about (an early end) goes ahead. */
  | { readonly type: 'confirmEarth' }
  /** 'rezygnuj' in orbit: no landing here (R-ORBIT-03). */
  | { readonly type: 'decline' }
  /** 'czynności pokładowe': one series of on-board activities (R-SHIP-01..02). */
  | { readonly type: 'onboard' }
  /** 'zakończ': the series is over (R-SHIP-02). */
  | { readonly type: 'finishOnboard' }
  /** A space event's option in the menu (R-SPACE-22). */
  | { readonly type: 'chooseOption'; readonly index: number }
  /** The starship-log button of a human while wounds are given out (R-SPACE-22). */
  | { readonly type: 'assignWound'; readonly unit: HumanId }
  /** The starship-log button in orbit: into the shuttle (R-LOAD-03). */
  | { readonly type: 'load'; readonly unit: UnitId }
  /** 'wyżej' in folder PROM: back to the starship (R-LOAD-08). */
  | { readonly type: 'unload'; readonly unit: UnitId | 'resources' }
  /** The Alien Weapon's name in the creature log in orbit: into the shuttle (R-LAND-02). */
  | { readonly type: 'loadWeapon' }
  /** 'wyżej' at the artifacts row of 'PROM' in orbit: the weapon back to the starship. */
  | { readonly type: 'unloadWeapon' }
  /** 'niżej' at the artifacts row of 'PROM' on the shuttle's field: the party takes the last one stowed (R-ART-06). */
  | { readonly type: 'takeArtifact' }
  /** 'wyżej' at the artifacts row of 'NIESIONE' on the shuttle's field: the last one taken goes into the shuttle. */
  | { readonly type: 'stowArtifact' }
  /** 'dodaj zasób' (R-LOAD-05). */
  | { readonly type: 'addResources' }
  /** 'weź nieuszkodzony' / 'weź uszkodzony' (R-LOAD-12). */
  | { readonly type: 'togglePreference' }
  /** The 'skafander' button: take a suit off a human, or hand a loose suit out (R-LOAD-10, R-LOAD-11). */
  | { readonly type: 'suitButton'; readonly unit: HumanId | 'suit' | 'heavySuit' }
  /** 'wybierz' at the human who puts the handed-out suit on (R-LOAD-10). */
  | { readonly type: 'dressHuman'; readonly unit: HumanId }
  /** 'zdejmij' on the surface: pick the human whose suit comes off (R-UI-TABLE-18). */
  | { readonly type: 'startUndress' }
  /** 'wybierz' at the human whose suit comes off. */
  | { readonly type: 'undressHuman'; readonly unit: HumanId }
  /** 'zrezygnuj' while a suit is handed out. */
  | { readonly type: 'cancelPick' }
  /** 'niżej' in a folder of the expedition table (R-UI-TABLE-06..10). */
  | { readonly type: 'down'; readonly folder: 'shuttle' | 'carried'; readonly unit: UnitId | 'resources' }
  /** 'wyżej' in a folder of the field party (R-UI-TABLE-12..15). */
  | { readonly type: 'up'; readonly folder: 'expedition' | 'carried' | 'used' | 'abandoned'; readonly unit: UnitId | 'resources' }
  /** 'pieszo' / 'łazik' (R-LOAD-15). */
  | { readonly type: 'toggleMode' }
  /** 'powierzchnia' / 'pod wodą' / 'na wodzie' (R-LOAD-24). */
  | { readonly type: 'toggleLevel' }
  /** 'rań/uszkodź' at a row marked '<' (R-DMG-02). */
  | { readonly type: 'hit'; readonly folder: 'shuttle' | 'expedition' | 'carried' | 'used' | 'abandoned'; readonly unit: UnitId | 'resources' | 'artifacts' }
  /** 'uszkodź skaf.' at a suited human marked '<' (R-DMG-02, R-DMG-11). */
  | { readonly type: 'hitSuit'; readonly folder: 'shuttle' | 'expedition' | 'carried'; readonly unit: HumanId }
  /** 'napr/lecz/skaf' on the surface: repair a robot or device, heal a human, repair his suit (R-UI-TABLE-19). */
  | { readonly type: 'care'; readonly folder: 'shuttle' | 'expedition' | 'carried' | 'used' | 'abandoned'; readonly unit: UnitId }
  /** The menu's answer for a wounded human in a damaged suit. */
  | { readonly type: 'careChoice'; readonly heal: boolean }
  /** Research of the field the expedition stands on (R-MOVE-05; first the landing field, R-LAND-12). */
  | { readonly type: 'research' }
  /** A button of the movement board: to a neighbouring field or, in the centre, this one (R-UI-EXP-17..21). */
  | { readonly type: 'move'; readonly dir: Direction | 'centre' }
  /** 'ruch: z badaniem' / 'ruch: marsz forsowny' (R-MOVE-05, R-MOVE-09). */
  | { readonly type: 'toggleMoveMode' }
  /** 'zanurz się', 'wynurz się', 'wejdź do jaskini' and back: the movement board shows another level (R-TERRAIN-07, R-TERRAIN-17). */
  | { readonly type: 'toggleView'; readonly view: Layer }
  /** 'krążenie' for the hours in 'godzin:' (R-MOVE-18..20). */
  | { readonly type: 'circle' }
  /** Back to the starship (R-MOVE-34). */
  | { readonly type: 'liftOff' }
  /** 'ląduj' (R-LAND-01). */
  | { readonly type: 'land' }
  /** 'ląduj na tym obszarze' (R-LAND-07). */
  | { readonly type: 'acceptArea' }
  /** 'szukaj innego obszaru' (R-LAND-07..09). */
  | { readonly type: 'searchArea' }
  /** A strategy in the menu while a creature is met (R-STRAT-01). */
  | { readonly type: 'strategy'; readonly strategy: Strategy }
  /** 'starcie' once the fleeing creature is caught (R-NEG-02..03, R-CHASE-05). */
  | { readonly type: 'attackCaught' }
  /** 'puść wolno': the caught creature goes free. */
  | { readonly type: 'letGo' }
  /** 'wybierz' at a weapon row marked '<' (R-COMBAT-02). */
  | { readonly type: 'pickWeapon'; readonly unit: StockId }
  /** 'walcz': no more weapons (R-COMBAT-02). */
  | { readonly type: 'fight' }
  /** 'chwytaj' / 'zabijaj' (R-COMBAT-07). */
  | { readonly type: 'clashMode'; readonly mode: 'capture' | 'kill' }
  /** A plant's, an alien's or an artifact's own choice in the menu (R-STRAT-04..07). */
  | { readonly type: 'ownOption'; readonly option: string };

export type ActionType = Action['type'];

/** Actions that start a game: it carries its own generator and a fresh journal. */
const GAME_STARTS: ReadonlySet<string> = new Set<ActionType>(['newGame', 'newCampaign', 'nextCampaignGame']);
/** Also asked of a cell's action (a session's own buttons never start a game). */
export const startsGame = (a: { readonly type: string }): boolean => GAME_STARTS.has(a.type);

/** Stable identity of an action, used to compare a requested action with the legal ones. */
export function actionKey(a: Action | { readonly type: string }): string {
  return JSON.stringify(a, Object.keys(a).sort());
}

/** Two actions are the same: the same type and the same values (actions are flat records of primitives). */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  const rb = b as unknown as Record<string, unknown>;
  const ra = a as unknown as Record<string, unknown>;
  // no key lists made: the player and the legality checks compare some 3,000 pairs a game
  let fields = 0;
  for (const k in ra) {
    if (ra[k] !== rb[k] || !Object.prototype.hasOwnProperty.call(rb, k)) return false;
    fields++;
  }
  for (const k in rb) if (Object.prototype.hasOwnProperty.call(rb, k)) fields--;
  return fields === 0;
}
