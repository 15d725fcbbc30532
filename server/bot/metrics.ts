// The bot's figures for the operator's Prometheus: how its gateway stands, what Discord sends it, how long
// answering an interaction takes, how soon an auto response goes out, what it refused, and how its direct
// messages to ticket openers went and how long their transcript files took to build.
import { Counter, Gauge, Histogram } from 'prom-client';
import { GATEWAY_STATES } from '../contract/index.js';
import { registry } from '../platform/metrics.js';

const gatewayState = new Gauge({
  name: 'guildhall_bot_gateway_state',
  help: "1 for the state the bot's gateway is in (starting, connected, reconnecting, standby, stopped), 0 for the others.",
  labelNames: ['state'] as const,
  registers: [registry],
});
const events = new Counter({
  name: 'guildhall_bot_events_total',
  help: 'Gateway dispatches the bot received, by type.',
  labelNames: ['type'] as const,
  registers: [registry],
});
const interactions = new Histogram({
  name: 'guildhall_bot_interaction_seconds',
  help: 'From an interaction arriving to its answer being sent, by route (a command or subcommand, a button, a form).',
  labelNames: ['command'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});
const autoResponses = new Histogram({
  name: 'guildhall_bot_auto_response_seconds',
  help: "From a message reaching the bot to its auto response's REST call.",
  buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.5],
  registers: [registry],
});
const refusals = new Counter({
  name: 'guildhall_bot_refusals_total',
  help: 'What the bot refused, by reason.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const directMessages = new Counter({
  name: 'guildhall_bot_direct_messages_total',
  help: "Direct messages to a ticket's opener after its close, by outcome (sent, dms_closed: the member takes none, failed).",
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const transcriptFiles = new Histogram({
  name: 'guildhall_bot_transcript_file_seconds',
  help: "Building the HTML transcript file of an opener's direct message, its pictures fetched and written in.",
  buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5],
  registers: [registry],
});

export function reportGatewayState(state: (typeof GATEWAY_STATES)[number]): void {
  for (const each of GATEWAY_STATES) gatewayState.set({ state: each }, each === state ? 1 : 0);
}

export const countEvent = (type: string) => events.inc({ type });
export const observeInteraction = (command: string, seconds: number) => interactions.observe({ command }, seconds);
export const observeAutoResponse = (seconds: number) => autoResponses.observe(seconds);
export const countRefusal = (reason: string) => refusals.inc({ reason });
export const countDirectMessage = (outcome: 'sent' | 'dms_closed' | 'failed') => directMessages.inc({ outcome });
export const observeTranscriptFile = (seconds: number) => transcriptFiles.observe(seconds);
