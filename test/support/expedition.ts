// A plain expedition for tests that play one through the engine or by clicks in the browser:
// research fields on the surface around the shuttle, give out every hit as it comes, then march
// back along the shortest way and lift off. The same policy drives the engine (to search seeds)
// and the browser test (to click), so both see the same game.
import { actionKey, legalActions, moveOption, type Action, type GameState } from '../../src/engine';
import { pathToShuttle } from '../../src/engine/rules/moves';
import { atShuttle } from '../../src/engine/rules/field';

const BOARD = ['centre', 'up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const;

/** Hits go first to resources and equipment, then to suits, last to humans (who should come home). */
function hitOrder(a: Action): number {
  if (a.type === 'hitSuit') return 2;
  if (a.type !== 'hit') return 9;
  if (a.unit === 'resources') return 0;
  return ['commander', 'doctor', 'navigator', 'engineer', 'scout', 'scientist', 'soldier'].includes(a.unit) ? 3 : 1;
}

/** The next action of the plain expedition: `fields` fields researched, then home. Null when it is over. */
export function nextExpeditionAction(s: GameState, fields: number): Action | null {
  if (s.phase !== 'surface') return null;
  const legal = legalActions(s);
  const has = (a: Action) => legal.some((x) => actionKey(x) === actionKey(a));
  if (s.hitsToAssign > 0) return [...legal].filter((a) => a.type === 'hit' || a.type === 'hitSuit').sort((a, b) => hitOrder(a) - hitOrder(b))[0] ?? null;
  const sf = s.surface!;
  // a creature met: the plain expedition flees it (or lets it go, or fights what it must)
  const course = sf.encounter?.course;
  if (course) {
    const pick = (t: Action['type']) => legal.find((a) => a.type === t) ?? null;
    if (course.stage === 'choose') return legal.find((a) => a.type === 'strategy' && a.strategy === 'flight') ?? pick('strategy');
    if (course.stage === 'caught') return pick('letGo');
    if (course.stage === 'weapons') return pick('fight');
    if (course.stage === 'own') return legal.find((a) => a.type === 'ownOption' && a.option === 'leave') ?? pick('ownOption');
    return legal.find((a) => a.type === 'clashMode' && a.mode === 'kill') ?? null;
  }
  const researching = sf.researched.length < fields && !sf.wreck && sf.shuttleThreats === 0;
  if (researching) {
    if (sf.moveMode !== 'research') return { type: 'toggleMoveMode' };
    for (const dir of BOARD) {
      const o = moveOption(s, dir);
      if (o?.research && o.to.layer === 'surface' && has({ type: 'move', dir })) return { type: 'move', dir };
    }
  }
  if (atShuttle(s)) return has({ type: 'liftOff' }) ? { type: 'liftOff' } : null;
  if (sf.moveMode !== 'march') return { type: 'toggleMoveMode' };
  const path = pathToShuttle(s);
  const next = path?.[1];
  if (!next) return null;
  for (const dir of BOARD) {
    const o = moveOption(s, dir);
    if (o && o.to.row === next.row && o.to.col === next.col && o.to.layer === next.layer && has({ type: 'move', dir })) return { type: 'move', dir };
  }
  return null;
}

/** Plays the plain expedition through the engine; returns the states it went through. */
export function playExpedition(s0: GameState, fields: number, step: (s: GameState, a: Action) => GameState, limit = 200): GameState[] {
  const states = [s0];
  let s = s0;
  for (let i = 0; i < limit; i++) {
    const a = nextExpeditionAction(s, fields);
    if (!a) break;
    s = step(s, a);
    states.push(s);
  }
  return states;
}
