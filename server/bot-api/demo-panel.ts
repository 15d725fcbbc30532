// The demo's ticket panel: posted by the bot in #tickets once the stand-in Discord answers (the dashboard
// listens: the bot starts then), unless the demo's data has a panel already, so that a visitor of the
// Demo-Discord page can open a ticket from it at once. A failure is logged; the demo runs on without it.
import type { Logger } from 'pino';
import type { DemoWorld } from '../contract/demo.js';
import type { BotApiContext } from './context.js';
import { firstPanel } from './repos/ticket-panels.js';
import { sendPanel } from './ticket-panel/post.js';

export function postDemoPanel(ctx: BotApiContext, world: DemoWorld, logger: Logger): void {
  firstPanel(ctx.db, world.guildId)
    .then(
      (panel) =>
        panel ??
        sendPanel(
          ctx,
          world.guildId,
          null,
          { ...world.panel, color: null, categoryIds: [] },
          { id: 'bot', name: 'Bot' },
        ),
    )
    .catch((error: unknown) => logger.warn({ err: error }, 'the demo ticket panel could not be posted'));
}
