// A ticket panel sent again into another channel has moved: its history entry says so in words of its
// own ("Panel verschoben: #alt → #neu"), above the diff that lists the channel among its other fields.
import type { HistoryEntry } from '../../server/contract/index.js';

const channelOf = (record: unknown): string | null =>
  typeof record === 'object' && record !== null && 'channelId' in record && typeof record.channelId === 'string'
    ? record.channelId
    : null;

/** The channels a change of a panel moved it from and to; null for every other change. */
export function panelMove(
  entry: Pick<HistoryEntry, 'action' | 'before' | 'after'>,
): { from: string; to: string } | null {
  if (entry.action !== 'ticket_panel.send') return null;
  const from = channelOf(entry.before);
  const to = channelOf(entry.after);
  return from && to && from !== to ? { from, to } : null;
}
