// V8's compiler settings for the node runs that play thousands of games: `npm run sim`, `npm run
// fuzz` and the bench's games. Their entry points import this module first; the engine and the
// hosts never do (Excel and the browsers compile with their own settings).
//
// TurboFan inlines up to 920 bytes of bytecode into one optimised function by default. The rules'
// dispatch (`step`, `apply`) and the player's choice then become a few very large optimised
// functions; a rare state (a meeting's stage, a hit's source) throws one away, and it is compiled
// again whole. Pinned to one core, the compiler's thread took 25-35% of the time of games 200 to
// 700 of a run (0.3-0.5 s a hundred games beside 0.9-1.0 s of the games' own). With 150 bytes it
// took 0.1-0.25 s, and the optimised code itself ran no slower: the bench's 100 games after 200
// went from 65 to about 80 games a second (docs/SPEED.md, session 28). The moves do not change:
// the flag only decides how V8 compiles the same code.
//
// V8 optimises a function once it has run through its interrupt budget (67,584 bytes of bytecode
// by default) a few times. With the small inlining budget, many of the rules' and the player's
// functions are optimised on their own, and a good many only reached that count after some
// hundreds of games: in the bench's games 201-300 the compiler still took a fifth of the time
// (`bench:threads`). With half the budget they are optimised within the warm-up: the bench's games
// went from 106-117 to 130-132 games a second in interleaved pairs, and games 201-300 took 6.8%
// fewer instructions (valgrind, one thread; the first 200 took 5% more: the compiling comes
// sooner). Session 27 tried 16,000 before the inlining budget came, with nothing measurable
// (docs/SPEED.md, session 30).
import { setFlagsFromString } from 'node:v8';

export const GAME_RUN_V8_FLAGS: readonly string[] = ['--max-inlined-bytecode-size-cumulative=150', '--interrupt-budget=33792'];

for (const flag of GAME_RUN_V8_FLAGS) setFlagsFromString(flag);
