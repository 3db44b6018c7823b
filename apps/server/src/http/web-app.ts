import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is
 * not an API or image route gets index.html (an unknown /api/ path gets the JSON 404), so each route of the spec loads the app.
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
  const html = fs.readFileSync(index);
  app.get('/*', async (req, reply) => {
    // An API path no route answers is an API 404, never the web app's page with a 200.
    if (/^\/api(\/|$|\?)/.test(req.url)) return reply.callNotFound();
    const rel = decodeURIComponent(req.url.split('?')[0] ?? '/').replace(/^\/+/, '');
    const file = path.join(dist, rel);
    if (rel && file.startsWith(dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  return true;
}
