// A channel of Demo Guild as the played member sees it: the channels they can see on the left (grouped
// under their categories, text channels linked), and on the right a modal the bot showed them, the last
// messages, the composer and the command form.
import type { ReactElement } from 'react';
import type { JsonObject, StandInChannel, StandInGuild, StandInMember, StandInMessage, World } from '../model.js';
import {
  type ChannelGroup,
  displayName,
  isTextChannel,
  mayAttach,
  mayWrite,
  shownMessages,
  shownModal,
  visibleChannels,
  waitingForBot,
} from './channel-data.js';
import { commandPaths, type PathShown, pathShown, suggestedChoices } from './commands.js';
import { Composer } from './composer.js';
import { CommandForm, ModalForm } from './forms.js';
import { type DemoView, Message } from './message.js';
import { type Choice, choicesOf, namesIn } from './names.js';
import { Document, type Frame, ThemeSwitch } from './pages.js';

export interface ChannelPageProps {
  frame: Frame;
  view: DemoView;
  guildName: string;
  memberName: string;
  groups: ChannelGroup[];
  channel: StandInChannel;
  messages: StandInMessage[];
  isBot(userId: string): boolean;
  mayWrite: boolean;
  mayAttach: boolean;
  waiting: boolean;
  /** Landed here from a channel that is gone: a line says so. */
  gone: boolean;
  modal: { interactionId: string; modal: JsonObject } | null;
  paths: string[];
  chosen: (PathShown & { path: string; suggested: ReadonlyMap<string, Choice[]> }) | null;
}

function ChannelNav({ frame, groups, current }: { frame: Frame; groups: ChannelGroup[]; current: StandInChannel }) {
  return (
    <nav className="demo-nav" aria-label={frame.texts.channels}>
      {groups.map((group) => (
        <div key={group.category?.id ?? 'top'}>
          {group.category ? <h2 className="demo-nav__category">{group.category.name}</h2> : null}
          <ul>
            {group.channels.map((channel) => (
              <li key={channel.id}>
                {isTextChannel(channel) ? (
                  <a
                    href={`${frame.base}/channels/${channel.id}`}
                    aria-current={channel.id === current.id ? 'page' : undefined}
                  >
                    #{channel.name}
                  </a>
                ) : (
                  <span className="demo-message__small">{channel.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function ChannelPage(props: ChannelPageProps) {
  const { frame, view, channel } = props;
  const { texts } = frame;
  return (
    <Document frame={frame} title={`#${channel.name}`} refresh={props.waiting && !props.modal}>
      <header className="demo-top">
        <strong>{props.guildName}</strong>
        <span>{texts.playing(props.memberName)}</span>
        <a href={frame.base}>{texts.switchMember}</a>
        <ThemeSwitch frame={frame} back={view.channelPath} />
      </header>
      <div className="demo-app">
        <ChannelNav frame={frame} groups={props.groups} current={channel} />
        <main className="demo-main">
          <div className="demo-channel-head">
            <h1>#{channel.name}</h1>
            <a href={view.channelPath}>{texts.refresh}</a>
          </div>
          {props.gone ? (
            <p className="demo-notice" role="status">
              {texts.channelGone}
            </p>
          ) : null}
          {props.waiting ? (
            <p className="demo-message__small" role="status">
              {texts.waiting}
            </p>
          ) : null}
          {props.modal ? (
            <ModalForm modal={props.modal.modal} interactionId={props.modal.interactionId} view={view} />
          ) : null}
          {props.messages.length === 0 ? (
            <p className="demo-message__small">{texts.noMessages}</p>
          ) : (
            <ol className="demo-messages">
              {props.messages.map((message) => (
                <Message key={message.id} message={message} view={view} bot={props.isBot(message.authorId)} />
              ))}
            </ol>
          )}
          {props.mayWrite ? (
            <Composer
              texts={texts}
              token={view.token}
              channelPath={view.channelPath}
              channelName={channel.name}
              mayAttach={props.mayAttach}
            />
          ) : (
            <p>{texts.mayNotWrite}</p>
          )}
          <CommandForm view={view} paths={props.paths} chosen={props.chosen} />
        </main>
      </div>
    </Document>
  );
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
  const { world, frame, guild, channel } = input;
  const { userId } = input.member;
  const paths = commandPaths(world, guild, userId);
  const path = input.command && paths.includes(input.command) ? input.command : null;
  const shown = path ? pathShown(world, guild, path, input.locale) : null;
  const place = { guildId: guild.id, channelId: channel.id, userId, locale: input.locale };
  const suggested = path && shown ? await suggestedChoices(world, place, path, shown.options) : new Map();
  const view: DemoView = {
    texts: frame.texts,
    token: input.token,
    names: namesIn(world, guild, `${frame.base}/channels`),
    channelPath: `${frame.base}/channels/${channel.id}`,
    cdn: frame.cdn,
    locale: input.locale,
    choices: (kind, channelTypes) => choicesOf(world, guild, kind, channelTypes),
  };
  return (
    <ChannelPage
      frame={frame}
      view={view}
      guildName={guild.name}
      memberName={displayName(world, guild, userId)}
      groups={visibleChannels(guild, userId)}
      channel={channel}
      messages={shownMessages(world, channel, userId)}
      isBot={(id) => world.users.get(id)?.bot === true}
      mayWrite={mayWrite(guild, channel, userId)}
      mayAttach={mayAttach(guild, channel, userId)}
      waiting={waitingForBot(world, channel, userId)}
      gone={input.gone}
      modal={shownModal(world, channel, userId, input.closedModals)}
      paths={paths}
      chosen={path && shown ? { ...shown, path, suggested } : null}
    />
  );
}
