import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet would set with these options, worked out once. The portal's policy does
 * not depend on the request (no nonces), so rebuilding the same headers on every response only
 * costs CPU.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let applied = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    applied = true;
  });
  // helmet applies its middlewares synchronously; anything else would leave responses unprotected.
  if (!applied) throw new Error('The security headers could not be worked out');
  return headers;
}

/**
 * Answers of the API and SCIM carry session tokens and personal data: no browser, proxy or shared
 * cache may keep them, whatever the route (a file download may still set its own).
 */
const keepsNoCopy = (url: string) => url.startsWith('/api/') || url.startsWith('/scim/');

/** Sets the security headers on every response (a route may still replace one, e.g. a stricter CSP). */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (keepsNoCopy(req.url)) reply.header('cache-control', 'no-store');
    done();
  });
}
