import type { Transaction } from 'kysely';
import type { peopleData } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { DB, MemberRow } from '../../db/schema.js';
import { NO_ROLES_OR_PROFILE } from '../../db/member-row.js';
import { ERASE_TEXTS, PEOPLE_ADMIN_TEXTS } from '../../i18n/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { recordAdminAction, type AdminActor } from '../../audit/audit-log.js';
import { disableLeavers } from '../admin/index.js';
import { scrubLinkedRows } from './erase-linked.js';
import { columnsContaining, replaceEverywhere } from './scrub-text.js';
import { identifyingText, memberIdentity } from './identity.js';

export const ERASED_FIRSTNAME = 'Former member';
/** What an erased member is called everywhere the portal shows a name. */
export const formerMemberLabel = (id: number) => `${ERASED_FIRSTNAME} #${id}`;

/**
 * Erases a member's personal data on request (the right to erasure). What proves a business
 * event stays — ledger transfers, orders, recognitions' points, audit rows — tied to the member
 * row, which now reads "Former member #id"; what identifies or describes the person goes:
 * names, e-mail, mobile, birthday, profile text, pictures, the free text they wrote, messages
 * to them in the outbox, sessions and one-time codes, the identity provider's link. What others
 * were told of their acts (notifications, e-mails, pushes) is found by who acted, not by the
 * name it gives. A final pass replaces any other copy of every name, e-mail, mobile and
 * identity-provider name they ever had in every text column. One transaction: all of it or nothing.
 * An active member is refused unless forced with a reason; forcing also makes them a leaver
 * (sessions revoked, points per the leaver policy).
 */
export async function eraseMember(
  ctx: AppContext,
  actor: AdminActor,
  input: peopleData.TMemberErase,
): Promise<peopleData.TEraseResult> {
  const force = input.force ?? false;
  const reason = (input.reason ?? '').trim();
  const now = ctx.clock.now().toISOString();
  const memberNumber = input.memberNumber.trim();
  const db = ctx.database.db;
  const seen = await db
    .selectFrom('members')
    .selectAll()
    .where('memberNumber', '=', memberNumber)
    .executeTakeFirst();
  if (!seen) throw notFound(PEOPLE_ADMIN_TEXTS.noMember);
  const seenText = identifyingText(await memberIdentity(db, seen));
  // Found before the write transaction: the scan of every text column holds no lock.
  const columns = await columnsContaining(ctx.database, seenText);
  // The erasure's own audit entry carries the admin's reason, which may name them.
  if (!columns.some((c) => c.table === 'admin_audit_log' && c.column === 'after_json'))
    columns.push({ table: 'admin_audit_log', column: 'after_json', key: false });
  return db.transaction().execute(async (trx) => {
    const m = await trx.selectFrom('members').selectAll().where('id', '=', seen.id).executeTakeFirstOrThrow();
    if (m.erasedAt) throw conflict(ERASE_TEXTS.already);
    if (actor.memberId === m.id) throw badRequest(ERASE_TEXTS.self, { memberNumber: ERASE_TEXTS.self });
    const identity = await memberIdentity(trx, m);
    const text = identifyingText(identity);
    if (text.join('\n') !== seenText.join('\n')) throw conflict(ERASE_TEXTS.changed);
    const wasActive = m.employmentStatus === 'active';
    if (wasActive && !force) throw conflict(ERASE_TEXTS.active);
    // The claim: of two erasures at once, one finds the member already claimed.
    const claimed = await trx
      .updateTable('members')
      .set({ erasedAt: now })
      .where('id', '=', m.id)
      .where('erasedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict(ERASE_TEXTS.already);
    if (wasActive) {
      const settings = await getProgrammeSettings(trx, ctx.config);
      await disableLeavers(trx, [m.id], {
        at: now,
        leaverPoints: settings.leaverPoints,
        leaverGraceDays: settings.leaverGraceDays,
        reason: `erase ${now}`,
      });
    }
    const label = formerMemberLabel(m.id);
    const removed = await scrubLinkedRows(trx, m, identity, label, now);
    await anonymiseMemberRow(trx, m, now);
    await recordAdminAction(trx, {
      actor,
      action: 'people.erase',
      target: `member ${m.memberNumber} ${label}`,
      // The audit keeps what happened, never the erased data itself.
      before: { employmentStatus: m.employmentStatus },
      after: { erased: true, forced: wasActive, reason, removed },
      at: now,
    });
    const otherTextRows = await replaceEverywhere(trx, columns, text, label);
    return { label, memberNumber: m.memberNumber, removed: { ...removed, otherTextRows } };
  });
}

/** The member row keeps its id, number, division and roles history; everything personal goes. */
async function anonymiseMemberRow(trx: Transaction<DB>, m: MemberRow, now: string) {
  await trx
    .updateTable('members')
    .set({
      legalFirstname: ERASED_FIRSTNAME,
      firstname: ERASED_FIRSTNAME,
      surname: `#${m.id}`,
      email: '',
      cellNum: '',
      jobTitle: '',
      hireDate: null,
      dobDd: '',
      dobMm: '',
      dobGivenAt: null,
      employmentStatus: 'leaver',
      passwordHash: null,
      ...NO_ROLES_OR_PROFILE,
      updatedAt: now,
      erasedAt: now,
    })
    .where('id', '=', m.id)
    .execute();
}
