// The rules' fast copies of the state and the surface (stateCopy.ts) are the spreads they replace:
// every field, nothing shared but the fields' values. A copy of the state holds the step's optional
// fields too, undefined where unset (one hidden class for every copy); a human's only where set.
import { deserialize, newGame, serialize, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { copyState, copySurface, legStartAt, mapped, newSpecimen, passenger, patchFolder, patchHuman, specimenWith, withCourse, withEncounter, withInput, withLater, withLogEntry, withoutStepFields, withParty, withState, withSurface, worn } from '../../src/engine/stateCopy';
import type { Course, Encounter } from '../../src/engine/state';

function played(seed: number, steps: number): GameState[] {
  const out: GameState[] = [];
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < steps && s.phase !== 'ended'; i++) {
    s = step(s, advise(s)!.action).state;
    out.push(s);
  }
  return out;
}

describe('stateCopy', () => {
  const states = played(7, 700);

  test('a copy of the state is its spread, field for field, in a new object', () => {
    // the states reach the surface; a step's VP changes and lost hits are fields only within a step
    expect(states.some((s) => s.surface)).toBe(true);
    const within = states.slice(0, 50).map((s, i) => ({ ...s, vpLog: [{ amount: i, reason: 'death' as const }], ...(i % 2 ? { hitsLost: i } : {}) }));
    for (const s of [...states, ...within]) {
      const c = copyState(s);
      expect(c).not.toBe(s);
      expect(c).toStrictEqual({ ...s });
      expect(Object.keys(c).sort()).toEqual(Object.keys(s).sort());
    }
  });

  test('with a patch: the patch wins, the rest is the state', () => {
    const s = states[100]!;
    const t = withState(s, { month: s.month + 1, hint: null });
    expect(t).toStrictEqual({ ...s, month: s.month + 1, hint: null });
    expect(s.month).toBe(t.month - 1);
    // an optional field set by the patch
    const u = withState({ ...s, vpLog: undefined }, { vpLog: [] });
    expect(u.vpLog).toEqual([]);
    // every copy holds every field, the step's unset ones undefined: one hidden class, and the same save
    const bare = newGame({ length: 30, seed: 7 });
    expect(['vpLog' in bare, 'hitsLost' in bare]).toEqual([false, false]);
    const c = copyState(bare);
    expect(Object.keys(c)).toEqual(Object.keys(copyState(s)));
    expect(Object.keys(c)).toHaveLength(Object.keys(bare).length + 2);
    expect([c.vpLog, c.hitsLost]).toEqual([undefined, undefined]);
    expect(JSON.parse(JSON.stringify(c))).toStrictEqual(JSON.parse(JSON.stringify(bare)));
  });

  test('a step field left out: the other one stays where it was set', () => {
    const s = { ...states[100]!, vpLog: [{ amount: 2, reason: 'death' as const }], hitsLost: 3 };
    const { vpLog: _v, ...noLog } = s;
    const { hitsLost: _h, ...noLost } = s;
    expect(withoutStepFields(s, 'vpLog')).toStrictEqual({ ...noLog, vpLog: undefined });
    expect(withoutStepFields(s, 'hitsLost')).toStrictEqual({ ...noLost, hitsLost: undefined });
    expect(withoutStepFields(states[100]!, 'vpLog')).toStrictEqual({ ...states[100]! });
    // only the lost hits set: leaving them out gives no VP either (not even an empty list)
    const lost = { ...states[100]!, hitsLost: 1 };
    expect(withoutStepFields(lost, 'hitsLost')).toStrictEqual({ ...states[100]! });
    expect(withoutStepFields(lost, 'hitsLost').vpLog).toBeUndefined();
  });

  test('a copy of the surface is its spread; with a patch too', () => {
    const on = states.filter((s) => s.surface);
    expect(on.length).toBeGreaterThan(10);
    for (const s of on) {
      expect(copySurface(s.surface!)).toStrictEqual({ ...s.surface! });
      expect(withSurface(s.surface!, { hours: 1 })).toStrictEqual({ ...s.surface!, hours: 1 });
    }
  });

  test("a folder and a human with a patch are their spreads with it; a human's optional fields last, in one order", () => {
    const s = states[300]!;
    for (const f of [s.bay, s.party.expedition, s.party.carried, s.party.used, s.party.abandoned]) expect(patchFolder(f, { resources: 5 })).toStrictEqual({ ...f, resources: 5 });
    for (const h of s.crew) {
      expect(patchHuman(h, { wounds: 2 })).toStrictEqual({ ...h, wounds: 2 });
      expect(patchHuman({ ...h, preHealed: [1], impaired: 2 }, { ill: true })).toStrictEqual({ ...h, preHealed: [1], impaired: 2, ill: true });
      // the optional fields in one order whichever came first (one hidden class), false and 0 patched in too
      const late = patchHuman(patchHuman(h, { impaired: 1 }), { preHealed: [2] });
      expect(Object.keys(late)).toEqual(Object.keys(patchHuman(patchHuman(h, { preHealed: [2] }), { impaired: 1 })));
      expect(Object.keys(late).slice(-2)).toEqual(['preHealed', 'impaired']);
      expect(late).toStrictEqual({ ...h, impaired: 1, preHealed: [2] });
      expect(patchHuman({ ...h, alive: true, wounds: 3 }, { alive: false, wounds: 0 })).toStrictEqual({ ...h, alive: false, wounds: 0 });
    }
  });

  test("every human has every field in one order, the optional ones undefined where unset: a new game's, a patched one's, a loaded save's (one hidden class); the save leaves the unset ones out", () => {
    const keys = ['id', 'intelligence', 'wounds', 'alive', 'starvedWounds', 'ill', 'preHealed', 'impaired'];
    const s = states[300]!;
    for (const h of [...newGame({ length: 10, seed: 1 }).crew, ...s.crew, patchHuman(s.crew[0]!, { impaired: 1 }), ...(deserialize(serialize(s)) as { state: GameState }).state.crew]) expect(Object.keys(h)).toEqual(keys);
    const fresh = newGame({ length: 10, seed: 1 }).crew[0]!;
    expect(fresh.preHealed).toBeUndefined();
    expect(JSON.parse(JSON.stringify(fresh))).not.toHaveProperty('preHealed');
    expect(JSON.parse(JSON.stringify(fresh))).not.toHaveProperty('impaired');
  });

  test('mapped is map: the same values in the same order, the list given unchanged, an empty list empty', () => {
    const xs = [3, 1, 2] as const;
    expect(mapped(xs, (x) => x * 10)).toEqual([30, 10, 20]);
    expect(xs).toEqual([3, 1, 2]);
    expect(mapped([], (x: number) => x)).toEqual([]);
    const s = states[300]!;
    expect(mapped(s.crew, (h) => h.id)).toEqual(s.crew.map((h) => h.id));
  });

  test('a passenger, a worn suit, the party and the typed values made in one place are what the spreads made', () => {
    const s = states[300]!;
    expect(passenger('scout', worn('heavySuit', true))).toStrictEqual({ id: 'scout', suit: { kind: 'heavySuit', damaged: true } });
    expect(passenger('doctor', null)).toStrictEqual({ id: 'doctor', suit: null });
    for (const f of ['expedition', 'carried', 'used', 'abandoned'] as const) {
      const party = withParty(s.party, { [f]: s.bay });
      expect(party).toStrictEqual({ ...s.party, [f]: s.bay });
      expect(Object.keys(party)).toEqual(Object.keys(s.party));
    }
    expect(withParty(s.party, {})).toStrictEqual(s.party);
    expect(withInput({ resources: 7, hours: 3 }, 'resources', 0)).toStrictEqual({ resources: 0, hours: 3 });
    expect(withInput({ resources: 7, hours: 3 }, 'hours', 12)).toStrictEqual({ resources: 7, hours: 12 });
  });

  test('a specimen with its marks set and taken away is the spread it replaced, its fields in one order', () => {
    const find = newSpecimen('starTablet', 4);
    expect(find).toStrictEqual({ being: 'starTablet', indicators: {}, weight: 4 });
    expect(newSpecimen('seedCapsule', 0)).toStrictEqual({ being: 'seedCapsule', indicators: {} });
    const stowed = specimenWith(find, { stowed: true });
    expect(stowed).toStrictEqual({ ...find, stowed: true });
    expect(specimenWith(stowed, { stowed: false })).toStrictEqual(find);
    // the weapon loaded in orbit, landed (stowed, from the ship), delivered back with its VP (0 kept)
    const loaded = specimenWith({ being: 'alienWeapon', indicators: { combat: 3 }, vp: 5 }, { loaded: true });
    expect(loaded).toStrictEqual({ being: 'alienWeapon', indicators: { combat: 3 }, vp: 5, loaded: true });
    const down = specimenWith(loaded, { loaded: false, stowed: true, fromShip: true });
    expect(down).toStrictEqual({ being: 'alienWeapon', indicators: { combat: 3 }, vp: 5, stowed: true, fromShip: true });
    expect(specimenWith(down, { stowed: false, fromShip: false })).toStrictEqual({ being: 'alienWeapon', indicators: { combat: 3 }, vp: 5 });
    expect(specimenWith(find, { vp: 0 })).toStrictEqual({ ...find, vp: 0 });
    // unchanged marks are kept; the keys come in one order whichever mark was set first
    expect(specimenWith(down, {})).toStrictEqual(down);
    expect(Object.keys(specimenWith(specimenWith(find, { fromShip: true }), { stowed: true }))).toEqual(['being', 'indicators', 'weight', 'stowed', 'fromShip']);
  });

  test("a log entry, a meeting's course and its encounter with a patch are the spreads they replaced, optional fields last", () => {
    const entry = { being: 'bogStrangler', met: 2, known: { speed: 3 } };
    expect(withLogEntry(entry, { met: 3 })).toStrictEqual({ ...entry, met: 3 });
    const deeds = { photos: 1, flights: 0, talks: 0, delivered: 0, tried: ['combat'], special: false };
    const withDeeds = withLogEntry(entry, { deeds });
    expect(withDeeds).toStrictEqual({ ...entry, deeds });
    expect(Object.keys(withLogEntry(withDeeds, { known: {} }))).toEqual(['being', 'met', 'known', 'deeds']);
    const course: Course = { stage: 'choose', tried: [], talksFailed: false, advantage: null, canCapture: true, noFight: false, weapons: [], usedAtStart: ['laser'], surprise: false, abandonedAtStart: { cage: 1 } };
    expect(withCourse(course, { stage: 'weapons', advantage: { side: 'creature', columns: 2 } })).toStrictEqual({ ...course, stage: 'weapons', advantage: { side: 'creature', columns: 2 } });
    // null and false are values a patch sets; the optional fields are kept and come last
    const back = withCourse({ ...course, advantage: { side: 'expedition', columns: 1 }, canCapture: false }, { advantage: null, canCapture: true, done: ['study'] });
    expect(back).toStrictEqual({ ...course, done: ['study'] });
    expect(Object.keys(withCourse(course, { decided: true, done: [] })).slice(-3)).toEqual(['abandonedAtStart', 'done', 'decided']);
    // an optional field never set stays away
    const { abandonedAtStart: _a, ...plain } = course;
    expect(withCourse(plain, { stage: 'mode' })).toStrictEqual({ ...plain, stage: 'mode' });
    const e: Encounter = { being: 'bogStrangler', place: { row: 1, col: 2, layer: 'surface' }, surprised: true, companion: 'fogStalker', indicators: {}, course };
    expect(withEncounter(e, { course: null })).toStrictEqual({ ...e, course: null });
    expect(withEncounter(e, { companion: null, surprised: false, indicators: { combat: 2 } })).toStrictEqual({ ...e, companion: null, surprised: false, indicators: { combat: 2 } });
    const { course: _c, ...noCourse } = e;
    expect(withEncounter(noCourse, {})).toStrictEqual(noCourse);
  });

  test("a leg's start and the effects for later are the literals they replaced; 0 and false are values a patch sets", () => {
    expect(legStartAt(4, 7, 12)).toStrictEqual({ row: 4, col: 7, month: 12 });
    const later = { eventChanceFactor: 2, freeLandingSearch: true, riskyLanding: true };
    expect(withLater(later, { eventChanceFactor: 0 })).toStrictEqual({ ...later, eventChanceFactor: 0 });
    expect(withLater(later, { freeLandingSearch: false })).toStrictEqual({ ...later, freeLandingSearch: false });
    expect(withLater(later, { riskyLanding: false })).toStrictEqual({ ...later, riskyLanding: false });
    expect(withLater(later, {})).toStrictEqual(later);
  });
});
