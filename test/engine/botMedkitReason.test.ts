// R-INF-09, R-INF-10: the Medkit taken for the infection that water and plants carry. With the Doctor
// down too the sick are cured; with the Medkit alone they live but must be carried. The reason said
// "with the Doctor and a Medkit the sick recover" also where the Doctor stayed aboard the starship.
import '../../src/engine/text/english';
import { format, newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { loadout } from '../../src/engine/bot/loadout';

/** The state before step `index` of an advised game (20 months unless said), and the advice there. */
function at(seed: number, index: number, length: 20 | 30 = 20): { s: GameState; advice: NonNullable<ReturnType<typeof advise>> } {
  let s = newGame({ length, seed });
  for (let i = 0; i < index; i++) s = step(s, advise(s)!.action).state;
  return { s, advice: advise(s)! };
}

/** The humans the orbit's plan sends down (the guard stays in the shuttle). */
const goingDown = (s: GameState) => loadout(s).wishes.filter((w) => ['scout', 'soldier', 'doctor', 'scientist', 'engineer', 'commander', 'navigator'].includes(w.unit) && w.why !== 'bot.why.guard').map((w) => w.unit);

describe('the Medkit for the infection says what it does with and without the Doctor', () => {
  test('R-INF-09: the Doctor not among those who go down: with the Medkit alone the sick live, carried', () => {
    // seed 1, step 99
    const { s, advice } = at(1, 99);
    expect(goingDown(s)).not.toContain('doctor');
    expect(advice.reason).toEqual({ key: 'bot.load', params: { unit: { unit: 'medkit' }, why: { text: 'bot.why.infectionAlone' } } });
    expect(format('en', advice.reason)).toBe('Advisor: take the Medkit: water and plants carry infection, and with a Medkit in hand the sick survive, though they must be carried.');
    expect(format('pl', advice.reason)).toBe('Doradca: weź Apteczkę: woda i rośliny grożą zakażeniem, a z Apteczką w ręku chory przeżyje, choć trzeba go będzie nieść.');
  });

  test('R-INF-09: the Doctor guarding the shuttle does not go down: the Medkit alone', () => {
    // seed 2, step 125: the Doctor is the orbit's guard
    const { s, advice } = at(2, 125);
    expect(loadout(s).wishes).toContainEqual({ unit: 'doctor', why: 'bot.why.guard' });
    expect(goingDown(s)).not.toContain('doctor');
    expect(advice.reason).toEqual({ key: 'bot.load', params: { unit: { unit: 'medkit' }, why: { text: 'bot.why.infectionAlone' } } });
  });

  test('R-INF-10: the Doctor goes down too: the sick are cured', () => {
    // 30 months, seed 1, step 192 (Paleo)
    const { s, advice } = at(1, 192, 30);
    expect(goingDown(s)).toContain('doctor');
    expect(advice.reason).toEqual({ key: 'bot.load', params: { unit: { unit: 'medkit' }, why: { text: 'bot.why.infection' } } });
    expect(format('en', advice.reason)).toBe('Advisor: take the Medkit: water and plants carry infection, and with the Doctor and a Medkit the sick recover.');
  });
});
