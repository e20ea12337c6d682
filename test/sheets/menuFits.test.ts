// The choice menu of the expedition sheet has room for every line the surface offers at once
// (NOWA GRA, the last line, must never fall off the sheet). Checked over seeded random play.
import { legalActions, menuItems, newGame, step, type GameState } from '../../src/engine';
import { chooseAction } from '../../src/fuzz/randomPlay';
import { Dice, seedRng } from '../../src/engine/rng';
import { EXP_MENU_LINES } from '../../src/sheets/expedition';

test('every surface menu of 30 random 10-month games fits the expedition sheet’s menu lines', () => {
  let most = 0;
  let surfaceSteps = 0;
  for (let g = 1; g <= 30; g++) {
    const dice = new Dice(seedRng(g ^ 0x5eed));
    let s: GameState = newGame({ length: 10, seed: g });
    for (let i = 0; i < 1500 && s.phase !== 'ended'; i++) {
      s = step(s, chooseAction(s, legalActions(s), dice)).state;
      if (s.phase !== 'surface') continue;
      surfaceSteps++;
      most = Math.max(most, menuItems(s).length);
    }
  }
  expect(surfaceSteps).toBeGreaterThan(500); // the games really were on planets
  expect(most).toBeGreaterThanOrEqual(6);
  expect(most).toBeLessThanOrEqual(EXP_MENU_LINES);
});
