import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../http/context.js';
import { secretsKey } from '../../lib/secret-box.js';
import { boundedMemo } from '../../lib/bounded-memo.js';

/**
 * Profile pictures are served only through signed, expiring references handed out in the
 * responses of signed-in calls: `{picId}.{expires}.{signature}`, the signature an HMAC of the
 * picture id and expiry time under a key derived from the portal's secrets key (so every
 * instance signs alike). An <img> sends no bearer token, so the reference itself is the proof
 * that a signed-in member was given it; without one, nobody can list members or their photos.
 */
const HOUR_MS = 3_600_000;
const PIC_ID = /^[A-Za-z0-9_-]{22}$/;
const REF = /^([A-Za-z0-9_-]{22})\.(\d{10,12})\.([A-Za-z0-9_-]{22})$/;

const keys = new WeakMap<object, Promise<Buffer>>();

function signingKey(ctx: AppContext): Promise<Buffer> {
  let key = keys.get(ctx.database);
  if (!key) {
    key = secretsKey(ctx.database.db, ctx.config).then((root) =>
      Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'profile picture urls', 32)),
    );
    key.catch(() => keys.delete(ctx.database));
    keys.set(ctx.database, key);
  }
  return key;
}

const sign = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest().subarray(0, 16).toString('base64url');

/**
 * Signatures handed out, per key: a picture's reference stays the same string for an hour
 * (below), so a list of members signs each picture once an hour instead of on every request.
 * Only references this server hands out are kept; checking a presented one always signs afresh.
 */
const handedOut = new WeakMap<Buffer, (text: string) => string>();

function signature(key: Buffer, picId: string, expires: number): string {
  let signed = handedOut.get(key);
  if (!signed) handedOut.set(key, (signed = boundedMemo(20_000, (text) => sign(key, text))));
  return signed(`${picId}.${expires}`);
}

/**
 * Expiry times are rounded up to the next whole hour, so the references of one picture are the
 * same string for an hour: lists re-fetched meanwhile keep their URLs and the browser's cache.
 */
const expiryAfter = (nowMs: number, lifetimeMs: number) =>
  Math.ceil((nowMs + lifetimeMs) / HOUR_MS) * (HOUR_MS / 1000);

export interface PictureRefs {
  /** The reference the web app puts after /profilepic/; '' for a member without a picture. */
  ref(picId: string | null | undefined): string;
  /** An absolute URL for outside the app (e-cards), valid for ECARD_PICTURE_URL_DAYS. */
  externalUrl(picId: string | null | undefined): string | null;
}

export async function pictureRefs(ctx: AppContext): Promise<PictureRefs> {
  const key = await signingKey(ctx);
  const now = ctx.clock.now().getTime();
  const signed = (picId: string, expires: number) => `${picId}.${expires}.${signature(key, picId, expires)}`;
  const webExpiry = expiryAfter(now, ctx.config.PICTURE_URL_HOURS * HOUR_MS);
  const externalExpiry = expiryAfter(now, ctx.config.ECARD_PICTURE_URL_DAYS * 24 * HOUR_MS);
  return {
    ref: (picId) => (picId && PIC_ID.test(picId) ? signed(picId, webExpiry) : ''),
    externalUrl: (picId) =>
      picId && PIC_ID.test(picId)
        ? `${ctx.config.PUBLIC_URL}/profilepic/${signed(picId, externalExpiry)}`
        : null,
  };
}

/** The picture id a reference names, with seconds left, or null when forged, altered or expired. */
export async function openPictureRef(
  ctx: AppContext,
  ref: string,
): Promise<{ picId: string; secondsLeft: number } | null> {
  const m = REF.exec(ref);
  if (!m) return null;
  const [, picId, expiresText, given] = m as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  const secondsLeft = expires - Math.floor(ctx.clock.now().getTime() / 1000);
  if (secondsLeft <= 0) return null;
  const expected = Buffer.from(sign(await signingKey(ctx), `${picId}.${expires}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { picId, secondsLeft };
}
