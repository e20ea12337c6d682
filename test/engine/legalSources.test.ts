// isLegalNow asks the source an action usually comes from first (legal.ts); its answer must be the
// same as a search of the whole legalActions list, in every state random and heuristic play reach.
import { HUMAN_IDS, legalActions, newGame, step, type Action, type GameState } from '../../src/engine';
import { STOCK_IDS } from '../../src/engine/data/units';
import { sameAction } from '../../src/engine/actions';
import { isLegalNow, menuItems } from '../../src/engine/legal';
import { advise } from '../../src/engine/bot/heuristic';
import { chooseAction } from '../../src/fuzz/randomPlay';
import { Dice, seedRng } from '../../src/engine/rng';
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, isMessageKey } from '../../src/engine';
import { openCourse } from '../../src/engine/rules/courseStart';
import { splitCreature } from '../../src/engine/rules/cages';
import { surfaceArea } from '../../src/engine/rules/field';
import { landedOnArea } from '../support/voyage';

const inList = (s: GameState, a: Action) => legalActions(s).some((x) => sameAction(x, a));

test('isLegalNow agrees with the whole list on every state of 6 games (every legal action, and the last state\'s actions as probes)', () => {
  let states = 0;
  let refusedProbes = 0;
  let tableProbesLegal = 0;
  let menuProbesLegal = 0;
  let careProbesLegal = 0;
  for (const [seed, bot] of [[1, 'heuristic'], [2, 'heuristic'], [3, 'random'], [4, 'random'], [5, 'random'], [6, 'heuristic']] as const) {
    let s = newGame({ length: 10, seed });
    const dice = new Dice(seedRng(seed));
    let probes: readonly Action[] = [];
    for (let i = 0; i < 1500 && s.phase !== 'ended'; i++) {
      // a fresh copy: nothing worked out for it yet, so isLegalNow runs before the list exists
      const fresh = { ...s };
      for (const a of probes) {
        const lazy = isLegalNow(fresh, a);
        expect([i, a, lazy]).toEqual([i, a, inList(fresh, a)]);
        if (!lazy) refusedProbes++;
      }
      for (const a of legalActions(fresh)) expect([i, a, isLegalNow(fresh, a)]).toEqual([i, a, true]);
      // the table's 'niżej', 'wyżej' and care are answered row by row (legal.ts tableButton): every folder and
      // unit, rows that are not there, a folder that is no folder and the Rover's own row included
      // the menu's 'badaj', 'startuj', the move mode and 'krąż' are answered without the menu (legal.ts oneButton): every state,
      // and with a field too many (a host's action is untrusted)
      for (const a of [{ type: 'research' }, { type: 'liftOff' }, { type: 'toggleMoveMode' }, { type: 'circle' }, { type: 'research', dir: 'up' }, { type: 'liftOff', unit: 'scout' }, { type: 'circle', hours: 2 }] as unknown as Action[]) {
        const lazy = isLegalNow({ ...s }, a);
        expect([i, a, lazy]).toEqual([i, a, inList(fresh, a)]);
        if (lazy) menuProbesLegal++;
      }
      if (i % 7 === 0)
        for (const type of ['down', 'up', 'care'] as const)
          for (const folder of ['shuttle', 'expedition', 'carried', 'used', 'abandoned', 'toString'])
            for (const unit of [...HUMAN_IDS, ...STOCK_IDS, 'resources', 'artifacts', 'nobody']) {
              const a = { type, folder, unit } as unknown as Action;
              const lazy = isLegalNow({ ...s }, a);
              expect([i, a, lazy]).toEqual([i, a, inList(fresh, a)]);
              if (lazy) tableProbesLegal++;
              if (lazy && type === 'care') careProbesLegal++;
            }
      states++;
      const a = bot === 'heuristic' ? advise(s)?.action : chooseAction(s, legalActions(s), dice);
      if (!a) break;
      probes = legalActions(s);
      s = step(s, a).state;
    }
  }
  expect(states).toBeGreaterThan(1000);
  // the probes really include actions that are no longer legal
  expect(refusedProbes).toBeGreaterThan(1000);
  expect(tableProbesLegal).toBeGreaterThan(500);
  // the care ('napr/lecz/skaf', answered row by row: legal.ts careButton) was offered in some of them
  expect(careProbesLegal).toBeGreaterThan(20);
  // the research and the lift-off were offered in some of them (and refused in the rest)
  expect(menuProbesLegal).toBeGreaterThan(50);
});

test('R-UI-TABLE-17 R-REPAIR-01 a loose heavy suit, one of two damaged: put on while a human is bare, repaired once all wear one (isLegalNow row by row, as the whole table)', () => {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator'], 8);
  const loose = (crewSuited: boolean): GameState => ({
    ...s,
    party: {
      ...s.party,
      expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => ({ ...p, suit: crewSuited ? { kind: 'suit' as const, damaged: false } : null })) },
      carried: { ...s.party.carried, units: { ...s.party.carried.units, heavySuit: { count: 2, damaged: 1 } } },
    },
  });
  const care: Action = { type: 'care', folder: 'carried', unit: 'heavySuit' };
  const wear: Action = { type: 'suitButton', unit: 'heavySuit' };
  for (const [suited, expected] of [[false, { care: false, wear: true }], [true, { care: true, wear: false }]] as const) {
    const x = loose(suited);
    expect([suited, { care: isLegalNow({ ...x }, care), wear: isLegalNow({ ...x }, wear) }]).toEqual([suited, expected]);
    expect([suited, { care: inList(x, care), wear: inList(x, wear) }]).toEqual([suited, expected]);
  }
});

