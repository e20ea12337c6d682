// serialize/deserialize: the saved game is untrusted input (a workbook may be edited, damaged or
// come from another version). deserialize validates the envelope, the schema (zod's tree-shakable 'mini' build, strict: no
// unknown fields) and the invariants, and names what is wrong.
import { EMPTY_BALANCE } from './rules/balance';
import { CHRONICLE_MAX, crewHealth } from './rules/chronicle';
import * as z from 'zod/mini';
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
import { TRAITS, type Trait } from './data/beings';
import { BEINGS, beingById } from './data/content/bestiary';
import { isMessageKey, type Message, type MessageKey } from './text';

export const APP_ID = 'odkrywcy-nowych-swiatow';
/** A saved game is a few kilobytes; anything near this is not ours. */
export const MAX_SAVE_CHARS = 1_000_000;

/** Whole numbers, other numbers and texts within bounds: the schema's building blocks. */
const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const num = (min: number, max: number) => z.number().check(z.minimum(min), z.maximum(max));
const str = (max: number) => z.string().check(z.maxLength(max));

const int32 = int(-0x80000000, 0x7fffffff);
const voyageLength = z.literal(VOYAGE_LENGTHS);

const fieldSchema = z.strictObject({ row: int(1, MAP_ROWS), col: int(1, MAP_COLS) });

const messageFields = {
  key: z.string().check(z.refine(isMessageKey, { message: 'unknown message key' })),
  params: z.optional(z
    .record(
      z.string(),
      z.union([
        str(200),
        z.number(),
        z.strictObject({ unit: z.enum([...UNIT_IDS, 'resources'] as unknown as [string, ...string[]]) }),
        z.strictObject({ planet: z.enum(PLANET_IDS) }),
        z.strictObject({ text: z.string().check(z.refine(isMessageKey, { message: 'unknown message key' })) }),
        z.strictObject({ area: str(60) }),
        z.strictObject({ being: str(60) }),
        z.strictObject({ areaList: z.array(z.tuple([str(60), z.number(), z.array(z.enum(MAYBE_FEATURES))])).check(z.maxLength(10)) }),
      ]),
    )),
};
const noteSchema = z.strictObject(messageFields);
const messageSchema = z.strictObject({ ...messageFields, notes: z.optional(z.array(noteSchema).check(z.maxLength(20))) });

const minInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.length;
const maxInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.reduce((a, b) => a + b, 0);

const humanSchema = z.strictObject({
  id: z.enum(HUMAN_IDS),
  intelligence: int(minInt, maxInt),
  wounds: int(0, HUMAN_WOUNDS_SURVIVED + 1),
  alive: z.boolean(),
  // came with resources and infection: older saves have neither (read as none)
  starvedWounds: z.optional(int(0, HUMAN_WOUNDS_SURVIVED + 1)),
  ill: z.optional(z.boolean()),
  preHealed: z.optional(z.array(int(1, 9)).check(z.maxLength(HUMAN_WOUNDS_SURVIVED + 1))),
  // came with brain damage (R-DMG-08): older saves have none
  impaired: z.optional(int(0, HUMAN_WOUNDS_SURVIVED + 1)),
});

/** Counts by unit type, each at least 1 (types with none are left out). */
const stockCounts = z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.optional(int(1, 99))])) as Record<StockId, z.ZodMiniOptional<z.ZodMiniInt>>);

const HIT_SOURCES = ['landing', 'starvedHumans', 'starvedUnits', 'starvedShuttle', 'seismic', 'scatter', 'lava', 'roverCrash', 'clash', 'hunt', 'rampage', 'being'] as const;
const hitRuleFields = {
  source: z.enum(HIT_SOURCES),
  humans: z.optional(z.array(z.enum(HUMAN_IDS)).check(z.maxLength(HUMAN_IDS.length))),
  tended: z.optional(z.strictObject({ wound: z.boolean(), damage: z.boolean() })),
  units: z.optional(z.array(z.enum(STOCK_IDS as unknown as [StockId, ...StockId[]])).check(z.maxLength(STOCK_IDS.length))),
  spared: z.optional(stockCounts),
  dropped: z.optional(stockCounts),
};

const stockSchema = z.strictObject({
  count: int(0, 99),
  damaged: int(0, 99),
});

const folderSchema = z.strictObject({
  crew: z.array(z.strictObject({ id: z.enum(HUMAN_IDS), suit: z.nullable(z.strictObject({ kind: z.enum(['suit', 'heavySuit']), damaged: z.boolean() })) })).check(z.maxLength(HUMAN_IDS.length)),
  units: z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.optional(stockSchema)])) as Record<StockId, z.ZodMiniOptional<typeof stockSchema>>),
  resources: int(0, MAX_BAY_RESOURCES),
});

