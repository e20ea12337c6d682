// Names and descriptions of Mefisto's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextMefistoPl = {
  'area.mefisto.ashPlain.name': 'Równina Popiołów',
  'area.mefisto.ashPlain.desc':
    'Rozległa, spieczona słońcem równina pokryta pyłem i dawnymi jęzorami zastygłej lawy. Na południu wzgórza skrywają wejście do niewielkiej jaskini.',
  'area.mefisto.lavaSlopes.name': 'Stoki Czynnego Wulkanu',
  'area.mefisto.lavaSlopes.desc':
    'Lądowisko u podnóża czynnego wulkanu, z którego krateru spływają strumienie płynnej lawy. Pod jednym z nich biegnie stary tunel lawowy.',
  'area.mefisto.saltLake.name': 'Trujące Słone Jezioro',
  'area.mefisto.saltLake.desc':
    'Płaskie solnisko nad płytkim, trującym jeziorem, do którego spływa rzeka z północnych wzgórz. Mimo wody nic tu nie rośnie.',
  'area.mefisto.deadCity.name': 'Martwe Miasto w Kanionie',
  'area.mefisto.deadCity.desc':
    'Dno suchego kanionu o stromych urwiskach, gdzie wśród szczelin stoją ruiny miasta obcych. Pył nie nosi śladów żadnego życia.',
} as const;

export const areaTextMefistoEn: Readonly<Record<keyof typeof areaTextMefistoPl, string>> = {
  'area.mefisto.ashPlain.name': 'Plain of Ashes',
  'area.mefisto.ashPlain.desc':
    'A vast, sun-baked plain covered in dust and old tongues of solidified lava. To the south, the hills hide the entrance to a small cave.',
  'area.mefisto.lavaSlopes.name': 'Slopes of the Active Volcano',
  'area.mefisto.lavaSlopes.desc':
    'A landing site at the foot of an active volcano whose crater sends streams of liquid lava downhill. An old lava tube runs beneath one of them.',
  'area.mefisto.saltLake.name': 'Poisonous Salt Lake',
  'area.mefisto.saltLake.desc':
    'A flat salt pan beside a shallow, poisonous lake fed by a river from the northern hills. Despite the water, nothing grows here.',
  'area.mefisto.deadCity.name': 'Dead City in the Canyon',
  'area.mefisto.deadCity.desc':
    'The floor of a dry, steep-walled canyon where the ruins of an alien city stand among the crevices. The dust bears no trace of any life.',
};
