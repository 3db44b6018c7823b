import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createTestDatabase } from '../../test/db.js';
import { demoAvatarSvg, hasDemoAvatar } from './avatars.js';
import { FIRST_GENERATED_NUMBER } from './fixed-accounts.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo member pictures', () => {
  it('gives about half the generated members a drawn portrait, and the demo accounts none', async () => {
    const members = await database.db.selectFrom('members').select(['memberNumber', 'picId']).execute();
    const generated = members.filter((m) => Number(m.memberNumber) >= FIRST_GENERATED_NUMBER);
    const withPicture = generated.filter((m) => m.picId);
    expect(withPicture.length / generated.length).toBeGreaterThan(0.4);
    expect(withPicture.length / generated.length).toBeLessThan(0.6);
    for (const m of generated) expect(Boolean(m.picId)).toBe(hasDemoAvatar(m.memberNumber));
    expect(members.filter((m) => Number(m.memberNumber) < FIRST_GENERATED_NUMBER && m.picId)).toEqual([]);
  });

  it('stores them as kept WebP pictures of their members, as uploads are stored', async () => {
    const rows = await database.db
      .selectFrom('members')
      .innerJoin('pictures', 'pictures.id', 'members.picId')
      .select([
        'members.id as memberId',
        'pictures.memberId as owner',
        'pictures.status',
        'pictures.contentType',
        'pictures.data',
      ])
      .limit(5)
      .execute();
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect(r).toMatchObject({ owner: r.memberId, status: 'kept', contentType: 'image/webp' });
      const meta = await sharp(Buffer.from(r.data)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 160]);
    }
  });

  it('draws the same face for the same member number on every load', () => {
    expect(demoAvatarSvg('100200')).toBe(demoAvatarSvg('100200'));
    expect(demoAvatarSvg('100200')).not.toBe(demoAvatarSvg('100201'));
  });
});
