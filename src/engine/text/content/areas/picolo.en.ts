// The English of picolo.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextPicoloPl } from './picolo';

export const areaTextPicoloEn: Readonly<Record<keyof typeof areaTextPicoloPl, string>> = {
  'area.picolo.craterField.name': 'Crater Field',
  'area.picolo.craterField.desc':
    'A gentle plain pitted with meteor craters; a deep chasm gapes in the middle of the eastern one, and a short cave runs beneath the hills to the south-west. In the near-zero gravity, dust rises with every step.',
  'area.picolo.hollowRidge.name': 'Hollow Ridge',
  'area.picolo.hollowRidge.desc':
    'A rocky ridge crosses the plain from north to south, and a long, winding cave runs through its heart. Cliffs make the march on the surface difficult, and a chasm gapes in the southern plain.',
  'area.picolo.weedShallows.name': 'Weed Shallows',
  'area.picolo.weedShallows.desc':
    'A calm, shallow sea without a scrap of land. Meadows of seaweed stretch below the surface, rising above it here and there in clumps, and underwater cliffs cut the seabed.',
  'area.picolo.drownedCity.name': 'The Drowned City',
  'area.picolo.drownedCity.desc':
    'A rare find: on the floor of an endless ocean, on the edge of a deep trench, lie the ruins of an alien city. None of its buildings reaches the surface.',
};
