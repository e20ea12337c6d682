// A faithful in-memory fake of the Office.js Excel objects the add-in uses. It models what Excel
// does, not just what was called: proxies queue operations and nothing happens until
// context.sync(); loaded properties are readable only after a sync; a protected sheet refuses
// writes to locked cells and any formatting; text typed or written into a 'General' cell turns
// into a number when it looks like one; a merge keeps only its top-left value; a border is one
// line shared by two neighbouring cells; events fire after the sync that caused them unless
// runtime.enableEvents was off, and user gestures (click, typing, paste, a co-author's edit)
// fire the events Excel fires. It counts round trips, queued operations and payload bytes.
//
// Where Excel is stricter than its documentation, so is the fake:
// - a failing sync has applied every operation queued before the failing one;
// - a number written into a Text ('@') cell is stored as text;
// - a values write that covers part of a merged area (not all of it, not its top-left cell
//   alone) is refused, as VBA's "Cannot change part of a merged cell";
// - merging cells whose top-left cell is empty loses their fill (office-js issue 6405, case 2);
// - a border set after merging, on the line between two merged areas, is lost (the same issue's
//   case 1, Excel on the web);
// - a sheet protected with a password cannot be unprotected without it, and protecting a
//   protected sheet fails;
// - onSingleClicked is not raised for a drag or a keyboard selection (only onSelectionChanged);
// - optionally (`leakEvents`) the add-in's own writes still raise events while
//   runtime.enableEvents is off (office-js issue 1786), without `triggerSource` when
//   `triggerSourceSupported` is false (before ExcelApi 1.14).

type Value = string | number | boolean;
type Rect = { top: number; left: number; bottom: number; right: number };
type Handler = (args: any) => Promise<unknown> | unknown;
type EventName = 'singleClicked' | 'selectionChanged' | 'changed';

export interface Format {
  fill: string | null;
  color: string;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  size: number;
  name: string;
  hAlign: string;
  vAlign: string;
  wrap: boolean;
}
const DEFAULT_FORMAT: Format = { fill: null, color: '#000000', bold: false, italic: false, strike: false, size: 11, name: 'Calibri', hAlign: 'General', vAlign: 'Bottom', wrap: false };

export interface Border {
  style: string;
  weight: string;
  color: string;
}
export interface Validation {
  rule?: any;
  prompt?: any;
  errorAlert?: any;
}

export class OfficeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// ---- addresses -----------------------------------------------------------------------------

function colNum(s: string): number {
  let n = 0;
  for (const ch of s.toUpperCase()) n = n * 26 + ch.charCodeAt(0) - 64;
  return n;
}
export function colName(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
const key = (r: number, c: number) => `${colName(c)}${r}`;

export function parseArea(a: string): Rect {
  const t = a.replace(/\$/g, '').trim();
  const [p, q = p] = t.split(':');
  const one = (x: string) => {
    const m = /^([A-Z]+)?(\d+)?$/i.exec(x);
    if (!m || (!m[1] && !m[2])) throw new OfficeError('InvalidArgument', `bad address ${a}`);
    return { col: m[1] ? colNum(m[1]) : 0, row: m[2] ? Number(m[2]) : 0 };
  };
  const s = one(p!);
  const e = one(q!);
  const top = s.row || 1;
  const bottom = e.row || 1048576;
  const left = s.col || 1;
  const right = e.col || 16384;
  return { top: Math.min(top, bottom), left: Math.min(left, right), bottom: Math.max(top, bottom), right: Math.max(left, right) };
}
const cellsOf = function* (r: Rect): Generator<[number, number]> {
  for (let row = r.top; row <= r.bottom; row++) for (let col = r.left; col <= r.right; col++) yield [row, col];
};
const overlaps = (a: Rect, b: Rect) => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
const rectAddr = (r: Rect) => (r.top === r.bottom && r.left === r.right ? key(r.top, r.left) : `${key(r.top, r.left)}:${key(r.bottom, r.right)}`);

// ---- the workbook's data -------------------------------------------------------------------

export class SheetData {
  visibility = 'Visible';
  showGridlines = true;
  protectedWith: any = null;
  /** The password the sheet was protected with ('' for none). */
  password = '';
  values = new Map<string, Value>();
  numberFormats = new Map<string, string>();
  formats = new Map<string, Format>();
  unlocked = new Set<string>();
  validations = new Map<string, Validation>();
  merges: Rect[] = [];
  colWidths = new Map<number, number>();
  rowHeights = new Map<number, number>();
  /** 'r:c' = the line under row r (0 = top of row 1) at column c; vertical: right of column c. */
  hLines = new Map<string, Border>();
  vLines = new Map<string, Border>();
  handlers: Record<EventName, Handler[]> = { singleClicked: [], selectionChanged: [], changed: [] };
  /** Charts on the sheet (ExcelApi 1.1; categories 1.7). */
  charts: ChartData[] = [];
  /** ExcelApi 1.9 PageLayout: what printing would use. */
  page: { orientation: 'Portrait' | 'Landscape'; zoom: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number }; printArea: string | null } = {
    orientation: 'Portrait',
    zoom: { scale: 100 },
    printArea: null,
  };

  constructor(
    readonly id: string,
    public name: string,
  ) {}

  get isProtected(): boolean {
    return this.protectedWith !== null;
  }
  value(a: string): Value | '' {
    return this.values.get(a.toUpperCase()) ?? '';
  }
  format(a: string): Format {
    return this.formats.get(a.toUpperCase()) ?? DEFAULT_FORMAT;
  }
  isLocked(a: string): boolean {
    return !this.unlocked.has(a.toUpperCase());
  }
  mergeAt(row: number, col: number): Rect | undefined {
    return this.merges.find((m) => overlaps(m, { top: row, left: col, bottom: row, right: col }));
  }
  /** The line on one side of a cell, as Excel shows it. */
  border(a: string, side: 'top' | 'bottom' | 'left' | 'right'): Border | undefined {
    const r = parseArea(a);
    if (side === 'top') return this.hLines.get(`${r.top - 1}:${r.left}`);
    if (side === 'bottom') return this.hLines.get(`${r.top}:${r.left}`);
    if (side === 'left') return this.vLines.get(`${r.top}:${r.left - 1}`);
    return this.vLines.get(`${r.top}:${r.left}`);
  }
}

