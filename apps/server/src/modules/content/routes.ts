import type { FastifyInstance } from 'fastify';
import { calls, englishOf } from '@portal/contract';
import { CONTENT_TEXTS } from '../../i18n/index.js';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { requestLocale } from '../../http/request-language.js';
import { pageTranslation } from '../../programme-texts/index.js';
import { notFound } from '../../lib/errors.js';
import { findContent } from './repository.js';

/** Its answers in en-GB (tests compare them). */
export const CONTENT_MESSAGES = englishOf(CONTENT_TEXTS);

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  // Anonymous: Welcome's footer (privacy, disclaimer) and the registration terms need it logged out.
  // Keys are case-insensitive in the address bar (/FAQ and /faq), stored lower case.
  // Title and HTML in the caller's language where the programme translated them (decision 059).
  registerCall(app, ctx, calls['site.getcontentdb'], async ({ body, req }) => {
    const db = ctx.database.db;
    const contentKey = body.contentKey.toLowerCase();
    const page = await findContent(db, contentKey);
    if (!page) throw notFound(CONTENT_TEXTS.notFound);
    const locale = await requestLocale(ctx, req);
    const [title, content] = await Promise.all([
      pageTranslation(db, contentKey, 'title', locale),
      pageTranslation(db, contentKey, 'content', locale),
    ]);
    return { title: title ?? page.title, content: content ?? page.content };
  });
}
