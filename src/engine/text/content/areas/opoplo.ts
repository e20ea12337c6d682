// Names and descriptions of Opoplo's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextOpoploPl = {
  'area.opoplo.frozenLakes.name': 'Skute Jeziora',
  'area.opoplo.frozenLakes.desc':
    'Strumień z lodowca zasila jezioro o brzegach porośniętych karłowatą roślinnością, a obok ciągną się bagniska i małe oczko wodne. Mroźno, nad wodą często zalega mgła.',
  'area.opoplo.iceFields.name': 'Lodowe Pola',
  'area.opoplo.iceFields.desc':
    'Rozległe lodowce otaczają kamienistą równinę z zamarzającym stawem i rozpadliną; w górach na wschodzie lodowa jaskinia ma dwa wejścia.',
  'area.opoplo.steamingCaldera.name': 'Parująca Kaldera',
  'area.opoplo.steamingCaldera.desc':
    'Wulkan ogrzewa tę dolinę: w kraterze żarzy się lawa, a ciepłe jezioro u jego stóp paruje, otulając mgłą kępy roślin i lodowce na obrzeżach.',
  'area.opoplo.buriedTemple.name': 'Świątynia pod Lodem',
  'area.opoplo.buriedTemple.desc':
    'Rzadkie odkrycie: spod lodowca wyłania się budowla obcych, a lodowa jaskinia prowadzi do drugiej, ukrytej pod wzgórzem. Wokół mróz i kamieniste równiny.',
} as const;

export const areaTextOpoploEn: Readonly<Record<keyof typeof areaTextOpoploPl, string>> = {
  'area.opoplo.frozenLakes.name': 'Ice-Bound Lakes',
  'area.opoplo.frozenLakes.desc':
    'A stream from the glacier feeds a lake whose shores are covered with stunted vegetation, with bogs and a small pond nearby. It is frosty, and fog often hangs over the water.',
  'area.opoplo.iceFields.name': 'Ice Fields',
  'area.opoplo.iceFields.desc':
    'Broad glaciers surround a stony plain with a freezing pond and a chasm; in the mountains to the east an ice cave has two entrances.',
  'area.opoplo.steamingCaldera.name': 'Steaming Caldera',
  'area.opoplo.steamingCaldera.desc':
    'A volcano warms this valley: lava glows in its crater, and the warm lake at its foot steams, wrapping the plant clumps and the glaciers on the rim in fog.',
  'area.opoplo.buriedTemple.name': 'Temple Under the Ice',
  'area.opoplo.buriedTemple.desc':
    'A rare find: an alien structure juts out of the glacier, and an ice cave leads to a second one hidden beneath a hill. All around, frost and stony plains.',
};