/** A chart as the workbook holds it: its source ranges are on its own sheet here. */
export interface ChartData {
  name: string;
  type: string;
  /** The source data: its first row the series' names, the rows under it their values. */
  data: Rect;
  seriesBy: string;
  categories: Rect | null;
  title: string;
  position: { start: string; end: string } | null;
}

const CHART_TYPES = new Set(['Line', 'LineMarkers', 'ColumnClustered', 'BarClustered', 'Pie', 'Area', 'XYScatter']);

interface Op {
  desc: unknown;
  run: () => void;
  /** The fake's own bookkeeping (a check, an event): not an Office.js operation, not counted. */
  internal?: boolean;
}
interface PendingEvent {
  sheet: SheetData;
  name: EventName;
  args: any;
}

export interface SyncRecord {
  ops: number;
  bytes: number;
}

/** A workbook style (ExcelApi 1.7): the format parts it carries and which of them applying it sets. */
export interface StyleData {
  format: Format;
  includeFont: boolean;
  includePatterns: boolean;
  includeAlignment: boolean;
  includeBorder: boolean;
  includeNumber: boolean;
  includeProtection: boolean;
  builtIn: boolean;
}

export class FakeExcel {
  sheets: SheetData[] = [];
  /** The workbook's styles by name (case-insensitive, as in Excel); 'Normal' is built in. */
  styles = new Map<string, StyleData>([
    ['normal', { format: { ...DEFAULT_FORMAT }, includeFont: true, includePatterns: true, includeAlignment: true, includeBorder: true, includeNumber: true, includeProtection: true, builtIn: true }],
  ]);
  active: SheetData | null = null;
  selection: { sheet: SheetData; address: string } | null = null;
  enableEvents = true;
  readonly syncs: SyncRecord[] = [];
  /** ExcelApi 1.10 (onSingleClicked). */
  singleClickSupported = true;
  /** Events of the add-in's own writes arrive even while runtime.enableEvents is off. */
  leakEvents = false;
  /** ExcelApi 1.14: WorksheetChangedEventArgs.triggerSource. */
  triggerSourceSupported = true;
  /** Called before each operation of a sync runs (e.g. a co-author acting in between). */
  beforeOp: ((index: number, desc: unknown) => void) | null = null;
  private nextId = 1;
  private handlerRuns = new Set<Promise<unknown>>();
  private eventQueue: PendingEvent[] = [];

  constructor(sheetNames: string[] = ['Arkusz1']) {
    for (const n of sheetNames) this.addSheet(n);
    this.active = this.sheets[0] ?? null;
  }

