// In English a crew member in a sentence takes the article, as 'the Scientist is dead' always did:
// 'A fatal wound: Doctor is dead' stood beside it (a scan of 400 advised games).
import { format, type MessageKey } from '../../src/engine';
import '../../src/engine/text/english';

const scout = { unit: { unit: 'scout' } };

test.each<[MessageKey, Record<string, unknown>, string]>([
  ['msg.hit.death', scout, 'A fatal wound: the Scout is dead.'],
  ['msg.hit.suitDeath', scout, 'Suit destroyed, and the planet’s air kills: the Scout is dead.'],
  ['note.suitDeath', scout, 'The damaged suit failed: the Scout is dead.'],
  ['note.brainDamageKills', scout, 'The Scout did not survive the brain damage.'],
  ['msg.suitOffDestroyed', scout, 'The Scout took off the light suit; taken off on a planet, the suit is destroyed.'],
  ['msg.suitOffKept', scout, 'The Scout took off the heavy suit; the suit stays with the expedition.'],
  ['msg.suitOffDeath', scout, 'The Scout took his suit off in a deadly atmosphere and died.'],
  ['msg.landNeedSuit', scout, 'The Scout needs a suit in this atmosphere.'],
  ['msg.landNeedHeavySuit', scout, 'The Scout needs a Heavy Suit in an acid atmosphere.'],
  ['msg.course.hunted', { ...scout, being: { being: 'fogStalker' }, count: 8 }, 'Fog Stalker runs down the slowest: the Scout fights alone. Wounds to give out: 8.'],
])('R-DMG-10 R-UI-TEXT %s names the crew member with the article', (key, params, text) => {
  expect(format('en', { key, params: params as never })).toBe(text);
});
