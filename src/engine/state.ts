// GameState: everything a game is, JSON-serialisable, with a schema version. Nothing here is
// derived from anything else in the state, so a saved game is the state and nothing more.
import type { InputField } from './data/inputs';
import type { MapField } from './geometry/starGeometry';
import type { PlanetId } from './data/planets';
import type { CampaignId, VoyageLength } from './data/setup';
import type { HumanId, StockId } from './data/units';
import type { RngState } from './rng';
import type { Strategy, Trait } from './data/beings';
import type { Message } from './text';

export type { MapField };

/** Bump when the shape changes; deserialize refuses states from a newer version. */
export const STATE_VERSION = 1;

export interface Human {
  readonly id: HumanId;
  /** R-SETUP-03, R-UI-SPACE-12: ×15 = IQ. */
  readonly intelligence: number;
  /** R-UI-SPACE-17. */
  readonly wounds: number;
  readonly alive: boolean;
  /** Of his wounds, those caused by lack of resources (R-HEAL-08): healed last, at −3 each. */
  readonly starvedWounds: number;
  /** R-DMG-23: the factors of his pre-healed wounds (healed first, R-HEAL-06, R-HEAL-07). */
  readonly preHealed?: readonly number[];
  /**
   * R-INF-07..12: ill with the infection (alive: carried, does nothing, takes no wounds) or, dead,
   * an infected corpse that must be carried to the shuttle. Cleared when the expedition ends.
   */
  readonly ill: boolean;
  /** R-DMG-08: brain damages suffered (absent: none); each lowers his toughness by 1 (he dies at fewer wounds). */
  readonly impaired?: number;
}

/** Units of one robot or device type aboard the starship (R-UI-SPACE-17, R-UI-SPACE-18). */
export interface Stock {
  readonly count: number;
  readonly damaged: number;
}


/**
 * Where the game is:
 * - space: the starship flies (or waits at Earth before the start); the navigation board works;
 * - orbit: just arrived at a planet, deciding what to do;
 * - onboard: a series of on-board activities was done; another series or 'zakończ';
 * - event: a space event waits for a choice in the menu;
 * - wounds: wounds from a space event wait to be given out with the starship-log buttons;
 * - ended: back on Earth, the game is over.
 */
export type Phase = 'space' | 'orbit' | 'onboard' | 'event' | 'wounds' | 'landing' | 'surface' | 'ended';

/** A suit a human wears (R-UI-TABLE-04: 'S', 'SU', 'CS', 'CSU'). */
export interface Worn {
  readonly kind: 'suit' | 'heavySuit';
  readonly damaged: boolean;
}

/** A human in the shuttle (folder 'PROM'). */
export interface Passenger {
  readonly id: HumanId;
  readonly suit: Worn | null;
}

/** A folder of the expedition table: humans, robots and devices by type, resources (R-UI-TABLE-21..26). */
export interface ShuttleBay {
  readonly crew: readonly Passenger[];
  /** Robots and loose devices (loose suits included), by type. */
  readonly units: Readonly<Partial<Record<StockId, Stock>>>;
  readonly resources: number;
}

export type Folder = ShuttleBay;

/** The field party's folders (R-UI-TABLE-22..26); folder 'PROM' is `bay`. */
export interface Party {
  /** 'EKSPEDYCJA': the humans and working robots walking, or the Rover. */
  readonly expedition: Folder;
  /** 'NIESIONE': carried units, resources; in the Rover also the humans and robots. */
  readonly carried: Folder;
  /** 'UŻYWANE': devices in the humans' hands (or aboard the Rover). */
  readonly used: Folder;
  /** 'PORZUCONE': put down away from the shuttle; lost when the party leaves the field or circles (R-UI-TABLE-22). */
  readonly abandoned: Folder;
}

/** How the party moves and the level it is on (R-LOAD-15, R-LOAD-23..25). */
export type MoveMode = 'foot' | 'rover';
export type Level = 'surface' | 'underwater' | 'onWater';

/** The landing being decided or made (R-LAND). */
export interface Landing {
  /** The drawn area. */
  readonly area: string;
  /** Areas drawn so far on this planet (the first draw counts). */
  readonly draws: number;
}

