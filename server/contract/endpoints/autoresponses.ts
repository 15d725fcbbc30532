// Auto responses.
import { z } from 'zod';
import { Snowflake } from '../common.js';
import { AutoResponse, AutoResponseInput } from '../config.js';
import { endpoint } from '../endpoint.js';
import { GuildParams, NoContent } from './params.js';

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
  remove: endpoint({
    method: 'DELETE',
    path: '/api/autoresponses/:guildId/:key',
    summary: 'Delete the auto response with this trigger (URL-encoded)',
    auth: { kind: 'guild', permission: 'autoresponse.manage' },
    params: z.object({ guildId: Snowflake, key: z.string().min(1).max(100) }),
    response: NoContent,
    status: 204,
  }),
};
