// The README's section on the bot says what the code does: the invite's permission integer and the
// permissions it names, every command of the table, the auto responses' rule as the page words it, and
// its "see it act" lines, run as written against the demo with its bot.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { request } from 'undici';
import { BOT_PERMISSION_BITS, BOT_PERMISSIONS, COMMANDS, type SlashCommand } from '../../server/contract/commands.js';
import { AUTO_RESPONSE_COOLDOWN_SECONDS } from '../../server/contract/facts.js';
import { projectRoot } from '../../server/platform/paths.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { EN_TEXTS } from '../../views/i18n/texts-en.js';
import { type Message, startActing } from '../helpers/bot.js';
import { until } from '../helpers/work.js';

const README = readFileSync(join(projectRoot, 'README.md'), 'utf8');
const SECTION = README.slice(
  README.indexOf('\n## The bot\n'),
  README.indexOf('\n## ', README.indexOf('\n## The bot\n') + 1),
);
const DEMO_ORIGIN = 'http://127.0.0.1:3000';

t.test('the invite asks for the permissions the bot needs, and the README names each', async (t) => {
  t.match(
    SECTION,
    `https://discord.com/oauth2/authorize?client_id=<DISCORD_CLIENT_ID>&scope=bot+applications.commands&permissions=${BOT_PERMISSION_BITS}`,
  );
  for (const permission of BOT_PERMISSIONS) t.match(SECTION, `\n| ${permission.name} | `, permission.name);
});

/** How the README writes a command: its name, then each option, optional ones with a question mark. */
const usageOf = (words: string[], options: readonly { name: string; required: boolean }[]) =>
  [...words, ...options.map((option) => `${option.name}${option.required ? '' : '?'}`)].join(' ');

t.test('every command of the table is listed, with its subcommands and options', async (t) => {
  for (const command of COMMANDS as readonly SlashCommand[]) {
    const usages = command.subcommands
      ? command.subcommands.map((sub) => usageOf([`/${command.name}`, sub.name], sub.options))
      : [usageOf([`/${command.name}`], command.options)];
    for (const usage of usages) t.match(SECTION, `\`${usage}\``, usage);
  }
});

t.test('the auto responses rule is the sentence the page shows', async (t) => {
  t.match(SECTION, EN_TEXTS.autoResponses.rule(AUTO_RESPONSE_COOLDOWN_SECONDS));
});

/** A curl line's method, headers, body and URL (single-quoted words, as the README writes them). */
function parseCurl(line: string) {
  const words = [...line.matchAll(/'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2]!).slice(1);
  const call = {
    method: 'GET' as string,
    headers: {} as Record<string, string>,
    body: undefined as string | undefined,
    url: '',
  };
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    if (word === '-X') call.method = words[++index]!;
    else if (word === '-H') {
      const [name, ...value] = words[++index]!.split(':');
      call.headers[name!.trim()] = value.join(':').trim();
    } else if (word === '-d') call.body = words[++index];
    else call.url = word;
  }
  return call;
}

t.test('"see it act": the lines work as written against the demo', async (t) => {
  const block = /### See it act[\s\S]*?```sh\n([\s\S]*?)```/.exec(SECTION)?.[1] ?? '';
  const lines = block.split('\n').filter((line) => line.startsWith('curl '));
  t.equal(lines.length, 3, 'three curl lines');
  const acting = await startActing(t);
  const run = async (line: string) => {
    const call = parseCurl(line);
    t.ok(call.url.startsWith(DEMO_ORIGIN), `${call.url} is the demo's address`);
    const res = await request(call.url.replace(DEMO_ORIGIN, acting.base), {
      method: call.method as 'GET' | 'POST',
      headers: call.headers,
      ...(call.body === undefined ? {} : { body: call.body }),
    });
    return { status: res.statusCode, json: (await res.body.json()) as unknown };
  };

  const said = await run(lines[0]!);
  t.equal(said.status, 201);
  const { id } = said.json as { id: string };
  let reply: Message | undefined;
  await until(async () => {
    const read = await run(lines[1]!);
    reply = (read.json as Message[]).find((message) => message.message_reference?.message_id === id);
    return reply !== undefined;
  });
  t.equal(
    reply!.content,
    'Unsere Regeln findest du in #regeln. Bitte lies sie vor dem Schreiben 🙏',
    'the bot replied',
  );

  const joined = await run(lines[2]!);
  t.equal(joined.status, 201);
  const { userId } = joined.json as { userId: string };
  await until(async () =>
    (await acting.act<{ roles: string[] }>('GET', `/guilds/${DEMO_IDS.demoGuild}/members/${userId}`)).roles.includes(
      DEMO_IDS.memberRole,
    ),
  );
  t.pass('the new member got the auto role Mitglied');
});
