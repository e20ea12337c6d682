// Pinned capacities and weights: humans, robots, the Rover and the shuttle at every gravity
// (R-ORBIT-07..12 with our formula of docs/DECISIONS.md: near-zero ×2, low +2, Earth as is, high −2,
// huge ÷2 rounded down, never below 0), wounds and the oxygen apparatus (R-CREW-05/06), suits
// (R-DEV-11, R-DEV-22), loading limits (R-SHUTTLE-02, R-LOAD-02, R-LOAD-09).
import {
  gravityCapacity,
  humanCapacity,
  orbitSet,
  partyCapacity,
  passengerStats,
  robotCapacity,
  roverCapacity,
  shuttleCapacity,
  step,
  stillAllowed,
  tableWeight,
  type GameState,
  type Gravity,
  type Passenger,
  type PlanetId,
} from '../../../src/engine';
import { act, orbitOver } from '../../support/voyage';

/** Orbits with normal or toxic air (no oxygen apparatus) and with thin air, by gravity. */
const NOT_THIN: Record<Gravity, [PlanetId, number]> = { nearZero: ['mezo', 2], low: ['suwatte', 1], earth: ['suwatte', 0], high: ['birss', 1], huge: ['noweAlto', 0] };
const THIN: Partial<Record<Gravity, [PlanetId, number]>> = { nearZero: ['mezo', 0], low: ['opoplo', 0], high: ['paleo', 0], huge: ['noweAlto', 1] };
const orbitAt = (g: Gravity, thin = false): GameState => {
  const [planet, set] = (thin ? THIN[g] : NOT_THIN[g])!;
  const s = orbitOver(planet, set, 5);
  expect(orbitSet(s)!.gravity).toBe(g);
  expect(orbitSet(s)!.atmosphere === 'thin').toBe(thin);
  return s;
};
const bare = (id: Passenger['id']): Passenger => ({ id, suit: null });
const wounded = (s: GameState, id: string, n: number): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === id ? { ...h, wounds: n } : h)) });
const GRAVS: Gravity[] = ['nearZero', 'low', 'earth', 'high', 'huge'];

describe('R-ORBIT-07..12 R-CREW-08 human capacity by gravity', () => {
  test('R-ORBIT-12 (our formula) gravityCapacity: ×2, +2, as is, −2, ÷2 down, never below 0', () => {
    expect(GRAVS.map((g) => gravityCapacity(7, g))).toEqual([14, 9, 7, 5, 3]);
    expect(GRAVS.map((g) => gravityCapacity(5, g))).toEqual([10, 7, 5, 3, 2]);
    expect(GRAVS.map((g) => gravityCapacity(1, g))).toEqual([2, 3, 1, 0, 0]);
  });

  test('R-CREW-15..21 R-ORBIT-07..11 the Soldier (7), the Navigator (6) and the Commander (5) at every gravity', () => {
    const table: [Passenger['id'], number[]][] = [
      ['soldier', [14, 9, 7, 5, 3]],
      ['navigator', [12, 8, 6, 4, 3]],
      ['commander', [10, 7, 5, 3, 2]],
      ['doctor', [10, 7, 5, 3, 2]],
      ['scientist', [10, 7, 5, 3, 2]],
      ['scout', [12, 8, 6, 4, 3]],
      ['engineer', [12, 8, 6, 4, 3]],
    ];
    for (const [id, caps] of table) expect([id, GRAVS.map((g) => humanCapacity(orbitAt(g), bare(id)))]).toEqual([id, caps]);
  });

  test('R-CREW-05 each wound −1 before the gravity change', () => {
    const two = (g: Gravity) => humanCapacity(wounded(orbitAt(g), 'soldier', 2), bare('soldier'));
    expect(GRAVS.map(two)).toEqual([10, 7, 5, 3, 2]); // 7 − 2 = 5
    expect(humanCapacity(wounded(orbitAt('earth'), 'soldier', 1), bare('soldier'))).toBe(6);
    expect(humanCapacity(wounded(orbitAt('earth'), 'commander', 5), bare('commander'))).toBe(0);
  });

  test('R-CREW-06 R-ORBIT-14 in thin air a human without a suit −1 (the oxygen apparatus); with a suit no loss', () => {
    const g4: Gravity[] = ['nearZero', 'low', 'high', 'huge'];
    expect(g4.map((g) => humanCapacity(orbitAt(g, true), bare('soldier')))).toEqual([12, 8, 4, 3]); // 7 − 1 = 6
    expect(g4.map((g) => humanCapacity(orbitAt(g, true), { id: 'soldier', suit: { kind: 'suit', damaged: false } }))).toEqual([14, 9, 5, 3]);
    expect(humanCapacity(wounded(orbitAt('low', true), 'soldier', 1), bare('soldier'))).toBe(7); // 7 − 1 − 1 + 2
    expect(humanCapacity(orbitAt('low'), bare('soldier'))).toBe(9); // not thin: no apparatus
  });

  test('R-DEV-22 R-DEV-26 a working heavy suit’s capacity 8 replaces the wearer’s (then gravity and wounds)', () => {
    const heavy = (id: Passenger['id']): Passenger => ({ id, suit: { kind: 'heavySuit', damaged: false } });
    expect(GRAVS.map((g) => humanCapacity(orbitAt(g), heavy('commander')))).toEqual([16, 10, 8, 6, 4]);
    expect(humanCapacity(wounded(orbitAt('earth'), 'soldier', 1), heavy('soldier'))).toBe(7);
  });
});

