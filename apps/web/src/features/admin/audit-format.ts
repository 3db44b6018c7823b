/**
 * Short text for an audit entry's change: the fields that differ as "field: before → after".
 * Values that are not plain objects show whole. Pure, so it has a unit test.
 */
export function describeChange(before: unknown, after: unknown, maxLength = 300): string {
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  let text: string;
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    text = keys
      .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
      .map((k) =>
        k in b && k in a
          ? `${k}: ${show(b[k])} → ${show(a[k])}`
          : k in a
            ? `${k}: ${show(a[k])}`
            : `${k}: ${show(b[k])} → —`,
      )
      .join('; ');
  } else {
    text = before === null || before === undefined ? show(after) : `${show(before)} → ${show(after)}`;
  }
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}
