// The task pane: starts the Excel host, offers a new game, the language and help, shows the save
// status and any problem with the saved game (with the backup to restore).
import { format, HELP_KEYS, isLang, loadLanguage, isVoyageLength, t, type GameState, type Lang, type Message } from '../engine';
import { ExcelHost, type Problem } from '../excel/host';
import { $, randomSeed, setTexts } from '../web/dom';

/** What the game relies on: RangeAreas (1.9); single clicks need 1.10 (else selection changes). */
export const REQUIRED = { set: 'ExcelApi', version: '1.9' } as const;
export const SINGLE_CLICK = { set: 'ExcelApi', version: '1.10' } as const;
/** The manifest asks for a long-lived shared runtime (SharedRuntime 1.1). */
export const SHARED_RUNTIME = { set: 'SharedRuntime', version: '1.1' } as const;

/** The document setting that opens the task pane with the workbook (with the manifest's TaskpaneId). */
export const AUTO_SHOW = 'Office.AutoShowTaskpaneWithDocument';

/** A workbook that holds a game opens the pane by itself next time (saved with the document). */
function autoShow(office: typeof Office): void {
  const settings = office.context.document?.settings;
  if (!settings || settings.get(AUTO_SHOW) === true) return;
  settings.set(AUTO_SHOW, true);
  settings.saveAsync(() => undefined);
}


class Pane {
  lang: Lang = 'pl';
  host: ExcelHost | null = null;
  /** SharedRuntime 1.1: the game goes on with the pane closed. */
  shared = false;

  localise(): void {
    const l = this.lang;
    document.documentElement.lang = l;
    setTexts(l, {
      title: 'pane.title',
      'keep-open': this.shared ? 'pane.canClose' : 'pane.keepOpen',
      'new-title': 'pane.newGame',
      'length-label': 'pane.length',
      'new-worlds-label': 'panel.newWorlds',
      'lang-label': 'pane.language',
      start: 'pane.start',
      advisor: 'panel.advisor',
      'advisor-note': 'pane.advisorNote',
      'start-warning': 'pane.startWarning',
      restore: 'pane.restore',
      recreate: 'pane.recreate',
      'problem-title': 'pane.problemTitle',
      'help-title': 'help.title',
    });
    $('help-text').replaceChildren(...HELP_KEYS.map((k) => Object.assign(document.createElement('p'), { textContent: t(l, k) })));
    for (const o of $<HTMLSelectElement>('length').options) o.textContent = format(l, { key: 'panel.months', params: { months: o.value } });
    $<HTMLSelectElement>('lang').value = l;
  }

  saved(state: GameState, lang: Lang): void {
    this.lang = lang;
    this.localise();
    $('status').textContent = format(lang, { key: 'pane.status', params: { month: state.month, length: state.length, vp: state.vp, seed: state.seed } });
  }

  problem(p: Problem | null): void {
    $('problem').hidden = p === null;
    if (!p) return;
    $('problem-title').textContent = t(this.lang, p.locked?.length ? 'pane.lockedTitle' : 'pane.problemTitle');
    $('problem-text').textContent = format(this.lang, p.message);
    $('recreate').hidden = !p.locked?.length;
    if (p.locked?.length) {
      $('restore').hidden = true;
      $('problem-nobackup').hidden = true;
      return;
    }
    $('restore').hidden = !p.backupUsable;
    $('problem-nobackup').hidden = p.backupUsable;
    $('problem-nobackup').textContent = t(this.lang, 'pane.noBackup');
  }

  notice(msg: Message | null): void {
    $('notice').hidden = msg === null;
    $('notice').textContent = msg ? format(this.lang, msg) : '';
  }

  error(e: unknown): void {
    this.notice({ key: 'pane.error', params: { detail: e instanceof Error ? e.message : String(e) } });
  }
}

export function startPane(office: typeof Office, excel: typeof Excel): void {
  const pane = new Pane();
  pane.localise();
  office.onReady((info) => {
    if (info.host !== office.HostType.Excel) return pane.notice({ key: 'pane.notExcel' });
    const req = office.context.requirements;
    if (!req.isSetSupported(REQUIRED.set, REQUIRED.version)) return pane.notice({ key: 'pane.oldExcel', params: { version: REQUIRED.version } });
    const singleClick = req.isSetSupported(SINGLE_CLICK.set, SINGLE_CLICK.version);
    pane.shared = req.isSetSupported(SHARED_RUNTIME.set, SHARED_RUNTIME.version);
    pane.localise();
    if (!singleClick) pane.notice({ key: 'pane.singleClickMissing' });
    const host = new ExcelHost({ run: (batch) => excel.run({ delayForCellEdit: true }, batch), singleClick }, pane, randomSeed, pane.lang);
    pane.host = host;
    $('status').textContent = t(pane.lang, 'pane.loading');
    host
      .open()
      .then((r) => {
        if (r !== 'problem') autoShow(office);
      })
      .catch((e) => pane.error(e));
    $('start').addEventListener('click', () => {
      const length = Number($<HTMLSelectElement>('length').value);
      const randomize = $<HTMLInputElement>('new-worlds').checked;
      if (isVoyageLength(length)) host.newGame(length, undefined, randomize).catch((e) => pane.error(e));
    });
    $('advisor').addEventListener('click', () => {
      host.advise().catch((e) => pane.error(e));
    });
    $('restore').addEventListener('click', () => {
      host.restoreBackup().catch((e) => pane.error(e));
    });
    $('recreate').addEventListener('click', () => {
      host.recreateLocked().catch((e) => pane.error(e));
    });
    $<HTMLSelectElement>('lang').addEventListener('change', (e) => {
      const lang = (e.target as HTMLSelectElement).value;
      if (!isLang(lang)) return;
      loadLanguage(lang)
        .then(() => {
          pane.lang = lang;
          pane.localise();
          return host.setLang(lang);
        })
        .catch((err) => pane.error(err));
    });
  });
}

startPane(Office, Excel);
