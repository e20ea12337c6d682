// The browser edition: both worksheets as grids with tabs, a panel for a new game, length and
// language, and the game kept in localStorage (the browser's stand-in for the workbook).
import { format, isLang, isVoyageLength, loadLanguage, mergeChronicles, parseChronicle, t, type ChronicleEntry, type Lang, type Message } from '../engine';
import { GameSession } from '../session/session';
import { useAdvisor } from '../session/advisor';
import { advise } from '../engine/bot/heuristic';
import { SHEET_IDS, type ModelPatch, type SheetId } from '../sheets';
import { $, randomSeed, setTexts } from './dom';
import { HtmlSheet } from './htmlGrid';

// the browser edition bundles the advisor (the task pane loads it on the first request)
useAdvisor(advise);

const SAVE_KEY = 'odkrywcy.save';
const LANG_KEY = 'odkrywcy.lang';
const BAD_SAVE_KEY = 'odkrywcy.save.rejected';
const ZOOM_KEY = 'odkrywcy.zoom';
/** Issue 14 point 8: the browser's own chronicle, kept across games (the workbook's travels in the game). */
const CHRONICLE_KEY = 'odkrywcy.kronika';


class WebHost {
  private session: GameSession;
  private readonly views = new Map<SheetId, HtmlSheet>();

  /** The language's texts must be here before the first sheet is drawn (English is loaded on demand). */
  constructor(lang: Lang) {
    const saved = localStorage.getItem(SAVE_KEY);
    let problem: Message | undefined;
    if (saved !== null) {
      const r = GameSession.resume(saved, lang);
      if (r.ok) this.session = r.session;
      else {
        // Keep the rejected save for inspection; never overwrite it silently.
        localStorage.setItem(BAD_SAVE_KEY, saved);
        problem = r.error;
        this.session = GameSession.fresh({ length: 30, seed: randomSeed(), chronicle: storedChronicle() }, lang);
      }
    } else this.session = GameSession.fresh({ length: 30, seed: randomSeed(), chronicle: storedChronicle() }, lang);
    this.buildTabs();
    for (const id of SHEET_IDS) {
      const view = new HtmlSheet(
        this.session.model.sheets[id],
        (a, repeat) => this.click(id, a, repeat),
        (a, raw) => this.typed(id, a, raw),
      );
      this.views.set(id, view);
      $('sheets').append(view.table);
    }
    this.showSheet(this.session.model.active);
    this.wireZoom();
    this.wirePanel();
    this.localisePanel();
    this.showGameInPanel();
    this.save();
    if (problem) this.status(format(lang, { key: 'panel.loadFailed', params: { detail: format(lang, problem) } }), true);
  }

  private click(sheet: SheetId, address: string, repeat: boolean): void {
    const out = this.session.click(sheet, address, repeat);
    if (!out.acted || !out.patch) {
      // R-UI-SPACE-22: a text that does not fit shows whole on a click; any other dead cell does nothing
      const note = this.session.model.sheets[sheet].cells.get(address)?.note;
      if (note) this.showText(note);
      return;
    }
    this.apply(out.patch);
    this.save();
  }

  /** A value typed into an input cell: the game clamps or refuses it and says so in its text field. */
  private typed(sheet: SheetId, address: string, raw: string): void {
    const out = this.session.input(sheet, address, raw);
    if (!out.acted || !out.patch) return;
    this.apply(out.patch);
    this.save();
  }

  private showText(text: string): void {
    const d = $<HTMLDialogElement>('expanded');
    $('expanded-text').textContent = text;
    if (!d.open) d.showModal();
  }

  private apply(patch: ModelPatch): void {
    for (const id of SHEET_IDS) this.views.get(id)!.apply(patch.sheets[id], this.session.model.sheets[id]);
    if (patch.active) this.showSheet(patch.active);
  }

  private save(): void {
    localStorage.setItem(SAVE_KEY, this.session.serialized());
    storeChronicle(this.session.state.chronicle);
    const lang = this.session.lang;
    this.status(`${t(lang, 'panel.saved')} ${format(lang, { key: 'panel.seedShown', params: { seed: this.session.state.seed } })}`);
  }

