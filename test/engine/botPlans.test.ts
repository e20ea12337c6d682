// Issue 15: the heuristic player's plans, pinned. Its tours (R-SPACE-16 and the overtime trade-off,
// R-SPACE-14, R-SPACE-15) and its shuttle lists for the nine planets of one 30-month game, checked
// by hand against the rules each line follows: one human and one robot at huge gravity (R-LOAD-35),
// three at low and near-zero; the Rover where advised (R-LOAD-33), never at near-zero or huge
// gravity; the resources that fill the shuttle (R-BAL-14: 30 / 22 / 16 / 12 / 6); no Paralyser on a
// water planet (R-LOAD-38); the Detector on pink planets (R-LOAD-30); the Doctor and a Medkit where
// water or plants carry infection (R-INF-08..10); the Stunners, Cages and Heavy Suits together
// (R-BAL-10..13) only where the shuttle lifts most; after the field party, the next human in the same
// order, who stays in the shuttle to guard it (R-ACC-10).
import { HUMAN_IDS, newGame, PLANET_FIELDS, PLANET_IDS, type GameState, type PlanetId } from '../../src/engine';
import { plannedTour } from '../../src/engine/bot/route';
import { loadout } from '../../src/engine/bot/loadout';
import { flyTo } from '../support/voyage';

const wishes = (p: PlanetId) => {
  const s = flyTo(newGame({ length: 30, seed: 3 }), PLANET_FIELDS[p], false);
  expect([s.phase, s.orbit?.planet]).toEqual(['orbit', p]);
  const l = loadout(s);
  return { resources: l.resources, list: l.wishes.map((w) => `${w.unit}:${w.why.replace('bot.why.', '')}`).join(' ') };
};

const TOGETHER = 'cage:together cage:together stunner:together heavySuit:together heavySuit:together heavySuit:together heavySuit:together';

