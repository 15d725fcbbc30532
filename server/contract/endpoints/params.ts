// Path parameter schemas shared by the endpoint table: what a URL segment may be.
import { z } from 'zod';
import { RowId, Snowflake } from '../common.js';

export const NoParams = z.object({});
export const GuildParams = z.object({ guildId: Snowflake });
export const GuildRoleParams = z.object({ guildId: Snowflake, roleId: Snowflake });
/** 204 responses carry no body. */
export const NoContent = z.void();
export { RowId };
