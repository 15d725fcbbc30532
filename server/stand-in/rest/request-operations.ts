// The operations of Discord's OpenAPI description whose request bodies the stand-in serves, by Discord's
// operation id. The build generates one validator per entry (scripts/discord-request-schemas.ts); the
// REST routes name the entry whose body they accept.
export const REQUEST_OPERATIONS = {
  create_message: ['/channels/{channel_id}/messages', 'post'],
  create_dm: ['/users/@me/channels', 'post'],
  update_message: ['/channels/{channel_id}/messages/{message_id}', 'patch'],
  create_guild_channel: ['/guilds/{guild_id}/channels', 'post'],
  update_channel: ['/channels/{channel_id}', 'patch'],
  set_channel_permission_overwrite: ['/channels/{channel_id}/permissions/{overwrite_id}', 'put'],
  bulk_set_application_commands: ['/applications/{application_id}/commands', 'put'],
  bulk_set_guild_application_commands: ['/applications/{application_id}/guilds/{guild_id}/commands', 'put'],
  create_interaction_response: ['/interactions/{interaction_id}/{interaction_token}/callback', 'post'],
  execute_webhook: ['/webhooks/{webhook_id}/{webhook_token}', 'post'],
  update_webhook_message: ['/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}', 'patch'],
} as const satisfies Record<string, readonly [string, string]>;

export type RequestOperation = keyof typeof REQUEST_OPERATIONS;
