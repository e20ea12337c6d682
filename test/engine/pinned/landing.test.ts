// Pinned landing numbers: fog and climate drawn on accepting an area (R-AREA-01..07, R-LAND-05, the
// area's data), the landing accident (R-LAND-10, our 1/16), the number of area draws and their
// months (R-LAND-07..09).
import { landingBlocked, legalActions, step, type GameState } from '../../../src/engine';
import { acceptArea } from '../../../src/engine/rules/landing';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, orbitOver } from '../../support/voyage';

/** In the landing phase over an area of Birss (first set: high gravity, toxic air), the Soldier aboard. */
/** Of the accidents in `landings` landings, the shares with 0, 1 and 2 hits. */
function accidentShares(s: GameState, seed: number, landings: number): number[] {
  const dice = new Dice(seedRng(seed));
  const hits = [0, 0, 0];
  for (let i = 0; i < landings; i++) {
    const out = acceptArea(s, dice);
    if (out.message.key === 'msg.accidentMild' || out.message.key === 'msg.accidentHits') hits[out.hitsToAssign]!++;
  }
  const n = hits[0]! + hits[1]! + hits[2]!;
  return hits.map((h) => h / n);
}

function landingOn(area: string, planet: 'birss' | 'paleo' = 'birss', set = 0): GameState {
  let s = act(orbitOver(planet, set, 11), { type: 'load', unit: 'soldier' });
  s = act(s, { type: 'land' });
  expect(s.phase).toBe('landing');
  return { ...s, landing: { area, draws: 1 } };
}

describe('R-AREA-07 R-LAND-05 fog and climate are drawn on accepting the area', () => {
  // 20 000 landings: SE of a frequency p is √(p(1−p)/20 000): 0.0035 at 0.4, 0.0028 at 0.8,
  // 0.0021 at 0.1, 0.0017 at 1/16; tolerances ≈ 4 SE.
  test('R-AREA-07 R-AREA-04 Birss river delta: fog 0.4, tropical 4 : temperate 1 (20 000 draws)', () => {
    const s = landingOn('birss.riverDelta');
    const dice = new Dice(seedRng(101));
    let fog = 0;
    let tropical = 0;
    let accidents = 0;
    let other = 0;
    for (let i = 0; i < 20000; i++) {
      const out = acceptArea(s, dice);
      if (out.surface!.fog) fog++;
      if (out.surface!.climate === 'tropical') tropical++;
      else if (out.surface!.climate !== 'temperate') other++;
      if (out.message.key === 'msg.accidentMild' || out.message.key === 'msg.accidentHits') accidents++;
    }
    expect(other).toBe(0);
    expect(Math.abs(fog / 20000 - 0.4)).toBeLessThan(0.014);
    expect(Math.abs(tropical / 20000 - 0.8)).toBeLessThan(0.012);
    // R-LAND-10 (our odds): an accident 1 time in 16
    expect(Math.abs(accidents / 20000 - 1 / 16)).toBeLessThan(0.007);
  });

  test('R-AREA-07 R-AREA-06 Paleo frost karst: fog 0.1, arctic 4 : temperate 1 (20 000 draws)', () => {
    const s = landingOn('paleo.frostKarst', 'paleo', 0);
    const dice = new Dice(seedRng(202));
    let fog = 0;
    let arctic = 0;
    for (let i = 0; i < 20000; i++) {
      const out = acceptArea(s, dice);
      if (out.surface!.fog) fog++;
      if (out.surface!.climate === 'arctic') arctic++;
    }
    expect(Math.abs(fog / 20000 - 0.1)).toBeLessThan(0.009);
    expect(Math.abs(arctic / 20000 - 0.8)).toBeLessThan(0.012);
  });

  test('R-AREA-02 R-AREA-07 a desert area never has fog (Mefisto ash plain, 2 000 draws)', () => {
    let s = act(orbitOver('mefisto', 1, 11), { type: 'load', unit: 'soldier' });
    s = { ...act(s, { type: 'land' }), landing: { area: 'mefisto.ashPlain', draws: 1 } };
    const dice = new Dice(seedRng(303));
    let bad = 0;
    for (let i = 0; i < 2000; i++) {
      const out = acceptArea(s, dice);
      if (out.surface!.climate !== 'desert' || out.surface!.fog) bad++;
    }
    expect(bad).toBe(0);
  });

  // riskier landing after the 'shuttle wear' event: 1 in 8 (SE 0.0023; tolerance 0.01)
  test('R-LAND-10 R-SPACE-21 after shuttle wear the accident comes twice as often: 1/8 (20 000 draws)', () => {
    const s0 = landingOn('birss.riverDelta');
    const s = { ...s0, later: { ...s0.later, riskyLanding: true } };
    const dice = new Dice(seedRng(404));
    let accidents = 0;
    expect(acceptArea(s, dice).later.riskyLanding).toBe(false); // consumed by the landing
    for (let i = 0; i < 20000; i++) {
      const out = acceptArea(s, dice);
      if (out.message.key === 'msg.accidentMild' || out.message.key === 'msg.accidentHits') accidents++;
    }
    expect(Math.abs(accidents / 20000 - 1 / 8)).toBeLessThan(0.01);
  });
});

