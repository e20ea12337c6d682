// The English of birss.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextBirssPl } from './birss';

export const areaTextBirssEn: Readonly<Record<keyof typeof areaTextBirssPl, string>> = {
  'area.birss.riverDelta.name': 'Delta of the Twin Rivers',
  'area.birss.riverDelta.desc':
    'Two rivers run down from the hills through dense jungle to the sea, spreading into backwaters and swamps at their mouths. Clumps of plants rise from the shallows, and further out underwater cliffs cut the seabed.',
  'area.birss.glacierLakes.name': 'Lakes Below the Glaciers',
  'area.birss.glacierLakes.desc':
    'A high valley at the foot of the mountains: glaciers run down from the peaks and feed rivers, a pond and perhaps a lake. A deep chasm cuts across the valley floor, and a cave hides beneath the hills.',
  'area.birss.reefIslands.name': 'Reef Islands',
  'area.birss.reefIslands.desc':
    'Green islands scattered across a shallow sea full of reefs and underwater cliffs. The best place to land is the largest of them, in the west, where a cave opens among the hills.',
  'area.birss.overgrownTemple.name': 'The Overgrown Temple',
  'area.birss.overgrownTemple.desc':
    'A rare find: vine-wrapped alien buildings may stand in the sultry jungle near a river and a lake, and one more is hidden in a cave beneath a hill to the east.',
};
