import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { actorOf, listAuditLog } from '../../audit/audit-log.js';
import { changeSettings, readSettings, runLedgerAudit } from './core-service.js';
import { smsSpend } from './sms-spend.js';
import { peopleAdminRoutes } from './people/routes.js';
import { budgetAdminRoutes } from './budgets/routes.js';
import { contentAdminRoutes } from './content/routes.js';
import { ordersAdminRoutes } from './orders/routes.js';
import { catalogueAdminRoutes } from './catalogue/routes.js';
import { moderationAdminRoutes } from './moderation/routes.js';
import { paymentsAdminRoutes } from './payments/routes.js';
import { translationsAdminRoutes } from './translations/routes.js';

/**
 * Routes of the admin area. The contract gives every admin call access ['programmeAdmin'], so
 * registerCall refuses everyone else with 403 before a handler runs. Each admin area adds its
 * own registrar to ADMIN_AREAS.
 */
type Registrar = (app: FastifyInstance, ctx: AppContext) => void;

function coreAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['admin.auditlog'], ({ body }) => listAuditLog(ctx.database.db, body));
  registerCall(app, ctx, calls['admin.settingsget'], async () => ({ settings: await readSettings(ctx) }));
  registerCall(app, ctx, calls['admin.settingsupdate'], async ({ caller, body }) => ({
    settings: await changeSettings(ctx, actorOf(caller), body),
  }));
  registerCall(app, ctx, calls['admin.ledgeraudit'], () => runLedgerAudit(ctx));
  registerCall(app, ctx, calls['admin.smsspend'], () => smsSpend(ctx));
}

const ADMIN_AREAS: readonly Registrar[] = [
  coreAdminRoutes,
  peopleAdminRoutes,
  budgetAdminRoutes,
  contentAdminRoutes,
  ordersAdminRoutes,
  catalogueAdminRoutes,
  moderationAdminRoutes,
  paymentsAdminRoutes,
  translationsAdminRoutes,
];

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const register of ADMIN_AREAS) register(app, ctx);
}
