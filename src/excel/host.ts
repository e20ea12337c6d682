// The Excel host: draws the sheet model into the workbook's worksheets, turns clicks and typed
// values into engine actions, and keeps the game in a very hidden sheet. One Excel.run with one
// context.sync() per click: the add-in already knows everything it draws, so it reads nothing.
import { deserialize, format, type GameState, type Lang, type Message, type VoyageLength } from '../engine';
import { GameSession } from '../session/session';
import { addr, parseRange, SHEET_IDS, SHEET_NAMES, type ModelPatch, type SheetId, type SheetModel } from '../sheets';
import { decodeStateSheet, encodeStateSheet, STATE_RANGE, STATE_SHEET, type Cells, type DecodedSheet } from '../workbook/stateLayout';
import { applyOps, PROTECTION } from './apply';
import { planDiff, planFull } from './plan';

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
}

/** A state sheet that could not be resumed: what is wrong and what can be done. */
export interface Problem {
  readonly message: Message;
  readonly backupUsable: boolean;
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
  /** Worksheet names known to exist. */
  private names = new Set<string>();

  constructor(
    private readonly port: ExcelPort,
    private readonly view: HostView,
    private readonly randomSeed: () => number,
    private lang: Lang = 'pl',
  ) {}

  get state(): GameState | null {
    return this.session?.state ?? null;
  }

  get model(): SheetModel | null {
    return this.session?.model ?? null;
  }

  /** Opening the workbook: resume the saved game, start one, or report why not. */
  open(): Promise<OpenResult> {
    return this.enqueue(async () => {
      const { names, cells } = await this.readWorkbook();
      this.names = names;
      this.decoded = decodeStateSheet(cells);
      if (!this.decoded.found) {
        await this.start(newSession(30, this.randomSeed(), this.lang), null);
        return 'new';
      }
      this.lang = this.decoded.lang;
      const problem = this.diagnose(this.decoded);
      if (problem) {
        this.view.problem(problem);
        return 'problem';
      }
      const state = this.parsed(this.decoded.state)!;
      this.previous = this.decoded.backup.ok ? this.decoded.backup.text : null;
      await this.start(new GameSession(state, this.lang), this.previous);
      return 'resumed';
    });
  }

  /** Resumes the backup after a damaged state was reported. */
  restoreBackup(): Promise<boolean> {
    return this.enqueue(async () => {
      const d = this.decoded;
      const state = d.found && d.backup.ok ? deserialize(d.backup.text) : null;
      if (!state?.ok) return false;
      await this.start(new GameSession(state.state, this.lang), null);
      return true;
    });
  }

  /** A new game from the task pane (overwrites the saved one, on the player's request). */
  newGame(length: VoyageLength, seed: number = this.randomSeed()): Promise<void> {
    return this.enqueue(async () => {
      if (!this.session || !this.listening) {
        await this.start(newSession(length, seed, this.lang), null);
        return;
      }
      this.previous = this.session.serialized();
      const next = newSession(length, seed, this.lang).state;
      await this.commit(this.session.replace(next));
    });
  }

  setLang(lang: Lang): Promise<void> {
    this.lang = lang;
    return this.enqueue(async () => {
      if (this.session) await this.commit(this.session.setLang(lang));
    });
  }

  /** A click on a cell (single click, or a selection change where single clicks are missing). */
  click(worksheetId: string, address: string): Promise<void> {
    return this.enqueue(async () => {
      const sheet = this.sheetOf.get(worksheetId);
      if (!this.session || !sheet || sheet === 'state') return;
      const before = this.session.serialized();
      const out = this.session.click(sheet, topLeft(address));
      if (!out.acted || !out.patch) return; // a dead cell does nothing
      this.previous = before;
      await this.commit(out.patch);
    });
  }

  /** A change in a worksheet: a typed input value, someone else's edit, or our own writes. */
  changed(args: { worksheetId: string; address: string; source: string; triggerSource?: string; details?: { valueAfter?: unknown } }): Promise<void> {
    if (args.triggerSource === 'ThisLocalAddin') return Promise.resolve();
    return this.enqueue(async () => {
      const sheet = this.sheetOf.get(args.worksheetId);
      if (!sheet || !this.session) return;
      if (args.source === 'Remote') {
        // Another author played on: take their state instead of overwriting it.
        if (sheet === 'state') await this.reloadRemote();
        return;
      }
      if (sheet === 'state') return;
      const address = args.address.includes(':') || args.address.includes(',') ? null : args.address;
      const raw = address && args.details && 'valueAfter' in args.details ? args.details.valueAfter : undefined;
      const before = this.session.serialized();
      if (address && this.session.model.sheets[sheet].cells[address]?.input) {
        const value = raw === undefined ? await this.readCell(sheet, address) : raw;
        const out = this.session.input(sheet, address, toRaw(value));
        this.previous = before;
        if (out.patch) await this.commit(out.patch);
        return;
      }
      // Any other local edit (the sheet was unprotected by hand): draw the board back.
      await this.commit(this.session.repair(sheet, expand(args.address)));
    });
  }

  private async reloadRemote(): Promise<void> {
    const d = decodeStateSheet((await this.readWorkbook()).cells);
    if (!d.found || !d.state.ok) return;
    const r = deserialize(d.state.text);
    if (!r.ok || !this.session) return;
    this.decoded = d;
    this.previous = d.backup.ok ? d.backup.text : null;
    // The other client drew the sheets already; adopt the state and its drawing.
    this.session.replace(r.state);
  }

