// Names and descriptions of Suwatte's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextSuwattePl = {
  'area.suwatte.coralShelf.name': 'Rafowy Szelf',
  'area.suwatte.coralShelf.desc':
    'Prom osiada na ciepłym, płytkim morzu nad rafą tętniącą życiem. Na wschodzie dno urywa się stromą ścianą, za którą ciągną się głębokie rozpadliny.',
  'area.suwatte.drownedSpires.name': 'Zatopione Iglice',
  'area.suwatte.drownedSpires.desc':
    'Pod spokojną taflą oceanu spoczywają ruiny miasta obcych. Z głębin wyrastają smukłe wieże, a gdzieniegdzie nad powierzchnię wychylają się kępy wodorostów.',
  'area.suwatte.jungleDelta.name': 'Delta w Dżungli',
  'area.suwatte.jungleDelta.desc':
    'Parna dżungla porasta nizinę, którą rzeka przecina w drodze do zatoki. Wśród drzew kryją się bagna i jezioro, a nad wodą często zalega mgła.',
  'area.suwatte.fireCoast.name': 'Ognisty Brzeg',
  'area.suwatte.fireCoast.desc':
    'Prom ląduje między dymiącym wulkanem a zielonym wybrzeżem. Lawa spływa po zboczach, a pod polami zastygłej lawy biegnie stary korytarz lawowy.',
} as const;

export const areaTextSuwatteEn: Readonly<Record<keyof typeof areaTextSuwattePl, string>> = {
  'area.suwatte.coralShelf.name': 'Reef Shelf',
  'area.suwatte.coralShelf.desc':
    'The shuttle settles on a warm, shallow sea above a reef teeming with life. To the east the seabed drops away in a steep wall, beyond which deep trenches run.',
  'area.suwatte.drownedSpires.name': 'Drowned Spires',
  'area.suwatte.drownedSpires.desc':
    'Beneath the calm surface of the ocean lie the ruins of an alien city. Slender towers rise from the depths, and here and there clumps of seaweed break the surface.',
  'area.suwatte.jungleDelta.name': 'Jungle Delta',
  'area.suwatte.jungleDelta.desc':
    'Steaming jungle covers the lowland that the river crosses on its way to the bay. Swamps and a lake hide among the trees, and mist often hangs over the water.',
  'area.suwatte.fireCoast.name': 'Fire Coast',
  'area.suwatte.fireCoast.desc':
    'The shuttle lands between a smoking volcano and a green coast. Lava flows down the slopes, and an old lava tube runs beneath the fields of solidified lava.',
};
