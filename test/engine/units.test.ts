import {
  DEVICE_IDS,
  HUMAN_IDS,
  HUMAN_WOUNDS_SURVIVED,
  ROBOT_IDS,
  ROVER_CAPACITY,
  SHUTTLE_CAPACITY,
  UNIT_TYPES,
  unitName,
  type Stat,
  type UnitId,
} from '../../src/engine';
import { isHumanId, STOCK_IDS } from '../../src/engine/data/units';

/** A row of the manual's tables: null = no such indicator. */
type Row = [grab: number | null, kill: number | null, weight: number, capacity: number | null, speed: number | null, absorbency: number | null];

function values(id: UnitId): (number | null)[] {
  const s = UNIT_TYPES[id].stats;
  return (['grab', 'kill', 'weight', 'capacity', 'speed', 'absorbency'] as const).map((k) => {
    const st: Stat = s[k];
    return st.kind === 'none' ? null : st.value;
  });
}

describe('humans', () => {
  test('isHumanId names the seven humans and nothing else', () => {
    for (const id of HUMAN_IDS) expect(isHumanId(id)).toBe(true);
    // a human's id built at run time (a journal line decoded, a host's action) is no interned literal
    for (const id of HUMAN_IDS) expect(isHumanId(['', id].join(''))).toBe(true);
    for (const id of [...STOCK_IDS, 'resources', 'artifacts', '', 'Commander', 'commander ', 'toString', 'human']) expect(isHumanId(id)).toBe(false);
  });

  test('R-CREW-01 seven humans named after their functions', () => {
    expect(HUMAN_IDS).toHaveLength(7);
    expect(HUMAN_IDS.map((id) => unitName('pl', id))).toEqual([
      'Dowódca',
      'Lekarz',
      'Nawigator',
      'Inżynier',
      'Zwiadowca',
      'Naukowiec',
      'Żołnierz',
    ]);
  });

  test.each<[string, UnitId, Row]>([
    ['R-CREW-15', 'commander', [3, 3, 5, 5, 8, 2]],
    ['R-CREW-16', 'doctor', [3, 2, 6, 5, 6, 2]],
    ['R-CREW-17', 'navigator', [3, 2, 6, 6, 7, 2]],
    ['R-CREW-18', 'engineer', [3, 2, 6, 6, 9, 2]],
    ['R-CREW-19', 'scout', [3, 2, 7, 6, 6, 2]],
    ['R-CREW-20', 'scientist', [4, 2, 6, 5, 6, 2]],
    ['R-CREW-21', 'soldier', [4, 3, 7, 7, 8, 2]],
  ])('%s %s has the manual’s indicators', (_rule, id, row) => {
    expect(values(id)).toEqual(row);
    expect(UNIT_TYPES[id].kind).toBe('human');
  });

  test('R-CREW-04 every human is a double resource absorber', () => {
    for (const id of HUMAN_IDS) expect(values(id)[5]).toBe(2);
  });

  test('R-CREW-03 a human survives 5 wounds (the 6th kills, per DECISIONS)', () => {
    expect(HUMAN_WOUNDS_SURVIVED).toBe(5);
  });
});

describe('robots', () => {
  test.each<[string, UnitId, Row]>([
    ['R-ROBOT-10', 'transbot', [1, 2, 9, 9, 3, 1]],
    ['R-ROBOT-11', 'specbot', [7, 6, 9, 3, 7, 1]],
    ['R-ROBOT-12', 'rekonbot', [4, 4, 9, 3, 5, 1]],
    ['R-ROBOT-13', 'repbot', [2, 3, 9, 3, 4, 1]],
  ])('%s %s has the manual’s indicators', (_rule, id, row) => {
    expect(values(id)).toEqual(row);
    expect(UNIT_TYPES[id].kind).toBe('robot');
  });

  test('R-ROBOT-05 each robot is a single absorber; R-ROBOT-01 robots have no intelligence', () => {
    for (const id of ROBOT_IDS) expect(values(id)[5]).toBe(1);
  });
});

