// Pre-healing and patching up (R-DMG-23, R-DMG-24): the first wound and the first damage of each
// batch of hits from an encounter or an accident are tended at once — never those from lack of
// resources — and keep a factor that makes their healing or repair easier (R-HEAL-06, R-HEAL-07,
// R-REPAIR-06, R-REPAIR-08, R-REPAIR-09).
import { isHumanId, type StockId, type UnitId } from '../data/units';
import { PATCH_UP, PRE_HEAL } from '../data/unitRules';
import type { GameState } from '../state';
import { damagedInTable, livingPartyCrew, workingCount, tableFolderList } from './folders';
import { isRobot } from './party';
import { mapped, patchHuman, withState, withSurface } from '../stateCopy';

/** Units whose damage can be patched up: robots, devices and the suits (worn or loose). */
type Patchable = StockId;

const inUse = (s: GameState, id: StockId): boolean =>
  workingCount([s.party.used], id) > 0 || (s.surface?.encounter?.course?.usedAtStart.includes(id) ?? false) || (s.mode === 'rover' && workingCount([s.party.expedition, s.party.carried], id) > 0);

/** Damaged units of a type in the table, every worn damaged suit included. */
export function damagedCount(s: GameState, id: StockId): number {
  if (id !== 'suit') return damagedInTable(s, id);
  return damagedInTable(s, id) + tableFolderList(s).reduce((n, f) => n + f.crew.filter((p) => p.suit?.kind === 'suit' && p.suit.damaged).length, 0);
}

/**
 * After a hit ('rań/uszkodź' or 'uszkodź skaf.'): if it was the batch's first wound (or first
 * damage) it is tended, by whoever could before the hit (the Doctor not when he is the one wounded).
 */
export function tendHit(before: GameState, after: GameState, unit: UnitId | 'resources' | 'artifacts', suit: boolean): GameState {
  const rule = before.hitRule;
  if (rule?.source.startsWith('starved')) return after;
  // a landing accident's hits come with no rule of their own (null: any unit may take them)
  const batch = after.hitRule ?? { source: 'landing' as const };
  const tended = rule?.tended ?? { wound: false, damage: false };
  if (isHumanId(unit) && !suit) {
    const was = before.crew.find((h) => h.id === unit)!;
    const now = after.crew.find((h) => h.id === unit)!;
    if (tended.wound || !now.alive || now.wounds <= was.wounds) return after;
    const crew = livingPartyCrew(before);
    const factor = (crew.some((p) => p.id === 'doctor') && unit !== 'doctor' ? PRE_HEAL.doctor : 0) + (inUse(before, 'medkit') ? PRE_HEAL.medkit : 0);
    const marked = factor > 0 ? mapped(after.crew, (h) => (h.id === unit ? patchHuman(h, { preHealed: [...(h.preHealed ?? []), factor] }) : h)) : after.crew;
    return withState(after, { crew: marked, hitRule: { ...batch, tended: { ...tended, wound: true } } });
  }
  // resources and artifacts are lost, not damaged: no unit of theirs is ever counted damaged, so nothing is tended
  const id: Patchable | null = suit ? (before.party.expedition.crew.concat(before.party.carried.crew, before.bay.crew).find((p) => p.id === unit)?.suit?.kind ?? null) : isHumanId(unit) ? null : (unit as StockId);
  if (!id || tended.damage || damagedCount(after, id) <= damagedCount(before, id) || !after.surface) return after;
  const engineer = livingPartyCrew(before).some((p) => p.id === 'engineer') ? PATCH_UP.engineer : 0;
  const kit = isRobot(id) ? (inUse(before, 'specialTools') ? PATCH_UP.specialTools : 0) : inUse(before, 'tools') ? PATCH_UP.tools : 0;
  const factor = engineer + kit;
  const sf = after.surface;
  const patched = factor > 0 ? { ...sf.patched, [id]: [...(sf.patched[id] ?? []), factor] } : sf.patched;
  return withState(after, { surface: withSurface(sf, { patched }), hitRule: { ...batch, tended: { ...tended, damage: true } } });
}

/** The factor of the next wound healed: a pre-healed one is healed first (R-HEAL-06, R-HEAL-07). */
export const preHealFactor = (s: GameState, id: UnitId): number => s.crew.find((h) => h.id === id)?.preHealed?.[0] ?? 0;
/** The factor of the next unit of a type repaired: a patched-up one first (R-REPAIR-06, 08, 09). */
export const patchFactor = (s: GameState, id: StockId): number => s.surface?.patched[id]?.[0] ?? 0;
