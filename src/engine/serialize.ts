// serialize/deserialize: the saved game is untrusted input (a workbook may be edited, damaged or
// come from another version). deserialize validates the envelope, the schema (zod, strict: no
// unknown fields) and the invariants, and names what is wrong.
import { z } from 'zod';
import { INPUT_LIMITS } from './data/inputs';
import { INTELLIGENCE_BASE, INTELLIGENCE_DICE, TIP_COUNT, VOYAGE_LENGTHS } from './data/setup';
import { HUMAN_IDS, HUMAN_WOUNDS_SURVIVED, STOCK_IDS, UNIT_IDS, type StockId } from './data/units';
import { STATE_VERSION, type GameState } from './state';
import { isMessageKey, type Message, type MessageKey } from './text';

export const APP_ID = 'odkrywcy-nowych-swiatow';
/** A saved game is a few kilobytes; anything near this is not ours. */
export const MAX_SAVE_CHARS = 1_000_000;

const int32 = z.number().int().min(-0x80000000).max(0x7fffffff);

const messageSchema = z.strictObject({
  key: z.string().refine(isMessageKey, { message: 'unknown message key' }),
  params: z
    .record(
      z.string(),
      z.union([z.string().max(200), z.number(), z.strictObject({ unit: z.enum(UNIT_IDS as [string, ...string[]]) })]),
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

const stateSchema = z.strictObject({
  version: z.literal(STATE_VERSION),
  seed: int32,
  rng: z.array(int32).length(4),
  length: z.union(VOYAGE_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<30>]),
  month: z.number().int().min(0).max(999),
  vp: z.number().int().min(-9999).max(9999),
  shuttles: z.number().int().min(0).max(3),
  location: z.literal('earth'),
  menu: z.enum(['main', 'chooseLength']),
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
  return null;
}

function fail(code: LoadErrorCode, detail: string): LoadResult {
  const key: MessageKey = `load.${code}`;
  return { ok: false, code, error: { key, params: { detail } } };
}
