import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES, MESSAGES } from '@portal/contract';
import { createMember } from '../../../test/factories.js';
import { sessionFor } from '../../../test/personas.js';
import { multipart, rotatedJpegWithExif, solid } from '../../images/test-images.js';
import { createCampaign, setPictureVisibility, updateCampaign } from './service.js';
import { appPerFile } from '../../../test/support/suite.js';
import { demoCampaigns, likesOf, uploadPicture } from '../../../test/support/community.js';

const t = appPerFile();
let hannah: string; // 100001, owns no demo picture
let marcus: string; // 100002
let openId: number;
let closedId: number;

beforeAll(async () => {
  hannah = await sessionFor(t.database, '100001');
  marcus = await sessionFor(t.database, '100002');
  ({ openId, closedId } = await demoCampaigns(t, hannah));
});

const upload = (token: string, bytes: Buffer, campaignId: number | string = openId) =>
  uploadPicture(t, token, campaignId, { bytes, type: 'image/jpeg', name: 'photo.jpg' });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const pics = async (token: string, campaignId = openId) =>
  (await t.post('/api/getinvolved/getcampaignpics', { campaignId }, token)).body.picdata;
const mine = async (token: string) =>
  (await t.post('/api/getinvolved/getprofilepics', {}, token)).body.picdata;

/** Uploads, optionally rotates, and publishes; returns the new picture of the caller. */
async function publish(token: string, opts: { angle?: number; bytes?: Buffer } = {}) {
  const up = await upload(token, opts.bytes ?? (await solid('jpeg')));
  expect(up.status).toBe(200);
  if (opts.angle !== undefined)
    expect((await t.post('/api/getinvolved/imagerotate', { angle: opts.angle }, token)).status).toBe(200);
  expect((await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: true }, token)).status).toBe(200);
  const list = await mine(token);
  return list[0] as { getInvolvedId: number; campaignId: number; canVote: boolean; totalLikes: number };
}

