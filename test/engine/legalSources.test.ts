// isLegalNow asks the source an action usually comes from first (legal.ts); its answer must be the
// same as a search of the whole legalActions list, in every state random and heuristic play reach.
import { HUMAN_IDS, legalActions, newGame, step, type Action, type GameState } from '../../src/engine';
import { STOCK_IDS } from '../../src/engine/data/units';
import { sameAction } from '../../src/engine/actions';
import { isLegalNow } from '../../src/engine/legal';
import { advise } from '../../src/engine/bot/heuristic';
import { chooseAction } from '../../src/fuzz/randomPlay';
import { Dice, seedRng } from '../../src/engine/rng';

const inList = (s: GameState, a: Action) => legalActions(s).some((x) => sameAction(x, a));

test('isLegalNow agrees with the whole list on every state of 6 games (every legal action, and the last state\'s actions as probes)', () => {
  let states = 0;
  let refusedProbes = 0;
  let tableProbesLegal = 0;
  let menuProbesLegal = 0;
  for (const [seed, bot] of [[1, 'heuristic'], [2, 'heuristic'], [3, 'random'], [4, 'random'], [5, 'random'], [6, 'heuristic']] as const) {
    let s = newGame({ length: 10, seed });
    const dice = new Dice(seedRng(seed));
    let probes: readonly Action[] = [];
    for (let i = 0; i < 1500 && s.phase !== 'ended'; i++) {
      // a fresh copy: nothing worked out for it yet, so isLegalNow runs before the list exists
      const fresh = { ...s };
      for (const a of probes) {
        const lazy = isLegalNow(fresh, a);
        expect([i, a, lazy]).toEqual([i, a, inList(fresh, a)]);
        if (!lazy) refusedProbes++;
      }
      for (const a of legalActions(fresh)) expect([i, a, isLegalNow(fresh, a)]).toEqual([i, a, true]);
      // the table's 'niżej' and 'wyżej' are answered row by row (legal.ts tableButton): every folder and
      // unit, rows that are not there, a folder that is no folder and the Rover's own row included
      // the menu's 'badaj' and 'startuj' are answered without the menu (legal.ts surfaceMenuOffers): every state,
      // and with a field too many (a host's action is untrusted)
      for (const a of [{ type: 'research' }, { type: 'liftOff' }, { type: 'research', dir: 'up' }, { type: 'liftOff', unit: 'scout' }] as unknown as Action[]) {
        const lazy = isLegalNow({ ...s }, a);
        expect([i, a, lazy]).toEqual([i, a, inList(fresh, a)]);
        if (lazy) menuProbesLegal++;
      }
      if (i % 7 === 0)
        for (const type of ['down', 'up'] as const)
          for (const folder of ['shuttle', 'expedition', 'carried', 'used', 'abandoned', 'toString'])
            for (const unit of [...HUMAN_IDS, ...STOCK_IDS, 'resources', 'artifacts', 'nobody']) {
              const a = { type, folder, unit } as unknown as Action;
              const lazy = isLegalNow({ ...s }, a);
              expect([i, a, lazy]).toEqual([i, a, inList(fresh, a)]);
              if (lazy) tableProbesLegal++;
            }
      states++;
      const a = bot === 'heuristic' ? advise(s)?.action : chooseAction(s, legalActions(s), dice);
      if (!a) break;
      probes = legalActions(s);
      s = step(s, a).state;
    }
  }
  expect(states).toBeGreaterThan(1000);
  // the probes really include actions that are no longer legal
  expect(refusedProbes).toBeGreaterThan(1000);
  expect(tableProbesLegal).toBeGreaterThan(500);
  // the research and the lift-off were offered in some of them (and refused in the rest)
  expect(menuProbesLegal).toBeGreaterThan(50);
});
