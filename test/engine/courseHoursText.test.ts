// The hours of a flight and of failed talks read as every other span of hours does: '2,5 godz.'
// and '2.5 h' (a play-through showed "the escape takes hours: 2" beside "Forced march: 2 h").
import { format } from '../../src/engine';
import '../../src/engine/text/english';

const params = { being: { being: 'mudGulper' }, hours: 2.5 };

test('R-STRAT flight: the escape is told in hours as the march is, in both languages', () => {
  expect(format('pl', { key: 'msg.course.escaped', params })).toBe('Ekspedycja umyka przed istotą (Mułołyk); ucieczka trwa 2,5 godz.');
  expect(format('en', { key: 'msg.course.escaped', params })).toBe('The expedition escapes from Mud Gulper; the escape takes 2.5 h.');
});

test('R-STRAT negotiation: failed talks say the hours they took, in both languages', () => {
  expect(format('pl', { key: 'msg.course.talksFailed', params })).toBe('Porozumienie z istotą (Mułołyk) nie udaje się po 2,5 godz. Wybierz inną strategię.');
  expect(format('en', { key: 'msg.course.talksFailed', params })).toBe('Talks with Mud Gulper fail after 2.5 h. Choose another strategy.');
});
