// Campaigns (issue 14 point 6, R-SETUP-10): the manual's suggested chains of voyages — 20 + 10,
// 3 × 10, 10 + 20 + 30 — played as one. Ours (R-SETUP-10 says no state carries over; the issue
// asks for one): a later voyage cannot enter the planets already explored in the campaign's
// round (a round ends when every planet has been explored, so 10 + 20 + 30 sees each planet
// twice); the balance of unit use (R-BAL) goes on from voyage to voyage; each voyage keeps its own
// PZ and verdict, and the campaign is won when their sum reaches the sum of the thresholds.
import { PLANET_IDS, type PlanetId } from '../data/planets';
import { CAMPAIGNS, VOYAGE_PLANS, type CampaignId, type VoyageLength } from '../data/setup';
import type { BalanceRecord, Campaign, CampaignGame, GameState } from '../state';
import type { Message } from '../text';
import { withState } from '../stateCopy';

/**
 * The planets explored in the round still open. A round closes when every planet has been
 * explored, or when too few are left open for the next voyage's plan (`next` planets).
 */
export function closedPlanets(played: readonly Pick<CampaignGame, 'route'>[], next: number): PlanetId[] {
  let round = new Set<PlanetId>();
  for (const g of played) {
    for (const p of g.route) round.add(p);
    if (round.size === PLANET_IDS.length) round = new Set();
  }
  if (PLANET_IDS.length - round.size < next) round = new Set();
  return PLANET_IDS.filter((p) => round.has(p));
}

/** '20 + 10', '3 × 10', '10 + 20 + 30'. */
export function campaignName(id: CampaignId): string {
  return id.replace('x', ' × ').replace(/\+/g, ' + ');
}

/** The voyage as the campaign keeps it. */
export function campaignGame(s: GameState): CampaignGame {
  return { length: s.length, seed: s.seed, route: [...s.visited], vp: s.vp, won: s.vp >= VOYAGE_PLANS[s.length].victoryVp };
}

/** The voyage after this one in the campaign, or null when this is the last. */
export function nextLength(c: Campaign): VoyageLength | null {
  return CAMPAIGNS[c.id][c.played.length + 1] ?? null;
}

/**
 * A fresh game made a voyage of the campaign: its planets closed, the balance carried on (the
 * Heavy Suits at the start are the new voyage's own, R-BAL-10).
 */
export function asCampaignGame(fresh: GameState, id: CampaignId, played: readonly CampaignGame[], balance: BalanceRecord): GameState {
  const startBalance = { ...balance, heavySuitsAtStart: fresh.balance.heavySuitsAtStart };
  const campaign: Campaign = { id, played, closed: closedPlanets(played, VOYAGE_PLANS[fresh.length].planets), startBalance };
  const part = played.length + 1;
  const params = { campaign: campaignName(id), part, total: CAMPAIGNS[id].length, closed: campaign.closed.length };
  const note: Message = { key: campaign.closed.length > 0 ? 'note.campaignGame' : 'note.campaignOpen', params };
  const message: Message = { ...fresh.message, notes: [...(fresh.message.notes ?? []), note] };
  return withState(fresh, { campaign, balance: startBalance, message });
}

/** The campaign's sums at the end of its last voyage: every voyage's PZ, and the thresholds'. */
export function campaignTotals(s: GameState): { vp: number; need: number; won: boolean } | null {
  const c = s.campaign;
  if (!c) return null;
  const games = [...c.played, campaignGame(s)];
  const vp = games.reduce((n, g) => n + g.vp, 0);
  const need = games.reduce((n, g) => n + VOYAGE_PLANS[g.length].victoryVp, 0);
  return { vp, need, won: vp >= need };
}

/** The note under the verdict of a campaign's voyage: what comes next, or the campaign's result. */
export function campaignEndNote(s: GameState): Message | null {
  const c = s.campaign;
  if (!c) return null;
  const next = nextLength(c);
  if (next !== null) return { key: 'note.campaignNext', params: { campaign: campaignName(c.id), part: c.played.length + 2, total: CAMPAIGNS[c.id].length, months: next } };
  const t = campaignTotals(s)!;
  return { key: t.won ? 'note.campaignWon' : 'note.campaignLost', params: { campaign: campaignName(c.id), vp: t.vp, need: t.need } };
}
