// The English of opoplo.ts (a file of its own: the task pane loads English only on demand).
import type { areaTextOpoploPl } from './opoplo';

export const areaTextOpoploEn: Readonly<Record<keyof typeof areaTextOpoploPl, string>> = {
  'area.opoplo.frozenLakes.name': 'Glacial Lake',
  'area.opoplo.frozenLakes.desc':
    'A stream from beneath the glacier feeds a lake whose shores are covered with stunted vegetation. Bogs stretch to the east of it, perhaps with a small pond beside them, and an underwater cliff cuts the lake bed.',
  'area.opoplo.iceFields.name': 'Ice Fields',
  'area.opoplo.iceFields.desc':
    'Broad glaciers surround a stony plain with a freezing pond and a chasm; in the mountains to the east an ice cave has two entrances.',
  'area.opoplo.steamingCaldera.name': 'Steaming Caldera',
  'area.opoplo.steamingCaldera.desc':
    'Lava glows in the volcano’s crater, and at its foot a lake warmed by the heat below steams, with a chasm on its bed. Clumps of plants grow along its shores, and glaciers lie on the rim of the valley.',
  'area.opoplo.buriedTemple.name': 'Temple Under the Ice',
  'area.opoplo.buriedTemple.desc':
    'A rare find: an alien structure juts out of the glacier, and an ice cave leads to a second one hidden beneath a hill. All around lie frost, stony plains and a small pond.',
};
