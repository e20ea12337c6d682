// Names and descriptions of Mezo's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextMezoPl = {
  'area.mezo.oasisDunes.name': 'Oaza wśród Wydm',
  'area.mezo.oasisDunes.desc':
    'Pośród piaszczystych wydm zielenieje oaza, być może z małym jeziorkiem; wypływający z niej strumyk ginie w płytkich rozlewiskach na południu. Na wschodzie wznoszą się skaliste turnie, a między wydmami zieje przepaść.',
  'area.mezo.steamySwamps.name': 'Parne Mokradła',
  'area.mezo.steamySwamps.desc':
    'Parne bagna i gęsta dżungla ciągną się od dymiącego wulkanu ku rozległemu rozlewisku, do którego wpada leniwa rzeka. Pod zboczem wulkanu zieje przepaść, a najlepsze miejsce do lądowania to skraj równiny na południowym zachodzie.',
  'area.mezo.warmSeaCoast.name': 'Wybrzeże Dżungli',
  'area.mezo.warmSeaCoast.desc':
    'Dżungla schodzi tu aż do morza, a na płyciznach z wody wyrastają kępy zarośli. Dno przecinają podwodne urwiska i rozpadlina, może też spoczywać na nim budowla obcych; w górach na północnym zachodzie otwiera się jaskinia.',
  'area.mezo.sunkenCity.name': 'Miasto nad Zatoką',
  'area.mezo.sunkenCity.desc':
    'Rzadkie odkrycie: ruiny miasta obcych schodzą z brzegu w głąb zatoki i częściowo kryją się pod wodą. W górach na zachodzie jaskinia skrywa jeszcze jedną budowlę.',
} as const;

export const areaTextMezoEn: Readonly<Record<keyof typeof areaTextMezoPl, string>> = {
  'area.mezo.oasisDunes.name': 'Oasis Among the Dunes',
  'area.mezo.oasisDunes.desc':
    'Among sandy dunes lies a green oasis, perhaps with a small pool; the brook flowing from it vanishes into shallow pools to the south. Rocky crags rise to the east, and a chasm gapes between the dunes.',
  'area.mezo.steamySwamps.name': 'Sultry Marshes',
  'area.mezo.steamySwamps.desc':
    'Sultry swamps and dense jungle stretch from a smoking volcano to a wide lagoon fed by a sluggish river. A chasm gapes below the volcano’s slope, and the best place for a shuttle to set down is the edge of the plain to the south-west.',
  'area.mezo.warmSeaCoast.name': 'Jungle Coast',
  'area.mezo.warmSeaCoast.desc':
    'Here the jungle runs right down to the sea, and clumps of thicket rise from the water in the shallows. Underwater cliffs and a chasm cut the seabed, where an alien structure may also lie; in the mountains to the north-west a cave opens.',
  'area.mezo.sunkenCity.name': 'The City on the Bay',
  'area.mezo.sunkenCity.desc':
    'A rare find: the ruins of an alien city run from the shore down into the bay, partly hidden underwater. In the mountains to the west a cave hides one more structure.',
};