describe('R-ORBIT-10 R-ORBIT-11 low and near-zero gravity, planet by planet', () => {
  const heavy = (id: Passenger['id']): Passenger => ({ id, suit: { kind: 'heavySuit', damaged: false } });
  test('R-ORBIT-10 low gravity (Suwatte, 0.6 g): every capacity about 2 more (Soldier 7 → 9, Commander 5 → 7, a heavy suit 8 → 10, Transbot 9 → 11, Specbot 3 → 5), the shuttle 100, the Rover 40', () => {
    const s = orbitAt('low');
    expect([humanCapacity(s, bare('soldier')), humanCapacity(s, bare('commander')), humanCapacity(s, heavy('commander'))]).toEqual([9, 7, 10]);
    expect([robotCapacity(s, 'transbot'), robotCapacity(s, 'specbot')]).toEqual([11, 5]);
    expect([shuttleCapacity(s), roverCapacity(s)]).toEqual([100, 40]);
  });

  test('R-ORBIT-11 near-zero gravity (Mezo, 0.3 g): every capacity about double (Soldier 7 → 14, Commander 5 → 10, a heavy suit 8 → 16, Transbot 9 → 18, Specbot 3 → 6), the shuttle 120, the Rover 50', () => {
    const s = orbitAt('nearZero');
    expect([humanCapacity(s, bare('soldier')), humanCapacity(s, bare('commander')), humanCapacity(s, heavy('commander'))]).toEqual([14, 10, 16]);
    expect([robotCapacity(s, 'transbot'), robotCapacity(s, 'specbot')]).toEqual([18, 6]);
    expect([shuttleCapacity(s), roverCapacity(s)]).toEqual([120, 50]);
  });
});

describe('R-ROBOT-03 R-ROBOT-04 R-DEV-56 robots and the Rover by gravity', () => {
  test('R-ROBOT-10..13 the Transbot (9) and the 3-capacity robots at every gravity', () => {
    const s = (g: Gravity) => orbitAt(g);
    expect(GRAVS.map((g) => robotCapacity(s(g), 'transbot'))).toEqual([18, 11, 9, 7, 4]);
    for (const id of ['specbot', 'rekonbot', 'repbot'] as const) expect([id, GRAVS.map((g) => robotCapacity(s(g), id))]).toEqual([id, [6, 5, 3, 1, 1]]);
  });

  test('R-DEV-56 R-ORBIT-07..11 R-DEV-60 the Rover: 50, 40, 30, 20, not usable at huge gravity', () => {
    expect(GRAVS.map((g) => roverCapacity(orbitAt(g)))).toEqual([50, 40, 30, 20, null]);
  });
});

