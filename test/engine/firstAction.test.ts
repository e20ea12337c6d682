// Issue 10 point 9, R-LAND-12: after landing the hint says what to do next — form the
// expedition while nobody is in it, then research the landing field, which the menu offers
// from that moment; repair and healing are offered only after that research.
import { format, legalActions, menuItems, tableRows, type GameState } from '../../src/engine';
import { act, landedWhere, orbitWhere } from '../support/voyage';
import { firstActionHint } from '../../src/engine/rules/firstAction';
import { landingFieldList, landingFields } from '../../src/engine/rules/field';

const menu = (s: GameState) => menuItems(s).map((m) => m.label);

function landedOnShuttle(): GameState {
  // loaded in orbit but nobody sent down: the party is empty on landing
  let s = orbitWhere((x) => x.atmosphere === 'normal', 41);
  s = act(s, { type: 'load', unit: 'commander' });
  s = act(s, { type: 'load', unit: 'doctor' });
  return act(act(s, { type: 'land' }), { type: 'acceptArea' });
}

test('R-LAND-12 R-LOAD-26 issue 10 point 9: landed with everyone on the shuttle, the hint says to form the expedition, and no research is offered', () => {
  const s = landedOnShuttle();
  expect(s.phase).toBe('surface');
  expect(s.hitsToAssign).toBe(0); // no accident: the branch of a plain landing
  expect(s.hint?.key).toBe('hint.formParty');
  expect(format('pl', s.hint!)).toContain('z PROMU do EKSPEDYCJI');
  expect(format('en', s.hint!)).toContain('from SHUTTLE to EXPEDITION');
  // R-LOAD-26: the manual's advice to organise the expedition in orbit
  expect(format('pl', s.hint!)).toContain('Rada: ekspedycję najlepiej ustawiać jeszcze na orbicie.');
  expect(menu(s)).not.toContain('menu.research');
  expect(legalActions(s).some((a) => a.type === 'research')).toBe(false);
});

test('R-LAND-12 issue 10 point 9: once a human is in the expedition the hint says to research the landing field and the menu offers it; back on the shuttle, the hint goes back', () => {
  const s = act(landedOnShuttle(), { type: 'down', folder: 'shuttle', unit: 'commander' });
  expect(s.hint?.key).toBe('hint.researchLandingField');
  expect(menu(s)).toContain('menu.research');
  expect(format('pl', s.hint!)).toContain('menu wyboru');
  const back = act(s, { type: 'up', folder: 'expedition', unit: 'commander' });
  expect(back.hint?.key).toBe('hint.formParty');
  expect(menu(back)).not.toContain('menu.research');
  const researched = act(s, { type: 'research' });
  expect(researched.hint?.key).toBe('hint.afterResearch');
  // after the research moving units keeps the hint the research gave
  expect(act(researched, { type: 'down', folder: 'shuttle', unit: 'doctor' }).hint?.key).toBe('hint.afterResearch');
});

test('R-LAND-12 issue 10 point 9: healing is offered only after the landing field is researched, as the hint says', () => {
  let s = landedWhere((x) => x.atmosphere === 'normal', ['commander', 'doctor'], 41);
  s = { ...s, crew: s.crew.map((h) => (h.id === 'commander' ? { ...h, wounds: 2 } : h)) };
  expect(s.hint?.key).toBe('hint.researchLandingField');
  expect(tableRows(s).some((r) => r.third?.type === 'care')).toBe(false);
  expect(legalActions(s).some((a) => a.type === 'care')).toBe(false);
  const after = act(s, { type: 'research' });
  expect(tableRows(after).find((r) => r.unit === 'commander')?.third?.type).toBe('care');
});

test('R-LOAD-37 the first action\'s hint carries the advice to keep the care gear in the shuttle, read off the landing\'s fields', () => {
  let s = orbitWhere((x) => x.atmosphere === 'normal', 41);
  s = act(s, { type: 'load', unit: 'commander' });
  s = act(s, { type: 'load', unit: 'medkit' });
  s = act(act(s, { type: 'land' }), { type: 'acceptArea' });
  expect([s.phase, s.bay.units.medkit?.count]).toEqual(['surface', 1]);
  expect(firstActionHint(s)?.notes?.map((n) => n.key)).toContain('advice.reserveHealingGear');
  // the landing's fields, row by row, are the area's map as landed
  const fields = landingFieldList(s.surface!)!;
  const rows = landingFields(s.surface!)!;
  expect(fields.length).toBe(rows.reduce((n, r) => n + r.length, 0));
  expect([fields[0], fields[rows[0]!.length], fields.at(-1)]).toEqual([rows[0]![0], rows[1]![0], rows.at(-1)!.at(-1)]);
});
