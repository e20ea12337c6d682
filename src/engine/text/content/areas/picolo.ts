// Names and descriptions of Picolo's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextPicoloPl = {
  'area.picolo.craterField.name': 'Pole Kraterów',
  'area.picolo.craterField.desc':
    'Łagodna równina usiana kraterami po uderzeniach meteorów; w środku wschodniego zieje głęboka przepaść, a pod wzgórzami na południowym zachodzie biegnie krótka jaskinia. Przy znikomej grawitacji pył wzbija się przy każdym kroku.',
  'area.picolo.hollowRidge.name': 'Wydrążony Grzbiet',
  'area.picolo.hollowRidge.desc':
    'Skalisty grzbiet przecina równinę z północy na południe, a w jego wnętrzu wije się długa, kręta jaskinia. Urwiska utrudniają marsz po powierzchni, a na południowej równinie zieje przepaść.',
  'area.picolo.weedShallows.name': 'Płycizny Wodorostów',
  'area.picolo.weedShallows.desc':
    'Spokojne, płytkie morze bez skrawka lądu. Pod powierzchnią ciągną się łąki wodorostów, gdzieniegdzie wynurzające się kępami, a dno przecinają podwodne urwiska.',
  'area.picolo.drownedCity.name': 'Zatopione Miasto',
  'area.picolo.drownedCity.desc':
    'Rzadkie odkrycie: na dnie bezkresnego oceanu, na skraju głębokiego rowu, spoczywają ruiny miasta obcych. Żadna z budowli nie sięga powierzchni.',
} as const;

export const areaTextPicoloEn: Readonly<Record<keyof typeof areaTextPicoloPl, string>> = {
  'area.picolo.craterField.name': 'Crater Field',
  'area.picolo.craterField.desc':
    'A gentle plain pitted with meteor craters; a deep chasm gapes in the middle of the eastern one, and a short cave runs beneath the hills to the south-west. In the near-zero gravity, dust rises with every step.',
  'area.picolo.hollowRidge.name': 'Hollow Ridge',
  'area.picolo.hollowRidge.desc':
    'A rocky ridge crosses the plain from north to south, and a long, winding cave runs through its heart. Cliffs make the march on the surface difficult, and a chasm gapes in the southern plain.',
  'area.picolo.weedShallows.name': 'Weed Shallows',
  'area.picolo.weedShallows.desc':
    'A calm, shallow sea without a scrap of land. Meadows of seaweed stretch below the surface, rising above it here and there in clumps, and underwater cliffs cut the seabed.',
  'area.picolo.drownedCity.name': 'The Drowned City',
  'area.picolo.drownedCity.desc':
    'A rare find: on the floor of an endless ocean, on the edge of a deep trench, lie the ruins of an alien city. None of its buildings reaches the surface.',
};
