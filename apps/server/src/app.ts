import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { buildOpenApiDocument, calls } from '@portal/contract';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { ping } from './db/database.js';
import { systemClock, type Clock } from './lib/clock.js';
import type { AppContext } from './http/context.js';
import { installErrorHandler } from './http/error-handler.js';
import { serveWebApp } from './http/web-app.js';
import { authRoutes } from './modules/auth/routes.js';
import { memberRoutes } from './modules/members/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { directoryRoutes } from './modules/directory/routes.js';
import { recognitionRoutes } from './modules/recognition/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { registrationRoutes } from './modules/registration/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { pictureRoutes } from './modules/pictures/routes.js';
import { ssoRoutes } from './modules/sso/routes.js';
import { nominationRoutes } from './modules/nominations/routes.js';
import { shopRoutes } from './modules/shop/routes.js';
import { getInvolvedRoutes } from './modules/getinvolved/routes.js';
import { communityRoutes } from './modules/community/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { chatRoutes } from './modules/chat/index.js';
import { getProgrammeSettings } from './modules/settings/service.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Tests turn request logs off; production logs every request with pino. */
  logger?: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const ctx: AppContext = { config: opts.config, database: opts.database, clock: opts.clock ?? systemClock };
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.config.LOG_LEVEL },
    trustProxy: opts.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  installErrorHandler(app);
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
  registrationRoutes(app, ctx);
  contentRoutes(app, ctx);
  contactRoutes(app, ctx);
  pictureRoutes(app, ctx);
  ssoRoutes(app, ctx);
  nominationRoutes(app, ctx);
  shopRoutes(app, ctx);
  getInvolvedRoutes(app, ctx);
  communityRoutes(app, ctx);
  adminRoutes(app, ctx);
  chatRoutes(app, ctx);

  await serveWebApp(app, ctx.config.WEB_DIST || path.resolve(here, '../../web/dist'));
  return app;
}
