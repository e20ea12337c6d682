// Issue 10 points 11 and 25: an event names what it really did — months lost, each unit
// destroyed or damaged, wounds, healing and repairs (or that there was nothing to heal or
// repair) — and an event without a choice shows its introduction with its outcome.
import { format, newGame, PLANET_FIELDS, SPACE_EVENTS, step, type GameState, type PlanetId } from '../../src/engine';
import { applyOutcome, effectNotes } from '../../src/engine/rules/spaceEvents';
import { Dice } from '../../src/engine/rng';
import { pathTo } from '../support/voyage';

const event = (id: string) => SPACE_EVENTS.find((e) => e.id === id)!;
const outcome = (id: string, text: string) => event(id).outcomes!.find((o) => o.text === `spaceEvent.${id}.${text}`)!;

test('issue 10 point 11: a device hit by micrometeorites is named, damaged or destroyed, with the month lost', () => {
  const ev = event('micrometeorites');
  const hit = outcome('micrometeorites', 'sensorsHit');
  const seen = { damaged: 0, destroyed: 0 };
  for (let seed = 1; seed <= 120; seed++) {
    const s = newGame({ length: 30, seed });
    const r = applyOutcome(s, ev, hit, '1', new Dice([seed, 3, 5, 7]));
    const notes = r.state.message.notes ?? [];
    expect(notes[0]).toEqual({ key: 'effect.monthsLost', params: { months: 1 } });
    const units = notes.slice(1);
    expect(units).toHaveLength(1); // exactly one device, named
    const note = units[0]!;
    const id = (note.params!.unit as { unit: keyof GameState['stock'] }).unit;
    if (note.key === 'effect.destroyed') {
      seen.destroyed++;
      expect(r.state.stock[id].count).toBe(s.stock[id].count - 1);
    } else {
      expect(note.key).toBe('effect.damaged');
      seen.damaged++;
      expect(r.state.stock[id].damaged).toBe(s.stock[id].damaged + 1);
    }
  }
  // both branches really happened (a Stunner or Cage cannot be damaged, so it is destroyed)
  expect(seen.damaged).toBeGreaterThan(10);
  expect(seen.destroyed).toBeGreaterThan(0);
  const pl = format('pl', { key: 'effect.destroyed', params: { unit: { unit: 'stunner' } } });
  expect(pl).toBe('Ogłuszacz uległ zniszczeniu.');
  expect(format('pl', { key: 'effect.monthsLost', params: { months: 1 } })).toBe('Tracicie 1 miesiąc.');
  expect(format('en', { key: 'effect.monthsLost', params: { months: 2 } })).toBe('You lose 2 months.');
});

test('issue 10 point 25: healing and repair say what they did, or that there was nothing to do', () => {
  const s = newGame({ length: 30, seed: 3 });
  const healOne = [{ kind: 'heal', count: 2 }] as const;
  expect(effectNotes(s, s, healOne)).toEqual([{ key: 'effect.nobodyToHeal' }]);
  const wounded = { ...s, crew: s.crew.map((h, i) => (i === 0 ? { ...h, wounds: 1 } : h)) };
  expect(effectNotes(wounded, s, healOne)).toEqual([{ key: 'effect.healed', params: { count: 1 } }]);
  const repairTwo = [{ kind: 'repair', count: 2 }] as const;
  expect(effectNotes(s, s, repairTwo)).toEqual([{ key: 'effect.nothingToRepair' }]);
  const broken = { ...s, stock: { ...s.stock, transbot: { count: 2, damaged: 2 } } };
  const fixed = { ...s, stock: { ...s.stock, transbot: { count: 2, damaged: 0 } } };
  expect(effectNotes(broken, fixed, repairTwo)).toEqual([{ key: 'effect.repaired', params: { count: 2 } }]);
  expect(format('pl', { key: 'effect.repaired', params: { count: 2 } })).toBe('Naprawione 2 jednostki.');
  expect(format('pl', { key: 'effect.healed', params: { count: 5 } })).toBe('Wyleczonych 5 ran.');
  // a damaged unit destroyed counts once, as destroyed
  const gone = { ...s, stock: { ...s.stock, transbot: { count: 1, damaged: 1 } } };
  expect(effectNotes(broken, gone, [])).toEqual([{ key: 'effect.destroyed', params: { unit: { unit: 'transbot' } } }]);
  // two units of a type hit: one note with their number, not the same sentence twice
  const twoLasers = { ...s, stock: { ...s.stock, laser: { count: 3, damaged: 0 } } };
  expect(effectNotes(twoLasers, { ...s, stock: { ...s.stock, laser: { count: 3, damaged: 2 } } }, [])).toEqual([{ key: 'effect.damagedMany', params: { unit: { unit: 'laser' }, count: 2 } }]);
  expect(effectNotes(twoLasers, { ...s, stock: { ...s.stock, laser: { count: 1, damaged: 0 } } }, [])).toEqual([{ key: 'effect.destroyedMany', params: { unit: { unit: 'laser' }, count: 2 } }]);
  expect(format('en', { key: 'effect.damagedMany', params: { unit: { unit: 'laser' }, count: 2 } })).toBe('Damaged: Laser (2).');
  expect(format('pl', { key: 'effect.destroyedMany', params: { unit: { unit: 'laser' }, count: 2 } })).toBe('Zniszczone: Laser (2).');
});

