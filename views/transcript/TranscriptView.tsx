// A ticket transcript: the header card (channel, server, message count, when it was made), a note when
// the bot left messages out of it, then its messages (Message.tsx). Everything from the transcript is
// text to React; URLs go through safeHttpUrl, images through discordMediaUrl. The server renders the
// messages one by one (renderTranscriptMessages), so the list arrives here as React's markup.
import { fileReferences, type MentionNames, type Transcript } from '../../server/contract/transcript.js';
import type { Texts } from '../i18n/texts.js';
import type { DateFormat } from '../lib/date-format.js';
import { TRANSCRIPT_NODE_BUDGET } from '../markdown/Markdown.js';
import type { ArchiveLinks, TranscriptContext } from './context.js';

/** Names by id: the first map's name where it has one, else the second's. */
const namesFrom = (own: Record<string, string>, current: Record<string, string>) =>
  new Map([...Object.entries(current), ...Object.entries(own)]);

/**
 * One context for all messages of a transcript: mention names and the shared formatting budget. Role and
 * channel names come from the transcript where it recorded them, else from the guild's current ones.
 */
export function markdownContext(
  transcript: Transcript,
  cdnBase: string,
  dates: DateFormat,
  texts: Texts['transcript'],
  current: MentionNames = { roles: {}, channels: {} },
  archive?: ArchiveLinks,
): TranscriptContext {
  return {
    cdnBase,
    dates,
    texts,
    archive: archive
      ? {
          files: new Map(archive.files.map((file) => [file.url, file])),
          hrefOf: archive.hrefOf,
          pastLimit: new Set(fileReferences(transcript).pastLimit.map((ref) => ref.url)),
        }
      : null,
    userNames: new Map([
      ...Object.entries(transcript.mentions.users ?? {}),
      ...transcript.messages.filter((m) => m.author.id).map((m): [string, string] => [m.author.id!, m.author.name]),
    ]),
    roleNames: namesFrom(transcript.mentions.roles, current.roles),
    channelNames: namesFrom(transcript.mentions.channels, current.channels),
    budget: { nodesLeft: TRANSCRIPT_NODE_BUDGET },
  };
}

/** What a shortened transcript says above its messages (and its text export in its header), or null. */
export function omittedNote(transcript: Transcript, texts: Texts['transcript']): string | null {
  const { omitted, totalMessages } = transcript.header;
  if (!omitted) return null;
  const last = transcript.messages.length - omitted.after;
  return texts.omitted(omitted.count, totalMessages, omitted.after, last);
}

export function TranscriptView({
  transcript,
  now,
  dates,
  texts,
  messagesHtml,
}: {
  transcript: Transcript | null;
  now: Date;
  dates: DateFormat;
  texts: Texts['transcript'];
  messagesHtml: string;
}) {
  if (!transcript)
    return (
      <p className="alert alert--error" role="alert">
        {texts.invalid}
      </p>
    );
  const omitted = omittedNote(transcript, texts);
  return (
    <div className="transcript">
      <dl className="card transcript__header">
        <div>
          <dt>{texts.channel}</dt>
          <dd>#{transcript.header.channelName || '–'}</dd>
        </div>
        <div>
          <dt>{texts.server}</dt>
          <dd>{transcript.header.guildName || '–'}</dd>
        </div>
        <div>
          <dt>{texts.messages}</dt>
          <dd>{transcript.header.totalMessages}</dd>
        </div>
        <div>
          <dt>{texts.generated}</dt>
          <dd>{dates.messageTime(transcript.header.generated, now)}</dd>
        </div>
      </dl>
      {omitted ? (
        <p className="alert alert--info" role="note">
          {omitted}
        </p>
      ) : null}
      {transcript.messages.length === 0 ? (
        <p className="state">{texts.empty}</p>
      ) : (
        // Each message was rendered by React on the server (renderTranscriptMessages): our own markup.
        <ol
          className="messages"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: E1, React-rendered markup of our own, never user content (test E1 lists every site)
          dangerouslySetInnerHTML={{ __html: messagesHtml }}
        />
      )}
    </div>
  );
}
