// Who may take the hits being given out, by their cause (rules/hitRules.ts): R-DMG-01, R-RES-15,
// R-RES-16 (hunger's hits only to the absorbers), R-ACC-09 (shocks spare PROM), R-ACC-16 (a Rover
// takes a scattering's hits first, our reading), R-ACC-17 (no hits to resources when everybody is
// suited), R-ACC-20 (lava wounds nobody in heavy suits), R-INF-09, R-INF-12 (the sick and the
// infected dead take none), and the queue of batches. Every expectation is written out by hand.
import type { GameState, HitBatch, HitSource, Passenger } from '../../src/engine/state';
import type { StockId } from '../../src/engine/data/units';
import { allInHeavySuits, allSuited, anyHitTarget, canHit, canHitStore, canHitSuit, canHitUnit, canWound, queueHits, settleHits } from '../../src/engine/rules/hitRules';
import { landedOnArea } from '../support/voyage';

type Worn = Passenger['suit'];
const light: Worn = { kind: 'suit', damaged: false };
const heavy: Worn = { kind: 'heavySuit', damaged: false };
const unitsOf = (entries: [StockId, number, number?][]) => Object.fromEntries(entries.map(([id, count, damaged]) => [id, { count, damaged: damaged ?? 0 }]));

/**
 * Birss set 1, the Reef Islands: the soldier and the navigator walk (suits as given), the scout
 * waits in PROM, the party holds `units` in EKSPEDYCJA and 4 resources in NIESIONE, PROM 6.
 */
function table(opts: { suits?: [Worn, Worn]; units?: [StockId, number, number?][]; carriedUnits?: [StockId, number, number?][]; source?: HitSource | null; allowed?: StockId[]; spared?: HitBatch['spared'] } = {}): GameState {
  const s = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']);
  const [a, b] = opts.suits ?? [null, null];
  return {
    ...s,
    bay: { ...s.bay, crew: [{ id: 'scout', suit: null }], units: {}, resources: 6 },
    party: {
      ...s.party,
      expedition: { crew: [{ id: 'soldier', suit: a }, { id: 'navigator', suit: b }], units: unitsOf(opts.units ?? []), resources: 0 },
      carried: { crew: [], units: unitsOf(opts.carriedUnits ?? []), resources: 4 },
      used: { crew: [], units: {}, resources: 0 },
      abandoned: { crew: [], units: unitsOf([['laser', 1]]), resources: 4 },
    },
    crew: s.crew.map((h) => ({ ...h, alive: true, ill: false, wounds: 0 })),
    hitsToAssign: 1,
    hitRule: opts.source === null ? null : { source: opts.source ?? 'landing', ...(opts.allowed ? { units: opts.allowed } : {}), ...(opts.spared ? { spared: opts.spared } : {}) },
    hitQueue: [],
  };
}
const sick = (s: GameState, alive: boolean): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, ill: true, alive } : h)) });

