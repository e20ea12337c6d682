import { legalActions, newGame, step, type GameState } from './src/engine';
import { chooseAction } from './src/fuzz/randomPlay';
import { Dice, seedRng } from './src/engine/rng';
for (const [seed, at] of [[2722, 160], [3046, 544]] as const) {
  const dice = new Dice(seedRng(seed ^ 0x5eed));
  let s: GameState = newGame({ length: 10, seed });
  for (let i = 0; i < at; i++) { const a = chooseAction(s, legalActions(s), dice); s = step(s, a).state; }
  const a = chooseAction(s, legalActions(s), dice);
  const r = step(s, a).state;
  const brief = (x: GameState) => JSON.stringify({ phase: x.phase, caged: x.surface?.caged, bay: x.bay.units.cage, party: [x.party.expedition.units.cage, x.party.carried.units.cage, x.party.used.units.cage, x.party.abandoned.units.cage], alive: x.crew.filter(h=>h.alive).map(h=>h.id), msg: x.message.key, notes: x.message.notes?.map(n=>n.key), course: x.surface?.encounter?.course?.stage, mode: x.mode });
  console.log(seed, JSON.stringify(a)); console.log(' before', brief(s)); console.log(' after ', brief(r));
}
