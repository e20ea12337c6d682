// A space event strikes whoever is aboard, alive or not: its texts name no member of the crew, or
// they would tell of a dead Doctor identifying a microbe (a play-through, seed 90245 at 30 months).
import { spaceEventTextPl } from '../../src/engine/text/content/spaceEvents';
import { spaceEventTextEn } from '../../src/engine/text/content/spaceEvents.en';

const CREW_EN = /\b(commander|doctor|navigator|engineer|scout|scientist|soldier)\b/i;
const CREW_PL = /\b(dowódc|lekarz|nawigator|inżynier|zwiadowc|naukowiec|naukowc[aeiy]\b|żołnierz)/i;

test('R-SPACE-20 no space event text in either language names a member of the crew', () => {
  expect(Object.keys(spaceEventTextPl).length).toBeGreaterThan(20);
  const en = Object.entries(spaceEventTextEn).filter(([, text]) => CREW_EN.test(text.replace(/\bscientists\b/g, '')));
  const pl = Object.entries(spaceEventTextPl).filter(([, text]) => CREW_PL.test(text.replace(/naukowców/g, '')));
  expect([en, pl]).toEqual([[], []]);
});
