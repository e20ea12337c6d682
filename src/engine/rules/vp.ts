// Every change of the victory points goes through addVp with its reason, so the text field can
// say what each PZ was for (issue: "PZ only changes with a message that says why"). step() turns
// the reasons of one step into notes after its message.
import type { GameState, VpChange, VpReason } from '../state';

/**
 * Adds VP for a reason. `reason` null means the message of this step names the amount itself
 * (research, the happy return, the end of the voyage), so no note is added.
 */
export function addVp(s: GameState, amount: number, reason: VpReason | null): GameState {
  if (amount === 0) return s;
  const vpLog: readonly VpChange[] = reason ? [...(s.vpLog ?? []), { amount, reason }] : s.vpLog ?? [];
  return { ...s, vp: s.vp + amount, vpLog };
}