/** What the 'godzin:' cell took before whole numbers (halves from ½): old saves still load. */
const LEGACY_MIN_HOURS = 0.5;
const LEGACY_HOURS_STEP = 0.5;

const beingId = z.string().check(z.refine((id) => beingById(id) !== undefined, { message: 'unknown being' }));
/** R-CRE-13, R-CRE-14: an indicator is 1..12, or 0 for a word-'zero' modifier. */
const indicatorsSchema = z.strictObject(Object.fromEntries(TRAITS.map((t) => [t, z.optional(int(0, 12))])) as Record<Trait, z.ZodMiniOptional<z.ZodMiniInt>>);
const STRATEGY_IDS = ['negotiation', 'combat', 'flight'] as const;
const stockIds = (max: number) => z.array(z.enum(STOCK_IDS as unknown as [StockId, ...StockId[]])).check(z.maxLength(max));
const courseSchema = z.strictObject({
  stage: z.enum(['surprise', 'choose', 'caught', 'weapons', 'mode', 'own']),
  tried: z.array(z.enum(STRATEGY_IDS)).check(z.maxLength(50)),
  talksFailed: z.boolean(),
  advantage: z.nullable(z.strictObject({ side: z.enum(['creature', 'expedition']), columns: int(1, 3) })),
  canCapture: z.boolean(),
  noFight: z.boolean(),
  weapons: stockIds(HUMAN_IDS.length),
  usedAtStart: stockIds(STOCK_IDS.length),
  abandonedAtStart: z.optional(stockCounts),
  done: z.optional(z.array(str(30)).check(z.maxLength(5))),
  decided: z.optional(z.literal(true)),
  surprise: z.boolean(),
});
const specimenSchema = z.strictObject({ being: beingId, indicators: indicatorsSchema, weight: z.optional(int(0, 9)), stowed: z.optional(z.literal(true)), vp: z.optional(int(0, 999)), loaded: z.optional(z.literal(true)), fromShip: z.optional(z.literal(true)) });
const deedsSchema = z.strictObject({
  photos: int(0, 9999),
  flights: int(0, 9999),
  talks: int(0, 9999),
  delivered: int(0, 9999),
  tried: z.array(str(30)).check(z.maxLength(10)),
  seen: z.optional(z.array(str(60)).check(z.maxLength(500))),
  special: z.boolean(),
});
const encounterSchema = z.strictObject({
  // the course came with the strategies: older saves have none
  course: z.optional(z.nullable(courseSchema)),
  being: beingId,
  place: z.strictObject({ row: int(1, MAX_AREA_ROWS), col: int(1, MAX_AREA_COLS), layer: z.enum(['surface', 'underwater', 'cave']) }),
  surprised: z.boolean(),
  companion: z.nullable(beingId),
  indicators: indicatorsSchema,
});

const stockTimes = (max: number) => z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.optional(int(0, max))])) as Record<StockId, z.ZodMiniOptional<z.ZodMiniInt>>);
/** The points ledger: a line per month and reason (a 30-month game stays far below the cap). */
const ledgerSchema = z.array(z.strictObject({ month: int(0, 999), reason: z.enum(VP_REASONS), amount: int(-9999, 9999) })).check(z.maxLength(5000));
const balanceSchema = z.strictObject({
  humans: z.array(z.enum(HUMAN_IDS)).check(z.maxLength(HUMAN_IDS.length)),
  lightSuit: z.array(z.enum(HUMAN_IDS)).check(z.maxLength(HUMAN_IDS.length)),
  taken: stockTimes(9999),
  together: stockTimes(99),
  fills: int(0, 99),
  heavySuitsAtStart: int(0, 99),
});

/** The mission chart: a point per month reached. */
const historySchema = z.array(z.strictObject({ month: int(0, 999), vp: int(-9999, 9999), health: int(0, 100) })).check(z.maxLength(1000));
/** The chronicle: finished voyages (rules/chronicle.ts keeps at most CHRONICLE_MAX). */
const chronicleSchema = z
  .array(
    z.strictObject({
      date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
      length: voyageLength,
      seed: int32,
      route: z.array(z.enum(PLANET_IDS)).check(z.maxLength(PLANET_IDS.length)),
      months: int(0, 999),
      vp: int(-9999, 9999),
      won: z.boolean(),
      delivered: int(0, 999),
      dead: int(0, HUMAN_IDS.length),
      shuttlesLost: int(0, 3),
      newWorlds: z.optional(z.literal(true)),
      campaign: z.optional(z.enum(CAMPAIGN_IDS)),
      part: z.optional(int(1, 3)),
    }),
  )
  .check(z.maxLength(CHRONICLE_MAX));

