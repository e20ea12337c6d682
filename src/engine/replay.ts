// Replaying a game from its seed and its journal (issue 14 point 4): every intermediate state, as
// the game went through it. A damaged or edited journal ends the replay at the first line that
// does not decode or that the game refuses, and a journal that does not lead to the saved state
// (a save from before the journal, an edited state) is reported, never trusted.
import { decodeAction, journalLines } from './journal';
import { newGame } from './rules/setup';
import { asCampaignGame } from './rules/campaign';
import { serialize } from './serialize';
import type { GameState } from './state';
import { step } from './step';

export type ReplayResult =
  | { readonly ok: true; readonly states: readonly GameState[] }
  | { readonly ok: false; readonly line: number; readonly reason: 'undecodable' | 'refused' | 'mismatch'; readonly states: readonly GameState[] };

/**
 * The states of a game from its start: states[0] is the new game, states[i] the state after line
 * i. The workbook's chronicle is no part of the game: every state shown carries the one given.
 */
export function replay(game: Pick<GameState, 'seed' | 'length' | 'journal' | 'chronicle' | 'worlds' | 'campaign'>, expected?: GameState): ReplayResult {
  const fresh = newGame({ length: game.length, seed: game.seed, chronicle: game.chronicle, randomize: game.worlds !== null });
  // a campaign's voyage begins with the campaign so far and the balance it carried in
  const c = game.campaign;
  const states: GameState[] = [c ? asCampaignGame(fresh, c.id, c.played, c.startBalance) : fresh];
  const lines = journalLines(game.journal);
  for (let i = 0; i < lines.length; i++) {
    const action = decodeAction(lines[i]!);
    if (!action) return { ok: false, line: i + 1, reason: 'undecodable', states };
    let r;
    try {
      r = step(states.at(-1)!, action);
    } catch {
      return { ok: false, line: i + 1, reason: 'refused', states };
    }
    if (r.refused) return { ok: false, line: i + 1, reason: 'refused', states };
    states.push(r.state);
  }
  if (expected && serialize(states.at(-1)!) !== serialize(expected)) return { ok: false, line: lines.length, reason: 'mismatch', states };
  return { ok: true, states };
}