  addSheet(name: string): SheetData {
    if (this.sheet(name)) throw new OfficeError('ItemAlreadyExists', `a sheet named ${name} exists`);
    const s = new SheetData(`{fake-${this.nextId++}}`, name);
    this.sheets.push(s);
    return s;
  }
  sheet(name: string): SheetData | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }
  sheetById(id: string): SheetData | undefined {
    return this.sheets.find((s) => s.id === id);
  }

  /** Excel.run: a fresh context, the batch, then a last sync of anything still queued. */
  async run<T>(batch: (ctx: any) => Promise<T>): Promise<T> {
    const ctx = new FakeContext(this);
    const result = await batch(ctx);
    await ctx.sync();
    return result;
  }

  /** Called by FakeContext.sync: executes the queue; an error stops it there and rejects. */
  execute(ops: Op[]): void {
    if (ops.length === 0) return;
    const counted = ops.filter((o) => !o.internal);
    const bytes = JSON.stringify(counted.map((o) => o.desc)).length;
    this.syncs.push({ ops: counted.length, bytes });
    try {
      ops.forEach((op, i) => {
        this.beforeOp?.(i, op.desc);
        op.run();
      });
    } finally {
      this.flushEvents();
    }
  }

  // ---- events ----

  /** An event of a person's gesture: raised only while events are on. */
  emit(sheet: SheetData, name: EventName, args: any): void {
    if (!this.enableEvents) return;
    this.eventQueue.push({ sheet, name, args: { ...args, worksheetId: sheet.id } });
  }

  /** An event caused by the add-in's own request: raised while events are on, or leaked. */
  emitOwn(sheet: SheetData, name: EventName, args: any): void {
    if (!this.enableEvents && !this.leakEvents) return;
    const a = { ...args, worksheetId: sheet.id };
    if (!this.triggerSourceSupported) delete a.triggerSource;
    this.eventQueue.push({ sheet, name, args: a });
  }

  private flushEvents(): void {
    const events = this.eventQueue;
    this.eventQueue = [];
    for (const e of events) {
      for (const h of e.sheet.handlers[e.name]) {
        // Excel calls handlers asynchronously, after the request that caused the event.
        const run: Promise<unknown> = Promise.resolve().then(() => h(e.args));
        this.handlerRuns.add(run);
        run.finally(() => this.handlerRuns.delete(run)).catch(() => undefined);
      }
    }
  }

  /** Waits until every event handler (and the work they started) has finished. */
  async idle(): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      await new Promise((r) => setTimeout(r, 0));
      if (this.handlerRuns.size === 0 && this.eventQueue.length === 0) return;
      await Promise.allSettled([...this.handlerRuns]);
    }
    throw new Error('event handlers never settled');
  }

  // ---- what a person or a co-author does -----------------------------------------------------

  /** A left click on a cell: onSingleClicked (1.10), and a selection change if the selection moves. */
  async click(sheetName: string, address: string): Promise<void> {
    const s = this.mustSheet(sheetName);
    this.active = s;
    if (this.singleClickSupported) this.emit(s, 'singleClicked', { address, offsetX: 3, offsetY: 3, type: 'WorksheetSingleClicked' });
    if (this.selection?.sheet !== s || this.selection.address !== address) {
      this.selection = { sheet: s, address };
      this.emit(s, 'selectionChanged', { address, type: 'WorksheetSelectionChanged' });
    }
    this.flushEvents();
    await this.idle();
  }

  /** A press on one cell and a release on another: only the selection changes (no single click). */
  async drag(sheetName: string, from: string, to: string): Promise<void> {
    const s = this.mustSheet(sheetName);
    this.active = s;
    const a = parseArea(from);
    const b = parseArea(to);
    const address = rectAddr({ top: Math.min(a.top, b.top), left: Math.min(a.left, b.left), bottom: Math.max(a.bottom, b.bottom), right: Math.max(a.right, b.right) });
    this.selection = { sheet: s, address };
    this.emit(s, 'selectionChanged', { address, type: 'WorksheetSelectionChanged' });
    this.flushEvents();
    await this.idle();
  }

  /** Moving the selection with the keyboard (arrows, Tab): a selection change only. */
  async keySelect(sheetName: string, address: string): Promise<void> {
    const s = this.mustSheet(sheetName);
    this.active = s;
    if (this.selection?.sheet === s && this.selection.address === address) return;
    this.selection = { sheet: s, address };
    this.emit(s, 'selectionChanged', { address, type: 'WorksheetSelectionChanged' });
    this.flushEvents();
    await this.idle();
  }

  /** The person protects a sheet from the ribbon, perhaps with a password. */
  userProtect(sheetName: string, password = ''): void {
    const s = this.mustSheet(sheetName);
    s.protectedWith = { selectionMode: 'Normal' };
    s.password = password;
  }

  /** The person unprotects a sheet (knowing its password). */
  userUnprotect(sheetName: string): void {
    const s = this.mustSheet(sheetName);
    s.protectedWith = null;
    s.password = '';
  }

  /** The person deletes a sheet. */
  deleteSheet(sheetName: string): void {
    const s = this.mustSheet(sheetName);
    this.sheets = this.sheets.filter((x) => x !== s);
    if (this.active === s) this.active = this.sheets[0] ?? null;
    if (this.selection?.sheet === s) this.selection = null;
  }

  /** The person renames a sheet. */
  renameSheet(oldName: string, newName: string): void {
    const s = this.mustSheet(oldName);
    const other = this.sheet(newName);
    if (other && other !== s) throw new OfficeError('ItemAlreadyExists', `a sheet named ${newName} exists`);
    s.name = newName;
  }

  /** Typing into a cell and pressing Enter: refused on a locked cell of a protected sheet or by a Stop validation. */
  async type(sheetName: string, address: string, text: string): Promise<'ok' | 'protected' | 'invalid'> {
    const s = this.mustSheet(sheetName);
    const a = address.toUpperCase();
    if (s.isProtected && s.isLocked(a)) return 'protected';
    const v = s.validations.get(a);
    const value = typedValue(text, s.numberFormats.get(a) ?? 'General');
    if (v?.rule && v.errorAlert?.showAlert !== false && !passes(v.rule, value)) return 'invalid';
    return this.userWrite(s, a, value, 'Local');
  }

  /** A paste: data validation does not stop it (as in Excel); protection does. */
  async paste(sheetName: string, address: string, value: Value): Promise<'ok' | 'protected'> {
    const s = this.mustSheet(sheetName);
    const a = address.toUpperCase();
    if (s.isProtected && s.isLocked(a)) return 'protected';
    return this.userWrite(s, a, value, 'Local') as Promise<'ok'>;
  }

  /** Another author's client changes cells (co-authoring): no protection or validation on this side. */
  async remoteWrite(sheetName: string, address: string, values: Value[][]): Promise<void> {
    const s = this.mustSheet(sheetName);
    const r = parseArea(address);
    for (const [row, col] of cellsOf(r)) s.values.set(key(row, col), values[row - r.top]?.[col - r.left] ?? '');
    this.emit(s, 'changed', { address: rectAddr(r), source: 'Remote', changeType: 'RangeEdited', triggerSource: 'Unknown', type: 'WorksheetChanged' });
    this.flushEvents();
    await this.idle();
  }

  private async userWrite(s: SheetData, a: string, value: Value, source: string): Promise<'ok'> {
    const before = s.value(a);
    if (value === '') s.values.delete(a);
    else s.values.set(a, value);
    this.emit(s, 'changed', {
      address: a,
      source,
      changeType: 'RangeEdited',
      triggerSource: 'Unknown',
      type: 'WorksheetChanged',
      details: { valueBefore: before, valueAfter: value },
    });
    this.flushEvents();
    await this.idle();
    return 'ok';
  }

  private mustSheet(name: string): SheetData {
    const s = this.sheet(name);
    if (!s) throw new Error(`no sheet ${name}`);
    return s;
  }

  /** The workbook closed and opened again: add-ins start afresh, with no event handlers. */
  reopen(): void {
    for (const s of this.sheets) s.handlers = { singleClicked: [], selectionChanged: [], changed: [] };
    this.enableEvents = true;
  }

  // ---- measurements ----

  get roundTrips(): number {
    return this.syncs.length;
  }
}

/** What Excel stores when a person types text into a cell with this number format. */
function typedValue(text: string, numberFormat: string): Value {
  if (numberFormat === '@') return text;
  const t = text.trim();
  if (t === '') return '';
  if (/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(t)) return Number(t.replace(',', '.'));
  if (/^(true|false|prawda|fałsz)$/i.test(t)) return /^(true|prawda)$/i.test(t);
  return text;
}

function passes(rule: any, value: Value): boolean {
  const r = rule.wholeNumber ?? rule.decimal;
  if (!r) return true;
  if (typeof value !== 'number') return false;
  if (rule.wholeNumber && !Number.isInteger(value)) return false;
  return value >= Number(r.formula1) && value <= Number(r.formula2);
}