test('R-MOVE-35 R-LAND-12 R-MOVE-09 R-MOVE-20 R-DEV-70 "startuj", "badaj", the move mode and "krąż" are refused in every state the menu does not offer them (isLegalNow without the menu)', () => {
  // the party on the researched landing field, at the shuttle: lifting off is offered (a repeat of the research may be)
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator'], 8);
  const liftOff: Action = { type: 'liftOff' };
  const research: Action = { type: 'research' };
  expect(isLegalNow({ ...s }, liftOff)).toBe(true);
  const cases: [string, GameState][] = [
    ['the new game menu', { ...s, menu: 'chooseLength' }],
    ['the campaigns menu', { ...s, menu: 'chooseCampaign' }],
    ['the flight home asked', { ...s, menu: 'confirmEarth' }],
    ['hits to give out', { ...s, hitsToAssign: 1 }],
    ['a suit being put on', { ...s, dressing: 'suit' }],
    ['a care choice', { ...s, careChoice: { folder: 'expedition', unit: 'soldier' } }],
    ['a meeting', { ...s, surface: { ...s.surface!, encounter: { being: 'mudGulper', place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(s, 'mudGulper', false)! } } }],
    ['in orbit', { ...s, phase: 'orbit' }],
  ];
  for (const [what, x] of cases) {
    for (const a of [liftOff, research, { type: 'toggleMoveMode' } as Action, { type: 'circle' } as Action]) {
      expect([what, a, isLegalNow({ ...x }, a)]).toEqual([what, a, false]);
      expect(inList({ ...x }, a)).toBe(false);
    }
  }
  // R-DEV-70: a creature whose cages lie in two folders stops the research, not the lift-off
  // (the recorded split of bot.test.ts, its hits given out, the party on the shuttle's field)
  const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/splitCages.json'), 'utf8'));
  if (!loaded.ok) throw new Error(loaded.code);
  const rec: GameState = { ...loaded.state, surface: { ...loaded.state.surface!, caged: loaded.state.surface!.caged.map((c) => (c.being === 'riverSnapper' ? { ...c, stowed: true } : c)) } };
  let h: GameState = { ...rec, party: { ...rec.party, carried: { ...rec.party.carried, units: { ...rec.party.carried.units, cage: { count: 1, damaged: 0 } } }, abandoned: { ...rec.party.abandoned, units: { ...rec.party.abandoned.units, cage: { count: 1, damaged: 0 } } } } };
  while (h.hitsToAssign > 0) h = step(h, advise(h)!.action).state;
  const area = surfaceArea(h)!;
  const split: GameState = { ...h, surface: { ...h.surface!, at: { row: area.shuttle.row, col: area.shuttle.col, cave: false } } };
  expect(splitCreature(split)).toBe('plainsFlatback');
  expect(isLegalNow({ ...split }, liftOff)).toBe(true);
  expect(inList({ ...split }, liftOff)).toBe(true);
  expect(isLegalNow({ ...split }, research)).toBe(false);
  expect(inList({ ...split }, research)).toBe(false);
  // nor the moves' lines: the party may not go on while the cages are split
  for (const a of [{ type: 'toggleMoveMode' }, { type: 'circle' }] as Action[]) expect([a, isLegalNow({ ...split }, a), inList({ ...split }, a)]).toEqual([a, false, false]);
  // with the landing field researched and nothing pressing, the moves' lines are offered (the cases above refuse them)
  for (const a of [{ type: 'toggleMoveMode' }, { type: 'circle' }] as Action[]) expect([a, isLegalNow({ ...s }, a), inList({ ...s }, a)]).toEqual([a, true, true]);
});

test('R-UI-SPACE-05 R-UI-EXP-04 every line of the choice menu is a text with an action the step takes, or a shown state, in every state of four games', () => {
  let lines = 0;
  let surfaceWithoutResearch = 0;
  let ownLines = 0;
  for (const [seed, bot] of [[1, 'heuristic'], [6, 'heuristic'], [3, 'random'], [4, 'random']] as const) {
    let s = newGame({ length: 10, seed });
    const dice = new Dice(seedRng(seed));
    for (let i = 0; i < 1500 && s.phase !== 'ended'; i++) {
      const menu = menuItems(s);
      for (const item of menu) {
        // a menu line's own text, or an own course's option (R-STRAT-04: 'course.<being>.<option>'), in the catalogue
        expect([i, typeof item.label, /^(menu|course)\./.test(item.label) && isMessageKey(item.label)]).toEqual([i, 'string', true]);
        if (item.label.startsWith('course.')) ownLines++;
        if (item.action) expect([i, item.action, isLegalNow(s, item.action)]).toEqual([i, item.action, true]);
        lines++;
      }
      if (s.phase === 'surface' && !menu.some((m) => m.action?.type === 'research')) surfaceWithoutResearch++;
      const a = bot === 'heuristic' ? advise(s)!.action : chooseAction(s, legalActions(s), dice);
      s = step(s, a).state;
    }
  }
  // the games reached the surface where neither 'badaj' nor the move lines are offered, not only where they are
  expect(lines).toBeGreaterThan(4000);
  expect(surfaceWithoutResearch).toBeGreaterThan(50);
  // and an own course's choice (17 of its lines in seed 6's game)
  expect(ownLines).toBeGreaterThan(0);
});
