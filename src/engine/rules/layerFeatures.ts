// The terrain features of a field that count at one layer (R-MAP-07, R-MAP-08, R-TERRAIN-14,
// R-TERRAIN-23, R-TERRAIN-26, R-TERRAIN-30): on a liquid's surface only the liquid and emergent
// vegetation; under it the liquid and everything else of the field; in a cave the cave.
import type { AreaField } from '../data/areas';
import type { Layer } from '../state';

export type LayerFeature =
  | 'plain' | 'hills' | 'mountains' | 'cliff' | 'solidLava' | 'glacier' | 'swamp'
  | 'liquidSurface' | 'liquidUnder' | 'cave' | 'caveBuilding'
  | 'river' | 'lake' | 'sparse' | 'lush' | 'underwaterCliff' | 'chasm' | 'building' | 'city';

/**
 * A function of a map field and a layer, kept by the field, one value per layer as it is first
 * asked: a landing's fields are asked for their features, drain and research hour by hour and,
 * by the player, field by field (the features, the terrain drain, the research's hours and points).
 */
export function perFieldLayer<T>(f: (field: AreaField, layer: Layer) => T): (field: AreaField, layer: Layer) => T {
  // this function's three places in the field's memo (areas.ts withMemo); a field made elsewhere (a test's) has none: a map then
  const first = 3 * memoUsers++;
  const kept = new WeakMap<AreaField, unknown[]>();
  return (field, layer) => {
    let values = field.memo;
    if (values === undefined) {
      values = kept.get(field);
      if (!values) kept.set(field, (values = []));
    }
    const i = first + layerSlot(layer);
    let v = values[i] as T | undefined;
    if (v === undefined) values[i] = v = f(field, layer);
    return v;
  };
}
/** The functions that keep values in a field's memo so far (each has three places, one per layer). */
let memoUsers = 0;

/** A layer's place in what perFieldLayer keeps: surface 0, underwater 1, cave 2. */
export function layerSlot(layer: Layer): 0 | 1 | 2 {
  return layer === 'surface' ? 0 : layer === 'underwater' ? 1 : 2;
}

/** A field's features at a layer. */
export const layerFeatures: (f: AreaField, layer: Layer) => readonly LayerFeature[] = perFieldLayer(featuresAt);

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