/** Whether a line ('r:c' under row r / right of column c) separates two different merged areas. */
function betweenMerges(s: SheetData, kind: 'h' | 'v', k: string): boolean {
  const [a, b] = k.split(':').map(Number) as [number, number];
  const [one, two] = kind === 'h' ? [s.mergeAt(a, b), s.mergeAt(a + 1, b)] : [s.mergeAt(a, b), s.mergeAt(a, b + 1)];
  return one !== undefined && two !== undefined && one !== two;
}

// ---- proxies: the request context and its objects ------------------------------------------

class FakeContext {
  private queue: Op[] = [];
  readonly workbook: { worksheets: WorksheetCollection; styles: StyleCollection };
  readonly runtime: { enableEvents: boolean };

  constructor(readonly app: FakeExcel) {
    this.workbook = { worksheets: new WorksheetCollection(this), styles: new StyleCollection(this) };
    const ctx = this;
    this.runtime = {
      set enableEvents(v: boolean) {
        ctx.enqueue({ set: 'runtime.enableEvents', v }, () => {
          ctx.app.enableEvents = v;
        });
      },
      get enableEvents(): boolean {
        throw new OfficeError('PropertyNotLoaded', 'runtime.enableEvents is not loaded');
      },
    };
  }

  enqueue(desc: unknown, run: () => void, internal = false): void {
    this.queue.push({ desc, run, internal });
  }

  async sync(): Promise<void> {
    const ops = this.queue;
    this.queue = [];
    await Promise.resolve();
    this.app.execute(ops);
  }
}

/** A loaded property: readable after the sync that loaded it. */
class Loaded<T> {
  private v: { value: T } | null = null;
  constructor(private readonly what: string) {}
  set(value: T): void {
    this.v = { value };
  }
  get(): T {
    if (!this.v) throw new OfficeError('PropertyNotLoaded', `${this.what} is not loaded: call load() and sync() first`);
    return this.v.value;
  }
}

class StyleCollection {
  private readonly itemsLoaded = new Loaded<{ name: string }[]>('styles.items');
  constructor(private readonly ctx: FakeContext) {}
  get items(): { name: string }[] {
    return this.itemsLoaded.get();
  }
  load(_props?: string): this {
    this.ctx.enqueue({ load: 'styles' }, () => this.itemsLoaded.set([...this.ctx.app.styles.keys()].map((name) => ({ name }))));
    return this;
  }
  add(name: string): void {
    this.ctx.enqueue({ add: 'style', name }, () => {
      const key = name.toLowerCase();
      if (this.ctx.app.styles.has(key)) throw new OfficeError('ItemAlreadyExists', `a style named ${name} exists`);
      this.ctx.app.styles.set(key, { format: { ...DEFAULT_FORMAT }, includeFont: true, includePatterns: true, includeAlignment: true, includeBorder: true, includeNumber: true, includeProtection: true, builtIn: false });
    });
  }
  getItem(name: string): StyleProxy {
    return new StyleProxy(this.ctx, name);
  }
}

class StyleProxy {
  readonly fill: { clear: () => void };
  constructor(
    private readonly ctx: FakeContext,
    private readonly name: string,
  ) {
    this.fill = { clear: () => this.change({ fill: 'clear' }, (st) => (st.format.fill = null)) };
  }
  private change(desc: object, f: (st: StyleData) => void): void {
    this.ctx.enqueue({ style: this.name, ...desc }, () => {
      const st = this.ctx.app.styles.get(this.name.toLowerCase());
      if (!st) throw new OfficeError('ItemNotFound', `The requested resource doesn't exist: style ${this.name}`);
      f(st);
    });
  }
  /** Style.set(properties): the parts the add-in uses. */
  set(p: any): void {
    this.change({ set: p }, (st) => {
      for (const k of ['includeFont', 'includePatterns', 'includeAlignment', 'includeBorder', 'includeNumber', 'includeProtection'] as const) if (k in p) st[k] = Boolean(p[k]);
      const f = st.format;
      if (p.fill?.color !== undefined) f.fill = p.fill.color;
      if (p.font) {
        if (p.font.name !== undefined) f.name = p.font.name;
        if (p.font.color !== undefined) f.color = p.font.color;
        if (p.font.bold !== undefined) f.bold = p.font.bold;
        if (p.font.italic !== undefined) f.italic = p.font.italic;
        if (p.font.strikethrough !== undefined) f.strike = p.font.strikethrough;
        if (p.font.size !== undefined) f.size = p.font.size;
      }
      if (p.horizontalAlignment !== undefined) f.hAlign = p.horizontalAlignment;
      if (p.verticalAlignment !== undefined) f.vAlign = p.verticalAlignment;
      if (p.wrapText !== undefined) f.wrap = p.wrapText;
    });
  }
}

class WorksheetCollection {
  private readonly itemsLoaded = new Loaded<Worksheet[]>('worksheets.items');
  constructor(private readonly ctx: FakeContext) {}

  get items(): Worksheet[] {
    return this.itemsLoaded.get();
  }
  load(_props?: string): this {
    this.ctx.enqueue({ load: 'worksheets' }, () => {
      this.itemsLoaded.set(
        this.ctx.app.sheets.map((s) => {
          const ws = new Worksheet(this.ctx, () => s, s.name);
          ws.loadNow();
          return ws;
        }),
      );
    });
    return this;
  }
  getItem(name: string): Worksheet {
    return new Worksheet(this.ctx, () => {
      const s = this.ctx.app.sheet(name);
      if (!s) throw new OfficeError('ItemNotFound', `The requested resource doesn't exist: worksheet ${name}`);
      return s;
    }, name);
  }
  getItemOrNullObject(name: string): Worksheet {
    const ws = new Worksheet(this.ctx, () => this.ctx.app.sheet(name)!, name, true);
    this.ctx.enqueue({ get: 'worksheet', name, nullable: true }, () => ws.resolveNull(!this.ctx.app.sheet(name)));
    return ws;
  }
  add(name: string): Worksheet {
    this.ctx.enqueue({ add: 'worksheet', name }, () => {
      this.ctx.app.addSheet(name);
    });
    return this.getItem(name);
  }
}

