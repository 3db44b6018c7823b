import DOMPurify from 'dompurify';

/**
 * The features blurb (fAB) is stored with its tags written with tildes and square brackets
 * instead of angle brackets, so it survives systems that strip HTML: `[~b~]Bold[~/b~]` or
 * `~[b]~Bold~[/b]~`. Both spellings are read; anything else stays as typed.
 */
export function tildeToAngle(fab: string): string {
  return fab.replace(/\[~|~\[|~\]|\]~/g, (token) => (token === '[~' || token === '~[' ? '<' : '>'));
}

/** The blurb as safe HTML: converted, then sanitised (no script, no handlers, no styles). */
export function featuresHtml(fab: string): string {
  return DOMPurify.sanitize(tildeToAngle(fab), { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] });
}
