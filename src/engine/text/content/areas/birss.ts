// Names and descriptions of Birss's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextBirssPl = {
  'area.birss.riverDelta.name': 'Delta Parujących Rzek',
  'area.birss.riverDelta.desc':
    'Dwie rzeki spływają przez gęstą dżunglę do ciepłego morza, tworząc rozlewiska i bagna. Na płyciznach wynurzają się kępy roślin, a nad wodą często wisi mgła.',
  'area.birss.glacierLakes.name': 'Jeziora pod Lodowcami',
  'area.birss.glacierLakes.desc':
    'Wysoka dolina pod szczytami, z których lodowce zasilają rzeki i jeziora. Dno doliny przecina głęboka przepaść, a pod wzgórzami kryje się jaskinia.',
  'area.birss.reefIslands.name': 'Wyspy Rafowe',
  'area.birss.reefIslands.desc':
    'Zielone wyspy rozrzucone po ciepłym, płytkim morzu pełnym raf i podwodnych urwisk. Prom stanął na największej z nich, gdzie wśród wzgórz otwiera się jaskinia.',
  'area.birss.overgrownTemple.name': 'Zarośnięta Świątynia',
  'area.birss.overgrownTemple.desc':
    'W dusznej dżungli stoją oplecione pnączami budowle obcych, a jeszcze jedną ukryto w jaskini pod pobliskim wzgórzem. Parna mgła rzadko opada.',
} as const;

export const areaTextBirssEn: Readonly<Record<keyof typeof areaTextBirssPl, string>> = {
  'area.birss.riverDelta.name': 'Delta of the Steaming Rivers',
  'area.birss.riverDelta.desc':
    'Two rivers run through dense jungle down to a warm sea, forming backwaters and swamps. Clumps of plants rise from the shallows, and fog often hangs over the water.',
  'area.birss.glacierLakes.name': 'Lakes Below the Glaciers',
  'area.birss.glacierLakes.desc':
    'A high valley beneath peaks whose glaciers feed rivers and lakes. A deep chasm cuts across the valley floor, and a cave hides beneath the hills.',
  'area.birss.reefIslands.name': 'Reef Islands',
  'area.birss.reefIslands.desc':
    'Green islands scattered across a warm, shallow sea full of reefs and underwater cliffs. The shuttle landed on the largest of them, where a cave opens among the hills.',
  'area.birss.overgrownTemple.name': 'The Overgrown Temple',
  'area.birss.overgrownTemple.desc':
    'Vine-wrapped alien buildings stand in the sultry jungle, and one more is hidden in a cave beneath a nearby hill. The steamy fog seldom lifts.',
};
