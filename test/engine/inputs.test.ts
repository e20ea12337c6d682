import { checkInput, format, INPUT_LIMITS, newGame, parseTyped, step } from '../../src/engine';

describe('input cells', () => {
  test('R-UI-EXP-14 ±zasobów: whole numbers 0–30 (R-LOAD resources per transfer)', () => {
    expect(INPUT_LIMITS.resources).toMatchObject({ min: 0, max: 30, step: 1 });
    expect(checkInput('resources', 12)).toEqual({ ok: true, value: 12, message: null });
    expect(checkInput('resources', '30')).toEqual({ ok: true, value: 30, message: null });
    const over = checkInput('resources', 31);
    expect(over.ok && over.value).toBe(30);
    expect(over.ok && format('en', over.message!)).toBe('Resources must be a whole number from 0 to 30: 30 taken.');
    const frac = checkInput('resources', 2.6);
    expect(frac.ok && frac.value).toBe(3);
    const neg = checkInput('resources', -4);
    expect(neg.ok && neg.value).toBe(0);
  });

  test('R-UI-EXP-15 R-MOVE-20 godzin: in halves, at least ½', () => {
    expect(INPUT_LIMITS.hours).toMatchObject({ min: 0.5, max: 24, step: 0.5 });
    expect(checkInput('hours', 0)).toMatchObject({ ok: true, value: 0.5 });
    expect(checkInput('hours', '1,5')).toEqual({ ok: true, value: 1.5, message: null });
    expect(checkInput('hours', 3.2)).toMatchObject({ ok: true, value: 3 });
  });

  test('garbage is refused with a message naming the range', () => {
    for (const raw of ['abc', '', null, true, '1e', '12 zasobów', Number.NaN, Infinity]) {
      const r = checkInput('resources', raw as never);
      if (r.ok) throw new Error(`accepted ${String(raw)}`);
      expect(format('pl', r.message)).toBe('W komórce ±zasobów: wpisz liczbę całkowitą od 0 do 30.');
    }
    expect(parseTyped(' 7 ')).toBe(7);
    expect(parseTyped('+3')).toBe(3);
  });

  test('through step: a refused value leaves the state unchanged; a clamped one says so in the text field', () => {
    const s = newGame({ length: 30, seed: 1 });
    const bad = step(s, { type: 'setInput', field: 'resources', raw: 'x' });
    expect(bad.state).toBe(s);
    expect(bad.refused?.key).toBe('input.resources.notNumber');
    const clamped = step(s, { type: 'setInput', field: 'hours', raw: 100 });
    expect(clamped.state.inputs.hours).toBe(24);
    expect(clamped.state.message.key).toBe('input.hours.clamped');
    const fine = step(s, { type: 'setInput', field: 'resources', raw: 16 });
    expect(fine.state.inputs.resources).toBe(16);
    expect(fine.state.message).toEqual(s.message);
    expect(step(s, { type: 'setInput', field: 'fuel' as never, raw: 1 }).refused?.key).toBe('msg.refused');
  });
});
