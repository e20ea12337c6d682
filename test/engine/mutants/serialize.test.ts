// Mutation kills for serialize.ts (docs/MUTATION.md): the canonical text, the loader's limits and
// the words of its findings, the defaults an older save is given, the legacy half hours, and the
// chronicle kept apart. Expected values are written out by hand.
import { deserialize, serialize, newGame, type GameState } from '../../../src/engine';
import { MAX_SAVE_CHARS, APP_ID, parseChronicle } from '../../../src/engine/serialize';
import { crewHealth } from '../../../src/engine/rules/chronicle';
import { landedOnArea } from '../../support/voyage';

const fresh = (): GameState => newGame({ length: 10, seed: 11 });
const envelope = (s: GameState) => JSON.parse(serialize(s)) as { app: string; version: number; state: Record<string, unknown> };
const text = (env: unknown) => JSON.stringify(env);
const detail = (r: ReturnType<typeof deserialize>) => (r.ok ? 'loaded' : `${r.code}: ${String(r.error.params?.detail ?? r.error.key)}`);

describe('serialize: the canonical text', () => {
  test('keys sorted at every depth, undefined fields left out, an undefined array item written as null', () => {
    const s = { ...fresh(), hint: undefined, visited: [undefined, 'fly dir=up'] } as unknown as GameState;
    const out = serialize(s);
    expect(out.startsWith(`{"app":"${APP_ID}","version":1,"state":{`)).toBe(true);
    expect(out).not.toContain('"hint"');
    expect(out).toContain('"visited":[null,"fly dir=up"]');
    const keys = Object.keys(JSON.parse(out).state as object);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('the journal: one string in the state, its list of lines in a save', () => {
  test('a save holds the lines; loading it gives back the same string; a line with a line break in it is refused', () => {
    const s = { ...fresh(), journal: 'fly dir=up\nnextTip' };
    const env = envelope(s);
    expect(env.state['journal']).toEqual(['fly dir=up', 'nextTip']);
    const back = deserialize(text(env));
    expect(back.ok && back.state.journal).toBe('fly dir=up\nnextTip');
    expect(envelope(fresh()).state['journal']).toEqual([]);
    // two lines in one would replay as two actions the player never took in that order
    const forged = { ...env, state: { ...env.state, journal: ['fly dir=up\nfly dir=down'] } };
    expect(detail(deserialize(text(forged)))).toMatch(/^schema: state\.journal\.0/);
  });
});

describe('deserialize: limits and findings', () => {
  test('a text of exactly the limit is read (and fails as JSON); one character more is too large', () => {
    expect(deserialize('x'.repeat(MAX_SAVE_CHARS)).ok ? 'ok' : (deserialize('x'.repeat(MAX_SAVE_CHARS)) as { code: string }).code).toBe('notJson');
    const big = deserialize('x'.repeat(MAX_SAVE_CHARS + 1));
    expect(big).toMatchObject({ ok: false, code: 'tooLarge', error: { key: 'load.tooLarge', params: { chars: 1_000_001, max: 1_000_000 } } });
  });

  test('a foreign app is named by its first 60 characters', () => {
    const env = { ...envelope(fresh()), app: 'a'.repeat(100) };
    expect(detail(deserialize(text(env)))).toBe(`foreign: app "${'a'.repeat(60)}"`);
  });

  test('a version below 1 or not whole is a damaged save; 1 loads', () => {
    const env = envelope(fresh());
    expect(detail(deserialize(text({ ...env, version: 0 })))).toBe('schema: version 0');
    expect(detail(deserialize(text({ ...env, version: 1.5 })))).toBe('schema: version 1.5');
    expect(deserialize(text({ ...env, version: 1 })).ok).toBe(true);
  });

  test('the schema findings, in words: the first three, joined by "; "', () => {
    const env = envelope(fresh());
    const bad = (st: Record<string, unknown>) => detail(deserialize(text({ ...env, state: { ...env.state, ...st } })));
    expect(bad({ month: 'x' })).toBe('schema: state.month: expected number');
    expect(bad({ month: -1 })).toBe('schema: state.month: too small (at least 0)');
    // the first unknown field is named (valibot stops at it); the save is refused all the same
    expect(bad({ cheat: 1, trick: 2 })).toBe('schema: state: unknown field cheat');
    expect(bad({ length: 15 })).toBe('schema: state.length: expected 10 | 20 | 30');
    const crew = (env.state.crew as Record<string, unknown>[]).map((h, i) => (i === 0 ? { ...h, intelligence: 99 } : h));
    expect(bad({ crew })).toBe('schema: state.crew.0.intelligence: too big (at most 11)');
    const four = bad({ month: 'x', vp: 'y', length: 15, phase: 'nowhere' });
    expect(four.split('; ')).toHaveLength(3);
    expect(four.startsWith('schema: state.')).toBe(true);
  });

  test('a field with more than five allowed values lists five and "…"', () => {
    const env = envelope(fresh());
    const r = detail(deserialize(text({ ...env, state: { ...env.state, phase: 'nowhere' } })));
    expect(r).toMatch(/^schema: state\.phase: expected (\w+ \| ){5}…$/);
  });

  test('a message parameter of no allowed form, and hours off the half-hour grid, are named', () => {
    const env = envelope(fresh());
    const msg = detail(deserialize(text({ ...env, state: { ...env.state, message: { key: 'msg.welcome', params: { x: true } } } })));
    expect(msg).toContain('none of the allowed forms');
    const inputs = env.state.inputs as Record<string, unknown>;
    const hours = detail(deserialize(text({ ...env, state: { ...env.state, inputs: { ...inputs, hours: 1.25 } } })));
    expect(hours).toBe('schema: state.inputs.hours: not a multiple of 0.5');
  });

  test('a number JSON writes as 1e999 (Infinity), a half where a whole number goes, a missing field, a route item too many, a world left out: each refused and named', () => {
    const env = envelope(fresh());
    const raw = (st: Record<string, unknown>) => detail(deserialize(text({ ...env, state: { ...env.state, ...st } })));
    expect(raw({ later: { ...(env.state.later as object), eventChanceFactor: 0 } })).toBe('loaded');
    const infinite = text(env).replace(/"eventChanceFactor":[^,}]+/, '"eventChanceFactor":1e999');
    expect(detail(deserialize(infinite))).toBe('schema: state.later.eventChanceFactor: expected a finite number');
    expect(raw({ month: 1.5 })).toBe('schema: state.month: expected a whole number');
    const { month: _, ...noMonth } = env.state;
    expect(detail(deserialize(text({ ...env, state: noMonth })))).toBe('schema: state.month: missing');
    const message = { key: 'msg.welcome', params: { list: { areaList: [['a', 1, [], 'extra']] } } };
    expect(raw({ message })).toContain('none of the allowed forms');
    expect(raw({ rng: [1, 2, 3] })).toBe('schema: state.rng: expected 4 items');
    expect(raw({ journal: ['fly dir=up\nnextTip'] })).toBe('schema: state.journal.0: not in the expected form');
    expect(raw({ visited: 'mezo' })).toBe('schema: state.visited: expected array');
    expect(raw({ later: 5 })).toBe('schema: state.later: expected object');
    expect(raw({ version: 2 })).toBe('schema: state.version: expected 1');
    expect(raw({ canOnboard: 'yes' })).toBe('schema: state.canOnboard: expected boolean');
    expect(raw({ event: 'e'.repeat(61) })).toBe('schema: state.event: too big (at most 60)');
    expect(raw({ later: { ...(env.state.later as object), eventChanceFactor: 65 } })).toBe('schema: state.later.eventChanceFactor: too big (at most 64)');
    expect(detail(deserialize(text({ ...env, state: 5 })))).toBe('schema: state: expected object');
    expect(raw({ later: { ...(env.state.later as object), odd: 1 } })).toBe('schema: state.later: unknown field odd');
    const worlds = { mezo: 'paleo', paleo: 'mezo' };
    expect(raw({ worlds })).toMatch(/^schema: state\.worlds\.\w+: missing/);
  });

  test('a field of exactly five allowed values names them all, without "…" (the climate of a surface)', () => {
    const env = envelope(landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']));
    const surface = env.state.surface as Record<string, unknown>;
    expect(detail(deserialize(text({ ...env, state: { ...env.state, surface: { ...surface, climate: 'hot' } } })))).toBe(
      'schema: state.surface.climate: expected none | desert | tropical | temperate | arctic',
    );
  });

  test('an unknown being in the creature log is refused', () => {
    const env = envelope(fresh());
    expect(detail(deserialize(text({ ...env, state: { ...env.state, log: [{ being: 'dragon', met: 1, known: {} }] } })))).toBe('schema: state.log.0.being: unknown being');
  });
});

describe('an older save gets the defaults of what it did not have', () => {
  const strip = (s: GameState, keys: string[]) => {
    const env = envelope(s);
    for (const k of keys) delete env.state[k];
    const r = deserialize(text(env));
    if (!r.ok) throw new Error(detail(r));
    return r.state;
  };

  test('no ledger: its PZ are one opening line "earlier" (none at 0 PZ); no journal, balance, chart, chronicle, worlds, campaign', () => {
    const s = { ...fresh(), vp: 7, ledger: [{ month: 0, reason: 'discovery' as const, amount: 7 }] };
    const old = strip(s, ['ledger', 'journal', 'balance', 'history', 'chronicle', 'worlds', 'campaign']);
    expect(old.ledger).toEqual([{ month: 0, reason: 'earlier', amount: 7 }]);
    expect(old.journal).toBe('');
    expect(old.balance).toEqual({ humans: [], lightSuit: [], taken: {}, together: {}, fills: 0, heavySuitsAtStart: s.stock.heavySuit.count });
    expect(old.history).toEqual([{ month: 0, vp: 7, health: crewHealth(s) }]);
    expect(old.chronicle).toEqual([]);
    expect([old.worlds, old.campaign]).toEqual([null, null]);
    expect(strip(fresh(), ['ledger']).ledger).toEqual([]);
  });

  test('no creature log, cargo aboard, hit rule or queue: empty ones; a surface with no place: at the shuttle', () => {
    const s = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']);
    const old = strip(s, ['log', 'aboard', 'hitRule', 'hitQueue']);
    expect([old.log, old.aboard, old.hitRule, old.hitQueue]).toEqual([[], [], null, []]);
    const env = envelope(s);
    delete (env.state.surface as Record<string, unknown>).at;
    const r = deserialize(text(env));
    if (!r.ok) throw new Error(detail(r));
    expect(r.state.surface!.at).toEqual({ row: 4, col: 3, cave: false });
    // a place that was saved is kept
    const away = { ...s, surface: { ...s.surface!, at: { row: 2, col: 2, cave: false } } };
    const back = deserialize(serialize(away));
    expect(back.ok && back.state.surface!.at).toEqual({ row: 2, col: 2, cave: false });
  });

  test('hours saved as halves become whole: 2.5 → 3, 0.5 → 1; whole hours stay', () => {
    const hoursOf = (h: number) => {
      const env = envelope(fresh());
      const r = deserialize(text({ ...env, state: { ...env.state, inputs: { ...(env.state.inputs as object), hours: h } } }));
      if (!r.ok) throw new Error(detail(r));
      return r.state.inputs.hours;
    };
    expect([hoursOf(2.5), hoursOf(0.5), hoursOf(5), hoursOf(23.5)]).toEqual([3, 1, 5, 24]);
    const env = envelope(fresh());
    const r = deserialize(text({ ...env, state: { ...env.state, inputs: { ...(env.state.inputs as object), hours: 2.5 } } }));
    expect(r.ok && r.state.inputs.resources).toBe(fresh().inputs.resources);
  });
});

describe('parseChronicle', () => {
  test('null, too long or not JSON: null; a list of entries: the list', () => {
    expect(parseChronicle(null)).toBeNull();
    expect(parseChronicle('{')).toBeNull();
    expect(parseChronicle(' '.repeat(MAX_SAVE_CHARS + 1))).toBeNull();
    expect(parseChronicle(`[]${' '.repeat(MAX_SAVE_CHARS - 1)}`)).toBeNull();
    expect(parseChronicle('[]')).toEqual([]);
    expect(parseChronicle(`[]${' '.repeat(MAX_SAVE_CHARS - 2)}`)).toEqual([]);
    expect(parseChronicle('[{"nonsense":1}]')).toBeNull();
  });
});