describe('issue 15: the heuristic player\'s plans', () => {
  test.each<[10 | 20 | 30, PlanetId[], number]>([
    [10, ['mezo', 'opoplo', 'picolo'], 13],
    [20, ['mezo', 'opoplo', 'noweAlto', 'suwatte', 'birss', 'picolo'], 20],
    [30, ['mezo', 'opoplo', 'korkran', 'paleo', 'noweAlto', 'suwatte', 'birss', 'picolo', 'mefisto'], 26],
  ])('the %i-month tour from Earth', (length, planets, months) => {
    expect(plannedTour(newGame({ length, seed: 1 }))).toEqual({ planets, months });
  });

  test('R-SPACE-14, R-SPACE-15: with the plan used up at Earth no planet pays for its overtime (7 PZ against 5 a month and 4 for missing it): the tour is empty', () => {
    const s = newGame({ length: 10, seed: 1 });
    expect(plannedTour({ ...s, month: s.planMonths })).toEqual({ planets: [], months: 0 });
    // with the whole plan ahead the same voyage flies its three planets
    expect(plannedTour(s).planets).toHaveLength(3);
  });

  test.each<[PlanetId, number, string]>([
    ['mefisto', 12, 'doctor:neverLanded scout:neverLanded scientist:guard rover:balance specbot:balance rekonbot:balance medkit:infection detector:detector climber:climber laser:laser holocamera:aliens neurodetector:aliens cage:balance stunner:balance tools:balance paralyser:balance specialTools:balance cage:cages cage:cages'],
    ['picolo', 30, `scout:neverLanded scientist:neverLanded engineer:neverLanded navigator:guard specbot:balance rekonbot:balance climber:climber laser:laser medkit:balance detector:balance cage:balance stunner:balance holocamera:balance neurodetector:balance tools:balance paralyser:balance specialTools:balance cage:cages cage:cages ${TOGETHER}`],
    ['birss', 12, 'doctor:neverLanded scout:neverLanded scientist:guard rover:roverHigh rekonbot:balance repbot:balance medkit:medkit climber:climber cage:cages stunner:cages holocamera:aliens neurodetector:aliens detector:balance laser:balance tools:balance paralyser:balance specialTools:balance cage:cages cage:cages'],
    ['suwatte', 22, `doctor:neverLanded scout:neverLanded scientist:neverLanded commander:guard rover:rover rekonbot:balance repbot:balance medkit:medkit cage:cages stunner:cages holocamera:aliens neurodetector:aliens detector:balance climber:balance laser:balance tools:balance specialTools:balance cage:cages cage:cages ${TOGETHER}`],
    ['noweAlto', 6, 'doctor:neverLanded rekonbot:balance medkit:medkit climber:climber cage:cages stunner:cages holocamera:aliens neurodetector:aliens detector:balance laser:balance tools:balance paralyser:balance specialTools:balance'],
    ['korkran', 6, 'scout:neverLanded specbot:balance detector:detector climber:climber laser:laser holocamera:aliens neurodetector:aliens medkit:balance cage:balance stunner:balance tools:balance paralyser:balance specialTools:balance'],
    ['opoplo', 16, `doctor:neverLanded scout:neverLanded scientist:guard rover:balance rekonbot:balance repbot:balance medkit:infection climber:climber holocamera:aliens neurodetector:aliens detector:balance cage:balance stunner:balance laser:balance tools:balance paralyser:balance specialTools:balance cage:cages cage:cages ${TOGETHER}`],
  ])('the first landing\'s shuttle on %s: %i resources and the list', (planet, resources, list) => {
    expect(wishes(planet)).toEqual({ resources, list });
  });

  // the balance all paid: every human landed (in a light suit too), every fill, every unit taken often enough and together
  const paid = (s: GameState): GameState => ({
    ...s,
    orbit: { ...s.orbit! },
    balance: {
      ...s.balance,
      humans: [...HUMAN_IDS],
      lightSuit: [...HUMAN_IDS],
      fills: 3,
      taken: { transbot: 3, specbot: 3, rekonbot: 3, repbot: 3, rover: 3, medkit: 2, tools: 2, specialTools: 2, detector: 2, laser: 2, paralyser: 2, stunner: 2, climber: 2, heavySuit: 3, cage: 5, suit: 7, neurodetector: 1, holocamera: 1 },
      together: { cage: 5, stunner: 2, heavySuit: 4 },
    },
  });

  test.each<[PlanetId, number, string]>([
    // the Doctor (3 for water and plants), then the Scout before the Scientist (2 each, intelligence 10 each: the crew's order)
    ['birss', 12, 'doctor:doctor scout:scout scientist:guard rover:roverHigh rekonbot:rekonbot repbot:robot medkit:medkit climber:climber cage:cages stunner:cages holocamera:aliens neurodetector:aliens cage:cages cage:cages'],
    // huge gravity: one human, one robot, no cages beyond the advice; at least 12 resources once the fills are paid
    ['noweAlto', 12, 'doctor:doctor rekonbot:rekonbot medkit:medkit climber:climber cage:cages stunner:cages holocamera:aliens neurodetector:aliens'],
    ['opoplo', 16, 'doctor:doctor scout:scout scientist:guard rekonbot:rekonbot repbot:robot medkit:infection climber:climber holocamera:aliens neurodetector:aliens cage:cages cage:cages'],
  ])('with the balance paid, the shuttle on %s follows the planet alone: %i resources and the list', (planet, resources, list) => {
    const s = paid(flyTo(newGame({ length: 30, seed: 3 }), PLANET_FIELDS[planet], false));
    const l = loadout(s);
    expect({ resources: l.resources, list: l.wishes.map((w) => `${w.unit}:${w.why.replace('bot.why.', '')}`).join(' ') }).toEqual({ resources, list });
  });
});