/** The expedition on the surface. */
export interface Surface {
  readonly area: string;
  readonly climate: 'none' | 'desert' | 'tropical' | 'temperate' | 'arctic';
  readonly fog: boolean;
  /** Maybe terrains that did not turn up on this landing: 'row:col:feature' (R-LAND-03). */
  readonly absent: readonly string[];
  /** Hours spent on the planet since this landing (R-UI-EXP-09). */
  readonly hours: number;
  /** Researches made: 'row:col:layer', once per research (R-MAP-10). */
  readonly researched: readonly string[];
  /**
   * Where the field party is (R-MAP-09): a map field, and whether in the cave under it. Under a
   * liquid is the level 'pod wodą' (`level`), so that the two are never out of step.
   */
  readonly at: { readonly row: number; readonly col: number; readonly cave: boolean };
  /** What a move on the movement board does: enter and research, or forced march (R-MOVE-05, R-MOVE-09). */
  readonly moveMode: 'research' | 'march';
  /** The other level the movement board shows, if any (R-TERRAIN-07, R-TERRAIN-17). */
  readonly view: Layer | null;
  /** Fields whose research may be made once more ('row:col:layer', R-TERRAIN-32, R-TERRAIN-34). */
  readonly repeats: readonly string[];
  /**
   * R-RES-18 (ours): the part of a resource consumed but not yet taken, by the field party and by
   * the humans in the shuttle; a whole one is taken when it is reached.
   */
  readonly drainDebt: { readonly party: number; readonly shuttle: number };
  /** Damaged units (by type) whose damage lack of resources caused (R-REPAIR-10): repaired last, at −2. */
  readonly starvedDamage: Readonly<Partial<Record<StockId, number>>>;
  /** R-ACC-03..06: how many times the atmosphere began to act on the robots (0: not yet). */
  readonly activeAtmosphere: number;
  /** R-ACC-10..11: threats to the shuttle that have come and not been driven off. */
  readonly shuttleThreats: number;
  /** R-ACC-12: the shuttle was destroyed: no more research; only humans and their suits go back. */
  readonly wreck: boolean;
  /** R-INF-02..05: infection-risk points gathered on this planet. */
  readonly infection: number;
  /** The being met last on this landing, shown in the encounter panel (R-ENC-13). */
  readonly encounter: Encounter | null;
  /** R-MOVE-14: fields ('row:col:layer') a march freed of march-related beings. */
  readonly freed: readonly string[];
  /** R-MOVE-16 (ours): fields where a being was met: nothing tied to movement is met there again. */
  readonly spent: readonly string[];
  /** Creatures held in the party's (or the shuttle's) cages, in the order caught (R-DEV-67, R-DEV-69). */
  readonly caged: readonly Specimen[];
  /** R-DMG-24: the repair factors of the patched-up damaged units, by type (repaired first, R-REPAIR-06..09). */
  readonly patched: Readonly<Partial<Record<StockId, readonly number[]>>>;
}

/** Indicators determined so far (R-CRE-12): of a specimen, or the highest of a species. */
export type Indicators = Readonly<Partial<Record<Trait, number>>>;

/** A meeting (R-ENC-13): what was met, where, and how. */
export interface Encounter {
  readonly being: string;
  readonly place: Place;
  /** R-ENC-16..18: the being attacked by surprise and the attack succeeded. */
  readonly surprised: boolean;
  /** R-ENC-09: another being that came with it. */
  readonly companion: string | null;
  readonly indicators: Indicators;
  /** What the player must decide next while the meeting goes on (null: it is over). */
  readonly course?: Course | null;
}

/** R-COMBAT-09: an advantage in the clash to come: whose, and how many columns (3 strong, 2 normal, 1 weak). */
export interface ClashAdvantage {
  readonly side: 'creature' | 'expedition';
  readonly columns: number;
}

/**
 * The course of a meeting with a creature (R-STRAT, R-NEG, R-FIGHT, R-FLEE, R-CHASE, R-COMBAT):
 * 'surprise': a surprise attack to be resolved (R-ENC-18); 'choose' a strategy; 'own': a plant's, an
 * alien's or an artifact's own choices (R-STRAT-04..07); 'caught' the fleeing creature — clash or let it go; 'weapons' being chosen
 * for a clash; 'mode' capture or kill.
 */
