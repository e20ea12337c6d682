// Names and descriptions of Mezo's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextMezoPl = {
  'area.mezo.oasisDunes.name': 'Oaza wśród Wydm',
  'area.mezo.oasisDunes.desc':
    'Wśród piaszczystych wydm bije źródło otoczone zielenią; wypływający z niego strumyk ginie w płytkich rozlewiskach na południu. Na wschodzie wznoszą się skaliste turnie.',
  'area.mezo.steamySwamps.name': 'Parne Mokradła',
  'area.mezo.steamySwamps.desc':
    'Parne bagna i gęsta dżungla ciągną się od dymiącego wulkanu ku rozlewisku, do którego wpada leniwa rzeka. Mgła utrzymuje się tu niemal bez przerwy.',
  'area.mezo.warmSeaCoast.name': 'Ciepłe Wybrzeże',
  'area.mezo.warmSeaCoast.desc':
    'Dżungla schodzi tu aż do ciepłego morza; na płyciznach z wody wyrastają gęste zarośla, a w głębi kryją się podwodne urwiska, rozpadlina i budowla obcych.',
  'area.mezo.sunkenCity.name': 'Zatopione Miasto',
  'area.mezo.sunkenCity.desc':
    'Rzadkie odkrycie: miasto obcych schodzi z brzegu w głąb zatoki i częściowo spoczywa pod wodą. W pobliskich górach jaskinia skrywa jeszcze jedną budowlę.',
} as const;

export const areaTextMezoEn: Readonly<Record<keyof typeof areaTextMezoPl, string>> = {
  'area.mezo.oasisDunes.name': 'Oasis Among the Dunes',
  'area.mezo.oasisDunes.desc':
    'Among sandy dunes a spring rises amid greenery; the brook flowing from it vanishes into shallow pools to the south. Rocky crags rise to the east.',
  'area.mezo.steamySwamps.name': 'Sultry Marshes',
  'area.mezo.steamySwamps.desc':
    'Sultry swamps and dense jungle stretch from a smoking volcano to a wide lagoon fed by a sluggish river. Fog lingers here almost without a break.',
  'area.mezo.warmSeaCoast.name': 'Warm Coast',
  'area.mezo.warmSeaCoast.desc':
    'Here the jungle runs right down to a warm sea; in the shallows dense thickets rise from the water, and deeper down lie underwater cliffs, a chasm and an alien structure.',
  'area.mezo.sunkenCity.name': 'The Sunken City',
  'area.mezo.sunkenCity.desc':
    'A rare find: an alien city runs from the shore down into the bay and partly rests underwater. In the nearby mountains a cave hides one more structure.',
};
