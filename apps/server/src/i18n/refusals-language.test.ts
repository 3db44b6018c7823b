import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEND_QUOTAS } from '@portal/contract';
import { appPerFile } from '../../test/support/suite.js';
import { memberWithSession, recognitionBetween } from '../../test/support/feed.js';
import { newMember, valid } from '../../test/support/recognition.js';
import { postFrom } from '../../test/support/registration.js';
import { nominateOne, person, team } from '../../test/support/nominations.js';

// One reaction an hour, so the feed's quota is met at the second.
const t = appPerFile({ env: { FEED_REACTIONS_PER_HOUR: '1' } });

/** A call as a browser makes it: JSON, signed in or not, in a language or without one. */
async function call(url: string, payload: object, opts: { token?: string; language?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
  });
  return {
    status: res.statusCode,
    body: res.json() as { message: string; formErrors?: Record<string, string> },
  };
}

/** A German reader: without Accept-Language the server answers a member in their own language. */
const germanMember = () => memberWithSession(t.database, { language: 'de' });

describe('the server’s refusals in the caller’s language', () => {
  it('a send quota names its limit in German, and the English is as it was', async () => {
    const sender = await germanMember();
    const crowd = [];
    for (let i = 0; i <= DEFAULT_SEND_QUOTAS.member.recipientsPerSend; i++) crowd.push(await newMember(t));
    const card = { ...valid.thankyou, recipients: crowd.map((m) => m.memberId) };
    const de = await call('/api/reward/doreward', card, { token: sender.token });
    expect(de).toEqual({
      status: 429,
      body: { message: 'Sie können eine E-Card an höchstens 20 Personen gleichzeitig senden.' },
    });
    const en = await call('/api/reward/doreward', card, { token: sender.token, language: 'en-GB' });
    expect(en.body.message).toBe('You can send one e-card to at most 20 people at once.');
  });

  it('a limit a schema keeps in a constant is translated with its number', async () => {
    const member = { ...DEFAULT_SEND_QUOTAS.member, sendsPerHour: 100_001 };
    const body = { sendQuotas: { ...DEFAULT_SEND_QUOTAS, member } };
    const de = await call('/api/admin/settingsupdate', body, { token: t.admin, language: 'de' });
    expect(de.status).toBe(400);
    expect(de.body.formErrors?.['sendQuotas.member.sendsPerHour']).toBe('Höchstens 100,000');
    const en = await call('/api/admin/settingsupdate', body, { token: t.admin });
    expect(en.body.formErrors?.['sendQuotas.member.sendsPerHour']).toBe('At most 100,000');
  });

  it('the feed’s hourly quota, with its number', async () => {
    const reader = await germanMember();
    const other = await memberWithSession(t.database);
    const id = await recognitionBetween(t.database, other.id, reader.id);
    expect(
      (await call('/api/feed/react', { recognitionId: id, kind: 'clap' }, { token: reader.token })).status,
    ).toBe(200);
    const second = await call(
      '/api/feed/react',
      { recognitionId: id, kind: 'heart' },
      { token: reader.token },
    );
    expect(second).toEqual({
      status: 429,
      body: {
        message:
          'Sie haben in dieser Stunde 1 Mal reagiert, mehr ist nicht erlaubt. Bitte versuchen Sie es später erneut.',
      },
    });
  });

  it('the feed’s own refusals', async () => {
    const reader = await germanMember();
    const res = await call('/api/feed/commentdelete', { commentId: 987_654 }, { token: reader.token });
    expect(res).toEqual({
      status: 400,
      body: {
        message: 'Dieser Kommentar wurde nicht gefunden.',
        formErrors: { commentId: 'Dieser Kommentar wurde nicht gefunden.' },
      },
    });
  });

  it('a page that does not exist, and the contact form’s limit', async () => {
    const page = await call(
      '/api/site/getcontentdb',
      { contentKey: 'no-such-page', isCache: true },
      { language: 'de' },
    );
    expect(page).toEqual({ status: 404, body: { message: 'Diese Seite gibt es leider nicht.' } });
    const form = {
      ContactName: 'Ada',
      EmailAddress: 'ada@example.test',
      Message: 'Hallo',
      AcceptTerms: true,
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/site/contactussend',
        payload: form,
        remoteAddress: '10.9.8.7',
        headers: { 'accept-language': 'de' },
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'Sie haben bereits mehrere Nachrichten gesendet. Bitte warten Sie eine Weile, bevor Sie eine weitere senden.',
    );
    // The same limit in English, from another address.
    for (let i = 0; i < 5; i++) await postFrom(t, '10.9.8.6', '/api/site/contactussend', form);
    expect((await postFrom(t, '10.9.8.6', '/api/site/contactussend', form)).body.message).toBe(
      'You have sent several messages already. Please wait a while before sending another.',
    );
  });

  it('push devices, single sign-on and erasure', async () => {
    const reader = await germanMember();
    expect(await call('/api/push/pushunsubscribe', { id: 987_654 }, { token: reader.token })).toEqual({
      status: 404,
      body: { message: 'Dieses Gerät gehört nicht zu Ihren Geräten' },
    });
    const sso = await call('/api/member/authsso', { code: 'c', state: 's' }, { language: 'de' });
    expect(sso.body.message).toBe('Single Sign-on ist nicht aktiviert.');
    const start = await t.app.inject({ url: '/api/member/ssostart', headers: { 'accept-language': 'de' } });
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe('Single Sign-on ist nicht aktiviert.');
    const self = await call(
      '/api/admin/membererase',
      { memberNumber: '100008', force: true, reason: 'test' },
      { token: t.admin, language: 'de' },
    );
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('Sie können sich nicht selbst löschen.');
  });

  it('a card payment where none is offered, and an upload without its picture', async () => {
    const shopper = await germanMember();
    const start = await call(
      '/api/shop/startCardPayment',
      { vfyTotal: 100, requestId: randomUUID() },
      { token: shopper.token },
    );
    expect(start.body.message).toBe('Die Zahlung per Karte ist für Ihr Land nicht verfügbar.');
    const form = new FormData();
    form.append('campaignId', '1');
    const req = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/getinvolved/picupload',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${shopper.token}` },
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual({
      message: 'Wählen Sie ein Bild zum Hochladen.',
      formErrors: { filePic: 'Wählen Sie ein Bild zum Hochladen.' },
    });
  });

  it('a body nested too deeply', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member/login',
      payload: `{"memberNumber":"1","extra":${'['.repeat(100)}${']'.repeat(100)}}`,
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Die Anfrage ist zu tief verschachtelt (höchstens 64 Ebenen).');
  });

  it('the administration’s refusals: shop, people, nominations, integrations', async () => {
    const admin = { token: t.admin, language: 'de' };
    const product = await call('/api/admin/shopvoucherimport', { productId: 987_654, text: '' }, admin);
    expect(product.body.formErrors?.text).toBe('Fügen Sie die Codes ein');
    const member = await call('/api/admin/memberget', { memberNumber: '999999' }, admin);
    expect(member.body.message).toBe('Kein Mitglied hat diese Nummer.');
    const token = await call('/api/admin/apitokenrevoke', { id: 987_654 }, admin);
    expect(token.body.message).toBe('Kein API-Token hat diese ID.');
  });

  it('a nomination’s review and rating answer in the caller’s language too', async () => {
    const { manager, nominee, nominator } = await team(t);
    const nomId = await nominateOne(t, nominator, nominee.memberId, 'Simplification', 'Cut the close.');
    const body = { nomId, reviewRating: 5, isIncludeInQuarterly: true, quarterlyMotivation: 'Real change.' };
    const de = await call('/api/reward/doavonnomreviewreward', body, {
      token: manager.token,
      language: 'de',
    });
    expect(de.status).toBe(200);
    expect((de.body as unknown as { result: string }).result).toMatch(
      /^Ihre Prüfung wurde gespeichert\. .+ erhält \d+ .+\. Die Nominierung wurde für die Quartalsauszeichnung vorgeschlagen\.$/,
    );
    const committee = await person(t, 'FIN-GB', { roleCc: 1, language: 'de' });
    const rated = await call('/api/nom/nomrate', { nomId, rating: 4 }, { token: committee.token });
    expect(rated).toEqual({ status: 200, body: { result: 'Ihre Bewertung wurde gespeichert.' } });
  });

  it('a registration invitation is written in the invited member’s language', async () => {
    const invited = await memberWithSession(t.database, {
      language: 'de',
      registeredAt: null,
      passwordHash: null,
    });
    const { memberNumber } = invited;
    expect((await call('/api/admin/memberinvite', { memberNumber }, { token: t.admin })).status).toBe(200);
    const mail = await t.database.db
      .selectFrom('outboxMessages')
      .select(['subject', 'bodyText'])
      .where('template', '=', 'registration-invitation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Machen Sie mit bei /);
    expect(mail.bodyText).toContain(`mit Ihrer Mitgliedsnummer ${memberNumber} und Ihrer Handynummer`);
  });

  it('the contact form’s confirmation is written in the sender’s language', async () => {
    const sender = await germanMember();
    const form = {
      ContactName: 'Ada',
      EmailAddress: 'ada@example.test',
      Message: 'Wo ist mein Gutschein?',
      AcceptTerms: true,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/contactussend',
      payload: form,
      remoteAddress: '10.9.8.5',
      headers: { authorization: `Bearer ${sender.token}` },
    });
    expect(res.statusCode).toBe(200);
    const mail = await t.database.db
      .selectFrom('outboxMessages')
      .select(['subject', 'bodyText'])
      .where('template', '=', 'contact-confirmation')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Wir haben Ihre Nachricht erhalten · /);
    expect(mail.bodyText).toMatch(/^Hallo .+,\n\nVielen Dank, dass Sie .+ kontaktiert haben\./);
    expect(mail.bodyText).toContain('Ihre Nachricht:\n\nWo ist mein Gutschein?');
  });
});
