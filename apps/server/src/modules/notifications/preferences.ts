import type { Transaction } from 'kysely';
import { NOTIFICATION_KINDS, type notifications } from '@portal/contract';
import type { Db } from '../../db/database.js';
import { preparedRead } from '../../db/prepared-query.js';
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

/**
 * How a notification can reach a member: their channels for its kind, and whether they have a
 * device to push to. Read for every notification of every send, so in one statement (kept
 * compiled) instead of one for the preference and one for the devices.
 */
const reachRow = preparedRead((db, v: { memberId: number; kind: Kind }) =>
  db
    .selectFrom('members as m')
    .leftJoin('notificationPreferences as np', (join) =>
      join.onRef('np.memberId', '=', 'm.id').on('np.kind', '=', v.kind),
    )
    .select((eb) => [
      'np.inApp',
      'np.email',
      'np.push',
      eb
        .exists(eb.selectFrom('pushSubscriptions as ps').select('ps.id').whereRef('ps.memberId', '=', 'm.id'))
        .as('hasDevice'),
    ])
    .where('m.id', '=', v.memberId),
);

export interface Reach {
  inApp: boolean;
  email: boolean;
  push: boolean;
  /** At least one device to push to: a push for anyone else would be queued for nobody. */
  hasPushDevice: boolean;
}

export async function reachOf(db: Q, memberId: number, kind: Kind): Promise<Reach> {
  const [r] = await reachRow(db, { memberId, kind });
  const chosen =
    r && r.inApp !== null
      ? { inApp: !!r.inApp, email: !!r.email, push: !!r.push }
      : DEFAULT_PREFERENCES[kind];
  return { inApp: chosen.inApp, email: chosen.email, push: chosen.push, hasPushDevice: !!r?.hasDevice };
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
