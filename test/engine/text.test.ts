import { en } from '../../src/engine/text/en';
import { pl } from '../../src/engine/text/pl';
import { format, MESSAGE_KEYS, t, TIP_COUNT, type MessageKey } from '../../src/engine';

const params = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('message catalogues', () => {
  test('Polish and English hold the same keys, none empty, with the same parameters', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    for (const k of MESSAGE_KEYS) {
      expect(pl[k].trim()).not.toBe('');
      expect(en[k].trim()).not.toBe('');
      expect(params(en[k])).toEqual(params(pl[k]));
    }
  });

  test('every rotating tip has a text', () => {
    for (let i = 0; i < TIP_COUNT; i++) expect(t('pl', `tip.${i}` as MessageKey)).toBeTruthy();
  });

  test('format fills parameters, unit names in the chosen language', () => {
    expect(format('en', { key: 'info.stock', params: { unit: { unit: 'heavySuit' }, count: 3, damaged: 1 } })).toBe('Heavy Suit: 3 aboard, 1 damaged.');
    expect(format('pl', { key: 'info.none', params: { unit: { unit: 'rover' } } })).toBe('Łazik: brak na pokładzie.');
  });
});
