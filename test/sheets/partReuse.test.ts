// Reused parts (GridBuilder.part): a drawing that reuses the parts of the previous one is the
// same drawing as one built from nothing, in random play, in one language and across languages.
import { legalActions, newGame, step, type GameState, type Lang } from '../../src/engine';
import { renderSheets } from '../../src/sheets';
import { reuseParts } from '../../src/sheets/grid';
import { Dice } from '../../src/engine/rng';

function play(seed: number, length: 10 | 20 | 30, steps: number): GameState[] {
  const d = new Dice([seed, 3, 5, 7]);
  let s = newGame({ length, seed });
  const out = [s];
  for (let i = 0; i < steps; i++) {
    const acts = legalActions(s).filter((a) => a.type !== 'newGame');
    if (acts.length === 0) break;
    s = step(s, acts[d.int(0, acts.length - 1)]!).state;
    out.push(s);
  }
  return out;
}

afterAll(() => reuseParts(true));

/** A drawing as text (Maps as their entries, in order): cheap to compare whole. */
const text = (m: ReturnType<typeof renderSheets>): string => JSON.stringify(m, (_k, v: unknown) => (v instanceof Map ? [...v] : v));

test.each([
  [11, 10, ['pl']],
  [12, 30, ['en']],
  [13, 20, ['pl', 'en']],
] as const)('seed %i, %i months, %j: reused drawings equal fresh ones', (seed, length, langs) => {
  const states = play(seed, length, 150);
  reuseParts(false);
  const fresh = states.map((s, i) => text(renderSheets(s, langs[i % langs.length] as Lang)));
  reuseParts(true);
  let reused = 0;
  let prev: ReturnType<typeof renderSheets> | null = null;
  states.forEach((s, i) => {
    const m = renderSheets(s, langs[i % langs.length] as Lang);
    expect(text(m)).toBe(fresh[i]);
    if (prev) for (const [a, c] of m.sheets.space.cells) if (prev.sheets.space.cells.get(a) === c) reused++;
    prev = m;
  });
  // the reuse really happened (in one language most cells are the previous drawing's objects)
  if (langs.length === 1) expect(reused).toBeGreaterThan(states.length * 500);
});
