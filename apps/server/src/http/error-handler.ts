import type { FastifyError, FastifyInstance } from 'fastify';
import { ROLE_MESSAGES, toFormErrors } from '@portal/contract';
import { ZodError } from 'zod';
import { HttpError } from '../lib/errors.js';

const UNSUPPORTED_BODY =
  'This kind of request body is not accepted: send JSON (Content-Type: application/json), or multipart/form-data for an upload.';

/**
 * One place turns every failure into the error table of ARCHITECTURE.md: 400 always carries
 * message and formErrors; 5xx details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, req, reply) => {
    if (err instanceof ZodError) {
      return reply.status(400).send(toFormErrors(err));
    }
    if (err instanceof HttpError) {
      const body: Record<string, unknown> = { message: err.message };
      // 400 always names fields; a 413 of an upload names the file field when it can.
      if (err.statusCode === 400 || err.formErrors) body.formErrors = err.formErrors ?? {};
      return reply.status(err.statusCode).send(body);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, rate limits.
      const message =
        status === 413
          ? 'The request is too large.'
          : status === 415
            ? UNSUPPORTED_BODY
            : status === 429
              ? 'Too many requests. Please wait a moment and try again.'
              : err.message || 'Bad request';
      return reply.status(status).send(status === 400 ? { message, formErrors: {} } : { message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: ROLE_MESSAGES.unexpected });
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ message: ROLE_MESSAGES.notFound }));
}
