import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import { resolveAccountId, type AccountRef, type MemberAccountKind } from './accounts.js';
import type { TransferRequest } from './transfer.js';
import { COMMON_TEXTS } from '../i18n/index.js';

/** Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

const chunks = <T>(list: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export interface BatchResult {
  /** Transfers that moved points now. */
  moved: number;
  /** Transfers whose key had already been used: nothing moved for them. */
  replayed: number;
}

/**
 * Account ids of many refs: a few statements per thousand members, accounts created on first use.
 * New accounts are inserted in one order (kind, then member id) whatever the order of the
 * requests: two batches that create the same members' accounts would otherwise each wait on a
 * row the other inserted first, a deadlock on PostgreSQL.
 */
async function resolveMany(
  trx: Transaction<DB>,
  refs: readonly AccountRef[],
  at: string,
): Promise<(ref: AccountRef) => number> {
  const system = new Map<string, number>();
  const byKind = new Map<MemberAccountKind, Set<number>>();
  for (const ref of refs) {
    if ('system' in ref) system.set(ref.system, 0);
    else (byKind.get(ref.kind) ?? byKind.set(ref.kind, new Set()).get(ref.kind)!).add(ref.memberId);
  }
  for (const code of system.keys()) system.set(code, await resolveAccountId(trx, { system: code }, at));
  const member = new Map<string, number>();
  const kinds = [...byKind.keys()].sort();
  for (const kind of kinds) {
    const ids = [...byKind.get(kind)!].sort((a, b) => a - b);
    for (const part of chunks(ids)) {
      await trx
        .insertInto('ledgerAccounts')
        .values(part.map((memberId) => ({ memberId, kind, systemCode: null, balance: 0, createdAt: at })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      const rows = await trx
        .selectFrom('ledgerAccounts')
        .select(['id', 'memberId'])
        .where('kind', '=', kind)
        .where('memberId', 'in', part)
        .execute();
      for (const r of rows) member.set(`${r.memberId}:${kind}`, r.id);
    }
  }
  return (ref) => {
    const id = 'system' in ref ? system.get(ref.system) : member.get(`${ref.memberId}:${ref.kind}`);
    if (!id) throw new Error('Ledger account not resolved');
    return id;
  };
}

/** Adds each delta to its account's balance: one UPDATE per chunk of accounts. */
async function applyDeltas(
  trx: Transaction<DB>,
  deltas: ReadonlyArray<readonly [number, number]>,
): Promise<void> {
  for (const part of chunks(deltas)) {
    const cases = sql.join(
      part.map(([id, delta]) => sql`when ${id} then cast(${delta} as bigint)`),
      sql` `,
    );
    await trx
      .updateTable('ledgerAccounts')
      .set({ balance: sql<number>`balance + case id ${cases} else 0 end` })
      .where(
        'id',
        'in',
        part.map(([id]) => id),
      )
      .execute();
  }
}

/**
 * Many transfers inside the caller's transaction, for jobs that pay a whole company at once
 * (the monthly Pay It Forward top-up). The rules are transfer()'s: every movement has its own
 * idempotency key (a replay moves nothing, a replay with other details is refused with 409),
 * and a member account never goes below zero (the CHECK constraint refuses the whole batch,
 * which then rolls back). Member balances change with one statement per 500 accounts, and
 * system accounts (funding) change last, once each, so a long batch does not hold the funding
 * account's row lock while it runs: other payments from funding wait only for the commit.
 */
export async function transferMany(
  trx: Transaction<DB>,
  reqs: readonly TransferRequest[],
  at: string,
): Promise<BatchResult> {
  for (const r of reqs) {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0)
      throw new Error(`Transfer amount must be a positive whole number, got ${r.amount}`);
  }
  const idOf = await resolveMany(
    trx,
    reqs.flatMap((r) => [r.from, r.to]),
    at,
  );
  const memberDelta = new Map<number, number>();
  const systemDelta = new Map<number, number>();
  const add = (ref: AccountRef, id: number, amount: number) => {
    const map = 'system' in ref ? systemDelta : memberDelta;
    map.set(id, (map.get(id) ?? 0) + amount);
  };
  const result: BatchResult = { moved: 0, replayed: 0 };
  for (const part of chunks(reqs)) {
    const rows = part.map((r) => ({
      idempotencyKey: r.idempotencyKey,
      fromAccountId: idOf(r.from),
      toAccountId: idOf(r.to),
      amount: r.amount,
      type: r.type,
      description: r.description,
      refType: r.ref?.type ?? null,
      refId: r.ref?.id ?? null,
      reversesId: r.reversesId ?? null,
      createdAt: r.at,
    }));
    for (const row of rows)
      if (row.fromAccountId === row.toAccountId)
        throw new Error(`Transfer ${row.idempotencyKey} from an account to itself`);
    const inserted = await trx
      .insertInto('ledgerTransfers')
      .values(rows)
      .onConflict((oc) => oc.column('idempotencyKey').doNothing())
      .returning('idempotencyKey')
      .execute();
    const fresh = new Set(inserted.map((r) => r.idempotencyKey));
    const replays = rows.filter((r) => !fresh.has(r.idempotencyKey));
    if (replays.length) {
      const existing = await trx
        .selectFrom('ledgerTransfers')
        .select(['idempotencyKey', 'fromAccountId', 'toAccountId', 'amount'])
        .where(
          'idempotencyKey',
          'in',
          replays.map((r) => r.idempotencyKey),
        )
        .execute();
      const byKey = new Map(existing.map((e) => [e.idempotencyKey, e]));
      for (const r of replays) {
        const e = byKey.get(r.idempotencyKey);
        if (
          !e ||
          e.fromAccountId !== r.fromAccountId ||
          e.toAccountId !== r.toAccountId ||
          Number(e.amount) !== r.amount
        ) {
          throw new HttpError(409, COMMON_TEXTS.requestChanged);
        }
      }
    }
    part.forEach((r, i) => {
      if (!fresh.has(rows[i]!.idempotencyKey)) return;
      add(r.from, rows[i]!.fromAccountId, -r.amount);
      add(r.to, rows[i]!.toAccountId, r.amount);
    });
    result.moved += fresh.size;
    result.replayed += replays.length;
  }
  const sorted = (m: Map<number, number>) => [...m].filter(([, d]) => d !== 0).sort((a, b) => a[0] - b[0]);
  await applyDeltas(trx, sorted(memberDelta));
  await applyDeltas(trx, sorted(systemDelta));
  return result;
}
