import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { DB } from '../db/schema.js';
import { newPictureId } from '../modules/pictures/index.js';
import { FIRST_GENERATED_NUMBER } from './fixed-accounts.js';
import type { PersonPlan } from './people.js';

/**
 * Demo member pictures: drawn portraits (DiceBear's "Notionists" style, CC0 — no real people),
 * one per member number so every load draws the same face for the same person. About half the
 * generated members get one; the rest, and the documented demo accounts (kept as a clean slate
 * for trying the profile picture upload), show their initials.
 */
const SIZE = 160;
/** Soft backgrounds that sit well with the brand colours. */
const BACKGROUNDS = ['f4d9e6', 'fbe7c6', 'd7ecf4', 'dff3e4', 'e9e2f7', 'fde2d9'];

export function hasDemoAvatar(memberNumber: string): boolean {
  if (!/^\d+$/.test(memberNumber) || Number(memberNumber) < FIRST_GENERATED_NUMBER) return false;
  return createHash('sha256').update(`avatar:${memberNumber}`).digest()[0]! < 128;
}

export function demoAvatarSvg(memberNumber: string): string {
  return createAvatar(notionists, {
    seed: memberNumber,
    size: SIZE,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString();
}

/** WebP, as uploaded pictures are stored. */
const render = (memberNumber: string) =>
  sharp(Buffer.from(demoAvatarSvg(memberNumber)))
    .resize(SIZE, SIZE)
    .webp({ quality: 80 })
    .toBuffer();

export async function loadDemoAvatars(
  trx: Transaction<DB>,
  people: readonly PersonPlan[],
  ids: ReadonlyMap<number, number>,
  at: string,
): Promise<number> {
  const chosen = people.filter((p) => hasDemoAvatar(p.memberNumber));
  const limit = pLimit(4);
  const pictures = await Promise.all(
    chosen.map((p) =>
      limit(async () => ({
        memberId: ids.get(p.key)!,
        id: newPictureId(),
        data: await render(p.memberNumber),
      })),
    ),
  );
  for (let i = 0; i < pictures.length; i += 100) {
    await trx
      .insertInto('pictures')
      .values(
        pictures.slice(i, i + 100).map((p) => ({
          id: p.id,
          memberId: p.memberId,
          sessionId: null,
          status: 'kept' as const,
          contentType: 'image/webp',
          data: p.data,
          createdAt: at,
        })),
      )
      .execute();
  }
  for (const p of pictures)
    await trx.updateTable('members').set({ picId: p.id }).where('id', '=', p.memberId).execute();
  return pictures.length;
}
