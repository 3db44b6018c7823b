import { sql } from 'kysely';
import type { PortalMigration } from './helpers.js';

/**
 * The names, e-mail addresses, mobile numbers and identity-provider names a member used before
 * (a marriage, a new address, an identity provider's new externalId). Copies of them stay in
 * text written at the time (a notification title, an HR file, an e-mail to the old address),
 * and an erasure must find those too, so the old value is kept here until the member is erased
 * or their data downloaded. Triggers keep it, whoever changes the row (profile, admin edit, HR
 * import, SCIM); an erased member's rows are not kept, since the erasure itself rewrites them.
 */
const MEMBER_DETAILS: Array<[detail: string, column: string]> = [
  ['legalFirstname', 'legal_firstname'],
  ['firstname', 'firstname'],
  ['surname', 'surname'],
  ['email', 'email'],
  ['cellNum', 'cell_num'],
];
const SCIM_DETAILS: Array<[detail: string, column: string]> = [
  ['scimUserName', 'user_name'],
  ['scimExternalId', 'external_id'],
];

/** One row per changed, non-empty old value; `changed` spells "differs" for the dialect. */
function keepOld(
  memberId: string,
  details: Array<[string, string]>,
  changed: (column: string) => string,
  at: string,
) {
  const rows = details
    .map(
      ([detail, column]) => `select '${detail}' as detail, old.${column} as value where ${changed(column)}`,
    )
    .join(' union all ');
  return `insert into member_former_details (member_id, detail, value, recorded_at)
    select ${memberId}, d.detail, d.value, ${at} from (${rows}) d
    where d.value is not null and d.value <> ''
    on conflict (member_id, detail, value) do nothing`;
}

const NOT_ERASED = (memberId: string) =>
  `exists (select 1 from members m where m.id = ${memberId} and m.erased_at is null)`;

export const memberFormerDetails: PortalMigration = {
  async up(db, dialect) {
    const pg = dialect === 'postgres';
    await db.schema
      .createTable('member_former_details')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('recorded_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('member_former_details_pk', ['member_id', 'detail', 'value'])
      .execute();
    const differs = (column: string) =>
      pg ? `old.${column} is distinct from new.${column}` : `old.${column} is not new.${column}`;
    const always = () => '1 = 1';
    const now = pg
      ? `to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
    const memberChanged = keepOld('old.id', MEMBER_DETAILS, differs, 'new.updated_at');
    const scimChanged = keepOld('old.member_id', SCIM_DETAILS, differs, 'new.updated_at');
    const scimRemoved = keepOld('old.member_id', SCIM_DETAILS, always, now);
    const columns = MEMBER_DETAILS.map(([, c]) => c).join(', ');
    if (pg) {
      await sql`create function member_former_details_member() returns trigger language plpgsql as $$
        begin ${sql.raw(memberChanged)}; return null; end $$`.execute(db);
      await sql`create function member_former_details_scim_update() returns trigger language plpgsql as $$
        begin if ${sql.raw(NOT_ERASED('old.member_id'))} then ${sql.raw(scimChanged)}; end if;
        return null; end $$`.execute(db);
      await sql`create function member_former_details_scim_delete() returns trigger language plpgsql as $$
        begin if ${sql.raw(NOT_ERASED('old.member_id'))} then ${sql.raw(scimRemoved)}; end if;
        return null; end $$`.execute(db);
      await sql`create trigger member_former_details_member after update of ${sql.raw(columns)} on members
        for each row when (new.erased_at is null) execute function member_former_details_member()`.execute(
        db,
      );
      await sql`create trigger member_former_details_scim_update after update on scim_users
        for each row execute function member_former_details_scim_update()`.execute(db);
      await sql`create trigger member_former_details_scim_delete after delete on scim_users
        for each row execute function member_former_details_scim_delete()`.execute(db);
    } else {
      await sql`create trigger member_former_details_member after update of ${sql.raw(columns)} on members
        when new.erased_at is null begin ${sql.raw(memberChanged)}; end`.execute(db);
      await sql`create trigger member_former_details_scim_update after update on scim_users
        when ${sql.raw(NOT_ERASED('old.member_id'))} begin ${sql.raw(scimChanged)}; end`.execute(db);
      await sql`create trigger member_former_details_scim_delete after delete on scim_users
        when ${sql.raw(NOT_ERASED('old.member_id'))} begin ${sql.raw(scimRemoved)}; end`.execute(db);
    }
  },
  async down(db, dialect) {
    for (const t of [
      'member_former_details_member',
      'member_former_details_scim_update',
      'member_former_details_scim_delete',
    ])
      await sql`drop trigger if exists ${sql.raw(t)} ${sql.raw(dialect === 'postgres' ? `on ${t.endsWith('member') ? 'members' : 'scim_users'}` : '')}`.execute(
        db,
      );
    if (dialect === 'postgres')
      for (const f of [
        'member_former_details_member',
        'member_former_details_scim_update',
        'member_former_details_scim_delete',
      ])
        await sql`drop function if exists ${sql.raw(f)}()`.execute(db);
    await db.schema.dropTable('member_former_details').ifExists().execute();
  },
};
