// A game session as every host sees it: the state, the language and the drawing on screen.
// A click becomes an Action (actionAt), the engine steps, the sheets are redrawn and diffed, and
// the host applies the patch and stores the serialised state. No rules here, no host API.
import {
  actionKey,
  appendChronicle,
  chronicleEntry,
  deserialize,
  newGame,
  serialize,
  step,
  type GameState,
  type Lang,
  type Message,
  type NewGameOptions,
} from '../engine';
import { actionAt, diff, renderSheets, type AdviceView, type Cell, type ModelPatch, type ReplayMove, type SheetId, type SheetModel } from '../sheets';
import { advisorNow } from './advisor';
import { replay } from '../engine/replay';

export interface ClickOutcome {
  /** False for a click on a dead cell: nothing changes, nothing needs drawing or saving. */
  readonly acted: boolean;
  readonly patch: ModelPatch | null;
  /** Set when the engine refused the action. */
  readonly refused?: Message;
}

/** Two clicks on one cell closer than this are a double click (the usual system setting; Excel host). */
export const DOUBLE_CLICK_MS = 500;

export class GameSession {
  private lastClick: { sheet: SheetId; address: string; key: string } | null = null;
  private _state: GameState;
  private _model: SheetModel;
  private notice: Message | undefined;
  /** Issue 15: the advisor's move shown until the next click. */
  private advice: AdviceView | undefined;
  /** Issue 14: a replay being watched — the game's states from its start, and the one shown. */
  private replaying: { states: readonly GameState[]; index: number } | null = null;

  constructor(
    state: GameState,
    private _lang: Lang,
    /** Today as 'YYYY-MM-DD', for the chronicle's lines (the host's clock; tests fix it). */
    private readonly today: () => string = () => localDay(),
  ) {
    this._state = state;
    this._model = renderSheets(state, _lang);
  }

  static fresh(opts: NewGameOptions, lang: Lang, today?: () => string): GameSession {
    return new GameSession(newGame(opts), lang, today);
  }

  /** Resumes a saved game, or reports why it cannot be resumed. */
  static resume(saved: string, lang: Lang, today?: () => string): { ok: true; session: GameSession } | { ok: false; error: Message } {
    const r = deserialize(saved);
    return r.ok ? { ok: true, session: new GameSession(r.state, lang, today) } : { ok: false, error: r.error };
  }

  get state(): GameState {
    return this._state;
  }
  get lang(): Lang {
    return this._lang;
  }
  get model(): SheetModel {
    return this._model;
  }

  serialized(): string {
    return serialize(this._state);
  }

  /**
   * A click on a cell of a sheet. `repeat`: the host saw this click as the second of a double
   * click (the browser's click count, or Excel's clicks closer than DOUBLE_CLICK_MS). It lands on
   * a cell the first click may have redrawn, so it acts only if the cell still does what the first
   * click did: 'dodaj zasób' double-clicked adds twice, a menu line that moved under the pointer
   * is not taken.
   */
  click(sheet: SheetId, address: string, repeat = false): ClickOutcome {
    const action = actionAt(this._model.sheets[sheet], address);
    if (!action) return { acted: false, patch: null };
    const key = actionKey(action);
    const last = this.lastClick;
    this.lastClick = { sheet, address, key };
    if (repeat && last && last.sheet === sheet && last.address === address && last.key !== key) return { acted: false, patch: null };
    if (action.type === 'replay') return { acted: true, patch: this.replayMove(action.move) };
    // while a replay is watched the game's own buttons do nothing
    if (this.replaying) return { acted: false, patch: null };
    if (action.type === 'advise') return { acted: true, patch: this.advise() };
    this.advice = undefined;
    const r = step(this._state, action);
    this._state = this.chronicled(this._state, r.state);
    this.notice = r.refused;
    return { acted: true, patch: this.redraw(), ...(r.refused ? { refused: r.refused } : {}) };
  }

  /**
   * A value typed into a cell. Only input cells take values; whatever was typed is drawn over
   * with the model's value afterwards (clamped, or the old one when refused).
   */
  input(sheet: SheetId, address: string, raw: string | number | boolean | null): ClickOutcome {
    const field = this._model.sheets[sheet].cells.get(address)?.input?.field;
    if (!field) return { acted: false, patch: null };
    this.advice = undefined;
    const r = step(this._state, { type: 'setInput', field, raw });
    this._state = r.state;
    this.notice = r.refused;
    const patch = this.redraw();
    return { acted: true, patch: this.withCells(patch, sheet, [address]), ...(r.refused ? { refused: r.refused } : {}) };
  }

  /** A patch that redraws the given cells from the model, e.g. after someone typed over them. */
  repair(sheet: SheetId, addresses: readonly string[]): ModelPatch {
    return this.withCells(diff(this._model, this._model), sheet, addresses);
  }

