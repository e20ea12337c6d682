// R-ENC-13: after a meeting the hint describes the being met, while the meeting goes on; once it
// is over (fled, captured, let go, a plant's choice made), a step with nothing of its own to say
// tells what the party may do next — never the description of a being already gone.
import '../../src/engine/text/english';
import { newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { courseOf } from '../../src/engine/rules/course';

const NEXT = new Set(['hint.researchMode', 'hint.marchMode', 'hint.atShuttle', 'hint.afterResearch', 'hint.researchLandingField', 'hint.formParty']);

test('R-ENC-13: the being is described while its meeting goes on; the step that ends it says what the party may do', () => {
  let ended = 0;
  let described = 0;
  for (let seed = 1; seed <= 12; seed++) {
    let s: GameState = newGame({ length: 30, seed });
    for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
      const a = advise(s)!;
      const n = step(s, a.action).state;
      const open = courseOf(s);
      if (open && n.phase === 'surface' && !courseOf(n) && n.hitsToAssign === 0 && !n.surface!.wreck && n.surface!.shuttleThreats === 0) {
        ended++;
        // the meeting ended in this step: the hint is the party's next move, not the being
        expect(NEXT.has(n.hint?.key ?? 'none') ? n.hint!.key : `${a.action.type}: ${n.hint?.key}`).toBe(n.hint!.key);
        expect(n.hint?.key).not.toBe('hint.met');
      }
      if (open && courseOf(n) && (courseOf(n)!.stage === 'mode' || courseOf(n)!.stage === 'caught') && n.hitsToAssign === 0) {
        described++;
        // the meeting goes on where the menu needs no explaining: the being stays described
        expect(n.hint).toEqual(expect.objectContaining({ key: 'hint.met', params: expect.objectContaining({ being: { being: n.surface!.encounter!.being } }) }));
      }
      s = n;
    }
  }
  // both branches entered, many times
  expect(ended).toBeGreaterThan(60);
  expect(described).toBeGreaterThan(30);
});
