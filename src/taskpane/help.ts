// The help page (the manifest's support URL): the rules in brief, in the language of ?lang=.
import { HELP_KEYS, isLang, t, type Lang } from '../engine';

const lang: Lang = ((l) => (isLang(l) ? l : 'pl'))(new URLSearchParams(location.search).get('lang'));
document.documentElement.lang = lang;
document.title = `${t(lang, 'pane.title')} — ${t(lang, 'pane.help')}`;
document.getElementById('title')!.textContent = t(lang, 'pane.title');
document.getElementById('help-title')!.textContent = t(lang, 'help.title');
document.getElementById('help-text')!.replaceChildren(...HELP_KEYS.map((k) => Object.assign(document.createElement('p'), { textContent: t(lang, k) })));
const other = document.getElementById('other') as HTMLAnchorElement;
other.href = `?lang=${lang === 'pl' ? 'en' : 'pl'}`;
other.textContent = lang === 'pl' ? 'English' : 'polski';
