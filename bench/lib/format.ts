/** Prints rows as an aligned plain-text table (numbers right-aligned). */
export function printTable(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
): void {
  const cells = rows.map((r) => r.map((c) => (c === null ? '—' : typeof c === 'number' ? fmtNum(c) : c)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.every((r) => typeof r[i] === 'number' || r[i] === null));
  const line = (r: readonly string[]) =>
    r.map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells) console.log(line(r));
}

export function fmtNum(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return n.toLocaleString('en-GB');
  if (Math.abs(n) >= 100) return Math.round(n).toLocaleString('en-GB');
  if (Math.abs(n) >= 10) return n.toFixed(1);
  return n.toFixed(2);
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
