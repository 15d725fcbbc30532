// Refusals and validation: each error code's sentence, a request's refusals, and the rules forms word.
// In English.
import { LIMITS, PANEL_CATEGORIES_MAX } from '../../../server/contract/facts.js';
import { ENGLISH_RULE_WORDING } from '../../../server/contract/rule-texts.js';
import type { CatalogueOf } from '../catalogue-of.js';
import type { SPEC_REFUSALS } from '../spec/refusals.js';
import { EN_ENTRY } from './entry.js';

/** The login's sentence for an ended session: /api's 401 says the same. */
const SESSION_ENDED = EN_ENTRY.login.errors.unauthorized;

export const EN_REFUSALS: CatalogueOf<typeof SPEC_REFUSALS> = {
  refusals: {
    unauthenticated: SESSION_ENDED,
    service_token_invalid: 'The bot service did not identify itself.',
    not_admin: 'You have no admin permission for this panel.',
    admin_level_too_low: 'This needs a higher admin level.',
    permission_missing: 'You lack the permission for this on this server.',
    not_member: 'You are not a member of this server.',
    bot_not_in_guild: 'The bot is not on this server.',
    unknown_user: 'This Discord user does not exist.',
    invalid_request: 'The input is not valid.',
    not_found: 'The entry no longer exists.',
    duplicate: 'This entry exists already.',
    guild_mismatch: 'The request belongs to another server.',
    admin_session_header_missing: 'The admin session is missing. Please start it again.',
    cannot_remove_self: 'You cannot remove yourself.',
    last_super_admin: 'The last super admin cannot be removed.',
    owner_full_access: 'The server owner always has full access.',
    owner_locked: 'The server owner’s permissions cannot be removed.',
    role_unknown: 'This role does not exist on the server.',
    role_system: 'Managed roles and @everyone cannot be used here.',
    bot_missing_manage_roles: 'The bot lacks the “Manage Roles” permission, so it cannot give roles.',
    role_above_bot:
      'This role is above the bot’s highest role. Move the bot’s role above it in Discord’s server settings.',
    commands_unknown: 'Some of these commands are unknown to the bot.',
    notification_role_invalid: 'This role cannot be notified.',
    notification_setup_incomplete:
      'Notifications are not set up yet: the server owner has to run the setup command in Discord.',
    notification_channel_gone:
      'The notification channel no longer exists: the server owner has to set notifications up again.',
    notification_channel_forbidden: 'The bot may not write in the notification channel.',
    notification_channel_unwritable:
      'The bot may not write in this channel: it needs View Channel, Send Messages and Embed Links there.',
    owner_only: 'Only the server owner (or a global admin in an admin session) may choose the notification channel.',
    not_revertible: 'Changes of this area cannot be undone.',
    revert_conflict: 'The record was changed again in the meantime.',
    ticket_closed: 'This ticket is closed already.',
    panel_channel_gone: 'That channel no longer exists. Choose another one.',
    panel_channel_forbidden:
      'The bot may not write in that channel: it needs View Channel, Send Messages and Embed Links there.',
    panel_refused: 'Discord refused the ticket panel.',
    panel_full: `At most ${PANEL_CATEGORIES_MAX} active categories fit on the ticket panel. Deactivate or delete another one first.`,
    ticket_limit: 'This member has an open ticket already.',
    ticket_open: 'Only a closed ticket can be rated.',
    not_opener: 'Only the opener of a ticket may rate it.',
    ticket_rated: 'This ticket has been rated already.',
    blocklist_full: `The blocklist is full: at most ${LIMITS.ticketBlock.entries} entries.`,
    rating_closed: 'A ticket can be rated only for 7 days after its close.',
    ticket_category_unknown: 'This category does not exist on the server (any more). Choose another one.',
    changed_since: 'Someone changed this entry meanwhile; nothing was saved.',
    discord_unavailable: 'Discord cannot be reached right now. Please try again shortly.',
    timeout: 'The request took too long. Please try again shortly.',
    internal: 'An internal error occurred. Please try again later.',
    session_expired: SESSION_ENDED,
    csrf_invalid: 'The form has expired. Please reload the page and try again.',
    unsupported_media_type: 'This request has to send JSON.',
    no_guild_access: 'No access to this server',
    upstream_unavailable: 'The service cannot be reached right now. Please try again shortly.',
  },
  permissionMissing: (needs: string) =>
    `This needs the permission “${needs}”. This server’s admins grant it under Permissions.`,
  upstream: { invalidResponse: 'The server received an invalid answer.', timeout: 'The request took too long.' },
  requests: {
    sessionsUnavailable: 'Sign-in cannot be reached right now. Please try again in a minute.',
    formExpired: 'The form has expired or is invalid. Please reload the page and try again.',
    tooMany: 'Too many requests. Please wait a moment and try again.',
    crossSite: 'This request did not come from this site and was refused.',
    fallback: 'Error',
  },
  validation: ENGLISH_RULE_WORDING.validation,
  rules: ENGLISH_RULE_WORDING.rules,
};