  private withCells(patch: ModelPatch, sheet: SheetId, addresses: readonly string[]): ModelPatch {
    const sp = patch.sheets[sheet];
    const cells: Record<string, Cell | null> = { ...sp.cells };
    for (const a of addresses) cells[a] = this._model.sheets[sheet].cells.get(a) ?? null;
    return { ...patch, sheets: { ...patch.sheets, [sheet]: { ...sp, cells } } };
  }

  /** Issue 14 point 8: the step that ended the voyage writes its line into the workbook's chronicle, dated today. */
  private chronicled(before: GameState, after: GameState): GameState {
    if (before.phase === 'ended' || after.phase !== 'ended') return after;
    return { ...after, chronicle: appendChronicle(after.chronicle, chronicleEntry(after, this.today())) };
  }

  /**
   * Issue 15: the advisor ('doradca' in the menu, the task pane's button): the heuristic player's
   * move, its reason in the hint field and its cell highlighted until the next click. It never
   * acts by itself; the state does not change.
   */
  advise(): ModelPatch {
    if (this.replaying) return this.redraw();
    // the task pane loads the advisor on the first request (session/advisor.ts): its host waits for it
    const advise = advisorNow();
    if (!advise) {
      this.advice = undefined;
      this.notice = { key: 'bot.loading' };
      return this.redraw();
    }
    const a = advise(this._state);
    this.advice = a ?? undefined;
    this.notice = a ? undefined : { key: 'bot.none' };
    return this.redraw();
  }

  /** The advice shown now, if any. */
  get currentAdvice(): AdviceView | undefined {
    return this.advice;
  }

  /** Replaces the game (panel's new game, a loaded workbook). */
  replace(state: GameState): ModelPatch {
    this._state = state;
    this.notice = undefined;
    this.advice = undefined;
    return this.redraw();
  }

  setLang(lang: Lang): ModelPatch {
    this._lang = lang;
    return this.redraw();
  }

  /** Shows a message in the text field without changing the game (e.g. a bad typed value). */
  tell(notice: Message): ModelPatch {
    this.notice = notice;
    return this.redraw();
  }

  /** True while a replay is watched. */
  get inReplay(): boolean {
    return this.replaying !== null;
  }

  /**
   * Issue 14: the replay's buttons. 'start' rebuilds the game from its seed and journal (a damaged
   * journal is reported, the game goes on); a step or a month moves through it; 'exit' comes back
   * to the game as it was. The game itself never changes.
   */
  replayMove(move: ReplayMove): ModelPatch {
    if (move === 'start') {
      const r = replay(this._state, this._state);
      if (!r.ok) return this.tell({ key: 'msg.replayBroken', params: { line: r.line } });
      this.replaying = { states: r.states, index: r.states.length - 1 };
    } else if (this.replaying) {
      if (move === 'exit') {
        this.replaying = null;
        this.notice = { key: 'msg.replayEnded' };
        return this.redraw();
      }
      this.replaying = { ...this.replaying, index: replayIndex(this.replaying.states, this.replaying.index, move) };
    }
    this.notice = undefined;
    return this.redraw();
  }

  private redraw(): ModelPatch {
    const next = this.replaying ? this.replayModel(this.replaying) : renderSheets(this._state, this._lang, { ...(this.notice ? { notice: this.notice } : {}), ...(this.advice ? { advice: this.advice } : {}) });
    const patch = diff(this._model, next);
    this._model = next;
    return patch;
  }

  /** The state of the step shown, with the replay's menu and where the replay stands in the text field. */
  private replayModel({ states, index }: { states: readonly GameState[]; index: number }): SheetModel {
    const s = states[index]!;
    const notice: Message = { key: 'msg.replayAt', params: { step: index, total: states.length - 1, month: s.month } };
    return renderSheets(s, this._lang, { notice, replay: { index, total: states.length - 1 } });
  }
}

/** The host's day, 'YYYY-MM-DD' in local time (the day the player sees on the calendar). */
export function localDay(d: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** Where a replay button leads: a step, or the first state of the previous or next month (the ends at most). */
export function replayIndex(states: readonly GameState[], index: number, move: Exclude<ReplayMove, 'start' | 'exit'>): number {
  const last = states.length - 1;
  if (move === 'back') return Math.max(0, index - 1);
  if (move === 'forward') return Math.min(last, index + 1);
  const month = states[index]!.month;
  if (move === 'monthForward') {
    const next = states.findIndex((s, i) => i > index && s.month > month);
    return next < 0 ? last : next;
  }
  // the first state of the month before this one (or the start)
  const before = states.findIndex((s) => s.month >= month - 1);
  return Math.max(0, Math.min(index - 1, before));
}
