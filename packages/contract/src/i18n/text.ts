/**
 * Something the portal says to a person: an id both the server and the web translate by, the
 * en-GB wording as an ICU MessageFormat message (the source every catalogue starts from), and
 * the values it is filled in with. Descriptors are written `/*i18n*\/ { id, message }` so that
 * Lingui's extractor finds them without a macro transform (docs/decisions/052).
 */
export interface MessageText {
  readonly id: string;
  readonly message: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The descriptor with the values it is said with. */
export const withValues = (text: MessageText, values: Record<string, string | number>): MessageText => ({
  id: text.id,
  message: text.message,
  values,
});

/** The en-GB wording of each descriptor of a table, by the same keys. */
export function englishOf<K extends string>(texts: Readonly<Record<K, MessageText>>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageText>(texts).map(([key, text]) => [key, text.message]),
  ) as Record<K, string>;
}

const CHOICE = /\{(\w+), (plural|select), ((?:[\w=]+ \{(?:[^{}]|\{\w+\})*\} ?)+)\}/g;
const CASE = /([\w=]+) \{((?:[^{}]|\{\w+\})*)\}/g;
const ARGUMENT = /\{(\w+)\}/g;

/**
 * The en-GB wording with its values, for code that has no catalogue at hand (the contract's
 * English constants, zod's messages in a form). It knows the ICU forms the source messages use:
 * `{name}`, and `{n, plural, one {…} other {…}}` or `{x, select, a {…} other {…}}` holding
 * plain text and `{name}` (numbers as they are, never `#`, so the English stays byte for byte
 * what it was). The server says en-GB with it too, and every other language through Lingui.
 */
export function english(
  text: MessageText,
  values: Record<string, string | number> = text.values ?? {},
): string {
  return text.message
    .replace(CHOICE, (_all, name: string, kind: string, cases: string) => {
      const branches = new Map([...cases.matchAll(CASE)].map((m) => [m[1], m[2]] as const));
      const key = kind === 'plural' ? (Number(values[name]) === 1 ? 'one' : 'other') : String(values[name]);
      return branches.get(key) ?? branches.get('other') ?? '';
    })
    .replace(ARGUMENT, (_all, name: string) => String(values[name] ?? `{${name}}`));
}
