import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Slack and Teams sign the exact bytes they send, so these routes keep the body as text. */
const LIMIT = 256 * 1024;

export function keepRawBodies(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: LIMIT },
    (_req, body, done) => done(null, body),
  );
}

export const rawBody = (req: FastifyRequest): string => (typeof req.body === 'string' ? req.body : '');

export const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};
