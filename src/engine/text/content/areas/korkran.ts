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

export const areaTextKorkranEn: Readonly<Record<keyof typeof areaTextKorkranPl, string>> = {
  'area.korkran.lavaFields.name': 'Fields of Liquid Lava',
  'area.korkran.lavaFields.desc':
    'A baked plain at the foot of an active crater, where glowing streams of lava creep between solidified fields. The air shimmers with heat, acid fumes veil the peaks, and two chasms cut the ground.',
  'area.korkran.scorchedPlateau.name': 'Scorched Plateau',
  'area.korkran.scorchedPlateau.desc':
    'A hot, rocky plateau cut by cliffs and a chasm; at the foot of the mountains a cave mouth opens. Not a drop of liquid, not a scrap of shade.',
  'area.korkran.acidLake.name': 'Corrosive Lake',
  'area.korkran.acidLake.desc':
    'An acid stream runs down from the mountains into a fuming lake of corrosive liquid, and to the east a small volcano smoulders. The best place to land is the stony plain south of the water.',
  'area.korkran.glassCity.name': 'The Glass City',
  'area.korkran.glassCity.desc':
    'A rare find: among desert hills stand the glass-fused walls of an alien city, and beneath a nearby hill lies a cave hiding one more structure.',
};
