// The English of suwatte.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextSuwattePl } from './suwatte';

export const areaTextSuwatteEn: Readonly<Record<keyof typeof areaTextSuwattePl, string>> = {
  'area.suwatte.coralShelf.name': 'Reef Shelf',
  'area.suwatte.coralShelf.desc':
    'A shallow sea above a reef teeming with life, without a scrap of land. To the east the seabed drops away in steep walls, beyond which deep trenches run.',
  'area.suwatte.drownedSpires.name': 'Drowned Spires',
  'area.suwatte.drownedSpires.desc':
    'A rare find: beneath the calm surface of the ocean, along an underwater cliff, lie the ruins of an alien city. Slender towers rise from the depths, and here and there clumps of seaweed break the surface.',
  'area.suwatte.jungleDelta.name': 'Jungle Delta',
  'area.suwatte.jungleDelta.desc':
    'Dense jungle covers the lowland that the rivers cross on their way to the bay in the south. Swamps stretch to the west, a lake may hide among the trees, and cliffs and a chasm cut the floor of the bay.',
  'area.suwatte.fireCoast.name': 'Fire Coast',
  'area.suwatte.fireCoast.desc':
    'Between a smoking volcano and a green coast, lava runs down the slopes and a chasm gapes beside the crater. An old cave runs beneath the fields of solidified lava, and an alien structure stands inside it.',
};
