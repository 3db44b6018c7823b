/** Get Involved for tests: the demo campaigns, uploading a picture, and what the tables hold. */
import type { Database } from '../../src/db/database.js';
import type { TestApp } from '../app.js';

/** Every like a picture holds, straight from the table. */
export const likesOf = (database: Database, pictureId: number) =>
  database.db.selectFrom('getinvolvedLikes').selectAll().where('pictureId', '=', pictureId).execute();

/** The demo data's open and closed campaign, as the member with this session lists them. */
export async function demoCampaigns(
  t: TestApp,
  token: string,
): Promise<{ openId: number; closedId: number }> {
  const { body } = await t.post('/api/getinvolved/getcampaigns', {}, token);
  const campaigns = body.campaigns as { campaignId: number; isOpen: boolean }[];
  return {
    openId: campaigns.find((c) => c.isOpen)!.campaignId,
    closedId: campaigns.find((c) => !c.isOpen)!.campaignId,
  };
}

/** Uploads a picture to a campaign as the page's form sends it (multipart, field `filePic`). */
export async function uploadPicture(
  t: TestApp,
  token: string,
  campaignId: number | string,
  file: { bytes: Buffer; type: string; name: string },
): ReturnType<TestApp['post']> {
  const form = new FormData();
  form.append('campaignId', String(campaignId));
  form.append('filePic', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/getinvolved/picupload',
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}