describe('R-LAND-07..09 searching for another area', () => {
  const searchable = (s: GameState) => legalActions(s).some((a) => a.type === 'searchArea');

  test('R-LAND-07 R-LAND-08 without the Navigator one re-search, costing one month; then the area is final', () => {
    let s = act(orbitOver('birss', 1, 11), { type: 'load', unit: 'soldier' });
    s = act(s, { type: 'land' });
    const month = s.month;
    expect(s.landing!.draws).toBe(1);
    expect(searchable(s)).toBe(true);
    s = act(s, { type: 'searchArea' });
    expect(s.month).toBe(month + 1);
    expect(s.landing!.draws).toBe(2);
    expect(searchable(s)).toBe(false);
    expect(step(s, { type: 'searchArea' }).refused).toBeDefined();
    expect(legalActions(s)).toContainEqual({ type: 'acceptArea' });
  });

  test('R-LAND-09 R-CREW-17 with the Navigator a second re-search, free of time; the third draw is final', () => {
    let s = act(act(orbitOver('birss', 1, 11), { type: 'load', unit: 'soldier' }), { type: 'load', unit: 'navigator' });
    s = act(s, { type: 'land' });
    const month = s.month;
    s = act(s, { type: 'searchArea' });
    expect(s.month).toBe(month + 1);
    expect(searchable(s)).toBe(true);
    s = act(s, { type: 'searchArea' });
    expect(s.month).toBe(month + 1);
    expect(s.landing!.draws).toBe(3);
    expect(searchable(s)).toBe(false);
  });
});

