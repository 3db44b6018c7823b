import type { FastifyRequest } from 'fastify';
import {
  fromAcceptLanguage,
  memberLocale,
  supportedLocale,
  translatorFor,
  type Locale,
  type Translator,
} from '../i18n/index.js';
import type { AppContext, Caller } from './context.js';

/**
 * The language an answer is said in: the request's Accept-Language (the web sends its active
 * language), else the signed-in caller's own language, else their cluster's default, else en-GB.
 */
export async function requestLocale(ctx: AppContext, req: FastifyRequest): Promise<Locale> {
  const asked = fromAcceptLanguage(req.headers['accept-language']);
  if (asked) return asked;
  const member = (req as FastifyRequest & { caller?: Caller | null }).caller?.member;
  return supportedLocale(member?.language) ?? (await memberLocale(ctx.database.db, member?.id));
}

/** The translator of the answer's language (requestLocale), its catalogue loaded on first use. */
export async function requestTranslator(ctx: AppContext, req: FastifyRequest): Promise<Translator> {
  return translatorFor(await requestLocale(ctx, req));
}
