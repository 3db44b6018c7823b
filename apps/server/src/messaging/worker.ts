import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB, OutboxChannel, OutboxMessageTable } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Transports } from './transports.js';

const LEASE_MS = 60_000;
const BATCH = 20;

/** Wait before the next try: 30 s, 1 min, 2 min… capped at an hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * Claims due messages for the channels that have a transport, at most a batch: first the
 * messages whose lease ran out (a sender died mid-send), then pending ones by due time, a
 * channel at a time, so each read is one range of an index however long the queue is (a
 * backlog of thousands must not make every pass sort it). The status conditions are in the
 * UPDATE's own WHERE, which PostgreSQL re-checks on a row another instance changed meanwhile,
 * so two instances never claim the same message; SQLite serialises writers anyway.
 */
async function claim(db: Db, channels: OutboxChannel[], now: Date) {
  const at = now.toISOString();
  const lapsed = (eb: ExpressionBuilder<DB, 'outboxMessages'>) =>
    eb.and([eb('status', '=', 'sending'), eb('lockedUntil', '<', at)]);
  const pending = (eb: ExpressionBuilder<DB, 'outboxMessages'>) =>
    eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', at)]);
  const claimed: Selectable<OutboxMessageTable>[] = [];
  for (const due of [lapsed, pending])
    for (const channel of channels) {
      const room = BATCH - claimed.length;
      if (room <= 0) return claimed;
      const inChannel = (eb: ExpressionBuilder<DB, 'outboxMessages'>) =>
        eb.and([eb('channel', '=', channel), due(eb)]);
      const rows = await db
        .updateTable('outboxMessages')
        .set({
          status: 'sending',
          lockedUntil: new Date(now.getTime() + LEASE_MS).toISOString(),
          attempts: sql`attempts + 1`,
        })
        .where((eb) =>
          eb.and([
            eb(
              'id',
              'in',
              db
                .selectFrom('outboxMessages')
                .select('id')
                .where(inChannel)
                .$if(due === pending, (q) => q.orderBy('nextAttemptAt'))
                .orderBy('id')
                .limit(room),
            ),
            inChannel(eb),
          ]),
        )
        .returningAll()
        .execute();
      // RETURNING gives no order: send in the order they were claimed.
      const byDue = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        (due === pending ? a.nextAttemptAt.localeCompare(b.nextAttemptAt) : 0) || a.id - b.id;
      claimed.push(...rows.sort(byDue));
    }
  return claimed;
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  failed: number;
}

/** One pass: claim what is due and try each message once. */
export async function runOutboxOnce(
  db: Db,
  transports: Transports,
  clock: Clock,
  maxAttempts: number,
): Promise<OutboxRunResult> {
  const channels = (Object.keys(transports) as OutboxChannel[]).filter((c) => transports[c]);
  const result = { sent: 0, retried: 0, failed: 0 };
  if (channels.length === 0) return result;
  const claimed = await claim(db, channels, clock.now());
  for (const msg of claimed) {
    try {
      await transports[msg.channel]!.send(msg);
      await db
        .updateTable('outboxMessages')
        .set({ status: 'sent', sentAt: clock.now().toISOString(), lockedUntil: null, lastError: null })
        .where('id', '=', msg.id)
        .execute();
      result.sent++;
    } catch (err) {
      const giveUp = msg.attempts >= maxAttempts;
      await db
        .updateTable('outboxMessages')
        .set({
          status: giveUp ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          nextAttemptAt: new Date(clock.now().getTime() + backoffMs(msg.attempts)).toISOString(),
        })
        .where('id', '=', msg.id)
        .execute();
      if (giveUp) result.failed++;
      else result.retried++;
    }
  }
  return result;
}

/** Polls the outbox until stopped; one pass at a time, each pass drains what is due. */
export function startOutboxWorker(
  db: Db,
  transports: Transports,
  clock: Clock,
  opts: { pollMs: number; maxAttempts: number; onError: (err: unknown) => void },
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      try {
        for (;;) {
          const r = await runOutboxOnce(db, transports, clock, opts.maxAttempts);
          if (stopped || r.sent + r.retried + r.failed < BATCH) break;
        }
      } catch (err) {
        opts.onError(err);
      }
      if (!stopped) timer = setTimeout(tick, opts.pollMs);
    })();
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    for (const t of Object.values(transports)) t?.close?.();
  };
}
