// The starship log's unit information and counts (R-UI-SPACE-01, R-UI-SPACE-17, R-UI-SPACE-18,
// R-DEV-10) and a unit's indicators (R-DEV-11, R-DEV-22, R-DEV-26, R-DEV-27): rules/info.ts,
// rules/allowance.ts and rules/stats.ts called directly. Targets their mutation survivors (issue 8).
import { newGame, type GameState } from '../../../src/engine';
import { nextTip, tipKey, unitInfo } from '../../../src/engine/rules/info';
import { t } from '../../../src/engine';
import { allowedToTake, quantityAboard } from '../../../src/engine/rules/allowance';
import { baseStats, passengerStats } from '../../../src/engine/rules/stats';
import { orbitOver } from '../../support/voyage';

const game = (): GameState => newGame({ length: 30, seed: 2 });

describe('R-UI-SPACE-01 what a starship-log button tells', () => {
  test('a human: what he is for, with his intelligence; the hint his wounds', () => {
    const s0 = game();
    const s = { ...s0, crew: s0.crew.map((h) => (h.id === 'doctor' ? { ...h, intelligence: 11, wounds: 3 } : h)) };
    expect(unitInfo(s, 'doctor')).toEqual({ message: { key: 'info.doctor', params: { int: 11 } }, hint: { key: 'info.wounds', params: { unit: { unit: 'doctor' }, wounds: 3 } } });
  });

  test('a robot or device: how many aboard and damaged, or none; the hint what it is for', () => {
    const s0 = game();
    const s = { ...s0, stock: { ...s0.stock, laser: { count: 3, damaged: 2 }, climber: { count: 0, damaged: 0 } } };
    expect(unitInfo(s, 'laser')).toEqual({ message: { key: 'info.stock', params: { unit: { unit: 'laser' }, count: 3, damaged: 2 } }, hint: { key: 'info.laser' } });
    expect(unitInfo(s, 'climber')).toEqual({ message: { key: 'info.none', params: { unit: { unit: 'climber' } } }, hint: { key: 'info.climber' } });
  });

  test('the tip strip: the next of the 12 tips, after the last the first', () => {
    expect(nextTip({ ...game(), tip: 3 })).toBe(4);
    expect(nextTip({ ...game(), tip: 11 })).toBe(0);
  });

  test('R-UI-SPACE-09 the strip: a general tip while the game is played, one of the 4 about the finished voyage once it is over', () => {
    expect(tipKey({ phase: 'space', tip: 7 })).toBe('tip.7');
    expect(tipKey({ phase: 'surface', tip: 11 })).toBe('tip.11');
    // the general tips advise on a voyage still to be played ('take both Stunners at once'): not after its end
    expect([0, 1, 2, 3, 4, 7, 11].map((tip) => tipKey({ phase: 'ended', tip }))).toEqual(['tip.end.0', 'tip.end.1', 'tip.end.2', 'tip.end.3', 'tip.end.0', 'tip.end.3', 'tip.end.3']);
    // the click that turns the tips turns these too
    expect(tipKey({ phase: 'ended', tip: nextTip({ ...game(), tip: 11 }) })).toBe('tip.end.0');
  });

  test('R-UI-SPACE-09 the tips about a finished voyage, in both languages', () => {
    expect([0, 1, 2, 3].map((i) => t('en', `tip.end.${i}` as never))).toEqual([
      "The voyage is over: the chronicle sheet ('kronika') charts its points and the crew's health month by month.",
      "'replay the game' in the space sheet's menu takes you through the whole voyage again, step by step.",
      'The POINTS LOG lists every point this voyage won and lost, month by month.',
      "The chronicle sheet ('kronika') keeps the best result of each voyage length played in this workbook.",
    ]);
    expect([0, 1, 2, 3].map((i) => t('pl', `tip.end.${i}` as never))).toEqual([
      "Wyprawa skończona: arkusz 'kronika' pokazuje na wykresie jej punkty i zdrowie załogi miesiąc po miesiącu.",
      "Pozycja 'powtórka gry' w menu arkusza przestrzeni kosmicznej przeprowadzi cię przez całą wyprawę jeszcze raz, krok po kroku.",
      'DZIENNIK PUNKTÓW wymienia każdy punkt zdobyty i stracony w tej wyprawie, miesiąc po miesiącu.',
      "Arkusz 'kronika' przechowuje najlepszy wynik każdej długości wyprawy rozegranej w tym skoroszycie.",
    ]);
  });
});

describe('R-UI-SPACE-17 R-UI-SPACE-18 ilość and wolno', () => {
  test('a human aboard: 1; in the shuttle or dead: 0', () => {
    const s = orbitOver('suwatte', 0, 8);
    expect(quantityAboard(s, 'scout')).toBe(1);
    expect(quantityAboard({ ...s, bay: { ...s.bay, crew: [{ id: 'scout', suit: null }] } }, 'scout')).toBe(0);
    expect(quantityAboard({ ...s, bay: { ...s.bay, crew: [{ id: 'soldier', suit: null }] } }, 'scout')).toBe(1);
    expect(quantityAboard({ ...s, crew: s.crew.map((h) => (h.id === 'scout' ? { ...h, alive: false } : h)) }, 'scout')).toBe(0);
  });

  test('a robot or device: the count aboard; wolno: one device a landing, all the cages', () => {
    const s0 = orbitOver('suwatte', 0, 8);
    const s = { ...s0, stock: { ...s0.stock, laser: { count: 2, damaged: 1 }, cage: { count: 5, damaged: 0 } } };
    expect(quantityAboard(s, 'laser')).toBe(2);
    expect([allowedToTake(s, 'laser'), allowedToTake(s, 'cage'), allowedToTake(s, 'scout')]).toEqual([1, 5, 1]);
  });
});

describe('R-DEV-11 R-DEV-22 R-DEV-26 R-DEV-27 indicators', () => {
  test('a unit\'s own: a value or nothing', () => {
    expect(baseStats('climber')).toEqual({ grab: null, kill: null, weight: 2, capacity: null, speed: null, absorbency: null });
    expect(baseStats('laser')).toEqual({ grab: 4, kill: 8, weight: 2, capacity: null, speed: null, absorbency: 1 });
    expect(baseStats('transbot')).toEqual({ grab: 1, kill: 2, weight: 9, capacity: 9, speed: 3, absorbency: 1 });
  });

  test('unsuited, his own; a light suit +4 weight, −1 speed; a heavy one replaces, a damaged heavy one keeps the slower speed', () => {
    expect(passengerStats({ id: 'soldier', suit: null })).toEqual({ grab: 4, kill: 3, weight: 7, capacity: 7, speed: 8, absorbency: 2 });
    expect(passengerStats({ id: 'soldier', suit: { kind: 'suit', damaged: true } })).toEqual({ grab: 4, kill: 3, weight: 11, capacity: 7, speed: 7, absorbency: 2 });
    expect(passengerStats({ id: 'soldier', suit: { kind: 'heavySuit', damaged: false } })).toEqual({ grab: 4, kill: 4, weight: 16, capacity: 8, speed: 7, absorbency: 3 });
    expect(passengerStats({ id: 'soldier', suit: { kind: 'heavySuit', damaged: true } })).toEqual({ grab: 4, kill: 3, weight: 16, capacity: 7, speed: 7, absorbency: 3 });
    expect(passengerStats({ id: 'doctor', suit: { kind: 'heavySuit', damaged: true } }).speed).toBe(6);
  });
});