test('issue 10 point 25: the notes count what changed, not what there was (months, wounds to give, wounds healed, units repaired)', () => {
  const s = { ...newGame({ length: 30, seed: 3 }), month: 4 };
  // nothing changed in month 4: nothing to tell
  expect(effectNotes(s, s, [])).toEqual([]);
  expect(effectNotes(s, { ...s, month: 5 }, [])).toEqual([{ key: 'effect.monthsLost', params: { months: 1 } }]);
  // one wound was already waiting: two more to give out
  expect(effectNotes({ ...s, woundsToAssign: 1 }, { ...s, woundsToAssign: 3 }, [])).toEqual([{ key: 'effect.wounds', params: { count: 2 } }]);
  // 3 wounds down to 1: 2 healed
  const hurt = (w: number) => ({ ...s, crew: s.crew.map((h, i) => (i === 0 ? { ...h, wounds: w } : h)) });
  expect(effectNotes(hurt(3), hurt(1), [{ kind: 'heal', count: 2 }])).toEqual([{ key: 'effect.healed', params: { count: 2 } }]);
  // of 2 damaged Transbots one destroyed and one still damaged: none repaired; one destroyed and none left damaged: one repaired
  const bots = (count: number, damaged: number) => ({ ...s, stock: { ...s.stock, transbot: { count, damaged } } });
  expect(effectNotes(bots(3, 2), bots(2, 1), [{ kind: 'repair', count: 1 }]).filter((n) => n.key !== 'effect.destroyed')).toEqual([{ key: 'effect.nothingToRepair' }]);
  expect(effectNotes(bots(3, 2), bots(2, 0), [{ kind: 'repair', count: 1 }]).filter((n) => n.key !== 'effect.destroyed')).toEqual([{ key: 'effect.repaired', params: { count: 1 } }]);
});

test('issue 10 point 25: an event without a choice shows its introduction, then its outcome and what it did', () => {
  let found = 0;
  for (let seed = 1; seed <= 200 && found < 5; seed++) {
    let s = newGame({ length: 30, seed });
    const far: PlanetId = 'mefisto';
    for (const dir of pathTo(s.position, PLANET_FIELDS[far])) {
      const r = step(s, { type: 'fly', dir });
      s = r.state;
      if (s.phase !== 'space') break;
    }
    // the story is the text's (the hint says what to do: give the wounds, or choose a landing area)
    const story = s.message;
    const ev = SPACE_EVENTS.find((e) => !e.options && e.intro === story?.key);
    if (!ev || !story) continue;
    found++;
    const told = story.notes!;
    expect(ev.outcomes!.map((o) => o.text)).toContain(told[0]!.key); // the outcome follows the introduction
    const text = format('pl', story);
    expect(text.startsWith(format('pl', { key: ev.intro as never }))).toBe(true);
    if (s.phase === 'wounds') expect(s.hint?.key).toBe('msg.assignWounds');
    else {
      // the arrival is told after the story, and the hint lists the landing areas at once
      expect(told[told.length - 1]!.key).toBe('msg.arrived');
      expect(s.hint?.key).toBe('hint.areas');
    }
  }
  expect(found).toBe(5); // the branch was really entered
});
