// Issue 14 points 7 and 8: the mission chart's points and the chronicle of finished voyages.
import { deserialize, newGame, parseChronicle, PLANET_FIELDS, EARTH_FIELD, serialize, step, type ChronicleEntry, type GameState } from '../../src/engine';
import { appendChronicle, bestByLength, CHRONICLE_MAX, chronicleEntry, crewHealth, mergeChronicles, tracked } from '../../src/engine/rules/chronicle';
import { replay } from '../../src/engine/replay';
import { act, flyTo, pathTo, home } from '../support/voyage';
import { balanced, withVp } from '../support/balance';

const line = (over: Partial<ChronicleEntry> = {}): ChronicleEntry => ({
  date: '2026-12-01',
  length: 10,
  seed: 1,
  route: ['mezo'],
  months: 10,
  vp: 0,
  won: false,
  delivered: 0,
  dead: 0,
  shuttlesLost: 0,
  ...over,
});

/** A 10-month voyage flown past three planets and home (no landing). */
function flownHome(seed: number): GameState[] {
  const states: GameState[] = [];
  let s = newGame({ length: 10, seed });
  states.push(s);
  for (const to of [PLANET_FIELDS.mezo, PLANET_FIELDS.mefisto, PLANET_FIELDS.picolo]) {
    s = flyTo(s, to);
    states.push(s);
  }
  for (const dir of pathTo(s.position, EARTH_FIELD)) {
    s = home(s, dir);
    states.push(s);
  }
  return states;
}

describe('the crew health of the mission chart (ours, R-CREW-03: the 6th wound kills)', () => {
  const crew = newGame({ length: 10, seed: 3 }).crew;
  test('a whole crew is 100%', () => expect(crewHealth({ crew })).toBe(100));
  test('3 wounds on one of the 7: 39 of the 42 wounds the crew could still take → 93%', () => {
    expect(crew).toHaveLength(7);
    expect(crewHealth({ crew: crew.map((h, i) => (i === 0 ? { ...h, wounds: 3 } : h)) })).toBe(93);
  });
  test('a dead human counts 0: 36 of 42 → 86%', () => {
    expect(crewHealth({ crew: crew.map((h, i) => (i === 0 ? { ...h, wounds: 6, alive: false } : h)) })).toBe(86);
  });
  test('5 wounds leave one more to take: 1 of 6 → 17% for a crew of one', () => {
    expect(crewHealth({ crew: [{ ...crew[0]!, wounds: 5 }] })).toBe(17);
  });
});

