import { sql, type SqlBool } from 'kysely';
import type { adminPeople } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { MemberRow, MemberUpdate } from '../../../db/schema.js';
import { badRequest, forbidden } from '../../../lib/errors.js';
import { memberBalances } from '../../../ledger/index.js';
import { enqueueMessage } from '../../../messaging/outbox.js';
import { getProgrammeSettings } from '../../../settings/service.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { disableLeavers } from './leavers.js';
import { restoreLeaverPoints } from './leaver-holds.js';
import { findManager, requireMemberByNumber } from '../../members/index.js';
import { numberedPage, pageAndTotal } from '../../../db/paging.js';
import {
  INVITATION_TEXTS,
  memberTranslator,
  PEOPLE_ADMIN_FIELD_TEXTS,
  PEOPLE_ADMIN_TEXTS,
} from '../../../i18n/index.js';

type Row = adminPeople.TAdminMemberRow;
type Detail = adminPeople.TAdminMemberDetail;
type Edit = Omit<Detail, 'divisionName' | 'registered' | 'managerName' | 'balances' | 'erased'>;

const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const ilike = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern.replace(/[A-Z]/g, (c) => c.toLowerCase())} escape '\\'`;

export const TOKEN_ROLES_REFUSED =
  'An API token cannot change roles; a programme admin changes them in the portal. Send the roles as they are.';

const rolesOf = (m: MemberRow) => ({
  isManager: m.isManager === 1,
  isAdminReports: m.isAdminReports === 1,
  roleCc: m.roleCc === 1,
  roleCa: m.roleCa === 1,
  isProgrammeAdmin: m.isProgrammeAdmin === 1,
});

function toRow(m: MemberRow, divisionName: string): Row {
  return {
    memberNumber: m.memberNumber,
    firstname: m.firstname,
    surname: m.surname,
    email: m.email,
    cellNum: m.cellNum,
    divisionCode: m.divisionCode,
    divisionName,
    employmentStatus: m.employmentStatus,
    registered: m.registeredAt !== null,
    roles: rolesOf(m),
  };
}

/** Members whose number starts with, or whose name or e-mail contains, the query. */
export async function searchMembers(
  ctx: AppContext,
  q: { query: string; status: 'all' | 'active' | 'leaver'; page: number; pageSize: number },
) {
  let base = ctx.database.db
    .selectFrom('members as m')
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode');
  if (q.status !== 'all') base = base.where('m.employmentStatus', '=', q.status);
  for (const word of q.query.split(/\s+/).filter(Boolean).slice(0, 4)) {
    const contains = `%${likeLiteral(word)}%`;
    base = base.where((eb) =>
      eb.or([
        ilike('m.memberNumber', `${likeLiteral(word)}%`),
        ilike('m.firstname', contains),
        ilike('m.surname', contains),
        ilike('m.email', contains),
      ]),
    );
  }
  const { rows, total } = await pageAndTotal(
    base
      .selectAll('m')
      .select('d.name as divisionName')
      .orderBy('m.surname')
      .orderBy('m.firstname')
      .orderBy('m.memberNumber'),
    numberedPage(q),
  );
  return { members: rows.map((r) => toRow(r, r.divisionName)), total };
}

const findByNumber = (ctx: AppContext, memberNumber: string): Promise<MemberRow> =>
  requireMemberByNumber(ctx.database.db, memberNumber);

export async function getMemberDetail(ctx: AppContext, memberNumber: string): Promise<Detail> {
  const m = await findByNumber(ctx, memberNumber);
  const db = ctx.database.db;
  const [division, manager, balances] = await Promise.all([
    db.selectFrom('divisions').select('name').where('code', '=', m.divisionCode).executeTakeFirst(),
    findManager(db, m),
    memberBalances(db, m.id),
  ]);
  return {
    ...toRow(m, division?.name ?? m.divisionCode),
    legalFirstname: m.legalFirstname,
    jobTitle: m.jobTitle,
    managerNumber: manager?.memberNumber ?? '',
    managerName: manager ? `${manager.firstname} ${manager.surname}` : '',
    hireDate: m.hireDate ?? '',
    dobDd: m.dobDd,
    dobMm: m.dobMm,
    balances,
    erased: m.erasedAt !== null,
  };
}

const editable = (d: Detail): Edit => {
  const { divisionName: _d, registered: _r, managerName: _m, balances: _b, erased: _e, ...rest } = d;
  return rest;
};

/**
 * Changes a member. Becoming a leaver disables them as the HR import does; an admin cannot
 * take their own programme-admin role away (someone must be left to give it back).
 */
export async function editMember(
  ctx: AppContext,
  actor: AdminActor,
  input: adminPeople.TAdminMemberEdit,
): Promise<Detail> {
  const before = await getMemberDetail(ctx, input.memberNumber);
  const m = await findByNumber(ctx, input.memberNumber);
  // Roles are given only by an admin signed in to the portal: a leaked or over-shared token
  // must not be able to make anyone an admin (docs/decisions/006).
  const roleKeys = Object.keys(input.roles) as Array<keyof typeof input.roles>;
  if (actor.apiTokenId !== undefined && roleKeys.some((k) => input.roles[k] !== before.roles[k]))
    throw forbidden(TOKEN_ROLES_REFUSED);
  if (actor.memberId === m.id && !input.roles.isProgrammeAdmin) {
    throw badRequest(PEOPLE_ADMIN_TEXTS.ownAdminRole, {
      'roles.isProgrammeAdmin': PEOPLE_ADMIN_FIELD_TEXTS.askAnotherAdmin,
    });
  }
  if (actor.memberId === m.id && input.employmentStatus === 'leaver') {
    throw badRequest(PEOPLE_ADMIN_TEXTS.selfLeaver, {
      employmentStatus: PEOPLE_ADMIN_FIELD_TEXTS.askAnotherAdmin,
    });
  }
  if (!!input.dobDd !== !!input.dobMm)
    throw badRequest(PEOPLE_ADMIN_TEXTS.birthdayBoth, { dobMm: PEOPLE_ADMIN_FIELD_TEXTS.bothOrNeither });
  const db = ctx.database.db;
  const division = await db
    .selectFrom('divisions')
    .select('code')
    .where('code', '=', input.divisionCode)
    .executeTakeFirst();
  if (!division)
    throw badRequest(PEOPLE_ADMIN_TEXTS.unknownDivision, {
      divisionCode: PEOPLE_ADMIN_FIELD_TEXTS.unknownDivision,
    });
  let managerId: number | null = null;
  if (input.managerNumber) {
    const manager = await db
      .selectFrom('members')
      .select(['id', 'employmentStatus'])
      .where('memberNumber', '=', input.managerNumber)
      .executeTakeFirst();
    if (!manager)
      throw badRequest(PEOPLE_ADMIN_TEXTS.unknownManager, {
        managerNumber: PEOPLE_ADMIN_FIELD_TEXTS.noMember,
      });
    if (manager.id === m.id)
      throw badRequest(PEOPLE_ADMIN_TEXTS.selfManager, {
        managerNumber: PEOPLE_ADMIN_FIELD_TEXTS.selfManager,
      });
    managerId = manager.id;
  }
  const now = ctx.clock.now().toISOString();
  const pad2 = (s: string) => (s ? s.padStart(2, '0') : '');
  const set: MemberUpdate = {
    legalFirstname: input.legalFirstname,
    firstname: input.firstname,
    surname: input.surname,
    email: input.email,
    cellNum: input.cellNum,
    divisionCode: division.code,
    managerId,
    jobTitle: input.jobTitle,
    hireDate: input.hireDate || null,
    dobDd: pad2(input.dobDd),
    dobMm: pad2(input.dobMm),
    isManager: input.roles.isManager ? 1 : 0,
    isAdminReports: input.roles.isAdminReports ? 1 : 0,
    roleCc: input.roles.roleCc ? 1 : 0,
    roleCa: input.roles.roleCa ? 1 : 0,
    isProgrammeAdmin: input.roles.isProgrammeAdmin ? 1 : 0,
    updatedAt: now,
  };
  await db.transaction().execute(async (trx) => {
    const leaving = m.employmentStatus === 'active' && input.employmentStatus === 'leaver';
    if (!leaving) set.employmentStatus = input.employmentStatus;
    await trx.updateTable('members').set(set).where('id', '=', m.id).execute();
    if (leaving) {
      const settings = await getProgrammeSettings(trx, ctx.config);
      await disableLeavers(trx, [m.id], {
        at: now,
        leaverPoints: settings.leaverPoints,
        leaverGraceDays: settings.leaverGraceDays,
        reason: `edit ${now}`,
      });
    }
    if (m.employmentStatus === 'leaver' && input.employmentStatus === 'active')
      await restoreLeaverPoints(trx, [m.id], now);
    const after = { ...editable(before), ...input };
    const b = editable(before) as Record<string, unknown>;
    const a = after as Record<string, unknown>;
    const changed = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    if (changed.length) {
      await recordAdminAction(trx, {
        actor,
        action: changed.length === 1 && changed[0] === 'roles' ? 'people.roles' : 'people.edit',
        target: `member ${m.memberNumber} ${m.firstname} ${m.surname}`,
        before: Object.fromEntries(changed.map((k) => [k, b[k]])),
        after: Object.fromEntries(changed.map((k) => [k, a[k]])),
        at: now,
      });
    }
  });
  return getMemberDetail(ctx, input.memberNumber);
}

/** E-mails a registration invitation through the outbox; only to someone who can register. */
export async function inviteMember(ctx: AppContext, actor: AdminActor, memberNumber: string): Promise<void> {
  const m = await findByNumber(ctx, memberNumber);
  if (m.employmentStatus !== 'active') throw badRequest(PEOPLE_ADMIN_TEXTS.hasLeft);
  if (m.registeredAt) throw badRequest(PEOPLE_ADMIN_TEXTS.alreadyRegistered);
  if (!m.email)
    throw badRequest(PEOPLE_ADMIN_TEXTS.noEmail, {
      email: PEOPLE_ADMIN_FIELD_TEXTS.emailForInvitation,
    });
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  const now = ctx.clock.now().toISOString();
  const link = `${ctx.config.PUBLIC_URL}/`;
  // In the member's language; the programme's, company's and points' names stay as they are.
  const say = await memberTranslator(ctx.database.db, m.id);
  const I = INVITATION_TEXTS;
  const names = { programme: settings.programmeName, company: settings.companyName };
  await ctx.database.db.transaction().execute(async (trx) => {
    await enqueueMessage(
      trx,
      {
        channel: 'email',
        recipient: m.email,
        subject: say.t(I.subject, names),
        text: [
          say.t(I.dear, { name: m.firstname }),
          '',
          say.t(I.invites, { ...names, pointsName: settings.pointsName }),
          say.t(I.register, { link, memberNumber: m.memberNumber }),
        ].join('\n'),
        template: 'registration-invitation',
        ref: { type: 'member', id: String(m.id) },
      },
      now,
    );
    await recordAdminAction(trx, {
      actor,
      action: 'people.invite',
      target: `member ${m.memberNumber} ${m.firstname} ${m.surname}`,
      before: null,
      after: { email: m.email },
      at: now,
    });
  });
}
