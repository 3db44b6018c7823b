import Papa from 'papaparse';
import type { Transaction } from 'kysely';
import { type adminBudgets, withValues } from '@portal/contract';
import type { AppContext } from '../../../http/context.js';
import type { DB } from '../../../db/schema.js';
import { badRequest } from '../../../lib/errors.js';
import {
  TRANSFER_SIDE_COLUMNS,
  memberBalances,
  statement,
  transfer,
  transfersWithAccounts,
} from '../../../ledger/index.js';
import { decodeCursor, encodeCursor, ZTimeKey } from '../../../db/keyset-cursor.js';
import { recordAdminAction, type AdminActor } from '../../../audit/audit-log.js';
import { PEOPLE_ADMIN_FIELD_TEXTS, PEOPLE_ADMIN_TEXTS } from '../../../i18n/index.js';

type FundRow = adminBudgets.TFundRow;

async function fundOne(
  trx: Transaction<DB>,
  ctx: AppContext,
  actor: AdminActor,
  m: { id: number; memberNumber: string; name: string },
  points: number,
  note: string,
  key: string,
) {
  const at = ctx.clock.now().toISOString();
  const before = (await memberBalances(trx, m.id)).recognise;
  const result = await transfer(trx, {
    from: { system: 'funding' },
    to: { memberId: m.id, kind: 'recognise' },
    amount: points,
    type: 'BUDGET',
    description: note || 'Recognition budget',
    idempotencyKey: key,
    at,
  });
  // A replayed request moved nothing, so it is not a second admin action either.
  if (!result.replayed) {
    await recordAdminAction(trx, {
      actor,
      action: 'budget.fund',
      target: `member ${m.memberNumber} ${m.name}`,
      before: { budget: before },
      after: { budget: before + points, points, note },
      at,
    });
  }
  return before + (result.replayed ? 0 : points);
}

async function findManagers(trx: Transaction<DB>, numbers: string[]) {
  if (!numbers.length)
    return new Map<string, { id: number; memberNumber: string; name: string; ok: string }>();
  const rows = await trx
    .selectFrom('members')
    .select(['id', 'memberNumber', 'firstname', 'surname', 'isManager', 'employmentStatus'])
    .where('memberNumber', 'in', numbers)
    .execute();
  return new Map(
    rows.map((r) => [
      r.memberNumber,
      {
        id: r.id,
        memberNumber: r.memberNumber,
        name: `${r.firstname} ${r.surname}`,
        ok:
          r.employmentStatus !== 'active'
            ? PEOPLE_ADMIN_FIELD_TEXTS.hasLeft.message
            : !r.isManager
              ? PEOPLE_ADMIN_FIELD_TEXTS.notManager.message
              : '',
      },
    ]),
  );
}

/** Adds points to one manager's recognition budget from the funding account. */
export async function fundBudget(
  ctx: AppContext,
  actor: AdminActor,
  body: { memberNumber: string; points: number; note: string; requestId: string },
) {
  return ctx.database.db.transaction().execute(async (trx) => {
    const m = (await findManagers(trx, [body.memberNumber])).get(body.memberNumber);
    if (!m)
      throw badRequest(PEOPLE_ADMIN_TEXTS.noMember, { memberNumber: PEOPLE_ADMIN_FIELD_TEXTS.noMember });
    if (m.ok === PEOPLE_ADMIN_FIELD_TEXTS.hasLeft.message)
      throw badRequest(withValues(PEOPLE_ADMIN_TEXTS.budgetLeaver, { name: m.name }), {
        memberNumber: PEOPLE_ADMIN_FIELD_TEXTS.hasLeft,
      });
    if (m.ok)
      throw badRequest(withValues(PEOPLE_ADMIN_TEXTS.budgetNotManager, { name: m.name }), {
        memberNumber: PEOPLE_ADMIN_FIELD_TEXTS.notManager,
      });
    const budget = await fundOne(
      trx,
      ctx,
      actor,
      m,
      body.points,
      body.note,
      `admin-fund:${actor.memberId ?? 'cli'}:${body.requestId}`,
    );
    return { memberNumber: m.memberNumber, name: m.name, budget };
  });
}

/**
 * Funds many budgets from a CSV of member_number and points. Every row is checked first; with
 * apply, all rows move in one transaction, and only when no row has an error.
 */
