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

const PLURAL = /\{(\w+), plural, one \{((?:[^{}]|\{\w+\})*)\} other \{((?:[^{}]|\{\w+\})*)\}\}/g;
const ARGUMENT = /\{(\w+)\}/g;

/**
 * The en-GB wording with its values, for code that has no catalogue at hand (the contract's
 * English constants, zod's messages in a form). It knows the two ICU forms the contract's
 * messages use, `{name}` and `{n, plural, one {…} other {…}}` (numbers as they are, never `#`,
 * so the English stays byte for byte what it was). The server says en-GB with it too, and
 * every other language through Lingui and its catalogues.
 */
export function english(
  text: MessageText,
  values: Record<string, string | number> = text.values ?? {},
): string {
  return text.message
    .replace(PLURAL, (_all, name: string, one: string, other: string) =>
      Number(values[name]) === 1 ? one : other,
    )
    .replace(ARGUMENT, (_all, name: string) => String(values[name] ?? `{${name}}`));
}
