import { checkInput, deserialize, format, INPUT_LIMITS, newGame, parseTyped, serialize, step } from '../../src/engine';

describe('input cells', () => {
  test('R-UI-EXP-14 ±zasobów: whole numbers 0–30 (R-LOAD resources per transfer)', () => {
    expect(INPUT_LIMITS.resources).toMatchObject({ min: 0, max: 30, step: 1 });
    expect(checkInput('resources', 12)).toEqual({ ok: true, value: 12, message: null });
    expect(checkInput('resources', '30')).toEqual({ ok: true, value: 30, message: null });
    const over = checkInput('resources', 31);
    expect(over.ok && over.value).toBe(30);
    expect(over.ok && format('en', over.message!)).toBe('Resources must be a whole number from 0 to 30: 30 taken.');
    const neg = checkInput('resources', -4);
    expect(neg.ok && neg.value).toBe(0);
  });

  test('R-UI-EXP-15 godzin: whole hours 1–24; a decimal in any notation is refused, not guessed', () => {
    expect(INPUT_LIMITS.hours).toMatchObject({ min: 1, max: 24, step: 1 });
    expect(checkInput('hours', 0)).toMatchObject({ ok: true, value: 1 });
    expect(checkInput('hours', 25)).toMatchObject({ ok: true, value: 24 });
    expect(checkInput('hours', '12')).toEqual({ ok: true, value: 12, message: null });
    // '2,3' is 2.3 in Polish Excel, text or 23 elsewhere: whole numbers only, in every locale
    for (const raw of ['1,5', '2.3', '2,300', 3.2, 2.5, '½']) {
      const r = checkInput('hours', raw);
      if (r.ok) throw new Error(`accepted ${String(raw)}`);
      expect(format('pl', r.message)).toBe('W komórce godzin: wpisz liczbę całkowitą od 1 do 24.');
      expect(format('en', r.message)).toBe('Type a whole number from 1 to 24 in the hours: cell.');
    }
    const frac = checkInput('resources', 2.6);
    expect(frac.ok).toBe(false);
  });

  test('a save from before whole hours (½ or 2½ in the cell) still loads, rounded to whole hours', () => {
    const s = newGame({ length: 10, seed: 3 });
    for (const [old, whole] of [[0.5, 1], [2.5, 3], [24, 24]] as const) {
      const text = serialize({ ...s, inputs: { ...s.inputs, hours: old } });
      const r = deserialize(text);
      expect(r.ok && r.state.inputs.hours).toBe(whole);
    }
    expect(deserialize(serialize({ ...s, inputs: { ...s.inputs, hours: 0.25 } })).ok).toBe(false);
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
