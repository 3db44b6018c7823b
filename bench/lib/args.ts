/** `--name=value` and `--flag` arguments; the last one given wins. */
export function parseArgs(argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  const out = new Map<string, string>();
  for (const a of argv) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(a);
    if (m?.[1]) out.set(m[1], m[2] ?? 'true');
  }
  return out;
}

export function intArg(args: Map<string, string>, name: string, fallback: number): number {
  const v = args.get(name);
  if (v === undefined) return fallback;
  const n = Number(v.replace(/_/g, ''));
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a non-negative number, got ${v}`);
  return Math.round(n);
}