class Worksheet {
  private readonly idLoaded = new Loaded<string>('worksheet.id');
  private readonly nameLoaded = new Loaded<string>('worksheet.name');
  private readonly nullLoaded: Loaded<boolean>;
  private readonly protectedLoaded = new Loaded<boolean>('worksheet.protection.protected');
  readonly protection: { protect: (o?: any, password?: string) => void; unprotect: (password?: string) => void; load: (props?: string) => unknown; readonly protected: boolean };
  readonly onSingleClicked = this.event('singleClicked');
  readonly onSelectionChanged = this.event('selectionChanged');
  readonly onChanged = this.event('changed');

  constructor(
    private readonly ctx: FakeContext,
    readonly data: () => SheetData,
    private readonly label: string,
    nullable = false,
  ) {
    this.nullLoaded = new Loaded<boolean>('worksheet.isNullObject');
    if (!nullable) this.nullLoaded.set(false);
    const protectedLoaded = this.protectedLoaded;
    const self = this;
    this.protection = {
      protect: (o?: any, password?: string) =>
        ctx.enqueue({ ws: label, protect: o ?? {} }, () => {
          const s = this.data();
          if (s.isProtected) throw new OfficeError('InvalidOperation', 'The sheet is already protected');
          s.protectedWith = o ?? {};
          s.password = password ?? '';
        }),
      unprotect: (password?: string) =>
        ctx.enqueue({ ws: label, unprotect: true }, () => {
          const s = this.data();
          if (!s.isProtected) return;
          if (s.password !== '' && password !== s.password) throw new OfficeError('InvalidArgument', `The password is incorrect (${s.name})`);
          s.protectedWith = null;
          s.password = '';
        }),
      load: (_props?: string) => {
        ctx.enqueue({ ws: label, load: 'protection' }, () => protectedLoaded.set(self.data()?.isProtected ?? false));
        return self.protection;
      },
      get protected(): boolean {
        return protectedLoaded.get();
      },
    };
  }

  private event(name: EventName) {
    return {
      add: (h: Handler) => {
        this.ctx.enqueue({ ws: this.label, on: name }, () => {
          if (name === 'singleClicked' && !this.ctx.app.singleClickSupported) throw new OfficeError('ApiNotFound', 'onSingleClicked needs ExcelApi 1.10');
          this.data().handlers[name].push(h);
        });
        return { remove: () => undefined };
      },
    };
  }

  loadNow(): void {
    this.idLoaded.set(this.data().id);
    this.nameLoaded.set(this.data().name);
    this.protectedLoaded.set(this.data().isProtected);
  }
  resolveNull(isNull: boolean): void {
    this.nullLoaded.set(isNull);
  }
  get isNullObject(): boolean {
    return this.nullLoaded.get();
  }
  get id(): string {
    return this.idLoaded.get();
  }
  get name(): string {
    return this.nameLoaded.get();
  }
  load(_props?: string): this {
    this.ctx.enqueue({ ws: this.label, load: _props }, () => this.loadNow());
    return this;
  }
  set visibility(v: string) {
    this.ctx.enqueue({ ws: this.label, visibility: v }, () => {
      this.data().visibility = v;
    });
  }
  /** ExcelApi 1.9: orientation and zoom refuse what Excel refuses (a bad enum, a fit below 1, a fit with a scale). */
  get pageLayout() {
    const ctx = this.ctx;
    const label = this.label;
    const data = this.data;
    return {
      set orientation(v: string) {
        ctx.enqueue({ ws: label, pageOrientation: v }, () => {
          if (v !== 'Portrait' && v !== 'Landscape') throw new OfficeError('InvalidArgument', `orientation ${v}`);
          data().page.orientation = v;
        });
      },
      set zoom(z: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number }) {
        ctx.enqueue({ ws: label, pageZoom: z }, () => {
          const fits = [z.horizontalFitToPages, z.verticalFitToPages].filter((x) => x !== undefined) as number[];
          if (fits.some((n) => !Number.isInteger(n) || n < 1)) throw new OfficeError('InvalidArgument', 'fit to pages must be a whole number ≥ 1');
          if (fits.length && z.scale !== undefined) throw new OfficeError('InvalidArgument', 'zoom: a scale or fit to pages, not both');
          if (z.scale !== undefined && (z.scale < 10 || z.scale > 400)) throw new OfficeError('InvalidArgument', 'zoom scale 10–400');
          data().page.zoom = { ...z };
        });
      },
      setPrintArea(a: string) {
        ctx.enqueue({ ws: label, printArea: a }, () => {
          if (!/^[A-Z]{1,3}\d{1,7}(:[A-Z]{1,3}\d{1,7})?$/.test(a)) throw new OfficeError('InvalidArgument', `print area ${a}`);
          data().page.printArea = a;
        });
      },
    };
  }
  set showGridlines(v: boolean) {
    this.ctx.enqueue({ ws: this.label, showGridlines: v }, () => {
      this.data().showGridlines = v;
    });
  }
  delete(): void {
    this.ctx.enqueue({ ws: this.label, delete: true }, () => {
      const s = this.data();
      this.ctx.app.sheets = this.ctx.app.sheets.filter((x) => x !== s);
      if (this.ctx.app.active === s) this.ctx.app.active = this.ctx.app.sheets.find((x) => x.visibility === 'Visible') ?? null;
      if (this.ctx.app.selection?.sheet === s) this.ctx.app.selection = null;
    });
  }
  activate(): void {
    this.ctx.enqueue({ ws: this.label, activate: true }, () => {
      const s = this.data();
      if (s.visibility !== 'Visible') throw new OfficeError('InvalidOperation', 'a hidden sheet cannot be activated');
      this.ctx.app.active = s;
    });
  }
  getRange(address: string): RangeProxy {
    return new RangeProxy(this.ctx, this, [address]);
  }
  get charts(): ChartCollection {
    return new ChartCollection(this.ctx, this.data, this.label);
  }
  getRanges(address: string): RangeProxy {
    if (address.length > 8192) throw new OfficeError('InvalidArgument', `address of ${address.length} characters exceeds 8192`);
    return new RangeProxy(this.ctx, this, address.split(','));
  }
}

