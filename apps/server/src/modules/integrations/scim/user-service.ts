import { randomInt, randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { sql, type Transaction } from 'kysely';
import { matchLanguage } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import type { DB, MemberRow } from '../../../db/schema.js';
import type { AdminActor } from '../../../audit/audit-log.js';
import { HR_TEMPLATE_HEADER, parseHrFile } from '../../admin/index.js';
import { planImport } from '../../admin/index.js';
import { applyImport } from '../../admin/index.js';
import { ScimError } from './protocol.js';
import type { UserState } from './user-state.js';
import { pageAndTotal } from '../../../db/paging.js';

/**
 * SCIM users are members. Every change goes through the HR import as a one-row file, so SCIM
 * and the HR file apply the same checks and effects: a member created by one is updated by the
 * other (both key on the member number), a deactivated member is a leaver (sessions revoked
 * at once, points kept or returned by the leaverPoints setting), and registered members keep
 * the e-mail and mobile they maintain themselves. The identity provider's userName and
 * externalId are kept beside the member in scim_users.
 */
export interface ScimMember {
  member: MemberRow;
  divisionName: string;
  managerId: number | null;
  userName: string;
  externalId: string | null;
}

type Reader = Db | Transaction<DB>;

const base = (db: Reader) =>
  db
    .selectFrom('members as m')
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .leftJoin('scimUsers as s', 's.memberId', 'm.id')
    .selectAll('m')
    .select(['d.name as divisionName', 's.userName as scimUserName', 's.externalId as scimExternalId']);

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
function toScimMember(r: Row): ScimMember {
  const { divisionName, scimUserName, scimExternalId, ...member } = r;
  return {
    member: member as MemberRow,
    divisionName,
    managerId: member.managerId,
    // A member the identity provider has not claimed yet answers to their e-mail, else their number.
    userName: scimUserName ?? (member.email ? member.email.toLowerCase() : member.memberNumber),
    externalId: scimExternalId ?? null,
  };
}

export async function findScimMember(db: Reader, id: string): Promise<ScimMember | null> {
  if (!/^\d{1,10}$/.test(id)) return null;
  const row = await base(db).where('m.id', '=', Number(id)).executeTakeFirst();
  return row ? toScimMember(row) : null;
}

/** Lists members, optionally by one attribute: userName, externalId or id. */
export async function listScimMembers(
  db: Db,
  filter: { attribute: string; value: string } | null,
  page: { startIndex: number; count: number },
): Promise<{ members: ScimMember[]; total: number }> {
  let q = base(db);
  if (filter?.attribute === 'username') {
    const v = filter.value.toLowerCase();
    q = q.where((eb) =>
      eb.or([
        eb('s.userName', '=', v),
        eb.and([
          eb('s.memberId', 'is', null),
          eb.or([eb(sql<string>`lower(m.email)`, '=', v), eb('m.memberNumber', '=', filter.value)]),
        ]),
      ]),
    );
  } else if (filter?.attribute === 'externalid') q = q.where('s.externalId', '=', filter.value);
  else if (filter?.attribute === 'id')
    q = q.where('m.id', '=', /^\d{1,10}$/.test(filter.value) ? Number(filter.value) : -1);
  const { rows, total } = await pageAndTotal(q.orderBy('m.id'), {
    limit: page.count,
    offset: page.startIndex - 1,
  });
  return { members: rows.map(toScimMember), total };
}

export function stateOf(m: ScimMember): UserState {
  return {
    userName: m.userName,
    externalId: m.externalId,
    active: m.member.employmentStatus === 'active',
    givenName: m.member.legalFirstname,
    familyName: m.member.surname,
    email: m.member.email,
    mobile: m.member.cellNum,
    title: m.member.jobTitle,
    employeeNumber: m.member.memberNumber,
    division: m.member.divisionCode,
    managerId: m.managerId === null ? '' : String(m.managerId),
    preferredLanguage: m.member.language,
  };
}

export const emptyState = (): UserState => ({
  userName: '',
  externalId: null,
  active: true,
  givenName: '',
  familyName: '',
  email: '',
  mobile: '',
  title: '',
  employeeNumber: '',
  division: '',
  managerId: '',
  preferredLanguage: '',
});

async function resolveDivision(trx: Transaction<DB>, ctx: AppContext, wanted: string): Promise<string> {
  const divisions = await trx.selectFrom('divisions').select(['code', 'name']).orderBy('code').execute();
  const find = (v: string) =>
    divisions.find(
      (d) => d.code.toLowerCase() === v.toLowerCase() || d.name.toLowerCase() === v.toLowerCase(),
    );
  const chosen = (wanted && find(wanted)) || find(ctx.config.SCIM_DEFAULT_DIVISION) || divisions[0];
  if (!chosen) throw new ScimError(400, 'The programme has no divisions yet', 'invalidValue');
  return chosen.code;
}

async function newMemberNumber(trx: Transaction<DB>): Promise<string> {
  for (;;) {
    const n = `SC${randomInt(10_000_000, 99_999_999)}`;
    const taken = await trx
      .selectFrom('members')
      .select('id')
      .where('memberNumber', '=', n)
      .executeTakeFirst();
    if (!taken) return n;
  }
}

const phone = (v: string) =>
  v
    .replace(/[^\d+ ]/g, '')
    .replace(/(?!^)\+/g, '')
    .trim();

/**
 * One member per e-mail address, whatever its case: sign-in by e-mail, single sign-on by the
 * e-mail claim and chat accounts match a person by it, and two members with one address would
 * make that match someone else.
 */
async function refuseTakenEmail(trx: Transaction<DB>, email: string, memberId: number | undefined) {
  if (!email) return;
  const holder = await trx
    .selectFrom('members')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '<>', memberId ?? -1)
    .executeTakeFirst();
  if (holder) throw new ScimError(409, 'emails: another member has this e-mail address', 'uniqueness');
}

