// The advisor's sentence for a hit names the row its action clicks: a human's suit by its kind and
// its wearer (it named a loose 'Suit' before, whoever wore which), the artifacts row as such (it
// named the resources before), any other row by its unit.
import { format, newGame, step, type Action, type GameState, type Message } from '../../src/engine';
import { advise, hitChoice } from '../../src/engine/bot/heuristic';
import { adviceFault } from '../../src/fuzz/claimCheck';

/** The advised 10-month game of seed 3 at its step 224: a hit on the Scout's light suit is advised. */
function suitHit(): { before: GameState; action: Action; reason: Message } {
  let s = newGame({ length: 10, seed: 3 });
  for (let i = 0; i < 224; i++) s = step(s, advise(s)!.action).state;
  const a = advise(s)!;
  return { before: s, action: a.action, reason: a.reason };
}

describe('the advisor names the row a hit goes to', () => {
  test("a hit on a human's suit names the wearer and the suit he wears (it named a loose 'Suit' before)", () => {
    const st = suitHit();
    expect(st.action.type).toBe('hitSuit');
    const a = st.action as Extract<Action, { type: 'hitSuit' }>;
    const kind = st.before.party[a.folder as 'expedition'].crew.find((p) => p.id === a.unit)!.suit!.kind;
    expect(st.reason).toEqual({ key: 'bot.hitSuit', params: { suit: { unit: kind }, unit: { unit: a.unit } } });
    expect(adviceFault(st.action, st.reason)).toBeNull();
    expect(kind).toBe('suit');
    expect(a.unit).toBe('scout');
    expect(format('en', st.reason)).toBe("Advisor: give the hit to the Scout's Suit; it costs least there.");
    expect(format('pl', st.reason)).toBe('Doradca: trafienie na Skafander Zwiadowcy — tam kosztuje najmniej.');
    expect(format('pl', { key: 'bot.hitSuit', params: { suit: { unit: 'heavySuit' }, unit: { unit: 'scientist' } } })).toBe('Doradca: trafienie na Ciężki Skafander Naukowca — tam kosztuje najmniej.');
  });

  test('a hit on the artifacts row is advised as such (it named the resources before)', () => {
    const s = suitHit().before;
    const artifacts: Action = { type: 'hit', folder: 'carried', unit: 'artifacts' };
    expect(hitChoice(s, [artifacts])).toEqual({ action: artifacts, reason: { key: 'bot.hitArtifact' } });
    expect(format('en', { key: 'bot.hitArtifact' })).toBe('Advisor: give the hit to the artifacts; it costs least there.');
    expect(format('pl', { key: 'bot.hitArtifact' })).toBe('Doradca: trafienie na artefakty — tam kosztuje najmniej.');
    // a resource still reads as one
    const resources: Action = { type: 'hit', folder: 'carried', unit: 'resources' };
    expect(hitChoice(s, [artifacts, resources])).toEqual({ action: resources, reason: { key: 'bot.hit', params: { unit: { unit: 'resources' } } } });
  });
  test("a heavy suit is named as one; a list with no hit row gives no advice", () => {
    const s = suitHit().before;
    const e = s.party.expedition;
    // the wearer is not the folder's first: the suit is looked up by who wears it
    const wearer = e.crew.at(-1)!.id;
    expect(e.crew[0]!.id).not.toBe(wearer);
    expect(e.crew[0]!.suit?.kind).toBe('suit');
    const heavy: GameState = { ...s, party: { ...s.party, expedition: { ...e, crew: e.crew.map((p) => (p.id === wearer ? { ...p, suit: { kind: 'heavySuit' as const, damaged: false } } : p)) } } };
    const hit: Action = { type: 'hitSuit', folder: 'expedition', unit: wearer };
    expect(hitChoice(heavy, [hit])).toEqual({ action: hit, reason: { key: 'bot.hitSuit', params: { suit: { unit: 'heavySuit' }, unit: { unit: wearer } } } });
    expect(format('en', hitChoice(heavy, [hit])!.reason)).toMatch(/^Advisor: give the hit to the \w+'s Heavy Suit; it costs least there\.$/);
    expect(hitChoice(s, [])).toBeNull();
    expect(hitChoice(s, [{ type: 'research' }, { type: 'nextTip' }])).toBeNull();
    expect(hitChoice(s, [{ type: 'research' }, hit])?.action).toEqual(hit);
  });
});
