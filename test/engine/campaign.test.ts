// Issue 14 point 6: the manual's suggested chains of voyages (R-SETUP-10) played as campaigns —
// later voyages cannot enter planets already explored in the campaign's round, the balance of unit
// use carries over, and the campaign is judged on the sum of its voyages' PZ.
import { CAMPAIGNS, deserialize, EARTH_FIELD, legalActions, look, menuItems, newGame, PLANET_FIELDS, PLANET_IDS, serialize, step, VOYAGE_PLANS, type GameState, type PlanetId } from '../../src/engine';
import { campaignTotals, closedPlanets } from '../../src/engine/rules/campaign';
import { planetOpen } from '../../src/engine/rules/navigation';
import { chronicleEntry } from '../../src/engine/rules/chronicle';
import { replay } from '../../src/engine/replay';
import { renderSheets, type Sheet } from '../../src/sheets';
import { act, flyTo, home, pathTo } from '../support/voyage';

/** Flies the voyage's planets, nearest open one first, declining every landing, then home. */
function flyVoyage(s0: GameState): GameState {
  let s = s0;
  while (s.visited.length < VOYAGE_PLANS[s.length].planets) {
    const open = PLANET_IDS.filter((p) => planetOpen(s, p));
    if (open.length === 0) break;
    const next = open.sort((a, b) => pathTo(s.position, PLANET_FIELDS[a]).length - pathTo(s.position, PLANET_FIELDS[b]).length)[0]!;
    s = flyTo(s, PLANET_FIELDS[next]);
  }
  for (const dir of pathTo(s.position, EARTH_FIELD)) s = home(s, dir);
  return s;
}

const start = (id: '20+10' | '3x10' | '10+20+30'): GameState => act(act(act(newGame({ length: 10, seed: 5 }), { type: 'openNewGame' }), { type: 'openCampaigns' }), { type: 'newCampaign', campaign: id });

describe('R-SETUP-10 the campaigns', () => {
  test('the manual suggests 20 + 10, 3 × 10 and 10 + 20 + 30', () => {
    expect(CAMPAIGNS).toEqual({ '20+10': [20, 10], '3x10': [10, 10, 10], '10+20+30': [10, 20, 30] });
  });

  test("'kampanie…' in the new game's menu lists them; one starts its first voyage", () => {
    const s = act(newGame({ length: 10, seed: 5 }), { type: 'openNewGame' });
    expect(menuItems(s).map((m) => m.label)).toContain('menu.campaigns');
    const c = act(s, { type: 'openCampaigns' });
    expect(menuItems(c).map((m) => m.label)).toEqual(['menu.campaign.20+10', 'menu.campaign.3x10', 'menu.campaign.10+20+30', 'menu.cancel']);
    const first = act(c, { type: 'newCampaign', campaign: '10+20+30' });
    expect(first.length).toBe(10);
    expect(first.campaign).toMatchObject({ id: '10+20+30', played: [], closed: [] });
    expect(first.message.notes).toEqual([{ key: 'note.campaignOpen', params: { campaign: '10 + 20 + 30', part: 1, total: 3, closed: 0 } }]);
    expect(first.journal).toBe('');
  });
});

/** A 20 + 10 campaign flown through (inside each test, not once: mutation testing activates its mutant per test). */
function twentyTen(): { first: GameState; second: GameState; last: GameState } {
  const first = flyVoyage(start('20+10'));
  const second = act(first, { type: 'nextCampaignGame' });
  return { first, second, last: flyVoyage(second) };
}

