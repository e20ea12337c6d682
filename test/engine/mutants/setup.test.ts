// A new game (R-SETUP-02, R-SETUP-06..08, R-SPACE-20): nothing discovered yet, and the opening
// message names the voyage's months, planets, shuttles and the VP needed to win.
// Targets the mutation survivors in rules/setup.ts. The numbers are those of RULES.md R-SETUP-06..08.
import { newGame } from '../../../src/engine';

describe('R-SETUP-02 R-SETUP-06..08 a new game', () => {
  test('R-SPACE-20 R-SCORE-01 a new game has discovered nothing yet', () => {
    for (const length of [10, 20, 30] as const) expect(newGame({ length, seed: 4 }).discovered).toEqual([]);
  });

  test('R-SETUP-08 the 10-month voyage opens with: 10 months, 3 planets, 1 shuttle, 40 VP to win', () => {
    const s = newGame({ length: 10, seed: 4 });
    expect(s.message).toEqual({ key: 'msg.gameStarted', params: { months: 10, planets: 3, shuttles: 1, victory: 40 } });
  });

  test('R-SETUP-07 the 20-month voyage opens with: 20 months, 6 planets, 2 shuttles, 70 VP to win', () => {
    const s = newGame({ length: 20, seed: 4 });
    expect(s.message).toEqual({ key: 'msg.gameStarted', params: { months: 20, planets: 6, shuttles: 2, victory: 70 } });
  });

  test('R-SETUP-06 the 30-month voyage opens with: 30 months, 9 planets, 3 shuttles, 100 VP to win', () => {
    const s = newGame({ length: 30, seed: 4 });
    expect(s.message).toEqual({ key: 'msg.gameStarted', params: { months: 30, planets: 9, shuttles: 3, victory: 100 } });
  });
});

describe('R-SETUP-02 R-SETUP-05 R-GEN-05 everything else a new game starts with', () => {
  test('in space at Earth, month 0 of the plan, nothing loaded, landed, met or owed; the inputs at their first values', () => {
    for (const length of [10, 20, 30] as const) {
      const s = newGame({ length, seed: -7.5 as number });
      const { crew, stock, rng, tip, message, ...rest } = s;
      expect(rest).toEqual({
        version: rest.version,
        seed: -7,
        length,
        month: 0,
        planMonths: length,
        overtimeCharged: 0,
        vp: 0,
        ledger: [],
        journal: '',
        // issue 14: the chart starts at month 0 with no PZ and the crew whole; no chronicle given, none kept
        history: [{ month: 0, vp: 0, health: 100 }],
        chronicle: [],
        // issue 14 point 5: a classic game unless new worlds are asked for
        worlds: null,
        campaign: null,
        // R-BAL-10: nothing taken down yet; the Heavy Suits aboard noted
        balance: { humans: [], lightSuit: [], taken: {}, together: {}, fills: 0, heavySuitsAtStart: stock.heavySuit.count },
        shuttles: { 10: 1, 20: 2, 30: 3 }[length],
        phase: 'space',
        menu: 'main',
        position: rest.position,
        legStart: { ...rest.position, month: 0 },
        orbit: null,
        arriving: null,
        visited: [],
        canOnboard: false,
        event: null,
        woundsToAssign: 0,
        careChoice: null,
        hitsToAssign: 0,
        hitRule: null,
        hitQueue: [],
        later: { eventChanceFactor: 1, freeLandingSearch: false, riskyLanding: false },
        bay: { crew: [], units: {}, resources: 0 },
        party: { expedition: { crew: [], units: {}, resources: 0 }, carried: { crew: [], units: {}, resources: 0 }, used: { crew: [], units: {}, resources: 0 }, abandoned: { crew: [], units: {}, resources: 0 } },
        mode: 'foot',
        level: 'surface',
        takeDamaged: false,
        dressing: null,
        landing: null,
        surface: null,
        log: [],
        aboard: [],
        discovered: [],
        inputs: { resources: 10, hours: 1 },
        hint: { key: 'hint.gameStarted' },
      });
      expect(crew.every((h) => h.wounds === 0 && h.alive && h.starvedWounds === 0 && !h.ill)).toBe(true);
      expect(Object.values(stock).every((st) => st.damaged === 0)).toBe(true);
      expect(tip).toBeGreaterThanOrEqual(0);
      expect(tip).toBeLessThan(12);
      expect(message.key).toBe('msg.gameStarted');
    }
  });

  test('the tips rotate: over many games every one of the 12 is shown first', () => {
    expect(new Set(Array.from({ length: 400 }, (_, i) => newGame({ length: 10, seed: i }).tip)).size).toBe(12);
  });
});
