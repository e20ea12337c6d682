// step(state, action): the only way a game changes. An action that is not legal now is refused
// with a message for the text field and the state is returned unchanged.
import { journalAfter, journaled } from './journal';
import { startsGame, type Action } from './actions';
import { isInputField } from './data/inputs';
import { isLegalNow } from './legal';
import { nextTip, unitInfo } from './rules/info';
import { checkInput } from './rules/inputs';
import { nothingToDoAboard, onboardSeries } from './rules/onboard';
import { newGame } from './rules/setup';
import { askBeforeHome, assignWound, chooseOption, declineLanding, fly, flyHome } from './rules/space';
import { addVp } from './rules/vp';
import { addResources, dress, emptyBay, load, loadAlienWeapon, startDressing, tableResources, takeOff, undress, unload } from './rules/loading';
import { acceptArea, land, landingHint, searchAgain } from './rules/landing';
import { folderOf, TABLE_FOLDER_IDS } from './rules/folders';
import { moveDown, moveUp, partyToShuttle, toggleLevel, toggleMode } from './rules/party';
import { liftOff, research } from './rules/research';
import { firstActionHint, withFirstActionHint } from './rules/firstAction';
import { strike, strikeSuit } from './rules/hits';
import { circle, move, moveHint, toggleMoveMode, toggleView } from './rules/moves';
import { anyHitTarget, settleHits } from './rules/hitRules';
import { settleSick } from './rules/infection';
import { damagedInTable } from './rules/folders';
import type { EncounterSource } from './rules/encounterSeam';
import { gameEncounters } from './rules/encounterChance';
import { backToShuttle, nobodyLeftAlive, partyLostAway, shuttleReturnsAlone } from './rules/stranded';
import { heal, healable, repair, repairSuit } from './rules/care';
import { attackCaught, chooseStrategy, courseHint, courseOf, letGo, pickWeapon, release, resolveFight, startFight, surpriseAttack } from './rules/course';
import { anyCaged, releaseUncaged, splitCreature } from './rules/cages';
import { carriedArtifacts, shuttleArtifacts, stowCarried, takeStowed, unloadArtifacts, weaponsLost } from './rules/artifacts';
import { ALIEN_WEAPON } from './data/artifacts';
import { chooseOwn } from './rules/ownCourse';
import { damagedCount, tendHit } from './rules/tending';
import { isHumanId, type StockId, type UnitId } from './data/units';
import { Dice } from './rng';
import type { Folder, GameState, VpReason } from './state';
import { tracked } from './rules/chronicle';
import { OVERTIME_VP_PER_MONTH } from './rules/voyage';
import { asCampaignGame, campaignGame, nextLength } from './rules/campaign';
import { CAMPAIGNS } from './data/setup';
import { isMessageKey, type MessageKey } from './text';
import { keyByCounts, signedAmount, type Message } from './text';
import { copyState, mapped, patchHuman, withInput, withoutStepFields, withState, withSurface } from './stateCopy';
import { STOCK_COUNT, stockList } from './rules/stock';

export interface StepResult {
  readonly state: GameState;
  /** What happened, in order, for a log or a host to show. */
  readonly events: readonly Message[];
  /** Set when the action was refused; the state is then the input state. */
  readonly refused?: Message;
}

export function isLegal(state: GameState, action: Action): boolean {
  // Typed values are always accepted for checking; their range is checked by checkInput.
  if (action.type === 'setInput') return isInputField(action.field);
  return isLegalNow(state, action);
}

/** What a step may be given besides the state and the action (tests only, for now). */
export interface StepOptions {
  /** Who is met on the planet, hour by hour (default: the bestiary, encounterChance.gameEncounters). */
  readonly encounters?: EncounterSource;
}