describe('R-LAND-01 R-LAND-02 R-LAND-06 R-LAND-11', () => {
  test('R-LAND-01 R-CREW-12 no landing without a human, nor with a human lacking the suit the air needs', () => {
    const empty = orbitOver('birss', 1, 11);
    expect(step(act(empty, { type: 'load', unit: 'transbot' }), { type: 'land' }).refused).toBeDefined();
    expect(landingBlocked(act(empty, { type: 'load', unit: 'transbot' }))?.key).toBe('msg.landNoHuman');
    // acid air (Mefisto, first set): a heavy suit; taken off in orbit, landing is refused
    const acid = act(orbitOver('mefisto', 0, 11), { type: 'load', unit: 'soldier' });
    expect(landingBlocked(acid)).toBeNull();
    const bare = act(acid, { type: 'suitButton', unit: 'soldier' });
    expect(bare.bay.crew[0]!.suit).toBeNull();
    expect(landingBlocked(bare)?.key).toBe('msg.landNeedHeavySuit');
    expect(step(bare, { type: 'land' }).refused).toBeDefined();
    // toxic air (Birss, first set): any suit; a human in a light suit lands
    const toxic = act(orbitOver('birss', 0, 11), { type: 'load', unit: 'soldier' });
    expect(toxic.bay.crew[0]!.suit?.kind).toBe('suit');
    expect(step(toxic, { type: 'land' }).refused).toBeUndefined();
    expect(landingBlocked(act(toxic, { type: 'suitButton', unit: 'soldier' }))).not.toBeNull();
  });

  test('R-LAND-02 R-DEV-20 a loose light suit may not go down; a loose heavy suit may', () => {
    const toxic = act(orbitOver('birss', 0, 11), { type: 'load', unit: 'soldier' });
    const looseLight = act(toxic, { type: 'suitButton', unit: 'soldier' }); // taken off: loose in the shuttle
    expect(looseLight.bay.units.suit?.count).toBe(1);
    expect(landingBlocked({ ...looseLight, bay: { ...looseLight.bay, crew: [{ id: 'soldier', suit: { kind: 'heavySuit', damaged: false } }] } })?.key).toBe('msg.landLooseSuit');
    const heavy = act(orbitOver('mefisto', 0, 11), { type: 'load', unit: 'soldier' });
    const withLooseHeavy = act(heavy, { type: 'load', unit: 'heavySuit' });
    expect(withLooseHeavy.bay.units.heavySuit?.count).toBe(1);
    expect(landingBlocked(withLooseHeavy)).toBeNull();
  });

  test('R-LAND-06 R-CONTENT-14 R-SCORE-04 landing in the rare area of Birss gives its 2 VP once', () => {
    const s = landingOn('birss.overgrownTemple');
    const first = acceptArea(s, new Dice(seedRng(1)));
    expect(first.vp - s.vp).toBe(2);
    const again = acceptArea({ ...s, discovered: first.discovered }, new Dice(seedRng(1)));
    expect(again.vp).toBe(s.vp);
    expect(acceptArea(landingOn('birss.riverDelta'), new Dice(seedRng(1))).vp).toBe(s.vp);
  });

  // 16 000 landings ≈ 1 000 accidents: SE of ½ is 0.016; tolerance 0.05 (3 SE).
  test('R-CREW-15 R-LAND-11 (ours) the Commander makes the others count 1 brighter: with him a human of intelligence 9 softens half the accidents (0/1/2 hits ½, ⅓, ⅙), without him not; himself no brighter', () => {
    const shares = (s: GameState, seed: number) => accidentShares(s, seed, 16000);
    const landing = (units: ('soldier' | 'commander')[], intelligence: Partial<Record<'soldier' | 'commander', number>>): GameState => {
      let s = orbitOver('birss', 0, 11);
      s = { ...s, crew: s.crew.map((h) => ({ ...h, intelligence: (intelligence as Record<string, number>)[h.id] ?? 7 })) };
      for (const u of units) s = act(s, { type: 'load', unit: u });
      s = act(s, { type: 'land' });
      return { ...s, landing: { area: 'birss.riverDelta', draws: 1 } };
    };
    const near = (got: number[], want: number[]) => got.forEach((g, i) => expect(Math.abs(g - want[i]!)).toBeLessThan(0.05));
    near(shares(landing(['soldier', 'commander'], { soldier: 9, commander: 7 }), 707), [1 / 2, 1 / 3, 1 / 6]);
    near(shares(landing(['soldier'], { soldier: 9 }), 708), [1 / 3, 1 / 3, 1 / 3]);
    near(shares(landing(['soldier', 'commander'], { soldier: 7, commander: 9 }), 709), [1 / 3, 1 / 3, 1 / 3]);
    near(shares(landing(['soldier', 'commander'], { soldier: 8, commander: 7 }), 710), [1 / 3, 1 / 3, 1 / 3]);
  });

  test('R-SCORE-03 (ours) a landing itself gives no VP: on an ordinary area neither the first nor a later landing changes the VP or their ledger', () => {
    const s = landingOn('birss.riverDelta');
    const first = acceptArea(s, new Dice(seedRng(1)));
    expect(first.phase).toBe('surface');
    expect([first.vp, first.vpLog]).toEqual([s.vp, s.vpLog]);
    const later = acceptArea({ ...s, discovered: first.discovered }, new Dice(seedRng(2)));
    expect([later.vp, later.vpLog]).toEqual([s.vp, s.vpLog]);
  });

  // Given an accident, severity 1–3 (d3); hits = severity − 1; the Navigator takes one step off.
  // 40 000 landings ≈ 2 500 accidents: SE of a third is 0.0094; tolerance 0.04.
  test('R-LAND-11 R-CONTENT-15 (our design) accident severity: 0/1/2 hits a third each; with the Navigator never 2', () => {
    const count = (s: GameState, seed: number) => accidentShares(s, seed, 40000);
    const dull = (s: GameState): GameState => ({ ...s, crew: s.crew.map((h) => ({ ...h, intelligence: 7 })) });
    const plain = count(dull(landingOn('birss.riverDelta')), 505);
    for (const f of plain) expect(Math.abs(f - 1 / 3)).toBeLessThan(0.04);
    let nav = act(act(orbitOver('birss', 0, 11), { type: 'load', unit: 'soldier' }), { type: 'load', unit: 'navigator' });
    nav = { ...act(nav, { type: 'land' }), landing: { area: 'birss.riverDelta', draws: 1 } };
    const withNav = count(nav, 606);
    expect(withNav[2]).toBe(0);
    expect(Math.abs(withNav[0]! - 2 / 3)).toBeLessThan(0.04);
  });
});
