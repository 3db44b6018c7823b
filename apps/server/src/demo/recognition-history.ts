import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { transfer, type MemberAccountKind } from '../ledger/index.js';
import { KIND_LABEL, RECOGNITION_TYPES, SOURCE_ACCOUNT } from '../modules/recognition/index.js';
import type { DemoStaff, PersonPlan } from './people.js';
import { HISTORY_MONTHS, planRecognitionHistory, type PlannedRecognition } from './recognition-plan.js';

/** 11 bound parameters a row: far below both dialects' limits. */
const BATCH_ROWS = 500;

export interface HistorySummary {
  recognitions: number;
  transfers: number;
}

/**
 * Writes the demo's recognition history like the live feature would: one row per recipient,
 * points through the ledger. Each sender's history spending is allocated to them first, dated
 * before it, so their current balances are exactly the documented grants. No e-cards: the
 * history is in the past and must not fill the outbox.
 */
export async function loadRecognitionHistory(
  trx: Transaction<DB>,
  { people, ids }: DemoStaff,
  now: Date,
): Promise<HistorySummary> {
  const plan = planRecognitionHistory(people, now);
  const idOf = (p: PersonPlan) => {
    const id = ids.get(p.key);
    if (id === undefined) throw new Error(`Demo member ${p.memberNumber} has no id`);
    return id;
  };
  const requestId = (i: number) => `demo-history-${i}`;
  const recognitionIds = new Map<string, number>();
  for (let i = 0; i < plan.length; i += BATCH_ROWS) {
    const rows = plan.slice(i, i + BATCH_ROWS).map((r, j) => ({
      type: RECOGNITION_TYPES[r.what],
      fromMemberId: idOf(r.from),
      toMemberId: idOf(r.to),
      value: r.value,
      message: r.message,
      points: r.points,
      sendBy: r.sendBy,
      requestId: requestId(i + j),
      createdAt: r.at,
    }));
    // Matched back by request id: PostgreSQL does not promise RETURNING order.
    const inserted = await trx
      .insertInto('recognitions')
      .values(rows)
      .returning(['id', 'requestId'])
      .execute();
    for (const r of inserted) if (r.requestId) recognitionIds.set(r.requestId, r.id);
  }

  let transfers = await allocateSpending(trx, plan, idOf, now);
  for (const [i, r] of plan.entries()) {
    const source = SOURCE_ACCOUNT[r.what];
    if (!source || r.points === 0) continue;
    const fromId = idOf(r.from);
    const toId = idOf(r.to);
    await transfer(trx, {
      from: { memberId: fromId, kind: source },
      to: { memberId: toId, kind: 'redeem' },
      amount: r.points,
      type: RECOGNITION_TYPES[r.what],
      description: `${KIND_LABEL[r.what]}: ${r.value} (${r.from.firstname} ${r.from.surname} to ${r.to.firstname} ${r.to.surname})`,
      idempotencyKey: `recognition:${fromId}:${requestId(i)}:${toId}`,
      ref: { type: 'recognition', id: String(recognitionIds.get(requestId(i))) },
      at: r.at,
    });
    transfers++;
  }
  return { recognitions: plan.length, transfers };
}

/** One allocation per sender and account, dated at the start of the history. */
async function allocateSpending(
  trx: Transaction<DB>,
  plan: readonly PlannedRecognition[],
  idOf: (p: PersonPlan) => number,
  now: Date,
): Promise<number> {
  const spending = new Map<string, { person: PersonPlan; kind: MemberAccountKind; amount: number }>();
  for (const r of plan) {
    const kind = SOURCE_ACCOUNT[r.what];
    if (!kind || r.points === 0) continue;
    const key = `${r.from.memberNumber}:${kind}`;
    const entry = spending.get(key) ?? { person: r.from, kind, amount: 0 };
    entry.amount += r.points;
    spending.set(key, entry);
  }
  const at = new Date(now.getTime() - (HISTORY_MONTHS * 30.44 + 1) * 86_400_000).toISOString();
  for (const [key, s] of spending) {
    await transfer(trx, {
      from: { system: 'funding' },
      to: { memberId: idOf(s.person), kind: s.kind },
      amount: s.amount,
      type: s.kind === 'pif' ? 'ALLOC' : 'BUDGET',
      description: s.kind === 'pif' ? 'Pay It Forward allowance' : 'Recognition budget',
      idempotencyKey: `demo:history:${key}`,
      at,
    });
  }
  return spending.size;
}
