// A category form saved after someone else changed the category (the bot API's 409 changed_since): the
// form comes back with what was typed, and says who changed what, when, as the history shows it; its
// hidden basedOn is the category's new state, so saving again writes over that change knowingly.
import { readRefusal, refusalText } from '../../lib/refusal-messages.js';
import { formError } from '../../lib/form.js';
import type { FormValues, FormState } from '../../../../views/lib/form-state.js';
import { changedFields } from '../../../../views/components/HistoryChange.js';
import type { GuildRouteContext } from '../define-guild-route.js';
import { guildDateFormat } from '../guild-preferences.js';

export async function changedSince(
  ctx: GuildRouteContext<unknown, unknown>,
  values: FormValues,
  body: unknown,
): Promise<FormState> {
  const { texts } = ctx;
  const refused = refusalText(texts, 'changed_since');
  // Without the stale basedOn the form is based on the category's new state: saving again is knowing.
  const fresh = Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'basedOn'));
  const newer = readRefusal(body)?.body.newer;
  if (!newer) return formError(fresh, refused);
  const dates = await guildDateFormat(ctx.request, ctx.api, ctx.guildId);
  const fields = changedFields(newer.before, newer.after, {
    roles: {},
    categories: {},
    channels: {},
    texts,
    dateTime: (iso) => dates.dateTime(iso),
  }).map((change) => change.field);
  const who = newer.actor.name ?? newer.actor.id;
  return formError(
    fresh,
    `${refused} ${texts.categories.setup.changedSince(who, dates.dateTime(newer.createdAt), fields.join(', ') || '–')}`,
  );
}