  private status(text: string, error = false): void {
    const el = $('status');
    el.textContent = text;
    el.classList.toggle('error', error);
  }

  private buildTabs(): void {
    for (const id of SHEET_IDS) {
      const b = document.createElement('button');
      b.role = 'tab';
      b.dataset.sheet = id;
      b.textContent = t(this.session.lang, `tab.${id}`);
      b.addEventListener('click', () => this.showSheet(id));
      $('tabs').append(b);
    }
  }

  /**
   * The board's size (issue 10 point 19): 'dopasuj' scales the shown sheet to the window's width
   * (never above 100%), so it fits a 1366×768 laptop; a fixed zoom stays as chosen. Remembered.
   */
  private wireZoom(): void {
    const sel = $<HTMLSelectElement>('zoom');
    const stored = localStorage.getItem(ZOOM_KEY);
    if (stored && [...sel.options].some((o) => o.value === stored)) sel.value = stored;
    sel.addEventListener('change', () => {
      localStorage.setItem(ZOOM_KEY, sel.value);
      this.applyZoom();
    });
    window.addEventListener('resize', () => this.applyZoom());
  }

  private applyZoom(): void {
    const sel = $<HTMLSelectElement>('zoom');
    const main = $('sheets');
    const shown = [...this.views.values()].find((v) => !v.table.hidden)?.table;
    let factor = Number(sel.value);
    if (sel.value === 'fit') {
      main.style.zoom = '1';
      const width = shown?.scrollWidth ?? 1;
      factor = Math.min(1, Math.max(0.4, (main.clientWidth - 16) / width));
    }
    main.style.zoom = String(Math.round(factor * 100) / 100);
  }

  private showSheet(id: SheetId): void {
    for (const [sid, v] of this.views) v.table.hidden = sid !== id;
    this.applyZoom();
    for (const b of $('tabs').querySelectorAll('button')) b.setAttribute('aria-selected', String(b.getAttribute('data-sheet') === id));
  }

