import { hasForbiddenText } from '@portal/contract';

/** Deepest nesting a call body may have; no call's payload is more than a few levels deep. */
export const MAX_BODY_DEPTH = 64;
/** Most items one array in a call body may hold; the largest list a call takes is 100. */
export const MAX_ARRAY_ITEMS = 10_000;

export type BodyProblem =
  { kind: 'text'; path: string } | { kind: 'tooDeep' } | { kind: 'arrayTooLong'; path: string };

interface Frame {
  value: unknown;
  depth: number;
  key: string;
  parent: Frame | null;
}

const pathOf = (frame: Frame | null, last?: string): string => {
  const parts: string[] = last === undefined ? [] : [last];
  for (let f = frame; f?.parent; f = f.parent) parts.unshift(f.key);
  return parts.join('.') || '_form';
};

/**
 * The first thing in a parsed body no call accepts: a string or key with a forbidden character
 * (see the contract's text rule), nesting deeper than MAX_BODY_DEPTH or an array longer than
 * MAX_ARRAY_ITEMS. Walks with an explicit stack, never recursion, so no body can exhaust the
 * call stack, and builds a field's path only when reporting it.
 */
export function findBodyProblem(body: unknown): BodyProblem | null {
  const stack: Frame[] = [{ value: body, depth: 0, key: '', parent: null }];
  while (stack.length) {
    const frame = stack.pop()!;
    const { value, depth } = frame;
    if (typeof value === 'string') {
      if (hasForbiddenText(value)) return { kind: 'text', path: pathOf(frame) };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return { kind: 'tooDeep' };
    if (Array.isArray(value)) {
      if (value.length > MAX_ARRAY_ITEMS) return { kind: 'arrayTooLong', path: pathOf(frame) };
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], depth: depth + 1, key: String(i), parent: frame });
      continue;
    }
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (hasForbiddenText(key)) return { kind: 'text', path: pathOf(frame, '_key') };
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, key, parent: frame });
    }
  }
  return null;
}

/**
 * Whether a JSON text nests deeper than `limit`, from one pass over its characters (strings
 * skipped) before it is parsed, so a body of a million brackets costs one scan and no tree.
 */
export function jsonNestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
