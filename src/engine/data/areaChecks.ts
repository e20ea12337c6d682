// Checks an authored landing area against the manual's constraints (R-CONTENT-11..14,
// R-LAND-15, R-MAP-04, R-MAP-08, R-TERRAIN-15..16, R-AREA-01..07). Returns the problems found.
import { PLANETS } from './content/planets';
import { parseMap, type AreaField, type CavePassage, type LandingArea, type ParsedArea } from './areas';
import { step as stepField, type Direction } from '../geometry/starGeometry';

export const MAX_AREA_ROWS = 10;
export const MAX_AREA_COLS = 14;

const OPPOSITE: Readonly<Record<CavePassage, CavePassage>> = { up: 'down', down: 'up', upLeft: 'downRight', downRight: 'upLeft', downLeft: 'upRight', upRight: 'downLeft' };

export function fieldAt(a: ParsedArea, row: number, col: number): AreaField | null {
  return a.fields[row - 1]?.[col - 1] ?? null;
}

/** Kinds of terrain a field holds, by the names used for the all-kinds content check. */
export function terrainKinds(f: AreaField): string[] {
  const k: string[] = [f.base];
  if (f.river) k.push('river');
  if (f.lake) k.push('lake');
  if (f.vegetation !== 'none') k.push(f.vegetation === 'sparse' ? 'sparseVegetation' : 'lushVegetation');
  if (f.emergent) k.push('emergent');
  if (f.underwaterCliff) k.push('underwaterCliff');
  if (f.chasm) k.push('chasm');
  if (f.building) k.push('building');
  if (f.city) k.push('city');
  if (f.cave) k.push('cave');
  if (f.cave?.building) k.push('caveBuilding');
  return k;
}

/** Surface fields and cave fields reachable on foot from the shuttle (liquid lava cannot be entered). */
export function reachableOnFoot(a: ParsedArea, start: { row: number; col: number }): Set<string> {
  const seen = new Set<string>();
  const queue: string[] = [`s:${start.row}:${start.col}`];
  const inside = (r: number, c: number) => r >= 1 && c >= 1 && r <= a.rows && c <= a.cols;
  while (queue.length) {
    const k = queue.pop()!;
    if (seen.has(k)) continue;
    seen.add(k);
    const [level, rs, cs] = k.split(':');
    const row = Number(rs);
    const col = Number(cs);
    if (level === 's') {
      for (const d of ['up', 'down', 'upLeft', 'downLeft', 'upRight', 'downRight'] as Direction[]) {
        const n = stepField(row, col, d);
        if (!inside(n.row, n.col)) continue;
        const f = fieldAt(a, n.row, n.col)!;
        if (f.base !== 'liquidLava') queue.push(`s:${n.row}:${n.col}`);
        // an arrow of the neighbour's cave pointing here without a partner is an entrance from this field
        if (f.cave) for (const p of f.cave.passages) {
          const back = stepField(n.row, n.col, p);
          if (back.row === row && back.col === col && !caveLinks(a, n.row, n.col, p)) queue.push(`c:${n.row}:${n.col}`);
        }
      }
    } else {
      for (const p of fieldAt(a, row, col)!.cave!.passages) {
        const n = stepField(row, col, p);
        if (!inside(n.row, n.col)) continue;
        if (caveLinks(a, row, col, p)) queue.push(`c:${n.row}:${n.col}`);
        else if (fieldAt(a, n.row, n.col)!.base !== 'liquidLava') queue.push(`s:${n.row}:${n.col}`);
      }
    }
  }
  return seen;
}

/** Does the cave passage from (row, col) in direction p meet a matching passage on the other side? */
export function caveLinks(a: ParsedArea, row: number, col: number, p: CavePassage): boolean {
  const n = stepField(row, col, p);
  const other = fieldAt(a, n.row, n.col);
  return !!other?.cave && other.cave.passages.includes(OPPOSITE[p]);
}

