// The English of korkran.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextKorkranPl } from './korkran';

export const areaTextKorkranEn: Readonly<Record<keyof typeof areaTextKorkranPl, string>> = {
  'area.korkran.lavaFields.name': 'Fields of Liquid Lava',
  'area.korkran.lavaFields.desc':
    'A baked plain at the foot of an active crater, where glowing streams of lava creep between solidified fields. The air shimmers with heat, acid fumes veil the peaks, and two chasms cut the ground.',
  'area.korkran.scorchedPlateau.name': 'Scorched Plateau',
  'area.korkran.scorchedPlateau.desc':
    'A hot, rocky plateau cut by cliffs and a chasm; at the foot of the mountains a cave mouth opens. Not a drop of liquid, not a scrap of shade.',
  'area.korkran.acidLake.name': 'Corrosive Lake',
  'area.korkran.acidLake.desc':
    'An acid stream runs down from the mountains into a fuming lake of corrosive liquid, and to the east a small volcano smoulders. The best place to land is the stony plain south of the water.',
  'area.korkran.glassCity.name': 'The Glass City',
  'area.korkran.glassCity.desc':
    'A rare find: among desert hills stand the glass-fused walls of an alien city, and beneath a nearby hill lies a cave hiding one more structure.',
};
