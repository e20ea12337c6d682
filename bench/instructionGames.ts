// The games `npm run bench:instructions` counts the machine instructions of: N 30-month games
// of the heuristic player (seeds 1..N), from a cold start, in one thread. Run under valgrind's
// cachegrind (bench/instructions.sh), the count is the same to within some 0.05% from run to run,
// where the wall time of the same games differs by a fifth on this machine: a change to the
// engine's or the player's speed is told by it long before the clock can tell it.
import '../src/sim/compilerFlags'; // first: V8's settings for long runs of games, as the sim runs them
import { newGame, step } from '../src/engine';
import { advise } from '../src/engine/bot/heuristic';

const games = Number(process.argv[2]) || 10;
let steps = 0;
for (let seed = 1; seed <= games; seed++) {
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
    const a = advise(s);
    if (!a) break;
    s = step(s, a.action).state;
    steps++;
  }
}
process.stdout.write(`${games} games, ${steps} actions\n`);
