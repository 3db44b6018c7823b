const points = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export function formatPoints(value: number): string {
  return points.format(value);
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
