// Names and descriptions of Paleo's landing areas (R-CONTENT-11). Content written for this edition.

export const areaTextPaleoPl = {
  'area.paleo.iceFjord.name': 'Lodowy Fiord',
  'area.paleo.iceFjord.desc':
    'Wąski fiord wcina się głęboko między lodowce i skaliste szczyty. Pod jego wodą kryją się strome urwiska, a znad lodu często podnosi się mgła.',
  'area.paleo.mossTundra.name': 'Mszysta Tundra',
  'area.paleo.mossTundra.desc':
    'Płaska tundra o skąpej roślinności, pełna bagien i jeziorek. Dwa strumienie z lodowców zbiegają się w niewielkim stawie pośrodku obszaru.',
  'area.paleo.frostKarst.name': 'Mroźny Kras',
  'area.paleo.frostKarst.desc':
    'Skaliste wzgórza i stare pola zastygłej lawy otaczają grań, pod którą jaskinia łączy dwie doliny. Roztopy z lodowca zasilają małe jezioro.',
  'area.paleo.frozenVault.name': 'Skuty Lodem Skarbiec',
  'area.paleo.frozenVault.desc':
    'Spod lodowca wystają budowle obcych. W lodowej jaskini kryje się zamknięta komnata, a w pobliskim jeziorze spoczywa zatopiona konstrukcja.',
} as const;

export const areaTextPaleoEn: Readonly<Record<keyof typeof areaTextPaleoPl, string>> = {
  'area.paleo.iceFjord.name': 'Ice Fjord',
  'area.paleo.iceFjord.desc':
    'A narrow fjord cuts deep between glaciers and rocky peaks. Steep cliffs hide beneath its water, and fog often rises from the ice.',
  'area.paleo.mossTundra.name': 'Mossy Tundra',
  'area.paleo.mossTundra.desc':
    'Flat tundra with scant vegetation, full of swamps and small lakes. Two glacial streams meet in a small pond in the middle of the area.',
  'area.paleo.frostKarst.name': 'Frost Karst',
  'area.paleo.frostKarst.desc':
    'Rocky hills and old fields of solidified lava surround a ridge beneath which a cave links two valleys. Meltwater from a glacier feeds a small lake.',
  'area.paleo.frozenVault.name': 'Ice-Bound Vault',
  'area.paleo.frozenVault.desc':
    'Alien buildings jut out from beneath the glacier. A sealed chamber hides in an ice cave, and a sunken structure rests in a nearby lake.',
};
