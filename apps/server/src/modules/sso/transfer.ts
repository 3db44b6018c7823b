import { errors, jwtVerify } from 'jose';
import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../lib/errors.js';
import { findMemberByNumber } from '../members/index.js';
import { claimJti } from './flow-repository.js';
import { SSO_TEXTS } from '../../i18n/index.js';
import { openSessionFor } from './open-session.js';

/** The intranet's hand-off may live 5 minutes at most (and a little clock skew). */
const MAX_LIFETIME_S = 300;
const SKEW_S = 30;

/**
 * Transfer authentication: the trusted intranet signs {sub: memberNumber, exp, jti} with the
 * shared HS256 key and sends the member to /welcometrfauth; each token signs in once.
 */
export async function transferSignIn(ctx: AppContext, token: string) {
  const key = ctx.config.TRANSFER_AUTH_KEY;
  if (!key) throw badRequest(SSO_TEXTS.transferDisabled);
  const now = ctx.clock.now();
  let payload;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(key), {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'jti'],
      currentDate: now,
      clockTolerance: SKEW_S,
      ...(ctx.config.TRANSFER_AUTH_ISSUER ? { issuer: ctx.config.TRANSFER_AUTH_ISSUER } : {}),
    }));
  } catch (err) {
    throw badRequest(
      err instanceof errors.JWTExpired ? SSO_TEXTS.transferExpired : SSO_TEXTS.transferInvalid,
    );
  }
  const nowS = Math.floor(now.getTime() / 1000);
  // A token valid for longer than the hand-off needs is refused, whoever signed it.
  if (payload.exp! > nowS + MAX_LIFETIME_S + SKEW_S) throw badRequest(SSO_TEXTS.transferInvalid);
  if (!(await claimJti(ctx.database.db, payload.jti!, new Date((payload.exp! + SKEW_S) * 1000), now))) {
    throw badRequest(SSO_TEXTS.transferReused);
  }
  return openSessionFor(ctx, await findMemberByNumber(ctx.database.db, payload.sub!));
}