export function step(state: GameState, action: Action, options: StepOptions = {}): StepResult {
  if (!isLegal(state, action)) {
    return { state, events: [], refused: { key: state.phase === 'ended' ? 'msg.gameOver' : 'msg.refused' } };
  }
  if (action.type === 'setInput') {
    const r = checkInput(action.field, action.raw);
    if (!r.ok) return { state, events: [], refused: r.message };
    const next = journaled(state, action, overMeetingHint(withState(state, { inputs: withInput(state.inputs, action.field, r.value) })));
    return r.message ? { state: withState(next, { message: r.message }), events: [r.message] } : { state: next, events: [] };
  }
  const dice = new Dice(state.rng);
  const r = apply(state, action, dice, options.encounters ?? gameEncounters);
  if ('refused' in r) return { state, events: [], refused: r.refused };
  const settled = afterTime(withPutDownNote(unstuckHits(afterMeeting(r, dice, state, action.type === 'stowArtifact' || (action.type === 'hit' && action.unit === 'artifacts'))), state, action), state);
  // R-MOVE-04, R-SHUTTLE-06: whatever killed the last human on the planet, the shuttle flies back alone
  // hunger's marks follow whatever was lost or healed, the stranded party's losses included
  const next = withVpNotes(withLostHits(clampStarved(endOfPlanet(withWeaponLoss(nobodyLeftAlive(settled) ? shuttleReturnsAlone(settled) : partyLostAway(settled) ? withHitsHint(backToShuttle(settled)) : settled, state)))));
  // Every draw of this step is saved back into the state (a new game carries its own generator).
  // the draws and the journal's new line in one copy (tracked reads neither)
  if (startsGame(action)) return { state: next, events: [next.message] };
  const saved = copyState(tracked(next));
  saved.rng = dice.state();
  saved.journal = journalAfter(state, action);
  return { state: saved, events: [saved.message] };
}

/**
 * R-ENC-13: a typed value takes no time, but the description of a being whose meeting is over,
 * left from the step that met it, gives way to what the party may do next, as after any other step.
 */
function overMeetingHint(s: GameState): GameState {
  return s.phase === 'surface' && s.hint?.key === 'hint.met' && !courseOf(s) ? withState(s, { hint: partyHint(s) }) : s;
}

/**
 * Hits whose targets the rest of the step took away (a find too heavy put the only absorber into
 * PORZUCONE, where hunger's hits do not reach) are dropped, as settleHits drops a batch nobody can
 * take: the player is never left with hits and no row to give them to.
 */
function unstuckHits(s: GameState): GameState {
  return s.hitsToAssign > 0 && !anyHitTarget(s) ? settleHits(s) : s;
}

/**
 * R-LOAD-24, R-MOVE-22: what the party could no longer carry after the step (a robot damaged, a
 * human wounded, a find too heavy, the Rover left, a Rover afloat landing on dry ground) went by
 * itself into PORZUCONE, or into the shuttle on its field; the text says how much. The player's
 * own 'wyżej' needs no word, nor a heavy suit taken off in the shuttle (its message says where it
 * stays); a move or a circle left the field's old PORZUCONE behind, so all it holds now was put
 * down in this step. Humans count as units in the shuttle, as in the expedition table; in
 * PORZUCONE they are the sick and the dead of the infection, whose own notes tell of them.
 */
export function withPutDownNote(s: GameState, before: GameState, action: Action): GameState {
  if (s.phase !== 'surface' || action.type === 'up') return s;
  const landed = before.phase === 'landing' && action.type === 'acceptArea';
  if (before.phase !== 'surface' && !landed) return s;
  // a party that died in this step put nothing down to come back for: its loss is told instead (stranded.ts)
  if (nobodyLeftAlive(s) || partyLostAway(s)) return s;
  const notes: Message[] = [];
  if (!landed) {
    const was = action.type === 'move' || action.type === 'circle' ? null : before.party.abandoned;
    // the sick and the dead of the infection put down there are told by the infection's notes (R-INF-09, R-INF-12)
    const grown = growth(s.party.abandoned, was, false);
    if (grown) notes.push(countedNote(grown, PUT_DOWN_KEYS));
  }
  const toShuttle = action.type === 'undressHuman' ? null : growth(s.bay, before.bay, true);
  if (toShuttle) notes.push(countedNote(toShuttle, TO_SHUTTLE_KEYS));
  return noted(s, notes);
}

const PUT_DOWN_KEYS = { both: 'note.putDownBoth', first: 'note.putDownUnits', second: 'note.putDownResources' } as const;
const TO_SHUTTLE_KEYS = { both: 'note.toShuttleBoth', first: 'note.toShuttleUnits', second: 'note.toShuttleResources' } as const;

