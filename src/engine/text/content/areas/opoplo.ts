// Names and descriptions of Opoplo's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextOpoploPl = {
  'area.opoplo.frozenLakes.name': 'Jezioro Lodowcowe',
  'area.opoplo.frozenLakes.desc':
    'Strumień spod lodowca zasila jezioro o brzegach porośniętych karłowatą roślinnością. Na wschód od niego ciągną się bagniska, obok których może leżeć małe oczko wodne, a dno jeziora przecina podwodne urwisko.',
  'area.opoplo.iceFields.name': 'Lodowe Pola',
  'area.opoplo.iceFields.desc':
    'Rozległe lodowce otaczają kamienistą równinę z zamarzającym stawem i przepaścią; w górach na wschodzie lodowa jaskinia ma dwa wejścia.',
  'area.opoplo.steamingCaldera.name': 'Parująca Kaldera',
  'area.opoplo.steamingCaldera.desc':
    'W kraterze wulkanu żarzy się lawa, a u jego stóp paruje jezioro ogrzewane podziemnym żarem, z rozpadliną na dnie. Brzegi porastają kępy roślin, a na obrzeżach doliny leżą lodowce.',
  'area.opoplo.buriedTemple.name': 'Świątynia pod Lodem',
  'area.opoplo.buriedTemple.desc':
    'Rzadkie odkrycie: spod lodowca wyłania się budowla obcych, a lodowa jaskinia prowadzi do drugiej, ukrytej pod wzgórzem. Wokół mróz, kamieniste równiny i mały staw.',
} as const;

export const areaTextOpoploEn: Readonly<Record<keyof typeof areaTextOpoploPl, string>> = {
  'area.opoplo.frozenLakes.name': 'Glacial Lake',
  'area.opoplo.frozenLakes.desc':
    'A stream from beneath the glacier feeds a lake whose shores are covered with stunted vegetation. Bogs stretch to the east of it, perhaps with a small pond beside them, and an underwater cliff cuts the lake bed.',
  'area.opoplo.iceFields.name': 'Ice Fields',
  'area.opoplo.iceFields.desc':
    'Broad glaciers surround a stony plain with a freezing pond and a chasm; in the mountains to the east an ice cave has two entrances.',
  'area.opoplo.steamingCaldera.name': 'Steaming Caldera',
  'area.opoplo.steamingCaldera.desc':
    'Lava glows in the volcano’s crater, and at its foot a lake warmed by the heat below steams, with a chasm on its bed. Clumps of plants grow along its shores, and glaciers lie on the rim of the valley.',
  'area.opoplo.buriedTemple.name': 'Temple Under the Ice',
  'area.opoplo.buriedTemple.desc':
    'A rare find: an alien structure juts out of the glacier, and an ice cave leads to a second one hidden beneath a hill. All around lie frost, stony plains and a small pond.',
};
