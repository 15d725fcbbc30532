// The auto response form's mention picker: a channel, a role or a member, each a select with its own
// *Einfügen* button that sends the form back with the mention added to the text or the embed's
// description (nothing typed is lost, nothing is saved). With JavaScript, MentionPicker inserts it
// where the cursor is instead, without sending anything.
import type { AutoResponsePreviewContext } from '../../server/contract/index.js';
import { useTexts } from '../i18n/texts-context.js';
import { MentionPickerIsland } from '../islands.js';

/** The kinds of mention, each with the select it is chosen in. */
export const MENTION_SELECTS = { channel: 'mentionChannel', role: 'mentionRole', member: 'mentionMember' } as const;
export type MentionKind = keyof typeof MENTION_SELECTS;

/** How Discord writes a mention of each kind. */
export const mentionOf = (kind: MentionKind, id: string): string =>
  kind === 'channel' ? `<#${id}>` : kind === 'role' ? `<@&${id}>` : `<@${id}>`;

/** Names by id, in name order. */
const byName = (names: Record<string, string>) => Object.entries(names).sort(([, a], [, b]) => a.localeCompare(b));

/** What each select offers: the server's channels, its roles but @everyone (which is no role mention), the first members. */
function choicesOf(context: AutoResponsePreviewContext, guildId: string): Record<MentionKind, [string, string][]> {
  const { roles, channels } = context.mentionNames;
  return {
    channel: byName(channels),
    role: byName(roles).filter(([id]) => id !== guildId),
    member: byName(context.members),
  };
}

export function MentionPicker({
  context,
  guildId,
  target,
}: {
  /** The server's names (null when Discord could not say: then there is nothing to pick). */
  context: AutoResponsePreviewContext | null;
  guildId: string;
  /** The field the mention goes into, as chosen last. */
  target: string;
}) {
  const { autoResponses: texts } = useTexts();
  if (!context) return null;
  const choices = choicesOf(context, guildId);
  return (
    <fieldset className="field mention-picker">
      <legend className="field__label">{texts.mentions.legend}</legend>
      <label className="mention-picker__row">
        <span>{texts.mentions.into}</span>
        <select name="mentionTarget" defaultValue={target}>
          <option value="response">{texts.response}</option>
          <option value="embedDescription">{texts.embedDescription}</option>
        </select>
      </label>
      {(Object.keys(MENTION_SELECTS) as MentionKind[]).map((kind) => (
        <div className="mention-picker__row" key={kind}>
          <label>
            <span>{texts.mentions[kind]}</span>
            <select name={MENTION_SELECTS[kind]} disabled={choices[kind].length === 0}>
              {choices[kind].length === 0 ? <option value="">{texts.mentions.none}</option> : null}
              {choices[kind].map(([id, name]) => (
                <option key={id} value={id}>
                  {kind === 'channel' ? `#${name}` : `@${name}`}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            name="compose"
            value={kind}
            className="button"
            formNoValidate
            disabled={choices[kind].length === 0}
            aria-label={texts.mentions.insertLabel(texts.mentions[kind])}
          >
            {texts.mentions.insert}
          </button>
        </div>
      ))}
      <MentionPickerIsland />
    </fieldset>
  );
}