/**
 * Worksheet.charts. As in Excel with the add-in's protection (allowEditObjects off), a protected
 * sheet refuses to add or change a chart; a source range must be one area of the chart's sheet.
 */
class ChartCollection {
  private readonly itemsLoaded = new Loaded<{ name: string }[]>('charts.items');
  constructor(
    private readonly ctx: FakeContext,
    private readonly data: () => SheetData,
    private readonly label: string,
  ) {}
  get items(): { name: string }[] {
    return this.itemsLoaded.get();
  }
  load(_props?: string): this {
    this.ctx.enqueue({ ws: this.label, load: 'charts' }, () => this.itemsLoaded.set(this.data().charts.map((c) => ({ name: c.name }))));
    return this;
  }
  add(type: string, source: RangeProxy, seriesBy = 'Auto'): ChartProxy {
    let made: ChartData | null = null;
    this.ctx.enqueue({ ws: this.label, addChart: type, source: source.address, seriesBy }, () => {
      const s = this.data();
      if (s.isProtected) throw new OfficeError('InvalidOperation', 'The sheet is protected: a chart cannot be added');
      if (!CHART_TYPES.has(type)) throw new OfficeError('InvalidArgument', `chart type ${type}`);
      if (!['Auto', 'Columns', 'Rows'].includes(seriesBy)) throw new OfficeError('InvalidArgument', `seriesBy ${seriesBy}`);
      const rect = chartSource(s, source);
      // Excel names a new chart 'Chart N' (the next number free on the sheet)
      let n = s.charts.length + 1;
      while (s.charts.some((c) => c.name.toLowerCase() === `chart ${n}`)) n++;
      made = { name: `Chart ${n}`, type, data: rect, seriesBy, categories: null, title: '', position: null };
      s.charts.push(made);
    });
    return new ChartProxy(this.ctx, this.data, this.label, () => made);
  }
  getItem(name: string): ChartProxy {
    return new ChartProxy(this.ctx, this.data, this.label, () => this.data().charts.find((c) => c.name.toLowerCase() === name.toLowerCase()) ?? null, name);
  }
}

function chartSource(s: SheetData, r: RangeProxy): Rect {
  if (r.sheetData() !== s) throw new OfficeError('InvalidArgument', 'the fake keeps a chart\'s sources on its own sheet');
  const rects = r.areas();
  if (rects.length !== 1) throw new OfficeError('InvalidArgument', 'a chart source must be one area');
  return rects[0]!;
}

class ChartProxy {
  readonly title: { text: string };
  readonly axes: { categoryAxis: { setCategoryNames: (r: RangeProxy) => void } };
  constructor(
    private readonly ctx: FakeContext,
    private readonly data: () => SheetData,
    private readonly label: string,
    private readonly chart: () => ChartData | null,
    private readonly lookup = '(new)',
  ) {
    const self = this;
    this.title = {
      set text(v: string) {
        self.change({ title: v }, (c) => (c.title = String(v)));
      },
      get text(): string {
        throw new OfficeError('PropertyNotLoaded', 'chart.title.text is not loaded');
      },
    };
    this.axes = {
      categoryAxis: {
        setCategoryNames: (r: RangeProxy) =>
          this.change({ categories: r.address }, (c) => {
            const rect = chartSource(this.data(), r);
            if (rect.left !== rect.right && rect.top !== rect.bottom) throw new OfficeError('InvalidArgument', 'category names: one row or one column');
            c.categories = rect;
          }),
      },
    };
  }
  private change(desc: object, f: (c: ChartData) => void): void {
    this.ctx.enqueue({ ws: this.label, chart: this.lookup, ...desc }, () => {
      const c = this.chart();
      if (!c) throw new OfficeError('ItemNotFound', `The requested resource doesn't exist: chart ${this.lookup}`);
      if (this.data().isProtected) throw new OfficeError('InvalidOperation', 'The sheet is protected: the chart cannot be changed');
      f(c);
    });
  }
  set name(v: string) {
    this.change({ name: v }, (c) => {
      if (this.data().charts.some((x) => x !== c && x.name.toLowerCase() === v.toLowerCase())) throw new OfficeError('InvalidArgument', `a chart named ${v} exists`);
      c.name = v;
    });
  }
  setData(r: RangeProxy, seriesBy = 'Auto'): void {
    this.change({ setData: r.address, seriesBy }, (c) => {
      c.data = chartSource(this.data(), r);
      c.seriesBy = seriesBy;
    });
  }
  setPosition(start: string, end?: string): void {
    this.change({ position: [start, end] }, (c) => {
      const ok = (a: string) => /^[A-Z]{1,3}\d{1,7}$/.test(a);
      if (!ok(start) || (end !== undefined && !ok(end))) throw new OfficeError('InvalidArgument', `chart position ${start}:${end}`);
      c.position = { start, end: end ?? start };
    });
  }
  delete(): void {
    this.change({ delete: true }, (c) => {
      const s = this.data();
      s.charts = s.charts.filter((x) => x !== c);
    });
  }
}

/** Range and RangeAreas (a range is one area). */
class RangeProxy {
  private readonly rects: Rect[];
  private readonly valuesLoaded = new Loaded<Value[][]>('range.values');
  readonly format: any;
  readonly dataValidation: any;

  /** The fake's own: the sheet and the areas of this range (for a chart's sources). */
  sheetData(): SheetData {
    return this.ws.data();
  }
  areas(): Rect[] {
    return this.rects;
  }
  /** The address as given (a request's description, not a loaded property). */
  get address(): string {
    return this.rects.map(rectAddr).join(',');
  }

