import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { acceptLanguageTags, matchLanguage, SOURCE_LANGUAGE } from '@portal/contract';
import type { FastifyRequest } from 'fastify';

/** The cookie the web app's language switch writes for a signed-out visitor. */
const LANGUAGE_COOKIE = 'portal-lang';
const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The prerendered pages the build wrote: index.html (English) and index.<language>.html. */
function readPages(dist: string): Map<string, Buffer> {
  const pages = new Map<string, Buffer>();
  for (const name of fs.readdirSync(dist)) {
    const match = /^index(?:\.([A-Za-z-]+))?\.html$/.exec(name);
    if (match) pages.set(match[1] ?? SOURCE_LANGUAGE, fs.readFileSync(path.join(dist, name)));
  }
  return pages;
}

/**
 * The language of the page for this request: `?lang=` (Welcome's switch without a script), then
 * the visitor's kept choice (cookie), then the browser's Accept-Language, else English. The app
 * itself then follows a member's own choice; this only decides the prerendered Welcome.
 */
export function pageLanguage(
  req: Pick<FastifyRequest, 'url' | 'headers'>,
  available: ReadonlySet<string>,
): string {
  const query = new URLSearchParams(req.url.split('?')[1] ?? '').get('lang');
  const cookie = COOKIE_PATTERN.exec(req.headers.cookie ?? '')?.[1];
  const wanted = [query ?? '', cookie ?? '', ...acceptLanguageTags(req.headers['accept-language'])];
  const tag = matchLanguage(wanted);
  return tag && available.has(tag) ? tag : SOURCE_LANGUAGE;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is
 * not an API or image route gets index.html (an unknown /api/ path gets the JSON 404), so each route of the spec loads the app,
 * in the visitor's language (index.<language>.html, Welcome prerendered in it).
 */
export async function serveWebApp(app: FastifyInstance, dist: string): Promise<boolean> {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ dist }, 'web app not built; run `npm run build`');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, file) {
      res.setHeader(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const pages = readPages(dist);
  const languages = new Set(pages.keys());
  app.get('/*', async (req, reply) => {
    // An API path no route answers is an API 404, never the web app's page with a 200.
    if (/^\/api(\/|$|\?)/.test(req.url)) return reply.callNotFound();
    const rel = decodeURIComponent(req.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const file = path.join(dist, rel);
    if (rel && file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    const html = pages.get(pageLanguage(req, languages)) ?? pages.get(SOURCE_LANGUAGE);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(html);
  });
  return true;
}
