// The bot's commands in the member's language: the bot registers its table with the German and both
// English descriptions (the exact body it sends, received and kept by the stand-in as Discord keeps it), the
// stand-in refuses a localization under a key that is not one of Discord's locales, and the Demo-Discord
// page shows a command's words in the visitor's language and names the subcommand a member used.
import { API } from '@discordjs/core';
import { REST } from '@discordjs/rest';
import Fastify from 'fastify';
import t, { type Test } from 'tap';
import { DISCORD_COMMANDS, registerIn } from '../../server/bot/commands/register.js';
import { DEFAULT_LANGUAGE } from '../../server/contract/languages.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { registerStandIn } from '../../server/stand-in/plugin.js';
import { createWorld } from '../../server/stand-in/world.js';
import { IDS, USERS } from '../helpers/bot-api.js';
import { playing } from '../helpers/demo-visitor.js';
import { discordResponse } from '../helpers/openapi.js';
import { act, botRest, slashCommand } from '../helpers/stand-in.js';

const APP = DEMO_APPLICATION.clientId;
const G = IDS.demoGuild;
const GUILD_COMMANDS = `/applications/${APP}/guilds/${G}/commands`;

/**
 * The stand-in as the dashboard mounts it, in the language a test header asks for (the dashboard's own
 * language cookie and session are not part of this app); the bodies of the bot's command registrations.
 */
async function standIn(t: Test) {
  const app = Fastify();
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-test-language'] === 'en') request.language = 'en';
  });
  const registered: unknown[] = [];
  app.addHook('preHandler', async (request) => {
    if (request.method === 'PUT' && request.url.endsWith('/commands')) registered.push(request.body);
  });
  const world = createWorld();
  await registerStandIn(app, { world, ...DEMO_APPLICATION, redirectUris: [] });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { app, world, url, registered };
}

const SETUP_NOTIFICATIONS = {
  name: 'setup-notifications',
  description: 'Sets up team notifications in a channel (server owner only)',
  description_localizations: {
    de: 'Richtet Team-Benachrichtigungen in einem Kanal ein (nur Serverbesitzer)',
    'en-US': 'Sets up team notifications in a channel (server owner only)',
    'en-GB': 'Sets up team notifications in a channel (server owner only)',
  },
  options: [
    {
      name: 'channel',
      description: 'The channel for notifications',
      description_localizations: {
        de: 'Der Kanal für Benachrichtigungen',
        'en-US': 'The channel for notifications',
        'en-GB': 'The channel for notifications',
      },
      required: true,
      type: 7,
      channel_types: [0],
    },
  ],
};

const TICKET_CLOSE = {
  type: 1,
  name: 'close',
  description: 'Closes this ticket',
  description_localizations: {
    de: 'Schließt dieses Ticket',
    'en-US': 'Closes this ticket',
    'en-GB': 'Closes this ticket',
  },
  options: [
    {
      name: 'reason',
      description: 'Why it is closed',
      description_localizations: {
        de: 'Warum es geschlossen wird',
        'en-US': 'Why it is closed',
        'en-GB': 'Why it is closed',
      },
      required: false,
      type: 3,
      max_length: 1000,
    },
  ],
};

const TICKET_RENAME = {
  type: 1,
  name: 'rename',
  description: "Renames this ticket's channel",
  description_localizations: {
    de: 'Benennt den Kanal dieses Tickets um',
    'en-US': "Renames this ticket's channel",
    'en-GB': "Renames this ticket's channel",
  },
  options: [
    {
      name: 'name',
      description: "The channel's new name",
      description_localizations: {
        de: 'Der neue Name des Kanals',
        'en-US': "The channel's new name",
        'en-GB': "The channel's new name",
      },
      required: true,
      type: 3,
      max_length: 100,
    },
  ],
};

t.test('the bot registers its table with German and English descriptions; the stand-in keeps them', async (t) => {
  const { app, url, registered } = await standIn(t);
  const rest = new REST({ api: `${url}/api`, version: '10' }).setToken(DEMO_APPLICATION.botToken);
  let version: string | null = null;
  const store = { registered: () => version, saveRegistered: (_guild: string, saved: string) => (version = saved) };
  await registerIn(store, new API(rest), APP, G);

  t.equal(registered.length, 1, 'one bulk overwrite');
  const sent = registered[0] as { name: string; options?: { name: string }[] }[];
  t.same(
    sent.map((command) => command.name),
    ['setup-notifications', 'stats', 'help', 'ticket', 'ping'],
  );
  t.same(sent[0], SETUP_NOTIFICATIONS, 'exactly this body for /setup-notifications');
  t.same(
    sent[3]!.options!.find((subcommand) => subcommand.name === 'close'),
    TICKET_CLOSE,
    'and for /ticket close',
  );
  t.same(
    sent[3]!.options!.map((subcommand) => subcommand.name),
    ['open', 'close', 'close-request', 'unclaim', 'rename', 'priority', 'transfer', 'add', 'remove'],
    "/ticket's subcommands",
  );
  t.same(
    sent[3]!.options!.find((subcommand) => subcommand.name === 'unclaim'),
    {
      type: 1,
      name: 'unclaim',
      description: 'Releases this ticket',
      description_localizations: {
        de: 'Gibt dieses Ticket wieder frei',
        'en-US': 'Releases this ticket',
        'en-GB': 'Releases this ticket',
      },
      options: [],
    },
    'exactly this body for /ticket unclaim',
  );
  t.match(
    sent[3]!.options!.find((subcommand) => subcommand.name === 'close-request'),
    {
      type: 1,
      name: 'close-request',
      description: 'Asks the opener whether the ticket may close',
      description_localizations: { de: 'Fragt den Ersteller, ob das Ticket geschlossen werden kann' },
      options: [{ type: 3, name: 'reason', required: false }],
    },
    'and for /ticket close-request, its reason optional',
  );
  t.same(
    sent[3]!.options!.find((subcommand) => subcommand.name === 'rename'),
    TICKET_RENAME,
    'and for /ticket rename',
  );
  t.same(sent[4], {
    name: 'ping',
    description: 'Checks that the bot answers',
    description_localizations: {
      de: 'Prüft, ob der Bot antwortet',
      'en-US': 'Checks that the bot answers',
      'en-GB': 'Checks that the bot answers',
    },
    options: [],
  });

  const call = botRest(app);
  const listedWith = await call('GET', `${GUILD_COMMANDS}?with_localizations=true`);
  t.ok(discordResponse('/applications/{application_id}/guilds/{guild_id}/commands', 'get', '200')(listedWith.body));
  t.match(listedWith.body[0], { ...SETUP_NOTIFICATIONS, name_localizations: null }, 'kept as registered');
  t.match(listedWith.body[3].options[1], TICKET_CLOSE);
  const listed = await call('GET', GUILD_COMMANDS);
  t.notOk('description_localizations' in listed.body[0], 'a list without with_localizations leaves them out');
  t.notOk('description_localizations' in listed.body[0].options[0], 'its options too');
  t.equal(listed.body[0].description, SETUP_NOTIFICATIONS.description);
});

