// The engine's public surface. Hosts and the sheet layer import from here only.
export type { Action, ActionType } from './actions';
export { actionKey } from './actions';
export { newGame, type NewGameOptions } from './rules/setup';
export { step, isLegal, type StepResult } from './step';
export { quantityAboard, allowedToTake } from './rules/allowance';
export { legalActions, menuItems, selectableUnits, type MenuItem } from './legal';
export { serialize, deserialize, APP_ID, MAX_SAVE_CHARS, type LoadResult, type LoadErrorCode } from './serialize';
export { STATE_VERSION, type GameState, type Human, type Stock } from './state';
export * from './data/units';
export * from './data/setup';
export * from './text';
export * from './data/unitRules';
export * from './data/inputs';
export { checkInput, parseTyped, type InputOutcome } from './rules/inputs';
