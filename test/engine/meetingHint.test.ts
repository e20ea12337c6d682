// R-ENC-13: after a meeting the hint describes the being met, while the meeting goes on; once it
// is over (fled, captured, let go, a plant's choice made, or a being only seen), a step with
// nothing of its own to say tells what the party may do next — never the description of a being
// already gone. Where the meeting's menu has its own hint (the strategies' numbers, how weapons
// count), that hint stays.
import '../../src/engine/text/english';
import { newGame, step, type GameState, type MessageKey } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { courseOf } from '../../src/engine/rules/course';
import { overMeetingFault } from '../../src/fuzz/textCheck';

const NEXT = new Set(['hint.researchMode', 'hint.marchMode', 'hint.atShuttle', 'hint.afterResearch', 'hint.researchLandingField', 'hint.formParty']);
const calm = (n: GameState) => n.phase === 'surface' && n.hitsToAssign === 0 && !n.surface!.wreck && n.surface!.shuttleThreats === 0;

test('R-ENC-13: the being is described while its meeting goes on; the step that ends it, or any later one, says what the party may do', () => {
  const seen = { ended: 0, described: 0, menuOwn: 0, afterSeen: 0 };
  for (let seed = 1; seed <= 12; seed++) {
    let s: GameState = newGame({ length: 30, seed });
    for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
      const a = advise(s)!;
      const n = step(s, a.action).state;
      expect(overMeetingFault(s, n)).toBeNull();
      const open = courseOf(s);
      const now = courseOf(n);
      if (open && !now && calm(n)) {
        seen.ended++;
        // the meeting ended in this step: the hint is the party's next move, not the being
        expect(NEXT.has(n.hint!.key) ? 'next move' : `${a.action.type}: ${n.hint?.key}`).toBe('next move');
      }
      if (!open && !now && s.surface?.encounter && calm(s) && calm(n) && a.action.type !== 'setInput') {
        seen.afterSeen++;
        // the description left standing from the step that met the being (as one with nothing to
        // decide would leave it) is replaced by the next step, whatever the step is
        const described: GameState = { ...s, hint: { key: 'hint.met', params: { being: { being: s.surface.encounter.being }, about: { text: `being.${s.surface.encounter.being}.about` as MessageKey } } } };
        const after = step(described, a.action).state;
        expect(after.hint?.key).not.toBe('hint.met');
        expect(after.hint).toEqual(n.hint);
      }
      if (open && now && (now.stage === 'mode' || now.stage === 'caught') && calm(n)) {
        seen.described++;
        // the meeting goes on where the menu needs no explaining: the being stays described
        expect(n.hint).toEqual(expect.objectContaining({ key: 'hint.met', params: expect.objectContaining({ being: { being: n.surface!.encounter!.being } }) }));
      }
      if (open && now && (now.stage === 'weapons' || now.stage === 'choose') && a.action.type !== 'hit' && a.action.type !== 'hitSuit' && calm(n)) {
        seen.menuOwn++;
        // the menu's own explanation is not replaced by the description
        expect(n.hint?.key).toBe(now.stage === 'weapons' ? 'hint.weapons' : 'hint.course');
      }
      s = n;
    }
  }
  // every branch entered, many times
  expect(seen.ended).toBeGreaterThan(60);
  expect(seen.described).toBeGreaterThan(30);
  expect(seen.menuOwn).toBeGreaterThan(30);
  expect(seen.afterSeen).toBeGreaterThan(200);
});
