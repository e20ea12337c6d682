// serialize/deserialize: the saved game is untrusted input (a workbook may be edited, damaged or
// come from another version). deserialize validates the envelope, the schema (zod, strict: no
// unknown fields) and the invariants, and names what is wrong.
import { EMPTY_BALANCE } from './rules/balance';
import { CHRONICLE_MAX, crewHealth } from './rules/chronicle';
import { z } from 'zod';
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
import { HUMAN_IDS, HUMAN_WOUNDS_SURVIVED, STOCK_IDS, UNIT_IDS, type StockId } from './data/units';
import { FRESH_SURFACE, STATE_VERSION, VP_REASONS, type ChronicleEntry, type GameState } from './state';
import { INFECTION_CAP } from './data/accidents';
import { TRAITS, type Trait } from './data/beings';
import { BEINGS, beingById } from './data/content/bestiary';
import { isMessageKey, type Message, type MessageKey } from './text';

export const APP_ID = 'odkrywcy-nowych-swiatow';
/** A saved game is a few kilobytes; anything near this is not ours. */
export const MAX_SAVE_CHARS = 1_000_000;

const int32 = z.number().int().min(-0x80000000).max(0x7fffffff);

const fieldSchema = z.strictObject({ row: z.number().int().min(1).max(MAP_ROWS), col: z.number().int().min(1).max(MAP_COLS) });

const messageFields = {
  key: z.string().refine(isMessageKey, { message: 'unknown message key' }),
  params: z
    .record(
      z.string(),
      z.union([
        z.string().max(200),
        z.number(),
        z.strictObject({ unit: z.enum([...UNIT_IDS, 'resources'] as unknown as [string, ...string[]]) }),
        z.strictObject({ planet: z.enum(PLANET_IDS) }),
        z.strictObject({ text: z.string().refine(isMessageKey, { message: 'unknown message key' }) }),
        z.strictObject({ area: z.string().max(60) }),
        z.strictObject({ being: z.string().max(60) }),
        z.strictObject({ areaList: z.array(z.tuple([z.string().max(60), z.number(), z.array(z.enum(MAYBE_FEATURES))])).max(10) }),
      ]),
    )
    .optional(),
};
const noteSchema = z.strictObject(messageFields);
const messageSchema = z.strictObject({ ...messageFields, notes: z.array(noteSchema).max(20).optional() });

const minInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.length;
const maxInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.reduce((a, b) => a + b, 0);

const humanSchema = z.strictObject({
  id: z.enum(HUMAN_IDS),
  intelligence: z.number().int().min(minInt).max(maxInt),
  wounds: z.number().int().min(0).max(HUMAN_WOUNDS_SURVIVED + 1),
  alive: z.boolean(),
  // came with resources and infection: older saves have neither (read as none)
  starvedWounds: z.number().int().min(0).max(HUMAN_WOUNDS_SURVIVED + 1).optional(),
  ill: z.boolean().optional(),
  preHealed: z.array(z.number().int().min(1).max(9)).max(HUMAN_WOUNDS_SURVIVED + 1).optional(),
});

/** Counts by unit type, each at least 1 (types with none are left out). */
const stockCounts = z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.number().int().min(1).max(99).optional()])) as Record<StockId, z.ZodOptional<z.ZodNumber>>);

const HIT_SOURCES = ['landing', 'starvedHumans', 'starvedUnits', 'starvedShuttle', 'seismic', 'scatter', 'lava', 'roverCrash', 'clash', 'hunt', 'rampage', 'being'] as const;
const hitRuleFields = {
  source: z.enum(HIT_SOURCES),
  humans: z.array(z.enum(HUMAN_IDS)).max(HUMAN_IDS.length).optional(),
  tended: z.strictObject({ wound: z.boolean(), damage: z.boolean() }).optional(),
  units: z.array(z.enum(STOCK_IDS as unknown as [StockId, ...StockId[]])).max(STOCK_IDS.length).optional(),
  spared: stockCounts.optional(),
  dropped: stockCounts.optional(),
};

const stockSchema = z.strictObject({
  count: z.number().int().min(0).max(99),
  damaged: z.number().int().min(0).max(99),
});

