// The Excel host: draws the sheet model into the workbook's worksheets, turns clicks and typed
// values into engine actions, and keeps the game in a very hidden sheet. One Excel.run with one
// context.sync() per click: the add-in already knows everything it draws, so it reads nothing.
//
// When Excel refuses a click's batch, everything queued before the refused operation has already
// happened (events may be off, a sheet unprotected and half drawn). A recovery then turns events
// back on, finds out what is there, and redraws everything from the last saved state.
import { loadAdvisor } from '../session/advisor';
import { deserialize, format, loadLanguage, newGame, type GameState, type Lang, type Message, type VoyageLength } from '../engine';
import { DOUBLE_CLICK_MS, GameSession, localDay } from '../session/session';
import { actionAt, addr, coveredCells, parseAddr, parseRange, PRINT, printArea, SHEET_IDS, SHEET_NAMES, type ChartSpec, type ModelPatch, type Sheet, type SheetId, type SheetModel } from '../sheets';
import { decodeStateSheet, encodeStateSheet, encodeStateUpdate, otherSlot, STATE_RANGE, STATE_SHEET, stateSheetProblem, WHOLE_SEQ, type Cells, type DecodedSheet, type Slot } from '../workbook/stateLayout';
import { applyOps, PROTECTION, styleBook } from './apply';
import { numberFormats, planDiff, planFull, type DrawOp } from './plan';

/** How the host reaches Excel: Excel.run in the add-in, a fake in tests. */
export interface ExcelPort {
  run<T>(batch: (ctx: Excel.RequestContext) => Promise<T>): Promise<T>;
  /** ExcelApi 1.10: worksheet.onSingleClicked; otherwise selection changes are used. */
  readonly singleClick: boolean;
}

/** What the task pane shows. */
export interface HostView {
  saved(state: GameState, lang: Lang): void;
  problem(p: Problem | null): void;
  /** Something the player should know that needs no decision (null clears it). */
  notice?(msg: Message | null): void;
}

/** A game that cannot go on as it is: what is wrong and what can be done. */
export interface Problem {
  readonly message: Message;
  readonly backupUsable: boolean;
  /** Game sheets protected with a password: the add-in can put new ones in their place. */
  readonly locked?: readonly string[];
}

/** A click and its selection change arrive as two events; the second within this time is the same click. */
export const PAIR_MS = 1000;

interface Gesture {
  readonly sheet: SheetId;
  readonly address: string;
  readonly via: 'click' | 'select';
  readonly at: number;
  paired: boolean;
}

/** What a reading batch found in the workbook. */
interface Found {
  /** Lower-case names of every worksheet. */
  readonly names: ReadonlySet<string>;
  /** Lower-case names of the workbook's styles. */
  readonly styles: Set<string>;
  /** Game sheets (and the state sheet) that are protected now. */
  readonly protectedNames: ReadonlySet<string>;
  readonly cells: Cells | null;
  /** Lower-case names of the charts on each game sheet (issue 14 point 7). */
  readonly charts: ReadonlyMap<SheetId, ReadonlySet<string>>;
}

export type OpenResult = 'new' | 'resumed' | 'problem';

export class ExcelHost {
  private session: GameSession | null = null;
  /** Serialized state before the last action: written as the backup. */
  private previous: string | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private sheetOf = new Map<string, SheetId | 'state'>();
  private decoded: DecodedSheet = { found: false };
  private listening = false;
  /** What the last reading batch found (names compare case-insensitively, as in Excel). */
  private found: Found = { names: new Set(), styles: new Set(), protectedNames: new Set(), cells: null, charts: new Map() };
  private lastGesture: Gesture | null = null;
  /** Set while the sheets could not be drawn: the next gesture tries the recovery again. */
  private broken = false;
  /** The task pane shows a notice of the host's (cleared by the next click that works). */
  private noticeShown = false;
  /** The cell the host selected last: a selection change to it is the host's own. */
  private ownSelection: { sheet: SheetId; address: string } | null = null;
  /**
   * Ranges the last batch wrote values to ('sheet|A1:B2'): a change event for one of them is the
   * add-in's own write leaking through (each absorbs one event). Replaced, never cleared, by each
   * batch and by a person's gesture, so an event is judged against the set known when it arrived.
   */
  private ownWrites = new Set<string>();

