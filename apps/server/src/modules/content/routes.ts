import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { notFound } from '../../lib/errors.js';
import { findContent } from './repository.js';

export const CONTENT_MESSAGES = { notFound: 'Sorry, that page does not exist.' } as const;

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  // Anonymous: Welcome's footer (privacy, disclaimer) and the registration terms need it logged out.
  // Keys are case-insensitive in the address bar (/FAQ and /faq), stored lower case.
  registerCall(app, ctx, calls['site.getcontentdb'], async ({ body }) => {
    const page = await findContent(ctx.database.db, body.contentKey.toLowerCase());
    if (!page) throw notFound(CONTENT_MESSAGES.notFound);
    return page;
  });
}