const folderSchema = z.strictObject({
  crew: z.array(z.strictObject({ id: z.enum(HUMAN_IDS), suit: z.strictObject({ kind: z.enum(['suit', 'heavySuit']), damaged: z.boolean() }).nullable() })).max(HUMAN_IDS.length),
  units: z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, stockSchema.optional()])) as Record<StockId, z.ZodOptional<typeof stockSchema>>),
  resources: z.number().int().min(0).max(MAX_BAY_RESOURCES),
});

/** What the 'godzin:' cell took before whole numbers (halves from ½): old saves still load. */
const LEGACY_MIN_HOURS = 0.5;
const LEGACY_HOURS_STEP = 0.5;

const beingId = z.string().refine((id) => beingById(id) !== undefined, { message: 'unknown being' });
/** R-CRE-13, R-CRE-14: an indicator is 1..12, or 0 for a word-'zero' modifier. */
const indicatorsSchema = z.strictObject(Object.fromEntries(TRAITS.map((t) => [t, z.number().int().min(0).max(12).optional()])) as Record<Trait, z.ZodOptional<z.ZodNumber>>);
const STRATEGY_IDS = ['negotiation', 'combat', 'flight'] as const;
const stockIds = (max: number) => z.array(z.enum(STOCK_IDS as unknown as [StockId, ...StockId[]])).max(max);
const courseSchema = z.strictObject({
  stage: z.enum(['surprise', 'choose', 'caught', 'weapons', 'mode', 'own']),
  tried: z.array(z.enum(STRATEGY_IDS)).max(50),
  talksFailed: z.boolean(),
  advantage: z.strictObject({ side: z.enum(['creature', 'expedition']), columns: z.number().int().min(1).max(3) }).nullable(),
  canCapture: z.boolean(),
  noFight: z.boolean(),
  weapons: stockIds(HUMAN_IDS.length),
  usedAtStart: stockIds(STOCK_IDS.length),
  abandonedAtStart: stockCounts.optional(),
  done: z.array(z.string().max(30)).max(5).optional(),
  surprise: z.boolean(),
});
const specimenSchema = z.strictObject({ being: beingId, indicators: indicatorsSchema, weight: z.number().int().min(0).max(9).optional(), stowed: z.literal(true).optional(), vp: z.number().int().min(0).max(999).optional(), loaded: z.literal(true).optional(), fromShip: z.literal(true).optional() });
const deedsSchema = z.strictObject({
  photos: z.number().int().min(0).max(9999),
  flights: z.number().int().min(0).max(9999),
  talks: z.number().int().min(0).max(9999),
  delivered: z.number().int().min(0).max(9999),
  tried: z.array(z.string().max(30)).max(10),
  seen: z.array(z.string().max(60)).max(500).optional(),
  special: z.boolean(),
});
const encounterSchema = z.strictObject({
  // the course came with the strategies: older saves have none
  course: courseSchema.nullable().optional(),
  being: beingId,
  place: z.strictObject({ row: z.number().int().min(1).max(MAX_AREA_ROWS), col: z.number().int().min(1).max(MAX_AREA_COLS), layer: z.enum(['surface', 'underwater', 'cave']) }),
  surprised: z.boolean(),
  companion: beingId.nullable(),
  indicators: indicatorsSchema,
});

const stockTimes = (max: number) => z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.number().int().min(0).max(max).optional()])) as Record<StockId, z.ZodOptional<z.ZodNumber>>);
/** The points ledger: a line per month and reason (a 30-month game stays far below the cap). */
const ledgerSchema = z.array(z.strictObject({ month: z.number().int().min(0).max(999), reason: z.enum(VP_REASONS), amount: z.number().int().min(-9999).max(9999) })).max(5000);
const balanceSchema = z.strictObject({
  humans: z.array(z.enum(HUMAN_IDS)).max(HUMAN_IDS.length),
  lightSuit: z.array(z.enum(HUMAN_IDS)).max(HUMAN_IDS.length),
  taken: stockTimes(9999),
  together: stockTimes(99),
  fills: z.number().int().min(0).max(99),
  heavySuitsAtStart: z.number().int().min(0).max(99),
});

