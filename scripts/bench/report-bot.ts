// The "Bot" section of BENCHMARKS.md: a thousand guilds, the message stream and the page beside it, and
// tickets, each part there when its section ran.
import { BOT_BENCH, type BotFigures } from './bot.js';
import { TICKET_BENCH } from './bot-tickets.js';
import { round } from './lib.js';

/** A goal's cell: met, or not met in bold. */
type Mark = (met: boolean) => string;

function ticketLines(tickets: BotFigures['tickets'], mark: Mark): string[] {
  const { opens, openP50, openP99, questionOpens, questionOpenP50 } = tickets;
  const { messages, attachments, archived, closeMs, dmMs, dmFileBytes, dmFileMs, dmFileFirstMs } = tickets;
  const { width, height } = TICKET_BENCH.picture;
  return [
    `**Tickets.** The same set-up: ${opens} members open a ticket one after the other with \`/ticket open\`, at most ${TICKET_BENCH.opensPerSecond} a second, as each costs the bot four requests of Discord's 50 a second (from the interaction to the welcome posted in the new private channel: the bot API's record, the channel with its overwrites, the channel's record, the welcome), then ${TICKET_BENCH.closes} tickets of ${messages} messages each, ${attachments} of them with a picture (${width}×${height} of noise, about 460 KB as PNG, a screenshot's usual size; sent through the stand-in, served by its CDN), are closed one after the other with \`/ticket close\` (from the interaction to the close stored and said: the whole history read 100 messages a request, the transcript built, the pictures archived from the CDN, the transcript and the archive's records stored), and on to the opener's direct message with the summary and the transcript as an HTML file (its build timed by the bot's \`guildhall_bot_transcript_file_seconds\`: the transcript rendered, its pictures fetched from the CDN and written in). The times are the ${TICKET_BENCH.closes} closes' medians, as one close is one sample of a machine whose speed wanders; the first file's build, the process's first, is shown apart. Between them, ${questionOpens} members open a ticket of a category whose form asks five questions (from the sent form to the welcome with the answers). Goals: opening p50 ≤ 300 ms, with the five questions too; the close ≤ 2 s with every picture archived, the direct message included; its file built within 300 ms.`,
    '',
    '| opened | open p50 | open p99 | with five questions: p50 | close of | close | with the direct message | its transcript file | the file built in | the first file | goal |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${opens} | ${openP50} ms | ${openP99} ms | ${questionOpenP50} ms (${questionOpens} opens) | ${TICKET_BENCH.closes} × ${messages} messages with ${attachments} attachments (${archived} archived) | ${closeMs} ms | ${dmMs} ms | ${dmFileBytes ? `${round(dmFileBytes / 1024)} KB` : '**none**'} | ${dmFileMs} ms | ${dmFileFirstMs} ms | ${mark(openP50 <= 300 && questionOpenP50 <= 300 && closeMs <= 2_000 && dmMs <= 2_000 && dmFileBytes > 0 && dmFileMs <= 300 && archived === attachments * TICKET_BENCH.closes)} |`,
    '',
  ];
}

export function botSection({ guilds, messages, dashboard, tickets }: Partial<BotFigures>, mark: Mark): string[] {
  const parts = [
    ...(guilds ? guildLines(guilds, mark) : []),
    ...(messages && dashboard ? messageLines(messages, dashboard, mark) : []),
    ...(tickets ? ticketLines(tickets, mark) : []),
  ];
  return parts.length === 0 ? [] : ['## Bot', '', ...parts];
}

