// A being met where there is no air is not described by wind, gas, wings or blizzards: a play-through
// met a Vacuum Hopper in air, and 400 advised 30-month games met the Drift Bladder 821 times on
// airless planets while it was said to drift "on the wind". Every airless site of the authored
// content (test/support/sites.ts) is walked, and each being whose habitat line holds at one of them
// is checked in both languages.
import { BEINGS, HABITATS, t } from '../../src/engine';
import '../../src/engine/text/english';
import { forEachSite } from '../support/sites';

const AIR_EN = /\b(wind|gas|flyer|flying|flies|glid\w*|screech\w*|blizzard)\b/i;
const AIR_PL = /(wiatr|gazu|lotnik|szybuj|skrzecz|zamie[cć])/i;

test('R-HAB-00 beings met where there is no air are not described by wind, gas, flight or blizzards, in either language', () => {
  const airless = new Set<string>();
  forEachSite((site) => {
    if (site.atmosphere !== 'none') return;
    for (const b of BEINGS) if ((HABITATS[b.habitat]?.(site) ?? 0) > 0) airless.add(b.id);
  });
  // the content really has such meetings: the Drift Bladder, the Vacuum Hopper and the Ridge Glider among them
  expect([...airless]).toEqual(expect.arrayContaining(['driftBladder', 'vacuumHopper', 'ridgeGlider', 'cragTalon', 'snowFang']));
  const said = [...airless].flatMap((id) => [
    ...(AIR_EN.test(t('en', `being.${id}.about` as never)) ? [`en ${id}`] : []),
    ...(AIR_PL.test(t('pl', `being.${id}.about` as never)) ? [`pl ${id}`] : []),
  ]);
  expect(said).toEqual([]);
});
