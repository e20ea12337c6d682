// Unit information on the starship log's buttons (R-UI-SPACE-01: the button selects the unit;
// when no other selection is pending it shows what the unit is for) and the tip strip.
import { END_TIP_COUNT, TIP_COUNT } from '../data/setup';
import { isHumanId, type UnitId } from '../data/units';
import type { GameState } from '../state';
import type { Message, MessageKey } from '../text';

export function unitInfo(state: GameState, unit: UnitId): { message: Message; hint: Message } {
  const about: MessageKey = `info.${unit}`;
  if (isHumanId(unit)) {
    const human = state.crew.find((h) => h.id === unit);
    return {
      message: { key: about, params: { int: human?.intelligence ?? 0 } },
      hint: { key: 'info.wounds', params: { unit: { unit }, wounds: human?.wounds ?? 0 } },
    };
  }
  const s = state.stock[unit];
  const count: Message =
    s.count > 0
      ? { key: 'info.stock', params: { unit: { unit }, count: s.count, damaged: s.damaged } }
      : { key: 'info.none', params: { unit: { unit } } };
  return { message: count, hint: { key: about } };
}

export function nextTip(state: GameState): number {
  return (state.tip + 1) % TIP_COUNT;
}

/** The tip the strip shows: once the game is over, one about the finished voyage (the same click turns them). */
export function tipKey(state: Pick<GameState, 'phase' | 'tip'>): MessageKey {
  return state.phase === 'ended' ? (`tip.end.${state.tip % END_TIP_COUNT}` as MessageKey) : (`tip.${state.tip}` as MessageKey);
}
