// English is loaded on demand (the task pane's bundle carries Polish only): before it is loaded a
// text falls back to Polish rather than to nothing; once in place it speaks English. The chunk's
// real loading (a dynamic import, which Jest's CommonJS cannot run) is proven in the browser
// tests: test/browser/web.test.ts, 'switching to English loads its texts on demand'.
type TextModule = typeof import('../../src/engine/text');

function freshText(): TextModule {
  let mod: TextModule | undefined;
  // a module registry without the tests' preloaded English (test/setup/english.ts)
  jest.isolateModules(() => {
    mod = require('../../src/engine/text') as TextModule;
  });
  return mod!;
}

test('Polish is always there; English only once loaded, and a text asked before speaks Polish', async () => {
  const text = freshText();
  expect(text.languageLoaded('pl')).toBe(true);
  expect(text.languageLoaded('en')).toBe(false);
  expect(text.t('en', 'unit.commander')).toBe('Dowódca');
  // the Polish it speaks meanwhile is whole Polish: its plural forms, nouns and numbers (20 → 'many')
  const months = { key: 'bot.flyPlanet', params: { planet: { planet: 'mezo' }, months: 20.5 } } as const;
  expect(text.format('en', { ...months, params: { ...months.params, months: 20 } })).toContain('20 miesięcy lotu');
  expect(text.format('en', months)).toContain('20,5 miesiąca lotu');
  const { en } = require('../../src/engine/text/en') as typeof import('../../src/engine/text/en');
  text.useCatalogue('en', en);
  expect(text.languageLoaded('en')).toBe(true);
  expect(text.t('en', 'unit.commander')).toBe('Commander');
  expect(text.t('pl', 'unit.commander')).toBe('Dowódca');
  // loaded: asking again imports nothing
  await expect(text.loadLanguage('en')).resolves.toBeUndefined();
  expect(text.format('en', { key: 'unit.commander' })).toBe('Commander');
});
