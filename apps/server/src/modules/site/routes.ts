import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { getProgrammeSettings } from '../../settings/service.js';

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  // Branding and the value lists are programme settings (admin area), over the configuration's defaults.
  registerCall(app, ctx, calls['site.branding'], async () => {
    const s = await getProgrammeSettings(ctx.database.db, ctx.config);
    return {
      companyName: s.companyName,
      programmeName: s.programmeName,
      pointsName: s.pointsName,
      primaryColour: s.primaryColour,
      accentColour: s.accentColour,
      logoUrl: s.logoUrl,
      ssoEnabled: ctx.config.SSO_ISSUER !== '',
      recognitionValues: s.recognitionValues,
      ecardBanners: s.ecardBanners,
    };
  });
}