  private wirePanel(): void {
    $('new-game').addEventListener('click', () => {
      const length = Number($<HTMLSelectElement>('length').value);
      const seedText = $<HTMLInputElement>('seed').value.trim();
      const seed = seedText === '' ? randomSeed() : Number(seedText);
      if (!isVoyageLength(length)) return;
      if (!Number.isInteger(seed) || seed < 0 || seed > 0x7fffffff) {
        this.status(t(this.session.lang, 'panel.badSeed'), true);
        return;
      }
      // the new game's chronicle: the browser's, with whatever the game played carried in
      const chronicle = mergeChronicles(storedChronicle(), this.session.state.chronicle);
      const randomize = $<HTMLInputElement>('new-worlds').checked;
      this.adopt(GameSession.fresh({ length, seed, chronicle, randomize }, this.session.lang));
    });
    // issue 15: the advisor shows the heuristic player's move and highlights its cell; it never acts
    $('advisor').addEventListener('click', () => {
      this.apply(this.session.advise());
      this.showSheet(this.session.model.active);
    });
    $('export').addEventListener('click', () => void this.exportWorkbook());
    $<HTMLInputElement>('import').addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      const file = input.files?.[0];
      input.value = '';
      if (file) void this.importWorkbook(file);
    });
    const langSel = $<HTMLSelectElement>('lang');
    langSel.value = this.session.lang;
    langSel.addEventListener('change', () => {
      const lang = langSel.value;
      if (!isLang(lang)) return;
      localStorage.setItem(LANG_KEY, lang);
      loadLanguage(lang)
        .then(() => {
          this.apply(this.session.setLang(lang));
          this.localisePanel();
          this.save(); // the status line speaks the new language at once
        })
        .catch((e: unknown) => this.status(String(e), true));
    });
  }

  /** Downloads the game as an .xlsx workbook (exceljs is loaded only now). */
  private async exportWorkbook(): Promise<void> {
    const { exportXlsx } = await import('../xlsx/workbook.js');
    const data = await exportXlsx(this.session.state, this.session.lang);
    const url = URL.createObjectURL(new Blob([data as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: `odkrywcy-${this.session.state.seed}.xlsx` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  /** Resumes a game from a workbook exported here or saved by Excel with the add-in. */
  private async importWorkbook(file: File): Promise<void> {
    const { importXlsx } = await import('../xlsx/workbook.js');
    const r = await importXlsx(await file.arrayBuffer());
    const lang = this.session.lang;
    if (!r.ok) {
      this.status(format(lang, { key: 'panel.importFailed', params: { name: file.name, detail: format(lang, r.error) } }), true);
      return;
    }
    this.adopt(new GameSession(r.state, lang));
    const st = r.state;
    this.status(format(lang, { key: 'panel.imported', params: { name: file.name, months: st.length, month: st.month, seed: st.seed } }));
  }

  /** Another game (a new one, an imported one): drawn whole and saved. */
  private adopt(session: GameSession): void {
    this.session = session;
    for (const id of SHEET_IDS) this.views.get(id)!.draw(session.model.sheets[id]);
    this.showSheet(session.model.active);
    this.showGameInPanel();
    this.save();
  }

  /**
   * The panel shows the game being played (after a reload or an import too): its length chosen,
   * its seed in the seed field's placeholder — an empty field still starts a random game.
   */
  private showGameInPanel(): void {
    $<HTMLSelectElement>('length').value = String(this.session.state.length);
    $<HTMLInputElement>('new-worlds').checked = this.session.state.worlds !== null;
    const seed = $<HTMLInputElement>('seed');
    seed.value = '';
    seed.placeholder = String(this.session.state.seed);
  }

  private localisePanel(): void {
    const lang = this.session.lang;
    document.documentElement.lang = lang;
    document.title = t(lang, 'app.title');
    setTexts(lang, {
      title: 'app.title',
      'length-label': 'panel.length',
      'seed-label': 'panel.seed',
      'new-worlds-label': 'panel.newWorlds',
      'new-game': 'panel.newGame',
      advisor: 'panel.advisor',
      'lang-label': 'panel.language',
      export: 'panel.export',
      'import-label': 'panel.import',
      'zoom-label': 'panel.zoom',
      'help-link': 'panel.help',
    });
    $<HTMLAnchorElement>('help-link').href = `help.html?lang=${lang}`;
    $<HTMLSelectElement>('zoom').options[0]!.textContent = t(lang, 'panel.zoomFit');
    for (const o of $<HTMLSelectElement>('length').options) o.textContent = format(lang, { key: 'panel.months', params: { months: o.value } });
    // tab captions follow the language here (in Excel the sheets keep their names: the help says why)
    for (const b of $('tabs').querySelectorAll('button')) b.textContent = t(lang, `tab.${b.getAttribute('data-sheet') as SheetId}`);
  }
}

/** The browser's chronicle (an unreadable or edited one counts as none: the games' own stay in their saves). */
function storedChronicle(): readonly ChronicleEntry[] {
  const r = parseChronicle(localStorage.getItem(CHRONICLE_KEY));
  return r ?? [];
}

/** The game chronicle last added to the browser's (states share it until a voyage ends). */
let lastStored: readonly ChronicleEntry[] | null = null;

/** Adds a game's chronicle lines to the browser's (only when they changed: a save follows every click). */
function storeChronicle(lines: readonly ChronicleEntry[]): void {
  if (lines.length === 0 || lines === lastStored) return;
  lastStored = lines;
  const merged = mergeChronicles(storedChronicle(), lines);
  localStorage.setItem(CHRONICLE_KEY, JSON.stringify(merged));
}

const storedLang = localStorage.getItem(LANG_KEY);
const startLang: Lang = isLang(storedLang) ? storedLang : 'pl';
// should English fail to load (the server gone), the game still opens, in Polish
loadLanguage(startLang)
  .then(() => new WebHost(startLang))
  .catch(() => new WebHost('pl'));
