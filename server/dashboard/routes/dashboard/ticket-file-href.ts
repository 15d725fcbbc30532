// Where an archived file of a ticket is served (ticket-files.ts). Apart from that route, so the transcript
// page and its exports can link files without importing the route, which answers failures with that page.
export const ticketFileHref = (guildId: string, ticketId: number, fileId: number) =>
  `/dashboard/${guildId}/tickets/${ticketId}/files/${fileId}`;