describe('devices', () => {
  test.each<[string, UnitId, Row]>([
    ['R-DEV-35', 'stunner', [6, 4, 1, null, null, null]],
    ['R-DEV-39', 'paralyser', [5, 2, 2, null, null, null]],
    ['R-DEV-43', 'laser', [4, 8, 2, null, null, 1]],
    ['R-DEV-47', 'climber', [null, null, 2, null, null, null]],
    ['R-DEV-50', 'neurodetector', [null, null, 2, null, null, 1]],
    ['R-DEV-51', 'tools', [null, null, 2, null, null, null]],
    ['R-DEV-52', 'specialTools', [null, null, 3, null, null, null]],
    ['R-DEV-53', 'medkit', [null, null, 2, null, null, null]],
    ['R-DEV-54', 'detector', [null, null, 2, null, null, 1]],
    ['R-DEV-55', 'holocamera', [null, null, 2, null, null, null]],
    ['R-DEV-56', 'rover', [null, null, 20, 30, 10, 2]],
    ['R-DEV-67', 'cage', [null, null, 1, null, null, null]],
  ])('%s %s has the manual’s indicators', (_rule, id, row) => {
    expect(values(id)).toEqual(row);
  });

  test('R-DEV-35 R-DEV-39 R-DEV-43 weapon strengths replace the user’s', () => {
    for (const id of ['stunner', 'paralyser', 'laser'] as const) {
      expect(UNIT_TYPES[id].stats.grab.kind).toBe('replaces');
      expect(UNIT_TYPES[id].stats.kill.kind).toBe('replaces');
    }
  });

  test('R-DEV-11 suit: weight = wearer + 4, speed = wearer − 1, nothing else', () => {
    const s = UNIT_TYPES.suit.stats;
    expect(s.weight).toEqual({ kind: 'wearerPlus', value: 4 });
    expect(s.speed).toEqual({ kind: 'wearerPlus', value: -1 });
    expect([s.grab, s.kill, s.capacity, s.absorbency].every((x) => x.kind === 'none')).toBe(true);
  });

  test('R-DEV-22 heavy suit: grab 4, kill 4, capacity 8, speed 7 replace; weight +9; absorbency +1', () => {
    const s = UNIT_TYPES.heavySuit.stats;
    expect(s.grab).toEqual({ kind: 'replaces', value: 4 });
    expect(s.kill).toEqual({ kind: 'replaces', value: 4 });
    expect(s.capacity).toEqual({ kind: 'replaces', value: 8 });
    expect(s.speed).toEqual({ kind: 'replaces', value: 7 });
    expect(s.weight).toEqual({ kind: 'wearerPlus', value: 9 });
    expect(s.absorbency).toEqual({ kind: 'wearerPlus', value: 1 });
  });

  test('R-DEV-56 Rover capacity by gravity 50/40/30/20, unusable at huge gravity', () => {
    expect(ROVER_CAPACITY).toEqual({ nearZero: 50, low: 40, earth: 30, high: 20, huge: null });
  });

  test('R-DEV-03 R-DEV-37 R-DEV-68 stunners and cages cannot be damaged, only destroyed', () => {
    const undamageable = DEVICE_IDS.filter((id) => !UNIT_TYPES[id].damageable);
    expect(undamageable.sort()).toEqual(['cage', 'stunner']);
  });

  test('R-DEV-10 only stunners, cages, heavy suits and suits go down more than one at a time', () => {
    const many = DEVICE_IDS.filter((id) => UNIT_TYPES[id].manyPerLanding);
    expect(many.sort()).toEqual(['cage', 'heavySuit', 'stunner', 'suit']);
  });

  test('R-UI-COLORS-01 unit kinds: suits, the Rover and cages have their own colours', () => {
    expect(UNIT_TYPES.suit.kind).toBe('suit');
    expect(UNIT_TYPES.heavySuit.kind).toBe('suit');
    expect(UNIT_TYPES.rover.kind).toBe('rover');
    expect(UNIT_TYPES.cage.kind).toBe('cage');
    expect(UNIT_TYPES.laser.kind).toBe('device');
  });

  test('R-DEV-01 the catalogue holds the 14 device types of the manual', () => {
    expect(DEVICE_IDS.map((id) => unitName('pl', id))).toEqual([
      'Skafander',
      'C.Skafander',
      'Ogłuszacz',
      'Paralizer',
      'Laser',
      'Wspinacz',
      'Neurodetektor',
      'Narzędzia',
      'Spec. Narz.',
      'Apteczka',
      'Detektor',
      'Holaparat',
      'Łazik',
      'Klatka',
    ]);
  });
});

describe('shuttle', () => {
  test('R-SHUTTLE-02 shuttle capacity by gravity 120/100/80/60/30', () => {
    expect(SHUTTLE_CAPACITY).toEqual({ nearZero: 120, low: 100, earth: 80, high: 60, huge: 30 });
  });
});