t.test('a localization under a key that is not one of Discord’s locales: 400 50035 with its path', async (t) => {
  const call = botRest((await standIn(t)).app);
  const refused = await call('PUT', GUILD_COMMANDS, [
    {
      name: 'ping',
      description: 'Pong',
      description_localizations: { de: 'Pong', en: 'Pong' },
      options: [{ type: 3, name: 'text', description: 'Text', name_localizations: { 'de-DE': 'text' } }],
    },
  ]);
  t.equal(refused.status, 400);
  t.equal(refused.body.code, 50035);
  t.same(Object.keys(refused.body.errors['0']), ['description_localizations', 'options']);
  t.match(refused.body.errors['0'].description_localizations.en._errors, [
    { code: 'BASE_TYPE_CHOICES', message: /^Value must be one of \{.*'de', .*'en-US', .*\}\.$/ },
  ]);
  t.match(refused.body.errors['0'].options['0'].name_localizations['de-DE']._errors, [{ code: 'BASE_TYPE_CHOICES' }]);
  const badName = await call('PUT', GUILD_COMMANDS, [
    { name: 'ping', description: 'Pong', name_localizations: { de: 'Ping!' } },
  ]);
  t.equal(badName.status, 400, 'a localized name follows the name rule');
  t.ok(badName.body.errors['0'].name_localizations.de);
  t.same(await call('GET', GUILD_COMMANDS).then((listed) => listed.body), [], 'nothing registered');
});

t.test(
  'the Demo-Discord page: a command’s words in the visitor’s language; the record line names the subcommand',
  async (t) => {
    const { app, world } = await standIn(t);
    const call = botRest(app);
    t.equal((await call('PUT', GUILD_COMMANDS, DISCORD_COMMANDS)).status, 200);
    const owner = await playing(app, USERS.owner);
    const german = (await owner.get(`/demo/channels/${IDS.ticketChannel}?command=setup-notifications`)).body;
    t.match(
      german,
      '<h3>/setup-notifications</h3><p class="demo-message__small">Richtet Team-Benachrichtigungen in einem Kanal ein (nur Serverbesitzer)</p>',
    );
    t.match(german, '<span class="demo-message__small">Der Kanal für Benachrichtigungen</span>');
    t.notMatch(german, 'The channel for notifications');

    const english = (
      await app.inject({
        method: 'GET',
        url: `/demo/channels/${IDS.ticketChannel}?command=ticket%20close`,
        headers: { cookie: owner.jar.header(), 'x-test-language': 'en' },
      })
    ).body;
    t.match(english, '<h3>/ticket close</h3><p class="demo-message__small">Closes this ticket</p>');
    t.match(english, '<span class="demo-message__small">Why it is closed</span>');

    const ran = await owner.post(`/demo/channels/${IDS.ticketChannel}/commands`, { command: 'ticket close' });
    t.equal(ran.statusCode, 303);
    const interaction = [...world.interactions.values()].at(-1)!;
    t.equal(interaction.name, 'ticket close', 'the interaction is recorded by its path');
    await call('POST', `/interactions/${interaction.id}/${interaction.token}/callback`, {
      type: 4,
      data: { content: 'Das geht nur im Kanal eines offenen Tickets.' },
    });
    t.match(
      (await owner.get(`/demo/channels/${IDS.ticketChannel}`)).body,
      '<p class="demo-message__small">Demo Owner hat /ticket close benutzt</p>',
    );
    const message = await call('GET', `/channels/${IDS.ticketChannel}/messages?limit=1`);
    t.match(message.body[0].interaction, { name: 'ticket close' }, "Discord's message names the subcommand too");
  },
);

t.test('a refused command is named with its subcommand', async (t) => {
  const { app } = await standIn(t);
  await botRest(app)('PUT', GUILD_COMMANDS, [
    {
      name: 'mod',
      description: 'Moderation',
      default_member_permissions: '0',
      options: [{ type: 1, name: 'kick', description: 'Kick' }],
    },
  ]);
  const refused = await act(app, 'POST', '/interactions', slashCommand('mod kick'));
  t.equal(refused.status, 403);
  t.equal(refused.body.error, 'demo-newcomer may not use /mod kick');
});
