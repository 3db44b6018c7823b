/**
 * Points as whole numbers with thousands separators ("1,857"), as en-GB writes them. Written out
 * rather than with Intl.NumberFormat: the first Intl formatter a page builds costs tens of
 * milliseconds on a phone (the browser loads its locale data), and points are on every first
 * screen, in the header. Halves round away from zero, as Intl rounds them.
 */
export function formatPoints(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/** Initials for an avatar placeholder or a logo monogram. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
