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
