// serialize/deserialize: the saved game is untrusted input (a workbook may be edited, damaged or
// come from another version). deserialize validates the envelope, the schema (valibot: strict, no
// unknown fields) and the invariants, and names what is wrong.
import { EMPTY_BALANCE } from './rules/balance';
import { CHRONICLE_MAX, crewHealth } from './rules/chronicle';
import * as v from 'valibot';
import { INPUT_LIMITS } from './data/inputs';
import { PLANET_IDS } from './data/planets';
import { MAYBE_FEATURES } from './data/areas';
import { MAX_AREA_COLS, MAX_AREA_ROWS } from './data/areaChecks';
import { areaById } from './data/content/areas';
import { EMPTY_FOLDER } from './rules/folders';
import { MAP_COLS, MAP_ROWS } from './geometry/starGeometry';
import { MAX_BAY_RESOURCES } from './rules/loading';
import { CAMPAIGN_IDS, INTELLIGENCE_BASE, INTELLIGENCE_DICE, TIP_COUNT, VOYAGE_LENGTHS } from './data/setup';
import { invariantBroken } from './invariants';
import { joinedJournal, journalLines } from './journal';
import { copyState, human, mapped, patchFolder, withState } from './stateCopy';
import { byStock } from './rules/stock';
import { HUMAN_IDS, HUMAN_WOUNDS_SURVIVED, STOCK_IDS, UNIT_IDS, type StockId } from './data/units';
import { FRESH_SURFACE, STATE_VERSION, VP_REASONS, type ChronicleEntry, type Folder, type GameState } from './state';
import { INFECTION_CAP } from './data/accidents';
import { TRAITS } from './data/beings';
import { BEINGS, beingById } from './data/content/bestiary';
import { isMessageKey, type Message, type MessageKey } from './text';

export const APP_ID = 'odkrywcy-nowych-swiatow';
/** A saved game is a few kilobytes; anything near this is not ours. */
export const MAX_SAVE_CHARS = 1_000_000;

/** Whole numbers, other numbers and texts within bounds: the schema's building blocks. */
/** A number JSON can hold: valibot's number() alone takes Infinity, which '1e999' parses to. */
const finite = v.pipe(v.number(), v.finite());
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const num = (min: number, max: number) => v.pipe(finite, v.minValue(min), v.maxValue(max));
const str = (max: number) => v.pipe(v.string(), v.maxLength(max));

const int32 = int(-0x80000000, 0x7fffffff);
const voyageLength = v.picklist(VOYAGE_LENGTHS);

const fieldSchema = v.strictObject({ row: int(1, MAP_ROWS), col: int(1, MAP_COLS) });

const messageFields = {
  key: v.pipe(v.string(), v.check(isMessageKey, 'unknown message key')),
  params: v.optional(v.record(
      v.string(),
      v.union([
        str(200),
        finite,
        v.strictObject({ unit: v.picklist([...UNIT_IDS, 'resources'] as unknown as [string, ...string[]]) }),
        v.strictObject({ planet: v.picklist(PLANET_IDS) }),
        v.strictObject({ text: v.pipe(v.string(), v.check(isMessageKey, 'unknown message key')) }),
        v.strictObject({ area: str(60) }),
        v.strictObject({ being: str(60) }),
        v.strictObject({ areaList: v.pipe(v.array(v.strictTuple([str(60), finite, v.array(v.picklist(MAYBE_FEATURES))])), v.maxLength(10)) }),
      ]),
    )),
};
const noteSchema = v.strictObject(messageFields);
const messageSchema = v.strictObject({ ...messageFields, notes: v.optional(v.pipe(v.array(noteSchema), v.maxLength(20))) });

const minInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.length;
const maxInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.reduce((a, b) => a + b, 0);

const humanSchema = v.strictObject({
  id: v.picklist(HUMAN_IDS),
  intelligence: int(minInt, maxInt),
  wounds: int(0, HUMAN_WOUNDS_SURVIVED + 1),
  alive: v.boolean(),
  // came with resources and infection: older saves have neither (read as none)
  starvedWounds: v.optional(int(0, HUMAN_WOUNDS_SURVIVED + 1)),
  ill: v.optional(v.boolean()),
  preHealed: v.optional(v.pipe(v.array(int(1, 9)), v.maxLength(HUMAN_WOUNDS_SURVIVED + 1))),
  // came with brain damage (R-DMG-08): older saves have none
  impaired: v.optional(int(0, HUMAN_WOUNDS_SURVIVED + 1)),
});

