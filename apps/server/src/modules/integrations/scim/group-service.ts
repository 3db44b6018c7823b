import type { AppContext } from '../../../http/context.js';
import type { Db } from '../../../db/database.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { ScimError, scalarText, type ScimType } from './protocol.js';
import { findScimMember, saveScimUser, stateOf } from './user-service.js';
import { pageAndTotal } from '../../../db/paging.js';

/**
 * SCIM Groups are divisions: a group's id is the division code, its displayName the division's
 * name. Adding a user to a group moves the member to that division (through the HR import,
 * like every member change); removing one is accepted and changes nothing, since every member
 * is in exactly one division and the next group they are added to moves them.
 */
export async function listDivisions(
  db: Db,
  filter: { attribute: string; value: string } | null,
  page: { startIndex: number; count: number },
) {
  let q = db.selectFrom('divisions').select(['code', 'name']);
  if (filter?.attribute === 'displayname')
    q = q.where((eb) => eb.or([eb('name', '=', filter.value), eb('code', '=', filter.value)]));
  else if (filter?.attribute === 'id') q = q.where('code', '=', filter.value);
  const { rows, total } = await pageAndTotal(q.orderBy('code'), {
    limit: page.count,
    offset: page.startIndex - 1,
  });
  return { divisions: rows, total };
}

export async function findDivision(db: Db, code: string) {
  return db
    .selectFrom('divisions')
    .select(['code', 'name', 'clusterCode'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Active members of the division, as SCIM members of the group. */
export async function divisionMembers(db: Db, code: string) {
  const rows = await db
    .selectFrom('members as m')
    .leftJoin('scimUsers as s', 's.memberId', 'm.id')
    .select(['m.id', 'm.email', 'm.memberNumber', 's.userName'])
    .where('m.divisionCode', '=', code)
    .where('m.employmentStatus', '=', 'active')
    .orderBy('m.id')
    .execute();
  return rows.map((r) => ({ id: r.id, userName: r.userName ?? (r.email.toLowerCase() || r.memberNumber) }));
}

/** A new division in the cluster of the default division; its code is made from the name. */
export async function createDivision(ctx: AppContext, actor: AdminActor, displayName: string) {
  const name = displayName.trim();
  if (!name || name.length > 80)
    throw new ScimError(400, 'displayName is required (at most 80 characters)', 'invalidValue');
  const db = ctx.database.db;
  return db.transaction().execute(async (trx) => {
    const clash = await trx
      .selectFrom('divisions')
      .select('code')
      .where((eb) => eb.or([eb('name', '=', name), eb('code', '=', name)]))
      .executeTakeFirst();
    if (clash) throw new ScimError(409, `A division named ${name} exists (id ${clash.code})`, 'uniqueness');
    const divisions = await trx
      .selectFrom('divisions')
      .select(['code', 'name', 'clusterCode'])
      .orderBy('code')
      .execute();
    const home =
      divisions.find((d) => [d.code, d.name].includes(ctx.config.SCIM_DEFAULT_DIVISION)) ?? divisions[0];
    const cluster =
      home?.clusterCode ??
      (await trx.selectFrom('clusters').select('code').orderBy('code').executeTakeFirst())?.code;
    if (!cluster) throw new ScimError(400, 'The programme has no clusters yet', 'invalidValue');
    const stem =
      name
        .toUpperCase()
        .replace(/[^\w.-]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 16) || 'DIV';
    let code = stem;
    for (let i = 2; divisions.some((d) => d.code === code); i++) code = `${stem}-${i}`;
    await trx.insertInto('divisions').values({ code, name, clusterCode: cluster }).execute();
    await recordAdminAction(trx, {
      actor,
      action: 'people.division-create',
      target: `division ${code} ${name}`,
      before: null,
      after: { code, name, clusterCode: cluster },
      at: ctx.clock.now().toISOString(),
    });
    return { code, name };
  });
}

export async function renameDivision(ctx: AppContext, actor: AdminActor, code: string, displayName: string) {
  const name = displayName.trim();
  const d = await findDivision(ctx.database.db, code);
  if (!d) throw new ScimError(404, 'No such group', 'noTarget' as ScimType);
  if (!name || name === d.name) return;
  if (name.length > 80) throw new ScimError(400, 'displayName is at most 80 characters', 'invalidValue');
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx.updateTable('divisions').set({ name }).where('code', '=', code).execute();
    await recordAdminAction(trx, {
      actor,
      action: 'people.division-rename',
      target: `division ${code}`,
      before: { name: d.name },
      after: { name },
      at: ctx.clock.now().toISOString(),
    });
  });
}

/** Moves each listed user into the division. */
export async function addDivisionMembers(ctx: AppContext, actor: AdminActor, code: string, value: unknown) {
  const list = (Array.isArray(value) ? value : [value]) as Array<{ value?: unknown }>;
  for (const item of list) {
    const m = await findScimMember(ctx.database.db, scalarText(item?.value));
    if (!m) throw new ScimError(400, `No user with id ${scalarText(item?.value)}`, 'invalidValue');
    if (m.member.divisionCode !== code)
      await saveScimUser(ctx, actor, m, { ...stateOf(m), division: code }, 'patch');
  }
}

/** PATCH of a group: displayName (with a path, or path-less as Okta sends it) and members. */
export async function patchDivision(ctx: AppContext, actor: AdminActor, code: string, body: unknown) {
  const ops = (body as { Operations?: unknown })?.Operations;
  if (!Array.isArray(ops) || ops.length === 0)
    throw new ScimError(400, 'A PatchOp needs Operations', 'invalidSyntax');
  for (const raw of ops as Array<{ op?: unknown; path?: unknown; value?: unknown }>) {
    const op = scalarText(raw?.op).toLowerCase();
    const path = typeof raw.path === 'string' ? raw.path.trim().toLowerCase() : '';
    if (!['add', 'replace', 'remove'].includes(op))
      throw new ScimError(400, `Unknown operation ${scalarText(raw?.op)}`, 'invalidSyntax');
    if (op === 'remove') continue;
    if (path === 'members') await addDivisionMembers(ctx, actor, code, raw.value);
    else if (path === 'displayname') await renameDivision(ctx, actor, code, scalarText(raw.value));
    else if (!path && raw.value && typeof raw.value === 'object') {
      const v = raw.value as { displayName?: unknown; members?: unknown };
      if (typeof v.displayName === 'string') await renameDivision(ctx, actor, code, v.displayName);
      if (v.members !== undefined) await addDivisionMembers(ctx, actor, code, v.members);
    }
  }
}
