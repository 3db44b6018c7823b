import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { profileForm } from '../../../test/support/profile.js';
import { fakeHeic, multipart, pngDeclaring, rotatedJpegWithExif, solid } from '../../images/test-images.js';

let t: TestApp;
let hannah: string; // 100001
let marcus: string; // 100002
beforeAll(async () => {
  t = await createTestApp();
  hannah = await t.login('100001');
  marcus = await t.login('100002');
});
afterAll(() => t.close());

async function upload(token: string, bytes: Buffer, field = 'filePic', filename?: string) {
  const { payload, contentType } = await multipart(field, bytes, filename);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member/profilepicupload',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const me = async (token: string) => (await t.post('/api/member/getmemberdata', {}, token)).body.memberData;
const save = async (token: string) => t.post('/api/member/memberupdate', profileForm(await me(token)), token);

describe('profile picture upload', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts %s and stores a 512×512 WebP preview',
    async (format) => {
      const res = await upload(hannah, await solid(format));
      expect(res.status).toBe(200);
      expect(res.body.picId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const preview = await get(`/profilepictemp/${res.body.picId}/1`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      const meta = await sharp(preview.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    },
  );

  it('applies the EXIF orientation and strips the metadata', async () => {
    const input = await rotatedJpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const res = await upload(hannah, input);
    const stored = (await get(`/profilepictemp/${res.body.picId}/x`)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera Co'))).toBe(false);
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Upright: red on top (both sides), blue below.
    for (const [x, y] of [
      [128, 100],
      [384, 100],
    ] as const)
      expect(px(x, y)[0]).toBeGreaterThan(200);
    for (const [x, y] of [
      [128, 412],
      [384, 412],
    ] as const)
      expect(px(x, y)[2]).toBeGreaterThan(200);
  });

  it('refuses what is not a picture, whatever its name says', async () => {
    const res = await upload(
      hannah,
      Buffer.from('just some text, not a picture at all'),
      'filePic',
      'photo.jpg',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/could not be read/);
    expect(res.body.formErrors).toHaveProperty('filePic');
  });

  it('accepts a real HEIC photo (HEVC) and re-encodes it', async () => {
    // A 64×48 magenta picture encoded by libheif's heif-enc (x265): what an iPhone sends.
    const heic = fs.readFileSync(new URL('../../../test/fixtures/sample-64x48.heic', import.meta.url));
    const res = await upload(hannah, heic, 'filePic', 'IMG_0002.HEIC');
    expect(res.status).toBe(200);
    const stored = (await get(`/profilepictemp/${res.body.picId}/h`)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512]);
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[1]).toBeLessThan(110);
  });

  it('reads HEIC through its ftyp brand; an undecodable one is a clean 400', async () => {
    const res = await upload(hannah, fakeHeic(), 'filePic', 'IMG_0001.HEIC');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/could not be read/);
  });

  it('refuses AVIF (not an accepted format)', async () => {
    const avif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f00' } })
      .avif()
      .toBuffer();
    expect((await upload(hannah, avif)).status).toBe(400);
  });

  it('refuses an upload over the size limit', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const res = await upload(hannah, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The picture is larger than 10 MB.');
    expect(res.body.formErrors).toHaveProperty('filePic');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const res = await upload(hannah, await pngDeclaring(50_000, 50_000));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/too large/);
  });

  it('refuses a request without the filePic part, and an anonymous one', async () => {
    expect((await upload(hannah, await solid('png'), 'other')).status).toBe(400);
    expect((await t.post('/api/member/profilepicupload', {}, hannah)).status).toBe(415);
    expect((await t.post('/api/member/profilepicupload', {})).status).toBe(401);
  });
});

describe('keeping the picture', () => {
  it('memberupdate keeps the upload of the same member only; the picture is then served and cached', async () => {
    const before = (await me(marcus)).picId;
    const { body } = await upload(hannah, await solid('png'));
    expect((await save(marcus)).status).toBe(200);
    expect((await me(marcus)).picId).toBe(before);

    expect((await save(hannah)).status).toBe(200);
    const hannahData = await me(hannah);
    // memberData carries the picture as a signed reference (picture-access.test.ts).
    expect(hannahData.picId.startsWith(`${body.picId}.`)).toBe(true);

    const byPic = await get(`/profilepic/${hannahData.picId}`);
    expect(byPic.statusCode).toBe(200);
    expect(byPic.headers['content-type']).toBe('image/webp');
    expect(byPic.headers['cache-control']).toContain('immutable');
    expect(
      (await get(`/profilepic/${hannahData.picId}`, { 'if-none-match': byPic.headers.etag as string }))
        .statusCode,
    ).toBe(304);
    expect((await get(`/profilepic/${hannahData.memberId}`)).statusCode).toBe(404);
  });

  it('a new picture replaces the old one', async () => {
    const old = (await me(hannah)).picId;
    await upload(hannah, await solid('jpeg'));
    await save(hannah);
    const now = (await me(hannah)).picId;
    expect(now).not.toBe(old);
    expect((await get(`/profilepic/${old}`)).headers['content-type']).toContain('image/svg+xml');
  });

  it('reopening the profile (getmemberdata resetimg) drops an unsaved upload', async () => {
    const kept = (await me(hannah)).picId;
    const { body } = await upload(hannah, await solid('webp'));
    await t.post('/api/member/getmemberdata', { resetimg: true }, hannah);
    expect((await get(`/profilepictemp/${body.picId}/1`)).statusCode).toBe(404);
    await save(hannah);
    expect((await me(hannah)).picId).toBe(kept);
  });

  it('a member without a picture gets the default avatar', async () => {
    const m = await me(marcus);
    expect(m.picId).toBe('');
    const res = await get('/profilepic/default');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await get('/profilepic/unknown')).headers['content-type']).toContain('image/svg+xml');
  });
});
