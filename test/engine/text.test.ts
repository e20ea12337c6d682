import { en } from '../../src/engine/text/en';
import { pl } from '../../src/engine/text/pl';
import { advisorEn } from '../../src/engine/text/advisorEn';
import { advisorPl } from '../../src/engine/text/advisorPl';
import '../../src/engine/text/advisorTexts';
import { format, formatNumber, messageKeys, choiceForms, t, TIP_COUNT, type Lang, type MessageKey } from '../../src/engine';

// every text: the core's and the advisor's (in place once ./advisorTexts is imported, as above)
const MESSAGE_KEYS = messageKeys();

/** Parameter names of a template, plain ({name}) and plural ({name, plural, …}), each once. */
const params = (s: string): string[] => {
  const names = new Set<string>();
  const choices = [...choiceForms(s, 'plural'), ...choiceForms(s, 'gender')];
  for (const c of choices) {
    names.add(c.name);
    for (const form of c.forms.values()) for (const m of form.matchAll(/\{(\w+)(?::\w+)?\}/g)) names.add(m[1]!);
  }
  // what is left outside the choices
  const rest = s.replace(/\{\w+, (plural|gender),(?:[^{}]|\{(?:[^{}]|\{\w+(?::\w+)?\})*\})*\}/g, '');
  for (const m of rest.matchAll(/\{(\w+)(?::\w+)?\}/g)) names.add(m[1]!);
  return [...names].sort();
};