/** The mission chart: a point per month reached. */
const historySchema = z.array(z.strictObject({ month: z.number().int().min(0).max(999), vp: z.number().int().min(-9999).max(9999), health: z.number().int().min(0).max(100) })).max(1000);
/** The chronicle: finished voyages (rules/chronicle.ts keeps at most CHRONICLE_MAX). */
const chronicleSchema = z
  .array(
    z.strictObject({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      length: z.union(VOYAGE_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<30>]),
      seed: int32,
      route: z.array(z.enum(PLANET_IDS)).max(PLANET_IDS.length),
      months: z.number().int().min(0).max(999),
      vp: z.number().int().min(-9999).max(9999),
      won: z.boolean(),
      delivered: z.number().int().min(0).max(999),
      dead: z.number().int().min(0).max(HUMAN_IDS.length),
      shuttlesLost: z.number().int().min(0).max(3),
      newWorlds: z.literal(true).optional(),
      campaign: z.enum(CAMPAIGN_IDS).optional(),
      part: z.number().int().min(1).max(3).optional(),
    }),
  )
  .max(CHRONICLE_MAX);

/** A campaign's voyage: the one under way and those before it (issue 14 point 6). */
const campaignSchema = z.strictObject({
  id: z.enum(CAMPAIGN_IDS),
  played: z
    .array(
      z.strictObject({
        length: z.union(VOYAGE_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<30>]),
        seed: int32,
        route: z.array(z.enum(PLANET_IDS)).max(PLANET_IDS.length),
        vp: z.number().int().min(-9999).max(9999),
        won: z.boolean(),
      }),
    )
    .max(2),
  closed: z.array(z.enum(PLANET_IDS)).max(PLANET_IDS.length),
  startBalance: balanceSchema,
});