  constructor(
    private readonly ctx: FakeContext,
    private readonly ws: Worksheet,
    areas: string[],
  ) {
    this.rects = areas.map(parseArea);
    const self = this;
    const setFmt = (prop: keyof Format) => (v: any) => this.write({ format: prop, v }, 'format', (s, a) => s.formats.set(a, { ...s.format(a), [prop]: v }));
    const font = {
      set color(v: string) { setFmt('color')(v); },
      set bold(v: boolean) { setFmt('bold')(v); },
      set italic(v: boolean) { setFmt('italic')(v); },
      set strikethrough(v: boolean) { setFmt('strike')(v); },
      set size(v: number) { setFmt('size')(v); },
      set name(v: string) { setFmt('name')(v); },
    };
    const fill = {
      set color(v: string) { setFmt('fill')(v); },
      clear: () => setFmt('fill')(null),
    };
    this.format = {
      font,
      fill,
      set horizontalAlignment(v: string) { setFmt('hAlign')(v); },
      set verticalAlignment(v: string) { setFmt('vAlign')(v); },
      set wrapText(v: boolean) { setFmt('wrap')(v); },
      set columnWidth(v: number) { self.sizes('col', v); },
      set rowHeight(v: number) { self.sizes('row', v); },
      protection: {
        set locked(v: boolean) {
          self.write({ locked: v }, 'format', (s, a) => (v ? s.unlocked.delete(a) : s.unlocked.add(a)));
        },
      },
      borders: { getItem: (edge: string) => self.border(edge) },
    };
    const setValidation = (prop: keyof Validation) => (v: any) =>
      this.write({ validation: prop, v }, 'format', (s, a) => s.validations.set(a, { ...s.validations.get(a), [prop]: v }));
    this.dataValidation = {
      set rule(v: any) { setValidation('rule')(v); },
      set prompt(v: any) { setValidation('prompt')(v); },
      set errorAlert(v: any) { setValidation('errorAlert')(v); },
      clear: () => this.write({ validation: 'clear' }, 'format', (s, a) => s.validations.delete(a)),
    };
  }

  private get label(): string {
    return this.rects.map(rectAddr).join(',');
  }

  /** A write to every cell; `kind` decides what protection allows. */
  private write(desc: object, kind: 'value' | 'format', f: (s: SheetData, a: string, row: number, col: number, rect: Rect) => void): void {
    this.ctx.enqueue({ range: this.label, ...desc }, () => {
      const s = this.ws.data();
      for (const r of this.rects)
        for (const [row, col] of cellsOf(r)) {
          const a = key(row, col);
          if (s.isProtected && (kind === 'format' || s.isLocked(a)))
            throw new OfficeError('AccessDenied', `The cell or chart you're trying to change is on a protected sheet (${s.name}!${a}).`);
        }
      for (const r of this.rects) for (const [row, col] of cellsOf(r)) f(s, key(row, col), row, col, r);
    });
  }

  private sizes(kind: 'col' | 'row', v: number): void {
    this.ctx.enqueue({ range: this.label, [kind === 'col' ? 'columnWidth' : 'rowHeight']: v }, () => {
      const s = this.ws.data();
      if (s.isProtected) throw new OfficeError('AccessDenied', `sizes cannot change on a protected sheet (${s.name})`);
      for (const r of this.rects) {
        if (kind === 'col') for (let c = r.left; c <= r.right; c++) s.colWidths.set(c, v);
        else for (let row = r.top; row <= r.bottom; row++) s.rowHeights.set(row, v);
      }
    });
  }

  private border(edge: string): any {
    const self = this;
    const apply = (prop: keyof Border, v: string) => applyAll({ [prop]: v });
    const applyAll = (p: Partial<Border>) =>
      this.ctx.enqueue({ range: this.label, border: edge, ...p }, () => {
        const s = this.ws.data();
        if (s.isProtected) throw new OfficeError('AccessDenied', `borders cannot change on a protected sheet (${s.name})`);
        for (const r of self.rects) {
          const lines: [Map<string, Border>, string][] = [];
          if (edge === 'EdgeTop') for (let c = r.left; c <= r.right; c++) lines.push([s.hLines, `${r.top - 1}:${c}`]);
          else if (edge === 'EdgeBottom') for (let c = r.left; c <= r.right; c++) lines.push([s.hLines, `${r.bottom}:${c}`]);
          else if (edge === 'EdgeLeft') for (let row = r.top; row <= r.bottom; row++) lines.push([s.vLines, `${row}:${r.left - 1}`]);
          else if (edge === 'EdgeRight') for (let row = r.top; row <= r.bottom; row++) lines.push([s.vLines, `${row}:${r.right}`]);
          else throw new OfficeError('InvalidArgument', `border ${edge} is not modelled`);
          for (const [map, k] of lines) {
            if (betweenMerges(s, map === s.hLines ? 'h' : 'v', k)) continue; // office-js 6405 case 1: lost on the web
            const old = map.get(k) ?? { style: 'None', weight: 'Thin', color: '#000000' };
            const next = { ...old, ...p };
            if (next.style === 'None') map.delete(k);
            else map.set(k, next);
          }
        }
      });
    return {
      set style(v: string) { apply('style', v); },
      set weight(v: string) { apply('weight', v); },
      set color(v: string) { apply('color', v); },
      /** RangeBorder.set({ style, weight, color }): one operation. */
      set: (p: Partial<Border>) => applyAll(p),
    };
  }

  /** Applies a workbook style: only the parts it includes; borders, number format and protection stay unless included. */
  set style(name: string) {
    this.write({ style: name }, 'format', (s, a) => {
      const st = this.ctx.app.styles.get(name.toLowerCase());
      if (!st) throw new OfficeError('InvalidArgument', `no style named ${name}`);
      const f = { ...s.format(a) };
      const g = st.format;
      if (st.includeFont) Object.assign(f, { name: g.name, color: g.color, bold: g.bold, italic: g.italic, strike: g.strike, size: g.size });
      if (st.includePatterns) f.fill = g.fill;
      if (st.includeAlignment) Object.assign(f, { hAlign: g.hAlign, vAlign: g.vAlign, wrap: g.wrap });
      if (st.includeNumber) s.numberFormats.delete(a);
      if (st.includeProtection) s.unlocked.delete(a);
      if (st.includeBorder) throw new OfficeError('NotImplemented', 'the fake does not model styles that carry borders');
      s.formats.set(a, f);
    });
  }

