// Kill tests for rules/accidents.ts (mutation score, docs/MUTATION.md): the edges the behavioural
// tests (accidents.test.ts) passed over — a part of an hour for the robots' harm and the shuttle's
// threat and loss, a threat and the wreck in one hour, a working and a damaged robot hit in one
// hour, what an accident leaves alone (other units, other folders, the sick one's suit), the
// reasons the PZ ledger records, and the hours that have nothing to act on. Expected values are
// the manual's literals (RULES.md §20, DECISIONS.md). Draws are forced with ScriptDice: a hazard
// draws int(1, 10 000 000) and happens when the draw is at most round(chance × 10 000 000).
import type { GameState, HumanId, Message, StockId } from '../../../src/engine';
import { accidentHour, situation } from '../../../src/engine/rules/accidents';
import { passHours } from '../../../src/engine/rules/exposure';
import { ScriptDice } from '../../support/scriptDice';
import { act, landedOnArea, orbitOver, roverParty } from '../../support/voyage';

type Units = Parameters<typeof landedOnArea>[3];
type PlanetId = Parameters<typeof landedOnArea>[0];
const CTX = { risky: false, researched: false, part: 1 } as const;
const HALF = { risky: false, researched: false, part: 0.5 } as const;
const keys = (notes: readonly Message[]) => notes.map((n) => n.key);
const human = (s: GameState, id: HumanId) => s.crew.find((h) => h.id === id)!;

/** Landed on an area (landing hits given out, wounds healed), `guards` sent back into PROM. */
function landed(planet: PlanetId, set: number, area: string, units: Units, guards: readonly HumanId[] = []): GameState {
  let s = landedOnArea(planet, set, area, units, 8, 6);
  for (const g of guards) s = act(s, { type: 'up', folder: 'expedition', unit: g });
  return { ...s, crew: s.crew.map((h) => ({ ...h, wounds: 0 })) };
}
const at = (s: GameState, row: number, col: number, cave = false): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave } } });
/** The units of EKSPEDYCJA set by hand. */
const withUnits = (s: GameState, units: GameState['party']['expedition']['units']): GameState => ({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, units } } });
/** A unit type in the field party's folders, wherever reorganising put it. */
function inParty(s: GameState, id: StockId): { count: number; damaged: number } {
  const fs = [s.party.expedition, s.party.carried, s.party.used, s.party.abandoned];
  return { count: fs.reduce((n, f) => n + (f.units[id]?.count ?? 0), 0), damaged: fs.reduce((n, f) => n + (f.units[id]?.damaged ?? 0), 0) };
}
const lastEntry = (s: GameState) => s.ledger.at(-1);

describe('R-ACC-01 hours with nothing to act on', () => {
  test('off the planet there is no situation and an hour changes nothing', () => {
    const s = orbitOver('suwatte', 0, 8);
    expect(s.surface).toBeNull();
    expect(situation(s, { risky: false, researched: false })).toBeNull();
    const out = accidentHour(s, CTX, new ScriptDice('all'));
    expect(out).toEqual({ state: s, hits: [], notes: [] });
  });

  test('R-ACC-23 an accident on a cliff with no living human and no working robot outside harms nobody', () => {
    // birss set 1 (high gravity, normal air, calm), the cliff at 3:7; the Engineer guards PROM
    const s = at(landed('birss', 1, 'birss.glacierLakes', ['soldier', 'engineer'], ['engineer']), 3, 7);
    const empty = withUnits({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [] } } }, { transbot: { count: 1, damaged: 1 } });
    const dice = new ScriptDice('all');
    const out = accidentHour(empty, CTX, dice);
    // the cliff's draw happened, and found no victim: no victim was drawn and nothing was hit
    expect(dice.hazardDraws).toBeGreaterThan(0);
    expect(dice.calls).toEqual([]);
    expect(out.hits).toEqual([]);
    expect(keys(out.notes).filter((k) => k.startsWith('note.accident'))).toEqual([]);
    expect(out.state.party.expedition.units.transbot).toEqual({ count: 1, damaged: 1 });
  });
});