/** A campaign's voyage: the one under way and those before it (issue 14 point 6). */
const campaignSchema = z.strictObject({
  id: z.enum(CAMPAIGN_IDS),
  played: z
    .array(
      z.strictObject({
        length: voyageLength,
        seed: int32,
        route: z.array(z.enum(PLANET_IDS)).check(z.maxLength(PLANET_IDS.length)),
        vp: int(-9999, 9999),
        won: z.boolean(),
      }),
    )
    .check(z.maxLength(2)),
  closed: z.array(z.enum(PLANET_IDS)).check(z.maxLength(PLANET_IDS.length)),
  startBalance: balanceSchema,
});

const stateSchema = z.strictObject({
  version: z.literal(STATE_VERSION),
  seed: int32,
  rng: z.array(int32).check(z.length(4)),
  length: voyageLength,
  month: int(0, 999),
  planMonths: int(10, 99),
  overtimeCharged: int(0, 999),
  vp: int(-9999, 9999),
  // absent in a save from before the ledger and the balance (withLedger)
  ledger: z.optional(ledgerSchema),
  // absent in a save from before the journal: such a game cannot be replayed (replay.ts says so)
  // a line holds no line break: the state joins the lines with them (journal.ts)
  journal: z.optional(z.array(z.string().check(z.maxLength(400), z.regex(/^[^\n]*$/))).check(z.maxLength(50_000))),
  balance: z.optional(balanceSchema),
  // absent in a save from before campaigns: a single voyage
  campaign: z.optional(z.nullable(campaignSchema)),
  // absent in a save from before randomized worlds: a classic game
  worlds: z.optional(z.nullable(z.record(z.enum(PLANET_IDS), z.enum(PLANET_IDS)))),
  // absent in a save from before the chart and the chronicle (withLedger)
  history: z.optional(historySchema),
  chronicle: z.optional(chronicleSchema),
  shuttles: int(0, 3),
  phase: z.enum(['space', 'orbit', 'onboard', 'event', 'wounds', 'landing', 'surface', 'ended']),
  menu: z.enum(['main', 'chooseLength', 'confirmEarth']),
  position: fieldSchema,
  legStart: z.strictObject({ row: int(1, MAP_ROWS), col: int(1, MAP_COLS), month: int(0, 999) }),
  orbit: z.nullable(z.strictObject({ planet: z.enum(PLANET_IDS), set: int(0, 2) })),
  arriving: z.nullable(z.enum(PLANET_IDS)),
  visited: z.array(z.enum(PLANET_IDS)).check(z.maxLength(PLANET_IDS.length)),
  canOnboard: z.boolean(),
  event: z.nullable(str(60)),
  woundsToAssign: int(0, 50),
  careChoice: z.nullable(z.strictObject({ folder: z.enum(['shuttle', 'expedition', 'carried']), unit: z.enum(HUMAN_IDS) })),
  hitsToAssign: int(0, 50),
  // the kinds of hits came with the surface's accidents: older saves give out a landing's
  hitRule: z.optional(z.nullable(z.strictObject(hitRuleFields))),
  hitQueue: z.optional(z.array(z.strictObject({ ...hitRuleFields, count: int(1, 50) })).check(z.maxLength(20))),
  later: z.strictObject({ eventChanceFactor: num(0, 64), freeLandingSearch: z.boolean(), riskyLanding: z.boolean() }),
  bay: folderSchema,
  // 'abandoned' came with the surface rules: older saves have none (read as empty)
  party: z.strictObject({ expedition: folderSchema, carried: folderSchema, used: folderSchema, abandoned: z.optional(folderSchema) }),
  mode: z.enum(['foot', 'rover']),
  level: z.enum(['surface', 'underwater', 'onWater']),
  takeDamaged: z.boolean(),
  dressing: z.nullable(z.enum(['suit', 'heavySuit', 'off'])),
  landing: z.nullable(z.strictObject({ area: str(60), draws: int(1, 3) })),
  surface: z.nullable(z
    .strictObject({
      area: str(60),
      climate: z.enum(['none', 'desert', 'tropical', 'temperate', 'arctic']),
      fog: z.boolean(),
      absent: z.array(str(40)).check(z.maxLength(200)),
      hours: num(0, 100000),
      researched: z.array(str(40)).check(z.maxLength(500)),
      // the position and the board came with the surface rules: older saves stand at the shuttle
      at: z.optional(z.strictObject({ row: int(1, MAX_AREA_ROWS), col: int(1, MAX_AREA_COLS), cave: z.boolean() })),
      moveMode: z.optional(z.enum(['research', 'march'])),
      view: z.optional(z.nullable(z.enum(['surface', 'underwater', 'cave']))),
      repeats: z.optional(z.array(str(40)).check(z.maxLength(500))),
      // resources, accidents and infection: older saves start them afresh
      drainDebt: z.optional(z.strictObject({ party: num(0, 1), shuttle: num(0, 1) })),
      starvedDamage: z.optional(z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.optional(int(0, 99))])) as Record<StockId, z.ZodMiniOptional<z.ZodMiniInt>>)),
      activeAtmosphere: z.optional(int(0, 1000)),
      shuttleThreats: z.optional(int(0, 1000)),
      wreck: z.optional(z.boolean()),
      infection: z.optional(num(0, INFECTION_CAP)),
      // the encounters came later: older saves have met nothing
      encounter: z.optional(z.nullable(encounterSchema)),
      freed: z.optional(z.array(str(40)).check(z.maxLength(500))),
      spent: z.optional(z.array(str(40)).check(z.maxLength(500))),
      caged: z.optional(z.array(specimenSchema).check(z.maxLength(20))),
      patched: z.optional(z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.optional(z.array(int(1, 9)).check(z.maxLength(99)))])) as Record<StockId, z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniInt>>>)),
    })),
  log: z.optional(z.array(z.strictObject({ being: beingId, met: int(1, 9999), known: indicatorsSchema, deeds: z.optional(deedsSchema) })).check(z.maxLength(BEINGS.length))),
  aboard: z.optional(z.array(specimenSchema).check(z.maxLength(200))),
  discovered: z.array(str(80)).check(z.maxLength(500)),
  crew: z.array(humanSchema).check(z.length(HUMAN_IDS.length)),
  stock: z.strictObject(
    Object.fromEntries(STOCK_IDS.map((id) => [id, stockSchema])) as Record<StockId, typeof stockSchema>,
  ),
  inputs: z.strictObject({
    resources: int(INPUT_LIMITS.resources.min, INPUT_LIMITS.resources.max),
    // Saves from before whole hours hold halves from ½: read them, then round (see below).
    hours: num(LEGACY_MIN_HOURS, INPUT_LIMITS.hours.max).check(z.multipleOf(LEGACY_HOURS_STEP)),
  }),
  tip: int(0, TIP_COUNT - 1),
  message: messageSchema,
  hint: z.nullable(messageSchema),
});

