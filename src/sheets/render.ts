// renderSheets: the screen as a pure function of the state.
import type { GameState, Lang, Message } from '../engine';
import { renderChronicle } from './chronicle';
import { renderExpedition } from './expedition';
import type { ReplayView, SheetModel } from './model';
import { renderSpace } from './space';

export interface RenderOptions {
  /** A refusal or load error to show in the text field instead of the state's own message. */
  readonly notice?: Message;
  /** A replay being watched: the choice menus show the replay's buttons (issue 14). */
  readonly replay?: ReplayView;
}

export function renderSheets(state: GameState, lang: Lang, opts: RenderOptions = {}): SheetModel {
  return {
    sheets: {
      space: renderSpace(state, lang, opts.notice, opts.replay),
      expedition: renderExpedition(state, lang, opts.notice, opts.replay),
      chronicle: renderChronicle(state, lang),
    },
    // R-GEN-06, R-LAND-04: from the landing order until leaving the planet, the expedition sheet.
    active: state.phase === 'landing' || state.phase === 'surface' ? 'expedition' : 'space',
  };
}