function guildLines(guilds: BotFigures['guilds'], mark: Mark): string[] {
  const share = round(guilds.inAll.rss - guilds.withoutBot.rss, 1);
  const row = (name: string, memory: { rss: number; heap: number }) =>
    `| ${name} | ${memory.rss} MB | ${memory.heap} MB |`;
  return [
    `**${guilds.count} guilds.** The product in one process (production build, on core 0) against a stand-in Discord with ${guilds.count} copies of Demo Guild, started for the first time (it then registers its commands in every guild, 50 requests a second as Discord allows). Ready: from the process's start to READY, and to the last GUILD_CREATE handled. Memory once every guild is registered, ten seconds idle and a forced garbage collection later: the same process with \`BOT_GATEWAY=off\`, with the bot in one guild, and in all. Goals: every guild ready within 5 s; the bot's share (with it in all guilds, less without it) at most 20 MB per 1,000 guilds.`,
    '',
    "| READY | all guilds | the bot's share | goal |",
    '|---:|---:|---:|---|',
    `| ${guilds.readySeconds} s | ${guilds.allGuildsSeconds} s | ${share} MB | ${mark(guilds.allGuildsSeconds <= 5 && share <= (20 * guilds.count) / 1_000)} |`,
    '',
    '| the product | resident | heap after GC |',
    '|---|---:|---:|',
    row('without the bot', guilds.withoutBot),
    row('the bot in one guild', guilds.inOneGuild),
    row(`the bot in ${guilds.count} guilds`, guilds.inAll),
    '',
  ];
}

const failedCount = (statuses: Record<number, number>) =>
  Object.values(statuses).reduce((sum, count) => sum + count, 0);

/** Failed requests with their statuses, "3 (3× 503)", or 0. */
function failures(statuses: Record<number, number>): string {
  const entries = Object.entries(statuses);
  if (entries.length === 0) return '0';
  return `${failedCount(statuses)} (${entries.map(([status, count]) => `${count}× ${status}`).join(', ')})`;
}

function messageLines(messages: BotFigures['messages'], dashboard: BotFigures['dashboard'], mark: Mark): string[] {
  const change = round(((dashboard.loadedP99 - dashboard.quietP99) / dashboard.quietP99) * 100);
  return [
    `**Messages.** The product in one process with its bot (on core 0), in Demo Guild of a stand-in Discord on core 1: ${BOT_BENCH.messagesPerSecond} messages a second for ${BOT_BENCH.seconds} s through the stand-in, going round ${BOT_BENCH.channels} channels ten at a time, every ${BOT_BENCH.answerEvery}th naming one of ${BOT_BENCH.triggers} triggers (so each channel gets an answer every ${round((BOT_BENCH.channels * BOT_BENCH.answerEvery) / BOT_BENCH.messagesPerSecond, 2)} s, within Discord's 5 messages per 5 s in a channel, and a trigger comes back to a channel long past the auto response's 5 s wait), while the overview page is requested ${BOT_BENCH.pageRate} times a second (from a process of its own, so the stand-in's work does not delay its timing). The bot's figure runs from the message reaching it to its answer's REST call (its \`guildhall_bot_auto_response_seconds\` histogram, interpolated within buckets); end to end adds the stand-in's gateway and REST, by Discord's millisecond timestamps. Goals: every triggering message answered; the bot's p50 ≤ 2 ms and p99 ≤ 20 ms, and p99 ≤ 20 ms end to end; the page's p99 moves by less than 20 %, and every request of it is answered (the product refuses work with 503 while its event loop is held too long).`,
    '',
    '| messages | answered | bot p50 | bot p99 | end-to-end p50 | end-to-end p99 | goal |',
    '|---:|---:|---:|---:|---:|---:|---|',
    `| ${messages.sent} | ${messages.answered} | ${messages.botP50} ms | ${messages.botP99} ms | ${messages.endToEndP50} ms | ${messages.endToEndP99} ms | ${mark(messages.botP50 <= 2 && messages.botP99 <= 20 && messages.endToEndP99 <= 20 && messages.answered === Math.ceil(messages.sent / BOT_BENCH.answerEvery))} |`,
    '',
    '| overview page p99, quiet | with the messages | change | failed, quiet | failed, with the messages | goal |',
    '|---:|---:|---:|---:|---:|---|',
    `| ${dashboard.quietP99} ms | ${dashboard.loadedP99} ms | ${change} % | ${failures(dashboard.failed.quiet)} | ${failures(dashboard.failed.loaded)} | ${mark(change < 20 && failedCount(dashboard.failed.quiet) + failedCount(dashboard.failed.loaded) === 0)} |`,
    '',
  ];
}
