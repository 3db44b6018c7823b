import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { createSession } from '../../identity/session-repository.js';
import { newSessionToken } from '../../identity/tokens.js';
import { homeData, noteSignIn } from '../members/index.js';
import { SSO_TEXTS } from '../../i18n/index.js';

/** Signs in a member someone else has vouched for (the identity provider, the intranet): same answer as login. */
export async function openSessionFor(ctx: AppContext, member: MemberRow | undefined) {
  if (!member) throw badRequest(SSO_TEXTS.unknown);
  if (member.employmentStatus !== 'active') throw badRequest(SSO_TEXTS.leaver);
  if (!member.registeredAt) throw badRequest(SSO_TEXTS.notRegistered);
  const token = newSessionToken();
  const now = ctx.clock.now();
  await createSession(ctx.database.db, member.id, token, now, ctx.config.SESSION_ABSOLUTE_HOURS);
  const signedIn = await noteSignIn(ctx.database.db, member, now.toISOString());
  return { token, ...(await homeData(ctx, signedIn)) };
}