export async function fundBudgetsFromCsv(
  ctx: AppContext,
  actor: AdminActor,
  body: { csv: string; apply: boolean; note: string; requestId: string },
) {
  const parsed = Papa.parse<Record<string, string>>(body.csv.replace(/^\ufeff/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.toLowerCase().replace(/[\s_-]+/g, ''),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('membernumber') || !fields.includes('points')) {
    throw badRequest(PEOPLE_ADMIN_TEXTS.budgetColumns, {
      csv: PEOPLE_ADMIN_FIELD_TEXTS.budgetHeader,
    });
  }
  return ctx.database.db.transaction().execute(async (trx) => {
    const managers = await findManagers(
      trx,
      [...new Set(parsed.data.map((r) => (r.membernumber ?? '').trim()).filter(Boolean))].slice(0, 20_000),
    );
    const seen = new Set<string>();
    const rows: FundRow[] = parsed.data.map((r, i) => {
      const memberNumber = (r.membernumber ?? '').trim();
      const text = (r.points ?? '').trim();
      const points = /^\d{1,8}$/.test(text) ? Number(text) : 0;
      const m = managers.get(memberNumber);
      let error = '';
      if (!memberNumber) error = 'No member number';
      else if (!m) error = 'No member has that number';
      else if (m.ok) error = m.ok;
      else if (points < 1 || points > 10_000_000)
        error = 'Points must be a whole number from 1 to 10,000,000';
      else if (seen.has(memberNumber)) error = 'Listed twice';
      seen.add(memberNumber);
      return { row: i + 2, memberNumber, name: m?.name ?? '', points, error };
    });
    const errors = rows.filter((r) => r.error).length;
    const totalPoints = rows.reduce((n, r) => n + (r.error ? 0 : r.points), 0);
    if (!body.apply || errors > 0 || rows.length === 0) return { rows, totalPoints, errors, applied: false };
    for (const r of rows) {
      await fundOne(
        trx,
        ctx,
        actor,
        managers.get(r.memberNumber)!,
        r.points,
        body.note,
        `admin-fund:${actor.memberId ?? 'cli'}:${body.requestId}:${r.memberNumber}`,
      );
    }
    return { rows, totalPoints, errors, applied: true };
  });
}

/** The funding account's movements, newest first, a page at a time. */
export async function fundingStatement(ctx: AppContext, paging: { cursor?: string; limit: number }) {
  const after = decodeCursor(paging.cursor, ZTimeKey);
  const s = await statement(ctx.database.db, { system: 'funding' }, { limit: paging.limit, after });
  const last = s.lines[s.lines.length - 1];
  return {
    balance: s.balance,
    nextCursor: s.more && last ? encodeCursor([last.transDate, last.transferId]) : null,
    lines: s.lines.map((l) => ({
      transferId: l.transferId,
      at: l.transDate,
      type: l.type,
      description: l.transDescription,
      points: l.pointsValue,
      balance: l.balance,
    })),
  };
}

const EXPORT_LIMIT = 100_000;

/** Every transfer between the first day of fromMonth and the end of toMonth (UTC), oldest first. */
export async function ledgerExport(ctx: AppContext, body: { fromMonth: string; toMonth: string }) {
  const [y, m] = body.toMonth.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 1)).toISOString();
  const rows = await transfersWithAccounts(ctx.database.db)
    .leftJoin('members as fm', 'fm.id', 'f.memberId')
    .leftJoin('members as dm', 'dm.id', 'd.memberId')
    .select(['t.id', 't.createdAt', 't.type', 't.description', 't.amount', 't.reversesId'])
    .select(TRANSFER_SIDE_COLUMNS)
    .select(['fm.memberNumber as fromMember', 'dm.memberNumber as toMember'])
    .where('t.createdAt', '>=', `${body.fromMonth}-01T00:00:00.000Z`)
    .where('t.createdAt', '<', end)
    .orderBy('t.createdAt')
    .orderBy('t.id')
    .limit(EXPORT_LIMIT + 1)
    .execute();
  const name = (kind: string, system: string | null, member: string | null) =>
    system ? `programme:${system}` : `${member}:${kind}`;
  return {
    truncated: rows.length > EXPORT_LIMIT,
    rows: rows.slice(0, EXPORT_LIMIT).map((r) => ({
      transferId: r.id,
      at: r.createdAt,
      type: r.type,
      description: r.description,
      from: name(r.fromKind, r.fromSystem, r.fromMember),
      to: name(r.toKind, r.toSystem, r.toMember),
      amount: Number(r.amount),
      reversesId: r.reversesId,
    })),
  };
}
