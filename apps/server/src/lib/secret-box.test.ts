import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, secretsKey } from './secret-box.js';
import { createTestDatabase } from '../../test/db.js';

describe('secret box', () => {
  it('opens what it sealed, and refuses another key or an altered value', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, 'xoxb-secret');
    expect(sealed).not.toContain('xoxb');
    expect(openSecret(key, sealed)).toBe('xoxb-secret');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[2] = Buffer.from('other').toString('base64url');
    expect(() => openSecret(key, parts.join('.'))).toThrow();
  });

  it('uses SECRETS_KEY when set, otherwise one stored key for every caller', async () => {
    const hex = randomBytes(32).toString('hex');
    const database = await createTestDatabase();
    const { db } = database;
    try {
      expect((await secretsKey(db, { SECRETS_KEY: hex })).toString('hex')).toBe(hex);
      const [a, b] = await Promise.all([
        secretsKey(db, { SECRETS_KEY: '' }),
        secretsKey(db, { SECRETS_KEY: '' }),
      ]);
      expect(a.length).toBe(32);
      expect(a.equals(b)).toBe(true);
      expect((await secretsKey(db, { SECRETS_KEY: '' })).equals(a)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
