// Geometry of the star map: the pseudo-hexagonal neighbourhood of square fields, flight
// distances that may not pass through planets or Earth, and tour lengths. It sits below both the data
// and the rules. Implements R-SPACE-01, R-SPACE-11..13.

export const MAP_ROWS = 10;
export const MAP_COLS = 14;

export const DIRECTIONS = ['up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A field of the star map (1-based, as the sheet's map). */
export interface Field {
  readonly row: number;
  readonly col: number;
}
export type MapField = Field;

/**
 * Square fields emulating hexagons: even columns sit half a field lower, so a field touches the
 * fields above and below it and two in each neighbouring column.
 */
export function step(row: number, col: number, dir: Direction): Field {
  const odd = col % 2 === 1;
  switch (dir) {
    case 'up':
      return { row: row - 1, col };
    case 'down':
      return { row: row + 1, col };
    case 'upLeft':
      return { row: odd ? row - 1 : row, col: col - 1 };
    case 'downLeft':
      return { row: odd ? row : row + 1, col: col - 1 };
    case 'upRight':
      return { row: odd ? row - 1 : row, col: col + 1 };
    case 'downRight':
      return { row: odd ? row : row + 1, col: col + 1 };
  }
}

export function hexNeighbours(row: number, col: number): Field[] {
  return DIRECTIONS.map((d) => step(row, col, d));
}

export function onMap(f: Field): boolean {
  return f.row >= 1 && f.row <= MAP_ROWS && f.col >= 1 && f.col <= MAP_COLS;
}

/**
 * Months from each node to each other node: a breadth-first search through empty space only,
 * because any planet (or Earth) ends the flight on arrival.
 */
export function legDistances(nodes: readonly Field[]): number[][] {
  const index = new Map(nodes.map((n, i) => [`${n.row}:${n.col}`, i]));
  return nodes.map((start) => {
    const dist = nodes.map(() => Infinity);
    const seen = new Set<string>([`${start.row}:${start.col}`]);
    let frontier: Field[] = [start];
    for (let d = 1; frontier.length > 0; d++) {
      const next: Field[] = [];
      for (const f of frontier)
        for (const n of hexNeighbours(f.row, f.col)) {
          const k = `${n.row}:${n.col}`;
          if (!onMap(n) || seen.has(k)) continue;
          seen.add(k);
          const hit = index.get(k);
          if (hit !== undefined) {
            if (dist[hit] === Infinity) dist[hit] = d;
          } else next.push(n);
        }
      frontier = next;
    }
    dist[nodes.indexOf(start)] = 0;
    return dist;
  });
}

/**
 * The shortest closed tour from node 0 through all others and back (Held–Karp), and how many
 * directed tours reach it.
 */
export function tourStats(d: readonly (readonly number[])[]): { best: number; count: number } {
  const n = d.length - 1;
  const full = (1 << n) - 1;
  const cost: number[][] = Array.from({ length: 1 << n }, () => Array<number>(n).fill(Infinity));
  const ways: number[][] = Array.from({ length: 1 << n }, () => Array<number>(n).fill(0));
  for (let j = 0; j < n; j++) {
    cost[1 << j]![j] = d[0]![j + 1]!;
    ways[1 << j]![j] = 1;
  }
  for (let mask = 1; mask <= full; mask++)
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j)) || cost[mask]![j] === Infinity) continue;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const m2 = mask | (1 << k);
        const c = cost[mask]![j]! + d[j + 1]![k + 1]!;
        if (c < cost[m2]![k]!) {
          cost[m2]![k] = c;
          ways[m2]![k] = ways[mask]![j]!;
        } else if (c === cost[m2]![k]) ways[m2]![k]! += ways[mask]![j]!;
      }
    }
  let best = Infinity;
  let count = 0;
  for (let j = 0; j < n; j++) {
    const c = cost[full]![j]! + d[j + 1]![0]!;
    if (c < best) {
      best = c;
      count = ways[full]![j]!;
    } else if (c === best) count += ways[full]![j]!;
  }
  return { best, count };
}