/** Counts by unit type, each at least 1 (types with none are left out). */
/** A record by unit type, each type left out or of the one schema. */
const perStock = (unit: v.GenericSchema) => v.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, v.optional(unit)])));
const stockCounts = perStock(int(1, 99));

const HIT_SOURCES = ['landing', 'starvedHumans', 'starvedUnits', 'starvedShuttle', 'seismic', 'scatter', 'lava', 'roverCrash', 'clash', 'hunt', 'rampage', 'being'] as const;
const hitRuleFields = {
  source: v.picklist(HIT_SOURCES),
  humans: v.optional(v.pipe(v.array(v.picklist(HUMAN_IDS)), v.maxLength(HUMAN_IDS.length))),
  tended: v.optional(v.strictObject({ wound: v.boolean(), damage: v.boolean() })),
  units: v.optional(v.pipe(v.array(v.picklist(STOCK_IDS as unknown as [StockId, ...StockId[]])), v.maxLength(STOCK_IDS.length))),
  spared: v.optional(stockCounts),
  dropped: v.optional(stockCounts),
};

const stockSchema = v.strictObject({
  count: int(0, 99),
  damaged: int(0, 99),
});

const folderSchema = v.strictObject({
  crew: v.pipe(v.array(v.strictObject({ id: v.picklist(HUMAN_IDS), suit: v.nullable(v.strictObject({ kind: v.picklist(['suit', 'heavySuit']), damaged: v.boolean() })) })), v.maxLength(HUMAN_IDS.length)),
  units: perStock(stockSchema),
  resources: int(0, MAX_BAY_RESOURCES),
});

/** What the 'godzin:' cell took before whole numbers (halves from ½): old saves still load. */
const LEGACY_MIN_HOURS = 0.5;
const LEGACY_HOURS_STEP = 0.5;

const beingId = v.pipe(v.string(), v.check((id) => beingById(id) !== undefined, 'unknown being'));
/** R-CRE-13, R-CRE-14: an indicator is 1..12, or 0 for a word-'zero' modifier. */
const indicatorsSchema = v.strictObject(Object.fromEntries(TRAITS.map((t) => [t, v.optional(int(0, 12))])));
const STRATEGY_IDS = ['negotiation', 'combat', 'flight'] as const;
const stockIds = (max: number) => v.pipe(v.array(v.picklist(STOCK_IDS as unknown as [StockId, ...StockId[]])), v.maxLength(max));
const courseSchema = v.strictObject({
  stage: v.picklist(['surprise', 'choose', 'caught', 'weapons', 'mode', 'own']),
  tried: v.pipe(v.array(v.picklist(STRATEGY_IDS)), v.maxLength(50)),
  talksFailed: v.boolean(),
  advantage: v.nullable(v.strictObject({ side: v.picklist(['creature', 'expedition']), columns: int(1, 3) })),
  canCapture: v.boolean(),
  noFight: v.boolean(),
  weapons: stockIds(HUMAN_IDS.length),
  usedAtStart: stockIds(STOCK_IDS.length),
  abandonedAtStart: v.optional(stockCounts),
  done: v.optional(v.pipe(v.array(str(30)), v.maxLength(5))),
  decided: v.optional(v.literal(true)),
  surprise: v.boolean(),
});
const specimenSchema = v.strictObject({ being: beingId, indicators: indicatorsSchema, weight: v.optional(int(0, 9)), stowed: v.optional(v.literal(true)), vp: v.optional(int(0, 999)), loaded: v.optional(v.literal(true)), fromShip: v.optional(v.literal(true)) });
const deedsSchema = v.strictObject({
  photos: int(0, 9999),
  flights: int(0, 9999),
  talks: int(0, 9999),
  delivered: int(0, 9999),
  tried: v.pipe(v.array(str(30)), v.maxLength(10)),
  seen: v.optional(v.pipe(v.array(str(60)), v.maxLength(500))),
  special: v.boolean(),
});
const encounterSchema = v.strictObject({
  // the course came with the strategies: older saves have none
  course: v.optional(v.nullable(courseSchema)),
  being: beingId,
  place: v.strictObject({ row: int(1, MAX_AREA_ROWS), col: int(1, MAX_AREA_COLS), layer: v.picklist(['surface', 'underwater', 'cave']) }),
  surprised: v.boolean(),
  companion: v.nullable(beingId),
  indicators: indicatorsSchema,
});