describe('the mission chart follows the voyage month by month (issue 14 point 7)', () => {
  test('a new game has the point of month 0; a step in the same month replaces it, a new month adds one', () => {
    const s = newGame({ length: 10, seed: 5 });
    expect(s.history).toEqual([{ month: 0, vp: 0, health: 100 }]);
    const same = tracked(withVp(s, 4));
    expect(same.history).toEqual([{ month: 0, vp: 4, health: 100 }]);
    const next = tracked({ ...same, month: 1 });
    expect(next.history).toEqual([{ month: 0, vp: 4, health: 100 }, { month: 1, vp: 4, health: 100 }]);
    expect(tracked(next)).toBe(next);
  });

  test('the PZ and the health kept for the ledger and crew asked last: another ledger or crew of the same month is summed anew', () => {
    const s = newGame({ length: 10, seed: 5 });
    const four = tracked(withVp(s, 4));
    const seven = tracked(withVp(s, 7));
    expect(four.history.at(-1)!.vp).toBe(4);
    expect(seven.history.at(-1)!.vp).toBe(7);
    const hurt = { ...seven, crew: seven.crew.map((h, i) => (i === 0 ? { ...h, wounds: 3 } : h)) };
    expect(tracked(hurt).history.at(-1)!.health).toBe(93);
    expect(tracked({ ...hurt, crew: seven.crew }).history.at(-1)!.health).toBe(100);
    expect(crewHealth({ crew: [] })).toBe(0);
  });

  test('a step that passes over months fills them: their PZ from the ledger, the health they began with', () => {
    const s0 = newGame({ length: 10, seed: 5 });
    const wounded = s0.crew.map((h, i) => (i === 0 ? { ...h, wounds: 3 } : h));
    const before: GameState = { ...s0, month: 7, vp: 0, ledger: [], history: [{ month: 6, vp: 0, health: 100 }, { month: 7, vp: 0, health: 93 }] };
    // during the step, PZ in month 7 and month 8; it ends in month 10 with the crew healed
    const after: GameState = { ...before, month: 10, vp: 5, ledger: [{ month: 7, reason: 'return', amount: 2 }, { month: 8, reason: 'discovery', amount: 3 }], crew: s0.crew };
    expect(crewHealth({ crew: wounded })).toBe(93);
    expect(tracked(after).history).toEqual([
      { month: 6, vp: 0, health: 100 },
      { month: 7, vp: 2, health: 93 },
      { month: 8, vp: 5, health: 93 },
      { month: 9, vp: 5, health: 93 },
      { month: 10, vp: 5, health: 100 },
    ]);
  });

  test('a voyage flown home has one point per month, each the PZ and health at the end of that month', () => {
    const states = flownHome(11);
    const end = states.at(-1)!;
    expect(end.phase).toBe('ended');
    expect(end.history.map((p) => p.month)).toEqual(Array.from({ length: end.month + 1 }, (_, i) => i));
    for (const s of states) expect(s.history.at(-1)).toEqual({ month: s.month, vp: s.vp, health: crewHealth(s) });
    // the end's PZ: the ledger's lines of the last month are in its point
    expect(end.history.at(-1)!.vp).toBe(end.ledger.reduce((n, e) => n + e.amount, 0));
  });
});

describe('the chronicle line of a finished voyage (issue 14 point 8)', () => {
  test('length, seed, route, months, PZ, verdict against 40 PZ (R-WIN-01), losses', () => {
    const end = flownHome(12).at(-1)!;
    const e = chronicleEntry(end, '2026-12-02');
    expect(e).toEqual({ date: '2026-12-02', length: 10, seed: 12, route: ['mezo', 'mefisto', 'picolo'], months: end.month, vp: end.vp, won: false, delivered: 0, dead: 0, shuttlesLost: 0 });
  });
  test.each([
    [10, 40, true],
    [10, 39, false],
    [20, 70, true],
    [20, 69, false],
    [30, 100, true],
    [30, 99, false],
  ] as const)('R-WIN-01: a %i-month voyage with %i PZ is won: %s', (length, vp, won) => {
    const s = withVp(balanced(newGame({ length, seed: 2 })), vp);
    expect(chronicleEntry(s, '2026-12-02').won).toBe(won);
  });
  test('creatures delivered count, artifacts do not; the dead and the lost shuttles count', () => {
    const s0 = newGame({ length: 20, seed: 2 });
    const s: GameState = {
      ...s0,
      aboard: [
        { being: 'boulderback', indicators: {} as never },
        { being: 'alienWeapon', indicators: {} as never },
      ],
      crew: s0.crew.map((h, i) => (i < 2 ? { ...h, alive: false, wounds: 6 } : h)),
      shuttles: 0,
    };
    const e = chronicleEntry(s, '2026-12-02');
    expect([e.delivered, e.dead, e.shuttlesLost]).toEqual([1, 2, 2]);
  });
});

