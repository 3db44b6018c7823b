/**
 * PostgreSQL refuses the NUL character in text, and no form needs it: the path of the first
 * string (or key) holding one, so the call answers 400 on that field instead of failing late.
 */
export function findNulCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_form' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k.includes('\u0000')) return [...path, '_key'].join('.');
      const found = findNulCharacter(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}
