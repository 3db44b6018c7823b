import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { buildOpenApiDocument, calls } from '@portal/contract';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { ping } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { AppContext } from './http/context.js';
import type { Resolve } from './outbound/policy.js';
import { installErrorHandler } from './http/error-handler.js';
import { installJsonParser } from './http/json-body.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { configureDecodeQueue } from './images/decode-queue.js';
import { serveWebApp } from './http/web-app.js';
import { authRoutes } from './modules/auth/index.js';
import { memberRoutes } from './modules/members/index.js';
import { siteRoutes } from './modules/site/index.js';
import { directoryRoutes } from './modules/directory/index.js';
import { recognitionRoutes } from './modules/recognition/index.js';
import { reportRoutes } from './modules/reports/index.js';
import { insightsRoutes, prepareInsightsPeriods } from './modules/insights/index.js';
import { registrationRoutes } from './modules/registration/index.js';
import { contentRoutes } from './modules/content/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { pictureRoutes } from './modules/pictures/index.js';
import { ssoRoutes } from './modules/sso/index.js';
import { nominationRoutes } from './modules/nominations/index.js';
import { shopRoutes } from './modules/shop/index.js';
import { getInvolvedRoutes } from './modules/getinvolved/index.js';
import { communityRoutes } from './modules/community/index.js';
import { adminRoutes } from './modules/admin/index.js';
import { integrationsAdminRoutes, scimRoutes } from './modules/integrations/index.js';
import { getProgrammeSettings } from './settings/service.js';
import { peopleDataRoutes } from './modules/people-data/index.js';
import { paymentRoutes } from './modules/payments/index.js';
import { chatAdminRoutes, chatRoutes } from './modules/chat/index.js';
import { pushRoutes } from './modules/push/index.js';
import { feedRoutes } from './modules/feed/index.js';
import { notificationRoutes } from './modules/notifications/index.js';
import { subscribeChannels } from './subscribers.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Tests turn request logs off; production logs every request with pino. */
  logger?: boolean;
  /** Tests resolve outbound host names themselves (`AppContext.resolve`). */
  resolve?: Resolve;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** A hop count trusts that many proxies in front of the portal (Fastify's typings take it as a function). */
function trustProxyOption(v: boolean | number | string) {
  return typeof v === 'number' ? (_address: string, hop: number) => hop < v : v;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const ctx: AppContext = {
    config: opts.config,
    database: opts.database,
    clock: opts.clock ?? systemClock,
    resolve: opts.resolve,
  };
  subscribeChannels();
  // Insights' months and quarters are built once per database and company time zone.
  const { timeZone } = await getProgrammeSettings(ctx.database.db, ctx.config);
  await prepareInsightsPeriods(ctx.database, timeZone);
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.config.LOG_LEVEL },
    trustProxy: trustProxyOption(opts.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // PayGate's payment page is reached by posting a form to it (card payments of a shortfall).
        formAction: [
          "'self'",
          ...(opts.config.PAYGATE_ID ? [new URL(opts.config.PAYGATE_BASE_URL).origin] : []),
        ],
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  installErrorHandler(app, ctx);
  installJsonParser(app);
  configureDecodeQueue({
    concurrency: ctx.config.IMAGE_DECODE_CONCURRENCY,
    maxWaiting: ctx.config.IMAGE_DECODE_QUEUE,
  });
  // One picture per request, nothing else; the size limit is checked while streaming.
  await app.register(multipart, {
    limits: {
      fileSize: ctx.config.MAX_UPLOAD_MB * 1024 * 1024,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await ping(ctx.database.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'database unreachable' });
    }
  });
  // Built per request: the title carries the programme name, a setting that may change at any time.
  app.get('/api/openapi.json', async () => {
    const { programmeName } = await getProgrammeSettings(ctx.database.db, ctx.config);
    return buildOpenApiDocument(calls, { title: `${programmeName} API`, version: '1.0.0' });
  });

  authRoutes(app, ctx);
  memberRoutes(app, ctx);
  siteRoutes(app, ctx);
  directoryRoutes(app, ctx);
  recognitionRoutes(app, ctx);
  reportRoutes(app, ctx);
  insightsRoutes(app, ctx);
  registrationRoutes(app, ctx);
  contentRoutes(app, ctx);
  contactRoutes(app, ctx);
  pictureRoutes(app, ctx);
  ssoRoutes(app, ctx);
  nominationRoutes(app, ctx);
  shopRoutes(app, ctx);
  paymentRoutes(app, ctx);
  getInvolvedRoutes(app, ctx);
  communityRoutes(app, ctx);
  feedRoutes(app, ctx);
  notificationRoutes(app, ctx);
  adminRoutes(app, ctx);
  // The Integrations admin pages are admin calls too, kept with the integrations they configure.
  integrationsAdminRoutes(app, ctx);
  // So are Slack and Teams' pages, kept with the chat module.
  chatAdminRoutes(app, ctx);
  scimRoutes(app, ctx);
  peopleDataRoutes(app, ctx);
  chatRoutes(app, ctx);
  pushRoutes(app, ctx);

  await serveWebApp(app, ctx.config.WEB_DIST || path.resolve(here, '../../web/dist'));
  return app;
}
