// A page of Demo Guild as the played member sees it: the channels they can see on the left (their direct
// messages first), the server's members with their roles on the right, and between them a modal the bot
// showed them, the last messages, and (in a channel) the composer and the command form. A channel and the
// member's direct messages are both such a page (direct.tsx makes the second).
import type { ReactElement, ReactNode } from 'react';
import type { JsonObject, StandInChannel, StandInGuild, StandInMember, StandInMessage, World } from '../model.js';
import {
  type ChannelGroup,
  displayName,
  mayAttach,
  mayWrite,
  shownMessages,
  shownModal,
  visibleChannels,
  waitingForBot,
} from './channel-data.js';
import { commandPaths, pathShown, suggestedChoices } from './commands.js';
import { Composer } from './composer.js';
import { CommandForm, ModalForm } from './forms.js';
import { type DemoView, Message } from './message.js';
import { choicesOf, markdownIn, namesIn } from './names.js';
import { Document, type Frame, ThemeSwitch } from './pages.js';
import { ChannelNav, type Current, type MemberEntry, MemberList, memberEntries } from './sidebars.js';

/** How often the page looks for new messages, with JavaScript. */
const FOLLOW_MS = 3000;

/** What every page of the played member shares: the view its parts render with, and both side lists. */
export interface Shell {
  frame: Frame;
  view: DemoView;
  guildName: string;
  memberName: string;
  groups: ChannelGroup[];
  members: MemberEntry[];
  current: Current;
}

export interface ChannelPageProps {
  shell: Shell;
  /** "#name", or the direct messages' heading. */
  heading: string;
  /** The channel's topic, shown under its name as Discord's header shows it (a ticket's priority). */
  topic?: string | null;
  /** What the page says when there are no messages. */
  empty: string;
  messages: StandInMessage[];
  waiting: boolean;
  /** Landed here from a channel that is gone: a line says so. */
  gone: boolean;
  modal: { interactionId: string; modal: JsonObject } | null;
  /** Below the messages: the composer and the command form in a channel. */
  children?: ReactNode;
}

export function ChannelPage(props: ChannelPageProps) {
  const { shell, heading, topic, empty, messages, waiting, gone, modal, children } = props;
  const { frame, view } = shell;
  const { texts } = frame;
  const bots = new Set(shell.members.filter((member) => member.bot).map((member) => member.userId));
  return (
    <Document
      frame={frame}
      title={heading}
      refresh={waiting && !modal}
      top={
        <header className="demo-top">
          <strong>{shell.guildName}</strong>
          <span>{texts.playing(shell.memberName)}</span>
          <a href={frame.base}>{texts.switchMember}</a>
          <ThemeSwitch frame={frame} back={view.channelPath} />
        </header>
      }
    >
      <div className="demo-app">
        <ChannelNav frame={frame} groups={shell.groups} current={shell.current} />
        <main className="demo-main">
          <div className="demo-channel-head">
            <h1>{heading}</h1>
            <a href={view.channelPath}>{texts.refresh}</a>
          </div>
          {topic ? <p className="demo-message__small">{topic}</p> : null}
          {frame.follow?.({ label: texts.following, every: FOLLOW_MS }) ?? null}
          {gone ? (
            <p className="demo-notice" role="status">
              {texts.channelGone}
            </p>
          ) : null}
          {/* What the follow island refreshes: the composer stays outside, so nothing typed there is lost. */}
          <div id="demo-live" className="demo-live">
            {waiting ? (
              <p className="demo-message__small" role="status">
                {texts.waiting}
              </p>
            ) : null}
            {modal ? <ModalForm modal={modal.modal} interactionId={modal.interactionId} view={view} /> : null}
            {messages.length === 0 ? (
              <p className="demo-message__small">{empty}</p>
            ) : (
              <ol className="demo-messages">
                {messages.map((message) => (
                  <Message key={message.id} message={message} view={view} bot={bots.has(message.authorId)} />
                ))}
              </ol>
            )}
          </div>
          {children}
        </main>
        <MemberList texts={texts} members={shell.members} />
      </div>
    </Document>
  );
}

/** The shell of a page of the played member at `path` (a channel's page, or their direct messages). */
export function shellOf(input: {
  world: World;
  frame: Frame;
  guild: StandInGuild;
  userId: string;
  token: string;
  path: string;
  locale: string;
  current: Current;
}): Shell {
  const { world, frame, guild, userId, locale } = input;
  const channels = `${frame.base}/channels`;
  const view: DemoView = {
    texts: frame.texts,
    token: input.token,
    names: namesIn(world, guild),
    markdown: markdownIn(world, guild, channels, { texts: frame.texts, cdn: frame.cdn, locale }),
    channelPath: input.path,
    cdn: frame.cdn,
    locale,
    choices: (kind, channelTypes) => choicesOf(world, guild, kind, channelTypes),
  };
  return {
    frame,
    view,
    guildName: guild.name,
    memberName: displayName(world, guild, userId),
    groups: visibleChannels(guild, userId),
    members: memberEntries(world, guild),
    current: input.current,
  };
}

/**
 * The page for what the world holds now: the member's channels, messages, modal and commands (once the
 * bot suggested its choices for the chosen command's options that autocomplete).
 */
export async function renderChannel(input: {
  world: World;
  frame: Frame;
  guild: StandInGuild;
  member: StandInMember;
  channel: StandInChannel;
  token: string;
  closedModals: ReadonlySet<string>;
  /** The command path chosen in the form's first step. */
  command: string | undefined;
  /** The locale the member's interactions carry. */
  locale: string;
  /** The member landed here from a channel that is gone. */
  gone: boolean;
}): Promise<ReactElement> {
  const { world, frame, guild, channel, locale } = input;
  const { userId } = input.member;
  const paths = commandPaths(world, guild, userId);
  const path = input.command && paths.includes(input.command) ? input.command : null;
  const shown = path ? pathShown(world, guild, path, locale) : null;
  const place = { guildId: guild.id, channelId: channel.id, userId, locale };
  const suggested = path && shown ? await suggestedChoices(world, place, path, shown.options) : new Map();
  const channelPath = `${frame.base}/channels/${channel.id}`;
  const shell = shellOf({ ...input, userId, path: channelPath, current: channel.id });
  const { view } = shell;
  return (
    <ChannelPage
      shell={shell}
      heading={`#${channel.name}`}
      topic={channel.topic}
      empty={frame.texts.noMessages}
      messages={shownMessages(world, channel, userId)}
      waiting={waitingForBot(world, channel, userId)}
      gone={input.gone}
      modal={shownModal(world, channel, userId, input.closedModals)}
    >
      {mayWrite(guild, channel, userId) ? (
        <Composer
          texts={frame.texts}
          token={view.token}
          channelPath={channelPath}
          channelName={channel.name}
          mayAttach={mayAttach(guild, channel, userId)}
        />
      ) : (
        <p>{frame.texts.mayNotWrite}</p>
      )}
      <CommandForm view={view} paths={paths} chosen={path && shown ? { ...shown, path, suggested } : null} />
    </ChannelPage>
  );
}