describe('issue 15: the heuristic player\'s robots (R-BAL-05: each type 3 times on 30 months)', () => {
  // over Birss (two robots a landing) the Transbot owes all 3 takings, the Rekonbot and the Repbot 1 each
  const owing = (planetsAfter: number, repbot = 2, transbots?: number): string => {
    const f = flyTo(newGame({ length: 30, seed: 3 }), PLANET_FIELDS.birss, false);
    const s0: GameState = transbots === undefined ? f : { ...f, stock: { ...f.stock, transbot: { ...f.stock.transbot, count: transbots } } };
    const others = PLANET_IDS.filter((p) => p !== 'birss');
    const s: GameState = {
      ...s0,
      orbit: { ...s0.orbit! },
      // every planet visited but Birss and those left after it
      visited: [...others.slice(planetsAfter), 'birss'],
      balance: { ...s0.balance, taken: { ...s0.balance.taken, transbot: 0, specbot: 3, rekonbot: 2, repbot } },
    };
    expect(plannedTour(s).planets).toHaveLength(planetsAfter);
    return loadout(s).wishes.filter((w) => ['transbot', 'specbot', 'rekonbot', 'repbot'].includes(w.unit)).map((w) => w.unit).join(' ');
  };

  test('with room to spare on later landings the useful robots go first (the Rekonbot and the Repbot, owed once each)', () => {
    // 5 owed, 2 × 4 places after Birss less 2 reckoned lost: 6
    expect(owing(4)).toBe('rekonbot repbot');
  });

  test('when the places left no longer cover what is owed, the type that owes most goes first', () => {
    // 5 owed, 2 × 3 − 2 = 4 places: the Transbot (3 owed), then the first of those owing 1
    expect(owing(3)).toBe('transbot rekonbot');
  });

  test('places exactly as many as owed are enough: no hurry yet', () => {
    // the Repbot paid: 4 owed, 2 × 3 − 2 = 4 places; both owed go, the useful Rekonbot first
    expect(owing(3, 3)).toBe('rekonbot transbot');
  });

  test('a type with no unit left owes nothing: the Transbots all lost, the useful ones go first again', () => {
    // 2 owed (the Rekonbot's and the Repbot's), 4 places: no hurry (the Transbot's 3 would make it 5)
    expect(owing(3, 2, 0)).toBe('rekonbot repbot');
  });
});

describe('issue 15: the heuristic player\'s guard (R-ACC-10)', () => {
  test('with no human left beyond the field party nobody stays in the shuttle', () => {
    const s0 = flyTo(newGame({ length: 30, seed: 3 }), PLANET_FIELDS.birss, false);
    // Birss takes two humans down; all but two are dead
    const living = new Set(['doctor', 'scout']);
    const s: GameState = { ...s0, orbit: { ...s0.orbit! }, crew: s0.crew.map((h) => ({ ...h, alive: living.has(h.id) })) };
    const l = loadout(s);
    expect(l.guard).toBeUndefined();
    expect(l.wishes.filter((w) => HUMAN_IDS.includes(w.unit as never)).map((w) => w.unit)).toEqual(['doctor', 'scout']);
    expect(l.wishes.some((w) => w.why === 'bot.why.guard')).toBe(false);
  });
});

describe('issue 15: the heuristic player\'s devices owed at 30 months (R-BAL-07, R-BAL-08)', () => {
  // over Birss every device type has had its takings but the Paralyser (R-BAL-08: 2 times on 30 months)
  const PAID = { medkit: 2, detector: 2, climber: 2, cage: 5, stunner: 2, laser: 2, holocamera: 1, neurodetector: 1, tools: 2, paralyser: 2, specialTools: 2 };
  const devices = (planetsAfter: number, paralyser: number, length: 20 | 30 = 30, owed: Record<string, number> = {}): string => {
    const f = flyTo(newGame({ length, seed: 3 }), PLANET_FIELDS.birss, false);
    const others = PLANET_IDS.filter((p) => p !== 'birss');
    const s: GameState = { ...f, visited: [...others.slice(planetsAfter), 'birss'], balance: { ...f.balance, taken: { ...f.balance.taken, ...PAID, paralyser, ...owed } } };
    expect(plannedTour(s).planets).toHaveLength(length === 30 ? planetsAfter : 0);
    const DEVICES = ['medkit', 'climber', 'stunner', 'holocamera', 'neurodetector', 'paralyser'];
    return loadout(s).wishes.filter((w) => DEVICES.includes(w.unit)).map((w) => `${w.unit}:${w.why.replace('bot.why.', '')}`).join(' ');
  };
  const PLANET_OWN = 'medkit:medkit climber:climber stunner:cages holocamera:aliens neurodetector:aliens';

  test('with landings to spare the Paralyser owed twice comes after the planet\'s own devices: 2 owed, 4 landings after this one less 1', () => {
    expect(devices(4, 0)).toBe(`${PLANET_OWN} paralyser:balance`);
  });

  test('as many owed as the landings after this one less 1: the Paralyser goes first, before the planet\'s own devices', () => {
    expect(devices(3, 0)).toBe(`paralyser:balance ${PLANET_OWN}`);
    expect(devices(2, 1)).toBe(`paralyser:balance ${PLANET_OWN}`);
  });

  test('a device the planet calls for keeps its own reason and place, owed or not: the Medkit (lush water) owed twice is wished once', () => {
    expect(devices(3, 0, 30, { medkit: 0 })).toBe(`paralyser:balance ${PLANET_OWN}`);
  });

  test('one owed with 3 landings after this one (3 − 1 = 2 > 1): no hurry yet', () => {
    expect(devices(3, 1)).toBe(`${PLANET_OWN} paralyser:balance`);
  });

  test('paid in full it is no wish at all; on 20 months there are no repeats to hurry for (R-BAL-08 is for 30 months)', () => {
    expect(devices(0, 2)).toBe(PLANET_OWN);
    expect(devices(0, 0, 20)).toBe(`${PLANET_OWN} paralyser:balance`);
    // taken once on 20 months: paid (the second taking is 30 months' only)
    expect(devices(0, 1, 20)).toBe(PLANET_OWN);
  });
});

