import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/database.js';
import type { AppContext } from '../../apps/server/src/http/context.js';
import type { BulkWriter } from './bulk.js';
import type { ScaleSize } from './sizes.js';

/**
 * What the fill steps have written so far, for the steps after them (a recognitions fill
 * needs the members, an orders fill the redeem accounts…). Ids are written explicitly, so
 * member `i` (0-based) has id `i + 1`.
 */
export interface ScaleWorld {
  now: Date;
  members?: {
    count: number;
    /** 1 when member i is registered and active (can sign in, has accounts). */
    registered: Uint8Array;
    isManager: Uint8Array;
    memberNumber(i: number): string;
    /** Indexes of registered members, and of registered managers. */
    registeredIndexes: Int32Array;
    managerIndexes: Int32Array;
  };
  accounts?: {
    fundingId: number;
    shopId: number;
    /** Account id of member i's redeem, pif and recognise account (0 where none). */
    redeem: Int32Array;
    pif: Int32Array;
    recognise: Int32Array;
    count: number;
  };
}

export interface FillContext {
  size: ScaleSize;
  bulk: BulkWriter;
  world: ScaleWorld;
  /** A fresh seeded generator for the step, so adding a step never changes another's data. */
  random(seed: number): () => number;
}

/** One step of the fill; later features append theirs to the list in fills.ts. */
export interface FillStep {
  name: string;
  /** Tables the step writes; the big ones have their secondary indexes built once at the end. */
  tables: readonly string[];
  /** Tables whose id sequence must be moved past the explicit ids written (PostgreSQL). */
  idTables?: readonly string[];
  deferIndexes?: boolean;
  fill(ctx: FillContext): Promise<Record<string, number>>;
}

/** What a timed call can use: the app (for inject), its context, and sample callers. */
export interface CallEnv {
  database: Database;
  ctx: AppContext;
  app: FastifyInstance;
  world: ScaleWorld;
  /** Registered members spread over the company: member id, number and a session token. */
  callers: Array<{ memberId: number; memberNumber: string; token: string }>;
}

/** One timed call; later features append theirs to the list in calls.ts. */
export interface ScaleCall {
  name: string;
  /** Timed runs (after `warmup` untimed ones); defaults 15 and 2. Heavy calls (audits) set 1 and 0. */
  runs?: number;
  warmup?: number;
  /** Run number `i`: rotate over env.callers so each run asks about someone else. */
  run(env: CallEnv, i: number): Promise<unknown>;
}
