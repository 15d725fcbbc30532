// The admin-session countdown text (spec section 2, "Dashboard layout"): hours and minutes left.
export function countdownText(expiresAt: number, now: number): string {
  const left = expiresAt - now;
  if (left <= 0) return 'Abgelaufen';
  const minutes = Math.ceil(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `Läuft ab in: ${hours}h ${rest}m` : `Läuft ab in: ${rest}m`;
}
