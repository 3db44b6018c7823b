import type pg from 'pg';
import {
  type ColumnNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * Tables whose rows instances keep in memory: settings, sessions with their members, what a
 * member's Home shows (balances, counters, division names), the recognition feed's pages, and
 * whether webhooks and chat posts are on (asked by every send), and programme data's translations.
 */
export const WATCHED_TABLES = [
  'settings',
  'members',
  'sessions',
  'ledger_accounts',
  'member_counters',
  'divisions',
  'clusters',
  'recognitions',
  'recognition_reactions',
  'recognition_comments',
  'comment_mentions',
  'webhook_endpoints',
  'chat_integrations',
  'programme_translations',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];
/** null: anything may have changed (the notice connection was lost for a while). */
export type Change = WatchedTable | null;

/**
 * Tells in-memory copies that rows they hold may have changed, so they drop them. Changes made
 * through this process are told as the statement runs; on PostgreSQL, changes of every instance
 * are told again when they commit (migration 0080 announces them, `listenForChanges` hears them).
 */
export class ChangeFeed {
  readonly #listeners = new Set<(change: Change) => void>();
  #onFirstListener: (() => void) | null = null;

  subscribe(listener: (change: Change) => void): () => void {
    this.#listeners.add(listener);
    const start = this.#onFirstListener;
    this.#onFirstListener = null;
    start?.();
    return () => this.#listeners.delete(listener);
  }

  emit(change: Change): void {
    for (const l of this.#listeners) l(change);
  }

  readonly #pending = new Set<WatchedTable>();
  #openTransactions = 0;

  /**
   * A write statement to a watched table: copies drop now, and again when a transaction ends,
   * since a copy refilled in between (another connection reading before the COMMIT) holds the
   * old rows. Kept until no transaction is open, so each one's end repeats it.
   */
  written(table: WatchedTable): void {
    if (this.#openTransactions > 0) this.#pending.add(table);
    this.emit(table);
  }

  transactionStarted(): void {
    this.#openTransactions++;
  }

  transactionEnded(): void {
    this.#openTransactions = Math.max(0, this.#openTransactions - 1);
    for (const table of this.#pending) this.emit(table);
    if (this.#openTransactions === 0) this.#pending.clear();
  }

  /** Runs `start` once, when the first copy subscribes (the notice connection opens only if needed). */
  whenWatched(start: () => void): void {
    this.#onFirstListener = start;
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

/** Ties a Kysely instance to its database's feed, so code holding only `db` can keep copies. */
export function registerFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}
/** The feed of a database opened with openDatabase; undefined for any other Kysely instance. */
export function feedFor(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}

const watched = new Set<string>(WATCHED_TABLES);
/**
 * Tables whose new rows change a copy: all but members and sessions (a new member or session is
 * in nobody's copy yet). Settings are one upserted row, counters and accounts upserted per member,
 * and a new recognition, reaction, comment or mention is on a feed page.
 */
const WATCHED_INSERTS = new Set<string>(WATCHED_TABLES.filter((t) => t !== 'members' && t !== 'sessions'));

/**
 * Watched tables that triggers write when another watched table is written: the statement names
 * only the first, so both are told. A new recognition counts in its sender's counters (a thank-you
 * moves no points, so no balance write tells Home otherwise). On PostgreSQL each table's own
 * notice says it again at COMMIT.
 */
const WRITTEN_BY_TRIGGERS: Partial<Record<WatchedTable, WatchedTable[]>> = {
  recognitions: ['member_counters'],
};

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode')
    return snakeCase((node as unknown as { table: { identifier: { name: string } } }).table.identifier.name);
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node);
  return undefined;
}

/** Columns a session touch sets: writing the last-seen time changes nothing anyone keeps. */
const TOUCH_ONLY = new Set(['last_seen_at', 'lastSeenAt']);

/**
 * The watched table a statement writes, worked out once per statement node: Kysely's nodes are
 * immutable, and a prepared write (db/prepared-query.ts) runs the same node on every send.
 */
const tableByNode = new WeakMap<RootOperationNode, WatchedTable | null>();
function changedTable(node: RootOperationNode): WatchedTable | undefined {
  let table = tableByNode.get(node);
  if (table === undefined) tableByNode.set(node, (table = changedTableOf(node) ?? null));
  return table ?? undefined;
}

function changedTableOf(node: RootOperationNode): WatchedTable | undefined {
  let table: string | undefined;
  if (node.kind === 'UpdateQueryNode') {
    table = tableOf(node.table);
    const columns = (node.updates ?? []).map((u) =>
      u.column.kind === 'ColumnNode' ? (u.column as ColumnNode).column.name : '',
    );
    if (table === 'sessions' && columns.length > 0 && columns.every((c) => TOUCH_ONLY.has(c)))
      return undefined;
  } else if (node.kind === 'DeleteQueryNode') {
    table = tableOf(node.from.froms[0]);
  } else if (node.kind === 'InsertQueryNode') {
    table = tableOf(node.into);
    if (!table || !WATCHED_INSERTS.has(table)) return undefined;
  }
  return table && watched.has(table) ? (table as WatchedTable) : undefined;
}

/** A Kysely plugin that tells the feed about writes to watched tables as they run. */
export class ChangeWatchPlugin implements KyselyPlugin {
  readonly #feed: ChangeFeed;
  constructor(feed: ChangeFeed) {
    this.#feed = feed;
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.announce(args.node);
    return args.node;
  }
  /** The feed this plugin tells: a transaction's queries carry the plugin of their database. */
  get feed(): ChangeFeed {
    return this.#feed;
  }
  /** Tells the feed about a write compiled earlier and run again (db/prepared-query.ts). */
  announce(node: RootOperationNode): void {
    const table = changedTable(node);
    if (table) {
      this.#feed.written(table);
      for (const also of WRITTEN_BY_TRIGGERS[table] ?? []) this.#feed.written(also);
    }
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

export const CHANGES_CHANNEL = 'portal_changes';
const RECONNECT_MS = 1_000;

/**
 * Listens on PostgreSQL for the changes every instance commits and passes them to the feed.
 * While the connection is down nothing is heard, so on each (re)connection everything is told
 * to have changed. Returns a function that stops listening.
 */
export function listenForChanges(
  PgClient: typeof pg.Client,
  connectionString: string,
  feed: ChangeFeed,
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  const connect = async () => {
    timer = null;
    if (stopped) return;
    const c = new PgClient({ connectionString });
    client = c;
    const retry = () => {
      if (client !== c) return;
      client = null;
      c.end().catch(() => undefined);
      feed.emit(null);
      if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    c.on('error', retry);
    c.on('end', retry);
    c.on('notification', (n) => {
      const table = n.payload ?? '';
      feed.emit(watched.has(table) ? (table as WatchedTable) : null);
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANGES_CHANNEL}`);
      feed.emit(null);
    } catch {
      retry();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
