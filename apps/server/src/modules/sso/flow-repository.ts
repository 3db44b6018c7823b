import type { Db } from '../../db/database.js';

/** How long a member has to sign in at the provider before the started flow lapses. */
const FLOW_MINUTES = 10;

export async function saveFlow(
  db: Db,
  flow: { state: string; codeVerifier: string; nonce: string },
  now: Date,
) {
  await db.deleteFrom('ssoFlows').where('expiresAt', '<', now.toISOString()).execute();
  await db
    .insertInto('ssoFlows')
    .values({ ...flow, expiresAt: new Date(now.getTime() + FLOW_MINUTES * 60_000).toISOString() })
    .execute();
}

/** Takes the flow out as it is read, so a state can finish one sign-in only. */
export async function takeFlow(db: Db, state: string, now: Date) {
  const flow = await db.deleteFrom('ssoFlows').where('state', '=', state).returningAll().executeTakeFirst();
  return flow && flow.expiresAt > now.toISOString() ? flow : null;
}

/** Records a transfer token's jti; false when it was seen before (a replay). */
export async function claimJti(db: Db, jti: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('usedTransferTokens').where('expiresAt', '<', now.toISOString()).execute();
  const res = await db
    .insertInto('usedTransferTokens')
    .values({ jti, expiresAt: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('jti').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}
