// Kill tests for the chart, the chronicle, new worlds and campaigns (issue 14 points 5–8): each
// pins a number or a condition a mutation of rules/chronicle.ts, rules/worlds.ts or
// rules/campaign.ts would change.
import { newGame, type ChronicleEntry, type GameState } from '../../../src/engine';
import { chronicleEntry, crewHealth, mergeChronicles, tracked } from '../../../src/engine/rules/chronicle';
import { shuffleWorlds } from '../../../src/engine/rules/worlds';
import { asCampaignGame, campaignEndNote, campaignGame, campaignName, campaignTotals, closedPlanets } from '../../../src/engine/rules/campaign';
import { withVp } from '../../support/balance';

const line = (over: Partial<ChronicleEntry>): ChronicleEntry => ({ date: '2026-12-01', length: 10, seed: 1, route: [], months: 10, vp: 0, won: false, delivered: 0, dead: 0, shuttlesLost: 0, ...over });

describe('the chart', () => {
  test('no crew at all: 0%, not a division by zero', () => expect(crewHealth({ crew: [] })).toBe(0));
  test('a month passed over keeps the health of the last point, not of an earlier one', () => {
    const s0 = newGame({ length: 10, seed: 1 });
    const s: GameState = { ...withVp({ ...s0, month: 2 }, 5), history: [{ month: 0, vp: 0, health: 100 }, { month: 1, vp: 0, health: 100 }, { month: 2, vp: 5, health: 90 }] };
    const out = tracked({ ...s, month: 4 });
    expect(out.history.slice(2)).toEqual([{ month: 2, vp: 5, health: 90 }, { month: 3, vp: 5, health: 90 }, { month: 4, vp: 5, health: 100 }]);
  });
  test('the health changing alone, in the same month, redraws the point', () => {
    const s0 = newGame({ length: 10, seed: 1 });
    const hurt = { ...s0, crew: s0.crew.map((h, i) => (i === 0 ? { ...h, wounds: 3 } : h)) };
    expect(tracked(hurt).history).toEqual([{ month: 0, vp: 0, health: 93 }]);
    expect(tracked(s0)).toBe(s0);
  });
});

describe('the chronicle line', () => {
  test('new worlds are marked; a classic game is not', () => {
    expect(chronicleEntry(newGame({ length: 10, seed: 4, randomize: true }), '2026-12-01').newWorlds).toBe(true);
    expect('newWorlds' in chronicleEntry(newGame({ length: 10, seed: 4 }), '2026-12-01')).toBe(false);
  });
  test('creatures delivered: two creatures and an artifact aboard are 2', () => {
    const s0 = newGame({ length: 10, seed: 4 });
    const aboard = ['boulderback', 'driftBladder', 'alienWeapon'].map((being) => ({ being, indicators: {} as never }));
    expect(chronicleEntry({ ...s0, aboard }, '2026-12-01').delivered).toBe(2);
  });
  test('merged lines of one day keep the order they came in; a later day goes after', () => {
    const x = line({ seed: 1, date: '2026-12-02' });
    const y = line({ seed: 2, date: '2026-12-02' });
    const z = line({ seed: 3, date: '2026-12-02' });
    const early = line({ seed: 4, date: '2026-11-30' });
    expect(mergeChronicles([x], [y, z, early])).toEqual([early, x, y, z]);
    expect(mergeChronicles([z, y], [x])).toEqual([z, y, x]);
  });
});

describe('new worlds', () => {
  test("a seed's shuffle never changes: replays of saved games draw it again from the seed", () => {
    expect(shuffleWorlds(31)).toEqual(shuffleWorlds(31));
    expect(shuffleWorlds(1)).toEqual({ mefisto: 'mefisto', korkran: 'korkran', picolo: 'noweAlto', noweAlto: 'picolo', birss: 'mezo', suwatte: 'suwatte', mezo: 'birss', paleo: 'paleo', opoplo: 'opoplo' });
  });
});

describe('campaigns', () => {
  test("the campaigns' names as the texts show them", () => {
    expect(['20+10', '3x10', '10+20+30'].map((id) => campaignName(id as '3x10'))).toEqual(['20 + 10', '3 × 10', '10 + 20 + 30']);
  });
  test('a voyage of the campaign is won at its threshold: 40 PZ on 10 months, not 39', () => {
    const s = newGame({ length: 10, seed: 2 });
    expect(campaignGame(withVp(s, 40)).won).toBe(true);
    expect(campaignGame(withVp(s, 39)).won).toBe(false);
  });
  test('the campaign is won when the sum reaches the sum of the thresholds exactly', () => {
    const s0 = asCampaignGame(newGame({ length: 10, seed: 2 }), '20+10', [{ length: 20, seed: 1, route: [], vp: 70, won: true }], newGame({ length: 10, seed: 2 }).balance);
    expect(campaignTotals(withVp(s0, 40))).toEqual({ vp: 110, need: 110, won: true });
    expect(campaignTotals(withVp(s0, 39))).toEqual({ vp: 109, need: 110, won: false });
    expect(campaignEndNote(withVp(s0, 40))).toEqual({ key: 'note.campaignWon', params: { campaign: '20 + 10', vp: 110, need: 110 } });
    expect(campaignEndNote(withVp(s0, 39))).toEqual({ key: 'note.campaignLost', params: { campaign: '20 + 10', vp: 109, need: 110 } });
    expect(campaignTotals(newGame({ length: 10, seed: 2 }))).toBeNull();
    expect(campaignEndNote(newGame({ length: 10, seed: 2 }))).toBeNull();
  });
  test('a voyage with planets closed says how many; the first says every planet is open', () => {
    const fresh = newGame({ length: 10, seed: 2 });
    const second = asCampaignGame(fresh, '3x10', [{ length: 10, seed: 1, route: ['mezo', 'picolo', 'birss'], vp: 0, won: false }], fresh.balance);
    expect(second.message.notes).toEqual([{ key: 'note.campaignGame', params: { campaign: '3 × 10', part: 2, total: 3, closed: 3 } }]);
    const first = asCampaignGame(fresh, '3x10', [], fresh.balance);
    expect(first.message.notes).toEqual([{ key: 'note.campaignOpen', params: { campaign: '3 × 10', part: 1, total: 3, closed: 0 } }]);
  });
  test('a round that closed with all nine starts again from the voyages after it', () => {
    const all = { route: ['mezo', 'picolo', 'birss', 'paleo', 'opoplo', 'korkran', 'mefisto', 'suwatte', 'noweAlto'] as const };
    expect(closedPlanets([all, { route: ['mezo', 'picolo'] }], 3)).toEqual(['picolo', 'mezo']);
  });
});