describe('hits by their cause', () => {
  test('R-DMG-01 a landing accident may hit every row of PROM and the party, never PORZUCONE; no rule given counts as a landing', () => {
    for (const s of [table(), table({ source: null })]) {
      expect(canWound(s, 'shuttle', 'scout')).toBe(true);
      expect(canWound(s, 'expedition', 'soldier')).toBe(true);
      expect(canHitStore(s, 'shuttle')).toBe(true);
      expect(canHitStore(s, 'carried')).toBe(true);
      expect(canHitStore(s, 'abandoned')).toBe(false);
      expect(canHitUnit(s, 'abandoned', 'laser')).toBe(false);
    }
  });

  test('R-ACC-09 a shock spares everyone and everything in PROM', () => {
    const s = table({ source: 'seismic', units: [['transbot', 1]] });
    expect(canWound(s, 'shuttle', 'scout')).toBe(false);
    expect(canHitStore(s, 'shuttle')).toBe(false);
    expect(canWound(s, 'expedition', 'navigator')).toBe(true);
    expect(canHitUnit(s, 'expedition', 'transbot')).toBe(true);
    expect(canHitStore(s, 'carried')).toBe(true);
  });

  test('R-RES-16 the hunger of PROM\'s humans wounds only PROM\'s humans', () => {
    const s = table({ source: 'starvedShuttle', units: [['transbot', 1]] });
    expect(canWound(s, 'shuttle', 'scout')).toBe(true);
    expect(canWound(s, 'expedition', 'soldier')).toBe(false);
    expect(canHitUnit(s, 'expedition', 'transbot')).toBe(false);
    expect(canHitStore(s, 'shuttle')).toBe(false);
  });

  test('R-RES-15 R-RES-16 the party\'s hunger wounds its humans, never a suit, a unit or resources', () => {
    const s = table({ source: 'starvedHumans', suits: [light, null], units: [['transbot', 1]] });
    expect(canWound(s, 'expedition', 'soldier')).toBe(true);
    expect(canWound(s, 'shuttle', 'scout')).toBe(false);
    expect(canHitSuit(s, 'expedition', 'soldier')).toBe(false);
    expect(canHitUnit(s, 'expedition', 'transbot')).toBe(false);
    expect(canHitStore(s, 'carried')).toBe(false);
  });

  test('R-RES-15 R-RES-06 hunger damage goes only to the absorber types named, and to a row of damaged ones only if more are damaged than before', () => {
    const s = table({ source: 'starvedUnits', allowed: ['transbot', 'heavySuit'], units: [['transbot', 1], ['laser', 1]], carriedUnits: [['specbot', 1, 1]], suits: [heavy, light] });
    expect(canWound(s, 'expedition', 'soldier')).toBe(false);
    expect(canHitUnit(s, 'expedition', 'transbot')).toBe(true);
    expect(canHitUnit(s, 'expedition', 'laser')).toBe(false);
    expect(canHitUnit(s, 'carried', 'specbot')).toBe(false);
    // a worn heavy suit takes it as equipment; a light one does not
    expect(canHitSuit(s, 'expedition', 'soldier')).toBe(true);
    expect(canHitSuit(s, 'expedition', 'navigator')).toBe(false);
    expect(canHitSuit(table({ source: 'starvedUnits', allowed: ['transbot'], suits: [heavy, null] }), 'expedition', 'soldier')).toBe(false);
    // a row all damaged: only while more are damaged than when the activity began
    const allDamaged = table({ source: 'starvedUnits', allowed: ['transbot'], units: [['transbot', 1, 1]], spared: { transbot: 0 } });
    expect(canHitUnit(allDamaged, 'expedition', 'transbot')).toBe(true);
    const spared = table({ source: 'starvedUnits', allowed: ['transbot'], units: [['transbot', 1, 1]], spared: { transbot: 1 } });
    expect(canHitUnit(spared, 'expedition', 'transbot')).toBe(false);
    expect(canHitUnit(table({ source: 'starvedUnits', allowed: ['transbot'], units: [['transbot', 1, 1]] }), 'expedition', 'transbot')).toBe(true);
    // a unit type the table does not hold takes nothing
    expect(canHitUnit(s, 'expedition', 'rover')).toBe(false);
  });

  test('R-ACC-16 a scattering\'s hits go to the party\'s Rover first (in the folder that holds it), and to nothing else while it is there', () => {
    const s = table({ source: 'scatter', carriedUnits: [['rover', 1], ['transbot', 1]] });
    expect(canHitUnit(s, 'carried', 'rover')).toBe(true);
    expect(canHitUnit(s, 'carried', 'transbot')).toBe(false);
    expect(canWound(s, 'expedition', 'soldier')).toBe(false);
    expect(canHitStore(s, 'carried')).toBe(false);
    expect(canHitSuit(table({ source: 'scatter', suits: [light, light], units: [['rover', 1]] }), 'expedition', 'soldier')).toBe(false);
    const inExpedition = table({ source: 'scatter', units: [['rover', 1]], carriedUnits: [['transbot', 1]] });
    expect(canHitUnit(inExpedition, 'expedition', 'rover')).toBe(true);
    expect(canHitUnit(inExpedition, 'carried', 'transbot')).toBe(false);
    // without a Rover the hits are free
    const none = table({ source: 'scatter', carriedUnits: [['transbot', 1]] });
    expect(canHitUnit(none, 'carried', 'transbot')).toBe(true);
    expect(canWound(none, 'expedition', 'soldier')).toBe(true);
    expect(canHitStore(none, 'carried')).toBe(true);
    // a Rover on another kind of batch is no target first
    expect(canWound(table({ source: 'seismic', units: [['rover', 1]] }), 'expedition', 'soldier')).toBe(true);
  });

  test('R-ACC-17 a scattering with every human suited may not hit the resources', () => {
    expect(canHitStore(table({ source: 'scatter', suits: [light, heavy] }), 'carried')).toBe(false);
    expect(canHitStore(table({ source: 'scatter', suits: [light, null] }), 'carried')).toBe(true);
    expect(canHitStore(table({ source: 'seismic', suits: [light, heavy] }), 'carried')).toBe(true);
  });

  test('R-ACC-20 lava wounds nobody when everybody wears a heavy suit; the suits and equipment may take its hits', () => {
    const s = table({ source: 'lava', suits: [heavy, heavy], units: [['transbot', 1]] });
    expect(canWound(s, 'expedition', 'soldier')).toBe(false);
    expect(canHitSuit(s, 'expedition', 'soldier')).toBe(true);
    expect(canHitUnit(s, 'expedition', 'transbot')).toBe(true);
    expect(canWound(table({ source: 'lava', suits: [heavy, light] }), 'expedition', 'soldier')).toBe(true);
  });

  test('R-INF-09 R-INF-12 the sick and the infected dead take no hit, nor do their suits; the dead none either', () => {
    const ill = sick(table({ suits: [light, null] }), true);
    expect(canWound(ill, 'expedition', 'soldier')).toBe(false);
    expect(canHitSuit(ill, 'expedition', 'soldier')).toBe(false);
    const corpse = sick(table({ suits: [light, null] }), false);
    expect(canWound(corpse, 'expedition', 'soldier')).toBe(false);
    expect(canHitSuit(corpse, 'expedition', 'soldier')).toBe(false);
    const dead = { ...table({ suits: [light, null] }), crew: table().crew.map((h) => (h.id === 'soldier' ? { ...h, alive: false } : h)) };
    expect(canWound(dead, 'expedition', 'soldier')).toBe(false);
    expect(canHitSuit(dead, 'expedition', 'soldier')).toBe(false);
    expect(canWound(ill, 'expedition', 'navigator')).toBe(true);
  });

  test('R-DMG-01 a suit takes a hit where it is worn, not in UŻYWANE, not on a bare human', () => {
    const s = table({ suits: [light, null] });
    expect(canHitSuit(s, 'expedition', 'soldier')).toBe(true);
    expect(canHitSuit(s, 'expedition', 'navigator')).toBe(false);
    const inUsed: GameState = { ...s, party: { ...s.party, used: { crew: [{ id: 'navigator', suit: light }], units: {}, resources: 0 } } };
    expect(canHitSuit(inUsed, 'used', 'navigator')).toBe(false);
    expect(canHitSuit(table({ source: 'seismic', suits: [light, null] }), 'shuttle', 'scout')).toBe(false);
  });

  test('canHit sends resources, humans and units to their own rule', () => {
    const s = table({ source: 'seismic', units: [['transbot', 1]] });
    expect(canHit(s, 'carried', 'resources')).toBe(true);
    expect(canHit(s, 'shuttle', 'resources')).toBe(false);
    expect(canHit(s, 'expedition', 'soldier')).toBe(true);
    expect(canHit(s, 'shuttle', 'scout')).toBe(false);
    expect(canHit(s, 'expedition', 'transbot')).toBe(true);
    expect(canHit(s, 'expedition', 'laser')).toBe(false);
  });

  test('R-ACC-08 R-ACC-17 everybody suited or in heavy suits: the field humans only, the sick left out, nobody is not everybody', () => {
    expect(allSuited(table({ suits: [light, heavy] }))).toBe(true);
    expect(allSuited(table({ suits: [light, null] }))).toBe(false);
    expect(allInHeavySuits(table({ suits: [heavy, heavy] }))).toBe(true);
    expect(allInHeavySuits(table({ suits: [heavy, light] }))).toBe(false);
    // the sick soldier without a suit does not count; the scout in PROM never does
    expect(allSuited(sick(table({ suits: [null, light] }), true))).toBe(true);
    expect(allInHeavySuits(sick(table({ suits: [null, heavy] }), true))).toBe(true);
    const nobody = sick(table({ suits: [null, null] }), true);
    const alone: GameState = { ...nobody, party: { ...nobody.party, expedition: { ...nobody.party.expedition, crew: [{ id: 'soldier', suit: null }] } } };
    expect(allSuited(alone)).toBe(false);
    expect(allInHeavySuits(alone)).toBe(false);
  });
});