describe('R-ACC-21 a cave is not the cliff above it', () => {
  test('picolo.hollowRidge 4:5 is a cliff with a cave: the cliff\'s accident on the surface, none in the cave', () => {
    const s = landed('picolo', 0, 'picolo.hollowRidge', ['soldier', 'scout']);
    expect(situation(at(s, 4, 5), { risky: false, researched: false })!.cliff).toBe(true);
    expect(situation(at(s, 4, 5, true), { risky: false, researched: false })!.cliff).toBe(false);
  });
});

describe('R-ACC-04..06 the robots in corrosive air', () => {
  // birss set 2: Earth gravity, toxic air, calm; the party at the shuttle with the Engineer
  const toxic = (units: GameState['party']['expedition']['units']) => {
    const s = withUnits(landed('birss', 2, 'birss.glacierLakes', ['soldier', 'engineer', 'transbot']), units);
    return { ...s, surface: { ...s.surface!, activeAtmosphere: 1 } };
  };

  test('R-ACC-05 R-ACC-01 half an hour after the onset harms a robot with half the hour\'s chance: 6% with the Engineer is 3%', () => {
    const s = toxic({ transbot: { count: 1, damaged: 0 } });
    expect(situation(s, { risky: false, researched: false })!.engineer).toBe(true);
    // the onset's own chance that half hour (0.25%) is far below these draws
    expect(keys(accidentHour(s, HALF, new ScriptDice({ threshold: 300_000 })).notes)).toContain('note.robotCorroded');
    expect(keys(accidentHour(s, HALF, new ScriptDice({ threshold: 300_001 })).notes)).not.toContain('note.robotCorroded');
    // a whole hour: 6%
    expect(keys(accidentHour(s, CTX, new ScriptDice({ threshold: 600_000 })).notes)).toContain('note.robotCorroded');
    expect(keys(accidentHour(s, CTX, new ScriptDice({ threshold: 600_001 })).notes)).not.toContain('note.robotCorroded');
  });

  test('R-ACC-04 a damaged robot whose draw fails stays as it was; nothing is told', () => {
    const s = toxic({ transbot: { count: 1, damaged: 1 } });
    const out = accidentHour(s, CTX, new ScriptDice('none'));
    expect(out.notes).toEqual([]);
    expect(inParty(out.state, 'transbot')).toEqual({ count: 1, damaged: 1 });
    expect(out.state.vp).toBe(s.vp);
  });

  test('R-ACC-04 one hour damages a working robot and destroys a damaged one of the same kind: one left, damaged; −1 VP as a unit lost', () => {
    const s = toxic({ transbot: { count: 2, damaged: 1 } });
    // draws: 1 the onset (no), 2 the working transbot, 3 the damaged one
    const out = accidentHour(s, CTX, new ScriptDice([2, 3]));
    expect(out.notes).toEqual([
      { key: 'note.robotCorroded', params: { unit: { unit: 'transbot' }, count: 1 } },
      { key: 'note.robotDissolved', params: { unit: { unit: 'transbot' }, count: 1 } },
    ]);
    expect(inParty(out.state, 'transbot')).toEqual({ count: 1, damaged: 1 });
    expect(out.state.vp - s.vp).toBe(-1);
    expect(lastEntry(out.state)).toMatchObject({ reason: 'unitLost' });
    expect(out.state.vpLog?.at(-1)).toEqual({ amount: -1, reason: 'unitLost' });
  });
});

