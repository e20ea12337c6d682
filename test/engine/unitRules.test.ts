import {
  DAMAGED_HEAVY_SUIT_ACID_DEATH_PER_HOUR,
  DAMAGED_SUIT_WOUND_PER_HOUR,
  DEVICE_TAKE,
  DEVICE_TAKE_30,
  DEVICE_TAKE_30_PENALTY,
  GRAVITIES,
  HEAVY_SUIT_FIELD_VP_CHANCE,
  HOURS_SAVED,
  HUMAN_SUIT_30_PENALTY,
  HUMAN_TAKE,
  LOSS_VP,
  NO_LOSS_VP_TYPES,
  ROBOT_TAKE,
  ROVER_FIELD_VP_BONUS,
  ROVER_TAKE,
  SCIENTIST_FIELD_VP_CHANCE,
  STUNNER_DESTROYED_AFTER_USE,
  TOGETHER,
  TOGETHER_PENALTY,
  WOUND_VP_LOSS,
} from '../../src/engine';

const byGravity = (t: Record<string, number>) => GRAVITIES.map((g) => t[g]);

describe('device and crew numbers', () => {
  test('R-DEV-17 R-DEV-31 damaged suit: wound chance per hour 7/9/12/17/33%', () => {
    expect(byGravity(DAMAGED_SUIT_WOUND_PER_HOUR)).toEqual([0.07, 0.09, 0.12, 0.17, 0.33]);
  });
  test('R-DEV-30 damaged heavy suit in acid: death chance per hour 3/4.5/6/8/17%', () => {
    expect(byGravity(DAMAGED_HEAVY_SUIT_ACID_DEATH_PER_HOUR)).toEqual([0.03, 0.045, 0.06, 0.08, 0.17]);
  });
  test('R-DEV-33 heavy suits add 3/6/12/25% VP chance per researched field', () => {
    expect(HEAVY_SUIT_FIELD_VP_CHANCE).toEqual([0, 0.03, 0.06, 0.12, 0.25]);
  });
  test('R-CREW-20 the Scientist adds 6% per researched field', () => {
    expect(SCIENTIST_FIELD_VP_CHANCE).toBe(0.06);
  });
  test('R-DEV-62 research by Rover: +100% at high gravity, +35% elsewhere', () => {
    expect(byGravity(ROVER_FIELD_VP_BONUS)).toEqual([0.35, 0.35, 0.35, 1, 0.35]);
  });
  test('R-DEV-36 a used stunner is destroyed with probability 2/3', () => {
    expect(STUNNER_DESTROYED_AFTER_USE).toEqual([2, 3]);
  });
  test('R-CREW-10 each wound loses 1 VP with probability 1/3; unhealed wounds cost 1 VP each', () => {
    expect(WOUND_VP_LOSS).toEqual([1, 3]);
    expect(LOSS_VP.woundUnhealedAtEnd).toBe(-1);
  });
  test('R-CREW-17 R-CREW-19 R-ROBOT-12 R-DEV-47 R-DEV-54 hours saved', () => {
    expect(HOURS_SAVED).toMatchObject({
      scoutOrRekonbotResearch: 1,
      scoutAndRekonbotResearch: 1.5,
      navigatorRoverResearch: 0.5,
      climberMountainEntry: 1,
      climberMountainResearch: 1,
      climberCliffEntry: 2,
      climberCliffResearch: 3,
      climberMountainRoverResearch: 0.5,
      detectorFogResearch: 1,
    });
  });
  test('R-CREW-11 R-ROBOT-07 R-DEV-08 R-DEV-64 R-SHUTTLE-04 costs of losses', () => {
    expect(LOSS_VP).toEqual({
      humanKilled: -10,
      woundUnhealedAtEnd: -1,
      robotDestroyed: -1,
      robotDamagedAtEnd: -1,
      deviceTypeLost: -1,
      roverLostOrDamaged: -1,
      shuttleLost: -5,
      shuttleDestroyedByAccident: -4,
    });
    expect([...NO_LOSS_VP_TYPES].sort()).toEqual(['cage', 'rover', 'stunner']);
  });
});

describe('taking units to planets', () => {
  test('R-CREW-14 R-BAL-03 every human once: −2 (10 months), −6 (20, 30; DECISIONS)', () => {
    expect(HUMAN_TAKE.times).toEqual({ 10: 1, 20: 1, 30: 1 });
    expect(HUMAN_TAKE.penalty).toEqual({ 10: -2, 20: -6, 30: -6 });
  });
  test('R-ROBOT-09 R-DEV-66 robots and the Rover 1/2/3 times, else −4', () => {
    for (const r of [ROBOT_TAKE, ROVER_TAKE]) {
      expect(r.times).toEqual({ 10: 1, 20: 2, 30: 3 });
      expect(r.penalty).toEqual({ 10: -4, 20: -4, 30: -4 });
    }
  });
  test('R-DEV-09 every device type once: −2 (10 months), −4 (20, 30)', () => {
    expect(DEVICE_TAKE.penalty).toEqual({ 10: -2, 20: -4, 30: -4 });
  });
  test('R-DEV-21 R-DEV-34 R-DEV-38 R-DEV-42 R-DEV-46 R-DEV-49 R-DEV-51 R-DEV-52 R-DEV-53 R-DEV-54 R-DEV-71 30-month counts, −2 each', () => {
    expect(DEVICE_TAKE_30).toEqual({ suit: 7, heavySuit: 3, stunner: 2, paralyser: 2, laser: 2, climber: 2, tools: 2, specialTools: 2, medkit: 2, detector: 2, cage: 5 });
    expect(DEVICE_TAKE_30_PENALTY).toBe(-2);
    expect(HUMAN_SUIT_30_PENALTY).toBe(-2);
  });
  test('R-DEV-34 R-DEV-38 R-DEV-71 together at least once: 2 stunners, 5 cages, 4 heavy suits; −4', () => {
    expect(TOGETHER).toEqual({ stunner: 2, cage: 5, heavySuit: 4 });
    expect(TOGETHER_PENALTY).toBe(-4);
  });
});