  private diagnose(d: DecodedSheet): Problem | null {
    if (!d.found) return null;
    const backupUsable = d.backup.ok && deserialize(d.backup.text).ok;
    if (d.foreign) return { message: { key: 'load.foreign', params: { detail: d.foreign } }, backupUsable: false };
    if (!d.state.ok)
      return { message: { key: 'load.invariant', params: { detail: `state sheet: ${d.state.reason}` } }, backupUsable };
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
    const model = session.model;
    const exists = this.names;
    await this.port.run(async (ctx) => {
      const sheets = ctx.workbook.worksheets;
      ctx.runtime.enableEvents = false;
      const wss = new Map<SheetId | 'state', Excel.Worksheet>();
      for (const id of SHEET_IDS) {
        const name = SHEET_NAMES[id];
        const ws = exists.has(name) ? sheets.getItem(name) : sheets.add(name);
        ws.protection.unprotect();
        ws.showGridlines = false;
        applyOps(ws, planFull(model.sheets[id]));
        ws.protection.protect(PROTECTION);
        wss.set(id, ws);
      }
      const state = exists.has(STATE_SHEET) ? sheets.getItem(STATE_SHEET) : sheets.add(STATE_SHEET);
      state.visibility = 'VeryHidden';
      wss.set('state', state);
      this.writeState(state);
      this.select(sheets, model);
      for (const ws of wss.values()) ws.load('id');
      if (!this.listening) this.listen(wss);
      ctx.runtime.enableEvents = true;
      await ctx.sync();
      this.sheetOf = new Map([...wss].map(([k, ws]) => [ws.id, k]));
    });
    this.names = new Set([...exists, ...SHEET_IDS.map((id) => SHEET_NAMES[id]), STATE_SHEET]);
    this.drawnModel = model;
    this.listening = true;
    this.view.problem(null);
    this.view.saved(session.state, this.lang);
  }

  private listen(wss: Map<SheetId | 'state', Excel.Worksheet>): void {
    for (const [id, ws] of wss) {
      if (id !== 'state') {
        if (this.port.singleClick) ws.onSingleClicked.add(async (e) => this.click(e.worksheetId, e.address));
        else ws.onSelectionChanged.add(async (e) => this.click(e.worksheetId, e.address));
      }
      ws.onChanged.add(async (e) => this.changed(e));
    }
  }

  /** One click's worth of drawing and saving, in one sync. */
  private async commit(patch: ModelPatch): Promise<void> {
    const session = this.session!;
    const drawnBefore = this.drawnModel;
    try {
      await this.port.run(async (ctx) => {
        const sheets = ctx.workbook.worksheets;
        ctx.runtime.enableEvents = false;
        for (const id of SHEET_IDS) {
          const ops = planDiff(drawnBefore!.sheets[id], session.model.sheets[id], patch.sheets[id]);
          if (ops.length === 0) continue;
          const ws = sheets.getItem(SHEET_NAMES[id]);
          ws.protection.unprotect();
          applyOps(ws, ops);
          ws.protection.protect(PROTECTION);
        }
        this.writeState(sheets.getItem(STATE_SHEET));
        this.select(sheets, session.model);
        ctx.runtime.enableEvents = true;
        await ctx.sync();
      });
      this.drawnModel = session.model;
      this.view.saved(session.state, this.lang);
    } catch (e) {
      // The workbook did not take the change: go back to what it shows and say so.
      const r = this.previous ? deserialize(this.previous) : null;
      if (r?.ok) session.replace(r.state);
      this.drawnModel = session.model;
      this.view.problem({ message: { key: 'excel.writeFailed', params: { detail: errorText(e) } }, backupUsable: false });
    }
  }

  /** The drawing the worksheets show now. */
  private drawnModel: SheetModel | null = null;

  private writeState(ws: Excel.Worksheet): void {
    const values = encodeStateSheet({ current: this.session!.serialized(), backup: this.previous, lang: this.lang });
    const r = ws.getRange(STATE_RANGE);
    r.numberFormat = values.map((row) => row.map(() => '@'));
    r.values = values;
  }

  /** Activates the game's sheet and selects the starship (or the expedition's field). */
  private select(sheets: Excel.WorksheetCollection, model: SheetModel): void {
    const sheet = model.sheets[model.active];
    const ws = sheets.getItem(sheet.name);
    ws.activate();
    if (sheet.selection) ws.getRange(sheet.selection).select();
  }

  /** The worksheets' names and the state sheet's block (one sync, two when the state sheet exists). */
  private async readWorkbook(): Promise<{ names: Set<string>; cells: Cells | null }> {
    return this.port.run(async (ctx) => {
      const sheets = ctx.workbook.worksheets;
      sheets.load('items/name');
      const ws = sheets.getItemOrNullObject(STATE_SHEET);
      await ctx.sync();
      const names = new Set(sheets.items.map((x) => x.name));
      if (ws.isNullObject) return { names, cells: null };
      const r = ws.getRange(STATE_RANGE);
      r.load('values');
      await ctx.sync();
      return { names, cells: r.values as Cells };
    });
  }

  private async readCell(sheet: SheetId, address: string): Promise<unknown> {
    return this.port.run(async (ctx) => {
      const r = ctx.workbook.worksheets.getItem(SHEET_NAMES[sheet]).getRange(address);
      r.load('values');
      await ctx.sync();
      return r.values[0]?.[0];
    });
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

function newSession(length: VoyageLength, seed: number, lang: Lang): GameSession {
  return GameSession.fresh({ length, seed }, lang);
}

/** 'Sheet1!B7:C9' or 'B7:C9' → 'B7'. */
export function topLeft(address: string): string {
  const a = address.includes('!') ? address.slice(address.lastIndexOf('!') + 1) : address;
  return a.split(/[:,]/)[0]!.replace(/\$/g, '');
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