  constructor(
    private readonly port: ExcelPort,
    private readonly view: HostView,
    private readonly randomSeed: () => number,
    private lang: Lang = 'pl',
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The day on the host's clock, for the chronicle's lines. */
  private readonly today = (): string => localDay(new Date(this.now()));

  get state(): GameState | null {
    return this.session?.state ?? null;
  }

  get model(): SheetModel | null {
    return this.session?.model ?? null;
  }

  /** Opening the workbook: resume the saved game, start one, or report why not. */
  open(): Promise<OpenResult> {
    return this.enqueue(async () => {
      this.found = await this.readWorkbook(false);
      this.decoded = decodeStateSheet(this.found.cells);
      if (!this.decoded.found) {
        await this.start(GameSession.fresh({ length: 30, seed: this.randomSeed() }, this.lang, this.today), null);
        return 'new';
      }
      this.lang = this.decoded.lang;
      await loadLanguage(this.lang);
      const problem = this.diagnose(this.decoded);
      if (problem) {
        this.view.problem(problem);
        return 'problem';
      }
      const state = this.parsed(this.decoded.state)!;
      this.previous = this.decoded.backup.ok ? this.decoded.backup.text : null;
      await this.start(new GameSession(state, this.lang, this.today), this.previous);
      return 'resumed';
    });
  }

  /** Resumes the backup after a damaged state was reported. */
  restoreBackup(): Promise<boolean> {
    return this.enqueue(async () => {
      const d = this.decoded;
      const state = d.found && d.backup.ok ? deserialize(d.backup.text) : null;
      if (!state?.ok) return false;
      await this.start(new GameSession(state.state, this.lang, this.today), null);
      return true;
    });
  }

  /** A new game from the task pane (overwrites the saved one, on the player's request). */
  newGame(length: VoyageLength, seed: number = this.randomSeed(), randomize = false): Promise<void> {
    return this.enqueue(async () => {
      if (!this.session || !this.listening) {
        await this.start(GameSession.fresh({ length, seed, randomize }, this.lang, this.today), null);
        return;
      }
      this.previous = this.session.serialized();
      const next = newGame({ length, seed, randomize, chronicle: this.session.state.chronicle });
      await this.commit(this.session.replace(next));
    });
  }

  /** Issue 15: the advisor from the task pane: its move highlighted, its reason in the hint field (the game does not change). */
  advise(): Promise<void> {
    return this.enqueue(async () => {
      if (!this.session || !this.listening) return;
      // a chunk that fails to arrive (offline) leaves the session's 'still loading, ask again'
      await loadAdvisor().catch(() => undefined);
      await this.commit(this.session.advise());
    });
  }

  setLang(lang: Lang): Promise<void> {
    this.lang = lang;
    return this.enqueue(async () => {
      await loadLanguage(lang);
      if (this.session) await this.commit(this.session.setLang(lang), true);
    });
  }

  /** Puts new game sheets in place of ones protected with a password, and draws the game on them. */
  recreateLocked(): Promise<boolean> {
    return this.enqueue(async () => {
      if (!this.session) return false;
      const locked = SHEET_IDS.map((id) => SHEET_NAMES[id]).filter((n) => this.found.protectedNames.has(n.toLowerCase()));
      try {
        await this.port.run(async (ctx) => {
          for (const name of locked) ctx.workbook.worksheets.getItem(name).delete();
          await ctx.sync();
        });
      } catch (e) {
        await this.eventsOn();
        this.view.problem({ message: { key: 'excel.writeFailed', params: { detail: errorText(e) } }, backupUsable: false });
        return false;
      }
      await this.recover(null);
      return true;
    });
  }

  /**
   * An event that may be a click: onSingleClicked, or onSelectionChanged (a drag, the keyboard,
   * Excel without single clicks). One click raising both is handled once.
   */
  gesture(via: 'click' | 'select', worksheetId: string, address: string): Promise<void> {
    const sheet = this.sheetOf.get(worksheetId);
    if (!sheet || sheet === 'state') return Promise.resolve();
    if (this.broken) return this.enqueue(() => this.recover(null));
    const a = topLeft(address);
    const at = this.now();
    const g = this.lastGesture;
    if (g && !g.paired && g.via !== via && g.sheet === sheet && g.address === a && at - g.at <= PAIR_MS) {
      g.paired = true; // the other half of the same click
      return Promise.resolve();
    }
    const own = this.ownSelection;
    this.ownSelection = null;
    if (via === 'select' && own && own.sheet === sheet && own.address === a) return Promise.resolve(); // the host's own select()
    this.ownWrites = new Set(); // a person acts: from now on every change is theirs
    // Excel raises no click count: two clicks on one cell closer than a double click are one
    const repeat = g !== null && g.sheet === sheet && g.address === a && at - g.at < DOUBLE_CLICK_MS;
    this.lastGesture = { sheet, address: a, via, at, paired: false };
    return this.click(worksheetId, a, repeat);
  }

  /** A click on a cell. */
  click(worksheetId: string, address: string, repeat = false): Promise<void> {
    return this.enqueue(async () => {
      const sheet = this.sheetOf.get(worksheetId);
      if (!this.session || !sheet || sheet === 'state') return;
      // 'doradca' in the menu: the advisor's chunk is loaded on the first request
      if (actionAt(this.session.model.sheets[sheet], topLeft(address))?.type === 'advise') await loadAdvisor().catch(() => undefined);
      const before = this.session.serialized();
      const out = this.session.click(sheet, topLeft(address), repeat);
      if (!out.acted || !out.patch) return; // a dead cell does nothing
      this.previous = before;
      await this.commit(out.patch, false, sheet);
    });
  }

  /** A change in a worksheet: a typed input value, someone else's edit, or our own writes. */
  changed(args: { worksheetId: string; address: string; source: string; triggerSource?: string; details?: { valueAfter?: unknown } }): Promise<void> {
    if (args.triggerSource === 'ThisLocalAddin') return Promise.resolve();
    // The writes known on arrival: a later gesture may replace them before the job runs (and a
    // sheet drawn for the first time has no known id until its batch returns).
    const own = this.ownWrites;
    const bare = bareAddress(args.address);
    return this.enqueue(async () => {
      const sheet = this.sheetOf.get(args.worksheetId);
      if (!sheet || !this.session) return;
      if (args.source !== 'Remote' && sheet !== 'state' && this.isOwnWrite(own, sheet, bare, args.details)) return;
      if (args.source === 'Remote') {
        // Another author played on: take their state instead of overwriting it.
        if (sheet === 'state') await this.reloadRemote();
        return;
      }
      if (sheet === 'state') return;
      const single = !bare.includes(':') && !bare.includes(',');
      const cells = expand(bare);
      const known = single && args.details && 'valueAfter' in args.details ? [args.details.valueAfter] : null;
      const values = known ?? (await this.readCells(sheet, cells));
      // Only cells that differ from the drawing are someone's edit. The add-in's own writes can
      // still raise events (without triggerSource before ExcelApi 1.14): they differ in nothing.
      const model = this.session.model.sheets[sheet];
      const edited = cells.filter((a, i) => !sameValue(values[i], shownValue(model, a)));
      if (edited.length === 0) return;
      const before = this.session.serialized();
      if (edited.length === 1 && model.cells.get(edited[0]!)?.input) {
        const out = this.session.input(sheet, edited[0]!, toRaw(values[cells.indexOf(edited[0]!)]));
        this.previous = before;
        if (out.patch) await this.commit(out.patch, false, sheet);
        return;
      }
      // Any other edit (the sheet was unprotected by hand): draw those cells back.
      await this.commit(this.session.repair(sheet, edited));
    });
  }

  private async reloadRemote(): Promise<void> {
    const found = await this.readWorkbook(false);
    const d = decodeStateSheet(found.cells);
    if (!d.found || !d.state.ok) return;
    const r = deserialize(d.state.text);
    if (!r.ok || !this.session) return;
    this.found = found;
    this.decoded = d;
    this.slot = d.slot;
    this.seq = d.seq;
    this.previous = d.backup.ok ? d.backup.text : null;
    // The other client drew the sheets already: adopt the state, and its drawing as the one
    // the next diff starts from.
    this.session.replace(r.state);
    this.drawnModel = this.session.model;
    this.view.saved(this.session.state, this.lang);
  }

  private diagnose(d: DecodedSheet): Problem | null {
    if (!d.found) return null;
    const backupUsable = d.backup.ok && deserialize(d.backup.text).ok;
    if (d.foreign) return { message: { key: 'load.foreign', params: { detail: d.foreign } }, backupUsable: false };
    if (!d.state.ok) return { message: stateSheetProblem(d.state.reason), backupUsable };
    const r = deserialize(d.state.text);
    return r.ok ? null : { message: r.error, backupUsable };
  }

  private parsed(part: { ok: true; text: string } | { ok: false }): GameState | null {
    if (!part.ok) return null;
    const r = deserialize(part.text);
    return r.ok ? r.state : null;
  }

  /** First drawing: create or reuse the worksheets, draw everything, listen to events. */
  private async start(session: GameSession, backup: string | null): Promise<void> {
    this.session = session;
    this.previous = backup;
    try {
      await this.drawAll();
    } catch (e) {
      await this.recover(e);
      return;
    }
    this.view.problem(null);
    this.view.saved(session.state, this.lang);
  }

  /**
   * Draws everything on the game sheets (creating missing ones), writes the state and listens.
   * Unprotects only the sheets the last reading found protected, so a sheet nobody protected is
   * never a reason to fail, and protects each one again at the end.
   */
  private async drawAll(): Promise<void> {
    const model = this.session!.model;
    const { names, protectedNames } = this.found;
    const wss = new Map<SheetId | 'state', Excel.Worksheet>();
    await this.port.run(async (ctx) => {
      const sheets = ctx.workbook.worksheets;
      ctx.runtime.enableEvents = false;
      // Handlers belong to a worksheet: listen to every sheet the first time, and afterwards to
      // a sheet created now (one recreated after a user deleted or renamed it).
      const get = (name: string, id: SheetId | 'state'): Excel.Worksheet => {
        const exists = names.has(name.toLowerCase());
        const ws = exists ? sheets.getItem(name) : sheets.add(name);
        if (!exists || !this.listening) this.listen(ws, id);
        if (protectedNames.has(name.toLowerCase())) ws.protection.unprotect();
        wss.set(id, ws);
        return ws;
      };
      this.ownWrites = new Set();
      const styleOf = styleBook(ctx, this.found.styles);
      for (const id of SHEET_IDS) {
        const ws = get(SHEET_NAMES[id], id);
        ws.showGridlines = false;
        // issue 10 point 20: each game sheet prints on one landscape page, its drawn part only
        ws.pageLayout.orientation = PRINT.orientation === 'landscape' ? 'Landscape' : 'Portrait';
        ws.pageLayout.zoom = { horizontalFitToPages: PRINT.pagesWide, verticalFitToPages: PRINT.pagesTall };
        ws.pageLayout.setPrintArea(printArea(model.sheets[id]));
        const ops = planFull(model.sheets[id]);
        this.noteWrites(id, ops);
        applyOps(ws, ops, styleOf);
        placeCharts(ws, model.sheets[id], this.found.charts.get(id) ?? new Set());
        ws.protection.protect(PROTECTION);
      }
      const state = get(STATE_SHEET, 'state');
      state.visibility = 'VeryHidden';
      this.writeState(state);
      this.select(sheets, model);
      for (const ws of wss.values()) ws.load('id');
      ctx.runtime.enableEvents = true;
      await ctx.sync();
    });
    this.sheetOf = new Map([...wss].map(([k, ws]) => [ws.id, k]));
    const all = new Set([...names, ...SHEET_IDS.map((id) => SHEET_NAMES[id].toLowerCase()), STATE_SHEET]);
    const charts = new Map(SHEET_IDS.map((id) => [id, new Set((model.sheets[id].charts ?? []).map((c) => c.name.toLowerCase()))]));
    this.found = { ...this.found, names: all, protectedNames: new Set(SHEET_IDS.map((id) => SHEET_NAMES[id].toLowerCase())), cells: null, charts };
    this.drawnModel = model;
    this.listening = true;
  }

  private listen(ws: Excel.Worksheet, id: SheetId | 'state'): void {
    if (id !== 'state') {
      if (this.port.singleClick) ws.onSingleClicked.add(async (e) => this.gesture('click', e.worksheetId, e.address));
      ws.onSelectionChanged.add(async (e) => this.gesture('select', e.worksheetId, e.address));
    }
    ws.onChanged.add(async (e) => this.changed(e));
  }

  /**
   * One click's worth of drawing and saving, in one sync. `from`: the sheet the player acted on
   * (it is the active one, so it needs no activation).
   */
  private async commit(patch: ModelPatch, wholeState = false, from?: SheetId): Promise<void> {
    const session = this.session!;
    const drawnBefore = this.drawnModel;
    try {
      await this.port.run(async (ctx) => {
        const sheets = ctx.workbook.worksheets;
        // Events stay on: switching them off and on again costs two operations a click, and a
        // person's click that lands while the batch runs would be lost. The batch's own change
        // and selection events are known and ignored (triggerSource, ownWrites, ownSelection).
        this.ownWrites = new Set();
        const styleOf = styleBook(ctx, this.found.styles);
        for (const id of SHEET_IDS) {
          const ops = planDiff(drawnBefore!.sheets[id], session.model.sheets[id], patch.sheets[id]);
          const charts = changedCharts(drawnBefore!.sheets[id], session.model.sheets[id]);
          if (ops.length === 0 && charts.length === 0) continue;
          this.noteWrites(id, ops);
          const ws = sheets.getItem(SHEET_NAMES[id]);
          ws.protection.unprotect();
          applyOps(ws, ops, styleOf);
          for (const c of charts) shapeChart(ws, ws.charts.getItem(c.name), c);
          ws.protection.protect(PROTECTION);
        }
        if (wholeState) this.writeState(sheets.getItem(STATE_SHEET));
        else this.writeStateUpdate(sheets.getItem(STATE_SHEET));
        this.select(sheets, session.model, from);
        await ctx.sync();
      });
      this.drawnModel = session.model;
      this.view.saved(session.state, this.lang);
      if (this.noticeShown) {
        this.noticeShown = false;
        this.view.notice?.(null);
      }
    } catch (e) {
      // The workbook did not take the change: the game is the last saved one, drawn again.
      const r = this.previous ? deserialize(this.previous) : null;
      if (r?.ok) session.replace(r.state);
      await this.recover(e);
    }
  }

  /**
   * After a refused batch (cause) or on the player's request (null): events on first, then find
   * what the workbook holds, unprotect what can be unprotected, and draw everything again. A
   * sheet protected with a password stops here with a message that says what to do.
   */
  private async recover(cause: unknown): Promise<void> {
    const detail = cause === null ? null : errorText(cause);
    try {
      this.found = await this.readWorkbook(true);
      const locked: string[] = [];
      for (const id of SHEET_IDS) {
        const name = SHEET_NAMES[id];
        if (!this.found.protectedNames.has(name.toLowerCase())) continue;
        try {
          await this.port.run(async (ctx) => {
            ctx.workbook.worksheets.getItem(name).protection.unprotect();
            await ctx.sync();
          });
        } catch {
          locked.push(name);
        }
      }
      const stillProtected = new Set(locked.map((n) => n.toLowerCase()));
      this.found = { ...this.found, protectedNames: stillProtected };
      if (locked.length > 0) {
        this.broken = true;
        this.view.problem({ message: { key: 'excel.sheetLocked', params: { sheets: locked.join(', ') } }, backupUsable: false, locked });
        return;
      }
      await this.drawAll();
      this.broken = false;
    } catch (e) {
      this.broken = true;
      await this.eventsOn();
      this.view.problem({ message: { key: 'excel.writeFailed', params: { detail: errorText(e) } }, backupUsable: false });
      return;
    }
    this.view.problem(null);
    this.noticeShown = detail !== null;
    this.view.notice?.(detail === null ? null : { key: 'excel.recovered', params: { detail } });
    this.view.saved(this.session!.state, this.lang);
  }

  /** A change event for a range the last batch wrote, carrying nothing a person typed. */
  private isOwnWrite(writes: Set<string>, sheet: SheetId, range: string, details: { valueAfter?: unknown } | undefined): boolean {
    const key = `${sheet}|${range}`;
    if (!writes.has(key)) return false;
    if (details && 'valueAfter' in details && !sameValue(details.valueAfter, shownValue(this.session!.model.sheets[sheet], range))) return false;
    writes.delete(key);
    return true;
  }

  private noteWrites(id: SheetId, ops: readonly DrawOp[]): void {
    for (const op of ops) if (op.op === 'values') this.ownWrites.add(`${id}|${op.range}`);
  }

  /** The last resort: whatever else failed, clicks must keep arriving. */
  private async eventsOn(): Promise<void> {
    try {
      await this.port.run(async (ctx) => {
        ctx.runtime.enableEvents = true;
        await ctx.sync();
      });
    } catch {
      // nothing more can be done from here; the task pane shows the problem
    }
  }

  /** The drawing the worksheets show now. */
  private drawnModel: SheetModel | null = null;

  /** The slot of the state sheet that holds the current state (the other one is the backup), and its sequence number. */
  private slot: Slot = 'A';
  private seq: number = WHOLE_SEQ.current;

  /** The whole state block (first drawing, recovery, language): current in slot A. */
  private writeState(ws: Excel.Worksheet): void {
    const values = encodeStateSheet({ current: this.session!.serialized(), backup: this.previous, lang: this.lang });
    const r = ws.getRange(STATE_RANGE);
    r.numberFormat = numberFormats(values);
    r.values = values;
    this.slot = 'A';
    this.seq = WHOLE_SEQ.current;
  }

  /** A click: the new state into the slot that held the backup, with the next number, in one write; the old current becomes the backup unwritten. */
  private writeStateUpdate(ws: Excel.Worksheet): void {
    if (this.seq === 0) return this.writeState(ws); // a block of an older layout (a co-author's older version)
    const slot = otherSlot(this.slot);
    const w = encodeStateUpdate(this.session!.serialized(), slot, this.seq + 1);
    ws.getRange(w.range).values = w.values;
    this.slot = slot;
    this.seq += 1;
  }

  /** Activates the game's sheet and selects the starship (or the expedition's field). */
  private select(sheets: Excel.WorksheetCollection, model: SheetModel, from?: SheetId): void {
    const sheet = model.sheets[model.active];
    const ws = sheets.getItem(sheet.name);
    if (from !== model.active) ws.activate();
    if (sheet.selection) {
      ws.getRange(sheet.selection).select();
      this.ownSelection = { sheet: model.active, address: topLeft(sheet.selection) };
    }
  }

  /**
   * The worksheets' names and protection and the state sheet's block (one sync, two when the
   * state sheet exists). With `eventsOn`, events are switched on first (recovery).
   */
  private async readWorkbook(eventsOn: boolean): Promise<Found> {
    return this.port.run(async (ctx) => {
      if (eventsOn) ctx.runtime.enableEvents = true;
      const sheets = ctx.workbook.worksheets;
      sheets.load('items/name,items/protection/protected');
      const styleList = ctx.workbook.styles.load('items/name');
      const ws = sheets.getItemOrNullObject(STATE_SHEET);
      await ctx.sync();
      const names = new Set(sheets.items.map((x) => x.name.toLowerCase()));
      const styles = new Set(styleList.items.map((x) => x.name.toLowerCase()));
      const protectedNames = new Set(sheets.items.filter((x) => x.protection.protected).map((x) => x.name.toLowerCase()));
      // the charts of the game sheets there are, and the state block, in the second sync
      const chartLists = SHEET_IDS.filter((id) => names.has(SHEET_NAMES[id].toLowerCase())).map((id) => [id, sheets.getItem(SHEET_NAMES[id]).charts.load('items/name')] as const);
      const r = ws.isNullObject ? null : ws.getRange(STATE_RANGE).load('values');
      if (chartLists.length > 0 || r) await ctx.sync();
      const charts = new Map(chartLists.map(([id, list]) => [id, new Set(list.items.map((c) => c.name.toLowerCase()))]));
      return { names, styles, protectedNames, cells: r ? (r.values as Cells) : null, charts };
    });
  }

  /** The values of some cells of a game sheet (one sync; the bounding block is read). */
  private async readCells(sheet: SheetId, cells: readonly string[]): Promise<unknown[]> {
    if (cells.length === 0) return [];
    const pos = cells.map((a) => parseAddr(a)!);
    const top = Math.min(...pos.map((p) => p.row));
    const left = Math.min(...pos.map((p) => p.col));
    const bottom = Math.max(...pos.map((p) => p.row));
    const right = Math.max(...pos.map((p) => p.col));
    const block = await this.port.run(async (ctx) => {
      const r = ctx.workbook.worksheets.getItem(SHEET_NAMES[sheet]).getRange(`${addr(top, left)}:${addr(bottom, right)}`);
      r.load('values');
      await ctx.sync();
      return r.values as unknown[][];
    });
    return pos.map((p) => block[p.row - top]?.[p.col - left]);
  }

  /** Runs host work strictly one at a time, in arrival order. */
  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const next = this.queue.then(job, job);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Text of a message in the workbook's language (for the task pane). */
  text(msg: Message): string {
    return format(this.lang, msg);
  }

  get language(): Lang {
    return this.lang;
  }
}

/**
 * The sheet's charts (first drawing, recovery): one missing is added, one there is given its
 * source, title and place again (the sheet is unprotected while this runs).
 */
function placeCharts(ws: Excel.Worksheet, sheet: Sheet, existing: ReadonlySet<string>): void {
  for (const c of sheet.charts ?? []) {
    if (existing.has(c.name.toLowerCase())) {
      shapeChart(ws, ws.charts.getItem(c.name), c);
      continue;
    }
    const chart = ws.charts.add('Line', ws.getRange(c.data), 'Columns');
    chart.name = c.name;
    shapeChart(ws, chart, c);
  }
}

/** A chart's source, categories, title and place, as the sheet model gives them. */
function shapeChart(ws: Excel.Worksheet, chart: Excel.Chart, c: ChartSpec): void {
  chart.setData(ws.getRange(c.data), 'Columns');
  chart.axes.categoryAxis.setCategoryNames(ws.getRange(c.categories));
  chart.title.text = c.title;
  const [start, end] = c.anchor.split(':') as [string, string];
  chart.setPosition(start, end);
}

/** The charts whose source, title or place a redraw changes (a longer voyage, another language). */
function changedCharts(before: Sheet, after: Sheet): readonly ChartSpec[] {
  const old = new Map((before.charts ?? []).map((c) => [c.name, JSON.stringify(c)]));
  return (after.charts ?? []).filter((c) => old.get(c.name) !== JSON.stringify(c));
}

/** 'Sheet1!$B$7:$C$9' → 'B7:C9'. */
function bareAddress(address: string): string {
  const a = address.includes('!') ? address.slice(address.lastIndexOf('!') + 1) : address;
  return a.replace(/\$/g, '');
}

/** What a cell of the drawing shows: nothing under a merged area's top-left cell. */
function shownValue(sheet: Sheet, a: string): string | number {
  if (coveredCells(sheet.merges).has(a)) return '';
  const v = sheet.cells.get(a)?.value;
  return v === null || v === undefined ? '' : v;
}

/** Excel's value against the drawing's: a number may come back as text from a Text cell. */
function sameValue(got: unknown, want: string | number): boolean {
  if (got === null || got === undefined) return want === '';
  return got === want || String(got) === String(want);
}

/** 'Sheet1!B7:C9' or 'B7:C9' → 'B7'. */
export function topLeft(address: string): string {
  return bareAddress(address).split(/[:,]/)[0]!;
}

/** Every cell address of 'B7:C9' (capped: a huge paste is repaired by its first 200 cells). */
function expand(address: string): string[] {
  const out: string[] = [];
  for (const part of address.split(',')) {
    const r = parseRange(part);
    if (!r) continue;
    for (let row = r.top; row <= r.bottom && out.length < 200; row++)
      for (let col = r.left; col <= r.right && out.length < 200; col++) out.push(addr(row, col));
  }
  return out;
}

function toRaw(v: unknown): string | number | boolean | null {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : null;
}

function errorText(e: unknown): string {
  if (e && typeof e === 'object' && 'code' in e) return `${String((e as { code: unknown }).code)}: ${String((e as { message?: unknown }).message ?? '')}`;
  return e instanceof Error ? e.message : String(e);
}
