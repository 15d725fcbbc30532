// The Demo-Discord page's documents: the frame every page shares, the document around a page (its
// stylesheets in the head, and at the styles break after a channel's top bar: the dashboard's when
// mounted on it and the page's own, as site.tsx's send chooses them for the body's markup), choosing the member to play, and a refusal that says why in words.
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StandInGuild, World } from '../model.js';
import type { PageMarkup, PageStyles } from '../options.js';
import type { DemoTexts } from '../texts.js';
import { displayName } from './channel-data.js';
import { TOKEN_FIELD } from './cookies.js';

export interface Frame {
  lang: 'de' | 'en';
  texts: DemoTexts;
  /** Where the pages live (the member choice); the channels are below it. */
  base: string;
  /** Where the stand-in's CDN answers on this origin (the files members sent). */
  cdn: string;
  /** The visitor's design: dark unless they chose the light one, as Discord's client starts. */
  theme: 'dark' | 'light';
  /** Where the dashboard stores a design chosen (POST, without JavaScript), when the page is mounted on it. */
  themeAction: string | null;
  /** The dashboard's island that follows new messages, when mounted on it (options.ts). */
  follow: ((props: { label: string; every: number }) => ReactElement) | null;
}

/** The switch to the other design, back to this page; none when the page runs without the dashboard. */
export function ThemeSwitch({ frame, back }: { frame: Frame; back: string }) {
  if (!frame.themeAction) return null;
  const other = frame.theme === 'dark' ? 'light' : 'dark';
  return (
    <form method="post" action={frame.themeAction}>
      <input type="hidden" name="theme" value={other} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="button button--small">
        {other === 'light' ? frame.texts.toLight : frame.texts.toDark}
      </button>
    </form>
  );
}

/** A page's styles for its markup; site.tsx's send provides them for its response. */
export const StylesOfPage = createContext<(markup: PageMarkup) => PageStyles>(() => ({ head: null, atBreak: null }));

/** The class of every page's body: the page's own rules hang on it. */
const BODY_CLASS = 'demo';

export function Document({
  frame,
  title,
  refresh = false,
  top,
  children,
}: {
  frame: Frame;
  title: string;
  refresh?: boolean;
  /**
   * The page's top, with a styles break after it: a first visit's head then carries only the rules the
   * top uses, and the rest of the styles comes between the top and the rest of the page, so on a slow
   * link the top paints before they have arrived. Without it, the head carries the page's styles.
   */
  top?: ReactNode;
  children: ReactNode;
}) {
  const stylesOf = useContext(StylesOfPage);
  // The body first: a first visit's inline styles are the rules its classes use.
  const restHtml = renderToStaticMarkup(children);
  const topHtml = top === undefined ? null : renderToStaticMarkup(top);
  const styles = stylesOf(
    topHtml === null
      ? { bodyClass: BODY_CLASS, early: restHtml }
      : { bodyClass: BODY_CLASS, early: topHtml, later: restHtml },
  );
  const atBreak = styles.atBreak === null ? '' : renderToStaticMarkup(styles.atBreak);
  const bodyHtml = (topHtml ?? '') + atBreak + restHtml;
  return (
    <html lang={frame.lang} data-theme={frame.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Without JavaScript, while the bot owes an answer (the island follows otherwise); the page works without it, through the refresh link. */}
        {refresh ? (
          <noscript>
            <meta httpEquiv="refresh" content="2" />
          </noscript>
        ) : null}
        <title>{`${title} – ${frame.texts.title}`}</title>
        {styles.head}
      </head>
      <body
        className={BODY_CLASS}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: E1, the page's body rendered by React just above (and its styles), never user content (test E1 lists every site)
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </html>
  );
}

const initial = (name: string) => [...name.trim()][0]?.toUpperCase() ?? '?';

export function ChoosePage({
  frame,
  world,
  guild,
  token,
  playing,
  firstChannel,
  asked,
}: {
  frame: Frame;
  world: World;
  guild: StandInGuild;
  token: string;
  playing: string | null;
  firstChannel: string | null;
  /** The channel a link asked for before a member was chosen: the choice leads there. */
  asked: string | null;
}) {
  const { texts } = frame;
  const humans = guild.members.filter((member) => world.users.get(member.userId)?.bot === false);
  return (
    <Document frame={frame} title={texts.chooseHeading}>
      <main className="demo-choose">
        <h1>{texts.chooseHeading}</h1>
        <p>{texts.chooseLead(guild.name)}</p>
        {playing ? (
          <p>
            {texts.playing(playing)}{' '}
            {firstChannel ? <a href={`${frame.base}/channels/${firstChannel}`}>{texts.toChannels}</a> : null}
          </p>
        ) : null}
        <form method="post" action={`${frame.base}/member`}>
          <input type="hidden" name={TOKEN_FIELD} value={token} />
          {asked ? <input type="hidden" name="channel" value={asked} /> : null}
          <ul className="demo-members">
            {humans.map((member) => {
              const name = displayName(world, guild, member.userId);
              return (
                <li key={member.userId}>
                  <button type="submit" name="member" value={member.userId} className="demo-member">
                    <span className="demo-avatar" aria-hidden="true">
                      {initial(name)}
                    </span>
                    <span>
                      <strong>{name}</strong>{' '}
                      <span className="demo-message__small">{world.users.get(member.userId)!.username}</span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </form>
        <section className="demo-panel" aria-labelledby="demo-join">
          <h2 id="demo-join">{texts.joinHeading}</h2>
          <form method="post" action={`${frame.base}/join`} className="demo-fields">
            <input type="hidden" name={TOKEN_FIELD} value={token} />
            {asked ? <input type="hidden" name="channel" value={asked} /> : null}
            <div className="demo-field">
              <label htmlFor="demo-username">{texts.joinLabel}</label>
              <span className="demo-message__small" id="demo-username-hint">
                {texts.joinHint}
              </span>
              <input
                id="demo-username"
                name="username"
                required
                minLength={2}
                maxLength={32}
                pattern="[a-z0-9_.]{2,32}"
                aria-describedby="demo-username-hint"
              />
            </div>
            <button type="submit" className="button button--primary">
              {texts.joinButton}
            </button>
          </form>
        </section>
      </main>
    </Document>
  );
}

export function RefusalPage({
  frame,
  message,
  detail,
  back,
  children,
}: {
  frame: Frame;
  message: string;
  detail?: string | undefined;
  back: string;
  /** What the refused form gives back to send again (a message's composer with the text typed). */
  children?: ReactNode;
}) {
  const { texts } = frame;
  return (
    <Document frame={frame} title={texts.refusals.heading}>
      <main className="demo-choose">
        <h1>{texts.refusals.heading}</h1>
        <p>{message}</p>
        {detail ? (
          <p>
            <code>{detail}</code>
          </p>
        ) : null}
        {children}
        <p>
          <a href={back}>{texts.refusals.back}</a>
        </p>
      </main>
    </Document>
  );
}
