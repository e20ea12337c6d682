// Names and descriptions of Mefisto's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextMefistoPl = {
  'area.mefisto.ashPlain.name': 'Równina Popiołów',
  'area.mefisto.ashPlain.desc':
    'Rozległa, spieczona słońcem równina pokryta pyłem i dawnymi jęzorami zastygłej lawy, przecięta wąską przepaścią. Na południu wzgórza skrywają wejście do niewielkiej jaskini.',
  'area.mefisto.lavaSlopes.name': 'Stoki Czynnego Wulkanu',
  'area.mefisto.lavaSlopes.desc':
    'Podnóże czynnego wulkanu, z którego krateru spływają strumienie płynnej lawy. Pod jednym z nich biegnie jaskinia – stary tunel lawowy.',
  'area.mefisto.saltLake.name': 'Trujące Słone Jezioro',
  'area.mefisto.saltLake.desc':
    'Płaskie solnisko nad płytkim, trującym jeziorem, do którego spływa rzeka z północnych wzgórz; we wzgórzach na wschodzie kryje się jaskinia. Mimo wody nic tu nie rośnie.',
  'area.mefisto.deadCity.name': 'Martwe Miasto w Kanionie',
  'area.mefisto.deadCity.desc':
    'Rzadkie odkrycie: na dnie suchego kanionu o stromych urwiskach, między przepaściami, stoją ruiny miasta obcych. Pył nie nosi śladów żadnego życia, a we wschodnich wzgórzach otwiera się jaskinia.',
} as const;

export const areaTextMefistoEn: Readonly<Record<keyof typeof areaTextMefistoPl, string>> = {
  'area.mefisto.ashPlain.name': 'Plain of Ashes',
  'area.mefisto.ashPlain.desc':
    'A vast, sun-baked plain covered in dust and old tongues of solidified lava, split by a narrow chasm. To the south, the hills hide the entrance to a small cave.',
  'area.mefisto.lavaSlopes.name': 'Slopes of the Active Volcano',
  'area.mefisto.lavaSlopes.desc':
    'The foot of an active volcano whose crater sends streams of liquid lava downhill. Beneath one of them runs a cave, an old lava tube.',
  'area.mefisto.saltLake.name': 'Poisonous Salt Lake',
  'area.mefisto.saltLake.desc':
    'A flat salt pan beside a shallow, poisonous lake fed by a river from the northern hills; a cave hides in the hills to the east. Despite the water, nothing grows here.',
  'area.mefisto.deadCity.name': 'Dead City in the Canyon',
  'area.mefisto.deadCity.desc':
    'A rare find: on the floor of a dry, steep-walled canyon, among chasms, stand the ruins of an alien city. The dust bears no trace of any life, and a cave opens in the eastern hills.',
};
