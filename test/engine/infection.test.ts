// Infection on a planet: R-INF-01..13, with the outcomes decided in shared DECISIONS.md (R-INF-08,
// R-INF-09, R-INF-10), R-MOVE-02 (the sick cannot lead the party) and R-MOVE-28 (an infected dead
// the party could carry, left in PORZUCONE, stops it moving on).
// What it proves:
// - the risk points per hour are the manual's table (R-INF-04) by feature and gravity, the
//   features of a field add up, and a real field gives them (lake + lush vegetation at Earth
//   gravity: 7 an hour); they accumulate hour by hour, never fall, stop at 256;
// - each point is 0.005% an hour: the manual's example (16 h by a lake in lush vegetation at Earth
//   gravity, 112 points) falls ill after about 180 h on average (1 / 0.0056 ≈ 178.6);
// - the victim is a healthy member of the field party (never one in PROM, never one already ill);
//   neither the Doctor nor a Medkit in UŻYWANE: death, the corpse carried in NIESIONE; exactly one:
//   ill, carried, no wounds, not counted as able to act, dead if already wounded or left alone;
//   both: 2 wounds and cured; the lift-off ends every illness.
// Expected values are the manual's literals (RULES.md §21, DECISIONS.md), never read off the code.
// Draws are forced with ScriptDice: an infection is drawn with int(1, 10 000 000) and comes when
// the draw is at most round(chance × 10 000 000).
import '../../src/engine/text/english';
import { format, legalActions, menuItems, passengerWeight, tableRows, type Action, type GameState, type HumanId } from '../../src/engine';
import type { Passenger } from '../../src/engine/state';
import { carryIll, infectionHour, infectionPerHour, infectionPoints, settleSick } from '../../src/engine/rules/infection';
import { passHours } from '../../src/engine/rules/exposure';
import { livingPartyCrew } from '../../src/engine/rules/folders';
import { buryIfDead } from '../../src/engine/rules/hits';
import { canMove } from '../../src/engine/rules/moves';
import { carriedWeight, partyCapacity } from '../../src/engine/rules/party';
import { Dice, seedRng } from '../../src/engine/rng';
import { ScriptDice } from '../support/scriptDice';
import { act, landedOnArea } from '../support/voyage';


/** Someone falls ill this hour: the victim is the `victim`-th healthy member; each wound costs no VP (3 of 1..3). */
const ILL = (victim = 1) => new ScriptDice('all', [victim, 3, 3, 3, 3, 3, 3], 3);
const NONE = () => new ScriptDice('none', [], 3);

type Units = Parameters<typeof landedOnArea>[3];
// suwatte set 0: Earth gravity, normal air, calm geology, no planetary drain. Area suwatte.jungleDelta:
// the shuttle at 6:4, a bare plain; 4:3 'p+k?+V' a plain with a lake ('być może', kept here) and
// lush vegetation.
function landed(units: Units, resources = 2): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8, resources);
  return { ...s, crew: s.crew.map((h) => ({ ...h, wounds: 0 })), surface: { ...s.surface!, absent: [] } };
}
const at = (s: GameState, row: number, col: number, cave = false): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave } } });
const lakeside = (s: GameState) => at(s, 4, 3);
const withPoints = (s: GameState, infection: number): GameState => ({ ...s, surface: { ...s.surface!, infection } });
const human = (s: GameState, id: HumanId) => s.crew.find((h) => h.id === id)!;
const ids = (crew: readonly { id: HumanId }[]) => crew.map((p) => p.id);
const setWounds = (s: GameState, id: HumanId, wounds: number): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === id ? { ...h, wounds } : h)) });
const hitActions = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'hit' | 'hitSuit' }> => a.type === 'hit' || a.type === 'hitSuit');

