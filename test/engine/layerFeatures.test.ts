// Which terrain features of a field count at the party's layer (rules/layerFeatures.ts): the drain,
// the research points, the infection and the terrain accidents all read them. Expected lists are
// written out by hand from RULES.md (R-MAP-07, R-MAP-08, R-TERRAIN-06, R-TERRAIN-14, R-TERRAIN-23,
// R-TERRAIN-26, R-TERRAIN-28, R-TERRAIN-30), never computed by the code under test.
import { parseField, withoutAbsent } from '../../src/engine/data/areas';
import { layerFeatures, layerSlot, perFieldLayer } from '../../src/engine/rules/layerFeatures';

const on = (token: string, layer: 'surface' | 'underwater' | 'cave') => layerFeatures(parseField(token), layer);

describe('layer features', () => {
  test('each layer has its own place in the lists kept by field (features, terrain drain, research)', () => {
    expect([layerSlot('surface'), layerSlot('underwater'), layerSlot('cave')]).toEqual([0, 1, 2]);
    // a field asked at the cave layer without a cave of its own is the cave, no building
    expect(on('p', 'cave')).toEqual(['cave']);
  });

  test('perFieldLayer works a value out once per field and layer, each layer its own', () => {
    const asked: string[] = [];
    const kept = perFieldLayer((f, layer) => {
      asked.push(`${f.base}:${layer}`);
      return `${f.base}@${layer}`;
    });
    const a = parseField('w');
    const b = parseField('w');
    expect([kept(a, 'surface'), kept(a, 'underwater'), kept(a, 'cave'), kept(a, 'surface'), kept(a, 'underwater'), kept(b, 'surface')]).toEqual(['liquid@surface', 'liquid@underwater', 'liquid@cave', 'liquid@surface', 'liquid@underwater', 'liquid@surface']);
    expect(asked).toEqual(['liquid:surface', 'liquid:underwater', 'liquid:cave', 'liquid:surface']);
  });

  test('a field keeps the values in a memo of its own that is not part of its data; a field made elsewhere is kept apart', () => {
    const a = parseField('p+k?');
    // the memo neither shows in the field's keys nor in its JSON, and fields compare as their data
    expect(Object.keys(a)).not.toContain('memo');
    expect(JSON.stringify(a)).not.toContain('memo');
    expect(a).toEqual(parseField('p+k?'));
    expect(Array.isArray(a.memo)).toBe(true);
    const kept = perFieldLayer((f, layer) => `${f.base}@${layer}@${f.lake}`);
    expect(kept(a, 'surface')).toBe('plain@surface@true');
    expect(a.memo!.filter((v) => v !== undefined)).toContain('plain@surface@true');
    // a landed field without its lake is another field with its own memo
    const dry = withoutAbsent(a, ['lake']);
    expect([kept(dry, 'surface'), Object.keys(dry).includes('memo')]).toEqual(['plain@surface@false', false]);
    // a field written as a literal (no memo) is kept by the function itself
    const literal = { ...a };
    expect(literal.memo).toBeUndefined();
    let calls = 0;
    const counted = perFieldLayer((f) => ++calls + f.base);
    expect([counted(literal, 'surface'), counted(literal, 'surface'), calls]).toEqual(['1plain', '1plain', 1]);
    // the rules' own kept functions answer such a field at every layer as a parsed one
    const lake = { ...parseField('w+V') };
    expect([layerFeatures(lake, 'surface'), layerFeatures(lake, 'underwater'), layerFeatures(lake, 'cave')]).toEqual([['liquidSurface'], ['liquidUnder', 'lush'], ['cave']]);
  });

  test('R-TERRAIN-30 alien structures on a liquid field are underwater only; on land they stand on the surface', () => {
    expect(on('w+B', 'surface')).toEqual(['liquidSurface']);
    expect(on('w+B', 'underwater')).toEqual(['liquidUnder', 'building']);
    expect(on('w+M', 'surface')).toEqual(['liquidSurface']);
    expect(on('w+M', 'underwater')).toEqual(['liquidUnder', 'city']);
    expect(on('p+B', 'surface')).toEqual(['plain', 'building']);
    expect(on('h+M', 'surface')).toEqual(['hills', 'city']);
  });

  test('R-TERRAIN-23 R-TERRAIN-26 a liquid\'s vegetation grows under it; only emergent vegetation also shows on its surface', () => {
    expect(on('w+V', 'surface')).toEqual(['liquidSurface']);
    expect(on('w+V', 'underwater')).toEqual(['liquidUnder', 'lush']);
    expect(on('w+v+e', 'surface')).toEqual(['liquidSurface', 'sparse']);
    expect(on('w+v+e', 'underwater')).toEqual(['liquidUnder', 'sparse']);
  });

  test('R-TERRAIN-28 R-TERRAIN-29 an underwater cliff counts under a liquid only; a chasm counts on the layer of the field', () => {
    expect(on('w+U', 'underwater')).toEqual(['liquidUnder', 'underwaterCliff']);
    expect(on('w+U', 'surface')).toEqual(['liquidSurface']);
    expect(on('m+U', 'surface')).toEqual(['mountains']);
    expect(on('w+P', 'underwater')).toEqual(['liquidUnder', 'chasm']);
    expect(on('p+P', 'surface')).toEqual(['plain', 'chasm']);
  });

  test('R-MAP-07 R-MAP-08 a field\'s base, rivers, lakes and vegetation add up on solid ground', () => {
    expect(on('p+r+k+V', 'surface')).toEqual(['plain', 'river', 'lake', 'lush']);
    expect(on('s+v', 'surface')).toEqual(['swamp', 'sparse']);
    expect(on('g', 'surface')).toEqual(['glacier']);
    expect(on('sl', 'surface')).toEqual(['solidLava']);
    expect(on('c', 'surface')).toEqual(['cliff']);
  });

  test('R-TERRAIN-12 liquid lava counts as no feature of its own', () => {
    expect(on('ll', 'surface')).toEqual([]);
    expect(on('ll+v', 'surface')).toEqual(['sparse']);
  });

  test('R-TERRAIN-14 in a cave only the cave counts (with its alien building), nothing of the field above', () => {
    expect(on('p+V+r+Ja', 'cave')).toEqual(['cave']);
    expect(on('h+B+Jab!', 'cave')).toEqual(['cave', 'caveBuilding']);
    expect(on('h+B+Jab!', 'surface')).toEqual(['hills', 'building']);
  });

  test('kept per field and layer: one field asked at every layer in turn gives each layer its own features', () => {
    const f = { ...parseField('w+B'), cave: { passages: [], building: true } };
    const order = ['underwater', 'cave', 'surface', 'cave', 'underwater', 'surface'] as const;
    const fresh = (layer: (typeof order)[number]) => [...layerFeatures({ ...f }, layer)];
    for (const layer of order) expect([layer, [...layerFeatures(f, layer)]]).toEqual([layer, fresh(layer)]);
    expect(fresh('cave')).not.toEqual(fresh('underwater'));
  });
});
