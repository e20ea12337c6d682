// actionAt: the action a click on a cell means, or null for a dead cell. A click anywhere inside
// a merged range counts as a click on its top-left cell.
import { addr, inRange, parseAddr, parseRange } from './address';
import type { CellAction, Sheet } from './model';

export function actionAt(sheet: Sheet, address: string): CellAction | null {
  const ref = parseAddr(address);
  if (!ref) return null;
  const direct = sheet.cells.get(addr(ref.row, ref.col));
  if (direct?.action) return direct.action;
  for (const m of sheet.merges) {
    const r = parseRange(m);
    if (r && inRange(r, ref)) return sheet.cells.get(addr(r.top, r.left))?.action ?? null;
  }
  return null;
}

/** Every button cell of a sheet with its action (for tests, the CLI and hosts' hit lists). */
export function buttons(sheet: Sheet): { address: string; action: CellAction }[] {
  return [...sheet.cells]
    .filter(([, c]) => c.action)
    .map(([address, c]) => ({ address, action: c.action! }));
}