describe('R-INF-04 risk points per hour', () => {
  const G = ['nearZero', 'low', 'earth', 'high', 'huge'] as const;
  const TABLE = {
    lake: [3, 4.5, 6, 8, 16],
    swamp: [1, 1.5, 2, 2.5, 5.5],
    river: [0.5, 0.7, 1, 1.5, 2.5],
    liquidSurface: [0.5, 0.7, 1, 1.5, 2.5],
    sparse: [0.5, 0.7, 1, 1.5, 2.5],
    lush: [0.5, 0.7, 1, 1.5, 2.5],
  } as const;

  test('R-INF-04 by feature and gravity (near-zero, low, Earth, high, huge): lake 3/4.5/6/8/16, swamp 1/1.5/2/2.5/5.5, river, liquid surface, sparse and lush vegetation 0.5/0.7/1/1.5/2.5', () => {
    for (const [feature, row] of Object.entries(TABLE)) G.forEach((g, i) => expect(infectionPoints([feature], g)).toBeCloseTo(row[i]!, 12));
  });

  test('R-INF-04 the features of one field add up; the other terrains count nothing', () => {
    expect(infectionPoints(['lake', 'lush'], 'earth')).toBeCloseTo(7, 12);
    expect(infectionPoints(['swamp', 'river', 'sparse'], 'huge')).toBeCloseTo(5.5 + 2.5 + 2.5, 12);
    expect(infectionPoints(['plain', 'hills', 'mountains', 'cliff', 'solidLava', 'glacier', 'liquidUnder', 'cave', 'caveBuilding', 'chasm', 'underwaterCliff', 'building', 'city'], 'huge')).toBe(0);
  });

  test('R-INF-01 R-INF-04 on a landed map at Earth gravity: lake + lush 7 an hour, river + lush 2, swamp 2, swamp + lush 3, a liquid surface with emergent lush vegetation 2, the bare shuttle field 0', () => {
    const s = landed(['soldier', 'scout']);
    const perHour = (row: number, col: number) => infectionPerHour(at(s, row, col));
    expect(perHour(4, 3)).toBeCloseTo(7, 12);
    expect(perHour(4, 5)).toBeCloseTo(2, 12); // 'p+r+V'
    expect(perHour(4, 2)).toBeCloseTo(2, 12); // 's'
    expect(perHour(5, 1)).toBeCloseTo(3, 12); // 's+V'
    expect(perHour(7, 1)).toBeCloseTo(2, 12); // 'w+V+e', on the surface
    expect(perHour(6, 4)).toBe(0); // 'p'
    // the lake as a 'być może' terrain that did not turn up: lush vegetation only
    expect(infectionPerHour({ ...lakeside(s), surface: { ...lakeside(s).surface!, absent: ['4:3:lake'] } })).toBeCloseTo(1, 12);
  });

  test('R-INF-04 a cave counts nothing of the field above; high gravity multiplies the surface', () => {
    // birss set 1 (high gravity), birss.glacierLakes 4:8 'h+v+Ja': hills with sparse vegetation, a cave beneath
    const s = landedOnArea('birss', 1, 'birss.glacierLakes', ['soldier', 'scout']);
    expect(infectionPerHour(at(s, 4, 8))).toBeCloseTo(1.5, 12);
    expect(infectionPerHour(at(s, 4, 8, true))).toBe(0);
  });
});