describe('campaigns and pictures', () => {
  it('lists campaigns with colours and dates, one of them closed', async () => {
    const { status, body } = await t.post('/api/getinvolved/getcampaigns', {}, hannah);
    expect(status).toBe(200);
    expect(body.campaigns.length).toBeGreaterThanOrEqual(3);
    for (const c of body.campaigns) {
      expect(c.campaignColour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(c.openDate <= c.closeDate).toBe(true);
    }
    expect(body.campaigns.some((c: { isOpen: boolean }) => !c.isOpen)).toBe(true);
  });

  it('lists a campaign’s pictures with likes; the demo pictures are served', async () => {
    const list = await pics(hannah);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ campaignId: openId, sortId: 1, canVote: true });
    expect(list.some((p: { totalLikes: number }) => p.totalLikes > 0)).toBe(true);
    const img = await get(`/getinvolvedpic/${openId}-${list[0].getInvolvedId}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await get(`/getinvolvedpic/${closedId}-${list[0].getInvolvedId}`)).statusCode).toBe(404);
    expect((await get('/getinvolvedpic/nonsense')).statusCode).toBe(404);
    expect((await t.post('/api/getinvolved/getcampaignpics', { campaignId: 999999 }, hannah)).status).toBe(
      404,
    );
  });

  it('upload, rotate, accept the terms and publish; the preview shows the rotation, metadata is gone', async () => {
    const up = await upload(hannah, await rotatedJpegWithExif());
    expect(up.status).toBe(200);
    const preview = await get(`/getinvolvedpictmp/${up.body.picId}/1`);
    expect(preview.statusCode).toBe(200);
    const before = await sharp(preview.rawPayload).metadata();
    expect(before.exif).toBeUndefined();
    expect(preview.rawPayload.includes(Buffer.from('Secret Camera Co'))).toBe(false);
    // EXIF orientation applied: 600 wide × 800 high; one quarter turn makes it landscape.
    expect([before.width, before.height]).toEqual([600, 800]);
    expect((await t.post('/api/getinvolved/imagerotate', { angle: 1 }, hannah)).status).toBe(200);
    const turned = await sharp((await get(`/getinvolvedpictmp/${up.body.picId}/2`)).rawPayload).metadata();
    expect([turned.width, turned.height]).toEqual([800, 600]);

    const refused = await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: false }, hannah);
    expect(refused.status).toBe(400);
    expect(refused.body.formErrors.acceptTerms).toBe(MESSAGES.getInvolvedTermsRequired);
    expect((await t.post('/api/getinvolved/saveuploadedimage', {}, hannah)).body.formErrors.acceptTerms).toBe(
      MESSAGES.getInvolvedTermsRequired,
    );

    expect((await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: true }, hannah)).status).toBe(
      200,
    );
    const [own] = await mine(hannah);
    expect(own).toMatchObject({ campaignId: openId, canVote: false, totalLikes: 0, firstName: 'Hannah' });
    const served = await sharp(
      (await get(`/getinvolvedpic/${openId}-${own.getInvolvedId}`)).rawPayload,
    ).metadata();
    expect([served.width, served.height]).toEqual([800, 600]);
    // The preview is gone once published, and saving again has nothing to publish.
    expect((await get(`/getinvolvedpictmp/${up.body.picId}/3`)).statusCode).toBe(404);
    expect(
      (await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: true }, hannah)).body.message,
    ).toBe(COMMUNITY_MESSAGES.noPendingPicture);
  });

  it('refuses rotation without a pending upload, and angles outside 0–3', async () => {
    expect((await t.post('/api/getinvolved/imagerotate', { angle: 2 }, marcus)).body.message).toBe(
      COMMUNITY_MESSAGES.noPendingPicture,
    );
    expect((await t.post('/api/getinvolved/imagerotate', { angle: 4 }, marcus)).status).toBe(400);
    expect((await t.post('/api/getinvolved/imagerotate', { angle: -1 }, marcus)).status).toBe(400);
  });

  it('refuses uploads to a closed campaign, also when it closes before saving', async () => {
    const closed = await upload(hannah, await solid('png'), closedId);
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(COMMUNITY_MESSAGES.campaignClosed);
    expect((await upload(hannah, await solid('png'), 999999)).status).toBe(400);
    expect((await upload(hannah, await solid('png'), 'abc')).status).toBe(400);

    const at = new Date().toISOString();
    const id = await t.database.db
      .transaction()
      .execute((trx) =>
        createCampaign(
          trx,
          { name: 'Short', colour: '#123456', openDate: '2000-01-01', closeDate: '2999-12-31' },
          at,
        ),
      );
    expect((await upload(marcus, await solid('png'), id)).status).toBe(200);
    await t.database.db
      .transaction()
      .execute((trx) => updateCampaign(trx, id, { closeDate: '2000-01-02' }, at));
    const save = await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: true }, marcus);
    expect(save.status).toBe(400);
    expect(save.body.message).toBe(COMMUNITY_MESSAGES.campaignClosed);
  });

  it('refuses what is not a picture, and a request without the file', async () => {
    const res = await upload(hannah, Buffer.from('not a picture at all, only words'));
    expect(res.status).toBe(400);
    expect(res.body.formErrors).toHaveProperty('filePic');
    const { payload, contentType } = await multipart('other', await solid('png'));
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/getinvolved/picupload',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${hannah}` },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('likes', () => {
  it('once per member per picture, never one’s own; canVote follows', async () => {
    const own = await publish(marcus);
    const like = (token: string) =>
      t.post('/api/getinvolved/likepic', { campaignId: own.campaignId, giId: own.getInvolvedId }, token);
    expect(await like(hannah)).toEqual({ status: 200, body: { totalLikes: 1 } });
    const twice = await like(hannah);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(COMMUNITY_MESSAGES.likeTwice);
    const self = await like(marcus);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(COMMUNITY_MESSAGES.likeOwn);
    const seenByHannah = (await pics(hannah)).find(
      (p: { getInvolvedId: number }) => p.getInvolvedId === own.getInvolvedId,
    );
    expect(seenByHannah).toMatchObject({ canVote: false, totalLikes: 1 });
    // Wrong campaign for the picture: not found.
    expect(
      (await t.post('/api/getinvolved/likepic', { campaignId: closedId, giId: own.getInvolvedId }, hannah))
        .status,
    ).toBe(400);
  });

  it('are unique under concurrency', async () => {
    const own = await publish(marcus);
    const liker = await sessionFor(t.database, '100003');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.post('/api/getinvolved/likepic', { campaignId: own.campaignId, giId: own.getInvolvedId }, liker),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(7);
    expect(await likesOf(t.database, own.getInvolvedId)).toHaveLength(1);
  });

  it('the database itself refuses a second like and a like of one’s own picture', async () => {
    const own = await publish(marcus);
    const marcusId = (
      await t.database.db
        .selectFrom('members')
        .select('id')
        .where('memberNumber', '=', '100002')
        .executeTakeFirstOrThrow()
    ).id;
    const other = await createMember(t.database);
    const like = (memberId: number) =>
      t.database.db
        .insertInto('getinvolvedLikes')
        .values({
          pictureId: own.getInvolvedId,
          memberId,
          ownerId: marcusId,
          createdAt: new Date().toISOString(),
        })
        .execute();
    await like(other);
    await expect(like(other)).rejects.toThrow();
    await expect(like(marcusId)).rejects.toThrow();
    // Claiming someone else owns it does not get round the check either.
    await expect(
      t.database.db
        .insertInto('getinvolvedLikes')
        .values({
          pictureId: own.getInvolvedId,
          memberId: marcusId,
          ownerId: other,
          createdAt: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('deleting and moderation', () => {
  it('deletes one’s own picture only', async () => {
    const own = await publish(marcus);
    const ref = { campaignId: own.campaignId, giId: own.getInvolvedId };
    const other = await t.post('/api/getinvolved/deletepic', ref, hannah);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(COMMUNITY_MESSAGES.deleteNotOwn);
    expect((await get(`/getinvolvedpic/${own.campaignId}-${own.getInvolvedId}`)).statusCode).toBe(200);
    expect((await t.post('/api/getinvolved/deletepic', ref, marcus)).status).toBe(200);
    expect((await get(`/getinvolvedpic/${own.campaignId}-${own.getInvolvedId}`)).statusCode).toBe(404);
    expect((await t.post('/api/getinvolved/deletepic', ref, marcus)).status).toBe(400);
  });

  it('a hidden picture is in no list and not served', async () => {
    const own = await publish(marcus);
    await setPictureVisibility(
      t.database.db,
      own.getInvolvedId,
      { hidden: true, reason: 'Not suitable' },
      new Date().toISOString(),
    );
    expect(
      (await pics(hannah)).some((p: { getInvolvedId: number }) => p.getInvolvedId === own.getInvolvedId),
    ).toBe(false);
    expect(
      (await mine(marcus)).some((p: { getInvolvedId: number }) => p.getInvolvedId === own.getInvolvedId),
    ).toBe(false);
    expect((await get(`/getinvolvedpic/${own.campaignId}-${own.getInvolvedId}`)).statusCode).toBe(404);
    expect(
      (
        await t.post(
          '/api/getinvolved/likepic',
          { campaignId: own.campaignId, giId: own.getInvolvedId },
          hannah,
        )
      ).status,
    ).toBe(400);
    await setPictureVisibility(
      t.database.db,
      own.getInvolvedId,
      { hidden: false, reason: '' },
      new Date().toISOString(),
    );
    expect((await get(`/getinvolvedpic/${own.campaignId}-${own.getInvolvedId}`)).statusCode).toBe(200);
  });

  it('campaign fields are validated for administration', async () => {
    await expect(
      t.database.db
        .transaction()
        .execute((trx) =>
          createCampaign(
            trx,
            { name: 'Backwards', colour: '#123456', openDate: '2026-05-01', closeDate: '2026-04-01' },
            new Date().toISOString(),
          ),
        ),
    ).rejects.toThrow();
  });
});