  set numberFormat(v: string[][] | string) {
    this.write({ numberFormat: v }, 'format', (s, a, row, col, r) => s.numberFormats.set(a, typeof v === 'string' ? v : v[row - r.top]![col - r.left]!));
  }

  set values(v: Value[][]) {
    if (this.rects.length !== 1) throw new OfficeError('InvalidOperation', 'values of a RangeAreas cannot be set at once');
    const r = this.rects[0]!;
    if (v.length !== r.bottom - r.top + 1 || v.some((row) => row.length !== r.right - r.left + 1))
      throw new OfficeError('InvalidArgument', `values of ${v.length}×${v[0]?.length} do not fit ${rectAddr(r)}`);
    this.ctx.enqueue({ check: 'merged parts', range: rectAddr(r) }, () => {
      const s = this.ws.data();
      for (const m of s.merges) {
        if (!overlaps(m, r)) continue;
        const whole = r.top <= m.top && r.left <= m.left && r.bottom >= m.bottom && r.right >= m.right;
        const topLeftAlone = r.top === m.top && r.left === m.left && r.bottom === m.top && r.right === m.left;
        if (!whole && !topLeftAlone) throw new OfficeError('InvalidOperation', `Cannot change part of a merged cell (${rectAddr(r)} cuts ${rectAddr(m)})`);
      }
    }, true);
    this.write({ values: v }, 'value', (s, a, row, col) => {
      const m = s.mergeAt(row, col);
      if (m && (m.top !== row || m.left !== col) && v[row - r.top]![col - r.left] !== '')
        throw new OfficeError('InvalidOperation', `${a} lies under a merged range`);
      const raw = v[row - r.top]![col - r.left]!;
      const fmt = s.numberFormats.get(a) ?? 'General';
      const stored = typeof raw === 'string' ? typedValue(raw, fmt) : fmt === '@' && typeof raw === 'number' ? String(raw) : raw;
      if (stored === '') s.values.delete(a);
      else s.values.set(a, stored);
    });
    this.ctx.enqueue({ event: 'changed' }, () => {
      this.ctx.app.emitOwn(this.ws.data(), 'changed', { address: rectAddr(r), source: 'Local', changeType: 'RangeEdited', triggerSource: 'ThisLocalAddin', type: 'WorksheetChanged' });
    }, true);
  }
  get values(): Value[][] {
    return this.valuesLoaded.get();
  }
  load(_props?: string): this {
    this.ctx.enqueue({ range: this.label, load: _props }, () => {
      const s = this.ws.data();
      const r = this.rects[0]!;
      const out: Value[][] = [];
      for (let row = r.top; row <= r.bottom; row++) {
        const line: Value[] = [];
        for (let col = r.left; col <= r.right; col++) line.push(s.value(key(row, col)));
        out.push(line);
      }
      this.valuesLoaded.set(out);
    });
    return this;
  }

  clear(_applyTo?: string): void {
    this.write({ clear: _applyTo ?? 'All' }, 'format', (s, a) => {
      s.values.delete(a);
      s.formats.delete(a);
      s.numberFormats.delete(a);
      s.unlocked.delete(a);
    });
    this.ctx.enqueue({ clearLines: this.label }, () => {
      const s = this.ws.data();
      for (const r of this.rects) {
        for (const k of [...s.hLines.keys()]) {
          const [row, col] = k.split(':').map(Number) as [number, number];
          if (col >= r.left && col <= r.right && row >= r.top - 1 && row <= r.bottom) s.hLines.delete(k);
        }
        for (const k of [...s.vLines.keys()]) {
          const [row, col] = k.split(':').map(Number) as [number, number];
          if (row >= r.top && row <= r.bottom && col >= r.left - 1 && col <= r.right) s.vLines.delete(k);
        }
      }
    }, true);
  }

  merge(_across = false): void {
    this.ctx.enqueue({ range: this.label, merge: true }, () => {
      const s = this.ws.data();
      if (s.isProtected) throw new OfficeError('AccessDenied', `cannot merge on a protected sheet (${s.name})`);
      for (const r of this.rects) {
        if (s.merges.some((m) => overlaps(m, r) && rectAddr(m) !== rectAddr(r))) throw new OfficeError('InvalidOperation', `${rectAddr(r)} overlaps a merged range`);
        if (!s.merges.some((m) => rectAddr(m) === rectAddr(r))) s.merges.push(r);
        const emptyTopLeft = s.value(key(r.top, r.left)) === '';
        for (const [row, col] of cellsOf(r)) {
          const a = key(row, col);
          if (row !== r.top || col !== r.left) s.values.delete(a);
          // office-js 6405: merging empty cells loses their fill
          if (emptyTopLeft && s.formats.has(a)) s.formats.set(a, { ...s.format(a), fill: null });
        }
      }
    });
  }

  unmerge(): void {
    this.ctx.enqueue({ range: this.label, unmerge: true }, () => {
      const s = this.ws.data();
      if (s.isProtected) throw new OfficeError('AccessDenied', `cannot unmerge on a protected sheet (${s.name})`);
      s.merges = s.merges.filter((m) => !this.rects.some((r) => overlaps(m, r)));
    });
  }

  select(): void {
    this.ctx.enqueue({ range: this.label, select: true }, () => {
      const s = this.ws.data();
      if (this.ctx.app.active !== s) throw new OfficeError('InvalidSelection', 'select() needs the sheet to be active');
      const address = this.label;
      const moved = this.ctx.app.selection?.sheet !== s || this.ctx.app.selection.address !== address;
      this.ctx.app.selection = { sheet: s, address };
      if (moved) this.ctx.app.emitOwn(s, 'selectionChanged', { address, type: 'WorksheetSelectionChanged' });
    });
  }
}
