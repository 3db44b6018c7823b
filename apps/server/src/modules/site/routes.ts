import type { FastifyInstance } from 'fastify';
import { calls, POINTS_NAME_KEY, type TRecognitionValueLists } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { requestLocale } from '../../http/request-language.js';
import { programmeTexts, type ProgrammeTexts } from '../../programme-texts/index.js';
import { getProgrammeSettings } from '../../settings/service.js';

export function siteRoutes(app: FastifyInstance, ctx: AppContext) {
  // Branding and the value lists are programme settings (admin area), over the configuration's
  // defaults; the points' name and the values' names are said in the caller's language.
  registerCall(app, ctx, calls['site.branding'], async ({ req }) => {
    const db = ctx.database.db;
    const [s, texts] = await Promise.all([
      getProgrammeSettings(db, ctx.config),
      requestLocale(ctx, req).then((locale) => programmeTexts(db, locale)),
    ]);
    return {
      companyName: s.companyName,
      programmeName: s.programmeName,
      pointsName: texts.say('pointsName', POINTS_NAME_KEY, 'name', s.pointsName),
      primaryColour: s.primaryColour,
      accentColour: s.accentColour,
      logoUrl: s.logoUrl,
      ssoEnabled: ctx.config.SSO_ISSUER !== '',
      recognitionValues: s.recognitionValues,
      valueNames: valueNames(texts, s.recognitionValues),
      ecardBanners: s.ecardBanners,
    };
  });
}

/** The translated values of every list, by source wording; a value without a translation is left out. */
function valueNames(texts: ProgrammeTexts, lists: TRecognitionValueLists): Record<string, string> {
  const names: Record<string, string> = {};
  for (const value of Object.values(lists).flat()) {
    const name = texts.say('value', value, 'name', value);
    if (name !== value) names[value] = name;
  }
  return names;
}
