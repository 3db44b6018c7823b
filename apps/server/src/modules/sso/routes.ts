import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { registerCall } from '../../http/register-call.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { hitRateLimit } from '../../identity/rate-limit.js';
import { LOGIN_MESSAGES } from '../auth/index.js';
import { SSO_TEXTS } from '../../i18n/index.js';
import { finishSignIn, startSignIn } from './oidc-flow.js';
import { redirectUri, ssoEnabled } from './provider.js';
import { transferSignIn } from './transfer.js';

/**
 * authsso's state for a transfer-authentication token (sent as code). The contract has one
 * hand-over call; a real OpenID state is random base64url and never equals this.
 * Keep in step with apps/web/src/features/sso/transfer.ts.
 */
export const TRANSFER_STATE = 'transfer-auth';

export function ssoRoutes(app: FastifyInstance, ctx: AppContext) {
  // Welcome's 'Sign in with company account' link: a browser navigation, not an API call.
  app.get('/api/member/ssostart', async (_req, reply) => {
    if (!ssoEnabled(ctx.config)) throw notFound(SSO_TEXTS.disabled);
    try {
      return reply.header('cache-control', 'no-store').redirect(await startSignIn(ctx));
    } catch (err) {
      app.log.error({ err }, 'single sign-on start');
      // The landing shows provider errors; send this one the same way.
      const back = new URL(redirectUri(ctx.config));
      back.search = new URLSearchParams({
        error: 'temporarily_unavailable',
        error_description: 'The company sign-in is not available right now.',
      }).toString();
      return reply.redirect(back.href);
    }
  });

  registerCall(app, ctx, calls['member.authsso'], async ({ body, req }) => {
    // A sign-in like any other: the same per-address limit as the password form.
    const allowed = await hitRateLimit(
      ctx.database.db,
      `authsso:addr:${req.ip}`,
      ctx.config.LOGIN_LIMIT_PER_ADDRESS,
      ctx.config.LOGIN_LIMIT_WINDOW_MINUTES,
      ctx.clock.now(),
    );
    if (!allowed) throw new HttpError(429, LOGIN_MESSAGES.tooMany);
    if (body.state === TRANSFER_STATE) return transferSignIn(ctx, body.code);
    if (!ssoEnabled(ctx.config)) throw badRequest(SSO_TEXTS.disabled);
    return finishSignIn(ctx, body);
  });
}