describe('20 + 10: the second voyage explores the planets the first did not', () => {
  test('the first voyage ends with the next one offered and the campaign going on', () => {
    const { first } = twentyTen();
    expect(first.phase).toBe('ended');
    expect(first.visited).toHaveLength(6);
    expect(menuItems(first)[0]).toEqual({ label: 'menu.nextCampaignGame', params: { months: 10 }, action: { type: 'nextCampaignGame' } });
    expect(first.message.notes).toContainEqual({ key: 'note.campaignNext', params: { campaign: '20 + 10', part: 2, total: 2, months: 10 } });
  });

  test('the next voyage: 10 months, the 6 planets closed, the balance carried over, the chronicle kept', () => {
    const { first, second } = twentyTen();
    expect(second.length).toBe(10);
    expect(second.phase).toBe('space');
    expect([...second.campaign!.closed].sort()).toEqual([...first.visited].sort());
    expect(second.campaign!.played).toEqual([{ length: 20, seed: first.seed, route: first.visited, vp: first.vp, won: false }]);
    const { heavySuitsAtStart: _a, ...carried } = second.balance;
    const { heavySuitsAtStart: _b, ...before } = first.balance;
    expect(carried).toEqual(before);
    expect(second.balance.heavySuitsAtStart).toBe(second.stock.heavySuit.count);
    expect(second.journal).toBe('');
    expect(second.history).toEqual([{ month: 0, vp: 0, health: 100 }]);
  });

  test('a closed planet blocks the way like a visited one, with its reason', () => {
    const { second } = twentyTen();
    const closed = second.campaign!.closed[0]!;
    const s = { ...second, position: { ...PLANET_FIELDS[closed], row: PLANET_FIELDS[closed].row + 1 } };
    const dir = pathTo(s.position, PLANET_FIELDS[closed])[0]!;
    expect(look(s, dir)).toEqual({ kind: 'blocked', reason: 'campaign', planet: closed });
    expect(step(s, { type: 'fly', dir }).refused).toBeDefined();
    const en = renderSheets(s, 'en').sheets.space;
    expect([...en.cells.values()].some((c) => String(c.value).endsWith(': explored earlier in the campaign'))).toBe(true);
  });

  test('the last voyage: the other 3 planets, and the campaign judged on the sum against 70 + 40 PZ', () => {
    const { first, last } = twentyTen();
    expect(last.phase).toBe('ended');
    expect(new Set([...first.visited, ...last.visited]).size).toBe(9);
    const sum = first.vp + last.vp;
    expect(campaignTotals(last)).toEqual({ vp: sum, need: 110, won: sum >= 110 });
    expect(last.message.notes).toContainEqual({ key: sum >= 110 ? 'note.campaignWon' : 'note.campaignLost', params: { campaign: '20 + 10', vp: sum, need: 110 } });
    expect(menuItems(last).map((m) => m.label)).toEqual(['menu.newGame']);
  });

  test('its chronicle lines name the campaign and the voyage', () => {
    const { first, last } = twentyTen();
    expect(chronicleEntry(first, '2026-12-02')).toMatchObject({ campaign: '20+10', part: 1 });
    expect(chronicleEntry(last, '2026-12-02')).toMatchObject({ campaign: '20+10', part: 2 });
  });

  test('the later voyage replays exactly from its seed, its campaign and the balance it carried in', () => {
    const { last } = twentyTen();
    const r = replay(last, last);
    expect(r.ok).toBe(true);
    expect(r.states[0]!.campaign).toEqual(last.campaign);
  });

  test('the kronika sheet shows the campaign: each voyage, the sums and the verdict', () => {
    const { first, last } = twentyTen();
    const k: Sheet = renderSheets(last, 'pl').sheets.chronicle;
    const values = [...k.cells.values()].map((c) => c.value);
    expect(values).toContain('KAMPANIA 20 + 10');
    expect(values).toContain('do zwycięstwa kampanii: 110 PZ');
    expect(values).toContain(first.vp + last.vp);
  });

  test('a save that enters a closed planet does not load', () => {
    const { second } = twentyTen();
    const bad = { ...second, visited: [second.campaign!.closed[0]!] };
    expect(deserialize(serialize(bad)).ok).toBe(false);
  });
});

describe('which planets a campaign closes', () => {
  const route = (...p: PlanetId[]) => ({ route: p });
  test('3 × 10: the planets of the voyages before', () => {
    expect(closedPlanets([route('mezo', 'picolo', 'birss'), route('paleo', 'opoplo', 'korkran')], 3).sort()).toEqual(['birss', 'korkran', 'mezo', 'opoplo', 'paleo', 'picolo']);
  });
  test('10 + 20 + 30: after all nine are explored a new round opens them all (each planet twice)', () => {
    expect(closedPlanets([route('mezo', 'picolo', 'birss')], 6)).toHaveLength(3);
    expect(closedPlanets([route('mezo', 'picolo', 'birss'), route('paleo', 'opoplo', 'korkran', 'mefisto', 'suwatte', 'noweAlto')], 9)).toEqual([]);
  });
  test('a round also closes when too few planets are left for the next plan', () => {
    // 8 explored, the 30-month voyage needs 9: all open again
    expect(closedPlanets([route('mezo', 'picolo'), route('paleo', 'opoplo', 'korkran', 'mefisto', 'suwatte', 'noweAlto')], 9)).toEqual([]);
  });
  test('3 × 10 played through: every voyage has 3 open planets and the third ends the round', () => {
    let s = flyVoyage(start('3x10'));
    s = flyVoyage(act(s, { type: 'nextCampaignGame' }));
    const third = act(s, { type: 'nextCampaignGame' });
    expect(third.campaign!.closed).toHaveLength(6);
    expect(PLANET_IDS.filter((p) => planetOpen(third, p))).toHaveLength(3);
    const end = flyVoyage(third);
    expect(end.visited).toHaveLength(3);
    // the campaign is over: no next voyage
    expect(legalActions(end).some((a) => a.type === 'nextCampaignGame')).toBe(false);
    expect(end.message.notes?.some((n) => n.key === 'note.campaignWon' || n.key === 'note.campaignLost')).toBe(true);
  });
});
