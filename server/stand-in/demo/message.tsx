// One message on the Demo-Discord page: its author (with the bot badge, and "only you" on an ephemeral
// answer), its text in Discord's Markdown (the transcripts' own renderer: mentions named, channels linked,
// never an HTML string), its files (pictures shown), its embeds as boxes, and the bot's buttons and
// selects as forms that post the click.
import { ButtonStyle, ComponentType as C, MessageFlags, MessageType } from 'discord-api-types/v10';
import { INLINE_IMAGE_TYPES } from '../../contract/media.js';
import { safeHttpUrl } from '../../contract/safe-url.js';
import { Markdown, type MarkdownContext } from '../../../views/markdown/Markdown.js';
import { SELECT_KINDS } from '../act/component-data.js';
import type { MentionKind } from '../act/resolved.js';
import { eachComponent } from '../components.js';
import type { JsonObject, StandInAttachment, StandInMessage } from '../model.js';
import { signedPath } from '../state/attachments.js';
import { isEphemeral } from '../state/messages.js';
import type { DemoTexts } from '../texts.js';
import { TOKEN_FIELD } from './cookies.js';
import type { Choice, Names } from './names.js';

/** What every part of a page needs: its words, the form token, names for ids and the choices of selects. */
export interface DemoView {
  texts: DemoTexts;
  token: string;
  names: Names;
  /** How texts render (names.ts: markdownIn); its node budget is the page's. */
  markdown: MarkdownContext;
  /** The channel page's path; its forms post below it. */
  channelPath: string;
  /** The stand-in's CDN on this origin, for the files members sent. */
  cdn: string;
  /** The member's Discord locale: the commands' words show in it. */
  locale: string;
  choices(kind: MentionKind, channelTypes?: number[]): Choice[];
}

/** A non-empty string, or null: the bot's JSON is read leniently. */
export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
/** The objects of a list, or none: the bot's JSON is read leniently. */
export const objects = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is JsonObject => typeof entry === 'object' && entry !== null) : [];

