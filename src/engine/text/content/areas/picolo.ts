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
