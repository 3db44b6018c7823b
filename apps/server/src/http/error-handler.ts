import type { FastifyError, FastifyInstance } from 'fastify';
import { ROLE_TEXTS, toFormErrors } from '@portal/contract';
import { ZodError } from 'zod';
import { HTTP_TEXTS } from '../i18n/index.js';
import { HttpError, type FieldText } from '../lib/errors.js';
import type { AppContext } from './context.js';
import { requestTranslator } from './request-language.js';

/** What a field-level message becomes in the caller's language. */
const translateFields = (fields: Record<string, FieldText>, say: (text: FieldText) => string) =>
  Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, say(text)]));

/**
 * One place turns every failure into the error table of ARCHITECTURE.md: 400 always carries
 * message and formErrors; 5xx details stay in the log. Every message and field error is said
 * in the caller's language (request-language.ts).
 */
export function installErrorHandler(app: FastifyInstance, ctx: AppContext): void {
  app.setErrorHandler(async (err: FastifyError | HttpError | ZodError, req, reply) => {
    const { t } = await requestTranslator(ctx, req);
    if (err instanceof ZodError) {
      return reply.status(400).send(toFormErrors(err, t));
    }
    if (err instanceof HttpError) {
      const body: Record<string, unknown> = { message: t(err.text ?? err.message) };
      // 400 always names fields; a 413 of an upload names the file field when it can.
      if (err.statusCode === 400 || err.fieldTexts)
        body.formErrors = translateFields(err.fieldTexts ?? {}, t);
      return reply.status(err.statusCode).send(body);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, rate limits.
      const message =
        status === 413
          ? t(HTTP_TEXTS.tooLarge)
          : status === 415
            ? t(HTTP_TEXTS.unsupportedBody)
            : status === 429
              ? t(HTTP_TEXTS.tooManyRequests)
              : err.message || t(HTTP_TEXTS.badRequest);
      return reply.status(status).send(status === 400 ? { message, formErrors: {} } : { message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: t(ROLE_TEXTS.unexpected) });
  });
  app.setNotFoundHandler(async (req, reply) => {
    const { t } = await requestTranslator(ctx, req);
    return reply.status(404).send({ message: t(ROLE_TEXTS.notFound) });
  });
}
