// Generic error page: status and a message that is safe to show, never a stack or internal detail.
import { useTexts } from '../i18n/texts-context.js';

export function ErrorPage({ status, message }: { status: number; message: string }) {
  const texts = useTexts().errorPage;
  return (
    <section className="card state state--error">
      <h1 className="state__title">{texts.heading(status)}</h1>
      <p>{message}</p>
      <a className="button" href="/">
        {texts.home}
      </a>
    </section>
  );
}