/** A note that counts units and resources: one count when only one of them is there. */
function countedNote(n: { units: number; resources: number }, keys: typeof PUT_DOWN_KEYS | typeof TO_SHUTTLE_KEYS): Message {
  const key = keyByCounts(n.units, n.resources, keys);
  return { key, params: key === keys.both ? { units: n.units, resources: n.resources } : { count: n.units || n.resources } };
}

/**
 * What a folder gained, type by type (what the step took out of it does not offset what it put in:
 * boarding the Rover from the shuttle takes the Rover out and may put a human in); humans counted
 * or not. None: null.
 */
function growth(now: Folder, was: Folder | null, humans: boolean): { units: number; resources: number } | null {
  // most steps leave the folder as it was (asked twice on every step on the surface)
  if (now === was) return null;
  let units = humans ? now.crew.filter((p) => !was?.crew.some((q) => q.id === p.id)).length : 0;
  // type by type (by index: stock.ts); a type it no longer holds grew by nothing
  const nowUnits = stockList(now.units);
  const wasUnits = was ? stockList(was.units) : null;
  for (let i = 0; i < STOCK_COUNT; i++) {
    const n = nowUnits[i]?.count ?? 0;
    if (n > 0) units += Math.max(0, n - (wasUnits?.[i]?.count ?? 0));
  }
  const resources = Math.max(0, now.resources - (was?.resources ?? 0));
  return units === 0 && resources === 0 ? null : { units, resources };
}

/**
 * R-LAND-12: the first action's hint, still standing, is worked out again after any step that may
 * change who is in the party (boarding the Rover put a Scientist in a Heavy Suit into the shuttle,
 * and the hint went on telling an empty party to research the landing field).
 */
function firstActionAgain(s: GameState): GameState {
  return s.hint?.key === 'hint.researchLandingField' || s.hint?.key === 'hint.formParty' ? withFirstActionHint(s) : s;
}

/**
 * What follows any step on a planet: the sick who are left alone die (R-INF-09); and the hint
 * tells what presses most — hits to give out, the shuttle threatened or wrecked (R-ACC-10..12) —
 * or else, after a meeting, what the being met looks like (R-ENC-13), while the meeting goes on;
 * once it is over, a step with no hint of its own says what the party may do.
 */
function afterTime(s0: GameState, before: GameState): GameState {
  if (s0.phase !== 'surface') return s0;
  const sick = settleSick(s0);
  const s = firstActionAgain(noted(sick.state, sick.notes));
  const met = s.surface!.encounter;
  // a being met in this step (a step of a meeting's course changes the encounter but meets no one: its hours pass without encounters)
  const fresh = met && met !== before.surface?.encounter && !courseOf(before) ? metHint(met.being) : null;
  const split = splitCreature(s);
  // a step that says nothing of its own: none, or the description handed on (only this pass sets one)
  const idle = !s.hint || s.hint.key === 'hint.met';
  const filler = !idle ? null : courseOf(s) ? metHint(met!.being) : partyHint(s);
  const hint = s.hitsToAssign > 0 ? hitsHint(s) : s.surface!.wreck ? { key: 'hint.wreck' as const } : s.surface!.shuttleThreats > 0 ? { key: 'hint.threat' as const } : split ? { key: 'hint.splitCage' as const, params: { being: { being: split } } } : (fresh ?? filler);
  if (!hint) return s;
  const o = copyState(s);
  o.hint = hint;
  return o;
}

/**
 * A meeting's consequences that follow any step: a surprise attack met during the step is
 * resolved at once (R-ENC-18), with its text after the step's own; and creatures whose cages are
 * gone go free (R-DEV-68, R-DMG-17).
 */
function afterMeeting(s0: GameState, dice: Dice, before: GameState, byPlayer: boolean): GameState {
  let s = withArtifactNotes(s0, before, byPlayer);
  if (courseOf(s)?.stage === 'surprise') {
    // the attack's own sentence says it came by surprise: the meeting's note of it is not said twice
    const before = (s.message.notes ?? []).filter((n) => n.key !== 'note.surprised');
    // R-ENC-16: a surprise attack needs someone to attack: a party that died in the same hours (a
    // damaged suit failed) is neither attacked nor told it is; its loss is told instead
    if (nobodyLeftAlive(s)) s = withState(s, { message: { ...s.message, notes: before } });
    else {
      const out = surpriseAttack(s, dice);
      s = withState(out, { message: { ...s.message, notes: [...before, out.message, ...(out.message.notes ?? [])].map(({ notes: _n, ...m }) => m) } });
    }
  }
  const freed = releaseUncaged(s);
  return noted(freed.state, freed.notes);
}

