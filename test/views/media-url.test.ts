// Discord's media addresses as the transcript shows them: through the configured CDN base, only from
// Discord's hosts over https, the same answer however often an address is asked and whatever its length.
import t from 'tap';
import { discordMediaUrl } from '../../server/contract/media.js';

const AVATAR = 'https://cdn.discordapp.com/avatars/1/abc.png?size=64';

t.test('an address of Discord goes through the CDN base given, each time asked', async (t) => {
  for (let time = 0; time < 3; time++)
    t.equal(discordMediaUrl(AVATAR, 'http://127.0.0.1:1/cdn'), 'http://127.0.0.1:1/cdn/avatars/1/abc.png?size=64');
  t.equal(
    discordMediaUrl(AVATAR, 'https://cdn.discordapp.com'),
    'https://cdn.discordapp.com/avatars/1/abc.png?size=64',
    'another base, another answer for the same address',
  );
  const long = `https://media.discordapp.net/attachments/1/2/${'a'.repeat(600)}.png`;
  t.equal(discordMediaUrl(long, 'https://cdn'), `https://cdn/attachments/1/2/${'a'.repeat(600)}.png`, 'a long one too');
});

t.test('anything else is no image', async (t) => {
  t.equal(discordMediaUrl('http://cdn.discordapp.com/a.png', 'https://cdn'), null, 'not over https');
  t.equal(discordMediaUrl('https://example.com/a.png', 'https://cdn'), null, 'another host');
  t.equal(discordMediaUrl('javascript:alert(1)', 'https://cdn'), null);
  t.equal(discordMediaUrl(42, 'https://cdn'), null);
  t.equal(discordMediaUrl('https://example.com/a.png', 'https://cdn'), null, 'asked again: the same');
});
