/**
 * Text that ends up in an e-mail header (subject, names, addresses) must never carry a line
 * break: a CR or LF there starts a new header, so attacker-written text could add a Bcc or a
 * body of its own. Other control characters have no place in a header either.
 */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** A header value on one line: each run of line breaks becomes one space. */
export function headerText(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROLS, '').trim();
}

/** An address for a header or the SMTP envelope: line breaks and controls are removed outright. */
export function headerAddress(value: string): string {
  return value.replace(LINE_BREAKS, '').replace(CONTROLS, '').trim();
}
