import type { Db } from '../../../db/database.js';
import type { MemberRow } from '../../../db/schema.js';
import type { AppContext } from '../../../http/context.js';
import { badRequest } from '../../../lib/errors.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from '../../../i18n/index.js';

/**
 * Teams users are people by their directory object id (`aadObjectId`), never by display name:
 * a member can set their preferred name to a colleague's, and a guest or a directory nickname
 * can carry anyone's name. A programme admin links a Teams user to a member once; from then on
 * messages and mentions are matched by id alone (docs/decisions/044).
 */

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The object id as stored (lower case), or '' when it is not one. */
export const objectIdOf = (v: unknown): string => {
  const id = typeof v === 'string' ? v.trim().toLowerCase() : '';
  return GUID.test(id) ? id : '';
};

/** The active member linked to this Teams user, or null. */
export async function memberByTeamsId(db: Db, aadObjectId: string): Promise<MemberRow | null> {
  if (!aadObjectId) return null;
  const row = await db
    .selectFrom('teamsLinks')
    .innerJoin('members', 'members.id', 'teamsLinks.memberId')
    .selectAll('members')
    .where('teamsLinks.aadObjectId', '=', aadObjectId)
    .where('members.employmentStatus', '=', 'active')
    .executeTakeFirst();
  return row ?? null;
}

interface MentionEntity {
  type?: string;
  text?: string;
  mentioned?: { id?: string; name?: string; aadObjectId?: string };
}

const innerName = (text: string) =>
  text
    .replace(/^<at>|<\/at>$/gi, '')
    .replace(/&nbsp;/g, ' ')
    .trim();

/**
 * The object ids of the people a message mentions under a display name: the mention entities
 * whose text is that name carry who was meant. A mention without an object id matches nobody.
 */
export function mentionedIds(entities: unknown, name: string): string[] {
  if (!Array.isArray(entities)) return [];
  const ids = (entities as MentionEntity[])
    .filter((e) => e?.type === 'mention' && typeof e.text === 'string' && innerName(e.text) === name)
    .map((e) => objectIdOf(e.mentioned?.aadObjectId) || objectIdOf(e.mentioned?.id))
    .filter(Boolean);
  return [...new Set(ids)];
}

/** Links a Teams user to a member (replacing either's earlier link), or unlinks the member. */
export async function linkTeamsUser(
  ctx: AppContext,
  actor: AdminActor,
  body: { memberNumber: string; aadObjectId: string },
) {
  const db = ctx.database.db;
  const member = await db
    .selectFrom('members')
    .select(['id', 'memberNumber'])
    .where('memberNumber', '=', body.memberNumber)
    .where('erasedAt', 'is', null)
    .executeTakeFirst();
  if (!member)
    throw badRequest(PEOPLE_ADMIN_TEXTS.noMember, { memberNumber: PEOPLE_ADMIN_FIELD_TEXTS.noMember });
  const at = ctx.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('teamsLinks')
      .select(['aadObjectId', 'memberId'])
      .where((eb) => eb.or([eb('memberId', '=', member.id), eb('aadObjectId', '=', body.aadObjectId)]))
      .execute();
    await trx
      .deleteFrom('teamsLinks')
      .where((eb) => eb.or([eb('memberId', '=', member.id), eb('aadObjectId', '=', body.aadObjectId)]))
      .execute();
    if (body.aadObjectId)
      await trx
        .insertInto('teamsLinks')
        .values({ aadObjectId: body.aadObjectId, memberId: member.id, linkedBy: actor.label, createdAt: at })
        .execute();
    await recordAdminAction(trx, {
      actor,
      action: body.aadObjectId ? 'teams.link' : 'teams.unlink',
      target: `member ${member.memberNumber}`,
      before,
      after: body.aadObjectId ? { aadObjectId: body.aadObjectId } : null,
      at,
    });
  });
  return { memberNumber: member.memberNumber, aadObjectId: body.aadObjectId };
}
