// The English of noweAlto.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextNoweAltoPl } from './noweAlto';

export const areaTextNoweAltoEn: Readonly<Record<keyof typeof areaTextNoweAltoPl, string>> = {
  'area.noweAlto.lakeLowlands.name': 'Great Lake Lowland',
  'area.noweAlto.lakeLowlands.desc':
    'A broad lowland slopes gently down to a great lake fed by two rivers from the northern hills. Sparse vegetation covers the plains, swamps lie to the east, and an underwater chasm hides in the depths of the lake.',
  'area.noweAlto.shatteredRidge.name': 'Shattered Ridge',
  'area.noweAlto.shatteredRidge.desc':
    'A mountain range cut by cliffs and chasms divides the area into two valleys. A stream runs down from the glacier on the peaks, and a cave stretches beneath the ridge.',
  'area.noweAlto.ashValley.name': 'Ash Valley',
  'area.noweAlto.ashValley.desc':
    'An active volcano in the north-western corner dusts the valley with ash, and a chasm gapes among the fields of solidified lava. Lower down, by the bay, a forest grows lush and swamps run down to the water.',
  'area.noweAlto.citadelPlateau.name': 'Citadel Plateau',
  'area.noweAlto.citadelPlateau.desc':
    'A rare find: a deserted alien city rises on the plateau, surrounded by solitary buildings. A cave beneath its centre hides a chamber, and a river skirts it to the east.',
};
