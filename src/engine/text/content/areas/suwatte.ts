// Names and descriptions of Suwatte's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextSuwattePl = {
  'area.suwatte.coralShelf.name': 'Rafowy Szelf',
  'area.suwatte.coralShelf.desc':
    'Płytkie morze nad rafą tętniącą życiem, bez skrawka lądu. Na wschodzie dno urywa się stromymi ścianami, za którymi ciągną się głębokie rozpadliny.',
  'area.suwatte.drownedSpires.name': 'Zatopione Iglice',
  'area.suwatte.drownedSpires.desc':
    'Rzadkie odkrycie: pod spokojną taflą oceanu, wzdłuż podwodnego urwiska, spoczywają ruiny miasta obcych. Z głębin wyrastają smukłe wieże, a gdzieniegdzie nad powierzchnię wychylają się kępy wodorostów.',
  'area.suwatte.jungleDelta.name': 'Delta w Dżungli',
  'area.suwatte.jungleDelta.desc':
    'Gęsta dżungla porasta nizinę, którą rzeki przecinają w drodze do zatoki na południu. Na zachodzie ciągną się bagna, wśród drzew może kryć się jezioro, a dno zatoki przecinają urwiska i rozpadlina.',
  'area.suwatte.fireCoast.name': 'Ognisty Brzeg',
  'area.suwatte.fireCoast.desc':
    'Między dymiącym wulkanem a zielonym wybrzeżem lawa spływa po zboczach, a obok krateru zieje przepaść. Pod polami zastygłej lawy biegnie stara jaskinia, w której stoi budowla obcych.',
} as const;

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