describe('R-SHUTTLE-02 R-LOAD-02 R-LOAD-09 the shuttle', () => {
  test('R-SHUTTLE-02 R-ORBIT-07..11 capacity 120, 100, 80, 60, 30', () => {
    expect(GRAVS.map((g) => shuttleCapacity(orbitAt(g)))).toEqual([120, 100, 80, 60, 30]);
  });

  test('R-SHUTTLE-02 R-LOAD-02 R-LOAD-04 at huge gravity (30) a load up to 30 goes in, one more is refused', () => {
    let s = orbitAt('huge', true); // thin air: no suits
    for (const u of ['soldier', 'scout', 'engineer', 'navigator'] as const) s = act(s, { type: 'load', unit: u }); // 7 + 7 + 6 + 6
    expect(tableWeight(s)).toBe(26);
    expect(step(s, { type: 'load', unit: 'commander' }).refused?.key).toBe('msg.shuttleFull'); // +5 = 31
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 4 }), { type: 'addResources' });
    expect(tableWeight(s)).toBe(30);
    const one = act(s, { type: 'setInput', field: 'resources', raw: 1 });
    expect(step(one, { type: 'addResources' }).refused?.key).toBe('msg.shuttleFull');
  });

  test('R-SHUTTLE-02 at high gravity (60): seven humans (43) and a Transbot (9) and 8 resources fit, one more does not', () => {
    let s = orbitAt('high', true); // Paleo, thin air
    for (const u of ['commander', 'doctor', 'navigator', 'engineer', 'scout', 'scientist', 'soldier', 'transbot'] as const) s = act(s, { type: 'load', unit: u });
    expect(tableWeight(s)).toBe(5 + 6 + 6 + 6 + 7 + 6 + 7 + 9);
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 8 }), { type: 'addResources' });
    expect(tableWeight(s)).toBe(60);
    expect(step(act(s, { type: 'setInput', field: 'resources', raw: 1 }), { type: 'addResources' }).refused?.key).toBe('msg.shuttleFull');
  });

  test('R-DEV-11 R-DEV-15 R-DEV-22 R-DEV-25 R-LOAD-09 a suit weighs the wearer +4, a heavy suit +9 (toxic and acid air)', () => {
    const toxic = act(orbitOver('birss', 0, 5), { type: 'load', unit: 'soldier' });
    expect(orbitSet(toxic)!.atmosphere).toBe('toxic');
    expect(toxic.bay.crew[0]!.suit?.kind).toBe('suit');
    expect(tableWeight(toxic)).toBe(7 + 4);
    const acid = act(orbitOver('mefisto', 0, 5), { type: 'load', unit: 'soldier' });
    expect(orbitSet(acid)!.atmosphere).toBe('acid');
    expect(acid.bay.crew[0]!.suit?.kind).toBe('heavySuit');
    expect(tableWeight(acid)).toBe(7 + 9);
  });

  test('R-LOAD-09 a human who does not fit with his suit is loaded without it (huge gravity, toxic air)', () => {
    let s = orbitAt('huge'); // Nowe Alto first set: toxic, shuttle 30
    for (const u of ['soldier', 'scout'] as const) s = act(s, { type: 'load', unit: u }); // 11 + 11
    expect(tableWeight(s)).toBe(22);
    s = act(s, { type: 'load', unit: 'commander' }); // 5 + 4 = 9 > 8 left: goes bare
    expect(s.bay.crew.find((p) => p.id === 'commander')!.suit).toBeNull();
    expect(tableWeight(s)).toBe(27);
  });
});

describe('R-DEV-11 R-DEV-22 suit indicators', () => {
  test('R-DEV-11 a suit: speed −1; R-DEV-22 R-DEV-26 a heavy suit: grab 4, kill 4, capacity 8, speed 7 replace, absorbency +1', () => {
    const soldier = passengerStats(bare('soldier'));
    expect([soldier.grab, soldier.kill, soldier.weight, soldier.capacity, soldier.speed, soldier.absorbency]).toEqual([4, 3, 7, 7, 8, 2]);
    const suited = passengerStats({ id: 'engineer', suit: { kind: 'suit', damaged: false } });
    expect([suited.weight, suited.speed, suited.capacity]).toEqual([6 + 4, 9 - 1, 6]);
    const heavy = passengerStats({ id: 'engineer', suit: { kind: 'heavySuit', damaged: false } });
    expect([heavy.grab, heavy.kill, heavy.weight, heavy.capacity, heavy.speed, heavy.absorbency]).toEqual([4, 4, 6 + 9, 8, 7, 2 + 1]);
  });
});

