// The terrain features of a field that count at one layer (R-MAP-07, R-MAP-08, R-TERRAIN-14,
// R-TERRAIN-23, R-TERRAIN-26, R-TERRAIN-30): on a liquid's surface only the liquid and emergent
// vegetation; under it the liquid and everything else of the field; in a cave the cave.
import type { AreaField } from '../data/areas';
import type { Layer } from '../state';

export type LayerFeature =
  | 'plain' | 'hills' | 'mountains' | 'cliff' | 'solidLava' | 'glacier' | 'swamp'
  | 'liquidSurface' | 'liquidUnder' | 'cave' | 'caveBuilding'
  | 'river' | 'lake' | 'sparse' | 'lush' | 'underwaterCliff' | 'chasm' | 'building' | 'city';

/** A field's features at each layer (surface, underwater, cave), kept by the field: a landing's fields are asked for them hour by hour and field by field. */
const KEPT = new WeakMap<AreaField, (readonly LayerFeature[] | undefined)[]>();

export function layerFeatures(f: AreaField, layer: Layer): readonly LayerFeature[] {
  let kept = KEPT.get(f);
  if (!kept) KEPT.set(f, (kept = [undefined, undefined, undefined]));
  return (kept[layerSlot(layer)] ??= featuresAt(f, layer));
}

/** A layer's place in the lists kept by field (here, the terrain drain's, the research's): surface 0, underwater 1, cave 2. */
export function layerSlot(layer: Layer): 0 | 1 | 2 {
  return layer === 'surface' ? 0 : layer === 'underwater' ? 1 : 2;
}

function featuresAt(f: AreaField, layer: Layer): LayerFeature[] {
  if (layer === 'cave') return f.cave?.building ? ['cave', 'caveBuilding'] : ['cave'];
  const veg: LayerFeature[] = f.vegetation === 'none' ? [] : [f.vegetation];
  if (f.base === 'liquid' && layer === 'surface') return ['liquidSurface', ...(f.emergent ? veg : [])];
  const out: LayerFeature[] = [];
  if (f.base === 'liquid') out.push('liquidUnder');
  else if (f.base !== 'liquidLava') out.push(f.base);
  if (f.river) out.push('river');
  if (f.lake) out.push('lake');
  out.push(...veg);
  if (f.underwaterCliff && f.base === 'liquid') out.push('underwaterCliff');
  if (f.chasm) out.push('chasm');
  if (f.building) out.push('building');
  if (f.city) out.push('city');
  return out;
}
