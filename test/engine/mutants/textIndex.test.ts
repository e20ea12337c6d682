// Mutation kills for text/index.ts (docs/MUTATION.md): the language check, names with their
// fallbacks, signed amounts and numbers, and how a template's parameters are filled — plural and
// gender forms, nouns, planets, beings, area lists — or left visible when they do not fit.
import { areaName, beingName, format, formatNumber, HELP_KEYS, isLang, signedAmount, type MessageKey } from '../../../src/engine/text';

describe('text/index', () => {
  test('isLang: only "pl" and "en"', () => {
    expect(['pl', 'en', 'PL', 'de', '', undefined, 1].map(isLang)).toEqual([true, true, false, false, false, false, false]);
  });

  test('names: an area or a being from the catalogue, its id where the catalogue has none', () => {
    expect([areaName('en', 'birss.reefIslands'), areaName('pl', 'birss.reefIslands'), areaName('en', 'nowhere.x')]).toEqual(['Reef Islands', 'Wyspy Rafowe', 'nowhere.x']);
    expect([beingName('en', 'towerFolk'), beingName('en', 'dragon')]).toEqual(['Tower Folk', 'dragon']);
  });

  test('signed amounts with a true minus sign; numbers without grouping, with the language\'s decimal mark', () => {
    expect([signedAmount(3), signedAmount(-5), signedAmount(0)]).toEqual(['+3', '\u22125', '0']);
    expect([formatNumber('pl', 2.5), formatNumber('en', 2.5), formatNumber('en', 12345), formatNumber('pl', 12345), formatNumber('pl', 1.234)]).toEqual(['2,5', '2.5', '12345', '12345', '1,23']);
  });

  test('formatNumber: a negative amount that rounds to nothing reads 0, never "-0"; other negatives keep their sign, a true minus', () => {
    expect([formatNumber('pl', -0), formatNumber('en', -0.004), formatNumber('pl', -0.04), formatNumber('en', -0.5), formatNumber('pl', -3)]).toEqual(['0', '0', '\u22120,04', '\u22120.5', '\u22123']);
  });

  test('the help paragraphs, in their order', () => {
    expect(HELP_KEYS).toEqual(['help.1', 'help.2', 'help.3', 'help.4', 'help.5', 'help.7', 'help.8', 'help.9', 'help.6']);
  });

  test('plural forms by the number (# is the number); a parameter that is not a number leaves the choice visible', () => {
    const key = 'note.studied' as MessageKey;
    expect(format('en', { key, params: { count: 1 } })).toBe('The Scientist studied the creatures aboard: 1 indicator determined.');
    expect(format('en', { key, params: { count: 3 } })).toBe('The Scientist studied the creatures aboard: 3 indicators determined.');
    expect(format('en', { key, params: { count: 'x' } })).toContain('{count, plural, one {# indicator} other {# indicators}}');
    // two choices in one template: both are filled
    expect(format('en', { key: 'msg.confirmEarth', params: { planets: 1, months: 2 } })).toBe('Flying to Earth ends the voyage with 1 planet still to visit and 2 months of the plan left over.');
  });

  test('gender forms by the unit\'s noun; a parameter that is no unit leaves the choice visible', () => {
    const key = 'note.accidentDestroyed' as MessageKey;
    expect(format('pl', { key, params: { place: 'A1', unit: { unit: 'laser' } } })).toBe('Wypadek (A1): Laser uległ zniszczeniu.');
    expect(format('pl', { key, params: { place: 'A1', unit: 'x' } })).toContain('{unit, gender,');
    expect(format('pl', { key: 'note.infectionIll', params: { unit: { unit: 'doctor' } } })).toBe('Infekcja: Lekarz przeżył, ale do końca ekspedycji trzeba go nieść i nie może nic robić.');
  });

  test('planets, beings and unknown parameters: names filled in, an unknown parameter stays visible', () => {
    expect(format('en', { key: 'nav.visited', params: { planet: { planet: 'birss' } } })).toBe('Birss: visited');
    expect(format('en', { key: 'note.cageLost', params: { being: { being: 'towerFolk' } } })).toBe('A cage is lost: Tower Folk is free again.');
    expect(format('en', { key: 'note.cageLost' })).toBe('A cage is lost: {being} is free again.');
  });

  test('an area list: each area with its chance and its maybe-features, joined by "; "', () => {
    const areas = { areaList: [['birss.reefIslands', 60, ['lake', 'city']], ['nowhere.x', 40, []]] as [string, number, ('lake' | 'city')[]][] };
    expect(format('en', { key: 'hint.areas', params: { areas } })).toBe('Possible areas: Reef Islands 60% (maybe: lake, alien city); nowhere.x 40%.');
  });
});
