// Which auto response a message calls for: whole words or phrases, any letter case in any script,
// characters taken literally, the longest trigger first.
import t from 'tap';
import { triggerMatcher } from '../../server/bot/features/trigger-match.js';
import { createCooldown } from '../../server/bot/features/cooldown.js';

const matcher = (...triggers: string[]) => {
  const match = triggerMatcher(triggers.map((trigger) => ({ trigger, value: trigger })));
  return (content: string) => match(content)?.value ?? null;
};

t.test('a trigger matches as a whole word, in any letter case', async (t) => {
  const match = matcher('regeln');
  t.equal(match('Wo finde ich die Regeln?'), 'regeln');
  t.equal(match('REGELN'), 'regeln');
  t.equal(match('regeln.'), 'regeln');
  t.equal(match('Serverregeln'), null, 'not inside another word');
  t.equal(match('regelnfrei'), null);
  t.equal(match('regeln_x'), null, 'an underscore belongs to a word');
});

t.test('Unicode: letters of every script, case folded, composed and decomposed alike', async (t) => {
  const match = matcher('Überweisung', 'straße', 'привет', '日本');
  t.equal(match('meine ÜBERWEISUNG fehlt'), 'Überweisung');
  t.equal(match('meine u\u0308berweisung fehlt'), 'Überweisung', 'a decomposed Ü is the same letter');
  t.equal(match('Übelweisung'), null);
  t.equal(match('Die STRASSE'), null, 'ß and SS are different characters; no guessing');
  t.equal(match('Привет всем'), 'привет');
  t.equal(match('Приветствую'), null, 'not inside a longer Cyrillic word');
  t.equal(match('ich mag 日本'), '日本');
});

t.test('a phrase matches with any spaces between its words; the longest trigger wins', async (t) => {
  const match = matcher('morning', 'good morning');
  t.equal(match('Good   Morning everyone'), 'good morning');
  t.equal(match('morning!'), 'morning');
  t.equal(match('goodmorning'), null);
});

t.test('trigger characters are literal: no regular expressions', async (t) => {
  const match = matcher('c++', '.*', '[help]', 'a|b', '(x)', '$100', '!ip');
  t.equal(match('I love c++ a lot'), 'c++');
  t.equal(match('everything'), null, '.* is not "anything"');
  t.equal(match('say .* now'), '.*');
  t.equal(match('help'), null);
  t.equal(match('try [help]'), '[help]');
  t.equal(match('a or b'), null);
  t.equal(match('a|b'), 'a|b');
  t.equal(match('give me $100'), '$100');
  t.equal(match('!ip please'), '!ip');
  t.equal(match('ship'), null);
});

t.test('a 4,000-character message with @everyone, mentions, emoji and pattern characters', async (t) => {
  const match = matcher('hilfe');
  const noise = `@everyone @here <@123> <@&456> ${'(.*)+?[]{}|\\^$ 😀 '.repeat(150)}`;
  const long = `${noise} Ich brauche Hilfe ${noise}`.slice(0, 4_000);
  t.equal(long.length, 4_000);
  t.equal(match(long), long.includes('Hilfe') ? 'hilfe' : null);
  t.equal(match(noise.slice(0, 4_000)), null);
});

t.test('a cooldown lets a key fire once per wait', async (t) => {
  let now = 1_000;
  const cooldown = createCooldown(5_000, () => now);
  t.equal(cooldown.take('channel:1'), true);
  t.equal(cooldown.take('channel:1'), false, 'again at once: waits');
  t.equal(cooldown.take('channel:2'), true, 'another key is free');
  now = 5_999;
  t.equal(cooldown.take('channel:1'), false);
  now = 6_001;
  t.equal(cooldown.take('channel:1'), true, 'after the wait');
});