describe('R-INF-02..06 accumulation and the chance of an illness', () => {
  test('R-INF-02 R-INF-06 the manual\'s example: 16 hours by the lake in lush vegetation at Earth gravity gather 112 points', () => {
    const s = lakeside(landed(['soldier', 'scout']));
    expect(s.surface!.infection).toBe(0);
    const out = passHours(s, 16, NONE());
    expect(out.state.surface!.infection).toBeCloseTo(112, 9);
    // hour by hour: 7 a whole hour, 3.5 half an hour
    expect(infectionHour(s, 1, NONE()).state.surface!.infection).toBeCloseTo(7, 9);
    expect(infectionHour(s, 0.5, NONE()).state.surface!.infection).toBeCloseTo(3.5, 9);
  });

  test('R-INF-05 the points stop at 256', () => {
    const s = lakeside(landed(['soldier', 'scout']));
    // 36 hours are 252 points, 37 would be 259
    expect(passHours(s, 36, NONE()).state.surface!.infection).toBeCloseTo(252, 9);
    expect(passHours(s, 37, NONE()).state.surface!.infection).toBe(256);
    expect(passHours(withPoints(s, 256), 10, NONE()).state.surface!.infection).toBe(256);
    expect(infectionHour(withPoints(s, 255), 1, NONE()).state.surface!.infection).toBe(256);
  });

  test('R-INF-02 R-INF-03 the points never fall: not on a bare field, not with everybody in PROM', () => {
    const s = landed(['soldier', 'scout']);
    // the bare shuttle field
    expect(passHours(withPoints(s, 112), 5, NONE()).state.surface!.infection).toBe(112);
    // everybody in PROM: nobody falls ill, the points stay
    let inside = act(s, { type: 'up', folder: 'expedition', unit: 'soldier' });
    inside = act(inside, { type: 'up', folder: 'expedition', unit: 'scout' });
    expect(ids(inside.bay.crew)).toEqual(['soldier', 'scout']);
    const out = infectionHour(withPoints(inside, 112), 1, ILL());
    expect(out.notes).toEqual([]);
    expect(out.state.surface!.infection).toBe(112);
    expect(out.state.crew.some((h) => h.ill || !h.alive)).toBe(false);
  });

  test('R-INF-01 R-INF-02 the research hours gather the points: 7 for each hour by the lake', () => {
    const s = lakeside(landed(['soldier', 'scout']));
    const out = act(s, { type: 'research' });
    const hours = out.surface!.hours - s.surface!.hours;
    expect(hours).toBeGreaterThan(0);
    expect(out.surface!.infection).toBeCloseTo(7 * hours, 9);
  });

  test('R-INF-06 with 112 points an illness comes after about 180 hours on average (0.005% a point an hour: 1 / 0.0056 ≈ 178.6 h, 2 000 waits, ± 16 h)', () => {
    // the bare shuttle field: the points stay at 112
    const s = withPoints(landed(['soldier', 'scout']), 112);
    const dice = new Dice(seedRng(11));
    const runs = 2_000;
    let total = 0;
    for (let r = 0; r < runs; r++) {
      let h = 0;
      for (;;) {
        h++;
        if (infectionHour(s, 1, dice).notes.length > 0) break;
      }
      total += h;
    }
    // a geometric wait: mean 1/p, standard error about (1/p) / √2000 ≈ 4 h
    expect(Math.abs(total / runs - 178.6)).toBeLessThan(16);
  });

  test('R-INF-05 R-INF-06 at the cap of 256 points: 1.28% of hours bring an illness (100 000 hours, four standard errors)', () => {
    const s = withPoints(landed(['soldier', 'scout']), 256);
    const dice = new Dice(seedRng(12));
    const n = 100_000;
    let k = 0;
    for (let i = 0; i < n; i++) if (infectionHour(s, 1, dice).notes.length > 0) k++;
    const p = 256 * 0.00005;
    expect(Math.abs(k / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });

  test('R-INF-06 the chance is the whole expedition\'s, not each person\'s: with four in the party still 1.28% of hours at 256 points (60 000 hours)', () => {
    const n = 60_000;
    const share = (s: GameState, seed: number) => {
      const dice = new Dice(seedRng(seed));
      let k = 0;
      for (let i = 0; i < n; i++) if (infectionHour(s, 1, dice).notes.length > 0) k++;
      return k / n;
    };
    const p = 256 * 0.00005;
    const tol = 4 * Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(share(withPoints(landed(['soldier', 'scout', 'engineer', 'navigator']), 256), 13) - p)).toBeLessThan(tol);
  });
});

describe('R-INF-07..12 who falls ill and what follows (DECISIONS: R-INF-08, R-INF-09)', () => {
  test('R-INF-07 R-INF-03 the victim is drawn among the healthy of the field party only: not those in PROM, not the ill', () => {
    // the scout stays in PROM; the soldier and the engineer go out
    const s = lakeside(act(landed(['soldier', 'scout', 'engineer', 'doctor']), { type: 'up', folder: 'expedition', unit: 'scout' }));
    expect(ids(s.bay.crew)).toEqual(['scout']);
    const dice = ILL(1);
    const first = infectionHour(s, 1, dice);
    expect(dice.calls[0]).toEqual([1, 3]); // soldier, engineer, doctor
    expect(human(first.state, 'soldier')).toMatchObject({ alive: true, ill: true });
    const again = new ScriptDice('all', [1], 3);
    const second = infectionHour(first.state, 1, again);
    expect(again.calls[0]).toEqual([1, 2]); // the engineer and the doctor; the ill soldier is not drawn again
    expect(human(second.state, 'engineer').ill).toBe(true);
    expect(human(second.state, 'scout')).toMatchObject({ alive: true, ill: false });
  });

  test('R-INF-08 DECISIONS neither the Doctor nor a Medkit in UŻYWANE: the victim dies; the corpse stays in the table, carried in NIESIONE (alive false, ill true)', () => {
    const s = lakeside(landed(['soldier', 'scout', 'transbot']));
    const out = infectionHour(s, 1, ILL(1));
    expect(out.notes).toEqual([{ key: 'note.infectionDeath', params: { unit: { unit: 'soldier' } } }]);
    expect(human(out.state, 'soldier')).toMatchObject({ alive: false, ill: true });
    expect(ids(out.state.party.carried.crew)).toEqual(['soldier']);
    expect(ids(out.state.party.expedition.crew)).toEqual(['scout']);
  });

  test('R-INF-08 R-INF-09 a Medkit carried in NIESIONE (not in UŻYWANE) saves nobody', () => {
    const inHands = lakeside(landed(['soldier', 'scout', 'medkit', 'transbot']));
    expect(inHands.party.used.units.medkit).toEqual({ count: 1, damaged: 0 });
    const carried = act(inHands, { type: 'up', folder: 'used', unit: 'medkit' });
    expect(carried.party.carried.units.medkit).toEqual({ count: 1, damaged: 0 });
    expect(human(infectionHour(carried, 1, ILL(1)).state, 'soldier')).toMatchObject({ alive: false, ill: true });
  });

  test('R-INF-13 R-DEV-16 DECISIONS a victim in an intact suit (light or heavy) is spared; a damaged suit and the Rover protect nobody', () => {
    const bare = lakeside(landed(['soldier', 'scout', 'transbot']));
    const dress = (s: GameState, suits: Passenger['suit'][]): GameState => ({
      ...s,
      party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p, i) => ({ ...p, suit: suits[i] ?? null })) } },
    });
    expect(ids(bare.party.expedition.crew)).toEqual(['soldier', 'scout']);
    const heavy = dress(bare, [{ kind: 'heavySuit', damaged: false }, null]);
    const light = dress(bare, [{ kind: 'suit', damaged: false }, null]);
    const torn = dress(bare, [{ kind: 'suit', damaged: true }, null]);
    // the points gather as they would without suits
    expect(infectionPerHour(heavy)).toBeCloseTo(7, 12);
    // the soldier is drawn: spared in an intact suit, with a note; nobody is ill, the points stay
    for (const s of [heavy, light]) {
      const out = infectionHour(s, 1, ILL(1));
      expect(out.notes).toEqual([{ key: 'note.infectionSuit', params: { unit: { unit: 'soldier' } } }]);
      expect(out.state.crew.some((h) => h.ill || !h.alive)).toBe(false);
      expect(out.state.surface!.infection).toBeCloseTo(7, 9);
      // the scout drawn, without a suit, falls ill
      expect(human(infectionHour(s, 1, ILL(2)).state, 'scout')).toMatchObject({ alive: false, ill: true });
    }
    // a damaged suit does not protect
    expect(human(infectionHour(torn, 1, ILL(1)).state, 'soldier')).toMatchObject({ alive: false, ill: true });
    // the Rover does not either
    expect(human(infectionHour({ ...bare, mode: 'rover' }, 1, ILL(1)).state, 'soldier')).toMatchObject({ alive: false, ill: true });
    // 193 + 7 = 200 points, 1% an hour; with one of two suited about half the illnesses are spared (40,000 seeded hours, ±0.15%)
    const rate = (s: GameState) => {
      const dice = new Dice(seedRng(11));
      let ill = 0;
      for (let i = 0; i < 40_000; i++) if (infectionHour(withPoints(s, 193), 1, dice).state.crew.some((h) => h.ill)) ill++;
      return ill / 40_000;
    };
    expect(Math.abs(rate(bare) - 0.01)).toBeLessThan(0.0015);
    expect(Math.abs(rate(light) - 0.005)).toBeLessThan(0.0015);
  });

  test('R-INF-09 DECISIONS the Doctor alone: the victim lives, ill, carried in NIESIONE; he cannot act (R-MOVE-02) and takes no hit', () => {
    const s = lakeside(landed(['soldier', 'doctor', 'transbot']));
    const out = infectionHour(s, 1, ILL(1));
    expect(out.notes).toEqual([{ key: 'note.infectionIll', params: { unit: { unit: 'soldier' } } }]);
    expect(human(out.state, 'soldier')).toMatchObject({ alive: true, ill: true, wounds: 0 });
    expect(ids(out.state.party.carried.crew)).toEqual(['soldier']);
    expect(ids(out.state.party.expedition.crew)).toEqual(['doctor']);
    expect(ids(livingPartyCrew(out.state))).toEqual(['doctor']);
    // a shock's hits: the doctor may take them, the sick soldier neither a wound nor a suit hit
    const shaken = { ...out.state, hitsToAssign: 3, hitRule: { source: 'seismic' as const } };
    const offered = hitActions(shaken);
    expect(offered).toContainEqual({ type: 'hit', folder: 'expedition', unit: 'doctor' });
    expect(offered.filter((a) => a.unit === 'soldier')).toEqual([]);
    const suited = { ...shaken, party: { ...shaken.party, carried: { ...shaken.party.carried, crew: [{ id: 'soldier' as const, suit: { kind: 'suit' as const, damaged: false } }] } } };
    expect(hitActions(suited).filter((a) => a.unit === 'soldier')).toEqual([]);
  });

  test('R-INF-09 DECISIONS the Medkit alone in UŻYWANE: the victim lives, ill, carried in NIESIONE', () => {
    const s = lakeside(landed(['soldier', 'scout', 'medkit', 'transbot']));
    const out = infectionHour(s, 1, ILL(1));
    expect(out.notes).toEqual([{ key: 'note.infectionIll', params: { unit: { unit: 'soldier' } } }]);
    expect(human(out.state, 'soldier')).toMatchObject({ alive: true, ill: true, wounds: 0 });
    expect(ids(out.state.party.carried.crew)).toEqual(['soldier']);
    expect(ids(livingPartyCrew(out.state))).toEqual(['scout']);
  });

  test('R-INF-09 the Doctor does not save himself: without a Medkit he dies, with one he is ill', () => {
    const alone = lakeside(landed(['doctor', 'scout', 'transbot']));
    expect(human(infectionHour(alone, 1, ILL(1)).state, 'doctor')).toMatchObject({ alive: false, ill: true });
    const kit = lakeside(landed(['doctor', 'scout', 'medkit', 'transbot']));
    const out = infectionHour(kit, 1, ILL(1));
    expect(human(out.state, 'doctor')).toMatchObject({ alive: true, ill: true, wounds: 0 });
    expect(out.notes).toEqual([{ key: 'note.infectionIll', params: { unit: { unit: 'doctor' } } }]);
  });

  test('R-INF-09 a victim already wounded dies, though one of them is there', () => {
    const doctor = setWounds(lakeside(landed(['soldier', 'doctor', 'transbot'])), 'soldier', 1);
    const out = infectionHour(doctor, 1, ILL(1));
    expect(out.notes).toEqual([{ key: 'note.infectionDeath', params: { unit: { unit: 'soldier' } } }]);
    expect(human(out.state, 'soldier')).toMatchObject({ alive: false, ill: true });
    const kit = setWounds(lakeside(landed(['soldier', 'scout', 'medkit', 'transbot'])), 'soldier', 2);
    expect(human(infectionHour(kit, 1, ILL(1)).state, 'soldier')).toMatchObject({ alive: false, ill: true });
  });

  test('R-INF-10 DECISIONS both the Doctor and a Medkit in UŻYWANE: 2 wounds and cured; he walks on', () => {
    const s = lakeside(landed(['soldier', 'doctor', 'medkit']));
    const out = infectionHour(s, 1, ILL(1));
    expect(out.notes).toEqual([{ key: 'note.infectionCured', params: { unit: { unit: 'soldier' }, count: 2 } }]);
    expect(human(out.state, 'soldier')).toMatchObject({ alive: true, ill: false, wounds: 2 });
    expect(ids(out.state.party.expedition.crew)).toEqual(['soldier', 'doctor']);
    // 4 wounds before: the 6th kills (DECISIONS: R-CREW-03)
    const worn = infectionHour(setWounds(s, 'soldier', 4), 1, ILL(1));
    expect(human(worn.state, 'soldier')).toMatchObject({ alive: false, wounds: 6 });
    // the note says the cure's wounds killed him (it said only that the illness was mastered before)
    expect(worn.notes).toEqual([{ key: 'note.infectionCuredDied', params: { unit: { unit: 'soldier' }, count: 2 } }]);
    expect(format('en', worn.notes[0]!)).toBe('Infection: the Soldier fell ill; the Doctor with the Medkit mastered it, but its wounds (2) proved fatal.');
    expect(format('pl', worn.notes[0]!)).toBe('Infekcja: Żołnierz zachorował; Lekarz z Apteczką opanowali chorobę, ale rany (2) okazały się śmiertelne.');
    // 3 wounds before: the 5th is survived, and the note says cured
    expect(infectionHour(setWounds(s, 'soldier', 3), 1, ILL(1)).notes).toEqual([{ key: 'note.infectionCured', params: { unit: { unit: 'soldier' }, count: 2 } }]);
  });

  test('R-INF-11 after an illness the points remain', () => {
    const s = withPoints(lakeside(landed(['soldier', 'doctor', 'transbot'])), 100);
    const out = infectionHour(s, 1, ILL(1));
    expect(human(out.state, 'soldier').ill).toBe(true);
    expect(out.state.surface!.infection).toBeCloseTo(107, 9);
  });

  test('R-INF-09 a sick human left alone dies: the only healthy member falls ill, or the last healthy one dies', () => {
    // the soldier alone with a Medkit in UŻYWANE: ill, and nobody left to carry him
    const lone = lakeside(landed(['soldier', 'medkit']));
    const out = infectionHour(lone, 1, ILL(1));
    expect(human(out.state, 'soldier')).toMatchObject({ alive: false, ill: true });
    // one note tells that he fell ill and died of being alone (it told his death twice before: of the infection, then as a sick man)
    expect(out.notes).toEqual([{ key: 'note.infectionAlone', params: { unit: { unit: 'soldier' } } }]);
    // the soldier ill, then his doctor is killed: settleSick lets him die
    const ill = infectionHour(lakeside(landed(['soldier', 'doctor', 'transbot'])), 1, ILL(1)).state;
    expect(human(ill, 'soldier')).toMatchObject({ alive: true, ill: true });
    expect(settleSick(ill).notes).toEqual([]);
    const bereft = { ...ill, crew: ill.crew.map((h) => (h.id === 'doctor' ? { ...h, alive: false } : h)), party: { ...ill.party, expedition: { ...ill.party.expedition, crew: [] } } };
    const settled = settleSick(bereft);
    expect(settled.notes).toEqual([{ key: 'note.sickDied', params: { unit: { unit: 'soldier' } } }]);
    expect(human(settled.state, 'soldier').alive).toBe(false);
  });

  test('R-INF-09 a sick human put down in PORZUCONE away from the shuttle dies; on the shuttle\'s field he lives', () => {
    const ill = infectionHour(lakeside(landed(['soldier', 'doctor', 'transbot'])), 1, ILL(1)).state;
    const down = (x: GameState): GameState => ({ ...x, party: { ...x.party, carried: { ...x.party.carried, crew: [] }, abandoned: { ...x.party.abandoned, crew: [{ id: 'soldier', suit: null }] } } });
    const away = settleSick(down(ill));
    expect(away.notes).toEqual([{ key: 'note.sickDied', params: { unit: { unit: 'soldier' } } }]);
    expect(human(away.state, 'soldier').alive).toBe(false);
    const home = settleSick(down(at(ill, 6, 4)));
    expect(home.notes).toEqual([]);
    expect(human(home.state, 'soldier')).toMatchObject({ alive: true, ill: true });
  });

  test('R-INF-09 a sick human the party cannot carry is put down and dies', () => {
    // the soldier ill, the doctor alone to carry him and 12 resources: he does not fit
    const s = lakeside(landed(['soldier', 'doctor'], 12));
    const out = infectionHour(s, 1, ILL(1));
    expect(human(out.state, 'soldier')).toMatchObject({ alive: false, ill: true });
    expect(out.notes).toEqual([{ key: 'note.infectionAlone', params: { unit: { unit: 'soldier' } } }]);
    expect(ids(out.state.party.abandoned.crew)).toEqual(['soldier']);
  });

  test('R-INF-09 the last healthy one dies of the infection: the sick he leaves alone die, and each is named', () => {
    // the soldier ill (the Doctor is there, no Medkit); then the Doctor, the only healthy one, is the victim: no Doctor but himself, no Medkit
    const ill = infectionHour(lakeside(landed(['soldier', 'doctor', 'transbot'])), 1, ILL(1)).state;
    expect(human(ill, 'soldier')).toMatchObject({ alive: true, ill: true });
    const out = infectionHour(ill, 1, ILL(1));
    expect(human(out.state, 'doctor')).toMatchObject({ alive: false, ill: true });
    expect(human(out.state, 'soldier')).toMatchObject({ alive: false, ill: true });
    // the soldier's death went untold before
    expect(out.notes).toEqual([
      { key: 'note.infectionDeath', params: { unit: { unit: 'doctor' } } },
      { key: 'note.sickDied', params: { unit: { unit: 'soldier' } } },
    ]);
  });

  test('R-INF-09 the last healthy one falls ill with a Medkit at hand: he and the sick already there are left alone; each is named once', () => {
    // the soldier ill first (the Medkit in hand, no Doctor); then the Scout, now the only healthy one, falls ill too
    const ill = infectionHour(lakeside(landed(['soldier', 'scout', 'medkit', 'transbot'])), 1, ILL(1)).state;
    expect(human(ill, 'soldier')).toMatchObject({ alive: true, ill: true });
    const out = infectionHour(ill, 1, ILL(1));
    expect(human(out.state, 'scout')).toMatchObject({ alive: false, ill: true });
    expect(human(out.state, 'soldier')).toMatchObject({ alive: false, ill: true });
    expect(out.notes).toEqual([
      { key: 'note.infectionAlone', params: { unit: { unit: 'scout' } } },
      { key: 'note.sickDied', params: { unit: { unit: 'soldier' } } },
    ]);
  });

  test('R-INF-09 the words: ill and dead of being alone, in both languages', () => {
    expect(format('en', { key: 'note.infectionAlone', params: { unit: { unit: 'scout' } } })).toBe('Infection: the Scout fell ill and did not survive: there was no carrying him, or he was left alone.');
    expect(format('pl', { key: 'note.infectionAlone', params: { unit: { unit: 'scout' } } })).toBe('Infekcja: Zwiadowca zachorował i nie przeżył: nie dało się go nieść albo został sam.');
  });

  test('R-INF-12 R-MOVE-28 an infected dead in PORZUCONE the party could carry stops it moving on; one too heavy does not; a living sick human there does', () => {
    const dead = infectionHour(lakeside(landed(['soldier', 'scout', 'transbot'])), 1, ILL(1)).state;
    expect(canMove(dead)).toBe(true);
    const corpse = dead.party.carried.crew.find((p) => p.id === 'soldier')!;
    const left = { ...dead, party: { ...dead.party, carried: { ...dead.party.carried, crew: [] }, abandoned: { ...dead.party.abandoned, crew: [corpse] } } };
    expect(partyCapacity(left) - carriedWeight(left)).toBeGreaterThanOrEqual(passengerWeight(corpse));
    expect(canMove(left)).toBe(false);
    // the carried resources leave no room for him
    const room = partyCapacity(left) - carriedWeight(left);
    const full = { ...left, party: { ...left.party, carried: { ...left.party.carried, resources: left.party.carried.resources + room - passengerWeight(corpse) + 1 } } };
    expect(partyCapacity(full) - carriedWeight(full)).toBeLessThan(passengerWeight(corpse));
    expect(canMove(full)).toBe(true);
    // a dead man of an ordinary death is never kept in PORZUCONE; a living sick one blocks
    const sick = { ...left, crew: left.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: true } : h)) };
    expect(canMove(sick)).toBe(false);
  });

  test('R-INF-12 an infected dead takes no further harm and is carried to the shuttle, not buried', () => {
    const s = lakeside(landed(['soldier', 'scout', 'transbot']));
    const dead = infectionHour(s, 1, ILL(1)).state;
    const shaken = { ...dead, hitsToAssign: 3, hitRule: { source: 'landing' as const } };
    expect(hitActions(shaken).filter((a) => a.unit === 'soldier')).toEqual([]);
    // carrying him again keeps him in NIESIONE; a burial leaves him there, where an ordinary dead man is taken out
    expect(ids(carryIll(dead, 'soldier').party.carried.crew)).toEqual(['soldier']);
    expect(ids(buryIfDead(dead, 'carried', 'soldier').party.carried.crew)).toEqual(['soldier']);
    const ordinary = { ...dead, crew: dead.crew.map((h) => (h.id === 'soldier' ? { ...h, ill: false } : h)) };
    expect(ids(buryIfDead(ordinary, 'carried', 'soldier').party.carried.crew)).toEqual([]);
  });

  test('R-INF-09 R-INF-02 the lift-off ends every illness: nobody stays ill, the dead stay dead', () => {
    // the soldier ill (the doctor there), then the doctor dead of the infection (no Medkit), both carried back to the shuttle
    const s = landed(['soldier', 'scout', 'doctor', 'transbot'], 0);
    const sick = infectionHour(lakeside(s), 1, ILL(1)).state;
    const both = infectionHour(sick, 1, new ScriptDice('all', [2], 3)).state; // the scout first, the doctor second
    expect(human(both, 'soldier')).toMatchObject({ alive: true, ill: true });
    expect(human(both, 'doctor')).toMatchObject({ alive: false, ill: true });
    expect(ids(both.party.carried.crew).sort()).toEqual(['doctor', 'soldier']);
    const home = at(both, 6, 4);
    // on the planet the sick stay sick, whatever the step: only leaving it ends the illness
    const onPlanet = act(home, { type: 'toggleMoveMode' });
    expect(onPlanet.phase).toBe('surface');
    expect(human(onPlanet, 'soldier')).toMatchObject({ alive: true, ill: true });
    expect((onPlanet.message.notes ?? []).some((n) => n.key === 'note.illRecovered')).toBe(false);
    const out = act(home, { type: 'liftOff' });
    expect(out.phase).toBe('space');
    expect(out.crew.filter((h) => h.ill)).toEqual([]);
    expect(human(out, 'soldier').alive).toBe(true);
    expect(human(out, 'doctor').alive).toBe(false);
    // the text tells the living one's recovery (a play-through saw the illness vanish unsaid), not the dead one's
    const recovered = (out.message.notes ?? []).filter((n) => n.key === 'note.illRecovered');
    expect(recovered).toEqual([{ key: 'note.illRecovered', params: { unit: { unit: 'soldier' } } }]);
    expect(format('pl', recovered[0]!)).toBe('Żołnierz po zakończeniu ekspedycji wraca do zdrowia po infekcji.');
    expect(format('en', recovered[0]!)).toBe('With the expedition over, the Soldier recovers from the infection.');
  });
});

