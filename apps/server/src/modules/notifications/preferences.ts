import type { Transaction } from 'kysely';
import { NOTIFICATION_KINDS, type notifications } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { keptRead } from '../../db/kept-read.js';
import type { DB } from '../../db/schema.js';

type Kind = notifications.TNotificationKind;
type Preference = notifications.TNotificationPreference;
type Q = Db | Transaction<DB>;

/**
 * Until a member chooses, everything reaches the bell and the phone; e-mail only for what
 * another e-mail does not already say (the e-card, the order and the nomination have their own)
 * and is not chatter (reactions come in numbers).
 */
export const DEFAULT_PREFERENCES: Record<Kind, Omit<Preference, 'kind'>> = {
  recognised: { inApp: true, email: false, push: true },
  reaction: { inApp: true, email: false, push: true },
  comment: { inApp: true, email: true, push: true },
  mention: { inApp: true, email: true, push: true },
  nomination: { inApp: true, email: false, push: true },
  order: { inApp: true, email: false, push: true },
  ecard: { inApp: true, email: false, push: true },
};

/** Every kind's channels for a member: what they chose, the defaults for the rest. */
export async function preferencesOf(db: Q, memberId: number): Promise<Preference[]> {
  const rows = await db
    .selectFrom('notificationPreferences')
    .select(['kind', 'inApp', 'email', 'push'])
    .where('memberId', '=', memberId)
    .execute();
  const chosen = new Map(rows.map((r) => [r.kind, r]));
  return NOTIFICATION_KINDS.map((kind) => {
    const r = chosen.get(kind);
    return r
      ? { kind, inApp: !!r.inApp, email: !!r.email, push: !!r.push }
      : { kind, ...DEFAULT_PREFERENCES[kind] };
  });
}

/** Read for every notification of every send: kept compiled. */
const preferenceRow = keptRead((db, v: { memberId: number; kind: Kind }) =>
  db
    .selectFrom('notificationPreferences')
    .select(['inApp', 'email', 'push'])
    .where('memberId', '=', v.memberId)
    .where('kind', '=', v.kind),
);

export async function preferenceFor(db: Q, memberId: number, kind: Kind) {
  const [r] = await preferenceRow(db, { memberId, kind });
  return r ? { inApp: !!r.inApp, email: !!r.email, push: !!r.push } : DEFAULT_PREFERENCES[kind];
}

export async function savePreferences(db: Db, memberId: number, prefs: readonly Preference[]) {
  await db.transaction().execute(async (trx) => {
    for (const p of prefs) {
      const values = { inApp: +p.inApp, email: +p.email, push: +p.push };
      await trx
        .insertInto('notificationPreferences')
        .values({ memberId, kind: p.kind, ...values })
        .onConflict((oc) => oc.columns(['memberId', 'kind']).doUpdateSet(values))
        .execute();
    }
  });
  return preferencesOf(db, memberId);
}
