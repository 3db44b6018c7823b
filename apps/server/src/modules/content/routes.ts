import type { FastifyInstance } from 'fastify';
import { calls, englishOf } from '@portal/contract';
import { CONTENT_TEXTS } from '../../i18n/index.js';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { notFound } from '../../lib/errors.js';
import { findContent } from './repository.js';

/** Its answers in en-GB (tests compare them). */
export const CONTENT_MESSAGES = englishOf(CONTENT_TEXTS);

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  // Anonymous: Welcome's footer (privacy, disclaimer) and the registration terms need it logged out.
  // Keys are case-insensitive in the address bar (/FAQ and /faq), stored lower case.
  registerCall(app, ctx, calls['site.getcontentdb'], async ({ body }) => {
    const page = await findContent(ctx.database.db, body.contentKey.toLowerCase());
    if (!page) throw notFound(CONTENT_TEXTS.notFound);
    return page;
  });
}