describe('infection at the edges', () => {
  const drawn = (value: number) => new ScriptDice({ threshold: value }, [1, 3, 3, 3, 3, 3, 3], 3);

  test('R-INF-06 a part-hour draws that part of the chance: 196.5 points for half an hour are 0.49125% (49 125 of 10 000 000), not four times that', () => {
    // 193 + 7 × ½ = 196.5 points: 196.5 × 0.005% × ½ = 0.49125% → 49 125 of 10 000 000
    const s = withPoints(lakeside(landed(['soldier', 'scout'])), 193);
    expect(infectionHour(s, 0.5, drawn(49_125)).notes).toHaveLength(1);
    expect(infectionHour(s, 0.5, drawn(49_126)).notes).toEqual([]);
    // a whole hour: 200 points, 1% → 100 000
    expect(infectionHour(s, 1, drawn(100_000)).notes).toHaveLength(1);
    expect(infectionHour(s, 1, drawn(100_001)).notes).toEqual([]);
  });

  test('R-INF-04 R-INF-06 each hour of one activity draws against the points gathered up to it: the second hour by the lake 14 points, 0.07% (7 000)', () => {
    const s = lakeside(landed(['soldier', 'scout']));
    // hour 1: 7 points, 3 500 of 10 000 000; hour 2: 14 points, 7 000
    const ill = passHours(s, 2, drawn(7_000));
    expect(ill.notes.filter((n) => n.key.startsWith('note.infection'))).toHaveLength(1);
    expect(ill.state.surface!.infection).toBeCloseTo(14, 9);
    const well = passHours(s, 2, drawn(7_001));
    expect(well.notes.filter((n) => n.key.startsWith('note.infection'))).toEqual([]);
    expect(well.state.surface!.infection).toBeCloseTo(14, 9);
    // the one taken ill is drawn from no more: the next hours' draws fall on the others
    const twice = passHours(s, 3, new ScriptDice({ threshold: 7_000 }, [1, 1], 3));
    const victims = twice.notes.filter((n) => n.key.startsWith('note.infection')).map((n) => (n.params!['unit'] as { unit: string }).unit);
    expect(victims).toEqual(['soldier', 'scout']);
  });

  test('R-INF-01 off a planet nothing gathers and nobody falls ill', () => {
    const s = landed(['soldier', 'scout']);
    const orbit: GameState = { ...s, phase: 'orbit', surface: null };
    expect(infectionPerHour(orbit)).toBe(0);
    const out = infectionHour(orbit, 1, ILL());
    expect(out.state).toBe(orbit);
    expect(out.notes).toEqual([]);
  });

  test('R-INF-02 an hour on a field that adds no points leaves the state as it was (no change, no copy)', () => {
    const s = withPoints(landed(['soldier', 'scout']), 10);
    expect(infectionHour(s, 1, NONE()).state).toBe(s);
  });

  test('R-INF-09 settleSick: only the living sick die; a healthy human or an infected corpse is no one to bury again; off the surface nothing happens', () => {
    const s = lakeside(landed(['soldier', 'scout', 'doctor']));
    // the soldier ill, the scout dead of the infection, both in NIESIONE; the doctor put down in PORZUCONE, healthy
    const table: GameState = {
      ...s,
      crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, ill: true } : h.id === 'scout' ? { ...h, ill: true, alive: false, wounds: 6 } : h)),
      party: {
        ...s.party,
        expedition: { ...s.party.expedition, crew: [] },
        carried: { ...s.party.carried, crew: [{ id: 'soldier', suit: null }, { id: 'scout', suit: null }] },
        abandoned: { crew: [{ id: 'doctor', suit: null }], units: {}, resources: 0 },
      },
    };
    // nobody healthy in the party: the sick soldier dies alone; the corpse and the doctor are left as they are
    const out = settleSick(table);
    expect(out.notes).toEqual([{ key: 'note.sickDied', params: { unit: { unit: 'soldier' } } }]);
    expect(human(out.state, 'doctor')).toMatchObject({ alive: true, ill: false });
    // in orbit the same table is left alone
    const orbit = settleSick({ ...table, phase: 'orbit' });
    expect(orbit.notes).toEqual([]);
    expect(human(orbit.state, 'soldier')).toMatchObject({ alive: true, ill: true });
  });
});

describe('the infected dead in the table', () => {
  test('R-INF-12 a dead man has no third button and his suit offers no "zdejmij"; a living suited one does', () => {
    const s = lakeside(landed(['soldier', 'scout', 'transbot']));
    const suited: GameState = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => (p.id === 'soldier' ? { ...p, suit: { kind: 'suit', damaged: true } } : p)) } } };
    const takeOff = (x: GameState) => menuItems(x).some((m) => m.label === 'menu.takeOff');
    expect(takeOff(suited)).toBe(true);
    expect(tableRows(suited).find((r) => r.unit === 'soldier')!.third).not.toBeNull();
    const dead = infectionHour(suited, 1, ILL(1)).state;
    expect(human(dead, 'soldier')).toMatchObject({ alive: false, ill: true });
    expect(takeOff(dead)).toBe(false);
    expect(tableRows(dead).find((r) => r.unit === 'soldier')!.third).toBeNull();
  });
});
