// Where a channel opens: in Discord, or in the demo's look-alike of it.
import { DEMO_DISCORD_PAGE } from '../../contract/index.js';

export const channelHref = (demo: boolean, guildId: string, channelId: string) =>
  demo ? `${DEMO_DISCORD_PAGE}/channels/${channelId}` : `https://discord.com/channels/${guildId}/${channelId}`;
