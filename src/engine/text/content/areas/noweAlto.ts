// Names and descriptions of Nowe Alto's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextNoweAltoPl = {
  'area.noweAlto.lakeLowlands.name': 'Nizina Wielkiego Jeziora',
  'area.noweAlto.lakeLowlands.desc':
    'Rozległa nizina opada łagodnie ku wielkiemu jezioru, do którego spływają dwie rzeki z północnych wzgórz. Równiny porasta rzadka roślinność, a na wschodzie leżą bagna.',
  'area.noweAlto.shatteredRidge.name': 'Strzaskana Grań',
  'area.noweAlto.shatteredRidge.desc':
    'Pasmo gór poprzecinane urwiskami i przepaściami dzieli obszar na dwie doliny. Ze szczytowego lodowca spływa strumień, a pod granią ciągnie się jaskinia.',
  'area.noweAlto.ashValley.name': 'Popielna Dolina',
  'area.noweAlto.ashValley.desc':
    'Czynny wulkan w północno-zachodnim narożniku obsypuje dolinę popiołem, lecz niżej, nad zatoką, bujnie rośnie las. Ciepłe opary często niosą mgłę.',
  'area.noweAlto.citadelPlateau.name': 'Płaskowyż Cytadeli',
  'area.noweAlto.citadelPlateau.desc':
    'Na płaskowyżu stoi opuszczone miasto obcych otoczone samotnymi budowlami. Pod jego centrum kryje się jaskinia z komnatą, a od wschodu opływa je rzeka.',
} as const;

export const areaTextNoweAltoEn: Readonly<Record<keyof typeof areaTextNoweAltoPl, string>> = {
  'area.noweAlto.lakeLowlands.name': 'Great Lake Lowland',
  'area.noweAlto.lakeLowlands.desc':
    'A broad lowland slopes gently down to a great lake fed by two rivers from the northern hills. Sparse vegetation covers the plains, and swamps lie to the east.',
  'area.noweAlto.shatteredRidge.name': 'Shattered Ridge',
  'area.noweAlto.shatteredRidge.desc':
    'A mountain range cut by cliffs and chasms divides the area into two valleys. A stream runs down from the summit glacier, and a cave stretches beneath the ridge.',
  'area.noweAlto.ashValley.name': 'Ash Valley',
  'area.noweAlto.ashValley.desc':
    'An active volcano in the north-western corner dusts the valley with ash, but lower down, by the bay, a forest grows lush. Warm vapours often bring fog.',
  'area.noweAlto.citadelPlateau.name': 'Citadel Plateau',
  'area.noweAlto.citadelPlateau.desc':
    'A deserted alien city stands on the plateau, surrounded by solitary buildings. A cave with a chamber lies beneath its centre, and a river skirts it to the east.',
};
