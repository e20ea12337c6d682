import { APP_ID, deserialize, format, newGame, serialize, STATE_VERSION } from '../../src/engine';

const good = serialize(newGame({ length: 30, seed: 7 }));
const edit = (f: (o: any) => void): string => {
  const o = JSON.parse(good);
  f(o);
  return JSON.stringify(o);
};

describe('serialize / deserialize', () => {
  test('a saved game resumes exactly', () => {
    const r = deserialize(good);
    expect(r.ok).toBe(true);
    if (r.ok) expect(serialize(r.state)).toBe(good);
  });

  test.each<[string, unknown, string, RegExp]>([
    ['truncated text', good.slice(0, good.length / 2), 'notJson', /JSON/],
    ['not a string', 42, 'notJson', /number/],
    ['an unrelated JSON document', '[1,2,3]', 'foreign', /app/],
    ['another program’s save', JSON.stringify({ app: 'solitaire', version: 1, state: {} }), 'foreign', /solitaire/],
    ['a newer version', edit((o) => (o.version = STATE_VERSION + 1)), 'newer', new RegExp(`version ${STATE_VERSION + 1}`)],
    ['a wrong type', edit((o) => (o.state.crew[2].intelligence = '9')), 'schema', /state\.crew\.2\.intelligence/],
    ['a value out of range', edit((o) => (o.state.crew[0].intelligence = 99)), 'schema', /state\.crew\.0\.intelligence/],
    ['an unknown field', edit((o) => (o.state.cheat = true)), 'schema', /cheat/],
    ['a missing field', edit((o) => delete o.state.stock.laser), 'schema', /state\.stock\.laser/],
    ['a voyage length that does not exist', edit((o) => (o.state.length = 25)), 'schema', /state\.length/],
    ['an unknown message key', edit((o) => (o.state.message.key = 'msg.hacked')), 'schema', /state\.message\.key/],
    ['crew out of order', edit((o) => ([o.state.crew[0], o.state.crew[1]] = [o.state.crew[1], o.state.crew[0]])), 'invariant', /crew\[0\]/],
    ['more damaged than aboard', edit((o) => (o.state.stock.laser.damaged = 9)), 'invariant', /laser/],
    ['a living human with six wounds (R-CREW-03: the 6th kills)', edit((o) => (o.state.crew[3].wounds = 6)), 'invariant', /engineer: 6 wounds but alive/],
    ['a dead human in the expedition table', edit((o) => ((o.state.crew[3].alive = false), o.state.bay.crew.push({ id: 'engineer', suit: null }))), 'invariant', /engineer is dead but in the expedition table/],
    ['more shuttles than the voyage has', edit((o) => (o.state.length = 10)), 'invariant', /3 shuttles on a 10-month voyage/],
    ['a zeroed random generator', edit((o) => (o.state.rng = [0, 0, 0, 0])), 'invariant', /random/],
    ['a huge blob', 'x'.repeat(2_000_000), 'tooLarge', /2000000/],
  ])('a damaged or foreign state is refused: %s', (_what, text, code, detail) => {
    const r = deserialize(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(code);
    expect(format('en', r.error)).toMatch(detail);
    expect(format('pl', r.error).length).toBeGreaterThan(10);
  });

  test('the envelope names the add-in and the version', () => {
    expect(JSON.parse(good)).toMatchObject({ app: APP_ID, version: STATE_VERSION });
  });
});