export interface Course {
  readonly stage: 'surprise' | 'choose' | 'caught' | 'weapons' | 'mode' | 'own';
  /** Strategies chosen in this meeting, in order. */
  readonly tried: readonly Strategy[];
  /** A failed negotiation (C1) is not offered again in this meeting. */
  readonly talksFailed: boolean;
  /** The clash being prepared: its advantage, whether capture is allowed (never after a flight, R-FLEE-03), and whether it is without a fight (R-FIGHT-10). */
  readonly advantage: ClashAdvantage | null;
  readonly canCapture: boolean;
  readonly noFight: boolean;
  /** Weapons chosen (device ids, one per human, R-COMBAT-03). */
  readonly weapons: readonly StockId[];
  /** Devices in 'UŻYWANE' when the meeting began (R-COMBAT-06, R-DMG-23, R-DMG-24). */
  readonly usedAtStart: readonly StockId[];
  /** R-CHASE-02: working units in 'PORZUCONE' when the meeting began (what is put there during it may still fight). */
  readonly abandonedAtStart?: Readonly<Partial<Record<StockId, number>>>;
  /** Own choices already made in this meeting that leave it open (an artifact's study, R-STRAT-06). */
  readonly done?: readonly string[];
  /** R-STRAT-07: the aliens decide by themselves this time; the menu offers only 'await'. */
  readonly decided?: true;
  /** R-ENC-18: a surprise clash: no strategy until it has failed. */
  readonly surprise: boolean;
}

/** A row of the creature log (R-UI-SPACE-19): a species met, how often, its best indicators. */
export interface LogEntry {
  readonly being: string;
  readonly met: number;
  readonly known: Indicators;
  /** What was done with the species so far (for the halving VP of R-CRE-17..20 and R-STRAT-11). */
  readonly deeds?: Deeds;
}

/** Counts per species of what gave (or may give) VP. */
export interface Deeds {
  /** Holaparat photos taken (R-CRE-18). */
  readonly photos: number;
  /** Times the flight strategy was chosen (R-CRE-20). */
  readonly flights: number;
  /** Negotiations that succeeded (R-CRE-19). */
  readonly talks: number;
  /** Specimens delivered aboard (R-CRE-17). */
  readonly delivered: number;
  /** Strategies (or a plant's, alien's, artifact's own choices) ever chosen with the species (R-STRAT-11). */
  readonly tried: readonly string[];
  /** Outcomes of own courses that happened, as 'option.outcome', repeats included (R-CRE-23: VP halve). */
  readonly seen?: readonly string[];
  /** Its special variant has occurred (R-STRAT-03: its first occurrence gives 'poznanie'). */
  readonly special: boolean;
}

/** A being or artifact aboard the starship, with the indicators determined for it. */
export interface Specimen {
  readonly being: string;
  readonly indicators: Indicators;
  /** R-ART-04: an artifact's weight, given when it was obtained (none: 0 or absent). */
  readonly weight?: number;
  /** R-ART-06 (ours): an artifact the overloaded party put into the shuttle (it weighs no more; delivered at lift-off). */
  readonly stowed?: boolean;
  /** R-ART-02, R-ART-03: the VP its delivery aboard gave (lost with it if it is taken to a planet and lost). */
  readonly vp?: number;
  /** R-LAND-02 (ours): aboard, in orbit: it was put into the shuttle and goes down with the next landing. */
  readonly loaded?: boolean;
  /** R-ART-02, R-MOVE-38: on a planet, it was taken there from the starship (no delivery VP when it comes back). */
  readonly fromShip?: boolean;
}

/** A surface just landed on, before its area, climate and fog are set. */
export const FRESH_SURFACE: Omit<Surface, 'area' | 'climate' | 'fog' | 'absent' | 'at'> = {
  hours: 0,
  researched: [],
  moveMode: 'research',
  view: null,
  repeats: [],
  drainDebt: { party: 0, shuttle: 0 },
  starvedDamage: {},
  activeAtmosphere: 0,
  shuttleThreats: 0,
  wreck: false,
  infection: 0,
  encounter: null,
  freed: [],
  spent: [],
  caged: [],
  patched: {},
};

