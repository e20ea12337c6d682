// Names and descriptions of Nowe Alto's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextNoweAltoPl = {
  'area.noweAlto.lakeLowlands.name': 'Nizina Wielkiego Jeziora',
  'area.noweAlto.lakeLowlands.desc':
    'Rozległa nizina opada łagodnie ku wielkiemu jezioru, do którego spływają dwie rzeki z północnych wzgórz. Równiny porasta rzadka roślinność, na wschodzie leżą bagna, a w głębi jeziora kryje się podwodna rozpadlina.',
  'area.noweAlto.shatteredRidge.name': 'Strzaskana Grań',
  'area.noweAlto.shatteredRidge.desc':
    'Pasmo gór poprzecinane urwiskami i przepaściami dzieli obszar na dwie doliny. Spod lodowca na szczytach spływa strumień, a pod granią ciągnie się jaskinia.',
  'area.noweAlto.ashValley.name': 'Popielna Dolina',
  'area.noweAlto.ashValley.desc':
    'Czynny wulkan w północno-zachodnim narożniku obsypuje dolinę popiołem, a wśród pól zastygłej lawy zieje przepaść. Niżej, nad zatoką, bujnie rośnie las, a ku wodzie schodzą bagna.',
  'area.noweAlto.citadelPlateau.name': 'Płaskowyż Cytadeli',
  'area.noweAlto.citadelPlateau.desc':
    'Rzadkie odkrycie: na płaskowyżu wznosi się opuszczone miasto obcych otoczone samotnymi budowlami. Pod jego centrum jaskinia skrywa komnatę, a od wschodu opływa je rzeka.',
} as const;
