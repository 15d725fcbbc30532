// The demo's ticket panel: posted by the bot in #tickets once the stand-in Discord answers (the dashboard
// listens), unless the demo's data has a panel already, so that a visitor of the Demo-Discord page can
// open a ticket from it at once.
import type { DemoWorld } from '../contract/demo.js';
import type { BotApiContext } from './context.js';
import { getPanel } from './repos/ticket-panels.js';
import { sendPanel } from './ticket-panel/post.js';

export async function postDemoPanel(ctx: BotApiContext, world: DemoWorld): Promise<void> {
  if (await getPanel(ctx.db, world.guildId)) return;
  await sendPanel(ctx, world.guildId, world.panel, { id: 'bot', name: 'Bot' });
}
