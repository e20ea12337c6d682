// Harm and care aboard the starship: wounds to humans, damage to robots and devices, healing and
// repair. Implements R-CREW-03 (DECISIONS: the 6th wound kills), R-CREW-10 / R-DMG-07 (1/3
// chance of −1 VP per wound), R-CREW-11 (−10 VP for a death), R-ROBOT-02, R-DEV-02, R-DEV-03
// (stunners and cages are destroyed, not damaged).
import { ROBOT_IDS, STOCK_IDS, UNIT_TYPES, type HumanId, type StockId } from '../data/units';
import { LOSS_VP, WOUND_VP_LOSS } from '../data/unitRules';
import { destroyedUnitVp, humanDeathVp, woundsSurvived } from './losses';
import { addVp } from './vp';
import type { Dice } from '../rng';
import type { GameState, Human, Stock } from '../state';
import { mapped, patchHuman, withState } from '../stateCopy';
import { stockWith } from './stock';

/** R-CREW-10, R-DMG-07: a wound costs 1 VP with the chance 1/3; the 6th kills (DECISIONS: R-CREW-03), sooner after brain damage. */
export function woundHuman(s: GameState, id: HumanId, dice: Dice): GameState {
  const h = s.crew.find((x) => x.id === id);
  if (!h?.alive) return s;
  let out = dice.chance(...WOUND_VP_LOSS) ? addVp(s, -1, 'wound') : s;
  const wounds = h.wounds + 1;
  const alive = wounds <= woundsSurvived(h);
  out = withState(out, { crew: mapped(out.crew, (x): Human => (x.id === id ? patchHuman(x, { wounds, alive }) : x)) });
  return alive ? out : addVp(out, humanDeathVp(patchHuman(h, { wounds })), 'death');
}

/**
 * R-DMG-08, R-SCORE-27 (ours: −2 VP each): brain damage lowers a living human's toughness by 1,
 * cumulatively; one whose wounds already reach the lowered toughness dies of it.
 */
export function impairHuman(s: GameState, id: HumanId): GameState {
  const h = s.crew.find((x) => x.id === id);
  if (!h?.alive) return s;
  const impaired = (h.impaired ?? 0) + 1;
  const next: Human = patchHuman(h, { impaired, alive: h.wounds <= woundsSurvived(patchHuman(h, { impaired })) });
  const out = addVp(withState(s, { crew: mapped(s.crew, (x) => (x.id === id ? next : x)) }), LOSS_VP.impairment, 'impairment');
  return next.alive ? out : addVp(out, humanDeathVp(next), 'death');
}

function setStock(s: GameState, id: StockId, st: Stock): GameState {
  return withState(s, { stock: stockWith(s.stock, id, st) });
}

/** One unit of a type aboard is destroyed (a damaged one last), and the loss is charged (R-DEV-08). */
export function destroyUnit(s: GameState, id: StockId): GameState {
  const st = s.stock[id];
  if (st.count === 0) return s;
  const count = st.count - 1;
  const out = setStock(s, id, { count, damaged: Math.min(st.damaged, count) });
  return addVp(out, destroyedUnitVp(out, id), 'unitLost');
}

/** A random undamaged robot or device among the kinds asked for is damaged (or destroyed). */
export function damageRandom(s: GameState, among: 'robot' | 'device' | 'any', dice: Dice): GameState {
  const pool = STOCK_IDS.filter((id) => {
    const isRobot = (ROBOT_IDS as readonly string[]).includes(id);
    return (among === 'any' || (among === 'robot') === isRobot) && s.stock[id].count > s.stock[id].damaged;
  });
  const total = pool.reduce((n, id) => n + s.stock[id].count - s.stock[id].damaged, 0);
  if (total === 0) return s;
  let pick = dice.int(1, total);
  for (const id of pool) {
    pick -= s.stock[id].count - s.stock[id].damaged;
    if (pick > 0) continue;
    if (!UNIT_TYPES[id].damageable) return destroyUnit(s, id);
    return setStock(s, id, { count: s.stock[id].count, damaged: s.stock[id].damaged + 1 });
  }
  return s;
}

/** Repairs up to `n` damaged units, robots first (they are the costliest to leave broken). */
export function repairUnits(s: GameState, n: number): { state: GameState; repaired: number } {
  let left = n;
  let out = s;
  for (const id of STOCK_IDS) {
    const st = out.stock[id];
    const k = Math.min(left, st.damaged);
    if (k > 0) out = setStock(out, id, { ...st, damaged: st.damaged - k });
    left -= k;
  }
  return { state: out, repaired: n - left };
}

/**
 * Heals up to `total` wounds, at most `perPerson` each (and `ownLimit` for one named patient),
 * the most wounded first.
 */
export function healWounds(s: GameState, total: number, perPerson: number, own?: { id: HumanId; limit: number }): { state: GameState; healed: number } {
  let left = total;
  const order = [...s.crew].filter((h) => h.alive && h.wounds > 0).sort((a, b) => b.wounds - a.wounds);
  const healedBy = new Map<HumanId, number>();
  for (const h of order) {
    const cap = own && own.id === h.id ? own.limit : perPerson;
    const k = Math.min(left, cap, h.wounds);
    if (k > 0) healedBy.set(h.id, k);
    left -= k;
  }
  const crew = mapped(s.crew, (h) => (patchHuman(h, { wounds: h.wounds - (healedBy.get(h.id) ?? 0) })));
  return { state: withState(s, { crew }), healed: total - left };
}

export function livingHumans(s: GameState): HumanId[] {
  return s.crew.filter((h) => h.alive).map((h) => h.id);
}