/** Why hits are being given out: which units may take them (R-DMG-01, R-RES-15, R-ACC). */
export type HitSource = 'landing' | 'starvedHumans' | 'starvedUnits' | 'starvedShuttle' | 'seismic' | 'scatter' | 'lava' | 'roverCrash' | 'clash' | 'hunt' | 'rampage' | 'being';

/** A batch of hits to give out; `units`: the unit types that may take them (the absorbers, R-RES-15). */
export interface HitBatch {
  readonly source: HitSource;
  readonly count: number;
  readonly units?: readonly StockId[];
  /**
   * Units of those types already damaged when the activity began (not absorbers, R-RES-06): a
   * damaged unit takes a hunger hit only when more are damaged now (it lost its function during it).
   */
  readonly spared?: Readonly<Partial<Record<StockId, number>>>;
  /** R-CHASE-02: units put into 'PORZUCONE' during the meeting that fought, by type (they may take the clash's hits there). */
  readonly dropped?: Readonly<Partial<Record<StockId, number>>>;
  /** A clash's or a hunt's humans: only they may take its hits ('hunt': wounds only, R-FLEE-05). */
  readonly humans?: readonly HumanId[];
  /** R-DMG-23, R-DMG-24: the batch's first wound and first damage have been tended. */
  readonly tended?: { readonly wound: boolean; readonly damage: boolean };
}

/** The layers of a map position (R-MAP-09): its surface, under its liquid, the cave under it. */
export type Layer = 'surface' | 'underwater' | 'cave';

/** A field of the area map at a layer (1-based row and column, as the map). */
export interface Place {
  readonly row: number;
  readonly col: number;
  readonly layer: Layer;
}

/**
 * Where the choice menu is within a phase: the NOWA GRA length choice lies over any phase; the
 * question whether to fly home (and end the voyage) early lies over the space phase.
 */
export type MenuMode = 'main' | 'chooseLength' | 'chooseCampaign' | 'confirmEarth';

/** Effects of space events that act in later stages of the game (R-SPACE-21). */
export interface LaterEffects {
  /** Multiplies the event chance of the next flight leg. */
  readonly eventChanceFactor: number;
  /** The next search for another landing area costs no month (used by landing). */
  readonly freeLandingSearch: boolean;
  /** The next landing is riskier (used by landing). */
  readonly riskyLanding: boolean;
}

/** Why the VP changed (R-SCORE): each reason has its note in the catalogues ('vp.<reason>'). */
export const VP_REASONS = [
  'overtime', 'discovery', 'event', 'wound', 'death', 'unitLost', 'shuttleLost', 'missedPlanets', 'indicator', 'photo', 'flight', 'talks', 'diversity', 'delivery', 'encounter', 'weaponLost', 'impairment',
  // the research of a field, the happy return, the terrain bonus (their messages name the amount)
  'research', 'return', 'terrainBonus',
  // a save from before the ledger: its PZ as one opening entry
  'earlier',
  // on Earth, the end-of-game penalties (R-WIN-04) and the balance of unit use (R-BAL)
  'unhealed', 'damagedRobots', 'damagedDevices', 'balanceCrew', 'balanceLightSuit', 'balanceRobots', 'balanceRover', 'balanceDevices', 'balanceDeviceRepeats', 'balanceQuantities', 'balanceResources',
] as const;
export type VpReason = (typeof VP_REASONS)[number];

/** One line of the points ledger: the PZ a reason gave (or took) in a month of the voyage. */
export interface LedgerEntry {
  readonly month: number;
  readonly reason: VpReason;
  readonly amount: number;
}

/**
 * R-BAL-03..14: what the landings took down, for the balance at the end (ours, R-BAL-15: one
 * "taking" is one unit in the expedition table at a landing).
 */
