import type { Db } from '../../db/database.js';

/**
 * Sign-in limits that count failures only, so a colleague who knows a member number cannot
 * lock its owner out, and an office behind one address does not lock itself out by signing in:
 *
 * - per (member number, address): `perPair` failures within the sliding window block that
 *   pair only;
 * - per address: `perAddress` failures within the window, whatever the member numbers, block
 *   the address (password spraying from one place);
 * - per member number, across addresses: after `backoffAfter` failures within the window, an
 *   address that has itself failed for this member waits 2^(n − backoffAfter) seconds after the
 *   member's latest failure (at most the window). An address with no failure for the member is
 *   never held back, so the owner signs in from their own device while others guess.
 *
 * Each attempt is written as a failure BEFORE the password is checked and taken back on
 * success or refusal, so concurrent guesses count against each other and a burst of parallel
 * requests cannot slip past the limit. Everything lives in the database: the limits hold across
 * every server instance.
 */
export interface LoginLimits {
  perPair: number;
  perAddress: number;
  backoffAfter: number;
  windowMinutes: number;
}

export type LoginVerdict = { ok: true; attemptId: number } | { ok: false; retryAfterSeconds: number };

export async function beginLoginAttempt(
  db: Db,
  limits: LoginLimits,
  memberKey: string,
  address: string,
  now: Date,
): Promise<LoginVerdict> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - limits.windowMinutes * 60_000).toISOString();
  const { id: attemptId } = await db
    .insertInto('loginFailures')
    .values({ memberKey, address, at })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Rows with a smaller id are older attempts; this one counts after them.
  const counts = await db
    .selectFrom('loginFailures')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('address', '=', address), eb('memberKey', '=', memberKey)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('pair'),
      eb.fn.sum<number>(eb.case().when('address', '=', address).then(1).else(0).end()).as('byAddress'),
      eb.fn.sum<number>(eb.case().when('memberKey', '=', memberKey).then(1).else(0).end()).as('byMember'),
      eb.fn.max(eb.case().when('memberKey', '=', memberKey).then(eb.ref('at')).end()).as('lastMemberFailure'),
    ])
    .where('at', '>=', since)
    .where('id', '<', attemptId)
    .where((eb) => eb.or([eb('address', '=', address), eb('memberKey', '=', memberKey)]))
    .executeTakeFirstOrThrow();
  const pair = Number(counts.pair ?? 0);
  const byAddress = Number(counts.byAddress ?? 0);
  const byMember = Number(counts.byMember ?? 0);
  const windowSeconds = limits.windowMinutes * 60;

  let retryAfterSeconds = 0;
  if (pair >= limits.perPair || byAddress >= limits.perAddress) retryAfterSeconds = windowSeconds;
  else if (pair > 0 && byMember >= limits.backoffAfter && counts.lastMemberFailure) {
    const wait = Math.min(windowSeconds, 2 ** (byMember - limits.backoffAfter));
    const waited = (now.getTime() - Date.parse(String(counts.lastMemberFailure))) / 1000;
    if (waited < wait) retryAfterSeconds = Math.ceil(wait - waited);
  }
  if (retryAfterSeconds > 0) {
    // A refused attempt checked no password: it is not a failure.
    await db.deleteFrom('loginFailures').where('id', '=', attemptId).execute();
    return { ok: false, retryAfterSeconds };
  }
  return { ok: true, attemptId };
}

/** The password was right: the attempt was no failure, and this pair's earlier ones are forgiven. */
export async function loginSucceeded(db: Db, attemptId: number, memberKey: string, address: string) {
  await db
    .deleteFrom('loginFailures')
    .where((eb) =>
      eb.or([
        eb('id', '=', attemptId),
        eb.and([eb('memberKey', '=', memberKey), eb('address', '=', address)]),
      ]),
    )
    .execute();
}

/** The attempt was no check of a password (e.g. not registered yet): it does not count. */
export async function loginNotCounted(db: Db, attemptId: number) {
  await db.deleteFrom('loginFailures').where('id', '=', attemptId).execute();
}

/** Failures older than the window count for nothing; drop them now and then. */
export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('loginFailures').where('at', '<', before.toISOString()).execute();
}
