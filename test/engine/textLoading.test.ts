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
  const months = { key: 'hint.timeBonus', params: { months: 20.5 } } as const;
  expect(text.format('en', { ...months, params: { months: 20 } })).toContain('dłuższy o 20 miesięcy.');
  expect(text.format('en', months)).toContain('dłuższy o 20,5 miesiąca.');
  const { en } = require('../../src/engine/text/en') as typeof import('../../src/engine/text/en');
  text.useCatalogue('en', en);
  expect(text.languageLoaded('en')).toBe(true);
  expect(text.t('en', 'unit.commander')).toBe('Commander');
  expect(text.t('pl', 'unit.commander')).toBe('Dowódca');
  // loaded: asking again imports nothing
  await expect(text.loadLanguage('en')).resolves.toBeUndefined();
  expect(text.format('en', { key: 'unit.commander' })).toBe('Commander');
});

// issue 15: the advisor's texts travel with the advisor (its chunk in the task pane): before the
// advisor is imported its keys are not texts; the advisor's modules put them in place.
test('the advisor’s texts come with the advisor, in both languages', () => {
  let text: TextModule | undefined;
  jest.isolateModules(() => {
    text = require('../../src/engine/text') as TextModule;
    require('../../src/engine/text/english');
  });
  const mod = text!;
  const advice = { key: 'bot.nextCampaign' } as const;
  expect(mod.isMessageKey('bot.nextCampaign')).toBe(false);
  expect(mod.format('pl', advice)).toBe('bot.nextCampaign');
  const core = mod.messageKeys().length;
  jest.isolateModules(() => {
    // the same registry as `mod`: the heuristic player imports its texts with it
    jest.doMock('../../src/engine/text/index', () => mod);
    require('../../src/engine/text/advisorTexts');
  });
  expect(mod.isMessageKey('bot.nextCampaign')).toBe(true);
  expect(mod.format('pl', advice)).toBe('Doradca: kampania trwa — zacznij jej następną wyprawę.');
  expect(mod.format('en', advice)).toBe('Advisor: the campaign goes on; start its next voyage.');
  expect(mod.messageKeys().length).toBeGreaterThan(core);
});
