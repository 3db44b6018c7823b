import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/support/suite.js';
import { memberWithSession, outboxFor, withPushDevice } from '../../test/support/feed.js';
import { valid } from '../../test/support/recognition.js';
import { fund } from '../../test/factories.js';
import { emailHtml } from '../messaging/ecard.js';

const t = appPerFile({ auditLedger: true });

const call = (url: string, payload: object, opts: { token?: string; language?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.language ? { 'accept-language': opts.language } : {}),
    },
  });

describe('answers in the caller’s language', () => {
  it('a refused body: German and Arabic by Accept-Language, English without it', async () => {
    const de = await call('/api/member/login', {}, { language: 'de-DE,de;q=0.9,en;q=0.5' });
    expect(de.statusCode).toBe(400);
    expect(de.json()).toEqual({
      message: 'Bitte korrigieren Sie die markierten Felder.',
      formErrors: { memberNumber: 'Pflichtfeld', password: 'Pflichtfeld' },
    });
    const ar = await call(
      '/api/member/login',
      { memberNumber: 'x'.repeat(500), password: 'p' },
      { language: 'ar' },
    );
    expect(ar.statusCode).toBe(400);
    expect(ar.json().message).toBe('يُرجى تصحيح الحقول المحددة.');
    expect(ar.json().formErrors.memberNumber).toMatch(/^يجب ألا يتجاوز/);
    const en = await call('/api/member/login', {});
    expect(en.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      formErrors: { memberNumber: 'Required', password: 'Required' },
    });
  });

  it('a schema’s own wording is translated too', async () => {
    const res = await call('/api/member/login', { memberNumber: ' ', password: '' }, { language: 'es' });
    expect(res.json().formErrors).toEqual({
      memberNumber: 'Introduce tu número de miembro',
      password: 'Introduce tu contraseña',
    });
    expect((await call('/api/member/login', { memberNumber: ' ', password: '' })).json().formErrors).toEqual({
      memberNumber: 'Enter your member number',
      password: 'Enter your password',
    });
  });

  it('a refusal a module throws, and a route nobody has, in the caller’s language', async () => {
    const wrong = { memberNumber: '100001', password: 'not-the-password-1' };
    expect((await call('/api/member/login', wrong, { language: 'de' })).json().message).toBe(
      'Mitgliedsnummer oder Passwort ist falsch.',
    );
    expect((await call('/api/member/login', wrong)).json().message).toBe(
      'The member number or password is incorrect.',
    );
    const missing = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'ar' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('غير موجود');
  });

  it('without Accept-Language a signed-in caller hears their own language', async () => {
    const caller = await memberWithSession(t.database, { language: 'de' });
    const res = await call(
      '/api/reward/doreward',
      { ...valid.thankyou, recipients: [] },
      { token: caller.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Bitte korrigieren Sie die markierten Felder.');
  });
});

describe('what is sent is in the recipient’s language', () => {
  async function simplySay(language: string) {
    const sender = await memberWithSession(t.database, { firstname: 'Emma', surname: 'English' });
    await fund(t.database, sender.id, 'pif', 100);
    const recipient = await memberWithSession(t.database, { firstname: 'Rita', surname: 'Reader', language });
    await withPushDevice(t.database, recipient.id);
    const { email } = await t.database.db
      .selectFrom('members')
      .select('email')
      .where('id', '=', recipient.id)
      .executeTakeFirstOrThrow();
    const res = await call(
      '/api/reward/doreward',
      { ...valid.thankyou, message: 'Danke für alles!', recipients: [String(recipient.id)] },
      { token: sender.token },
    );
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxFor(t.database, 'email', email);
    const [push] = await outboxFor(t.database, 'push', String(recipient.id));
    const bell = (await call('/api/notifications/list', {}, { token: recipient.token })).json();
    // The sender's next answer is still English: nothing about the recipient leaks into it.
    const again = await call(
      '/api/reward/doreward',
      { ...valid.thankyou, recipients: [] },
      { token: sender.token },
    );
    return {
      mail: mail!,
      html: await emailHtml(t.ctx.config, mail!),
      push: push!,
      bell,
      again: again.json(),
    };
  }

  it('a Simply Say to a German reader: German e-mail, push and notification; the sender hears English', async () => {
    const { mail, html, push, bell, again } = await simplySay('de');
    expect(mail.subject).toBe('Emma English hat Ihnen eine Integrity-E-Card geschickt');
    expect(mail.bodyText).toContain('Hallo Rita,');
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('Hallo Rita,');
    expect(html).toContain(
      '<strong>Emma English</strong> hat Ihnen eine <strong>Integrity</strong>-E-Card geschickt.',
    );
    // People's own words are never translated.
    expect(html).toContain('Danke für alles!');
    expect(push.subject).toBe('Emma English hat Sie für Integrity ausgezeichnet');
    expect(bell.notifications[0].title).toBe('Emma English hat Sie für Integrity ausgezeichnet');
    expect(again.message).toBe('Please correct the highlighted fields.');
  });

  it('a Simply Say to an Arabic reader: an Arabic e-mail written right to left', async () => {
    const { mail, html, push, bell } = await simplySay('ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('مرحبًا Rita،');
    expect(mail.subject).toContain('Emma English');
    expect(mail.subject).toMatch(/بطاقة/);
    expect(push.subject).toBe(bell.notifications[0].title);
    expect(bell.notifications[0].title).toMatch(/^قدّم Emma English/);
  });

  it('a member who chose no language hears their cluster’s default', async () => {
    const { divisionCode } = await t.database.db
      .selectFrom('members')
      .select('divisionCode')
      .where('memberNumber', '=', '100001')
      .executeTakeFirstOrThrow();
    const { clusterCode } = await t.database.db
      .selectFrom('divisions')
      .select('clusterCode')
      .where('code', '=', divisionCode)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('clusters')
      .set({ defaultLanguage: 'fr' })
      .where('code', '=', clusterCode)
      .execute();
    try {
      const member = await memberWithSession(t.database, { divisionCode, language: '' });
      const res = await call(
        '/api/reward/doreward',
        { ...valid.thankyou, recipients: [] },
        { token: member.token },
      );
      expect(res.json().message).toBe('Veuillez corriger les champs signalés.');
    } finally {
      await t.database.db
        .updateTable('clusters')
        .set({ defaultLanguage: 'en-GB' })
        .where('code', '=', clusterCode)
        .execute();
    }
  });
});
