import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { postFrom } from '../../../test/support/registration.js';
import { sessionFor } from '../../../test/personas.js';
import { CONTACT_MESSAGES } from './service.js';

const SEND = '/api/site/contactussend';
const form = {
  ContactName: 'Ada Lovelace',
  EmailAddress: 'ada@example.test',
  Message: 'Where is my <b>voucher</b>?',
  AcceptTerms: true,
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PROGRAMME_EMAIL: 'team@programme.test' } });
});
afterAll(() => t.close());

/** The outbox rows of the newest contact message. */
async function latestMails() {
  const row = await t.database.db
    .selectFrom('contactMessages')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return t.database.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('refType', '=', 'contact')
    .where('refId', '=', String(row.id))
    .orderBy('id')
    .execute();
}

describe('contact us', () => {
  it('stores the message and e-mails the programme only, when the sender is anonymous', async () => {
    const r = await postFrom(t, '10.9.0.1', SEND, form);
    expect(r).toEqual({ status: 200, body: { ok: true } });
    const row = await t.database.db
      .selectFrom('contactMessages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      contactName: 'Ada Lovelace',
      emailAddress: 'ada@example.test',
      message: form.Message,
      clientAddress: '10.9.0.1',
    });
    const mails = await latestMails();
    // The typed address is not proven to be the sender's: nothing is sent to it.
    expect(mails.map((m) => [m.channel, m.recipient, m.template])).toEqual([
      ['email', 'team@programme.test', 'contact'],
    ]);
    expect(mails[0]!.bodyText).toContain(form.Message);
    expect(mails.every((m) => m.bodyHtml === '')).toBe(true);
  });

  it('confirms to a signed-in member at the address on their record, not the one typed', async () => {
    const token = await sessionFor(t.database, '100001');
    const own = await t.database.db
      .selectFrom('members')
      .select(['email', 'firstname'])
      .where('memberNumber', '=', '100001')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: SEND,
      payload: { ...form, EmailAddress: 'victim@elsewhere.test', Message: 'Click http://evil.test now' },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '10.9.0.5',
    });
    expect(res.statusCode).toBe(200);
    const mails = await latestMails();
    expect(mails.map((m) => [m.recipient, m.template])).toEqual([
      ['team@programme.test', 'contact'],
      [own.email, 'contact-confirmation'],
    ]);
    expect(mails[1]!.bodyText).toContain(`Dear ${own.firstname},`);
    const all = await t.database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('recipient', '=', 'victim@elsewhere.test')
      .execute();
    expect(all).toEqual([]);
  });

  it('keeps line breaks out of every header-bound field', async () => {
    const name = 'Eve\r\nBcc: everyone@example.test\r\nSubject: Win';
    expect((await postFrom(t, '10.9.0.6', SEND, { ...form, ContactName: name })).status).toBe(200);
    const [mail] = await latestMails();
    expect(mail!.subject).toBe('Contact form: Eve Bcc: everyone@example.test Subject: Win');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it('is anonymous and refuses missing fields and unaccepted terms with formErrors', async () => {
    const r = await postFrom(t, '10.9.0.2', SEND, {
      ContactName: ' ',
      EmailAddress: 'nope',
      Message: '',
      AcceptTerms: false,
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.formErrors ?? {}).sort()).toEqual([
      'AcceptTerms',
      'ContactName',
      'EmailAddress',
      'Message',
    ]);
    expect(r.body.formErrors?.AcceptTerms).toBe('Please accept the terms and conditions');
    expect(MESSAGES.contactSent).toBe('Message Successfully Sent');
  });

  it('rate limits per address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await postFrom(t, '10.9.0.3', SEND, form)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await postFrom(t, '10.9.0.3', SEND, form)).body.message).toBe(CONTACT_MESSAGES.tooMany);
    expect((await postFrom(t, '10.9.0.4', SEND, form)).status).toBe(200);
  });
});
