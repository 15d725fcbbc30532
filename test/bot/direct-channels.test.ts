// The bot asks Discord for its DM channel with an opener once: Discord gives the same channel each time,
// so a second close of the same opener costs no call; after a failed send the channel is asked for again.
import type { API } from '@discordjs/core';
import t from 'tap';
import { directChannels } from '../../server/bot/tickets/closing/direct-channels.js';

t.test("an opener's DM channel is asked for once, and again after it was forgotten", async (t) => {
  const asked: string[] = [];
  const discord = {
    users: {
      createDM: async (userId: string) => {
        asked.push(userId);
        return { id: `dm-${userId}` };
      },
    },
  } as unknown as API;
  const channels = directChannels();
  t.equal(await channels.of(discord, '1'), 'dm-1');
  t.equal(await channels.of(discord, '1'), 'dm-1', 'the same channel');
  t.equal(await channels.of(discord, '2'), 'dm-2');
  t.same(asked, ['1', '2'], 'Discord asked once for each opener');
  channels.forget('1');
  t.equal(await channels.of(discord, '1'), 'dm-1');
  t.same(asked, ['1', '2', '1'], 'a forgotten one is asked for again');
});