const stockTimes = (max: number) => perStock(int(0, max));
/** The points ledger: a line per month and reason (a 30-month game stays far below the cap). */
const ledgerSchema = v.pipe(v.array(v.strictObject({ month: int(0, 999), reason: v.picklist(VP_REASONS), amount: int(-9999, 9999) })), v.maxLength(5000));
const balanceSchema = v.strictObject({
  humans: v.pipe(v.array(v.picklist(HUMAN_IDS)), v.maxLength(HUMAN_IDS.length)),
  lightSuit: v.pipe(v.array(v.picklist(HUMAN_IDS)), v.maxLength(HUMAN_IDS.length)),
  taken: stockTimes(9999),
  together: stockTimes(99),
  fills: int(0, 99),
  heavySuitsAtStart: int(0, 99),
});

/** The mission chart: a point per month reached. */
const historySchema = v.pipe(v.array(v.strictObject({ month: int(0, 999), vp: int(-9999, 9999), health: int(0, 100) })), v.maxLength(1000));
/** The chronicle: finished voyages (rules/chronicle.ts keeps at most CHRONICLE_MAX). */
const chronicleSchema = v.pipe(v.array(
    v.strictObject({
      date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
      length: voyageLength,
      seed: int32,
      route: v.pipe(v.array(v.picklist(PLANET_IDS)), v.maxLength(PLANET_IDS.length)),
      months: int(0, 999),
      vp: int(-9999, 9999),
      won: v.boolean(),
      delivered: int(0, 999),
      dead: int(0, HUMAN_IDS.length),
      shuttlesLost: int(0, 3),
      newWorlds: v.optional(v.literal(true)),
      campaign: v.optional(v.picklist(CAMPAIGN_IDS)),
      part: v.optional(int(1, 3)),
    }),
  ), v.maxLength(CHRONICLE_MAX));

/** A campaign's voyage: the one under way and those before it (issue 14 point 6). */
const campaignSchema = v.strictObject({
  id: v.picklist(CAMPAIGN_IDS),
  played: v.pipe(v.array(
      v.strictObject({
        length: voyageLength,
        seed: int32,
        route: v.pipe(v.array(v.picklist(PLANET_IDS)), v.maxLength(PLANET_IDS.length)),
        vp: int(-9999, 9999),
        won: v.boolean(),
      }),
    ), v.maxLength(2)),
  closed: v.pipe(v.array(v.picklist(PLANET_IDS)), v.maxLength(PLANET_IDS.length)),
  startBalance: balanceSchema,
});

