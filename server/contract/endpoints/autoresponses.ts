// Auto responses.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { AutoResponse, AutoResponseInput, AutoResponsePreviewContext, PreviewContextQuery } from '../config.js';
import { endpoint } from '../endpoint.js';
import { DeletionResult } from '../history.js';
import { GuildParams } from './params.js';

/** The spec names an auto response by its trigger, URL-encoded in the path. */
const TriggerParams = z.object({ guildId: Snowflake, key: z.string().min(1).max(100) });

export const autoResponses = {
  list: endpoint({
    method: 'GET',
    path: '/api/autoresponses/:guildId',
    summary: "A guild's auto responses",
    auth: { kind: 'guild', permission: 'autoresponse.view' },
    params: GuildParams,
    response: z.array(AutoResponse),
    status: 200,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/autoresponses/:guildId',
    summary: 'Create an auto response (text or embed)',
    auth: { kind: 'guild', permission: 'autoresponse.manage' },
    params: GuildParams,
    body: AutoResponseInput,
    response: AutoResponse,
    status: 201,
  }),
  // Beyond the spec: editing, with the body and rules of create; the trigger itself may change.
  update: endpoint({
    method: 'PUT',
    path: '/api/autoresponses/:guildId/:key',
    summary: 'Replace the auto response with this trigger (URL-encoded), with the same rules as creating one',
    auth: { kind: 'guild', permission: 'autoresponse.manage' },
    params: TriggerParams,
    body: AutoResponseInput,
    response: AutoResponse,
    status: 200,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/autoresponses/:guildId/:key',
    summary:
      'Delete the auto response with this trigger (URL-encoded); answers the history entry, whose undo restores it',
    auth: { kind: 'guild', permission: 'autoresponse.manage' },
    params: TriggerParams,
    response: DeletionResult,
    status: 200,
  }),
  previewContext: endpoint({
    method: 'GET',
    path: '/api/autoresponses/:guildId/preview-context',
    summary:
      "The bot's name and avatar on the server, the server's role and channel names, and the mentioned users' names: what a preview needs",
    auth: { kind: 'guild', permission: 'autoresponse.view' },
    params: GuildParams,
    query: PreviewContextQuery,
    response: AutoResponsePreviewContext,
    status: 200,
  }),
};
