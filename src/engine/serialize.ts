// serialize/deserialize: the saved game is untrusted input (a workbook may be edited, damaged or
// come from another version). deserialize validates the envelope, the schema (zod, strict: no
// unknown fields) and the invariants, and names what is wrong.
import { z } from 'zod';
import { INPUT_LIMITS } from './data/inputs';
import { PLANET_IDS } from './data/planets';
import { MAYBE_FEATURES } from './data/areas';
import { MAP_COLS, MAP_ROWS } from './geometry/starGeometry';
import { eventById } from './rules/spaceEvents';
import { tableFolders } from './rules/folders';
import { MAX_BAY_RESOURCES } from './rules/loading';
import { INTELLIGENCE_BASE, INTELLIGENCE_DICE, TIP_COUNT, VOYAGE_LENGTHS, VOYAGE_PLANS } from './data/setup';
import { HUMAN_IDS, HUMAN_WOUNDS_SURVIVED, STOCK_IDS, UNIT_IDS, type StockId } from './data/units';
import { STATE_VERSION, type GameState } from './state';
import { isMessageKey, type Message, type MessageKey } from './text';

export const APP_ID = 'odkrywcy-nowych-swiatow';
/** A saved game is a few kilobytes; anything near this is not ours. */
export const MAX_SAVE_CHARS = 1_000_000;

const int32 = z.number().int().min(-0x80000000).max(0x7fffffff);

const fieldSchema = z.strictObject({ row: z.number().int().min(1).max(MAP_ROWS), col: z.number().int().min(1).max(MAP_COLS) });

const messageSchema = z.strictObject({
  key: z.string().refine(isMessageKey, { message: 'unknown message key' }),
  params: z
    .record(
      z.string(),
      z.union([
        z.string().max(200),
        z.number(),
        z.strictObject({ unit: z.enum(UNIT_IDS as [string, ...string[]]) }),
        z.strictObject({ planet: z.enum(PLANET_IDS) }),
        z.strictObject({ text: z.string().refine(isMessageKey, { message: 'unknown message key' }) }),
        z.strictObject({ area: z.string().max(60) }),
        z.strictObject({ areaList: z.array(z.tuple([z.string().max(60), z.number(), z.array(z.enum(MAYBE_FEATURES))])).max(10) }),
      ]),
    )
    .optional(),
});

const minInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.length;
const maxInt = INTELLIGENCE_BASE + INTELLIGENCE_DICE.reduce((a, b) => a + b, 0);

const humanSchema = z.strictObject({
  id: z.enum(HUMAN_IDS),
  intelligence: z.number().int().min(minInt).max(maxInt),
  wounds: z.number().int().min(0).max(HUMAN_WOUNDS_SURVIVED + 1),
  alive: z.boolean(),
});

const stockSchema = z.strictObject({
  count: z.number().int().min(0).max(99),
  damaged: z.number().int().min(0).max(99),
});