/** R-ART-03, R-SCORE-41: a weapon taken from the starship and lost on the planet takes back its delivery VP. */
function withWeaponLoss(s: GameState, before: GameState): GameState {
  const lost = weaponsLost(before, s);
  return addVp(s, -lost.reduce((n, c) => n + (c.vp ?? 0), 0), 'weaponLost');
}

/** R-ART-06: an artifact the overloaded party had to put down: into the shuttle, or left behind (not one the player put away or a hit destroyed). */
function withArtifactNotes(s: GameState, before: GameState, byPlayer: boolean): GameState {
  if (byPlayer || s.phase !== 'surface' || before.phase !== 'surface') return s;
  // the same list of caught creatures and finds (most steps): nothing was put down
  if (s.surface!.caged === before.surface!.caged) return s;
  const count = (st: GameState, being: string, stowed: boolean) => st.surface!.caged.filter((c) => c.being === being && !!c.stowed === stowed).length;
  const notes: Message[] = [];
  for (const being of new Set(carriedArtifacts(before).map((a) => a.being))) {
    const lost = count(before, being, false) - count(s, being, false);
    if (lost <= 0) continue;
    const stowed = count(s, being, true) > count(before, being, true);
    notes.push({ key: stowed ? 'note.artifactStowed' : 'note.artifactLeft', params: { being: { being } } });
  }
  return noted(s, notes);
}

/** What the party may do now: research the landing field first, else what the movement board does. */
const partyHint = (s: GameState): Message => firstActionHint(s) ?? moveHint(s);

/** The being just met: its name and what the expedition sees. */
function metHint(being: string): Message | null {
  // asked after every step of a meeting: the description's key (or none) kept per being
  let about = DESCRIPTIONS.get(being);
  if (about === undefined) {
    const key = `being.${being}.about`;
    DESCRIPTIONS.set(being, (about = isMessageKey(key) ? key : null));
  }
  return about ? { key: 'hint.met', params: { being: { being }, about: { text: about } } } : null;
}
const DESCRIPTIONS = new Map<string, MessageKey | null>();

/** The expedition is over (or never was): nobody stays ill (R-INF-09: "to the end of the expedition"). */
function endOfPlanet(s: GameState): GameState {
  if (s.phase === 'surface' || !s.crew.some((h) => h.ill)) return s;
  // the living sick are told well again (the docstring's rule says why)
  const well = s.crew.filter((h) => h.ill && h.alive).map((h): Message => ({ key: 'note.illRecovered', params: { unit: { unit: h.id } } }));
  return noted(withState(s, { crew: mapped(s.crew, (h) => (h.ill ? patchHuman(h, { ill: false }) : h)) }), well);
}

/**
 * Hunger's wounds and damage never outnumber the wounds and damaged units there are, nor the
 * pre-healed wounds the ordinary ones, nor the patched-up marks the damaged units.
 */
function clampStarved(s0: GameState): GameState {
  const s = clampTended(s0);
  const crewChanged = s.crew.some((h) => h.starvedWounds > h.wounds);
  const crew = crewChanged ? mapped(s.crew, (h) => (h.starvedWounds > h.wounds ? patchHuman(h, { starvedWounds: h.wounds }) : h)) : s.crew;
  const sf = s.surface;
  if (!sf) return crewChanged ? withState(s, { crew }) : s;
  const over = (Object.keys(sf.starvedDamage) as StockId[]).filter((id) => (sf.starvedDamage[id] ?? 0) > damagedInTable(s, id));
  if (!crewChanged && over.length === 0) return s;
  const starvedDamage = { ...sf.starvedDamage };
  for (const id of over) starvedDamage[id] = damagedInTable(s, id);
  return withState(s, { crew, surface: withSurface(sf, { starvedDamage }) });
}

/** The hits the shuttle's own humans still take after the party was lost are asked for by the hint. */
const withHitsHint = (s: GameState): GameState => (s.hitsToAssign > 0 ? withState(s, { hint: hitsHint(s) }) : s);