describe('issue 15: the heuristic player\'s humans (R-BAL-03, R-BAL-04, the roles of R-CREW-15..21)', () => {
  // seed 3's crew: intelligence 8 (Commander, Doctor, Engineer) and 10 (the others); the balance
  // paid but what a test takes away, so that the planet and the crew alone choose
  const PAID_TAKEN = { transbot: 3, specbot: 3, rekonbot: 3, repbot: 3, rover: 3, medkit: 2, tools: 2, specialTools: 2, detector: 2, laser: 2, paralyser: 2, stunner: 2, climber: 2, heavySuit: 3, cage: 5, suit: 7, neurodetector: 1, holocamera: 1 };
  const over = (planet: PlanetId, length: 20 | 30, change: { lightSuit?: readonly string[]; crew?: Record<string, Partial<GameState['crew'][number]>> } = {}): GameState => {
    const s = flyTo(newGame({ length, seed: 3 }), PLANET_FIELDS[planet], false);
    return {
      ...s,
      orbit: { ...s.orbit! },
      crew: s.crew.map((h) => ({ ...h, ...(change.crew?.[h.id] ?? {}) })),
      balance: { ...s.balance, humans: [...HUMAN_IDS], lightSuit: (change.lightSuit ?? [...HUMAN_IDS]) as GameState['balance']['lightSuit'], fills: 3, taken: PAID_TAKEN, together: { cage: 5, stunner: 2, heavySuit: 4 } },
    };
  };
  const humans = (s: GameState): string => loadout(s).wishes.filter((w) => HUMAN_IDS.includes(w.unit as never)).map((w) => `${w.unit}:${w.why.replace('bot.why.', '')}`).join(' ');
  const noLightSuitYet = HUMAN_IDS.filter((h) => h !== 'navigator');

  test('R-BAL-04: on 30 months, in toxic air or none, a human who never landed in a light suit goes down first, and says why', () => {
    // Mefisto's air is toxic, Opoplo has none (seed 3's sets); the Navigator's 3 for the light suit beat the Doctor's 3 for the infection by his intelligence
    expect(humans(over('mefisto', 30, { lightSuit: noLightSuitYet }))).toBe('navigator:lightSuit doctor:doctor scout:guard');
    expect(humans(over('opoplo', 30, { lightSuit: noLightSuitYet }))).toBe('navigator:lightSuit doctor:doctor scout:guard');
  });

  test('R-BAL-04 asks it of 30-month voyages only, and only where a suit is worn in a light one: no preference at 20 months, in normal or thin air', () => {
    expect(humans(over('mefisto', 20, { lightSuit: noLightSuitYet }))).toBe('doctor:doctor scout:scout scientist:guard');
    expect(humans(over('opoplo', 20, { lightSuit: noLightSuitYet }))).toBe('doctor:doctor scout:scout scientist:guard');
    expect(humans(over('birss', 30, { lightSuit: noLightSuitYet }))).toBe('doctor:doctor scout:scout scientist:guard');
    expect(humans(over('noweAlto', 30, { lightSuit: noLightSuitYet }))).toBe('doctor:doctor');
  });

  test('a wound counts against a human: the Doctor with one (3 − 1 + 0.4) falls behind the Scout, the Scientist and the Commander (2 for the aliens + 0.4, first in the crew\'s order)', () => {
    expect(humans(over('birss', 30))).toBe('doctor:doctor scout:scout scientist:guard');
    expect(humans(over('birss', 30, { crew: { doctor: { wounds: 1 } } }))).toBe('scout:scout scientist:scientist commander:guard');
  });

  test('a human with 3 wounds may still go (the guard here), with 4 he stays aboard', () => {
    const few = { scout: { alive: false }, scientist: { alive: false }, commander: { alive: false } };
    // the Navigator 1 (the Rover at high gravity) + 0.5, the Soldier 0.5, the Doctor 3 − 3 + 0.4 before the Engineer's 0.4 by the crew's order
    expect(humans(over('birss', 30, { crew: { ...few, doctor: { wounds: 3 } } }))).toBe('navigator:navigator soldier:soldier doctor:guard');
    expect(humans(over('birss', 30, { crew: { ...few, doctor: { wounds: 4 } } }))).toBe('navigator:navigator soldier:soldier engineer:guard');
    // with nobody else to stand guard, he still stays aboard: no guard at all
    expect(humans(over('birss', 30, { crew: { ...few, engineer: { alive: false }, doctor: { wounds: 4 } } }))).toBe('navigator:navigator soldier:soldier');
  });

  test('the roles: the Soldier on a dangerous planet, the Navigator where the Rover is advised', () => {
    const gone = { scout: { alive: false }, scientist: { alive: false } };
    // Mefisto is dangerous (R-LOAD-30): the Soldier's 1 + 0.5 beat the Engineer's 1 (toxic air) + 0.4
    expect(humans(over('mefisto', 30, { crew: gone }))).toBe('doctor:doctor commander:commander soldier:guard');
    // Birss advises the Rover at high gravity (R-LOAD-33): the Navigator's 1 + 0.5 beat the Commander's 2 + 0.4 − 1 wound
    expect(humans(over('birss', 30, { crew: { ...gone, commander: { wounds: 1 } } }))).toBe('doctor:doctor navigator:navigator commander:guard');
  });
});

