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