/** While hits are given out: how many, and what caused them (which says who may take them). */
function hitsHint(s: GameState): Message {
  const source = s.hitRule?.source ?? 'landing';
  if (source === 'landing') return { key: 'hint.hitsLeft', params: { count: s.hitsToAssign } };
  return { key: 'hint.hitsFrom', params: { count: s.hitsToAssign, cause: { text: `cause.${source}` } } };
}

/** Notes added to a message (none: the message as it is). */
function withNotes(m: Message, notes: readonly Message[]): Message {
  return notes.length ? { ...m, notes: [...(m.notes ?? []), ...notes] } : m;
}

/** Notes added to the state's message (none: the state as it is, not copied). */
function noted(s: GameState, notes: readonly Message[]): GameState {
  if (!notes.length) return s;
  const o = copyState(s);
  o.message = withNotes(s.message, notes);
  return o;
}

/** R-DMG-23, R-DMG-24: a wound pre-healed or a damage patched up at once, said after the hit. */
function tendedNotes(tended: GameState, struck: GameState): Message[] {
  const healed = tended.crew.some((h) => (h.preHealed?.length ?? 0) > (struck.crew.find((x) => x.id === h.id)?.preHealed?.length ?? 0));
  if (healed) return [{ key: 'note.preHealed' }];
  const patched = tended.surface && struck.surface && Object.entries(tended.surface.patched).some(([id, l]) => (l?.length ?? 0) > (struck.surface!.patched[id as keyof typeof struck.surface.patched]?.length ?? 0));
  return patched ? [{ key: 'note.patchedUp' }] : [];
}

/**
 * R-REPAIR-10, R-HEAL-08, R-RES-17: a wound or a damage for a missing resource is marked, so that
 * its healing or repair is harder.
 */
function markStarved(before: GameState, after: GameState, action: Extract<Action, { type: 'hit' | 'hitSuit' }>): GameState {
  const source = before.hitRule?.source;
  if (!source?.startsWith('starved') || !after.surface) return after;
  const unit = action.unit;
  if (isHumanId(unit)) {
    if (action.type === 'hit') {
      const h = after.crew.find((x) => x.id === unit);
      const was = before.crew.find((x) => x.id === unit)!;
      if (!h?.alive || h.wounds <= was.wounds) return after;
      return withState(after, { crew: mapped(after.crew, (x) => (x.id === unit ? patchHuman(x, { starvedWounds: x.starvedWounds + 1 }) : x)) });
    }
    return damagedInTable(after, 'heavySuit') > damagedInTable(before, 'heavySuit') ? bumpStarved(after, 'heavySuit') : after;
  }
  if (unit === 'resources' || unit === 'artifacts') return after;
  return damagedInTable(after, unit) > damagedInTable(before, unit) ? bumpStarved(after, unit) : after;
}

/** A human's wounds healed ahead are more than the wounds he has (every step asks: no closure made for it). */
const overTended = (h: GameState['crew'][number]): boolean => (h.preHealed?.length ?? 0) > Math.max(0, h.wounds - h.starvedWounds) || (!h.alive && (h.preHealed?.length ?? 0) > 0);

function clampTended(s: GameState): GameState {
  let out = s.crew.some(overTended) ? withState(s, { crew: mapped(s.crew, (h) => (overTended(h) ? patchHuman(h, { preHealed: h.alive ? h.preHealed!.slice(0, Math.max(0, h.wounds - h.starvedWounds)) : [] }) : h)) }) : s;
  const sf = out.surface;
  if (!sf) return out;
  // most steps find no unit patched ahead: nothing to filter
  const keys = Object.keys(sf.patched) as StockId[];
  if (keys.length === 0) return out;
  const ids = keys.filter((id) => (sf.patched[id]?.length ?? 0) > damagedCount(out, id));
  if (ids.length === 0) return out;
  const patched = { ...sf.patched };
  for (const id of ids) patched[id] = patched[id]!.slice(0, damagedCount(out, id));
  out = withState(out, { surface: withSurface(sf, { patched }) });
  return out;
}

function bumpStarved(s: GameState, id: StockId): GameState {
  const sf = s.surface!;
  return withState(s, { surface: withSurface(sf, { starvedDamage: { ...sf.starvedDamage, [id]: (sf.starvedDamage[id] ?? 0) + 1 } }) });
}