describe('issue 15: the heuristic player\'s Heavy Suits together (R-BAL-10: 4, or 3 if fewer were aboard at the start)', () => {
  const together = (planet: PlanetId, atStart: number, count: number, inBay = 0, paid: GameState['balance']['together'] = { cage: 5, stunner: 2 }): string => {
    const s = flyTo(newGame({ length: 30, seed: 3 }), PLANET_FIELDS[planet], false);
    const bay = inBay > 0 ? { ...s.bay, units: { ...s.bay.units, heavySuit: { count: inBay, damaged: 0 } } } : s.bay;
    const t: GameState = { ...s, orbit: { ...s.orbit! }, bay, stock: { ...s.stock, heavySuit: { count, damaged: 0 } }, balance: { ...s.balance, heavySuitsAtStart: atStart, together: paid } };
    return loadout(t).wishes.filter((w) => w.why === 'bot.why.together').map((w) => w.unit).join(' ');
  };

  test('4 aboard at the start: all 4 go together where the shuttle lifts most; 3 aboard then: 3', () => {
    expect(together('suwatte', 4, 4)).toBe('heavySuit heavySuit heavySuit heavySuit');
    expect(together('suwatte', 3, 3)).toBe('heavySuit heavySuit heavySuit');
  });

  test('fewer left than the rule asks: none are wished together; at high gravity never', () => {
    expect(together('suwatte', 4, 3)).toBe('');
    expect(together('suwatte', 3, 2)).toBe('');
    expect(together('birss', 4, 4)).toBe('');
  });

  test('a suit already in the shuttle counts with those aboard the starship', () => {
    expect(together('suwatte', 4, 3, 1)).toBe('heavySuit heavySuit heavySuit heavySuit');
  });

  test('the 3 of fewer suits are the Heavy Suits\' own: the Cages together stay 5', () => {
    // three cages are wished already (one for the lush water, two for the creatures): two more make the 5
    expect(together('suwatte', 3, 3, 0, { stunner: 2, heavySuit: 3 })).toBe('cage cage');
  });
});
