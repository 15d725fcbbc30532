// The guild's settings, change history and changelog.
// In English.
import type { CatalogueOf } from '../catalogue-of.js';
import type { SPEC_GUILD } from '../spec/guild.js';
import { EN_OPENING_HOURS } from './ticket-gate.js';

export const EN_GUILD: CatalogueOf<typeof SPEC_GUILD> = {
  settings: {
    title: 'Server settings',
    features: 'Bot features',
    featureTexts: {
      tickets: {
        name: 'Ticket system',
        description: 'Members can open tickets; the team handles them in their own channels.',
      },
      autoresponses: { name: 'Auto responses', description: 'The bot answers set keywords automatically.' },
      statistics: {
        name: 'Statistics',
        description: 'The bot collects anonymised statistics on the server’s activity.',
      },
      autoroles: { name: 'Auto roles', description: 'New members get set roles automatically when they join.' },
    },
    toggle: { on: 'On', off: 'Off', failed: 'Failed to update the setting' },
    notifications: 'Notifications',
    notificationsEnabled: 'Notifications on',
    notifiedRoles: 'Roles that are notified',
    noRoles: 'No roles available',
    sendTest: 'Send a test notification',
    notSetUp: 'Notifications are not set up yet.',
    setupHint: 'To set them up, run the command {command} on this server in Discord. Only the server owner can run it.',
    channel: {
      label: 'Notification channel',
      current: 'Notifications go to {channel}.',
      gone: '#deleted-channel',
      hint: 'Text channels where the bot may read, write and embed links.',
      noChoices:
        'The bot may not read, write and embed links in any text channel of this server. Grant it these permissions in a channel in Discord.',
      ownerOnly: 'Only the server owner chooses the channel, here or in Discord with {command}.',
      save: 'Save channel',
    },
    timeZone: 'Time zone',
    timeZoneSearchHint: 'Search a time zone: type a place, e.g. Berlin or New_York, and pick it from the list.',
    timeZoneLabel: 'The server’s time zone',
    timeZoneHint: 'Every date and time of this server, in transcripts and their exports too, is in this time zone.',
    tickets: {
      title: 'Tickets',
      maxOpen: 'Open tickets per member',
      maxOpenHint: (max: number) =>
        `How many tickets a member may have open at once (1 to ${max}); the bot refuses one more.`,
      category: 'Ticket category in Discord',
      automatic: 'Automatic: “Tickets”',
      categoryHint:
        'The bot makes new ticket channels under this category. When it is full (50 channels) or deleted, the bot takes a category named “Tickets” and makes one when needed.',
      categoryGone: 'The chosen category no longer exists; the bot takes “Tickets”.',
      categoriesUnread: 'The server’s categories could not be read.',
      categoryById: (id: string) => `Category ${id}`,
      claimerOnly: 'Only the claimer writes',
      claimerOnlyHint:
        'When someone of the team claims a ticket, the rest of the team keeps reading but no longer writes there. The ticket’s opener and added members keep writing.',
      autoClose: 'Close inactive tickets automatically',
      autoCloseHint:
        'When nobody writes in a ticket for a while, the bot warns in its channel and mentions the opener; if it stays quiet, the bot closes the ticket with the reason “Closed automatically: no activity”.',
      warnAfter: 'Warn after minutes without a message',
      closeAfter: 'Close minutes after the warning',
      closeRequest: 'Close request waiting time in minutes',
      closeRequestHint: 'This long /ticket close-request waits for the opener’s answer; without one the ticket closes.',
      minutesHint: (max: number) => `Whole minutes from 1 to ${max} (30 days); 1440 minutes are a day.`,
      minutes: (count: number) => `${count} minutes`,
      transcriptToOpener: 'Summary to the opener',
      transcriptToOpenerHint:
        'After the close, the opener gets a direct message with the summary and the transcript as an HTML file.',
      feedback: 'Rating after the close',
      feedbackHint: 'For 7 days, that message asks for a rating from 1 to 5 and a comment.',
      unread: 'The ticket settings could not be loaded.',
      openingHours: EN_OPENING_HOURS,
    },
    notes: 'Notes',
    noteList: [
      'Features that are off no longer respond in Discord; their settings are kept.',
      'Notifications go to the channel the server owner chose when setting them up, and mention the chosen roles.',
      'Managed roles (from integrations) and @everyone cannot be notified.',
    ],
    failed: {
      feature: 'Failed to update the setting',
      notifications: 'Failed to update the notification settings',
      channel: 'Failed to save the notification channel',
      test: 'Failed to send the test notification',
      timeZone: 'Failed to save the time zone',
      tickets: 'Failed to save the ticket settings',
    },
    done: {
      feature: 'Setting saved',
      notifications: 'Notifications saved',
      channel: 'Notification channel saved',
      test: 'Test notification sent',
      timeZone: 'Time zone saved',
      tickets: 'Ticket settings saved',
    },
  },
};
