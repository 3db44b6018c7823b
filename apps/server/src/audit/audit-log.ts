import { sql, type SqlBool, type Transaction } from 'kysely';
import type { admin } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { DB, MemberRow } from '../db/schema.js';
import type { Caller } from '../http/context.js';
import { numberedPage, pageAndTotal } from '../db/paging.js';

/**
 * Who makes an admin change: a programme admin through the web app or with an API token they
 * made, or an operator at the command line (no member; the label names the OS user, or the
 * member given with --as).
 */
export interface AdminActor {
  memberId: number | null;
  label: string;
  /** The API token the change was made with: some changes are refused to tokens (docs/decisions/006). */
  apiTokenId?: number;
}

export const actorFromMember = (
  m: Pick<MemberRow, 'id' | 'memberNumber' | 'firstname' | 'surname'>,
): AdminActor => ({
  memberId: m.id,
  label: `${m.memberNumber} ${m.firstname} ${m.surname}`.trim(),
});

/**
 * The actor of a call. A token acts as the admin who made it, so the log names the token too:
 * an auditor must tell a script's change from one the admin made in the portal.
 */
export function actorOf(caller: Caller): AdminActor {
  const admin = actorFromMember(caller.member);
  if (!caller.token) return admin;
  return {
    memberId: admin.memberId,
    label: `${admin.label} via API token ${caller.token.id} "${caller.token.name}"`,
    apiTokenId: caller.token.id,
  };
}

export interface AdminAction {
  actor: AdminActor;
  /** Dotted code: "<area>.<verb>", e.g. "settings.update", "people.import", "budget.fund". */
  action: string;
  /** What changed, in words an auditor can search: "member 100123", "settings". */
  target: string;
  before: unknown;
  after: unknown;
  /** ISO time of the change; now when not given. */
  at?: string;
}

/**
 * Records an admin change. Call it inside the transaction that makes the change, so the log
 * holds exactly the changes that were committed: a rolled-back change leaves no entry, and a
 * committed one cannot lose its entry.
 */
export async function recordAdminAction(trx: Transaction<DB>, entry: AdminAction): Promise<void> {
  await trx
    .insertInto('adminAuditLog')
    .values({
      at: entry.at ?? new Date().toISOString(),
      actorMemberId: entry.actor.memberId,
      actorLabel: entry.actor.label,
      action: entry.action,
      target: entry.target,
      beforeJson: JSON.stringify(entry.before ?? null),
      afterJson: JSON.stringify(entry.after ?? null),
    })
    .execute();
}

export interface AuditLogQuery {
  page: number;
  pageSize: number;
  action: string;
  search: string;
}

/** Escapes LIKE wildcards so a search for "100_1" means those characters. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Case-insensitive LIKE on both dialects (SQLite's lower() folds ASCII only; so does the search). */
const ilike = (column: string, pattern: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern.replace(/[A-Z]/g, (c) => c.toLowerCase())} escape '\\'`;

export async function listAuditLog(
  db: Db,
  q: AuditLogQuery,
): Promise<{ entries: admin.TAuditEntry[]; total: number }> {
  let base = db.selectFrom('adminAuditLog as l').leftJoin('members as m', 'm.id', 'l.actorMemberId');
  if (q.action) base = base.where(ilike('l.action', `${likeLiteral(q.action)}%`));
  if (q.search) {
    const pattern = `%${likeLiteral(q.search)}%`;
    base = base.where((eb) => eb.or([ilike('l.actorLabel', pattern), ilike('l.target', pattern)]));
  }
  const { rows, total } = await pageAndTotal(
    base
      .select([
        'l.id',
        'l.at',
        'l.actorLabel',
        'l.action',
        'l.target',
        'l.beforeJson',
        'l.afterJson',
        'm.memberNumber',
      ])
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc'),
    numberedPage(q),
  );
  return {
    total,
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actorMemberNumber: r.memberNumber ?? null,
      actor: r.actorLabel,
      action: r.action,
      target: r.target,
      before: parseJson(r.beforeJson),
      after: parseJson(r.afterJson),
    })),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
