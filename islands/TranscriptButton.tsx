// 'Transcript anzeigen': without JavaScript a link to the transcript page; with it, a modal dialog that
// shows the ticket's details and the transcript as the server rendered it (so no transcript renderer
// ships to the browser). The native <dialog> traps focus, closes on Escape and returns focus.
import { useId, useRef, useState, type MouseEvent } from 'react';
import { TicketDetails } from '../views/components/TicketDetails.js';
import type { Texts } from '../views/i18n/texts.js';
import { sessionEnded } from './_shared/session-ended.js';

type TranscriptButtonProps = {
  pageHref: string;
  fragmentHref: string;
  ticketId: number;
  username: string;
  reason: string;
  createdAt: string;
  closedAt: string;
  texts: Texts['transcriptButton'];
  details: Texts['ticketDetails'];
};

type Body = { state: 'loading' } | { state: 'ready'; html: string } | { state: 'error'; message: string };

export default function TranscriptButton(props: TranscriptButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState<Body>({ state: 'loading' });
  const titleId = useId();

  async function show(event: MouseEvent) {
    event.preventDefault();
    setOpen(true);
    setBody({ state: 'loading' });
    queueMicrotask(() => dialog.current?.showModal());
    try {
      const response = await fetch(props.fragmentHref, {
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
      });
      if (sessionEnded(response)) return;
      const html = await response.text();
      setBody(
        response.ok
          ? { state: 'ready', html }
          : {
              state: 'error',
              message: props.texts.failed.replace('{status}', `${response.status} ${response.statusText}`.trim()),
            },
      );
    } catch {
      setBody({ state: 'error', message: props.texts.unknown });
    }
  }

  const close = () => dialog.current?.close();

  return (
    <>
      <a className="button button--small" href={props.pageHref} onClick={show}>
        {props.texts.show}
      </a>
      {open ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; keyboard users close with Escape, which <dialog> handles itself
        <dialog
          ref={dialog}
          className="modal"
          aria-labelledby={titleId}
          onClose={() => setOpen(false)}
          // A click on the dialog itself (not its content) is a click on the backdrop.
          onClick={(event) => event.target === event.currentTarget && close()}
        >
          <div className="modal__content">
            <h2 id={titleId}>{props.texts.title.replace('{id}', String(props.ticketId))}</h2>
            <TicketDetails
              username={props.username}
              reason={props.reason}
              createdAt={props.createdAt}
              closedAt={props.closedAt}
              texts={props.details}
            />
            {body.state === 'loading' ? <p className="modal__transcript">{props.texts.loading}</p> : null}
            {body.state === 'error' ? (
              <p className="alert alert--error" role="alert">
                {body.message}
              </p>
            ) : null}
            {body.state === 'ready' ? (
              // Markup rendered by our server from React (every value escaped there), fetched from our origin.
              <div
                className="modal__transcript"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: E1, React-rendered markup of our own, never user content (test E1 lists every site)
                dangerouslySetInnerHTML={{ __html: body.html }}
              />
            ) : null}
            <button className="button" type="button" onClick={close}>
              {props.texts.close}
            </button>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
