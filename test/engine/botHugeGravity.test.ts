// The heuristic player at huge gravity (R-LOAD-35: one human and one robot; R-SHUTTLE-02: the
// shuttle lifts 30; R-ORBIT-07: capacities halved). With a guard aboard as elsewhere, the suited
// guard left no room for the robot or the resources, a Medkit or a Detector in hand took the
// party's little room, and 3 resources kept for surprises were all it carried: every landing
// researched the landing field alone and lifted off (30 months, seeds 5001..6000: 788 of 1,327
// huge landings with no resources at all). Now there is no guard there, the robot is loaded before
// the resources and goes down with them before any device, and 1 resource is kept (everywhere).
import { newGame, step, type GameState } from '../../src/engine';
import { advise, resourcesInHand } from '../../src/engine/bot/heuristic';
import { loadout } from '../../src/engine/bot/loadout';
import { encodeAction } from '../../src/engine/journal';
import { orbitSet } from '../../src/engine/rules/planet';

/** The state before step `index` of an advised 30-month game. */
function at(seed: number, index: number): GameState {
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < index; i++) s = step(s, advise(s)!.action).state;
  return s;
}

/** The advised actions from step `from` on, `count` of them, as the journal writes them; with the state after them. */
function advised(s: GameState, count: number): { actions: string[]; s: GameState } {
  const actions: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = advise(s)!.action;
    actions.push(encodeAction(a));
    s = step(s, a).state;
  }
  return { actions, s };
}

describe('the heuristic player at huge gravity', () => {
  // 30 months, seed 1: Korkran (huge gravity, acid air) at step 169, Paleo (Earth gravity) at step 185
  const korkran = at(1, 169);

  test('R-LOAD-35, R-ACC-10: one human and one robot go down, and nobody stays aboard on guard; elsewhere one does', () => {
    expect([korkran.orbit?.planet, orbitSet(korkran)!.gravity]).toEqual(['korkran', 'huge']);
    const plan = loadout(korkran);
    expect(plan.guard).toBeUndefined();
    expect(plan.wishes.some((w) => w.why === 'bot.why.guard')).toBe(false);
    expect(plan.wishes.filter((w) => ['commander', 'doctor', 'navigator', 'engineer', 'scout', 'scientist', 'soldier'].includes(w.unit)).map((w) => w.unit)).toEqual(['scout']);
    expect(plan.wishes.filter((w) => ['transbot', 'specbot', 'rekonbot', 'repbot'].includes(w.unit)).map((w) => w.unit)).toEqual(['specbot']);
    const paleo = at(1, 185);
    expect([paleo.orbit?.planet, orbitSet(paleo)!.gravity]).toEqual(['paleo', 'earth']);
    expect(loadout(paleo).guard).toBe('scientist');
  });

  test('with no human fit to go down (4 wounds each), no robot is loaded: the landing is declined', () => {
    // a new orbit object, so that the plan kept for the orbit is made again (loadout.ts)
    const unfit: GameState = { ...korkran, orbit: { ...korkran.orbit! }, crew: korkran.crew.map((h) => ({ ...h, wounds: 4 })) };
    expect(loadout(unfit).wishes.filter((w) => ['commander', 'doctor', 'navigator', 'engineer', 'scout', 'scientist', 'soldier'].includes(w.unit))).toEqual([]);
    expect(advise(unfit)!.action).toEqual({ type: 'decline' });
  });

  test('the robot is loaded before the resources, which then fill what the shuttle still lifts; all go down', () => {
    const { actions, s } = advised(korkran, 8);
    expect(actions).toEqual(['load unit=scout', 'load unit=specbot', 'setInput field=resources raw=5', 'addResources', 'down folder=shuttle unit=scout', 'down folder=shuttle unit=specbot', 'down folder=shuttle unit=resources', 'land']);
    expect(s.party.carried.resources).toBe(5);
  });

  test('R-ORBIT-07: the robot and the resources go down before the Medkit, which no longer fits', () => {
    // 30 months, seed 3: Nowe Alto (huge gravity); the Doctor, the Rekonbot, 12 resources, a Medkit and a Cage are aboard
    const s = at(3, 260);
    expect([s.orbit?.planet, orbitSet(s)!.gravity]).toEqual(['noweAlto', 'huge']);
    expect([s.bay.units.medkit?.count, s.bay.units.cage?.count, s.bay.resources]).toEqual([1, 1, 12]);
    const down = advised(s, 5);
    expect(down.actions).toEqual(['down folder=shuttle unit=doctor', 'down folder=shuttle unit=rekonbot', 'setInput field=resources raw=3', 'down folder=shuttle unit=resources', 'land']);
    expect([down.s.bay.units.medkit?.count, down.s.bay.units.cage?.count]).toEqual([1, 1]);
    expect(down.s.party.carried.resources).toBe(3);
  });

  test('the reserve kept for surprises: 1 resource, at huge gravity as elsewhere', () => {
    // Korkran's landing field researched (seed 1, step 179); Opoplo's (seed 131, step 111, Earth gravity)
    const huge = at(1, 179);
    expect(orbitSet(huge)!.gravity).toBe('huge');
    expect(resourcesInHand(huge)).toBeCloseTo(huge.party.carried.resources - huge.surface!.drainDebt.party - 1, 10);
    const earth = at(131, 111);
    expect(orbitSet(earth)!.gravity).toBe('earth');
    expect(resourcesInHand(earth)).toBeCloseTo(earth.party.carried.resources - earth.surface!.drainDebt.party - 1, 10);
  });

  test('the party researches two fields beyond the landing field before it goes back and lifts off', () => {
    const { actions, s } = advised(at(1, 178), 6);
    expect(actions).toEqual(['research', 'move dir=up', 'move dir=downLeft', 'toggleMoveMode', 'move dir=downRight', 'liftOff']);
    expect(s.phase).toBe('space');
  });
});