const stateSchema = v.strictObject({
  version: v.literal(STATE_VERSION),
  seed: int32,
  rng: v.pipe(v.array(int32), v.length(4)),
  length: voyageLength,
  month: int(0, 999),
  planMonths: int(10, 99),
  overtimeCharged: int(0, 999),
  vp: int(-9999, 9999),
  // absent in a save from before the ledger and the balance (withLedger)
  ledger: v.optional(ledgerSchema),
  // absent in a save from before the journal: such a game cannot be replayed (replay.ts says so)
  // a line holds no line break: the state joins the lines with them (journal.ts)
  journal: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(400), v.regex(/^[^\n]*$/))), v.maxLength(50_000))),
  balance: v.optional(balanceSchema),
  // absent in a save from before campaigns: a single voyage
  campaign: v.optional(v.nullable(campaignSchema)),
  // absent in a save from before randomized worlds: a classic game
  // every planet has its world: a record missing one is refused (the rules look each one up)
  worlds: v.optional(v.nullable(v.strictObject(Object.fromEntries(PLANET_IDS.map((id) => [id, v.picklist(PLANET_IDS)]))))),
  // absent in a save from before the chart and the chronicle (withLedger)
  history: v.optional(historySchema),
  chronicle: v.optional(chronicleSchema),
  shuttles: int(0, 3),
  phase: v.picklist(['space', 'orbit', 'onboard', 'event', 'wounds', 'landing', 'surface', 'ended']),
  menu: v.picklist(['main', 'chooseLength', 'confirmEarth']),
  position: fieldSchema,
  legStart: v.strictObject({ row: int(1, MAP_ROWS), col: int(1, MAP_COLS), month: int(0, 999) }),
  orbit: v.nullable(v.strictObject({ planet: v.picklist(PLANET_IDS), set: int(0, 2) })),
  arriving: v.nullable(v.picklist(PLANET_IDS)),
  visited: v.pipe(v.array(v.picklist(PLANET_IDS)), v.maxLength(PLANET_IDS.length)),
  canOnboard: v.boolean(),
  event: v.nullable(str(60)),
  woundsToAssign: int(0, 50),
  careChoice: v.nullable(v.strictObject({ folder: v.picklist(['shuttle', 'expedition', 'carried']), unit: v.picklist(HUMAN_IDS) })),
  hitsToAssign: int(0, 50),
  // the kinds of hits came with the surface's accidents: older saves give out a landing's
  hitRule: v.optional(v.nullable(v.strictObject(hitRuleFields))),
  hitQueue: v.optional(v.pipe(v.array(v.strictObject({ ...hitRuleFields, count: int(1, 50) })), v.maxLength(20))),
  later: v.strictObject({ eventChanceFactor: num(0, 64), freeLandingSearch: v.boolean(), riskyLanding: v.boolean() }),
  bay: folderSchema,
  // 'abandoned' came with the surface rules: older saves have none (read as empty)
  party: v.strictObject({ expedition: folderSchema, carried: folderSchema, used: folderSchema, abandoned: v.optional(folderSchema) }),
  mode: v.picklist(['foot', 'rover']),
  level: v.picklist(['surface', 'underwater', 'onWater']),
  takeDamaged: v.boolean(),
  dressing: v.nullable(v.picklist(['suit', 'heavySuit', 'off'])),
  landing: v.nullable(v.strictObject({ area: str(60), draws: int(1, 3) })),
  surface: v.nullable(v.strictObject({
      area: str(60),
      climate: v.picklist(['none', 'desert', 'tropical', 'temperate', 'arctic']),
      fog: v.boolean(),
      absent: v.pipe(v.array(str(40)), v.maxLength(200)),
      hours: num(0, 100000),
      researched: v.pipe(v.array(str(40)), v.maxLength(500)),
      // the position and the board came with the surface rules: older saves stand at the shuttle
      at: v.optional(v.strictObject({ row: int(1, MAX_AREA_ROWS), col: int(1, MAX_AREA_COLS), cave: v.boolean() })),
      moveMode: v.optional(v.picklist(['research', 'march'])),
      view: v.optional(v.nullable(v.picklist(['surface', 'underwater', 'cave']))),
      repeats: v.optional(v.pipe(v.array(str(40)), v.maxLength(500))),
      // resources, accidents and infection: older saves start them afresh
      drainDebt: v.optional(v.strictObject({ party: num(0, 1), shuttle: num(0, 1) })),
      starvedDamage: v.optional(stockTimes(99)),
      activeAtmosphere: v.optional(int(0, 1000)),
      shuttleThreats: v.optional(int(0, 1000)),
      wreck: v.optional(v.boolean()),
      infection: v.optional(num(0, INFECTION_CAP)),
      // the encounters came later: older saves have met nothing
      encounter: v.optional(v.nullable(encounterSchema)),
      freed: v.optional(v.pipe(v.array(str(40)), v.maxLength(500))),
      spent: v.optional(v.pipe(v.array(str(40)), v.maxLength(500))),
      caged: v.optional(v.pipe(v.array(specimenSchema), v.maxLength(20))),
      patched: v.optional(perStock(v.pipe(v.array(int(1, 9)), v.maxLength(99)))),
    })),
  log: v.optional(v.pipe(v.array(v.strictObject({ being: beingId, met: int(1, 9999), known: indicatorsSchema, deeds: v.optional(deedsSchema) })), v.maxLength(BEINGS.length))),
  aboard: v.optional(v.pipe(v.array(specimenSchema), v.maxLength(200))),
  discovered: v.pipe(v.array(str(80)), v.maxLength(500)),
  crew: v.pipe(v.array(humanSchema), v.length(HUMAN_IDS.length)),
  stock: v.strictObject(
    Object.fromEntries(STOCK_IDS.map((id) => [id, stockSchema])),
  ),
  inputs: v.strictObject({
    resources: int(INPUT_LIMITS.resources.min, INPUT_LIMITS.resources.max),
    // Saves from before whole hours hold halves from ½: read them, then round (see below).
    hours: v.pipe(num(LEGACY_MIN_HOURS, INPUT_LIMITS.hours.max), v.multipleOf(LEGACY_HOURS_STEP)),
  }),
  tip: int(0, TIP_COUNT - 1),
  message: messageSchema,
  hint: v.nullable(messageSchema),
});

