import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { postFrom } from '../../../test/support/registration.js';
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

describe('contact us', () => {
  it('stores the message and e-mails the programme and the sender', async () => {
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
    const mails = await t.database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('refType', '=', 'contact')
      .where('refId', '=', String(row.id))
      .orderBy('id')
      .execute();
    expect(mails.map((m) => [m.channel, m.recipient, m.template])).toEqual([
      ['email', 'team@programme.test', 'contact'],
      ['email', 'ada@example.test', 'contact-confirmation'],
    ]);
    expect(mails[0]!.bodyText).toContain(form.Message);
    expect(mails.every((m) => m.bodyHtml === '')).toBe(true);
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
