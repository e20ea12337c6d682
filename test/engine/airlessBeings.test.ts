// A being the manual's habitat line lets live without air (R-HAB-00..56 at an airless site) is not
// described by wind, gas, wings or blizzards: a play-through met a Vacuum Hopper in air, and 400
// advised 30-month games met the Drift Bladder 821 times on airless planets while it was said to
// drift "on the wind". Plants need air in this edition's areas, so airless sites are bare.
import { BEINGS, HABITATS, t, type Site } from '../../src/engine';
import '../../src/engine/text/english';

const BASE: Site = {
  gravity: 'earth',
  atmosphere: 'none',
  hydrography: 0,
  climate: 'temperate',
  fog: false,
  layer: 'surface',
  terrain: 'plain',
  ground: 'plain',
  vegetation: 'none',
  river: false,
  lake: false,
  chasm: false,
  underwaterCliff: false,
  building: false,
  city: false,
  near: { vegetation: false, liquidLava: false },
  area: { vegetation: false, unresearchedCity: false },
  march: false,
};

/** Airless sites: every terrain, layer, gravity and climate, with and without a chasm or a march. */
function airlessSites(): Site[] {
  const out: Site[] = [];
  for (const gravity of ['nearZero', 'low', 'earth', 'high', 'huge'] as const)
    for (const climate of ['arctic', 'temperate', 'desert', 'tropical'] as const)
      for (const terrain of ['plain', 'hills', 'mountains', 'cliff', 'glacier', 'swamp', 'liquid', 'solidLava'] as const)
        for (const layer of ['surface', 'cave', 'underwater'] as const)
          for (const chasm of [false, true])
            for (const march of [false, true]) out.push({ ...BASE, gravity, climate, terrain: layer === 'cave' ? null : terrain, ground: terrain, layer, chasm, march } as Site);
  return out;
}

const AIR_EN = /\b(wind|gas|flyer|flying|flies|glid\w*|screech\w*|blizzard)\b/i;
const AIR_PL = /(wiatr|gazu|lotnik|szybuj|skrzecz|zamie[cć])/i;

test('R-HAB-00 beings that live where there is no air are not described by wind, gas, flight or blizzards, in either language', () => {
  const sites = airlessSites();
  const airless = BEINGS.filter((b) => sites.some((x) => (HABITATS[b.habitat]?.(x) ?? 0) > 0)).map((b) => b.id);
  // the lines really reach airless sites: the Drift Bladder (near-zero or low gravity) and the Vacuum Hopper among them
  expect(airless).toEqual(expect.arrayContaining(['driftBladder', 'vacuumHopper', 'ridgeGlider', 'cragTalon', 'snowFang', 'caveFlutter']));
  const said = airless.flatMap((id) => [
    ...(AIR_EN.test(t('en', `being.${id}.about` as never)) ? [`en ${id}`] : []),
    ...(AIR_PL.test(t('pl', `being.${id}.about` as never)) ? [`pl ${id}`] : []),
  ]);
  expect(said).toEqual([]);
});