/**
 * Writes the state through the HR import (a one-row file) and links the identity provider's
 * names. `existing` is the member being replaced or patched; null for a create, which adopts a
 * member the HR file made when employeeNumber names them.
 */
export async function saveScimUser(
  ctx: AppContext,
  actor: AdminActor,
  existing: ScimMember | null,
  state: UserState,
  what: 'create' | 'replace' | 'patch',
): Promise<{ id: number; created: boolean }> {
  if (!state.userName) throw new ScimError(400, 'userName is required', 'invalidValue');
  const userName = state.userName.toLowerCase();
  try {
    return await writeScimUser(ctx, actor, existing, state, what, userName);
  } catch (err) {
    if (err instanceof ScimError) throw err;
    // Two requests for the same new user at once: the database's unique index decides.
    const text =
      String((err as { code?: string; message?: string }).code ?? '') + String((err as Error).message);
    if (/23505|UNIQUE/i.test(text))
      throw new ScimError(409, `userName ${state.userName} is already taken`, 'uniqueness');
    throw err;
  }
}

async function writeScimUser(
  ctx: AppContext,
  actor: AdminActor,
  existing: ScimMember | null,
  state: UserState,
  what: 'create' | 'replace' | 'patch',
  userName: string,
): Promise<{ id: number; created: boolean }> {
  return ctx.database.db.transaction().execute(async (trx) => {
    const holder = await trx
      .selectFrom('scimUsers')
      .select('memberId')
      .where('userName', '=', userName)
      .executeTakeFirst();
    if (holder && holder.memberId !== existing?.member.id)
      throw new ScimError(409, `userName ${state.userName} is already taken`, 'uniqueness');
    let memberNumber = existing?.member.memberNumber;
    if (existing && state.employeeNumber && state.employeeNumber !== memberNumber)
      throw new ScimError(400, 'employeeNumber (the member number) cannot change', 'mutability');
    let adopted: MemberRow | undefined;
    if (!memberNumber && state.employeeNumber) {
      adopted = await trx
        .selectFrom('members')
        .selectAll()
        .where('memberNumber', '=', state.employeeNumber)
        .executeTakeFirst();
      if (adopted) {
        const linked = await trx
          .selectFrom('scimUsers')
          .select('userName')
          .where('memberId', '=', adopted.id)
          .executeTakeFirst();
        if (linked)
          throw new ScimError(409, `Member ${state.employeeNumber} is already provisioned`, 'uniqueness');
      }
    }
    memberNumber ??= state.employeeNumber || (await newMemberNumber(trx));
    const managerNumber = state.managerId
      ? ((
          await trx
            .selectFrom('members')
            .select('memberNumber')
            .where('id', '=', /^\d{1,10}$/.test(state.managerId) ? Number(state.managerId) : -1)
            .executeTakeFirst()
        )?.memberNumber ?? '')
      : '';
    const before = existing?.member ?? adopted;
    await refuseTakenEmail(trx, state.email, before?.id);
    const row = {
      member_number: memberNumber,
      first_name: state.givenName,
      surname: state.familyName,
      email: state.email,
      mobile: phone(state.mobile),
      division: await resolveDivision(trx, ctx, state.division || (before?.divisionCode ?? '')),
      cluster: '',
      manager_number: managerNumber,
      hire_date: before?.hireDate ?? '',
      birth_day: before?.dobDd ?? '',
      birth_month: before?.dobMm ?? '',
      status: state.active || !before ? 'active' : 'leaver',
      job_title: state.title,
      // A language the portal does not speak is left out rather than refusing the user.
      language: matchLanguage([state.preferredLanguage]) ?? '',
    };
    const csv = `${HR_TEMPLATE_HEADER}\n${Papa.unparse([Object.values(row)])}`;
    const file = await parseHrFile(csv);
    const plan = await planImport(trx, file);
    const problems = plan.preview.errors.map((e) => `${e.field}: ${e.message}`);
    if (problems.length) throw new ScimError(400, problems.join('; '), 'invalidValue');
    const meta = { fileName: `SCIM ${what} ${userName}`, importId: randomUUID() };
    await applyImport(trx, ctx, actor, file, meta);
    // A user created inactive joins and leaves at once, as the HR file would need two files for.
    if (!state.active && !before) {
      const leaving = await parseHrFile(
        `${HR_TEMPLATE_HEADER}\n${Papa.unparse([Object.values({ ...row, status: 'leaver' })])}`,
      );
      await applyImport(trx, ctx, actor, leaving, { ...meta, importId: randomUUID() });
    }
    const m = await trx
      .selectFrom('members')
      .select('id')
      .where('memberNumber', '=', memberNumber)
      .executeTakeFirstOrThrow();
    const at = ctx.clock.now().toISOString();
    await trx
      .insertInto('scimUsers')
      .values({ memberId: m.id, userName, externalId: state.externalId, createdAt: at, updatedAt: at })
      .onConflict((oc) =>
        oc.column('memberId').doUpdateSet({ userName, externalId: state.externalId, updatedAt: at }),
      )
      .execute();
    return { id: m.id, created: !before };
  });
}

/** DELETE: members are never removed (their points and recognitions stay); they leave. */
export async function deprovision(ctx: AppContext, actor: AdminActor, m: ScimMember): Promise<void> {
  if (m.member.employmentStatus === 'active')
    await saveScimUser(ctx, actor, m, { ...stateOf(m), active: false }, 'patch');
  await ctx.database.db.deleteFrom('scimUsers').where('memberId', '=', m.member.id).execute();
}
