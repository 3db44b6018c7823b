import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import { registerCall } from '../../../http/register-call.js';
import { actorOf } from '../../../audit/audit-log.js';
import { listTranslations, saveTranslation } from './translations.js';

/** Translations of programme data (decision 059): one pair of calls for every kind. */
export function translationsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.translations'], ({ body }) => listTranslations(ctx, body.kind));
  registerCall(app, ctx, calls['admin.translationsave'], ({ caller, body }) =>
    saveTranslation(ctx, actorOf(caller), body),
  );
}