export interface BalanceRecord {
  /** R-BAL-03: the humans taken to a surface. */
  readonly humans: readonly HumanId[];
  /** R-BAL-04: the humans who landed in a light 'Skafander'. */
  readonly lightSuit: readonly HumanId[];
  /** R-BAL-05..08: units of each robot and device type taken down, summed over the landings (suits worn included). */
  readonly taken: Partial<Record<StockId, number>>;
  /** R-BAL-10..12: the most Stunners, Cages and Heavy Suits taken down together. */
  readonly together: Partial<Record<StockId, number>>;
  /** R-BAL-14: landings with the shuttle holding the resources its planet's gravity asks. */
  readonly fills: number;
  /** R-BAL-10: Heavy Suits aboard at the start (with fewer than 4, 3 taken together are enough). */
  readonly heavySuitsAtStart: number;
}
/** A finished voyage of a campaign (rules/campaign.ts). */
export interface CampaignGame {
  readonly length: VoyageLength;
  readonly seed: number;
  readonly route: readonly PlanetId[];
  readonly vp: number;
  readonly won: boolean;
}

/** Issue 14 point 6: the campaign this voyage is part of. */
export interface Campaign {
  readonly id: CampaignId;
  /** The voyages finished before this one. */
  readonly played: readonly CampaignGame[];
  /** Planets this voyage cannot enter: explored earlier in the campaign's round. */
  readonly closed: readonly PlanetId[];
  /** The balance record this voyage began with (carried over; a replay starts from it). */
  readonly startBalance: BalanceRecord;
}

/** Issue 14 point 7: where the voyage stood at the end of a month (its last step in that month). */
export interface MonthPoint {
  readonly month: number;
  readonly vp: number;
  /** The crew's health in per cent: the wounds the living can still take, of all the crew could (rules/chronicle.ts). */
  readonly health: number;
}

/** Issue 14 point 8: a finished voyage, as the workbook's chronicle keeps it. */
export interface ChronicleEntry {
  /** The day it ended, 'YYYY-MM-DD', stamped by the host (the engine reads no clock). */
  readonly date: string;
  readonly length: VoyageLength;
  readonly seed: number;
  /** The planets landed at or orbited, in the order visited. */
  readonly route: readonly PlanetId[];
  readonly months: number;
  readonly vp: number;
  /** R-WIN-01: the voyage's PZ reached its length's threshold (40/70/100). */
  readonly won: boolean;
  /** Creatures delivered aboard (artifacts and natural objects not counted). */
  readonly delivered: number;
  /** Humans who died. */
  readonly dead: number;
  /** Shuttles lost. */
  readonly shuttlesLost: number;
  /** Played with new worlds (issue 14 point 5); absent in a classic game. */
  readonly newWorlds?: true;
  /** The campaign it was part of and its place in it, 1-based (issue 14 point 6). */
  readonly campaign?: CampaignId;
  readonly part?: number;
}

export interface VpChange {
  readonly amount: number;
  readonly reason: VpReason;
}

