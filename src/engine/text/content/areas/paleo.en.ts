// The English of paleo.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextPaleoPl } from './paleo';

export const areaTextPaleoEn: Readonly<Record<keyof typeof areaTextPaleoPl, string>> = {
  'area.paleo.iceFjord.name': 'Ice Fjord',
  'area.paleo.iceFjord.desc':
    'A narrow fjord cuts deep between glaciers and rocky peaks. Steep cliffs and chasms hide beneath its water, and strips of stony plain run along its shores.',
  'area.paleo.mossTundra.name': 'Mossy Tundra',
  'area.paleo.mossTundra.desc':
    'Flat tundra with scant vegetation, full of swamps and perhaps small lakes. Streams flowing from the glaciers meet in a small pond in the middle of the area.',
  'area.paleo.frostKarst.name': 'Glacier Karst',
  'area.paleo.frostKarst.desc':
    'Rocky hills and old fields of solidified lava surround a ridge beneath which a cave links two valleys. Glaciers cover the northern slopes, and a meltwater stream runs towards a valley where a small lake may lie.',
  'area.paleo.frozenVault.name': 'Ice-Bound Vault',
  'area.paleo.frozenVault.desc':
    'A rare find: alien buildings jut out from beneath the glacier, and chasms split the ice. A sealed chamber hides in an ice cave, and a sunken structure may rest in a nearby lake.',
};
