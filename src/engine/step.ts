// step(state, action): the only way a game changes. An action that is not legal now is refused
// with a message for the text field and the state is returned unchanged.
import { actionKey, type Action } from './actions';
import { legalActions } from './legal';
import { isInputField } from './data/inputs';
import { nextTip, unitInfo } from './rules/info';
import { checkInput } from './rules/inputs';
import { newGame } from './rules/setup';
import { Dice } from './rng';
import type { GameState } from './state';
import type { Message } from './text';

export interface StepResult {
  readonly state: GameState;
  /** What happened, in order, for a log or a host to show. */
  readonly events: readonly Message[];
  /** Set when the action was refused; the state is then the input state. */
  readonly refused?: Message;
}

export function isLegal(state: GameState, action: Action): boolean {
  // Typed values are always accepted for checking; their range is checked by checkInput.
  if (action.type === 'setInput') return isInputField(action.field);
  const key = actionKey(action);
  return legalActions(state).some((a) => actionKey(a) === key);
}

export function step(state: GameState, action: Action): StepResult {
  if (!isLegal(state, action)) {
    return { state, events: [], refused: { key: 'msg.refused' } };
  }
  if (action.type === 'setInput') {
    const r = checkInput(action.field, action.raw);
    if (!r.ok) return { state, events: [], refused: r.message };
    const next = { ...state, inputs: { ...state.inputs, [action.field]: r.value } };
    return r.message ? { state: { ...next, message: r.message }, events: [r.message] } : { state: next, events: [] };
  }
  const next = apply(state, action);
  return { state: next, events: [next.message] };
}

function apply(state: GameState, action: Action): GameState {
  switch (action.type) {
    case 'openNewGame':
      return {
        ...state,
        menu: 'chooseLength',
        message: { key: 'msg.chooseLength' },
        hint: { key: 'hint.chooseLength' },
      };
    case 'cancel':
      return { ...state, menu: 'main', message: { key: 'msg.newGameCancelled' }, hint: null };
    case 'newGame': {
      // The next game's seed comes from this game's PRNG: replaying the same actions on the
      // same seed gives the same chain of games.
      const seed = new Dice(state.rng).seed();
      return newGame({ length: action.length, seed });
    }
    case 'selectUnit': {
      const { message, hint } = unitInfo(state, action.unit);
      return { ...state, message, hint };
    }
    case 'nextTip':
      return { ...state, tip: nextTip(state) };
    case 'setInput':
      return state; // handled in step before dispatch
  }
}
