import { newGame, passengerStats, suitMark, type GameState } from '../../src/engine';
import { renderSheets } from '../../src/sheets';

describe('indicators of a suited human (expedition table)', () => {
  test('R-DEV-11 R-DEV-15 a suit adds 4 to weight and takes 1 from speed', () => {
    expect(passengerStats({ id: 'soldier', suit: { kind: 'suit', damaged: false } })).toMatchObject({ weight: 11, speed: 7, grab: 4, kill: 3, capacity: 7 });
  });

  test('R-DEV-22 R-DEV-26 a working heavy suit replaces grab, kill, capacity and speed; weight +9, absorbency +1', () => {
    expect(passengerStats({ id: 'commander', suit: { kind: 'heavySuit', damaged: false } })).toEqual({ grab: 4, kill: 4, weight: 14, capacity: 8, speed: 7, absorbency: 3 });
  });

  test('R-DEV-27 R-DMG-12 a damaged heavy suit gives back the wearer’s own indicators, but its speed 7 if lower', () => {
    expect(passengerStats({ id: 'engineer', suit: { kind: 'heavySuit', damaged: true } })).toEqual({ grab: 3, kill: 2, weight: 15, capacity: 6, speed: 7, absorbency: 3 });
    expect(passengerStats({ id: 'doctor', suit: { kind: 'heavySuit', damaged: true } }).speed).toBe(6);
  });

  test('R-UI-TABLE-04 R-DEV-13 R-DEV-24 the state column: S, SU, CS, CSU', () => {
    expect([
      suitMark({ id: 'scout', suit: { kind: 'suit', damaged: false } }),
      suitMark({ id: 'scout', suit: { kind: 'suit', damaged: true } }),
      suitMark({ id: 'scout', suit: { kind: 'heavySuit', damaged: false } }),
      suitMark({ id: 'scout', suit: { kind: 'heavySuit', damaged: true } }),
      suitMark({ id: 'scout', suit: null }),
    ]).toEqual(['S', 'SU', 'CS', 'CSU', null]);
  });

  test('R-UI-SPACE-17 the wounds column shows a human’s wounds and a type’s damaged units', () => {
    const s0 = newGame({ length: 30, seed: 2 });
    const s: GameState = { ...s0, crew: s0.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 3 } : h)), stock: { ...s0.stock, laser: { count: 3, damaged: 2 } } };
    const cells = renderSheets(s, 'pl').sheets.space.cells;
    expect(cells.get('J9')?.value).toBe(3); // Lekarz row, 'rany/uszk.'
    expect(cells.get('J23')?.value).toBe(2); // Laser row
  });
});
