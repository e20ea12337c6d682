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
