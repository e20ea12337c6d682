// Message lookup and formatting for both languages. Messages travel through the engine as keys
// with parameters, so a saved game shows in whichever language the player picks. Polish, the
// default, is always here; English is loaded when it is first asked for (loadLanguage): in the
// task pane it is a chunk of its own, a fifth of the bundle that a Polish player never needs.
import { pl, type CoreKey, type MessageKey } from './pl';
import type { AdvisorKey } from './advisorPl';
import type { UnitId } from '../data/units';
import type { PlanetId } from '../data/planets';
import type { MaybeFeature } from '../data/areas';
import { NOUNS_EN, NOUNS_PL, type Case, type Noun, type NounId } from './nouns';

export type { MessageKey } from './pl';
export const LANGS = ['pl', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export type MsgParam =
  | string
  | number
  /** A unit (or the resources) as a noun: {name} nominative, {name:acc} etc., {name, gender, …}. */
  | { readonly unit: NounId }
  | { readonly planet: PlanetId }
  /** Another catalogue text, e.g. a climate's name. */
  | { readonly text: MessageKey }
  /** A landing area's name. */
  | { readonly area: string }
  /** A being's name (the bestiary's id). */
  | { readonly being: string }
  /** Landing areas with their chances in per cent (R-LAND-03). */
  | { readonly areaList: readonly (readonly [string, number, readonly MaybeFeature[]])[] };
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MsgParam>>;
  /** Short notes after the text: what else the step did (each VP change with its reason). */
  readonly notes?: readonly Message[];
}

type Catalogue = Readonly<Record<CoreKey, string>>;
const CATALOGUES: Record<Lang, Catalogue | null> = { pl, en: null };
/** The advisor's texts, both languages, once the advisor is loaded (./advisorTexts). */
type AdvisorCatalogue = Readonly<Record<AdvisorKey, string>>;
let advisorTexts: Readonly<Record<Lang, AdvisorCatalogue>> | null = null;

/** A language's catalogue, loaded once (the hosts await it before they speak the language). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (!CATALOGUES[lang]) await import(/* webpackChunkName: "en" */ './english.js');
}

/** Puts a language's catalogue in place (./english does it for English when it is imported). */
export function useCatalogue(lang: Lang, catalogue: Catalogue): void {
  CATALOGUES[lang] = catalogue;
}

/** Puts the advisor's texts in place (./advisorTexts does it when the advisor is imported). */
export function useAdvisorTexts(texts: Readonly<Record<Lang, AdvisorCatalogue>>): void {
  advisorTexts = texts;
}

/** Whether a language's texts are here (Polish always is). */
export function languageLoaded(lang: Lang): boolean {
  return CATALOGUES[lang] !== null;
}

/** Every key there is a text for now: the core's, and the advisor's once it is loaded. */
export function messageKeys(): MessageKey[] {
  return [...Object.keys(pl), ...Object.keys(advisorTexts?.pl ?? {})] as MessageKey[];
}

/** Paragraphs of the help text, in order. */
export const HELP_KEYS: readonly MessageKey[] = ['help.1', 'help.2', 'help.3', 'help.4', 'help.5', 'help.7', 'help.8', 'help.9', 'help.6'];

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(pl, key) || (advisorTexts !== null && Object.prototype.hasOwnProperty.call(advisorTexts.pl, key));
}

export function isLang(x: unknown): x is Lang {
  return x === 'pl' || x === 'en';
}

/** The plain text of a key. */
export function t(lang: Lang, key: MessageKey): string {
  // a language not yet loaded speaks Polish rather than nothing (the hosts load it first)
  const core = (CATALOGUES[lang] ?? pl)[key as CoreKey];
  if (core !== undefined) return core;
  // an advisor's text before the advisor is loaded (no host shows one then) reads as its key
  return advisorTexts?.[lang][key as AdvisorKey] ?? key;
}

export function unitName(lang: Lang, unit: UnitId): string {
  return t(lang, `unit.${unit}` as MessageKey);
}

export function planetName(lang: Lang, planet: PlanetId): string {
  return t(lang, `planet.${planet}` as MessageKey);
}

export function areaName(lang: Lang, id: string): string {
  const key = `area.${id}.name`;
  return isMessageKey(key) ? t(lang, key) : id;
}

/** A being's name from the catalogue (its id if the catalogue has none). */
export function beingName(lang: Lang, id: string): string {
  const key = `being.${id}.name`;
  return isMessageKey(key) ? t(lang, key) : id;
}

/**
 * The key of a text that counts two things, by which of them there are: both, the first only, the
 * second only, or neither (where a text of its own says so), so that no text says '0 units'.
 */
export function keyByCounts<K extends string>(first: number, second: number, keys: { readonly both: K; readonly first: K; readonly second: K; readonly neither?: K }): K {
  if (first > 0) return second > 0 ? keys.both : keys.first;
  return second > 0 || keys.neither === undefined ? keys.second : keys.neither;
}

/** A VP amount with its sign, as the text field shows it: '+2', '−5' (a true minus sign). */
export function signedAmount(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0';
}

