/** A datetime-local input value for an ISO instant ('' for none), in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const off = d.getTimezoneOffset() * 60_000;
  return new Date(d.getTime() - off).toISOString().slice(0, 16);
}
/** The ISO instant of a datetime-local value (null when empty). */
export const fromLocalInput = (v: string): string | null => (v ? new Date(v).toISOString() : null);
