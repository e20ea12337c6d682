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
