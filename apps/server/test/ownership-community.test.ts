import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from '@portal/contract';
import { sessionFor } from './personas.js';
import { solid } from '../src/images/test-images.js';
import { appPerFile } from './support/suite.js';
import { demoCampaigns, likesOf, uploadPicture } from './support/community.js';

/**
 * Ownership cases of the community calls beyond the registry walk: pictures are deleted only
 * by their owner, liked once and never by the owner; a pending upload belongs to the session
 * that made it; Get To Know never shows a member who opted out, even asked for by id.
 */
const t = appPerFile();
let owner: string;
let other: string;
let campaignId: number;

beforeAll(async () => {
  owner = await sessionFor(t.database, '100004');
  other = await sessionFor(t.database, '100005');
  campaignId = (await demoCampaigns(t, owner)).openId;
});

async function upload(token: string) {
  const res = await uploadPicture(t, token, campaignId, {
    bytes: await solid('png', 300, 200),
    type: 'image/png',
    name: 'p.png',
  });
  expect(res.status).toBe(200);
  return res.body.picId as string;
}

async function published(token: string) {
  await upload(token);
  expect((await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: true }, token)).status).toBe(200);
  const { body } = await t.post('/api/getinvolved/getprofilepics', {}, token);
  return { campaignId: body.picdata[0].campaignId as number, giId: body.picdata[0].getInvolvedId as number };
}

describe('community ownership', () => {
  it('nobody deletes another member’s picture', async () => {
    const ref = await published(owner);
    const res = await t.post('/api/getinvolved/deletepic', ref, other);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COMMUNITY_MESSAGES.deleteNotOwn);
    const still = await t.post('/api/getinvolved/getprofilepics', {}, owner);
    expect(still.body.picdata.map((p: { getInvolvedId: number }) => p.getInvolvedId)).toContain(ref.giId);
  });

  it('a picture is liked once per member, never by its owner', async () => {
    const ref = await published(owner);
    expect((await t.post('/api/getinvolved/likepic', ref, other)).body).toEqual({ totalLikes: 1 });
    const twice = await t.post('/api/getinvolved/likepic', ref, other);
    expect([twice.status, twice.body.message]).toEqual([400, COMMUNITY_MESSAGES.likeTwice]);
    const own = await t.post('/api/getinvolved/likepic', ref, owner);
    expect([own.status, own.body.message]).toEqual([400, COMMUNITY_MESSAGES.likeOwn]);
    expect(await likesOf(t.database, ref.giId)).toHaveLength(1);
  });

  it('a pending upload is rotated and published only by the session that made it', async () => {
    await upload(owner);
    const otherSession = await sessionFor(t.database, '100004');
    expect((await t.post('/api/getinvolved/imagerotate', { angle: 1 }, otherSession)).body.message).toBe(
      COMMUNITY_MESSAGES.noPendingPicture,
    );
    expect(
      (await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: true }, other)).body.message,
    ).toBe(COMMUNITY_MESSAGES.noPendingPicture);
    expect((await t.post('/api/getinvolved/saveuploadedimage', { acceptTerms: true }, owner)).status).toBe(
      200,
    );
  });

  it('Get To Know never shows a member who opted out, not even by id', async () => {
    const optedOut = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('interest1', '=', 0)
      .where('registeredAt', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await t.post('/api/site/gettoknowget', { memberId: String(optedOut.id) }, other);
    expect(res.status).toBe(404);
    const list = await t.post('/api/site/gettoknowlist', {}, other);
    expect(list.body.members.map((m: { memberId: string }) => m.memberId)).not.toContain(String(optedOut.id));
  });
});
