// Every way into the bot, by kind, and the one handler that answers it: slash commands (and their
// subcommands) by name, buttons and select menus by their custom id's prefix, submitted forms by
// theirs, options that autocomplete, and the buttons and forms of the bot's direct messages. Each guild
// route names the command it belongs to, so a panel's button obeys /ticket's command permissions exactly
// as /ticket open does (dispatch.ts checks them).
import { ticketIdPrefix } from '../../contract/ticket-panel.js';
import type { GuildSetups } from '../configuration.js';
import { categorySuggestions } from '../tickets/opening/categories.js';
import type { TicketDesk } from '../tickets/desk.js';
import { ticketRoutes } from '../tickets/interactions.js';
import { help, ping, refuseWithoutChannel, setupNotifications, stats } from './handlers.js';
import type { RouteTable } from './route.js';
import { chooseRating, type RatingDeps, submitRating } from '../tickets/closing/rating.js';
import { ratingIdPrefix } from '../tickets/closing/rating-ids.js';

export function interactionRoutes(desk: TicketDesk, setups: GuildSetups, rating: RatingDeps): RouteTable {
  const tickets = ticketRoutes(desk);
  return {
    commands: {
      'setup-notifications': {
        command: 'setup-notifications',
        answers: 'thinking-privately',
        refuse: refuseWithoutChannel,
        run: setupNotifications,
      },
      stats: { command: 'stats', answers: 'thinking-privately', run: stats },
      help: { command: 'help', answers: 'at-once', run: help },
      ping: { command: 'ping', answers: 'at-once', run: ping },
      'ticket open': tickets.open,
      'ticket close': tickets.close,
      'ticket add': tickets.add,
      'ticket remove': tickets.remove,
      'ticket unclaim': tickets.unclaim,
      'ticket rename': tickets.rename,
      'ticket close-request': tickets.closeRequest,
      'ticket priority': tickets.priority,
      'ticket transfer': tickets.transfer,
    },
    components: {
      [ticketIdPrefix('open')]: tickets.openButton,
      [ticketIdPrefix('choose')]: tickets.chooseMenu,
      [ticketIdPrefix('close')]: tickets.closeButton,
      [ticketIdPrefix('claim')]: tickets.claimButton,
      [ticketIdPrefix('unclaim')]: tickets.unclaimButton,
      [ticketIdPrefix('close-accept')]: tickets.closeAcceptButton,
      [ticketIdPrefix('close-keep')]: tickets.closeKeepButton,
    },
    forms: {
      [ticketIdPrefix('open-form')]: tickets.openForm,
      [ticketIdPrefix('close-form')]: tickets.closeForm,
    },
    suggestions: {
      'ticket open': categorySuggestions(setups),
      'ticket transfer': categorySuggestions(setups),
    },
    direct: {
      components: {
        [ratingIdPrefix('choose')]: (interaction, discord) => chooseRating(rating, interaction, discord),
      },
      forms: {
        [ratingIdPrefix('form')]: (interaction, discord) => submitRating(rating, interaction, discord),
      },
    },
  };
}
