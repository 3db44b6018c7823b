import type { AppContext } from '../../http/context.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { LOGIN_TEXTS } from '../../i18n/index.js';
import { findMemberByNumber } from '../members/index.js';
import { homeData, noteSignIn } from '../members/index.js';
import { verifyPassword } from '../../identity/passwords.js';
import { beginLoginAttempt, loginNotCounted, loginSucceeded, pruneLoginFailures } from './login-limits.js';
import { createSession, revokeSessionByToken } from '../../identity/session-repository.js';
import { newSessionToken } from '../../identity/tokens.js';

/** What sign-in answers (en-GB; the error handler says it in the caller's language). */
export const LOGIN_MESSAGES = {
  invalid: LOGIN_TEXTS.invalid.message,
  notRegistered: LOGIN_TEXTS.notRegistered.message,
  tooMany: LOGIN_TEXTS.tooMany.message,
} as const;

let lastPrune = 0;
/** Failures older than a day count for nothing; each instance clears them once an hour. */
async function pruneNowAndThen(ctx: AppContext, now: Date) {
  if (now.getTime() - lastPrune < 3_600_000) return;
  lastPrune = now.getTime();
  const keep = Math.max(24 * 60, ctx.config.LOGIN_LIMIT_WINDOW_MINUTES) * 60_000;
  await pruneLoginFailures(ctx.database.db, new Date(now.getTime() - keep));
}

export async function login(
  ctx: AppContext,
  input: { memberNumber: string; password: string },
  address: string,
) {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const memberKey = input.memberNumber.trim().toLowerCase();
  const { config } = ctx;
  await pruneNowAndThen(ctx, now);
  const verdict = await beginLoginAttempt(
    db,
    {
      perPair: config.LOGIN_LIMIT_PER_MEMBER,
      perAddress: config.LOGIN_LIMIT_PER_ADDRESS,
      backoffAfter: config.LOGIN_BACKOFF_AFTER,
      windowMinutes: config.LOGIN_LIMIT_WINDOW_MINUTES,
    },
    memberKey,
    address,
    now,
  );
  if (!verdict.ok) throw new HttpError(429, LOGIN_MESSAGES.tooMany);

  const member = await findMemberByNumber(db, input.memberNumber);
  if (member && member.employmentStatus === 'active' && !member.registeredAt) {
    await loginNotCounted(db, verdict.attemptId);
    throw badRequest(LOGIN_MESSAGES.notRegistered, { memberNumber: LOGIN_MESSAGES.notRegistered });
  }
  const ok = await verifyPassword(
    member?.employmentStatus === 'active' ? (member.passwordHash ?? null) : null,
    input.password,
  );
  // The attempt row stays: it is the failure the limits count.
  if (!member || !ok) throw badRequest(LOGIN_MESSAGES.invalid, { password: LOGIN_MESSAGES.invalid });
  await loginSucceeded(db, verdict.attemptId, memberKey, address);

  const token = newSessionToken();
  await createSession(db, member.id, token, now, ctx.config.SESSION_ABSOLUTE_HOURS);
  const signedIn = await noteSignIn(db, member, now.toISOString());
  return { token, ...(await homeData(ctx, signedIn)) };
}

export async function logout(ctx: AppContext, authorization: string | undefined) {
  const token = /^Bearer\s+(\S+)$/.exec(authorization?.trim() ?? '')?.[1];
  if (token) await revokeSessionByToken(ctx.database.db, token, ctx.clock.now().toISOString());
  return { ok: true as const };
}