/** A message with its {name} parameters filled in; unknown parameters stay visible. */
export function format(lang: Lang, msg: Message): string {
  const main = fill(lang, msg);
  return msg.notes?.length ? [main, ...msg.notes.map((n) => fill(lang, n))].join(' ') : main;
}

const PLURALS: Readonly<Record<Lang, Intl.PluralRules>> = { pl: new Intl.PluralRules('pl'), en: new Intl.PluralRules('en') };
const NUMBERS: Readonly<Record<Lang, Intl.NumberFormat>> = {
  pl: new Intl.NumberFormat('pl', { useGrouping: false, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en', { useGrouping: false, maximumFractionDigits: 2 }),
};

/**
 * A number as the language writes it: '2,5' in Polish, '2.5' in English; no grouping (seeds,
 * counts); a negative one with a true minus sign, as the VP amounts have it ('−73 PZ', not '-73 PZ').
 */
export function formatNumber(lang: Lang, n: number): string {
  const text = NUMBERS[lang].format(n);
  // a negative amount that rounds to nothing (or −0 itself) reads as 0, not '-0'
  return text === '-0' ? '0' : text.startsWith('-') ? `\u2212${text.slice(1)}` : text;
}

/**
 * `{name, plural, one {…} few {…} many {…} other {…}}` (ICU's plural form, Intl.PluralRules'
 * categories: Polish one/few/many/other, English one/other): the form for the parameter's number,
 * with '#' as the number itself. The forms may hold other {parameters}.
 */
const INNER = '(?:[^{}]|\\{\\w+(?::\\w+)?\\})*';
const PLURAL = new RegExp(`\\{(\\w+), plural,((?:\\s*\\w+ \\{${INNER}\\})+)\\s*\\}`, 'g');
const GENDER = new RegExp(`\\{(\\w+), gender,((?:\\s*\\w+ \\{${INNER}\\})+)\\s*\\}`, 'g');
const FORM = new RegExp(`(\\w+) \\{(${INNER})\\}`, 'g');

const NOUNS: Readonly<Record<Lang, Readonly<Record<NounId, Noun>>>> = { pl: NOUNS_PL, en: NOUNS_EN };

/** A unit as a noun in a sentence, in a case (nominative by default). */
export function unitNoun(lang: Lang, unit: NounId, grammaticalCase: Case = 'nom'): string {
  return NOUNS[lang][unit].forms[grammaticalCase];
}

/** A choice's body as a map of category to text, made once per body (texts repeat on every render). */
const formsOf = (() => {
  const known = new Map<string, ReadonlyMap<string, string>>();
  return (body: string): ReadonlyMap<string, string> => {
    let forms = known.get(body);
    if (!forms) known.set(body, (forms = new Map([...body.matchAll(FORM)].map((f) => [f[1]!, f[2]!]))));
    return forms;
  };
})();

/** The choices of one kind ('plural' or 'gender') in a template, by parameter (for tests and checks). */
export function choiceForms(template: string, kind: 'plural' | 'gender'): { readonly name: string; readonly forms: ReadonlyMap<string, string> }[] {
  return [...template.matchAll(kind === 'plural' ? PLURAL : GENDER)].map((m) => ({ name: m[1]!, forms: formsOf(m[2]!) }));
}

const choose = (body: string, key: string): string | undefined => {
  const forms = formsOf(body);
  return forms.get(key) ?? forms.get('other');
};

function fill(asked: Lang, msg: Message): string {
  // a language not yet loaded speaks Polish (t): its plurals, nouns and numbers are Polish too
  const lang: Lang = CATALOGUES[asked] ? asked : 'pl';
  const params = msg.params ?? {};
  const plural = t(lang, msg.key).replace(PLURAL, (whole, name: string, body: string) => {
    const n = params[name];
    if (typeof n !== 'number') return whole;
    const form = choose(body, PLURALS[lang].select(n));
    return form === undefined ? whole : form.replace(/#/g, formatNumber(lang, n));
  });
  const agreed = plural.replace(GENDER, (whole, name: string, body: string) => {
    const p = params[name];
    if (typeof p !== 'object' || !('unit' in p)) return whole;
    return choose(body, NOUNS[lang][p.unit].gender) ?? whole;
  });
  return agreed.replace(/\{(\w+)(?::(nom|acc|gen|ins))?\}/g, (whole, name: string, grammaticalCase: Case | undefined) => {
    const p = params[name];
    if (p === undefined) return whole;
    if (typeof p === 'object') {
      if ('unit' in p) return unitNoun(lang, p.unit, grammaticalCase);
      if ('planet' in p) return planetName(lang, p.planet);
      if ('text' in p) return t(lang, p.text);
      if ('area' in p) return areaName(lang, p.area);
      if ('being' in p) return beingName(lang, p.being);
      return p.areaList
        .map(([id, pct, maybe]) => `${areaName(lang, id)} ${formatNumber(lang, pct)}%${maybe.length ? ` (${t(lang, 'label.maybe')}: ${maybe.map((m) => t(lang, `terrain.${m}`)).join(', ')})` : ''}`)
        .join('; ');
    }
    return typeof p === 'number' ? formatNumber(lang, p) : p;
  });
}