/** The step's VP changes become notes after its message, one per reason (rules/vp.ts). */
function withVpNotes(s: GameState): GameState {
  // most steps change no VP: the state goes on as it is, not copied
  if (s.vpLog === undefined) return s;
  const vpLog = s.vpLog;
  const state = withoutStepFields(s, 'vpLog');
  if (vpLog.length === 0) return state;
  const sums = new Map<VpReason, number>();
  for (const c of vpLog) sums.set(c.reason, (sums.get(c.reason) ?? 0) + c.amount);
  // the deaths are counted: one step may kill a whole party (it said "for a crew member's death" for three)
  const deaths = vpLog.filter((c) => c.reason === 'death').length;
  const notes: Message[] = [...sums]
    .filter(([, n]) => n !== 0)
    .map(([reason, n]): Message => (reason === 'overtime' ? overtimeNote(state, n) : { key: `vp.${reason}`, params: reason === 'death' ? { amount: signedAmount(n), count: deaths } : { amount: signedAmount(n) } }));
  return noted(state, notes);
}

/**
 * R-SCORE-25, R-SCORE-23: the overtime charged (or refunded) in this step, and how far the voyage now is beyond its plan with
 * what that costs in all (a step charges one month; the end's text said "−5 VP" where two months had
 * cost 10).
 */
function overtimeNote(s: GameState, amount: number): Message {
  // a plan grown by a time bonus may bring the voyage back within it: all the overtime refunded
  if (s.overtimeCharged === 0) return { key: 'vp.overtimeWithin', params: { amount: signedAmount(amount) } };
  return { key: 'vp.overtime', params: { amount: signedAmount(amount), months: s.overtimeCharged, total: signedAmount(OVERTIME_VP_PER_MONTH * s.overtimeCharged) } };
}

/** Hits the step announced that nobody could take (their batch was dropped) are said to be lost, after the step's text. */
function withLostHits(s: GameState): GameState {
  if (s.hitsLost === undefined) return s;
  const hitsLost = s.hitsLost;
  const state = withoutStepFields(s, 'hitsLost');
  return hitsLost ? noted(state, [{ key: 'note.hitsLost', params: { count: hitsLost } }]) : state;
}

/**
 * What a 'niżej' or 'wyżej' moved, and where to: the folder that gained it (a unit may land further
 * on than the next folder, or the table put it down at once), with the count of resources moved.
 */
function moved(before: GameState, after: GameState, unit: UnitId | 'resources'): Message {
  const held = (f: Folder): number => (unit === 'resources' ? f.resources : isHumanId(unit) ? +f.crew.some((p) => p.id === unit) : (f.units[unit]?.count ?? 0));
  // folder by folder in the table's order, each read off both states (no map of the folders made on every move)
  for (const id of TABLE_FOLDER_IDS) {
    const gained = held(folderOf(after, id)) - held(folderOf(before, id));
    if (gained <= 0) continue;
    const folder = { text: `folder.${id}` as const };
    return unit === 'resources' ? { key: 'msg.resourcesMovedTo', params: { count: gained, folder } } : { key: 'msg.movedTo', params: { unit: { unit }, folder } };
  }
  return { key: 'msg.moved', params: { unit: { unit } } };
}

