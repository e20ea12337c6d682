// Names and descriptions of Birss's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextBirssPl = {
  'area.birss.riverDelta.name': 'Delta Bliźniaczych Rzek',
  'area.birss.riverDelta.desc':
    'Dwie rzeki spływają ze wzgórz przez gęstą dżunglę do morza, a u ich ujścia rozciągają się rozlewiska i bagna. Na płyciznach z wody wynurzają się kępy roślin, a dalej dno przecinają podwodne urwiska.',
  'area.birss.glacierLakes.name': 'Jeziora pod Lodowcami',
  'area.birss.glacierLakes.desc':
    'Wysoka dolina u stóp gór: ze szczytów spływają lodowce, które zasilają rzeki, staw i być może jezioro. Dno doliny przecina głęboka przepaść, a pod wzgórzami kryje się jaskinia.',
  'area.birss.reefIslands.name': 'Wyspy Rafowe',
  'area.birss.reefIslands.desc':
    'Zielone wyspy rozrzucone po płytkim morzu pełnym raf i podwodnych urwisk. Najlepsze miejsce do lądowania to największa z nich, na zachodzie, gdzie wśród wzgórz otwiera się jaskinia.',
  'area.birss.overgrownTemple.name': 'Zarośnięta Świątynia',
  'area.birss.overgrownTemple.desc':
    'Rzadkie odkrycie: w dusznej dżungli, niedaleko rzeki i jeziora, mogą stać oplecione pnączami budowle obcych, a w jaskini pod wzgórzem na wschodzie kryje się jeszcze jedna.',
} as const;

export const areaTextBirssEn: Readonly<Record<keyof typeof areaTextBirssPl, string>> = {
  'area.birss.riverDelta.name': 'Delta of the Twin Rivers',
  'area.birss.riverDelta.desc':
    'Two rivers run down from the hills through dense jungle to the sea, spreading into backwaters and swamps at their mouths. Clumps of plants rise from the shallows, and further out underwater cliffs cut the seabed.',
  'area.birss.glacierLakes.name': 'Lakes Below the Glaciers',
  'area.birss.glacierLakes.desc':
    'A high valley at the foot of the mountains: glaciers run down from the peaks and feed rivers, a pond and perhaps a lake. A deep chasm cuts across the valley floor, and a cave hides beneath the hills.',
  'area.birss.reefIslands.name': 'Reef Islands',
  'area.birss.reefIslands.desc':
    'Green islands scattered across a shallow sea full of reefs and underwater cliffs. The best place to land is the largest of them, in the west, where a cave opens among the hills.',
  'area.birss.overgrownTemple.name': 'The Overgrown Temple',
  'area.birss.overgrownTemple.desc':
    'A rare find: vine-wrapped alien buildings may stand in the sultry jungle near a river and a lake, and one more is hidden in a cave beneath a hill to the east.',
};