const folderSchema = z.strictObject({
  crew: z.array(z.strictObject({ id: z.enum(HUMAN_IDS), suit: z.strictObject({ kind: z.enum(['suit', 'heavySuit']), damaged: z.boolean() }).nullable() })).max(HUMAN_IDS.length),
  units: z.strictObject(Object.fromEntries(STOCK_IDS.map((id) => [id, stockSchema.optional()])) as Record<StockId, z.ZodOptional<typeof stockSchema>>),
  resources: z.number().int().min(0).max(MAX_BAY_RESOURCES),
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
  shuttles: z.number().int().min(0).max(3),
  phase: z.enum(['space', 'orbit', 'onboard', 'event', 'wounds', 'landing', 'surface', 'ended']),
  menu: z.enum(['main', 'chooseLength']),
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
  later: z.strictObject({ eventChanceFactor: z.number().min(0).max(64), freeLandingSearch: z.boolean(), riskyLanding: z.boolean() }),
  bay: folderSchema,
  party: z.strictObject({ expedition: folderSchema, carried: folderSchema, used: folderSchema }),
  mode: z.enum(['foot', 'rover']),
  level: z.enum(['surface', 'underwater', 'onWater']),
  takeDamaged: z.boolean(),
  dressing: z.enum(['suit', 'heavySuit', 'off']).nullable(),
  landing: z.strictObject({ area: z.string().max(60), draws: z.number().int().min(1).max(3) }).nullable(),
  surface: z
    .strictObject({ area: z.string().max(60), climate: z.enum(['none', 'desert', 'tropical', 'temperate', 'arctic']), fog: z.boolean(), absent: z.array(z.string().max(40)).max(200), hours: z.number().min(0).max(100000), researched: z.array(z.string().max(40)).max(500) })
    .nullable(),
  discovered: z.array(z.string().max(80)).max(500),
  crew: z.array(humanSchema).length(HUMAN_IDS.length),
  stock: z.strictObject(
    Object.fromEntries(STOCK_IDS.map((id) => [id, stockSchema])) as Record<StockId, typeof stockSchema>,
  ),
  inputs: z.strictObject({
    resources: z.number().int().min(INPUT_LIMITS.resources.min).max(INPUT_LIMITS.resources.max),
    hours: z.number().min(INPUT_LIMITS.hours.min).max(INPUT_LIMITS.hours.max).multipleOf(INPUT_LIMITS.hours.step),
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

export function serialize(state: GameState): string {
  return JSON.stringify({ app: APP_ID, version: state.version, state });
}

export function deserialize(text: unknown): LoadResult {
  if (typeof text !== 'string') return fail('notJson', `got ${typeof text}`);
  if (text.length > MAX_SAVE_CHARS) return fail('tooLarge', `${text.length} characters`);
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
  if (version > STATE_VERSION) return fail('newer', `version ${version} > ${STATE_VERSION}`);
  const parsed = stateSchema.safeParse(env.data.state);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 3)
      .map((i) => `${['state', ...i.path.map(String)].join('.')}: ${i.message}`)
      .join('; ');
    return fail('schema', detail);
  }
  const state = parsed.data as GameState;
  const broken = invariantBroken(state);
  if (broken) return fail('invariant', broken);
  return { ok: true, state };
}

/** Checks the schema cannot express; returns what is wrong, or null. */
function invariantBroken(s: GameState): string | null {
  for (let i = 0; i < HUMAN_IDS.length; i++) {
    const h = s.crew[i]!;
    if (h.id !== HUMAN_IDS[i]) return `crew[${i}] is ${h.id}, expected ${HUMAN_IDS[i]}`;
    if (h.alive !== h.wounds <= HUMAN_WOUNDS_SURVIVED)
      return `${h.id}: ${h.wounds} wounds but alive=${h.alive}`;
  }
  for (const id of STOCK_IDS) {
    const st = s.stock[id];
    if (st.damaged > st.count) return `${id}: ${st.damaged} damaged of ${st.count}`;
  }
  if (s.rng.every((n) => n === 0)) return 'random generator state is all zeros';
  if (new Set(s.visited).size !== s.visited.length) return 'a planet is visited twice';
  if (s.orbit && !s.visited.includes(s.orbit.planet)) return `orbiting ${s.orbit.planet}, which was not visited`;
  if (s.phase === 'event' && !eventById(s.event ?? '')?.options) return `no space event "${s.event}" waits for a choice`;
  if ((s.phase === 'wounds') !== s.woundsToAssign > 0) return `${s.woundsToAssign} wounds to give out in phase ${s.phase}`;
  if ((s.phase === 'event' || s.phase === 'wounds') !== (s.arriving !== null)) return `phase ${s.phase} with arriving=${s.arriving}`;
  if (s.visited.length > VOYAGE_PLANS[s.length].planets) return `${s.visited.length} planets visited on a ${s.length}-month voyage`;
  const folders = tableFolders(s).map(([, f]) => f);
  const humans = folders.flatMap((f) => f.crew.map((p) => p.id));
  if (new Set(humans).size !== humans.length) return 'a human is twice in the expedition table';
  for (const f of folders)
    for (const id of STOCK_IDS) {
      const st = f.units[id];
      if (st && st.damaged > st.count) return `expedition table ${id}: ${st.damaged} damaged of ${st.count}`;
    }
  if (folders.reduce((n, f) => n + f.resources, 0) > MAX_BAY_RESOURCES) return `more than ${MAX_BAY_RESOURCES} resources in the expedition table`;
  if ((s.phase === 'landing') !== (s.landing !== null) && s.phase !== 'surface') return `phase ${s.phase} with landing=${JSON.stringify(s.landing)}`;
  if (s.hitsToAssign > 0 && s.phase !== 'surface') return `${s.hitsToAssign} hits to give out in phase ${s.phase}`;
  if ((s.phase === 'surface') !== (s.surface !== null)) return `phase ${s.phase} with surface=${JSON.stringify(s.surface)}`;
  return null;
}

function fail(code: LoadErrorCode, detail: string): LoadResult {
  const key: MessageKey = `load.${code}`;
  return { ok: false, code, error: { key, params: { detail } } };
}
