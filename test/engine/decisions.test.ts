// R-CONTENT-28: the rules leave formulas and numbers open (RULES.md §39.2, "Unspecified items");
// each is designed by this edition and its decision recorded in docs/DECISIONS.md, with its rule ID
// (a row may name a range such as R-TERRAIN-03..33). The IDs below are the index's, in its order.
import { readFileSync } from 'fs';
import { join } from 'path';

const UNSPECIFIED = [
  'R-SETUP-03', 'R-SETUP-04', 'R-SETUP-09', 'R-CREW-02', 'R-CREW-05', 'R-CREW-11', 'R-CREW-15',
  'R-CREW-19', 'R-CREW-20', 'R-CREW-21', 'R-DEV-16', 'R-DEV-29', 'R-DEV-36', 'R-DEV-45',
  'R-DEV-50', 'R-DEV-60', 'R-ART-02', 'R-ART-03', 'R-SPACE-01', 'R-SPACE-09', 'R-SPACE-19',
  'R-SPACE-23', 'R-SHIP-06', 'R-SHIP-08', 'R-ORBIT-02', 'R-ORBIT-12', 'R-ORBIT-23', 'R-LOAD-06',
  'R-LOAD-19', 'R-LAND-03', 'R-LAND-05', 'R-LAND-11', 'R-AREA-03', 'R-AREA-06', 'R-TERRAIN-02',
  'R-TERRAIN-11', 'R-TERRAIN-21', 'R-TERRAIN-22', 'R-TERRAIN-24', 'R-TERRAIN-38', 'R-TERRAIN-40',
  'R-TERRAIN-44', 'R-MOVE-07', 'R-MOVE-17', 'R-MOVE-31', 'R-MOVE-34', 'R-MOVE-35', 'R-REPAIR-10',
  'R-HEAL-11', 'R-RES-04', 'R-RES-07', 'R-RES-08', 'R-RES-11', 'R-RES-12', 'R-RES-14', 'R-RES-18',
  'R-ACC-06', 'R-ACC-10', 'R-ACC-13', 'R-ACC-16', 'R-ACC-17', 'R-INF-07', 'R-INF-09', 'R-INF-13',
  'R-ENC-05', 'R-ENC-14', 'R-ENC-18', 'R-CRE-11', 'R-CRE-13', 'R-CRE-15', 'R-STRAT-12',
  'R-STRAT-13', 'R-STRAT-15', 'R-NEG-11', 'R-FIGHT-03', 'R-FIGHT-13', 'R-FLEE-01', 'R-FLEE-02',
  'R-FLEE-04', 'R-CHASE-07', 'R-COMBAT-07', 'R-COMBAT-12', 'R-COMBAT-15', 'R-COMBAT-18',
  'R-DMG-08', 'R-SCORE-01', 'R-SCORE-03', 'R-SCORE-04', 'R-SCORE-11', 'R-SCORE-14', 'R-SCORE-19',
  'R-SCORE-20', 'R-SCORE-23', 'R-SCORE-27', 'R-SCORE-40', 'R-BAL-15', 'R-BAL-16', 'R-WIN-05',
  'R-UI-SPACE-22', 'R-UI-EXP-16', 'R-UI-EXP-21', 'R-UI-TABLE-03', 'R-UI-TABLE-28', 'R-UI-TABLE-29',
  'R-UI-COLORS-10',
] as const;

/** Every rule ID a text names, ranges ('R-X-03..07', 'R-X-03–R-X-07') expanded. */
function idsNamed(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/R-([A-Z]+(?:-[A-Z]+)?)-(\d+)(?:\s*(?:\.\.|–)\s*(?:R-[A-Z-]+-)?(\d+))?/g)) {
    const from = Number(m[2]);
    const to = m[3] ? Number(m[3]) : from;
    for (let n = from; n <= to; n++) out.add(`R-${m[1]}-${String(n).padStart(2, '0')}`);
  }
  return out;
}

test('R-CONTENT-28 every unspecified item of the rules has its decision recorded in docs/DECISIONS.md', () => {
  expect(UNSPECIFIED.length).toBe(105);
  const named = idsNamed(readFileSync(join(__dirname, '../../docs/DECISIONS.md'), 'utf8'));
  expect(UNSPECIFIED.filter((id) => !named.has(id))).toEqual([]);
});

test('the range reading: R-X-03..05 names 03, 04 and 05, not 06', () => {
  const named = idsNamed('| R-TERRAIN-03..05, R-ACC-17 |');
  expect([...named]).toEqual(['R-TERRAIN-03', 'R-TERRAIN-04', 'R-TERRAIN-05', 'R-ACC-17']);
});
