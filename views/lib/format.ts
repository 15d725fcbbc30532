/** Attachment sizes in MB with 2 decimals, the unit in every language. */
export function formatMegabytes(bytes: number | undefined): string {
  return `${((bytes ?? 0) / (1024 * 1024)).toFixed(2)} MB`;
}