const envelopeSchema = v.object({ app: v.string(), version: finite, state: v.unknown() });

export type LoadResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly error: Message; readonly code: LoadErrorCode };

export type LoadErrorCode = 'tooLarge' | 'notJson' | 'foreign' | 'newer' | 'schema' | 'invariant';

/**
 * The saved game as text: the envelope (app, version) first, then the state. Canonical: the
 * state's keys are written in sorted order at every depth, so equal states give equal text
 * whatever order their fields were built in (a reloaded state comes back in the schema's order),
 * and the same seed and clicks give the same save byte for byte.
 */
export function serialize(state: GameState): string {
  // the journal is saved as its list of lines, as before it was one string in the state
  const saved: Record<string, unknown> = copyState(state);
  saved['journal'] = journalLines(state.journal);
  return `{"app":${JSON.stringify(APP_ID)},"version":${state.version},"state":${canonical(saved)}}`;
}

/** JSON with object keys sorted at every depth; undefined fields are left out, as JSON.stringify does. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((x) => (x === undefined ? 'null' : canonical(x))).join(',')}]`;
  const o = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const k of Object.keys(o).sort()) if (o[k] !== undefined) parts.push(`${JSON.stringify(k)}:${canonical(o[k])}`);
  return `{${parts.join(',')}}`;
}

export function deserialize(text: unknown): LoadResult {
  if (typeof text !== 'string') return fail('notJson', `got ${typeof text}`);
  if (text.length > MAX_SAVE_CHARS) return { ok: false, code: 'tooLarge', error: { key: 'load.tooLarge', params: { chars: text.length, max: MAX_SAVE_CHARS } } };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return fail('notJson', e instanceof Error ? e.message : String(e));
  }
  const env = v.safeParse(envelopeSchema, raw);
  if (!env.success) return fail('foreign', 'no app/version/state fields');
  if (env.output.app !== APP_ID) return fail('foreign', `app "${env.output.app.slice(0, 60)}"`);
  const version = env.output.version;
  if (!Number.isInteger(version) || version < 1) return fail('schema', `version ${version}`);
  if (version > STATE_VERSION) return { ok: false, code: 'newer', error: { key: 'load.newer', params: { version, supported: STATE_VERSION } } };
  // a field's first finding only: 1e999 is not a number JSON can hold, whatever its bound says
  const parsed = v.safeParse(stateSchema, env.output.state, { abortPipeEarly: true });
  if (!parsed.success) {
    const detail = parsed.issues
      .slice(0, 3)
      .map((i) => `${issuePath(i)}: ${issueText(i)}`)
      .join('; ');
    return fail('schema', detail);
  }
  const state = withStockRecords(withLedger(withSurfaceRules(withWholeHours(parsed.output as unknown as GameState))));
  const broken = invariantBroken(state);
  if (broken) return fail('invariant', broken);
  return { ok: true, state };
}

/** Where a finding is: 'state.crew.0.intelligence'; an unknown field's finding is the object's. */
function issuePath(i: v.BaseIssue<unknown>): string {
  const keys = (i.path ?? []).map((p) => String(p.key));
  return ['state', ...(i.expected === 'never' ? keys.slice(0, -1) : keys)].join('.');
}