describe('the best results and the chronicle kept in the workbook', () => {
  test('the best voyage of each length: the most PZ, the earlier of equals', () => {
    const a = line({ seed: 1, vp: 30 });
    const b = line({ seed: 2, vp: 45, won: true });
    const c = line({ seed: 3, vp: 45, won: true });
    const d = line({ seed: 4, length: 30, vp: -5 });
    expect(bestByLength([a, b, c, d])).toEqual({ 10: b, 30: d });
  });
  test(`past ${CHRONICLE_MAX} lines the oldest that is no length's best goes`, () => {
    expect(CHRONICLE_MAX).toBe(100);
    let list: readonly ChronicleEntry[] = [line({ seed: 0, vp: 99 })];
    for (let i = 1; i < CHRONICLE_MAX; i++) list = appendChronicle(list, line({ seed: i, vp: i % 50 }));
    expect(list).toHaveLength(CHRONICLE_MAX);
    const out = appendChronicle(list, line({ seed: 1000 }));
    expect(out).toHaveLength(CHRONICLE_MAX);
    // seed 0 is the best of 10 months and stays; seed 1, the oldest other line, goes
    expect(out[0]!.seed).toBe(0);
    expect(out.some((e) => e.seed === 1)).toBe(false);
    expect(out.at(-1)!.seed).toBe(1000);
  });
  test('two chronicles merge with every line once, in the order of their days', () => {
    const a = line({ date: '2026-11-01', seed: 1 });
    const b = line({ date: '2026-11-05', seed: 2 });
    const c = line({ date: '2026-11-03', seed: 3 });
    expect(mergeChronicles([a, b], [c, a])).toEqual([a, c, b]);
  });
});

describe('the chronicle goes on from game to game and stays out of the game', () => {
  test("'nowa gra' after the end carries the chronicle into the new game", () => {
    const end = { ...flownHome(13).at(-1)!, chronicle: [line({ seed: 13 })] };
    const next = act(act(end, { type: 'openNewGame' }), { type: 'newGame', length: 20 });
    expect(next.phase).toBe('space');
    expect(next.length).toBe(20);
    expect(next.chronicle).toEqual([line({ seed: 13 })]);
    expect(next.history).toEqual([{ month: 0, vp: 0, health: 100 }]);
  });
  test('a replay shows every state with the workbook chronicle and ends on the saved state exactly', () => {
    const end = flownHome(14).at(-1)!;
    const saved = { ...end, chronicle: [line({ seed: 14 })] };
    const r = replay(saved, saved);
    expect(r.ok).toBe(true);
    for (const s of r.states) expect(s.chronicle).toEqual(saved.chronicle);
  });
  test('a save from before the chart and the chronicle: its chart starts where the game stands, its chronicle empty', () => {
    const s = flownHome(15)[2]!;
    const doc = JSON.parse(serialize(s));
    delete doc.state.history;
    delete doc.state.chronicle;
    const r = deserialize(JSON.stringify(doc));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.history).toEqual([{ month: s.month, vp: s.vp, health: 100 }]);
    expect(r.state.chronicle).toEqual([]);
    // and the next step goes on from there
    expect(step(r.state, { type: 'fly', dir: 'down' }).state.history.length).toBeGreaterThanOrEqual(1);
  });
  test.each([
    ['a date that is not a day', { date: '2.12.2026' }],
    ['a length no voyage has', { length: 15 }],
    ['a planet that does not exist', { route: ['pluto'] }],
    ['more dead than the crew', { dead: 8 }],
  ])('an edited chronicle line is refused by the schema: %s', (_, edit) => {
    const s = { ...newGame({ length: 10, seed: 1 }), chronicle: [{ ...line(), ...edit } as ChronicleEntry] };
    const r = deserialize(serialize(s));
    expect(r.ok).toBe(false);
    expect(parseChronicle(JSON.stringify(s.chronicle))).toBeNull();
  });
  test('the browser keeps its chronicle apart: a good one reads back, junk reads as none', () => {
    expect(parseChronicle(JSON.stringify([line()]))).toEqual([line()]);
    expect(parseChronicle('not json')).toBeNull();
    expect(parseChronicle(null)).toBeNull();
    expect(parseChronicle(JSON.stringify({ a: 1 }))).toBeNull();
  });
});
