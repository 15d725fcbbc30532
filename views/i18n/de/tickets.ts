// Tickets, their search and transcripts (page, modal and exports).
// In German: the default catalogue's German as it is, with its English words and forms replaced.
import type { CatalogueOf } from '../catalogue-of.js';
import { SPEC_TICKETS } from '../spec/tickets.js';

export const DE_TICKETS: CatalogueOf<typeof SPEC_TICKETS> = {
  ...SPEC_TICKETS,
  tickets: {
    ...SPEC_TICKETS.tickets,
    lists: {
      ...SPEC_TICKETS.tickets.lists,
      closed: {
        ...SPEC_TICKETS.tickets.lists.closed,
        heading: 'Ticket-Transkripte',
        empty: 'Keine Transkripte verfügbar',
      },
    },
  },
  transcriptButton: {
    ...SPEC_TICKETS.transcriptButton,
    show: 'Transkript anzeigen',
    failed: 'Fehler beim Laden des Transkripts: {status}',
    unknown: 'Fehler beim Laden des Transkripts: Unbekannter Fehler',
  },
  transcript: {
    ...SPEC_TICKETS.transcript,
    invalid: 'Fehler beim Laden des Transkripts',
    failed: (detail) => `Fehler beim Laden des Transkripts: ${detail}`,
    unknownError: 'Unbekannter Fehler beim Laden des Transkripts',
    empty: 'Keine Nachrichten im Transkript gefunden',
    omitted: (count, total, first, last) =>
      `Gekürzt: Das Ticket war zu lang für ein Transkript. ${count} von ${total} Nachrichten ${count === 1 ? 'wurde' : 'wurden'} beim Schließen ausgelassen; erhalten sind der Anfang und das Ende des Tickets (${first} + ${last} Nachrichten).`,
    exportFailed: 'Das Transkript konnte nicht geladen werden.',
    invalidFormat: 'Ungültiges Transkript-Format erhalten',
    emptyReceived: 'Leeres Transkript erhalten',
  },
};
