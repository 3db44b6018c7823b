/** The content keys the server's pages are stored under (see apps/server/src/demo/content-pages.ts). */
export const CONTENT_KEYS = {
  about: 'about',
  terms: 'terms',
  disclaimer: 'disclaimer',
  faq: 'faq',
  privacy: 'privacy',
  howItWorks: 'howitworks',
} as const;