describe('R-LOAD-19 R-ROBOT-02 R-DEV-10 sending units into the field', () => {
  /** In orbit at a gravity (normal air), the Soldier in the field party and 20 resources in the shuttle. */
  function party(g: 'earth' | 'high' | 'nearZero', extra: (s: GameState) => GameState = (x) => x): GameState {
    let s = orbitAt(g);
    s = act(s, { type: 'load', unit: 'soldier' });
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 20 }), { type: 'addResources' });
    s = act(extra(s), { type: 'down', folder: 'shuttle', unit: 'soldier' });
    return s;
  }
  const sendResources = (s: GameState, n: number) => step(act(s, { type: 'setInput', field: 'resources', raw: n }), { type: 'down', folder: 'shuttle', unit: 'resources' });

  test('R-LOAD-19 R-ORBIT-08 R-ORBIT-09 what the humans carry: up to their capacity (Soldier: 7 at Earth, 5 at high gravity)', () => {
    const earth = party('earth');
    expect(partyCapacity(earth)).toBe(7);
    expect(sendResources(earth, 8).refused?.key).toBe('msg.noCapacity');
    const seven = sendResources(earth, 7);
    expect(seven.refused).toBeUndefined();
    expect(seven.state.party.carried.resources).toBe(7);
    expect(sendResources(seven.state, 1).refused?.key).toBe('msg.noCapacity');
    const high = party('high');
    expect(partyCapacity(high)).toBe(5);
    expect(sendResources(high, 6).refused?.key).toBe('msg.noCapacity');
    expect(sendResources(high, 5).refused).toBeUndefined();
  });

  test('R-ROBOT-03 R-ROBOT-10 a working Transbot walks and carries 9 more; R-ROBOT-02 a damaged one (weight 9) must be carried', () => {
    const withBot = act(party('earth', (s) => act(s, { type: 'load', unit: 'transbot' })), { type: 'down', folder: 'shuttle', unit: 'transbot' });
    expect(withBot.party.expedition.units.transbot?.count).toBe(1);
    expect(partyCapacity(withBot)).toBe(7 + 9);
    expect(sendResources(withBot, 16).refused).toBeUndefined();
    const damagedFirst = (s: GameState): GameState => act({ ...s, stock: { ...s.stock, transbot: { count: s.stock.transbot.count, damaged: 1 } } }, { type: 'togglePreference' });
    const earth = party('earth', (s) => act(damagedFirst(s), { type: 'load', unit: 'transbot' }));
    expect(earth.bay.units.transbot).toEqual({ count: 1, damaged: 1 });
    expect(step(earth, { type: 'down', folder: 'shuttle', unit: 'transbot' }).refused?.key).toBe('msg.noCapacity'); // 9 > 7
    const nearZero = party('nearZero', (s) => act(damagedFirst(s), { type: 'load', unit: 'transbot' }));
    const carried = act(nearZero, { type: 'down', folder: 'shuttle', unit: 'transbot' }); // 9 ≤ 14
    expect(carried.party.carried.units.transbot).toEqual({ count: 1, damaged: 1 });
    expect(partyCapacity(carried)).toBe(14);
  });

  test('R-DEV-10 R-BAL-09 R-UI-SPACE-18 one device of a kind per landing; suits, heavy suits, stunners and cages many', () => {
    const s = orbitAt('earth');
    expect(s.stock.laser.count).toBeGreaterThanOrEqual(2);
    const one = act(s, { type: 'load', unit: 'laser' });
    expect(stillAllowed(one, 'laser')).toBe(0);
    expect(step(one, { type: 'load', unit: 'laser' }).refused).toBeDefined();
    for (const id of ['cage', 'stunner', 'suit', 'heavySuit'] as const) {
      expect(s.stock[id].count).toBeGreaterThanOrEqual(2);
      const two = act(act(s, { type: 'load', unit: id }), { type: 'load', unit: id });
      expect([id, two.bay.units[id]?.count, stillAllowed(two, id)]).toEqual([id, 2, s.stock[id].count - 2]);
    }
  });
});