/** What is wrong, in the detail's few words (the loader words its own: valibot's are English templates). */
function issueText(i: v.BaseIssue<unknown>): string {
  const bound = String(i.requirement);
  // valibot's 'expected' of a picklist: '("a" | "b" | 3)'; five values are named at most
  const values = String(i.expected).replace(/["()]/g, '').split(' | ');
  switch (i.type) {
    case 'strict_object':
      // its findings: not an object, a field missing (expected '"name"'), a field unknown
      return i.expected === 'never' ? `unknown field ${String(i.input)}` : i.expected === 'Object' ? 'expected object' : 'missing';
    case 'picklist':
      return `expected ${values.slice(0, 5).join(' | ')}${values.length > 5 ? ' | …' : ''}`;
    case 'union':
      return 'none of the allowed forms';
    case 'integer':
      return 'expected a whole number';
    case 'finite':
      return 'expected a finite number';
    case 'min_value':
      return `too small (at least ${bound})`;
    case 'max_value':
    case 'max_length':
      return `too big (at most ${bound})`;
    case 'length':
      return `expected ${bound} items`;
    case 'multiple_of':
      return `not a multiple of ${bound}`;
    case 'regex':
      return 'not in the expected form';
    case 'check':
      return i.message;
    default:
      // a value of the wrong kind: 'expected number', 'expected array', 'expected 1'
      return `expected ${String(i.expected).toLowerCase()}`;
  }
}

/** A save from before the points ledger: its PZ are one opening line; its balance starts empty; its chart starts now, its chronicle empty. */
function withLedger(state: GameState): GameState {
  const ledger = state.ledger ?? (state.vp !== 0 ? [{ month: state.month, reason: 'earlier' as const, amount: state.vp }] : []);
  return {
    ...state,
    ledger,
    journal: joinedJournal((state.journal as unknown as readonly string[] | undefined) ?? []),
    balance: state.balance ?? { ...EMPTY_BALANCE, heavySuitsAtStart: state.stock.heavySuit.count },
    // the chart of a save from before it starts where the game stands
    history: state.history ?? [{ month: state.month, vp: state.vp, health: crewHealth(state) }],
    chronicle: state.chronicle ?? [],
    worlds: state.worlds ?? null,
    campaign: state.campaign ?? null,
  };
}

/**
 * A save from before the surface rules: nothing abandoned, the party at the shuttle, moves with
 * research, no drain, accident or infection yet, no hunger wounds, nobody ill.
 */
function withSurfaceRules(state: GameState): GameState {
  const party = state.party.abandoned ? state.party : { ...state.party, abandoned: EMPTY_FOLDER };
  const crew = state.crew.map((h) => ({ ...h, starvedWounds: h.starvedWounds ?? 0, ill: h.ill ?? false }));
  const base = { ...state, party, crew, hitRule: state.hitRule ?? null, hitQueue: state.hitQueue ?? [], log: state.log ?? [], aboard: state.aboard ?? [] };
  const sf = state.surface;
  if (!sf) return base;
  const shuttle = areaById(sf.area)?.shuttle ?? { row: 1, col: 1 };
  const surface = { ...FRESH_SURFACE, ...sf, at: sf.at ?? { row: shuttle.row, col: shuttle.col, cave: false }, view: sf.view ?? null };
  return { ...base, surface };
}

/** The folders' units, the stock aboard and the balance's counts as the rules make them, every stock type a field (rules/stock.ts, `byStock`), and the humans in their one hidden class (stateCopy.ts, `human`). */
function withStockRecords(state: GameState): GameState {
  const folder = (f: Folder): Folder => patchFolder(f, { units: byStock(f.units) });
  const p = state.party;
  return withState(state, {
    stock: byStock(state.stock) as GameState['stock'],
    // the humans in the one hidden class the rules make them in (stateCopy.ts)
    crew: mapped(state.crew, human),
    bay: folder(state.bay),
    party: { expedition: folder(p.expedition), carried: folder(p.carried), used: folder(p.used), abandoned: folder(p.abandoned) },
    balance: { ...state.balance, taken: byStock(state.balance.taken), together: byStock(state.balance.together) },
  });
}

/** The 'godzin:' cell took halves before it took whole numbers: a saved ½ or 2½ becomes 1 or 3. */
function withWholeHours(state: GameState): GameState {
  const h = state.inputs.hours;
  if (Number.isInteger(h)) return state;
  const whole = Math.min(INPUT_LIMITS.hours.max, Math.max(INPUT_LIMITS.hours.min, Math.round(h)));
  return { ...state, inputs: { ...state.inputs, hours: whole } };
}

/** The other failures carry a technical detail (a parser's or the schema's words), shown as such. */
function fail(code: LoadErrorCode, detail: string): LoadResult {
  const key: MessageKey = `load.${code}`;
  return { ok: false, code, error: { key, params: { detail } } };
}

/** A chronicle kept apart from a game (the browser's storage): its lines, or null when it is not one. */
export function parseChronicle(text: string | null): readonly ChronicleEntry[] | null {
  if (text === null || text.length > MAX_SAVE_CHARS) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const r = v.safeParse(chronicleSchema, raw);
  return r.success ? (r.output as readonly ChronicleEntry[]) : null;
}
