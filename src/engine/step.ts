// step(state, action): the only way a game changes. An action that is not legal now is refused
// with a message for the text field and the state is returned unchanged.
import { actionKey, type Action } from './actions';
import { isInputField } from './data/inputs';
import { legalActions } from './legal';
import { nextTip, unitInfo } from './rules/info';
import { checkInput } from './rules/inputs';
import { onboardSeries } from './rules/onboard';
import { newGame } from './rules/setup';
import { assignWound, chooseOption, declineLanding, fly } from './rules/space';
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
    return { state, events: [], refused: { key: state.phase === 'ended' ? 'msg.gameOver' : 'msg.refused' } };
  }
  if (action.type === 'setInput') {
    const r = checkInput(action.field, action.raw);
    if (!r.ok) return { state, events: [], refused: r.message };
    const next = { ...state, inputs: { ...state.inputs, [action.field]: r.value } };
    return r.message ? { state: { ...next, message: r.message }, events: [r.message] } : { state: next, events: [] };
  }
  const dice = new Dice(state.rng);
  const next = apply(state, action, dice);
  // Every draw of this step is saved back into the state (a new game carries its own generator).
  const saved = action.type === 'newGame' ? next : { ...next, rng: dice.state() };
  return { state: saved, events: [saved.message] };
}

function apply(state: GameState, action: Exclude<Action, { type: 'setInput' }>, dice: Dice): GameState {
  switch (action.type) {
    case 'openNewGame':
      return { ...state, menu: 'chooseLength', message: { key: 'msg.chooseLength' }, hint: { key: 'hint.chooseLength' } };
    case 'cancel':
      return { ...state, menu: 'main', message: { key: 'msg.newGameCancelled' }, hint: null };
    case 'newGame':
      // The next game's seed comes from this game's PRNG: replaying the same actions on the
      // same seed gives the same chain of games.
      return newGame({ length: action.length, seed: dice.seed() });
    case 'selectUnit': {
      const { message, hint } = unitInfo(state, action.unit);
      return { ...state, message, hint };
    }
    case 'nextTip':
      return { ...state, tip: nextTip(state) };
    case 'fly':
      return fly(state, action.dir, dice);
    case 'decline':
      return declineLanding(state);
    case 'onboard':
      return onboardSeries(state).state;
    case 'finishOnboard':
      return { ...state, phase: 'space', message: { key: 'msg.onboardFinished' }, hint: null };
    case 'chooseOption':
      return chooseOption(state, action.index, dice);
    case 'assignWound':
      return assignWound(state, action.unit, dice);
  }
}