const envelopeSchema = z.object({ app: z.string(), version: z.number(), state: z.unknown() });

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
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : canonical(x))).join(',')}]`;
  const o = v as Record<string, unknown>;
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
  const env = envelopeSchema.safeParse(raw);
  if (!env.success) return fail('foreign', 'no app/version/state fields');
  if (env.data.app !== APP_ID) return fail('foreign', `app "${env.data.app.slice(0, 60)}"`);
  const version = env.data.version;
  if (!Number.isInteger(version) || version < 1) return fail('schema', `version ${version}`);
  if (version > STATE_VERSION) return { ok: false, code: 'newer', error: { key: 'load.newer', params: { version, supported: STATE_VERSION } } };
  const parsed = stateSchema.safeParse(env.data.state);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${['state', ...i.path.map(String)].join('.')}: ${issueText(i)}`)
      .join('; ');
    return fail('schema', detail);
  }
  const state = withStockRecords(withLedger(withSurfaceRules(withWholeHours(parsed.data as unknown as GameState))));
  const broken = invariantBroken(state);
  if (broken) return fail('invariant', broken);
  return { ok: true, state };
}

/**
 * What is wrong, in the detail's few words: the 'mini' build carries no message texts (that is
 * most of its saving), so the schema's findings are worded here.
 */
function issueText(i: z.core.$ZodIssue): string {
  switch (i.code) {
    case 'invalid_type':
      return `expected ${i.expected}`;
    case 'too_big':
      return `too big (at most ${String(i.maximum)})`;
    case 'too_small':
      return `too small (at least ${String(i.minimum)})`;
    case 'unrecognized_keys':
      return `unknown field ${i.keys.join(', ')}`;
    case 'invalid_value':
      return `expected ${i.values.slice(0, 5).map(String).join(' | ')}${i.values.length > 5 ? ' | …' : ''}`;
    case 'invalid_union':
      return 'none of the allowed forms';
    case 'not_multiple_of':
      return `not a multiple of ${String(i.divisor)}`;
    default:
      return i.message;
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
  const r = chronicleSchema.safeParse(raw);
  return r.success ? (r.data as readonly ChronicleEntry[]) : null;
}
