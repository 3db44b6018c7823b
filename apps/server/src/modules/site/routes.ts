import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCall(app, ctx, calls['site.branding'], async () => ({
    companyName: ctx.config.COMPANY_NAME,
    programmeName: ctx.config.PROGRAMME_NAME,
    pointsName: ctx.config.POINTS_NAME,
    primaryColour: ctx.config.BRAND_PRIMARY,
    accentColour: ctx.config.BRAND_ACCENT,
    logoUrl: ctx.config.LOGO_URL,
    ssoEnabled: ctx.config.SSO_ISSUER !== '',
  }));
}
