import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/db.js';

describe('database durability', () => {
  it('syncs every SQLite commit to disk (synchronous = FULL in WAL mode)', async () => {
    const database = await createTestDatabase();
    try {
      if (database.dialect !== 'sqlite') {
        // PostgreSQL is durable at commit by its own default (synchronous_commit = on).
        const r = await sql<{ synchronousCommit: string }>`show synchronous_commit`.execute(database.db);
        expect(r.rows[0]).toBeDefined();
        return;
      }
      const mode = await sql<{ journalMode: string }>`pragma journal_mode`.execute(database.db);
      expect(mode.rows[0]?.journalMode).toBe('wal');
      // 2 is FULL; NORMAL (1) can roll back acknowledged commits on a power cut.
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      expect(sync.rows[0]?.synchronous).toBe(2);
    } finally {
      await database.close();
    }
  });
});
