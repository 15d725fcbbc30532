// Generic error page: status and a message that is safe to show, never a stack or internal detail.
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <section className="card state state--error">
      <h1 className="state__title">Fehler {status}</h1>
      <p>{message}</p>
      <a className="button" href="/">
        Zur Startseite
      </a>
    </section>
  );
}
