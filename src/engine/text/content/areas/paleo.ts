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
