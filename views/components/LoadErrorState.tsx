// A screen whose data failed to load keeps the layout and shows its own message (spec section 8)
// with a retry link to the same URL, which works without JavaScript.
export function LoadErrorState({ title, message, retryHref, retryLabel = 'Erneut versuchen' }: { title?: string | undefined; message: string; retryHref: string; retryLabel?: string | undefined }) {
  return (
    <section className="state state--error" role="alert">
      {title ? <h1 className="state__title">{title}</h1> : null}
      <p>{message}</p>
      <a className="button" href={retryHref}>
        {retryLabel}
      </a>
    </section>
  );
}

/** The bot API refused the page: no rights on this guild (403), or the bot is not on it (404). */
export function RefusalState({ status }: { status: 403 | 404 }) {
  return (
    <section className="state state--error" role="alert">
      <h1 className="state__title">{status === 403 ? 'Kein Zugriff' : 'Server wurde nicht gefunden'}</h1>
      <p>{status === 403 ? 'Du hast keine Berechtigung für diesen Bereich dieses Servers.' : 'Der Bot ist nicht auf diesem Server, oder es gibt ihn nicht.'}</p>
      <a className="button" href="/guilds">
        Zur Serverauswahl
      </a>
    </section>
  );
}
