// Which units may take the hits being given out, by what caused them, and the queue of batches.
// Implements R-DMG-01..02 (the player gives hits out), R-RES-15, R-RES-16 (hits for missing
// resources only to absorbers), R-ACC-09 (the shuttle's interior is spared by shocks), R-ACC-16
// (our reading: a Rover takes a scattering's hits first), R-ACC-17 (no hits to resources when every
// human is suited), R-ACC-20 (lava's hits to no human in heavy suits) and R-INF-09, R-INF-12 (the
// sick and the infected dead take none).
import { isHumanId, type HumanId, type StockId, type UnitId } from '../data/units';
import type { GameState, HitBatch, HitSource } from '../state';
import { damagedInTable, folderOf, type FolderId, TABLE_FOLDER_IDS } from './folders';
import { stockOf } from './stock';
import { exposedArtifacts } from './artifacts';
import { canHitResources } from './hits';
import { withState } from '../stateCopy';

const source = (s: GameState): HitSource => s.hitRule?.source ?? 'landing';

const STARVED: readonly HitSource[] = ['starvedHumans', 'starvedUnits', 'starvedShuttle'];

/** The folders whose units may take the current batch: the shuttle's interior only for a landing accident or its own humans' hunger. */
function folderOpen(s: GameState, folder: FolderId): boolean {
  if (folder === 'abandoned') return false;
  const src = source(s);
  if (src === 'landing') return true;
  if (src === 'starvedShuttle') return folder === 'shuttle';
  return folder !== 'shuttle';
}

const human = (s: GameState, id: HumanId) => s.crew.find((h) => h.id === id);

/** A Rover of the party that a scattering's hits must fall on first (R-ACC-16, ours). */
function roverFirst(s: GameState): FolderId | null {
  if (source(s) !== 'scatter') return null;
  for (const f of ['expedition', 'carried'] as const) if ((folderOf(s, f).units.rover?.count ?? 0) > 0) return f;
  return null;
}

/** 'rań/uszkodź' at a human: a wound, where the batch allows wounds. */
export function canWound(s: GameState, folder: FolderId, id: HumanId): boolean {
  const h = human(s, id);
  if (!h?.alive || h.ill || !folderOpen(s, folder) || roverFirst(s)) return false;
  const src = source(s);
  // R-COMBAT-11, R-FLEE-05: a clash's or a hunt's hits only to those who fought
  if (s.hitRule?.humans && !s.hitRule.humans.includes(id)) return false;
  if (src === 'starvedUnits') return false;
  if (src === 'lava') return !allInHeavySuits(s);
  return true;
}

/** 'uszkodź skaf.' at a suited human: hunger hits a worn heavy suit only as equipment. */
export function canHitSuit(s: GameState, folder: FolderId, id: HumanId): boolean {
  const h = human(s, id);
  const p = folderOf(s, folder).crew.find((x) => x.id === id);
  if (!h?.alive || h.ill || !p?.suit || folder === 'used' || !folderOpen(s, folder) || roverFirst(s)) return false;
  const src = source(s);
  if (src === 'starvedUnits') return p.suit.kind === 'heavySuit' && (s.hitRule?.units ?? []).includes('heavySuit');
  // R-FLEE-05: a hunt leaves wounds only; R-COMBAT-11: a clash's hits reach the suits of those who fought
  if (src === 'hunt') return false;
  if (s.hitRule?.humans && !s.hitRule.humans.includes(id)) return false;
  return !STARVED.includes(src);
}

/** 'rań/uszkodź' at a robot or a device. */
export function canHitUnit(s: GameState, folder: FolderId, id: StockId): boolean {
  // R-CHASE-02: a clash's hits reach the units that fought in 'PORZUCONE'
  const fought = folder === 'abandoned' && source(s) === 'clash' && (s.hitRule?.dropped?.[id] ?? 0) > 0;
  if ((stockOf(folderOf(s, folder).units, id)?.count ?? 0) === 0 || (!folderOpen(s, folder) && !fought)) return false;
  const first = roverFirst(s);
  if (first) return folder === first && id === 'rover';
  const src = source(s);
  if (src === 'hunt') return false;
  if (src === 'starvedUnits' || src === 'clash') {
    if (!(s.hitRule?.units ?? []).includes(id)) return false;
    // R-RES-06, R-RES-15: a row of damaged units only if some lost their function during the activity
    const st = stockOf(folderOf(s, folder).units, id)!;
    return id === 'heavySuit' || st.count > st.damaged || damagedInTable(s, id) > (s.hitRule?.spared?.[id] ?? 0);
  }
  return src !== 'starvedHumans' && src !== 'starvedShuttle';
}

