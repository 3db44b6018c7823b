import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VALUE_LISTS, ECARD_BANNERS } from '@portal/contract';
import { createTestApp, type TestApp } from '../../test/app.js';
import { sessionFor } from '../../test/personas.js';
import { newMember, outboxFor, recognitionsFrom, valid } from '../../test/support/recognition.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionFor(t.database, '100008');
});
afterAll(() => t.close());

const send = (token: string, body: object) => t.post('/api/reward/doreward', body, token);
const branding = async () => (await t.post('/api/site/branding', {})).body;

describe('value lists, e-card banners and the names as settings', () => {
  it('reach the web app through site.branding, and the server accepts only the listed values', async () => {
    expect((await branding()).recognitionValues).toEqual(DEFAULT_VALUE_LISTS);
    expect((await branding()).ecardBanners).toEqual(ECARD_BANNERS);
    const lists = { ...DEFAULT_VALUE_LISTS, thankyou: ['Kindness', 'Integrity'] };
    const saved = await t.post(
      '/api/admin/settingsupdate',
      { recognitionValues: lists, ecardBanners: ['congrats', 'welldone'] },
      admin,
    );
    expect(saved.status).toBe(200);
    expect((await branding()).recognitionValues.thankyou).toEqual(['Kindness', 'Integrity']);
    expect((await branding()).ecardBanners).toEqual(['congrats', 'welldone']);

    const sender = await newMember(t);
    const to = await newMember(t);
    const kind = await send(sender.token, {
      ...valid.thankyou,
      reason: 'Kindness',
      recipients: [to.memberId],
    });
    expect(kind.status).toBe(200);
    // Dropped from the list: refused with 400 on the field, like any bad value.
    const old = await send(sender.token, { ...valid.thankyou, reason: 'Respect', recipients: [to.memberId] });
    expect(old.status).toBe(400);
    expect(old.body.formErrors).toEqual({ reason: 'Choose a value from the list' });
    // A Celebrate With Us preselection is still accepted.
    expect(
      (await send(sender.token, { ...valid.thankyou, reason: 'birthday', recipients: [to.memberId] })).status,
    ).toBe(200);

    // Kindness has no banner of its own ("awesome"), which is off: the first banner in use.
    const [card] = await outboxFor(
      t,
      (await recognitionsFrom(t, sender.id)).slice(0, 1).map((r) => r.id),
    );
    expect(card?.bodyHtml).toContain('/ecard/banner/congrats.svg');
  });

  it('refuses an empty or repeated list and an unknown banner with 400 on the field', async () => {
    const empty = await t.post(
      '/api/admin/settingsupdate',
      { recognitionValues: { ...DEFAULT_VALUE_LISTS, adhoc: [] } },
      admin,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.formErrors['recognitionValues.adhoc']).toBe('At least one value');
    const twice = await t.post(
      '/api/admin/settingsupdate',
      { recognitionValues: { ...DEFAULT_VALUE_LISTS, adhoc: ['A', 'A'] } },
      admin,
    );
    expect(twice.status).toBe(400);
    expect((await t.post('/api/admin/settingsupdate', { ecardBanners: ['rainbow'] }, admin)).status).toBe(
      400,
    );
    expect((await t.post('/api/admin/settingsupdate', { ecardBanners: [] }, admin)).status).toBe(400);
  });

  it('the points name setting reaches the “not enough points” message', async () => {
    expect((await t.post('/api/admin/settingsupdate', { pointsName: 'Gold Stars' }, admin)).status).toBe(200);
    const sender = await newMember(t, { pif: 30 });
    const to = await newMember(t);
    const res = await send(sender.token, { ...valid.payitforward, points: 50, recipients: [to.memberId] });
    expect(res.status).toBe(400);
    expect(res.body.formErrors.points).toBe('You have 30 Gold Stars to give; this needs 50.');
  });

  it('the programme name setting reaches the OpenAPI title', async () => {
    expect((await t.post('/api/admin/settingsupdate', { programmeName: 'Star Club' }, admin)).status).toBe(
      200,
    );
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.json().info.title).toBe('Star Club API');
  });
});