const stateSchema = z.strictObject({
  version: z.literal(STATE_VERSION),
  seed: int32,
  rng: z.array(int32).length(4),
  length: z.union(VOYAGE_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<30>]),
  month: z.number().int().min(0).max(999),
  planMonths: z.number().int().min(10).max(99),
  overtimeCharged: z.number().int().min(0).max(999),
  vp: z.number().int().min(-9999).max(9999),
  // absent in a save from before the ledger and the balance (withLedger)
  ledger: ledgerSchema.optional(),
  // absent in a save from before the journal: such a game cannot be replayed (replay.ts says so)
  journal: z.array(z.string().max(400)).max(50_000).optional(),
  balance: balanceSchema.optional(),
  // absent in a save from before campaigns: a single voyage
  campaign: campaignSchema.nullable().optional(),
  // absent in a save from before randomized worlds: a classic game
  worlds: z.record(z.enum(PLANET_IDS), z.enum(PLANET_IDS)).nullable().optional(),
  // absent in a save from before the chart and the chronicle (withLedger)
  history: historySchema.optional(),
  chronicle: chronicleSchema.optional(),
  shuttles: z.number().int().min(0).max(3),
  phase: z.enum(['space', 'orbit', 'onboard', 'event', 'wounds', 'landing', 'surface', 'ended']),
  menu: z.enum(['main', 'chooseLength', 'confirmEarth']),
  position: fieldSchema,
  legStart: z.strictObject({ row: z.number().int().min(1).max(MAP_ROWS), col: z.number().int().min(1).max(MAP_COLS), month: z.number().int().min(0).max(999) }),
  orbit: z.strictObject({ planet: z.enum(PLANET_IDS), set: z.number().int().min(0).max(2) }).nullable(),
  arriving: z.enum(PLANET_IDS).nullable(),
  visited: z.array(z.enum(PLANET_IDS)).max(PLANET_IDS.length),
  canOnboard: z.boolean(),
  event: z.string().max(60).nullable(),
  woundsToAssign: z.number().int().min(0).max(50),
  careChoice: z.strictObject({ folder: z.enum(['shuttle', 'expedition', 'carried']), unit: z.enum(HUMAN_IDS) }).nullable(),
  hitsToAssign: z.number().int().min(0).max(50),
  // the kinds of hits came with the surface's accidents: older saves give out a landing's
  hitRule: z.strictObject(hitRuleFields).nullable().optional(),
  hitQueue: z.array(z.strictObject({ ...hitRuleFields, count: z.number().int().min(1).max(50) })).max(20).optional(),
  later: z.strictObject({ eventChanceFactor: z.number().min(0).max(64), freeLandingSearch: z.boolean(), riskyLanding: z.boolean() }),
  bay: folderSchema,
  // 'abandoned' came with the surface rules: older saves have none (read as empty)
  party: z.strictObject({ expedition: folderSchema, carried: folderSchema, used: folderSchema, abandoned: folderSchema.optional() }),
  mode: z.enum(['foot', 'rover']),
  level: z.enum(['surface', 'underwater', 'onWater']),
  takeDamaged: z.boolean(),
  dressing: z.enum(['suit', 'heavySuit', 'off']).nullable(),
  landing: z.strictObject({ area: z.string().max(60), draws: z.number().int().min(1).max(3) }).nullable(),
  surface: z
    .strictObject({
      area: z.string().max(60),
      climate: z.enum(['none', 'desert', 'tropical', 'temperate', 'arctic']),
      fog: z.boolean(),
      absent: z.array(z.string().max(40)).max(200),
      hours: z.number().min(0).max(100000),
      researched: z.array(z.string().max(40)).max(500),
      // the position and the board came with the surface rules: older saves stand at the shuttle
      at: z.strictObject({ row: z.number().int().min(1).max(MAX_AREA_ROWS), col: z.number().int().min(1).max(MAX_AREA_COLS), cave: z.boolean() }).optional(),
      moveMode: z.enum(['research', 'march']).optional(),
      view: z.enum(['surface', 'underwater', 'cave']).nullable().optional(),
      repeats: z.array(z.string().max(40)).max(500).optional(),
      // resources, accidents and infection: older saves start them afresh
      drainDebt: z.strictObject({ party: z.number().min(0).max(1), shuttle: z.number().min(0).max(1) }).optional(),
      starvedDamage: z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.number().int().min(0).max(99).optional()])) as Record<StockId, z.ZodOptional<z.ZodNumber>>).optional(),
      activeAtmosphere: z.number().int().min(0).max(1000).optional(),
      shuttleThreats: z.number().int().min(0).max(1000).optional(),
      wreck: z.boolean().optional(),
      infection: z.number().min(0).max(INFECTION_CAP).optional(),
      // the encounters came later: older saves have met nothing
      encounter: encounterSchema.nullable().optional(),
      freed: z.array(z.string().max(40)).max(500).optional(),
      spent: z.array(z.string().max(40)).max(500).optional(),
      caged: z.array(specimenSchema).max(20).optional(),
      patched: z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, z.array(z.number().int().min(1).max(9)).max(99).optional()])) as Record<StockId, z.ZodOptional<z.ZodArray<z.ZodNumber>>>).optional(),
    })
    .nullable(),
  log: z.array(z.strictObject({ being: beingId, met: z.number().int().min(1).max(9999), known: indicatorsSchema, deeds: deedsSchema.optional() })).max(BEINGS.length).optional(),
  aboard: z.array(specimenSchema).max(200).optional(),
  discovered: z.array(z.string().max(80)).max(500),
  crew: z.array(humanSchema).length(HUMAN_IDS.length),
  stock: z.strictObject(
    Object.fromEntries(STOCK_IDS.map((id) => [id, stockSchema])) as Record<StockId, typeof stockSchema>,
  ),
  inputs: z.strictObject({
    resources: z.number().int().min(INPUT_LIMITS.resources.min).max(INPUT_LIMITS.resources.max),
    // Saves from before whole hours hold halves from ½: read them, then round (see below).
    hours: z.number().min(LEGACY_MIN_HOURS).max(INPUT_LIMITS.hours.max).multipleOf(LEGACY_HOURS_STEP),
  }),
  tip: z.number().int().min(0).max(TIP_COUNT - 1),
  message: messageSchema,
  hint: messageSchema.nullable(),
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
  return `{"app":${JSON.stringify(APP_ID)},"version":${state.version},"state":${canonical(state)}}`;
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
      .map((i) => `${['state', ...i.path.map(String)].join('.')}: ${i.message}`)
      .join('; ');
    return fail('schema', detail);
  }
  const state = withLedger(withSurfaceRules(withWholeHours(parsed.data as unknown as GameState)));
  const broken = invariantBroken(state);
  if (broken) return fail('invariant', broken);
  return { ok: true, state };
}

/** A save from before the points ledger: its PZ are one opening line; its balance starts empty; its chart starts now, its chronicle empty. */
function withLedger(state: GameState): GameState {
  const ledger = state.ledger ?? (state.vp !== 0 ? [{ month: state.month, reason: 'earlier' as const, amount: state.vp }] : []);
  return {
    ...state,
    ledger,
    journal: state.journal ?? [],
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
