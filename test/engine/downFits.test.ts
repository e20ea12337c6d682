// R-LOAD-18..20, R-UI-TABLE-06..09, R-UI-TABLE-16: 'niżej' weighed without its states made
// (party.ts downFits, asked by the player before it clicks) answers as the move itself does, in
// every state of played games, for every folder and unit and for each amount of resources; and the
// move's two folders replaced in one copy (folders.ts withFolders) are the two replaced one by one.
import type { GameState } from '../../src/engine';
import { UNIT_IDS, type UnitId } from '../../src/engine/data/units';
import { TABLE_FOLDER_IDS as FOLDER_IDS, folderOf, withFolder, withFolders, type FolderId } from '../../src/engine/rules/folders';
import { downFits, handsCapacity, moveDown, usedWeight } from '../../src/engine/rules/party';
import { unitsWith, unitWeight } from '../../src/engine/rules/stock';
import { advised, played, typed } from '../support/played';


describe("'niżej' weighed before the click", () => {
  // every third state of two games of each player, in orbit or on a planet
  const states = [...advised(4), ...advised(9), ...played(30, 21, 1500), ...played(20, 22, 1500)].filter((s, i) => i % 3 === 0 && (s.phase === 'orbit' || s.phase === 'surface'));

  test('downFits is the move accepted, for every folder and unit, and each amount of resources', () => {
    const seen = { fits: 0, refused: 0, noRoom: 0, hands: 0, resources: 0 };
    for (const s of states)
      for (const from of FOLDER_IDS) {
        for (const unit of [...UNIT_IDS, 'resources'] as (UnitId | 'resources')[]) {
          const r = moveDown(s, from, unit);
          expect(downFits(s, from, unit)).toBe(r.ok);
          if (r.ok) seen.fits++;
          else {
            seen.refused++;
            if (r.message.key === 'msg.noCapacity') seen.noRoom++;
          }
          if (r.ok && from === 'carried') seen.hands++;
        }
        const lying = folderOf(s, from).resources;
        for (let n = 1; n <= lying + 1; n++) {
          const ok = moveDown(typed(s, n), from, 'resources').ok;
          expect(downFits(s, from, 'resources', n)).toBe(ok);
          if (ok) seen.resources++;
        }
      }
    // the games went through each kind of answer: taken, refused for the weight, into a hand from NIESIONE, resources by amount
    expect(seen.fits).toBeGreaterThan(1000);
    expect(seen.noRoom).toBeGreaterThan(100);
    expect(seen.hands).toBeGreaterThan(10);
    expect(seen.resources).toBeGreaterThan(1000);
    expect(seen.refused).toBeGreaterThan(seen.fits);
  });

  test("'niżej' from UŻYWANE, the lowest folder, is refused, even for a device the hands have room for", () => {
    // a Medkit in hand with room in the hands for another: the hands' test alone would take it
    const s0 = states.find((x) => x.surface && x.mode === 'foot' && handsCapacity(x) - usedWeight(x) >= 2 * unitWeight('medkit'))!;
    expect(s0).toBeDefined();
    const s = withFolder(s0, 'used', { ...s0.party.used, units: unitsWith(s0.party.used.units, 'medkit', { count: 1, damaged: 0 }) });
    expect(handsCapacity(s) - usedWeight(s)).toBeGreaterThanOrEqual(unitWeight('medkit'));
    expect(moveDown(s, 'used', 'medkit')).toEqual({ ok: false, message: { key: 'msg.cannotUse', params: { unit: { unit: 'medkit' } } } });
    expect(downFits(s, 'used', 'medkit')).toBe(false);
    // from NIESIONE the same Medkit goes into a hand
    const carried = withFolder(s0, 'carried', { ...s0.party.carried, units: unitsWith(s0.party.carried.units, 'medkit', { count: 1, damaged: 0 }) });
    expect(downFits(carried, 'carried', 'medkit')).toBe(true);
    expect(folderOf((moveDown(carried, 'carried', 'medkit') as { state: GameState }).state, 'used').units.medkit?.count).toBe((s0.party.used.units.medkit?.count ?? 0) + 1);
  });

  test('two folders replaced in one copy are the two replaced one after the other', () => {
    const s = states.find((x) => x.surface && x.bay.resources > 0)!;
    expect(s).toBeDefined();
    const other = (f: FolderId) => ({ ...folderOf(s, f), resources: folderOf(s, f).resources + 7 });
    for (const a of FOLDER_IDS)
      for (const b of FOLDER_IDS) {
        if (a === b) continue;
        const one = withFolders(s, a, other(a), b, other(b));
        const two = withFolder(withFolder(s, a, other(a)), b, other(b));
        expect(one).toStrictEqual(two);
        for (const f of FOLDER_IDS) if (f !== a && f !== b) expect(folderOf(one, f)).toBe(folderOf(s, f));
      }
  });
});
