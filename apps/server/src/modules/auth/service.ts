import type { AppContext } from '../../http/context.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { findMemberByNumber } from '../members/index.js';
import { homeData } from '../members/index.js';
import { verifyPassword } from '../../identity/passwords.js';
import { hitRateLimit } from '../../identity/rate-limit.js';
import { createSession, revokeSessionByToken } from '../../identity/session-repository.js';
import { newSessionToken } from '../../identity/tokens.js';

export const LOGIN_MESSAGES = {
  invalid: 'The member number or password is incorrect.',
  notRegistered: 'You have not registered yet. Please register before logging in.',
  tooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

export async function login(
  ctx: AppContext,
  input: { memberNumber: string; password: string },
  address: string,
) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const window = ctx.config.LOGIN_LIMIT_WINDOW_MINUTES;
  const memberOk = await hitRateLimit(
    db,
    `login:member:${input.memberNumber.toLowerCase()}`,
    ctx.config.LOGIN_LIMIT_PER_MEMBER,
    window,
    now,
  );
  const addressOk = await hitRateLimit(
    db,
    `login:addr:${address}`,
    ctx.config.LOGIN_LIMIT_PER_ADDRESS,
    window,
    now,
  );
  if (!memberOk || !addressOk) throw new HttpError(429, LOGIN_MESSAGES.tooMany);

  const member = await findMemberByNumber(db, input.memberNumber);
  if (member && member.employmentStatus === 'active' && !member.registeredAt) {
    throw badRequest(LOGIN_MESSAGES.notRegistered, { memberNumber: LOGIN_MESSAGES.notRegistered });
  }
  const ok = await verifyPassword(
    member?.employmentStatus === 'active' ? (member.passwordHash ?? null) : null,
    input.password,
  );
  if (!member || !ok) throw badRequest(LOGIN_MESSAGES.invalid, { password: LOGIN_MESSAGES.invalid });

  const token = newSessionToken();
  await createSession(db, member.id, token, now, ctx.config.SESSION_ABSOLUTE_HOURS);
  return { token, ...(await homeData(ctx, member)) };
}

export async function logout(ctx: AppContext, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/.exec(authorization?.trim() ?? '')?.[1];
  if (token) await revokeSessionByToken(ctx.database.db, token, ctx.clock.now().toISOString());
  return { ok: true as const };
}
