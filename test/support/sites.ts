// Every place of the authored content as the habitat lines see it: each planet's characteristic
// sets, the landing areas possible with them, each climate, fog or none, every field at each of its
// layers, on research and on a march — with the maybe terrains all present, and all absent.
import { AREAS, isAllLiquid, newGame, parseMap, PLANET_IDS, siteAt, type GameState, type Site } from '../../src/engine';
import { FRESH_SURFACE, type Layer } from '../../src/engine/state';

export interface Where {
  readonly planet: string;
  readonly set: number;
  readonly area: string;
  readonly row: number;
  readonly col: number;
  readonly layer: Layer;
}

/** Calls `visit` for every site of the content; stop early by returning true. */
export function forEachSite(visit: (site: Site, where: Where, state: GameState) => boolean | void): void {
  const base = newGame({ length: 30, seed: 1 });
  for (const planet of PLANET_IDS) {
    for (let set = 0; set < 3; set++) {
      for (const area of AREAS[planet]) {
        if (area.weights[set] === 0) continue;
        const map = parseMap(area.map);
        const maybes: string[] = [];
        map.fields.forEach((row, r) => row.forEach((f, c) => f.maybe.forEach((m) => maybes.push(`${r + 1}:${c + 1}:${m}`))));
        for (const absent of maybes.length ? [[], maybes] : [[]]) {
          for (const [climate] of area.climates) {
            for (const fog of area.fog > 0 ? [false, true] : [false]) {
              const s: GameState = {
                ...base,
                phase: 'surface',
                orbit: { planet, set },
                surface: { ...FRESH_SURFACE, area: area.id, climate, fog, absent, at: { ...area.shuttle, cave: false } },
              };
              for (let row = 1; row <= map.rows; row++)
                for (let col = 1; col <= map.cols; col++) {
                  const f = map.fields[row - 1]![col - 1]!;
                  const layers: Layer[] = [];
                  if (!(f.base === 'liquid' && isAllLiquid(area))) layers.push('surface');
                  if (f.base === 'liquid') layers.push('underwater');
                  if (f.cave) layers.push('cave');
                  for (const layer of layers)
                    for (const march of [false, true]) {
                      const site = siteAt(s, { row, col, layer }, march);
                      if (site && visit(site, { planet, set, area: area.id, row, col, layer }, s)) return;
                    }
                }
            }
          }
        }
      }
    }
  }
}
