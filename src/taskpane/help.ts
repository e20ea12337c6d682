// The help page (the manifest's support URL): the rules in brief, in the language of ?lang=.
import { HELP_KEYS, isLang, loadLanguage, t, type Lang } from '../engine';

function show(lang: Lang): void {
  document.documentElement.lang = lang;
  document.title = `${t(lang, 'pane.title')} — ${t(lang, 'pane.help')}`;
  document.getElementById('title')!.textContent = t(lang, 'pane.title');
  document.getElementById('help-title')!.textContent = t(lang, 'help.title');
  document.getElementById('help-text')!.replaceChildren(...HELP_KEYS.map((k) => Object.assign(document.createElement('p'), { textContent: t(lang, k) })));
  const other = document.getElementById('other') as HTMLAnchorElement;
  other.href = `?lang=${lang === 'pl' ? 'en' : 'pl'}`;
  other.textContent = lang === 'pl' ? 'English' : 'polski';
}

const asked: Lang = ((l) => (isLang(l) ? l : 'pl'))(new URLSearchParams(location.search).get('lang'));
// English is a chunk of its own: shown once it is here (Polish, should it fail to load)
loadLanguage(asked)
  .then(() => show(asked))
  .catch(() => show('pl'));
