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
