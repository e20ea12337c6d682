// Names and descriptions of Korkran's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextKorkranPl = {
  'area.korkran.lavaFields.name': 'Pola Płynnej Lawy',
  'area.korkran.lavaFields.desc':
    'Spieczona równina u stóp czynnego krateru, z którego żarzące się strumienie lawy pełzną między zastygłe pola. Powietrze drga od żaru, kwaśne opary przesłaniają szczyty, a teren przecinają dwie przepaście.',
  'area.korkran.scorchedPlateau.name': 'Spalony Płaskowyż',
  'area.korkran.scorchedPlateau.desc':
    'Rozgrzany, skalisty płaskowyż poprzecinany urwiskami i przepaścią; u stóp gór otwiera się wejście do jaskini. Ani kropli cieczy, ani skrawka cienia.',
  'area.korkran.acidLake.name': 'Żrące Jezioro',
  'area.korkran.acidLake.desc':
    'Kwaśny strumień spływa z gór do dymiącego jeziora żrącej cieczy, a na wschodzie tli się niewielki wulkan. Najlepsze miejsce do lądowania to kamienista równina na południe od toni.',
  'area.korkran.glassCity.name': 'Szklane Miasto',
  'area.korkran.glassCity.desc':
    'Rzadkie odkrycie: wśród pustynnych wzgórz stoją stopione w szkło mury miasta obcych, a pod pobliskim wzgórzem kryje się jaskinia z jeszcze jedną budowlą.',
} as const;