describe('message catalogues', () => {
  test('Polish and English hold the same keys, none empty, with the same parameters', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
    expect(Object.keys(advisorEn).sort()).toEqual(Object.keys(advisorPl).sort());
    expect(MESSAGE_KEYS.length).toBe(Object.keys(pl).length + Object.keys(advisorPl).length);
    for (const k of MESSAGE_KEYS) {
      expect(t('pl', k).trim()).not.toBe('');
      expect(t('en', k).trim()).not.toBe('');
      expect(params(t('en', k))).toEqual(params(t('pl', k)));
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

describe('issue 10 point 23: plurals and numbers', () => {
  test('Polish plural forms follow the number: 1 planeta, 2–4 planety, 5–21 planet, 22–24 planety, 0 planet', () => {
    const left = (n: number) => format('pl', { key: 'hint.afterPlanet', params: { left: n } });
    expect(left(1)).toBe('Do odwiedzenia została jeszcze 1 planeta. Kierunek wybierz na planszy nawigacji.');
    expect(left(2)).toContain('zostały jeszcze 2 planety.');
    expect(left(4)).toContain('zostały jeszcze 4 planety.');
    expect(left(5)).toContain('zostało jeszcze 5 planet.');
    expect(left(12)).toContain('zostało jeszcze 12 planet.');
    expect(left(21)).toContain('zostało jeszcze 21 planet.');
    expect(left(22)).toContain('zostały jeszcze 22 planety.');
    expect(left(0)).toContain('zostało jeszcze 0 planet.');
    expect(format('pl', { key: 'hint.timeBonus', params: { months: 1 } })).toContain('dłuższy o 1 miesiąc.');
    expect(format('pl', { key: 'hint.timeBonus', params: { months: 3 } })).toContain('dłuższy o 3 miesiące.');
    expect(format('pl', { key: 'hint.timeBonus', params: { months: 5 } })).toContain('dłuższy o 5 miesięcy.');
    expect(format('pl', { key: 'msg.assignWounds', params: { count: 1 } })).toMatch(/^Do rozdzielenia została 1 rana\./);
    expect(format('pl', { key: 'hint.shuttlesLeft', params: { count: 2 } })).toMatch(/^Zostały 2 promy\./);
    expect(format('pl', { key: 'hint.shuttlesLeft', params: { count: 1 } })).toMatch(/^Został 1 prom\./);
  });

  test('English has one and other: 1 planet, 2 planets, 0 planets', () => {
    expect(format('en', { key: 'hint.afterPlanet', params: { left: 1 } })).toMatch(/^1 planet is still to visit\./);
    expect(format('en', { key: 'hint.afterPlanet', params: { left: 2 } })).toMatch(/^2 planets are still to visit\./);
    expect(format('en', { key: 'hint.afterPlanet', params: { left: 0 } })).toMatch(/^0 planets are still to visit\./);
    expect(format('en', { key: 'hint.searchLeft', params: { left: 1 } })).toBe('Land here or search for another area (1 try left).');
  });

  test('numbers are written as the language writes them, without grouping', () => {
    expect(format('pl', { key: 'msg.researched', params: { hours: 2.5 } })).toBe('Pole zbadane w 2,5 godz.: bez PZ za teren.');
    expect(format('en', { key: 'msg.researched', params: { hours: 2.5 } })).toBe('Field researched in 2.5 h: no VP for the terrain.');
    expect(formatNumber('pl', 0.35)).toBe('0,35');
    expect(formatNumber('pl', 123456)).toBe('123456');
    expect(formatNumber('en', 123456)).toBe('123456');
  });

  test('every plural names the categories of its language (Polish one/few/many/other, English one/other)', () => {
    let plurals = 0;
    for (const [lang, need] of [
      ['pl', ['one', 'few', 'many', 'other']],
      ['en', ['one', 'other']],
    ] as const)
      for (const k of MESSAGE_KEYS)
        for (const p of choiceForms(t(lang, k), 'plural')) {
          plurals++;
          expect([lang, k, [...p.forms.keys()].sort()]).toEqual([lang, k, [...need].sort()]);
          for (const form of p.forms.values()) expect(form).toContain('#');
        }
    expect(plurals).toBeGreaterThanOrEqual(18); // 9 texts with plurals, in both languages
  });

  test('every catalogue entry renders in both languages with sample parameters: nothing left unfilled, no "(y)" or "(s)", no double full stops', () => {
    const bad: string[] = [];
    for (const lang of ['pl', 'en'] as Lang[])
      for (const k of MESSAGE_KEYS) {
        const text0 = t(lang, k);
        const plural = new Set(choiceForms(text0, 'plural').map((p) => p.name));
        const gendered = new Set(choiceForms(text0, 'gender').map((p) => p.name));
        for (const [n, unit] of [[1, 'medkit'], [2, 'tools'], [5, 'commander']] as const) {
          const sample = Object.fromEntries(params(text0).map((name) => [name, plural.has(name) ? n : gendered.has(name) ? { unit } : 'X']));
          const text = format(lang, { key: k, params: sample });
          if (/[{}]|\((y|s|a|e|ów)\)|[^.]\.\.(?!\.)|\s\.(\s|$)/.test(text)) bad.push(`${lang} ${k}: ${text}`);
        }
      }
    expect(bad).toEqual([]);
  });
});

describe('issue 10 point 24: units as nouns', () => {
  test('a message names a unit by its full name, in the case and with the agreement the sentence needs', () => {
    const destroyed = (unit: 'medkit' | 'commander' | 'specialTools' | 'stunner') => format('pl', { key: 'effect.destroyed', params: { unit: { unit } } });
    expect(destroyed('medkit')).toBe('Apteczka uległa zniszczeniu.');
    expect(destroyed('stunner')).toBe('Ogłuszacz uległ zniszczeniu.');
    expect(destroyed('specialTools')).toBe('Specjalistyczne Narzędzia uległy zniszczeniu.');
    expect(format('pl', { key: 'msg.moved', params: { unit: { unit: 'medkit' } } })).toBe('Przeniesiono Apteczkę.');
    expect(format('pl', { key: 'msg.moved', params: { unit: { unit: 'specialTools' } } })).toBe('Przeniesiono Specjalistyczne Narzędzia.');
    expect(format('pl', { key: 'msg.moved', params: { unit: { unit: 'resources' } } })).toBe('Przeniesiono zasoby.');
    expect(format('pl', { key: 'msg.repaired', params: { unit: { unit: 'heavySuit' }, hours: 3 } })).toBe('Naprawa Ciężkiego Skafandra udana po 3 godz.');
    expect(format('pl', { key: 'msg.healed', params: { unit: { unit: 'commander' }, hours: 2 } })).toBe('Leczenie Dowódcy: jedna rana wyleczona po 2 godz.');
    expect(format('pl', { key: 'msg.loaded', params: { unit: { unit: 'tools' } } })).toBe('Narzędzia trafiają na prom.');
    expect(format('pl', { key: 'msg.loaded', params: { unit: { unit: 'cage' } } })).toBe('Klatka trafia na prom.');
  });

  test('English says "the {unit}" and a plural noun takes a plural verb', () => {
    expect(format('en', { key: 'effect.destroyed', params: { unit: { unit: 'medkit' } } })).toBe('The Medkit was destroyed.');
    expect(format('en', { key: 'effect.destroyed', params: { unit: { unit: 'specialTools' } } })).toBe('The Special Tools were destroyed.');
    expect(format('en', { key: 'msg.moved', params: { unit: { unit: 'resources' } } })).toBe('The resources have been moved.');
  });

  test('no message shows a column label such as "Spec. Narz." or "C.Skafander"', () => {
    for (const lang of ['pl', 'en'] as Lang[])
      for (const k of MESSAGE_KEYS.filter((key) => params(t(lang, key)).includes('unit')))
        for (const unit of ['specialTools', 'heavySuit'] as const) {
          const text = format(lang, { key: k, params: { unit: { unit }, count: 2, damaged: 1, wounds: 1, hours: 2, int: 9 } });
          expect([k, text]).not.toEqual([k, expect.stringMatching(/Spec\. Narz|C\.Skafander|Spec\. Tools/)]);
        }
  });
});

describe('issue 10 point 27: landing-area texts', () => {
  test('no two landing areas share a name, in either language', () => {
    for (const lang of ['pl', 'en'] as Lang[]) {
      const names = MESSAGE_KEYS.filter((k) => /^area\..+\.name$/.test(k)).map((k) => t(lang, k));
      expect(names.length).toBeGreaterThanOrEqual(36);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  test('an area description never tells of a landing that has not happened', () => {
    const descs = MESSAGE_KEYS.filter((k) => /^area\..+\.desc$/.test(k));
    for (const k of descs) {
      expect([k, t('pl', k)]).not.toEqual([k, expect.stringMatching(/[Pp]rom (wodował|stanął|wylądował|osiadł)|[Ll]ądowisk/)]);
      expect([k, t('en', k)]).not.toEqual([k, expect.stringMatching(/shuttle (landed|splashed|set down|touched)/i)]);
    }
  });
});

test('issue 10 point 28: no untranslated words — no Polish letters in English texts (but the sheets’ own names), no English words or VP in Polish ones', () => {
  const sheetNames = /przestrzeń kosmiczna|ekspedycja/g;
  for (const k of MESSAGE_KEYS) {
    expect([k, /[ąćęłńśźżĄĆĘŁŃŚŹŻ]/.test(t('en', k).replace(sheetNames, ''))]).toEqual([k, false]);
    expect([k, /\bPZ\b/.test(t('en', k))]).toEqual([k, false]);
    expect([k, /\b(the|and|of|with|is|are|you|your|VP)\b/.test(t('pl', k))]).toEqual([k, false]);
  }
});

test('issue 10 point 26: one word for one thing — the manual’s own words in every Polish and English text', () => {
  for (const k of MESSAGE_KEYS) {
    expect([k, /ciążen|zapas(y|ów|ami)\b|Zapas(y|ów)\b|lądowisk|w promie\b|wylądowałeś|zobaczyłeś/.test(t('pl', k))]).toEqual([k, false]);
    expect([k, /\bsupplies\b|landing site|\b(a|the|living|intelligent) being\b|\bbeings\b/.test(t('en', k))]).toEqual([k, false]);
  }
});