describe('R-ACC-10..13 the shuttle left alone', () => {
  // suwatte set 0: Earth gravity, normal air, calm; the shuttle at 6:4, the party away at 6:5, PROM empty
  const away = () => at(landed('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'scout', 'engineer']), 6, 5);
  const threatened = () => {
    const s = away();
    return { ...s, surface: { ...s.surface!, shuttleThreats: 1 } };
  };

  test('R-ACC-10 R-ACC-01 half an hour alone: the threat\'s chance is half the hour\'s (0.25% at Earth gravity is 0.125%)', () => {
    const s = away();
    expect(keys(accidentHour(s, HALF, new ScriptDice({ threshold: 12_500 })).notes)).toContain('note.shuttleThreat');
    expect(keys(accidentHour(s, HALF, new ScriptDice({ threshold: 12_501 })).notes)).not.toContain('note.shuttleThreat');
  });

  test('R-ACC-11 R-ACC-01 half an hour of a lasting threat: the loss\'s chance is half the hour\'s (6% at Earth gravity is 3%)', () => {
    const s = threatened();
    expect(keys(accidentHour(s, HALF, new ScriptDice({ threshold: 300_000 })).notes)).toEqual(['note.shuttleWrecked']);
    expect(keys(accidentHour(s, HALF, new ScriptDice({ threshold: 300_001 })).notes)).toEqual([]);
    expect(keys(accidentHour(s, CTX, new ScriptDice({ threshold: 600_000 })).notes)).toEqual(['note.shuttleWrecked']);
  });

  test('R-ACC-11 R-ACC-12 a threat that comes in an hour may wreck the shuttle in that same hour; the PZ ledger says the shuttle was lost', () => {
    const s = away();
    // draws: 1 the threat (yes), 2 the loss with that one threat (yes)
    const out = accidentHour(s, CTX, new ScriptDice([1, 2]));
    expect(out.notes).toEqual([{ key: 'note.shuttleThreat' }, { key: 'note.shuttleWrecked', params: { vp: -4 } }]);
    expect(out.state.surface!.wreck).toBe(true);
    expect(out.state.vp - s.vp).toBe(-4);
    expect(lastEntry(out.state)).toMatchObject({ reason: 'shuttleLost', amount: -4 });
  });
});

describe('R-ACC-17 every suit hit by a scattering', () => {
  test('the sick human\'s suit is left alone, as he takes no wounds (R-INF-09)', () => {
    // picolo set 0: near-zero gravity, no air, calm; both wear light suits
    let s = landed('picolo', 0, 'picolo.craterField', ['soldier', 'engineer', 'scout', 'transbot']);
    const suit = { kind: 'suit' as const, damaged: false };
    const e = s.party.expedition;
    // the Scout falls ill and is carried, in his suit; the first of the crew list, back aboard the starship, is dead
    const first = s.crew[0]!.id;
    expect(['soldier', 'engineer', 'scout']).not.toContain(first);
    s = {
      ...s,
      crew: s.crew.map((h) => (h.id === 'scout' ? { ...h, ill: true } : h.id === first ? { ...h, alive: false } : h)),
      party: { ...s.party, expedition: { ...e, crew: e.crew.filter((p) => p.id !== 'scout').map((p) => ({ ...p, suit })) }, carried: { ...s.party.carried, crew: [{ id: 'scout', suit }] } },
    };
    const out = accidentHour(s, CTX, new ScriptDice('all', [3, 3]));
    expect(keys(out.notes)).toContain('note.suitsHit');
    expect(out.state.party.carried.crew.find((p) => p.id === 'scout')!.suit).toEqual({ kind: 'suit', damaged: false });
    for (const id of ['soldier', 'engineer']) expect(out.state.party.expedition.crew.find((p) => p.id === id)!.suit).toEqual({ kind: 'suit', damaged: true });
  });
});

describe('R-ACC-21..24 what an accident on foot leaves alone', () => {
  // birss set 1: high gravity, normal air, calm; the cliff at 3:7; the Engineer guards PROM
  const onCliff = (units: Units) => at(landed('birss', 1, 'birss.glacierLakes', units, ['engineer']), 3, 7);

  test('R-ACC-23 a working robot destroyed takes only itself: its damaged fellow and the other robots stay; −1 VP as a unit lost; no hits', () => {
    const s = withUnits(onCliff(['soldier', 'scout', 'engineer']), { transbot: { count: 2, damaged: 1 }, rekonbot: { count: 1, damaged: 0 } });
    // victims: the soldier, the scout, the working transbot, the rekonbot (4); the 3rd is picked
    const dice = new ScriptDice('all', [3]);
    const out = accidentHour(s, CTX, dice);
    expect(dice.calls[0]).toEqual([1, 4]);
    expect(out.notes).toEqual([{ key: 'note.accidentDestroyed', params: { place: { text: 'place.cliff' }, unit: { unit: 'transbot' } } }]);
    expect(out.hits).toEqual([]);
    expect(inParty(out.state, 'transbot')).toEqual({ count: 1, damaged: 1 });
    expect(inParty(out.state, 'rekonbot')).toEqual({ count: 1, damaged: 0 });
    expect(out.state.vp - s.vp).toBe(-1);
    expect(lastEntry(out.state)).toMatchObject({ reason: 'unitLost' });
  });

  test('R-ACC-24 softened, no hits are queued: the human\'s wounds and the robot\'s damage are all', () => {
    const s = onCliff(['soldier', 'scout', 'engineer', 'transbot', 'climber']);
    const wounded = accidentHour(s, CTX, new ScriptDice('all', [1, 2, 3, 3]));
    expect(keys(wounded.notes)).toEqual(['note.accidentWounds']);
    expect(wounded.hits).toEqual([]);
    const damaged = accidentHour(s, CTX, new ScriptDice('all', [3]));
    expect(keys(damaged.notes)).toEqual(['note.accidentDamaged']);
    expect(damaged.hits).toEqual([]);
    expect(human(damaged.state, 'soldier')).toMatchObject({ alive: true, wounds: 0 });
  });
});

// the party rides the Rover on birss set 1 (the engineer and the transbot aboard), a cage carried
describe('R-ACC-22 the Rover wrecked', () => {
  /** The Rovers in PROM, EKSPEDYCJA, NIESIONE, UŻYWANE and PORZUCONE. */
  const rovers = (s: GameState) => [s.bay, s.party.expedition, s.party.carried, s.party.used, s.party.abandoned].map((f) => f.units.rover?.count ?? 0);
  test('only the Rover is lost: the units beside it stay; −1 VP as a unit lost', () => {
    // the chasm at 7:4; draws: every hazard happens, the chasm's among them
    const s = at(roverParty('birss', 1, 'birss.glacierLakes', ['cage']), 7, 4);
    const cages = inParty(s, 'cage').count + (s.bay.units.cage?.count ?? 0);
    expect(cages).toBe(1);
    const out = passHours(s, 1, new ScriptDice('all'));
    expect(keys(out.notes)).toContain('note.roverCrash');
    expect(out.state.mode).toBe('foot');
    // no folder keeps a Rover, nor goes below none (on foot the engineer alone cannot carry it: it lay in PORZUCONE, NIESIONE's count at 0)
    expect(rovers(out.state)).toEqual([0, 0, 0, 0, 0]);
    expect(inParty(out.state, 'cage').count + (out.state.bay.units.cage?.count ?? 0)).toBe(1);
    expect(inParty(out.state, 'transbot')).toEqual({ count: 1, damaged: 0 });
    expect(out.state.ledger.some((e) => e.reason === 'unitLost' && e.amount < 0)).toBe(true);
  });

  test('a damaged Rover found first is passed over: the working one is the one lost', () => {
    const s = at(roverParty('birss', 1, 'birss.glacierLakes', ['cage']), 7, 4);
    // a damaged Rover lies in NIESIONE beside the one ridden
    const withWreck = { ...s, party: { ...s.party, carried: { ...s.party.carried, units: { ...s.party.carried.units, rover: { count: 1, damaged: 1 } } } } };
    const out = passHours(withWreck, 1, new ScriptDice('all'));
    expect(keys(out.notes)).toContain('note.roverCrash');
    const all = [out.state.bay, out.state.party.expedition, out.state.party.carried, out.state.party.used, out.state.party.abandoned];
    for (const f of all) expect(f.units.rover?.count ?? 0).toBeGreaterThanOrEqual(f.units.rover?.damaged ?? 0);
    for (const f of all) expect(f.units.rover?.damaged ?? 0).toBeGreaterThanOrEqual(0);
    expect(all.reduce((n, f) => n + (f.units.rover?.count ?? 0), 0)).toBe(1);
    expect(all.reduce((n, f) => n + (f.units.rover?.damaged ?? 0), 0)).toBe(1);
  });
});
