import type SanitizeHtml from 'sanitize-html';
import { loadSanitizeHtml } from '../../lib/sanitize-html.js';

/**
 * What a content page may contain: text structure, links and images. Scripts, event handlers,
 * styles and anything that could run code are dropped when the page is saved (the web app
 * sanitises again with DOMPurify before showing it).
 */
const options = (sanitizeHtml: typeof SanitizeHtml): SanitizeHtml.IOptions => ({
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // A link that opens a new tab must not hand the portal's window to the page it opens.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
});

export async function sanitiseContent(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizeHtml();
  return sanitizeHtml(html, options(sanitizeHtml));
}