function apply(state: GameState, action: Exclude<Action, { type: 'setInput' }>, dice: Dice, encounters: EncounterSource): GameState | { refused: Message } {
  const loaded = (r: ReturnType<typeof load>, msg: Message): GameState | { refused: Message } =>
    r.ok ? withState(r.state, { message: msg, hint: landingHint(r.state) }) : { refused: r.message };
  switch (action.type) {
    case 'openNewGame':
      return withState(state, { menu: 'chooseLength', message: { key: 'msg.chooseLength' }, hint: { key: 'hint.chooseLength' } });
    case 'cancel':
      return withState(state, { menu: 'main', message: { key: 'msg.newGameCancelled' }, hint: null });
    case 'newGame':
      // The next game's seed comes from this game's PRNG: replaying the same actions on the
      // same seed gives the same chain of games.
      return newGame({ length: action.length, seed: dice.seed(), chronicle: state.chronicle, randomize: action.randomize === true });
    case 'openCampaigns':
      return withState(state, { menu: 'chooseCampaign', message: { key: 'msg.chooseCampaign' }, hint: { key: 'hint.chooseCampaign' } });
    case 'newCampaign': {
      const fresh = newGame({ length: CAMPAIGNS[action.campaign][0]!, seed: dice.seed(), chronicle: state.chronicle });
      return asCampaignGame(fresh, action.campaign, [], fresh.balance);
    }
    case 'nextCampaignGame': {
      const c = state.campaign!;
      const fresh = newGame({ length: nextLength(c)!, seed: dice.seed(), chronicle: state.chronicle });
      return asCampaignGame(fresh, c.id, [...c.played, campaignGame(state)], state.balance);
    }
    case 'selectUnit': {
      const { message, hint } = unitInfo(state, action.unit);
      return withState(state, { message, hint });
    }
    case 'nextTip':
      return withState(state, { tip: nextTip(state) });
    case 'fly':
      return askBeforeHome(state, action.dir) ?? fly(state, action.dir, dice);
    case 'confirmEarth':
      return flyHome(state, dice);
    case 'decline':
      return declineLanding(emptyBay(partyToShuttle(state)));
    case 'down': {
      const r = moveDown(state, action.folder, action.unit);
      return r.ok ? withFirstActionHint(withState(r.state, { message: moved(state, r.state, action.unit) })) : { refused: r.message };
    }
    case 'up': {
      if (action.folder === 'abandoned') {
        // R-UI-TABLE-16: taken back out of PORZUCONE as from the shuttle
        const r = moveDown(state, 'abandoned', action.unit);
        return r.ok ? withState(r.state, { message: moved(state, r.state, action.unit) }) : { refused: r.message };
      }
      const next = moveUp(state, action.folder, action.unit);
      return withFirstActionHint(withState(next, { message: moved(state, next, action.unit) }));
    }
    case 'toggleMode': {
      const r = toggleMode(state);
      // the text field says the mode chosen (here, not in toggleMode: a broken Rover's fall back to
      // walking happens inside other steps, whose own texts stand)
      return r.ok ? withState(r.state, { message: { key: r.state.mode === 'rover' ? 'msg.modeRover' : 'msg.modeFoot' } }) : { refused: r.message };
    }
    case 'toggleLevel':
      return toggleLevel(state);
    case 'move': {
      const r = move(state, action.dir, dice, encounters);
      return 'refused' in r ? r : r.state;
    }
    case 'toggleMoveMode':
      return toggleMoveMode(state);
    case 'toggleView':
      return toggleView(state, action.view);
    case 'circle': {
      const r = circle(state, dice, encounters);
      return 'refused' in r ? r : r.state;
    }
    case 'load':
      return loaded(load(state, action.unit), { key: 'msg.loaded', params: { unit: { unit: action.unit } } });
    case 'loadWeapon':
      return loaded(loadAlienWeapon(state), { key: 'msg.weaponLoaded', params: { weight: ALIEN_WEAPON.weight } });
    case 'unloadWeapon':
      return withState(unloadArtifacts(state), { message: { key: 'msg.weaponUnloaded' } });
    case 'takeArtifact': {
      // the one taken is the last stowed (takeStowed's choice), not the last one the party carries
      const taken = shuttleArtifacts(state).at(-1);
      return taken ? withState(takeStowed(state), { message: { key: 'msg.artifactTaken', params: { being: { being: taken.being } } } }) : state;
    }
    case 'stowArtifact': {
      const last = carriedArtifacts(state).at(-1);
      return last ? withState(stowCarried(state), { message: { key: 'msg.artifactPutAway', params: { being: { being: last.being } } } }) : state;
    }
    case 'addResources': {
      const r = addResources(state);
      return r.ok ? withState(r.state, { message: { key: 'msg.resourcesLoaded', params: { count: tableResources(r.state) } } }) : { refused: r.message };
    }
    case 'unload': {
      const next = unload(state, action.unit);
      const message: Message = action.unit === 'resources' ? { key: 'msg.resourcesLoaded', params: { count: tableResources(next) } } : { key: 'msg.unloaded', params: { unit: { unit: action.unit } } };
      return withState(next, { message });
    }
    case 'togglePreference':
      return withState(state, { takeDamaged: !state.takeDamaged, message: { key: state.takeDamaged ? 'msg.preferUndamaged' : 'msg.preferDamaged' } });
    case 'suitButton':
      return action.unit === 'suit' || action.unit === 'heavySuit' ? startDressing(state, action.unit) : withState(takeOff(state, action.unit), { message: { key: 'msg.suitTakenOff', params: { unit: { unit: action.unit } } } });
    case 'dressHuman':
      return withState(dress(state, action.unit), { message: { key: 'msg.suitOn', params: { unit: { unit: action.unit } } }, hint: landingHint(state) });
    case 'hit':
    case 'hitSuit': {
      const struck = action.type === 'hit' ? strike(state, action.folder, action.unit, dice) : strikeSuit(state, action.folder, action.unit);
      // R-DMG-23, R-DMG-24: the batch's first wound is pre-healed and its first damage patched up
      const hitState = tendHit(state, markStarved(state, struck.state, action), action.unit, action.type === 'hitSuit');
      // R-DMG-01: the text says what this hit did (the event's own text was read when the hits came)
      const message = struck.message ? withNotes(struck.message, tendedNotes(hitState, struck.state)) : hitState.message;
      // the next batch starts when this one is given out; a batch nobody can take is dropped
      const next = settleHits(withState(hitState, { hitsToAssign: state.hitsToAssign - 1, message }));
      // all given out: what an open meeting asks next, or what the party may do
      return withState(next, { hint: next.hitsToAssign > 0 ? hitsHint(next) : (courseHint(next) ?? partyHint(next)) });
    }
    case 'care': {
      const u = action.unit;
      if (isHumanId(u)) {
        // no human is in UŻYWANE; a human in PORZUCONE (the sick, the dead of the infection) gets no care there
        if (action.folder === 'used' || action.folder === 'abandoned') return { refused: { key: 'msg.refused' } };
        const suitBroken = !!folderOf(state, action.folder).crew.find((x) => x.id === u)?.suit?.damaged;
        if (healable(state, u) && suitBroken) return withState(state, { careChoice: { folder: action.folder, unit: u }, message: { key: 'msg.careChoose', params: { unit: { unit: u } } } });
        const r = suitBroken ? repairSuit(state, action.folder, u, dice, encounters) : heal(state, u, dice, encounters);
        return 'refused' in r ? r : r.state;
      }
      if (u === 'cage' && anyCaged(state)) return release(state, dice);
      const r = repair(state, action.folder, u, dice, encounters);
      return 'refused' in r ? r : r.state;
    }
    case 'careChoice': {
      const c = state.careChoice!;
      const r = action.heal ? heal(state, c.unit, dice, encounters) : repairSuit(state, c.folder, c.unit, dice, encounters);
      return 'refused' in r ? { refused: r.refused } : withState(r.state, { careChoice: null });
    }
    case 'research':
      return research(state, dice, encounters);
    case 'liftOff':
      return liftOff(state, dice);
    case 'startUndress':
      return withState(state, { dressing: 'off', message: { key: 'msg.pickUndress' }, hint: { key: 'hint.cancelUndress' } });
    case 'undressHuman':
      return undress(state, action.unit);
    case 'cancelPick':
      return withState(state, { dressing: null, careChoice: null, message: { key: 'msg.newGameCancelled' }, hint: null });
    case 'land': {
      const r = land(state, dice);
      return 'refused' in r ? r : r.state;
    }
    case 'searchArea':
      return searchAgain(state, dice);
    case 'acceptArea':
      return acceptArea(state, dice);
    case 'onboard': {
      const idle = nothingToDoAboard(state);
      return idle ? { refused: idle } : onboardSeries(state, dice).state;
    }
    case 'finishOnboard':
      return withState(state, { phase: 'space', message: { key: 'msg.onboardFinished' }, hint: null });
    case 'chooseOption':
      return chooseOption(state, action.index, dice);
    case 'assignWound':
      return assignWound(state, action.unit, dice);
    case 'strategy':
      return chooseStrategy(state, action.strategy, dice);
    case 'attackCaught':
      return attackCaught(state, dice);
    case 'letGo':
      return letGo(state, dice);
    case 'pickWeapon':
      return pickWeapon(state, action.unit, dice);
    case 'fight':
      return startFight(state, dice);
    case 'clashMode':
      return resolveFight(state, action.mode, dice);
    case 'ownOption':
      return chooseOwn(state, action.option, dice);
  }
}
