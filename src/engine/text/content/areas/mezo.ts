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