function Embed({ embed, markdown }: { embed: JsonObject; markdown: MarkdownContext }) {
  const author = text((embed.author as JsonObject | undefined)?.name);
  const footer = text((embed.footer as JsonObject | undefined)?.text);
  const fields = objects(embed.fields).filter((field) => text(field.name) || text(field.value));
  return (
    <div className="demo-embed">
      {author ? <p className="demo-embed__small">{author}</p> : null}
      {text(embed.title) ? <p className="demo-embed__title">{text(embed.title)}</p> : null}
      {text(embed.description) ? (
        <div className="demo-text">
          <Markdown text={text(embed.description)!} ctx={markdown} />
        </div>
      ) : null}
      {fields.length > 0 ? (
        <dl className="demo-embed__fields">
          {fields.map((field, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an embed's fields are shown as sent
            <div key={index}>
              <dt>{text(field.name)}</dt>
              <dd className="demo-text">
                <Markdown text={text(field.value) ?? ''} ctx={markdown} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {footer ? <p className="demo-embed__small">{footer}</p> : null}
    </div>
  );
}

/** A file's size as Discord's client writes it under a file: in KB below a megabyte, else in MB. */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 2,
  }).format(megabytes ? bytes / 1_000_000 : bytes / 1_000);
}

/**
 * The files sent with a message: raster pictures shown no taller than Discord shows them, every file
 * named with its size; gone ones are left out.
 */
function Attachments({ attachments, view }: { attachments: StandInAttachment[]; view: DemoView }) {
  const kept = attachments.filter((attachment) => attachment.data !== null);
  if (kept.length === 0) return null;
  return (
    <ul className="demo-files">
      {kept.map((attachment) => {
        const href = `${view.cdn}${signedPath(attachment)}`;
        const picture = INLINE_IMAGE_TYPES.includes(attachment.contentType ?? '');
        return (
          <li key={attachment.id} className="demo-file">
            {picture ? (
              <a href={href} rel="noreferrer">
                <img
                  src={href}
                  alt={attachment.description ?? attachment.filename}
                  width={attachment.width ?? undefined}
                  height={attachment.height ?? undefined}
                  loading="lazy"
                />
              </a>
            ) : null}
            <span className="demo-file__meta">
              {picture ? attachment.filename : <a href={href}>{attachment.filename}</a>}{' '}
              <span className="demo-message__small">{fileSize(attachment.size, view.locale)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const BUTTON_CLASS: Partial<Record<number, string>> = {
  [ButtonStyle.Primary]: 'button button--primary',
  [ButtonStyle.Success]: 'button demo-button--success',
  [ButtonStyle.Danger]: 'button button--danger',
};
/**
 * A button's emoji and label, as Discord shows them side by side; a custom emoji (a picture there) is left
 * out beside a label and named alone.
 */
function buttonLabel(button: JsonObject): string {
  const emoji = button.emoji as JsonObject | undefined;
  const unicode = emoji && !emoji.id ? text(emoji.name) : null;
  return [unicode, text(button.label)].filter(Boolean).join(' ') || text(emoji?.name) || String(button.custom_id ?? '');
}

function Buttons({ buttons, messageId, view }: { buttons: JsonObject[]; messageId: string; view: DemoView }) {
  const links = buttons.filter((button) => button.style === ButtonStyle.Link && safeHttpUrl(button.url));
  const posted = buttons.filter((button) => typeof button.custom_id === 'string');
  return (
    <>
      {posted.length > 0 ? (
        <form method="post" action={`${view.channelPath}/components`} className="demo-row">
          <input type="hidden" name={TOKEN_FIELD} value={view.token} />
          <input type="hidden" name="messageId" value={messageId} />
          {posted.map((button) => (
            <button
              key={String(button.custom_id)}
              type="submit"
              name="customId"
              value={String(button.custom_id)}
              className={BUTTON_CLASS[button.style as number] ?? 'button'}
              disabled={button.disabled === true}
            >
              {buttonLabel(button)}
            </button>
          ))}
        </form>
      ) : null}
      {links.map((button) => (
        <a key={String(button.url)} className="button" href={safeHttpUrl(button.url)!} rel="noreferrer">
          {buttonLabel(button)}
        </a>
      ))}
    </>
  );
}

function Select({ select, messageId, view }: { select: JsonObject; messageId: string; view: DemoView }) {
  const kind = SELECT_KINDS[select.type as number];
  const offered: Choice[] = kind
    ? view.choices(kind, select.channel_types as number[] | undefined)
    : objects(select.options).map((option) => ({ value: String(option.value), label: String(option.label) }));
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  const label = text(select.placeholder) ?? view.texts.choose;
  return (
    <form method="post" action={`${view.channelPath}/components`} className="demo-row">
      <input type="hidden" name={TOKEN_FIELD} value={view.token} />
      <input type="hidden" name="messageId" value={messageId} />
      <input type="hidden" name="customId" value={String(select.custom_id)} />
      <input type="hidden" name="select" value="1" />
      <select name="values" multiple={max > 1} aria-label={label} disabled={select.disabled === true}>
        {offered.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button" disabled={select.disabled === true}>
        {view.texts.choose}
      </button>
    </form>
  );
}

export function Message({ message, view, bot }: { message: StandInMessage; view: DemoView; bot: boolean }) {
  const { texts, names } = view;
  const author = names.user(message.authorId);
  const all = [...eachComponent(message.components)];
  const selects = all.filter(
    (component) => component.type === C.StringSelect || SELECT_KINDS[component.type as number],
  );
  const origin = message.interaction;
  if (message.type === MessageType.UserJoin)
    return (
      <li className="demo-message demo-message--system">
        <p className="demo-message__small">
          <span aria-hidden="true">→ </span>
          {texts.joined(author)}
        </p>
      </li>
    );
  return (
    <li className={isEphemeral(message) ? 'demo-message demo-message--own' : 'demo-message'}>
      {origin?.name ? (
        <p className="demo-message__small">{texts.usedCommand(names.user(origin.userId), origin.name)}</p>
      ) : null}
      <p className="demo-message__head">
        <strong>{author}</strong>
        {bot ? <span className="demo-badge">{texts.bot}</span> : null}
        {isEphemeral(message) ? <span className="demo-message__small">{texts.onlyYou}</span> : null}
      </p>
      {message.flags & MessageFlags.Loading ? (
        <p className="demo-message__small">{texts.thinking(author)}</p>
      ) : message.type === MessageType.ChannelPinnedMessage ? (
        <p className="demo-message__small">{texts.pinned}</p>
      ) : message.content ? (
        <div className="demo-text">
          <Markdown text={message.content} ctx={view.markdown} />
        </div>
      ) : null}
      <Attachments attachments={message.attachments} view={view} />
      {message.embeds.map((embed, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's embeds are shown as sent
        <Embed key={index} embed={embed} markdown={view.markdown} />
      ))}
      <Buttons buttons={all.filter((component) => component.type === C.Button)} messageId={message.id} view={view} />
      {selects.map((select) => (
        <Select key={String(select.custom_id)} select={select} messageId={message.id} view={view} />
      ))}
    </li>
  );
}
