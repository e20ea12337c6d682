// The English of mefisto.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextMefistoPl } from './mefisto';

export const areaTextMefistoEn: Readonly<Record<keyof typeof areaTextMefistoPl, string>> = {
  'area.mefisto.ashPlain.name': 'Plain of Ashes',
  'area.mefisto.ashPlain.desc':
    'A vast, sun-baked plain covered in dust and old tongues of solidified lava, split by a narrow chasm. To the south, the hills hide the entrance to a small cave.',
  'area.mefisto.lavaSlopes.name': 'Slopes of the Active Volcano',
  'area.mefisto.lavaSlopes.desc':
    'The foot of an active volcano whose crater sends streams of liquid lava downhill. Beneath one of them runs a cave, an old lava tube.',
  'area.mefisto.saltLake.name': 'Poisonous Salt Lake',
  'area.mefisto.saltLake.desc':
    'A flat salt pan beside a shallow, poisonous lake fed by a river from the northern hills; a cave hides in the hills to the east. Despite the water, nothing grows here.',
  'area.mefisto.deadCity.name': 'Dead City in the Canyon',
  'area.mefisto.deadCity.desc':
    'A rare find: on the floor of a dry, steep-walled canyon, among chasms, stand the ruins of an alien city. The dust bears no trace of any life, and a cave opens in the eastern hills.',
};