/** 'rań/uszkodź' at the resources of a folder (2 of them a hit, 1 with the Repbot, R-DMG-20/21). */
export function canHitStore(s: GameState, folder: FolderId): boolean {
  if (!folderOpen(s, folder) || roverFirst(s) || STARVED.includes(source(s)) || source(s) === 'hunt') return false;
  if (source(s) === 'scatter' && allSuited(s)) return false;
  return canHitResources(s, folderOf(s, folder));
}

/**
 * R-DMG-18: 'rań/uszkodź' at the artifacts the party carries (in 'NIESIONE'): hits from the planet
 * and the beings may fall on them; a clash's only on those who fought, a hunt's only on wounds, and
 * hunger's never.
 */
export function canHitArtifacts(s: GameState, folder: FolderId): boolean {
  const src = source(s);
  if (folder !== 'carried' || STARVED.includes(src) || src === 'hunt' || src === 'clash' || roverFirst(s)) return false;
  return exposedArtifacts(s).length > 0;
}

/** Whether a hit can go to this row of the table now. */
export function canHit(s: GameState, folder: FolderId, unit: UnitId | 'resources' | 'artifacts'): boolean {
  if (unit === 'resources') return canHitStore(s, folder);
  if (unit === 'artifacts') return canHitArtifacts(s, folder);
  return isHumanId(unit) ? canWound(s, folder, unit) : canHitUnit(s, folder, unit);
}

/** Some row can take the current batch's next hit. */
export function anyHitTarget(s: GameState): boolean {
  for (const folder of TABLE_FOLDER_IDS) {
    const f = folderOf(s, folder);
    if (f.crew.some((p) => canWound(s, folder, p.id) || canHitSuit(s, folder, p.id))) return true;
    if (Object.keys(f.units).some((id) => canHitUnit(s, folder, id as StockId))) return true;
    if (f.resources > 0 && canHitStore(s, folder)) return true;
  }
  return canHitArtifacts(s, 'carried');
}

/** The living humans of the party outside the shuttle who are not ill. */
function fieldHumans(s: GameState) {
  return [...s.party.expedition.crew, ...s.party.carried.crew].filter((p) => human(s, p.id)?.alive && !human(s, p.id)?.ill);
}
/** R-ACC-08, R-ACC-20: every human of the party wears a heavy suit. */
export function allInHeavySuits(s: GameState): boolean {
  const crew = fieldHumans(s);
  return crew.length > 0 && crew.every((p) => p.suit?.kind === 'heavySuit');
}
/** R-ACC-17: every human of the party wears a suit. */
export function allSuited(s: GameState): boolean {
  const crew = fieldHumans(s);
  return crew.length > 0 && crew.every((p) => p.suit);
}

/** Batches join the queue; the first starts at once if none is being given out. */
export function queueHits(s: GameState, batches: readonly HitBatch[]): GameState {
  const add = batches.filter((b) => b.count > 0);
  if (add.length === 0) return s;
  return settleHits(withState(s, { hitQueue: [...s.hitQueue, ...add] }));
}

/**
 * After a hit: the next batch starts when the current one is given out; a batch nobody can take
 * (its units gone) is dropped, so hits never leave the player without a move.
 */
export function settleHits(s: GameState): GameState {
  let out = s;
  // the hits of dropped batches: the step says that nobody could take them
  let lost = 0;
  for (let guard = 0; guard < 50; guard++) {
    if (out.hitsToAssign > 0 && anyHitTarget(out)) return withLost(out, lost);
    lost += out.hitsToAssign;
    const [next, ...rest] = out.hitQueue;
    if (!next) return withLost(withState(out, { hitsToAssign: 0, hitRule: null }), lost);
    const { count, ...rule } = next;
    out = withState(out, { hitsToAssign: count, hitRule: rule, hitQueue: rest });
  }
  return withLost(withState(out, { hitsToAssign: 0, hitRule: null, hitQueue: [] }), lost + pendingHits(out));
}

/** Hits waiting to be given out: the batch being given and those queued after it. */
export const pendingHits = (s: Pick<GameState, 'hitsToAssign' | 'hitQueue'>): number => s.hitsToAssign + s.hitQueue.reduce((n, b) => n + b.count, 0);

const withLost = (s: GameState, lost: number): GameState => (lost > 0 ? withState(s, { hitsLost: (s.hitsLost ?? 0) + lost }) : s);
