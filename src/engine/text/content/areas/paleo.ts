// Names and descriptions of Paleo's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextPaleoPl = {
  'area.paleo.iceFjord.name': 'Lodowy Fiord',
  'area.paleo.iceFjord.desc':
    'Wąski fiord wcina się głęboko między lodowce i skaliste szczyty. Pod jego wodą kryją się strome urwiska i rozpadliny, a wzdłuż brzegów ciągną się pasy kamienistej równiny.',
  'area.paleo.mossTundra.name': 'Mszysta Tundra',
  'area.paleo.mossTundra.desc':
    'Płaska tundra o skąpej roślinności, pełna bagien, być może też jeziorek. Strumienie spływające spod lodowców zbiegają się w niewielkim stawie pośrodku obszaru.',
  'area.paleo.frostKarst.name': 'Lodowcowy Kras',
  'area.paleo.frostKarst.desc':
    'Skaliste wzgórza i stare pola zastygłej lawy otaczają grań, pod którą jaskinia łączy dwie doliny. Lodowce przykrywają północne zbocza, a strumień z roztopów płynie ku dolinie, gdzie być może leży małe jezioro.',
  'area.paleo.frozenVault.name': 'Skuty Lodem Skarbiec',
  'area.paleo.frozenVault.desc':
    'Rzadkie odkrycie: spod lodowca wystają budowle obcych, a lód przecinają przepaście. W lodowej jaskini kryje się zamknięta komnata, a w pobliskim jeziorze może spoczywać zatopiona konstrukcja.',
} as const;

export const areaTextPaleoEn: Readonly<Record<keyof typeof areaTextPaleoPl, string>> = {
  'area.paleo.iceFjord.name': 'Ice Fjord',
  'area.paleo.iceFjord.desc':
    'A narrow fjord cuts deep between glaciers and rocky peaks. Steep cliffs and chasms hide beneath its water, and strips of stony plain run along its shores.',
  'area.paleo.mossTundra.name': 'Mossy Tundra',
  'area.paleo.mossTundra.desc':
    'Flat tundra with scant vegetation, full of swamps and perhaps small lakes. Streams flowing from the glaciers meet in a small pond in the middle of the area.',
  'area.paleo.frostKarst.name': 'Glacier Karst',
  'area.paleo.frostKarst.desc':
    'Rocky hills and old fields of solidified lava surround a ridge beneath which a cave links two valleys. Glaciers cover the northern slopes, and a meltwater stream runs towards a valley where a small lake may lie.',
  'area.paleo.frozenVault.name': 'Ice-Bound Vault',
  'area.paleo.frozenVault.desc':
    'A rare find: alien buildings jut out from beneath the glacier, and chasms split the ice. A sealed chamber hides in an ice cave, and a sunken structure may rest in a nearby lake.',
};
