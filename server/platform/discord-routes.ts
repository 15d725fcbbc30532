// How Discord counts a request against its rate limits: the route (method and path, ids taken out) and
// the top-level resource in the path its bucket is kept per (a channel, a guild, a webhook with its
// token); whether the global limit counts it (interaction callbacks and their webhooks are not counted);
// and whether it has a bucket at all (an interaction callback answers once, so it has none).

export interface DiscordRoute {
  /** 'POST /channels/:id/messages': the route until Discord names its bucket. */
  key: string;
  /** The top-level resource in the path, e.g. '/channels/130000000000000002' ('' when none). */
  major: string;
  global: boolean;
  bucketed: boolean;
}

const TOP_LEVEL = /^\/(?:channels|guilds)\/\d+|^\/webhooks\/\d+\/[^/]+/;

/** The route of a request to Discord's REST API, by the URL @discordjs/rest sends it to. */
export function discordRoute(method: string, url: string): DiscordRoute {
  // The path after the API's version: https://discord.com/api/v10/channels/1/messages → /channels/1/messages.
  const path = new URL(url).pathname.replace(/^.*?\/v\d+(?=\/)/, '');
  const interaction = path.startsWith('/interactions/') || path.startsWith('/webhooks/');
  const template = path
    .replace(/^\/webhooks\/\d+\/[^/]+/, '/webhooks/:id/:token')
    .replace(/\/reactions\/.*/, '/reactions/:reaction')
    .replace(/\d{17,20}/g, ':id');
  return {
    key: `${method.toUpperCase()} ${template}`,
    major: TOP_LEVEL.exec(path)?.[0] ?? '',
    global: !interaction,
    bucketed: !/^\/interactions\/[^/]+\/[^/]+\/callback$/.test(path),
  };
}
