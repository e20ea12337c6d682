// The caches of what the party's humans and units give (the absorbers, R-RES-05/R-RES-12; the
// research's party, R-MOVE-05..; the cages' places, R-DEV-70) are kept while the party holds the
// same humans and units, whatever its resources (every hour drains them and makes a new party).
// What this file proves: samePartyContents tells a change of any folder's humans or units from a
// change of resources, and each cache answers anew when the humans or units change.
import type { GameState } from '../../src/engine';
import { samePartyContents, sameContents } from '../../src/engine/rules/folders';
import { absorbers } from '../../src/engine/rules/resources';
import { researchField } from '../../src/engine/rules/research';
import { partyPlace } from '../../src/engine/rules/field';
import { landedOnArea } from '../support/voyage';
import type { Folder, Party } from '../../src/engine/state';

const landed = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['scientist', 'soldier', 'transbot', 'laser'], 8, 12);
const withParty = (s: GameState, party: Party): GameState => ({ ...s, party });
const folder = (f: Folder, change: Partial<Folder>): Folder => ({ ...f, ...change });

describe('samePartyContents: the same humans and units, folder by folder', () => {
  const p = landed.party;

  test('the same party, and one whose folders hold other resources only', () => {
    expect(samePartyContents(p, p)).toBe(true);
    const fed = { ...p, carried: folder(p.carried, { resources: p.carried.resources + 5 }), used: folder(p.used, { resources: 2 }) };
    expect(samePartyContents(p, fed)).toBe(true);
    expect(sameContents(p.carried, fed.carried)).toBe(true);
  });

  test.each(['expedition', 'carried', 'used', 'abandoned'] as const)('a new list of units or humans in %s is another party', (id) => {
    const f = p[id];
    expect(samePartyContents(p, { ...p, [id]: folder(f, { units: { ...f.units } }) })).toBe(false);
    expect(samePartyContents(p, { ...p, [id]: folder(f, { crew: [...f.crew] }) })).toBe(false);
    expect(sameContents(f, folder(f, { units: { ...f.units } }))).toBe(false);
    expect(sameContents(f, folder(f, { crew: [...f.crew] }))).toBe(false);
  });
});

describe('the caches kept by what the party holds', () => {
  const p = landed.party;
  const fed = withParty(landed, { ...p, carried: folder(p.carried, { resources: p.carried.resources + 7 }) });

  test('R-RES-05 the absorbers: the same answer for other resources, a new one for another unit', () => {
    const a = absorbers(landed);
    expect(absorbers(fed)).toBe(a);
    // the Laser (1 point, R-RES-05) taken out of the hands: one point of equipment fewer
    const unarmed = withParty(landed, { ...p, used: folder(p.used, { units: { ...p.used.units, laser: undefined } }) });
    expect(p.used.units.laser?.count).toBe(1);
    expect(absorbers(unarmed).equipment).toBe(a.equipment - 1);
    // a human who walks in the shuttle instead (R-RES-12): 2 points fewer outside, 2 more in PROM
    const soldier = p.expedition.crew.find((x) => x.id === 'soldier')!;
    const inShuttle: GameState = { ...withParty(landed, { ...p, expedition: folder(p.expedition, { crew: p.expedition.crew.filter((x) => x.id !== 'soldier') }) }), bay: { ...landed.bay, crew: [...landed.bay.crew, soldier] } };
    expect([absorbers(inShuttle).humans, absorbers(inShuttle).shuttle]).toEqual([a.humans - 2, a.shuttle + 2]);
  });

  test('the research of a field: the same for other resources, without the Scientist another chance', () => {
    const here = partyPlace(landed)!;
    const r = researchField(landed, here);
    expect(researchField(fed, here)).toEqual(r);
    const alone = withParty(landed, { ...p, expedition: folder(p.expedition, { crew: p.expedition.crew.filter((x) => x.id !== 'scientist') }) });
    expect(p.expedition.crew.some((x) => x.id === 'scientist')).toBe(true);
    expect(researchField(alone, here).chance).toBeLessThan(r.chance);
  });
});
