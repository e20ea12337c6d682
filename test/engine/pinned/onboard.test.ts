// Pinned on-board activities (R-SHIP-02..06): one month per series; the Engineer repairs all, without
// him 4 units; with the Doctor 6 wounds (3 a person; his own at most 2, docs/DECISIONS.md R-SHIP-06),
// without him 4 (2 a person).
import { format, legalActions, step, type GameState } from '../../../src/engine';
import { act, orbitOver } from '../../support/voyage';

function afterDecline(): GameState {
  const s = act(orbitOver('mezo', 0, 6), { type: 'decline' });
  expect(legalActions(s)).toContainEqual({ type: 'onboard' });
  return s;
}
const withWounds = (s: GameState, w: Partial<Record<string, number>>, dead: string[] = []): GameState => ({
  ...s,
  crew: s.crew.map((h) => ({ ...h, wounds: w[h.id] ?? 0, alive: !dead.includes(h.id) })),
});
const totalWounds = (s: GameState) => s.crew.reduce((n, h) => n + h.wounds, 0);
const woundsOf = (s: GameState) => Object.fromEntries(s.crew.map((h) => [h.id, h.wounds]));
function damageStock(s: GameState, ids: readonly (keyof GameState['stock'])[]): GameState {
  const stock = { ...s.stock };
  for (const id of ids) stock[id] = { ...stock[id], damaged: 1 };
  return { ...s, stock };
}
const damagedCount = (s: GameState) => Object.values(s.stock).reduce((n, st) => n + st.damaged, 0);

describe('R-SHIP-02..06 on-board activities', () => {
  test('R-SHIP-02 a series takes one month; another series another month', () => {
    const s = withWounds(afterDecline(), { soldier: 4, scout: 4, commander: 4 }); // 12 wounds: two series' work
    const one = act(s, { type: 'onboard' });
    expect(one.month).toBe(s.month + 1);
    const two = act(one, { type: 'onboard' });
    expect(two.month).toBe(s.month + 2);
  });

  test('R-SHIP-05 with the Doctor aboard: 6 wounds a series, at most 3 a person', () => {
    const s = withWounds(afterDecline(), { soldier: 4, scout: 4, commander: 4 });
    const out = act(s, { type: 'onboard' });
    expect(totalWounds(s) - totalWounds(out)).toBe(6);
    for (const h of out.crew) expect(s.crew.find((x) => x.id === h.id)!.wounds - h.wounds).toBeLessThanOrEqual(3);
    const one = act(withWounds(afterDecline(), { soldier: 5 }), { type: 'onboard' });
    expect(woundsOf(one).soldier).toBe(2); // 3 of his 5
  });

  test('R-SHIP-05 R-SHIP-06 (our reading) the Doctor heals at most 2 of his own wounds', () => {
    const out = act(withWounds(afterDecline(), { doctor: 5 }), { type: 'onboard' });
    expect(woundsOf(out).doctor).toBe(3);
  });

  test('R-SHIP-06 without the Doctor: 4 wounds a series, at most 2 a person', () => {
    const s = withWounds(afterDecline(), { soldier: 4, scout: 4, commander: 4 }, ['doctor']);
    const out = act(s, { type: 'onboard' });
    expect(totalWounds(s) - totalWounds(out)).toBe(4);
    for (const h of out.crew) expect(s.crew.find((x) => x.id === h.id)!.wounds - h.wounds).toBeLessThanOrEqual(2);
    const one = act(withWounds(afterDecline(), { soldier: 5 }, ['doctor']), { type: 'onboard' });
    expect(woundsOf(one).soldier).toBe(3);
  });

  test('R-SHIP-03 R-SHIP-04 the Engineer repairs everything; without him 4 units a series', () => {
    const ids = ['transbot', 'specbot', 'laser', 'tools', 'medkit', 'detector'] as const;
    const s = damageStock(afterDecline(), ids);
    expect(damagedCount(s)).toBe(6);
    expect(damagedCount(act(s, { type: 'onboard' }))).toBe(0);
    const noEngineer = withWounds(s, {}, ['engineer']);
    expect(damagedCount(act(noEngineer, { type: 'onboard' }))).toBe(6 - 4);
  });
});

describe('issue 10 point 15: a series with nothing to do', () => {
  test('R-SHIP-02 nothing damaged and nobody wounded: refused with its message, no month spent', () => {
    const s = afterDecline();
    expect(damagedCount(s)).toBe(0);
    expect(s.crew.every((h) => h.wounds === 0)).toBe(true);
    const r = step(s, { type: 'onboard' });
    expect(r.refused).toEqual({ key: 'msg.onboardNothing' });
    expect(r.state.month).toBe(s.month);
    expect(format('pl', r.refused!)).toContain('miesiąc nie przepadł');
  });

  test('R-SHIP-02 one damaged unit, or one wound, is work: the series runs and takes its month', () => {
    const s = afterDecline();
    const tools = { ...s, stock: { ...s.stock, tools: { ...s.stock.tools, damaged: 1 } } };
    expect(act(tools, { type: 'onboard' }).month).toBe(s.month + 1);
    expect(act(withWounds(s, { soldier: 1 }), { type: 'onboard' }).month).toBe(s.month + 1);
    // a dead man's wounds are nobody to heal
    const dead = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: false, wounds: 6 } : h)) };
    expect(step(dead, { type: 'onboard' }).refused).toEqual({ key: 'msg.onboardNothing' });
  });
});
