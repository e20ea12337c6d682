// The English of mezo.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextMezoPl } from './mezo';

export const areaTextMezoEn: Readonly<Record<keyof typeof areaTextMezoPl, string>> = {
  'area.mezo.oasisDunes.name': 'Oasis Among the Dunes',
  'area.mezo.oasisDunes.desc':
    'Among sandy dunes lies a green oasis, perhaps with a small pool; the brook flowing from it vanishes into shallow pools to the south. Rocky crags rise to the east, and a chasm gapes between the dunes.',
  'area.mezo.steamySwamps.name': 'Sultry Marshes',
  'area.mezo.steamySwamps.desc':
    'Sultry swamps and dense jungle stretch from a smoking volcano to a wide lagoon fed by a sluggish river. A chasm gapes below the volcano’s slope, and the best place for a shuttle to set down is the edge of the plain to the south-west.',
  'area.mezo.warmSeaCoast.name': 'Jungle Coast',
  'area.mezo.warmSeaCoast.desc':
    'Here the jungle runs right down to the sea, and clumps of thicket rise from the water in the shallows. Underwater cliffs and a chasm cut the seabed, where an alien structure may also lie; in the mountains to the north-west a cave opens.',
  'area.mezo.sunkenCity.name': 'The City on the Bay',
  'area.mezo.sunkenCity.desc':
    'A rare find: the ruins of an alien city run from the shore down into the bay, partly hidden underwater. In the mountains to the west a cave hides one more structure.',
};