export interface GameState {
  readonly version: typeof STATE_VERSION;
  /** The seed the game was started with (shown for sharing and bug reports). */
  readonly seed: number;
  readonly rng: RngState;
  readonly length: VoyageLength;
  /** Months of the voyage elapsed (R-UI-SPACE-10). */
  readonly month: number;
  /** The planned voyage in months: the length plus time bonuses for far planets (R-SETUP-07..09). */
  readonly planMonths: number;
  /** Overtime months already charged at 5 VP each (R-SPACE-14); refunded if the plan grows. */
  readonly overtimeCharged: number;
  /** Victory points (PZ) so far. */
  readonly vp: number;
  /** Shuttles still aboard (R-SHUTTLE-05). */
  readonly shuttles: number;
  readonly phase: Phase;
  readonly menu: MenuMode;
  /** The starship's field (R-SPACE-10). */
  readonly position: MapField;
  /** Where and when the current flight leg began (R-SPACE-19). */
  readonly legStart: MapField & { readonly month: number };
  /** The planet orbited, with the characteristic set drawn on arrival (R-ORBIT-01). */
  readonly orbit: { readonly planet: PlanetId; readonly set: number } | null;
  /** The planet being arrived at while a space event is resolved. */
  readonly arriving: PlanetId | null;
  /** Planets visited, in order (R-SPACE-12). */
  readonly visited: readonly PlanetId[];
  /** On-board activities are possible now (R-SHIP-01). */
  readonly canOnboard: boolean;
  /** The space event waiting for a choice (phase 'event'). */
  readonly event: string | null;
  /** Wounds still to be given out (phase 'wounds'). */
  readonly woundsToAssign: number;
  /** A human both wounded and in a damaged suit: heal or repair, chosen in the menu (R-UI-TABLE-19). */
  readonly careChoice: { readonly folder: 'shuttle' | 'expedition' | 'carried'; readonly unit: HumanId } | null;
  /** Hits still to be given out in the expedition table ('rań/uszkodź', R-DMG-01..02). */
  readonly hitsToAssign: number;
  /** What the hits being given out came from and who may take them (null: a landing accident's, any unit). */
  readonly hitRule: Omit<HitBatch, 'count'> | null;
  /** Batches of hits waiting until the current one is given out. */
  readonly hitQueue: readonly HitBatch[];
  readonly later: LaterEffects;
  /** Folder 'PROM' while a landing is prepared (in orbit) and made. */
  readonly bay: ShuttleBay;
  readonly party: Party;
  readonly mode: MoveMode;
  readonly level: Level;
  /** 'weź uszkodzony' instead of 'weź nieuszkodzony' (R-LOAD-12). */
  readonly takeDamaged: boolean;
  /** A loose suit waiting for the human to put it on (R-LOAD-10), or 'off': a suit to take off ('zdejmij'). */
  readonly dressing: 'suit' | 'heavySuit' | 'off' | null;
  readonly landing: Landing | null;
  readonly surface: Surface | null;
  /** The creature log (R-ENC-13, R-UI-SPACE-19): one entry per species met, in the order met. */
  readonly log: readonly LogEntry[];
  /** Beings and artifacts aboard the starship (R-SHIP-07..09, R-UI-SPACE-19). */
  readonly aboard: readonly Specimen[];
  /** One-time discoveries already rewarded ('poznanie'): event, outcome and set ids. */
  readonly discovered: readonly string[];
  readonly crew: readonly Human[];
  readonly stock: Readonly<Record<StockId, Stock>>;
  /** Values of the input cells '±zasobów:' and 'godzin:'. */
  readonly inputs: Readonly<Record<InputField, number>>;
  /** Index of the rotating tip shown in the strip under the text field. */
  readonly tip: number;
  /** Upper part of the text field (R-UI-SPACE-22). */
  readonly message: Message;
  /** Lower part of the text field: hints and conditions. */
  readonly hint: Message | null;
  /**
   * VP changes of the step under way (rules/vp.ts). Never saved: step() turns them into notes of
   * its message and drops the field.
   */
  readonly vpLog?: readonly VpChange[];
  /**
   * Hits of the step under way that nobody could take (settleHits dropped their batch). Never
   * saved: step() says how many in a note after its message and drops the field.
   */
  readonly hitsLost?: number;
  /** The points ledger (issue 14): every PZ gained or lost, by month and reason; its sum is 'vp'. */
  readonly ledger: readonly LedgerEntry[];
  /**
   * Every action accepted since the game began, one line each, joined by line breaks ('' before
   * the first; journal.ts): the seed and these replay the game. One string, not an array: adding a
   * line to a string makes a rope of the two, where an array would be copied whole on every step.
   * A save holds it as the list of its lines (serialize.ts).
   */
  readonly journal: string;
  /** What the landings took down, for the balance of unit use at the end (R-BAL). */
  readonly balance: BalanceRecord;
  /** The campaign this voyage belongs to (issue 14 point 6), or null for a single voyage. */
  readonly campaign: Campaign | null;
  /** Randomized worlds (issue 14 point 5): whose content each planet has (rules/worlds.ts); null in a classic game. */
  readonly worlds: Readonly<Record<PlanetId, PlanetId>> | null;
  /** The mission chart's points (issue 14 point 7): one per month reached, the latest kept up to date. */
  readonly history: readonly MonthPoint[];
  /**
   * The workbook's chronicle of finished voyages (issue 14 point 8), oldest first. Not part of
   * the game: a new game carries it on, no rule reads it, and the host appends to it.
   */
  readonly chronicle: readonly ChronicleEntry[];
}
