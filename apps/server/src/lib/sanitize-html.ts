import { onFirstUse } from './on-first-use.js';

/**
 * sanitize-html with its HTML and CSS parsers, loaded when HTML is first saved or sent (a content
 * page, a voucher message): most requests never carry any.
 */
export const loadSanitizeHtml = onFirstUse(() => import('sanitize-html').then((m) => m.default));