describe('the queue of batches', () => {
  const idle = (s: GameState): GameState => ({ ...s, hitsToAssign: 0, hitRule: null, hitQueue: [] });

  test('R-DMG-01 the first batch starts at once; the next waits until it is given out; empty batches are dropped', () => {
    const s = idle(table({ units: [['transbot', 1]] }));
    expect(queueHits(s, [{ source: 'seismic', count: 0 }])).toBe(s);
    const q = queueHits(s, [{ source: 'seismic', count: 0 }, { source: 'seismic', count: 3 }, { source: 'lava', count: 6 }]);
    expect([q.hitsToAssign, q.hitRule, q.hitQueue]).toEqual([3, { source: 'seismic' }, [{ source: 'lava', count: 6 }]]);
    // a batch in progress keeps going; new ones wait behind it
    const more = queueHits(q, [{ source: 'starvedHumans', count: 1 }]);
    expect([more.hitsToAssign, more.hitRule, more.hitQueue.map((b) => b.source)]).toEqual([3, { source: 'seismic' }, ['lava', 'starvedHumans']]);
    // given out: the next one starts, with its own rule
    const next = settleHits({ ...more, hitsToAssign: 0 });
    expect([next.hitsToAssign, next.hitRule, next.hitQueue.map((b) => b.source)]).toEqual([6, { source: 'lava' }, ['starvedHumans']]);
    const last = settleHits({ ...next, hitsToAssign: 0 });
    expect([last.hitsToAssign, last.hitRule, last.hitQueue]).toEqual([1, { source: 'starvedHumans' }, []]);
    expect(settleHits({ ...last, hitsToAssign: 0 })).toMatchObject({ hitsToAssign: 0, hitRule: null, hitQueue: [] });
  });

  test('R-DMG-01 a batch nobody can take is dropped, so the player is never left without a move; its units and spares go with it', () => {
    const s = idle(table({ units: [['transbot', 1]] }));
    // nobody holds a laser: hunger's damage for lasers has no target; the wounds behind it start
    const q = queueHits(s, [{ source: 'starvedUnits', count: 2, units: ['laser'], spared: { laser: 0 } }, { source: 'starvedHumans', count: 1 }]);
    expect([q.hitsToAssign, q.hitRule, q.hitQueue]).toEqual([1, { source: 'starvedHumans' }, []]);
    expect(anyHitTarget(q)).toBe(true);
    const none = queueHits(s, [{ source: 'starvedUnits', count: 2, units: ['laser'] }]);
    expect([none.hitsToAssign, none.hitRule, none.hitQueue]).toEqual([0, null, []]);
    // a current batch with a target left stays
    const going = { ...s, hitsToAssign: 2, hitRule: { source: 'seismic' as const }, hitQueue: [{ source: 'lava' as const, count: 1 }] };
    expect(settleHits(going)).toBe(going);
  });

  test('anyHitTarget: a suit, a unit or a store can be the only target', () => {
    // lava, everyone in heavy suits, nothing else: the suits
    const suits = table({ source: 'lava', suits: [heavy, heavy] });
    const bare = (s: GameState): GameState => ({ ...s, bay: { ...s.bay, crew: [], resources: 0 }, party: { ...s.party, carried: { ...s.party.carried, resources: 0 } } });
    expect(anyHitTarget(bare(suits))).toBe(true);
    // hunger of units: only a transbot
    expect(anyHitTarget(bare(table({ source: 'starvedUnits', allowed: ['transbot'], units: [['transbot', 1]] })))).toBe(true);
    expect(anyHitTarget(bare(table({ source: 'starvedUnits', allowed: ['transbot'] })))).toBe(false);
    // PROM's hunger with nobody in PROM: nothing
    expect(anyHitTarget(bare(table({ source: 'starvedShuttle' })))).toBe(false);
    // a scattering with all suited and no Rover: humans can still be hit; the store alone cannot
    const store = table({ source: 'seismic' });
    const onlyStore: GameState = { ...store, bay: { ...store.bay, crew: [] }, party: { ...store.party, expedition: { ...store.party.expedition, crew: [] } } };
    expect(anyHitTarget(onlyStore)).toBe(true);
    expect(anyHitTarget({ ...onlyStore, party: { ...onlyStore.party, carried: { ...onlyStore.party.carried, resources: 0 } } })).toBe(false);
  });
});
