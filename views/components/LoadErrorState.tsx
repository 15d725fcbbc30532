// A screen whose data failed to load keeps the layout and shows its own message (spec section 8)
// with a retry link to the same URL, which works without JavaScript.
export function LoadErrorState({ title, message, retryHref, retryLabel = 'Erneut versuchen' }: {
  title?: string;
  message: string;
  retryHref: string;
  retryLabel?: string;
}) {
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