export function checkArea(area: LandingArea): string[] {
  const problems: string[] = [];
  let a: ParsedArea;
  try {
    a = parseMap(area.map);
  } catch (e) {
    return [`${area.id}: ${(e as Error).message}`];
  }
  const say = (s: string) => problems.push(`${area.id}: ${s}`);
  if (!area.id.startsWith(`${area.planet}.`)) say('id must start with the planet id');
  if (a.rows < 5 || a.rows > MAX_AREA_ROWS || a.cols < 6 || a.cols > MAX_AREA_COLS) say(`size ${a.rows}×${a.cols} outside 5–${MAX_AREA_ROWS} × 6–${MAX_AREA_COLS}`);
  const all = a.fields.flat();
  const shuttle = fieldAt(a, area.shuttle.row, area.shuttle.col);
  if (!shuttle) say('shuttle off the map');
  else {
    if (shuttle.base === 'liquidLava' || shuttle.base === 'cliff') say('shuttle on liquid lava or a cliff');
    const reach = reachableOnFoot(a, area.shuttle);
    for (let r = 1; r <= a.rows; r++)
      for (let c = 1; c <= a.cols; c++) {
        const f = fieldAt(a, r, c)!;
        if (f.base !== 'liquidLava' && !reach.has(`s:${r}:${c}`) && !(f.cave && reach.has(`c:${r}:${c}`))) say(`field ${r},${c} cannot be reached on foot from the shuttle`);
        if (f.cave && !reach.has(`c:${r}:${c}`)) say(`cave under ${r},${c} cannot be reached`);
      }
  }
  for (const f of all) {
    if (f.base !== 'liquid' && (f.emergent || f.underwaterCliff)) say('emergent vegetation and URW only on liquid fields');
    if (f.base === 'liquidLava' && (f.vegetation !== 'none' || f.river || f.lake || f.building || f.city)) say('nothing grows or stands on liquid lava');
    if (f.cave && f.cave.passages.length === 0) say('a cave needs at least one passage');
  }
  const planet = PLANETS[area.planet];
  const climates = area.climates.map(([c]) => c);
  const has = (pred: (f: AreaField) => boolean) => all.some(pred);
  const wet = has((f) => f.base === 'liquid' || f.base === 'swamp' || f.river || f.lake || f.base === 'glacier');
  area.weights.forEach((w, i) => {
    if (w <= 0) return;
    const set = planet.sets[i]!;
    if (set.hydrography === 0 && (wet || has((f) => f.vegetation !== 'none'))) say(`set ${i} has 0% hydrography but the map has liquid, ice or vegetation`);
    if (set.hydrography === 100 && !all.every((f) => f.base === 'liquid')) say(`set ${i} is an ocean world (100%) but the map has dry land`);
    if (set.geology === 'calm' && has((f) => f.base === 'liquidLava')) say(`set ${i} is calm but the map has liquid lava`);
    if (set.atmosphere === 'none' && has((f) => f.vegetation !== 'none')) say(`set ${i} has no atmosphere but the map has vegetation`);
  });
  if (area.weights.every((w) => w <= 0)) say('no set can land here');
  if (all.every((f) => f.base === 'liquid')) {
    if (climates.join() !== 'none') say('an all-liquid area has no climate (R-AREA-01)');
  } else if (climates.includes('none')) say("climate 'none' only for all-liquid areas");
  if (climates.includes('desert') && has((f) => f.vegetation !== 'none')) say('desert areas have no vegetation (R-AREA-02)');
  if ((climates.includes('desert') || !wet || all.every((f) => f.base === 'liquid')) && area.fog > 0) say('no fog in desert, dry or all-liquid areas (R-AREA-07)');
  if (area.fog < 0 || area.fog > 0.6) say('fog chance must be 0–0.6');
  if (area.climates.some(([, w]) => w <= 0)) say('climate weights must be positive');
  return problems;
}
