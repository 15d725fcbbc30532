// The tickets page's one transcript dialog. Each closed ticket's 'Transcript anzeigen' is a plain link to
// its transcript page (so it works without JavaScript); TranscriptDialog.client.ts turns any such link
// into this dialog, filled from the link's data and the server's transcript fragment. One dialog for the
// page instead of one React root per row: nothing renders per row, and the browser loads no React here.
import { TicketDetails } from '../views/components/TicketDetails.js';
import type { Texts } from '../views/i18n/texts.js';

type TranscriptDialogProps = {
  texts: Texts['transcriptButton'];
  details: Texts['ticketDetails'];
};

/** What a row's link carries for the dialog, as data attributes (see transcriptLinkData). */
export interface TranscriptLink {
  fragmentHref: string;
  ticketId: number;
  username: string;
  reason: string;
  createdAt: string;
  closedAt: string;
}

/** The link's attributes: the fragment to fetch and the details the dialog shows (in TicketDetails' order). */
export function transcriptLinkData(link: TranscriptLink): Record<string, string> {
  return {
    'data-transcript': link.fragmentHref,
    'data-ticket-id': String(link.ticketId),
    'data-details': JSON.stringify([link.username, link.reason || '–', link.createdAt, link.closedAt]),
  };
}

export default function TranscriptDialog({ texts, details }: TranscriptDialogProps) {
  return (
    <dialog
      className="modal"
      aria-labelledby="transcript-dialog-title"
      data-title={texts.title}
      data-loading={texts.loading}
      data-failed={texts.failed}
      data-unknown={texts.unknown}
    >
      <div className="modal__content">
        {/* biome-ignore lint/a11y/useHeadingContent: named when it opens (the ticket's number); a closed dialog is not rendered */}
        <h2 id="transcript-dialog-title" />
        <TicketDetails username="" reason="" createdAt="" closedAt="" texts={details} />
        <div className="modal__transcript" />
        <button className="button" type="button" data-close>
          {texts.close}
        </button>
      </div>
    </dialog>
  );
}
