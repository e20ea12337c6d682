// The advisor's sentence for a hit names the row its action clicks: a human's suit by its kind and
// its wearer (it named a loose 'Suit' before, whoever wore which), the artifacts row as such (it
// named the resources before), any other row by its unit.
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, type Action, type GameState, type Message } from '../../src/engine';
import { unitsLeft } from '../../src/engine/rules/losses';
import { advise, hitChoice } from '../../src/engine/bot/heuristic';
import { adviceFault } from '../../src/fuzz/claimCheck';

/** The advised 10-month game of seed 3 at its step 224 (saved: the advisor's later changes play that game otherwise): a hit on the Scout's light suit is advised. */
function suitHit(): { before: GameState; action: Action; reason: Message } {
  const loaded = deserialize(readFileSync(join(__dirname, 'fixtures', 'suitHitAdvised.json'), 'utf8'));
  if (!loaded.ok) throw new Error('suitHitAdvised.json does not load');
  const a = advise(loaded.state)!;
  return { before: loaded.state, action: a.action, reason: a.reason };
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
    // the only row open: the sentence says so (it said "it costs least there", with nothing to compare)
    expect(hitChoice(s, [artifacts])).toEqual({ action: artifacts, reason: { key: 'bot.hitArtifactOnly' } });
    expect(format('en', { key: 'bot.hitArtifactOnly' })).toBe('Advisor: give the hit to the artifacts; no other row can take it.');
    expect(format('pl', { key: 'bot.hitArtifactOnly' })).toBe('Doradca: trafienie na artefakty — żaden inny wiersz go nie przyjmie.');
    // with a dearer row beside it (a wound that would kill the Scout), the cheapest
    const scout = s.crew.find((h) => h.id === 'scout')!;
    const dying: GameState = { ...s, crew: s.crew.map((h) => (h.id === 'scout' ? { ...h, wounds: 5 } : h)) };
    expect(scout.alive).toBe(true);
    const kill: Action = { type: 'hit', folder: 'expedition', unit: 'scout' };
    expect(hitChoice(dying, [kill, artifacts])).toEqual({ action: artifacts, reason: { key: 'bot.hitArtifact' } });
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
    expect(hitChoice(heavy, [hit])).toEqual({ action: hit, reason: { key: 'bot.hitSuitOnly', params: { suit: { unit: 'heavySuit' }, unit: { unit: wearer } } } });
    expect(format('en', hitChoice(heavy, [hit])!.reason)).toMatch(/^Advisor: give the hit to the \w+'s Heavy Suit; no other row can take it\.$/);
    expect(format('pl', { key: 'bot.hitSuitOnly', params: { suit: { unit: 'heavySuit' }, unit: { unit: 'scientist' } } })).toBe('Doradca: trafienie na Ciężki Skafander Naukowca — żaden inny wiersz go nie przyjmie.');
    // a row's own sentence when it is the only one: a unit
    const only: Action = { type: 'hit', folder: 'expedition', unit: 'tools' };
    expect(hitChoice(s, [only])?.reason).toEqual({ key: 'bot.hitOnly', params: { unit: { unit: 'tools' } } });
    expect(format('en', { key: 'bot.hitOnly', params: { unit: { unit: 'commander' } } })).toBe('Advisor: give the hit to the Commander; no other row can take it.');
    expect(format('pl', { key: 'bot.hitOnly', params: { unit: { unit: 'commander' } } })).toBe('Doradca: trafienie na Dowódcę — żaden inny wiersz go nie przyjmie.');
    expect(hitChoice(s, [])).toBeNull();
    expect(hitChoice(s, [{ type: 'research' }, { type: 'nextTip' }])).toBeNull();
    expect(hitChoice(s, [{ type: 'research' }, hit])?.action).toEqual(hit);
  });
});

describe('the advisor spares what a hit would destroy (R-DMG-13, R-DMG-14)', () => {
  /** The seed-3 state with the expedition's device rows set as given. */
  function withUnits(units: Record<string, { count: number; damaged: number }>): GameState {
    const s = suitHit().before;
    const e = s.party.expedition;
    return { ...s, party: { ...s.party, expedition: { ...e, units: { ...e.units, ...units } } } };
  }
  const laser: Action = { type: 'hit', folder: 'expedition', unit: 'laser' };
  const tools: Action = { type: 'hit', folder: 'expedition', unit: 'tools' };
  const repbot: Action = { type: 'hit', folder: 'expedition', unit: 'repbot' };

  test('a working device is damaged before a damaged one is destroyed (the hit destroyed a repaired Laser before)', () => {
    const s = withUnits({ laser: { count: 1, damaged: 1 }, tools: { count: 1, damaged: 0 } });
    // the only Laser anywhere: its loss costs the point of R-DMG-14
    expect(unitsLeft(s, 'laser')).toBe(1);
    expect(hitChoice(s, [laser, tools])?.action).toEqual(tools);
    expect(hitChoice(s, [tools, laser])?.action).toEqual(tools);
  });
  test('with both rows damaged, a robot (1 point each, R-DMG-13) is spared before a device of which another is left', () => {
    const s = withUnits({ laser: { count: 2, damaged: 2 }, repbot: { count: 1, damaged: 1 } });
    expect(hitChoice(s, [repbot, laser])?.action).toEqual(laser);
    // the last Laser would cost its point as the robot does: then the device's lower cost decides
    const last = withUnits({ laser: { count: 1, damaged: 1 }, repbot: { count: 1, damaged: 1 } });
    expect(hitChoice(last, [repbot, laser])?.action).toEqual(laser);
    // a working robot is damaged rather than a damaged device destroyed
    const working = withUnits({ laser: { count: 1, damaged: 1 }, repbot: { count: 1, damaged: 0 } });
    expect(hitChoice(working, [laser, repbot])?.action).toEqual(repbot);
  });
  test('a damaged device of which another is left is destroyed after a working one is damaged, before a working robot', () => {
    const s = withUnits({ laser: { count: 2, damaged: 2 }, tools: { count: 1, damaged: 0 }, repbot: { count: 1, damaged: 0 } });
    expect(unitsLeft(s, 'laser')).toBe(2);
    expect(hitChoice(s, [laser, tools])?.action).toEqual(tools);
    expect(hitChoice(s, [repbot, laser])?.action).toEqual(laser);
  });
  test('R-DMG-15 an undamageable Stunner, whose loss costs no point, takes the hit before a working robot is damaged', () => {
    const stunner: Action = { type: 'hit', folder: 'expedition', unit: 'stunner' };
    const s = withUnits({ stunner: { count: 1, damaged: 0 }, repbot: { count: 1, damaged: 0 } });
    expect(hitChoice(s, [repbot, stunner])?.action).toEqual(stunner);
  });
});
