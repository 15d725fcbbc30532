// A member's reason, checked by the contract's own rule before anything happens (the bot API checks it
// again): at most LIMITS.ticketReason characters, no control characters. A refusal names the rule as the
// bot API would word it.
import { OpenTicketInput } from '../../contract/bot.js';
import { API_RULE_MESSAGES } from '../../contract/rule-texts.js';

/** Why the reason is refused, or null when it may be used. */
export function reasonProblem(reason: string): string | null {
  const checked = OpenTicketInput.shape.reason.safeParse(reason, { error: API_RULE_MESSAGES });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
