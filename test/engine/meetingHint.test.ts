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
  const seen = { ended: 0, described: 0, menuOwn: 0, afterSeen: 0, typed: 0 };
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
      if (!open && !now && s.surface?.encounter && calm(s) && calm(n)) {
        seen.afterSeen++;
        // the description left standing from the step that met the being (as one with nothing to
        // decide would leave it) is replaced by the next step, whatever the step is: a typed value
        // too (random play, 20 months, seed 57347, typed the resources right after an Abyssal Maw)
        if (a.action.type === 'setInput') seen.typed++;
        const described: GameState = { ...s, hint: { key: 'hint.met', params: { being: { being: s.surface.encounter.being }, about: { text: `being.${s.surface.encounter.being}.about` as MessageKey } } } };
        const after = step(described, a.action).state;
        expect(after.hint?.key).not.toBe('hint.met');
        expect(after.hint).toEqual(n.hint);
      }
      if (open && now && (now.stage === 'mode' || now.stage === 'caught') && calm(n)) {
        seen.described++;
        // the meeting goes on where the menu needs no explaining: the being stays described
        // with its description's text (step.ts metHint: the key kept per being)
        const being = n.surface!.encounter!.being;
        expect(n.hint).toEqual({ key: 'hint.met', params: { being: { being }, about: { text: `being.${being}.about` } } });
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
  expect(seen.typed).toBeGreaterThan(0);
});

test('R-ENC-13 a typed value changes no other hint: an open meeting stays described, the party hints and the orbit hint stay, no hint stays none', () => {
  const typed = (s: GameState) => step(s, { type: 'setInput', field: 'resources', raw: 1 }).state;
  const found: { open?: GameState; party?: GameState; orbit?: GameState } = {};
  for (let seed = 1; seed <= 12 && !(found.open && found.party && found.orbit); seed++) {
    let s: GameState = newGame({ length: 30, seed });
    for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
      const c = courseOf(s);
      if (!found.open && c && (c.stage === 'mode' || c.stage === 'caught') && s.hint?.key === 'hint.met') found.open = s;
      if (!found.party && s.phase === 'surface' && !c && s.hint && s.hint.key !== 'hint.met' && s.hitsToAssign === 0) found.party = s;
      if (!found.orbit && s.phase === 'orbit' && s.hint) found.orbit = s;
      s = step(s, advise(s)!.action).state;
    }
  }
  const { open, party, orbit } = found as Required<typeof found>;
  // each case really met
  expect([!!open, !!party, !!orbit]).toEqual([true, true, true]);
  expect(typed(open).hint).toEqual(open.hint);
  expect(typed(party).hint).toEqual(party.hint);
  expect(typed(orbit).hint).toEqual(orbit.hint);
  // a description off the planet (not one the game puts there) and no hint at all are left as they are
  const described = { ...orbit, hint: { key: 'hint.met', params: { being: { being: 'plainsFlatback' }, about: { text: 'being.plainsFlatback.about' } } } } as GameState;
  expect(typed(described).hint).toEqual(described.hint);
  expect(typed({ ...party, hint: null }).hint).toBeNull();
});
