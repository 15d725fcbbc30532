// Live countdown of an admin session. The server renders the value at request time; in the browser
// it ticks on the local clock, shifted by how far that clock was from the server's when the page was
// requested, so a wrong device clock does not end the session early on screen.
import { useEffect, useState } from 'react';
import type { Texts } from '../views/i18n/texts.js';
import { countdownText } from './_shared/countdown.js';

type AdminCountdownProps = {
  /** Session expiry, epoch milliseconds. */
  expiresAt: number;
  /** Server time when the page was rendered, epoch milliseconds. */
  renderedAt: number;
  texts: Texts['countdown'];
};

export default function AdminCountdown({ expiresAt, renderedAt, texts }: AdminCountdownProps) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const skew = performance.timeOrigin - renderedAt;
    const tick = () => setNow(Date.now() - skew);
    tick();
    const timer = setInterval(tick, 15_000);
    return () => clearInterval(timer);
  }, [renderedAt]);
  return (
    <span className="countdown" role="timer" aria-live="off">
      {countdownText(expiresAt, now, texts)}
    </span>
  );
}
