// Kill tests for the one-button checks of isLegalNow (legal.ts): a board move and a log button are
// asked of themselves, not of their whole source, so the conditions that close the board and the
// log's answer per unit need tests of their own (a comparison with the whole list would change
// with them and still agree).
import { legalActions, newGame, type Action, type GameState } from '../../../src/engine';
import { boardActions, isLegalNow } from '../../../src/engine/legal';
import { openCourse } from '../../../src/engine/rules/courseStart';
import { splitCreature } from '../../../src/engine/rules/cages';
import { landedOnArea } from '../../support/voyage';

/** On the jungle delta of Suwatte with a soldier and a cage (the helper researches the landing field): the board is open. */
const ready = (): GameState => landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'cage'], 8);

describe('a move of the movement board', () => {
  const s = ready();
  const move = boardActions(s).find((a) => a.type === 'move' && a.dir !== 'centre')!;

  test('an open button is legal (the board is open here), and it is in the whole list', () => {
    expect(move).toBeDefined();
    expect(isLegalNow(s, move)).toBe(true);
    expect(legalActions(s)).toContainEqual(move);
  });

  test('the board is closed off the planet, with another menu open, during a meeting, and with a creature\'s cages split', () => {
    expect(isLegalNow({ ...s, phase: 'orbit' }, move)).toBe(false);
    expect(isLegalNow({ ...s, menu: 'chooseLength' }, move)).toBe(false);
    const meeting: GameState = { ...s, log: [...s.log, { being: 'mudGulper', met: 1, known: {} }], surface: { ...s.surface!, encounter: { being: 'mudGulper', place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(s, 'mudGulper', false) } } };
    expect(isLegalNow(meeting, move)).toBe(false);
    const split: GameState = { ...s, bay: { ...s.bay, units: { ...s.bay.units, cage: { count: 1, damaged: 0 } } }, surface: { ...s.surface!, caged: [{ being: 'stockyCharger', indicators: {} }] } };
    expect(splitCreature(split)).toBe('stockyCharger');
    expect(isLegalNow(split, move)).toBe(false);
  });

  test('a button that leads nowhere, an unknown button, or a move with a field too many is not legal', () => {
    const closed = (['centre', 'up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const).filter((dir) => !boardActions(s).some((a) => a.type === 'move' && a.dir === dir));
    // the centre: the landing field is researched already, so it does nothing
    expect(closed).toEqual(['centre']);
    for (const dir of closed) expect(isLegalNow(s, { type: 'move', dir })).toBe(false);
    expect(isLegalNow(s, { type: 'move', dir: 'sideways' } as unknown as Action)).toBe(false);
    expect(isLegalNow(s, { ...move, extra: 1 } as unknown as Action)).toBe(false);
  });
});

describe('a unit button of the starship log', () => {
  const s = newGame({ length: 10, seed: 4 });

  test('in space a unit\'s button tells about it: select is legal, load and wound are not', () => {
    expect(isLegalNow(s, { type: 'selectUnit', unit: 'scout' })).toBe(true);
    expect(isLegalNow(s, { type: 'selectUnit', unit: 'rover' })).toBe(true);
    expect(isLegalNow(s, { type: 'load', unit: 'scout' })).toBe(false);
    expect(isLegalNow(s, { type: 'assignWound', unit: 'scout' })).toBe(false);
  });

  test('no button for a dead human, a unit that does not exist (even \'toString\'), or with a field too many', () => {
    const dead: GameState = { ...s, crew: s.crew.map((h) => (h.id === 'scout' ? { ...h, alive: false } : h)) };
    expect(isLegalNow(dead, { type: 'selectUnit', unit: 'scout' })).toBe(false);
    expect(isLegalNow(s, { type: 'selectUnit', unit: 'nobody' } as unknown as Action)).toBe(false);
    expect(isLegalNow(s, { type: 'selectUnit', unit: 'toString' } as unknown as Action)).toBe(false);
    expect(isLegalNow(s, { type: 'selectUnit', unit: 'scout', extra: 1 } as unknown as Action)).toBe(false);
  });

  test('in orbit the button loads (R-LOAD-03); while wounds are given out it wounds', () => {
    const inOrbit: GameState = { ...s, phase: 'orbit', orbit: { planet: 'suwatte', set: 0 } };
    expect(isLegalNow(inOrbit, { type: 'load', unit: 'soldier' })).toBe(true);
    expect(isLegalNow(inOrbit, { type: 'selectUnit', unit: 'soldier' })).toBe(false);
    const wounds: GameState = { ...s, phase: 'wounds', woundsToAssign: 1 };
    expect(isLegalNow(wounds, { type: 'assignWound', unit: 'soldier' })).toBe(true);
    expect(isLegalNow(wounds, { type: 'assignWound', unit: 'rover' } as unknown as Action)).toBe(false);
  });
});

describe('the last answer kept', () => {
  test('the same state and action get the same answer again; another state or another action is asked anew', () => {
    const s = ready();
    const move = boardActions(s).find((a) => a.type === 'move' && a.dir !== 'centre')!;
    expect(isLegalNow(s, move)).toBe(true);
    expect(isLegalNow(s, move)).toBe(true);
    // the same action in another state (off the planet): not legal, though it was a moment ago
    const orbit: GameState = { ...s, phase: 'orbit' };
    expect(isLegalNow(orbit, move)).toBe(false);
    // an equal action made anew in the first state: asked of its content, legal
    expect(isLegalNow(s, { ...move })).toBe(true);
    // another action in the same state: the centre leads nowhere here
    expect(isLegalNow(s, { type: 'move', dir: 'centre' })).toBe(false);
    expect(isLegalNow(s, move)).toBe(true);
  });
});
