// What the stand-in Discord's check of a message body costs (the "Stand-in Discord" section of npm run
// bench): the body the bot sends, checked against Discord's request schema, read by the route's own schema
// and made the world's message body (the documented limits included), as its create-message route does
// before anything else, timed call by call in this process. The stand-in
// answers every REST call the bench's streams make, so its checks are part of every figure end to end.
import type { FastifyReply } from 'fastify';
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { newMessageBody } from '../../server/stand-in/rest/message-body.js';
import { CreateMessage } from '../../server/stand-in/rest/message-body.js';
import { parseRequest } from '../../server/stand-in/rest/request-schema.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { BLURPLE, colorNumber } from '../../server/contract/facts.js';
import { ticketCustomId } from '../../server/contract/ticket-panel.js';
import { percentile, round } from './lib.js';

const WARM_UP = 2_000;
const SAMPLES = 20_000;
/** The goal per body, in ms: the stand-in's own share of a bot answer's 20 ms stays negligible. */
export const VALIDATION_GOAL_MS = 0.2;

/** Bodies as the bot sends them: an auto response's reply, a ticket's welcome, the ticket panel. */
const BODIES: { name: string; body: object }[] = [
  {
    name: 'auto response (text reply)',
    body: {
      content: 'Antwort 7',
      message_reference: { message_id: '900000000000000001', fail_if_not_exists: false },
      allowed_mentions: { parse: [], replied_user: false },
    },
  },
  {
    name: 'ticket welcome (embed, two buttons)',
    body: {
      content: `<@${DEMO_IDS.newcomer}>`,
      embeds: [
        {
          title: 'Ticket #42',
          description: `Willkommen <@${DEMO_IDS.newcomer}>! Das Team meldet sich gleich.`,
          color: colorNumber(BLURPLE),
          fields: [
            { name: 'Kategorie', value: '🎫 Support' },
            { name: 'Grund', value: 'Bench' },
          ],
        },
      ],
      components: [
        {
          type: ComponentType.ActionRow,
          components: [
            {
              type: ComponentType.Button,
              style: ButtonStyle.Danger,
              custom_id: ticketCustomId({ kind: 'close' }),
              label: 'Schließen',
            },
            {
              type: ComponentType.Button,
              style: ButtonStyle.Secondary,
              custom_id: ticketCustomId({ kind: 'claim' }),
              label: 'Übernehmen',
            },
          ],
        },
      ],
      allowed_mentions: { users: [DEMO_IDS.newcomer] },
    },
  },
  {
    name: 'ticket panel (embed, five buttons with emoji)',
    body: {
      embeds: [{ title: 'Support', description: 'Wähle eine Kategorie, um ein Ticket zu öffnen.' }],
      components: [
        {
          type: ComponentType.ActionRow,
          components: Array.from({ length: 5 }, (_, index) => ({
            type: ComponentType.Button,
            style: ButtonStyle.Primary,
            custom_id: ticketCustomId({ kind: 'open', categoryId: index + 1 }),
            label: `Kategorie ${index + 1}`,
            emoji: { name: '🎫' },
          })),
        },
      ],
    },
  },
];

export interface ValidationFigures {
  name: string;
  p50: number;
  p99: number;
}

/** Valid bodies never reach the reply; one the stand-in refused would, and stops the bench. */
const untouchedReply = new Proxy({} as FastifyReply, {
  get: (_, key) => {
    throw new Error(`the stand-in refused a bench body (reply.${String(key)})`);
  },
});

/** p50 and p99 of one body's check, in ms, call by call. */
async function timeBody(body: object): Promise<{ p50: number; p99: number }> {
  const guild = createWorld().guilds.get(DEMO_IDS.demoGuild)!;
  const check = async () => {
    const fields = await parseRequest('create_message', CreateMessage, body, untouchedReply);
    const made = fields && newMessageBody(fields, untouchedReply, false, guild);
    if (!made) throw new Error('the stand-in made no message of a bench body');
  };
  for (let index = 0; index < WARM_UP; index++) await check();
  const times: number[] = [];
  for (let index = 0; index < SAMPLES; index++) {
    const started = performance.now();
    await check();
    times.push(performance.now() - started);
  }
  return { p50: round(percentile(times, 0.5), 4), p99: round(percentile(times, 0.99), 4) };
}

export async function standInValidation(): Promise<ValidationFigures[]> {
  const figures: ValidationFigures[] = [];
  for (const { name, body } of BODIES) figures.push({ name, ...(await timeBody(body)) });
  return figures;
}

/** BENCHMARKS.md's section: each body's check, against the goal. */
export function standInValidationSection(figures: ValidationFigures[], mark: (met: boolean) => string): string[] {
  return [
    '## Stand-in Discord',
    '',
    `The stand-in's check of a message body as the bot sends it (Discord's request schema, the route's own schema, the documented limits, as its create-message route does first), in the bench's process, ${SAMPLES.toLocaleString('en')} calls after ${WARM_UP.toLocaleString('en')} to warm up, each timed. Goal: stand-in validation of a message body p50 ≤ ${VALIDATION_GOAL_MS} ms.`,
    '',
    '| body | p50 | p99 | goal |',
    '|---|---:|---:|---|',
    ...figures.map(
      (entry) => `| ${entry.name} | ${entry.p50} ms | ${entry.p99} ms | ${mark(entry.p50 <= VALIDATION_GOAL_MS)} |`,
    ),
    '',
  ];
}
