import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/database.js';
import { loadConfig } from '../config.js';
import { createTestDatabase } from '../../test/db.js';
import { enqueueMessage } from './outbox.js';
import { ecardMessage, emailHtml } from './ecard.js';
import { translatorFor } from '../i18n/index.js';
import { backoffMs, runOutboxOnce } from './worker.js';
import { configuredTransports, type Transports } from './transports.js';

/** A real SMTP receiver and a local HTTP "SMS gateway", collecting what arrives. */
const mails: Array<{ to: string[]; raw: string }> = [];
const sms: Array<{ auth: string | undefined; body: unknown }> = [];
let smsFailuresLeft = 0;
let smtp: SMTPServer;
let gateway: http.Server;
let smtpPort = 0;
let smsUrl = '';
let database: Database;

const clock = {
  t: Date.parse('2026-11-22T10:00:00Z'),
  now() {
    return new Date(this.t);
  },
};

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (smsFailuresLeft > 0) {
        smsFailuresLeft--;
        res.writeHead(503).end();
        return;
      }
      sms.push({ auth: req.headers.authorization, body: JSON.parse(body) });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  smsUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => gateway.close(() => r()));
});

const transports = (env: Record<string, string> = {}): Transports =>
  configuredTransports(
    loadConfig({
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Programme <p@example.test>',
      SMS_GATEWAY_URL: smsUrl,
      SMS_GATEWAY_TOKEN: 'gw-secret',
    }),
  );
const statusOf = async (key: string) =>
  await database.db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('dedupeKey', '=', key)
    .executeTakeFirstOrThrow();

/** Queues a message as of the clock's now. */
const enqueueNow = (message: Parameters<typeof enqueueMessage>[1]) =>
  enqueueMessage(database.db, message, clock.now().toISOString());

describe('outbox', () => {
  it('delivers e-mail over SMTP and SMS through the gateway, then marks them sent', async () => {
    await enqueueNow({
      channel: 'email',
      recipient: 'hannah@example.test',
      subject: 'You have been recognised',
      text: 'Well done!',
      html: '<p>Well done!</p>',
      template: 'ecard',
      dedupeKey: 'm1',
    });
    await enqueueNow({
      channel: 'sms',
      recipient: '+447700900123',
      text: 'Your code is 123456 "quoted"',
      template: 'otp',
      dedupeKey: 's1',
    });
    const r = await runOutboxOnce(database.db, transports(), clock, 6);
    expect(r).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(mails.at(-1)?.to).toEqual(['hannah@example.test']);
    expect(mails.at(-1)?.raw).toContain('Subject: You have been recognised');
    expect(mails.at(-1)?.raw).toContain('Well done!');
    expect(sms.at(-1)).toEqual({
      auth: 'Bearer gw-secret',
      body: { to: '+447700900123', message: 'Your code is 123456 "quoted"' },
    });
    expect((await statusOf('m1')).status).toBe('sent');
    expect((await statusOf('s1')).status).toBe('sent');
  });

  it('an e-card keeps its fields in the outbox and is rendered as the e-mail leaves', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://shine.example.com' });
    const person = { firstname: 'Ana', surname: 'Ray', email: 'ana@example.test', cellNum: '' };
    const card = ecardMessage(
      config,
      {
        companyName: 'Lumière',
        programmeName: 'Shine',
        pointsName: 'Beauty Bucks',
        primaryColour: '#8e2466',
        accentColour: '#e8a33d',
      },
      {
        ref: { type: 'recognition', id: '77' },
        dedupeKey: 'ecard-fields',
        sendBy: 'email',
        value: 'Congrats',
        message: 'You <b>rock</b> & more',
        points: 40,
        from: { ...person, firstname: 'Bo', surname: 'Giver' },
        to: person,
      },
      await translatorFor('en-GB'),
    )!;
    await enqueueNow(card);
    const row = await statusOf('ecard-fields');
    // About 400 bytes of fields, not 2 KB of HTML: several e-cards share a database page.
    expect(row.bodyHtml.length).toBeLessThan(600);
    expect(row.bodyHtml).not.toContain('<table');
    const html = await emailHtml(config, row);
    expect(html).toContain('<!DOCTYPE html>');
    expect(html).toContain('https://shine.example.com/ecard/banner/congrats.svg');
    expect(html).toContain('You &lt;b&gt;rock&lt;/b&gt; &amp; more');
    expect(html).toContain('+40 Beauty Bucks');
    expect(html).toContain('color:#8e2466');
    await runOutboxOnce(database.db, transports({ PUBLIC_URL: 'https://shine.example.com' }), clock, 6);
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual(['ana@example.test']);
    // The HTML part as sent, its quoted-printable undone.
    const sent = mail.raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(sent).toContain('https://shine.example.com/ecard/banner/congrats.svg');
    expect(sent).toContain('You &lt;b&gt;rock&lt;/b&gt; &amp; more');
    expect(sent).toContain('Hello Ana,');
    expect((await statusOf('ecard-fields')).status).toBe('sent');
  });

  it('an e-card queued with its HTML, before the fields were kept, is sent as it was written', async () => {
    const config = loadConfig({});
    const bodyHtml = '<!DOCTYPE html><p>Old card</p>';
    expect(await emailHtml(config, { template: 'ecard', bodyHtml })).toBe(bodyHtml);
    expect(await emailHtml(config, { template: 'otp', bodyHtml: '{"ecard":1}' })).toBe('{"ecard":1}');
  });

  it('never lets a line break into a header: subject and recipient are one line each', async () => {
    const recipient = 'ivy@example.test\r\nBcc: crowd@example.test';
    const subject = 'Hello\r\nBcc: crowd@example.test\nX-Evil: 1';
    await enqueueNow({
      channel: 'email',
      recipient,
      subject,
      text: 'Body',
      template: 'contact',
      dedupeKey: 'h1',
    });
    const row = await statusOf('h1');
    expect(row.recipient).toBe('ivy@example.testBcc: crowd@example.test');
    expect(row.subject).toBe('Hello Bcc: crowd@example.test X-Evil: 1');
    // A row written before the outbox cleaned its fields is cleaned again by the transport.
    await database.db
      .insertInto('outboxMessages')
      .values({
        ...row,
        id: undefined,
        dedupeKey: 'h2',
        status: 'pending',
        recipient: 'ivy@example.test',
        subject: 'Old\r\nBcc: crowd@example.test',
      })
      .execute();
    const before = mails.length;
    await runOutboxOnce(database.db, transports(), clock, 6);
    const delivered = mails.slice(before);
    expect(delivered.flatMap((m) => m.to)).not.toContain('crowd@example.test');
    for (const m of delivered) {
      const headers = m.raw.split('\r\n\r\n')[0]!;
      expect(headers).not.toMatch(/^(Bcc|X-Evil):/im);
    }
    const old = delivered.find((m) => m.to.includes('ivy@example.test'));
    expect(old?.raw).toContain('Subject: Old Bcc: crowd@example.test');
  });

  it('enqueues one message for one dedupe key', async () => {
    const at = clock.now().toISOString();
    for (let i = 0; i < 3; i++)
      await enqueueMessage(
        database.db,
        { channel: 'sms', recipient: '+447700900124', text: 'once', template: 'ecard', dedupeKey: 'd1' },
        at,
      );
    const rows = await database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('dedupeKey', '=', 'd1')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('retries with backoff and gives up after the last attempt', async () => {
    smsFailuresLeft = 100;
    await enqueueMessage(
      database.db,
      { channel: 'sms', recipient: '+447700900125', text: 'retry me', template: 'otp', dedupeKey: 'r1' },
      clock.now().toISOString(),
    );
    await runOutboxOnce(database.db, transports(), clock, 3);
    let m = await statusOf('r1');
    expect(m).toMatchObject({ status: 'pending', attempts: 1 });
    expect(m.lastError).toContain('503');
    expect(Date.parse(m.nextAttemptAt) - clock.t).toBe(backoffMs(1));
    // Not due yet: nothing happens.
    expect((await runOutboxOnce(database.db, transports(), clock, 3)).retried).toBe(0);
    clock.t += backoffMs(1);
    await runOutboxOnce(database.db, transports(), clock, 3);
    clock.t += backoffMs(2);
    await runOutboxOnce(database.db, transports(), clock, 3);
    m = await statusOf('r1');
    expect(m).toMatchObject({ status: 'failed', attempts: 3 });
    smsFailuresLeft = 0;
  });

  it('keeps messages in the outbox when no transport is configured', async () => {
    await enqueueMessage(
      database.db,
      { channel: 'email', recipient: 'x@example.test', text: 'kept', template: 'ecard', dedupeKey: 'k1' },
      clock.now().toISOString(),
    );
    const r = await runOutboxOnce(database.db, configuredTransports(loadConfig({})), clock, 6);
    expect(r).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await statusOf('k1')).status).toBe('pending');
    await runOutboxOnce(database.db, transports(), clock, 6);
  });

  it('several workers at once send each message exactly once', async () => {
    const before = sms.length;
    const at = clock.now().toISOString();
    for (let i = 0; i < 60; i++)
      await enqueueMessage(
        database.db,
        {
          channel: 'sms',
          recipient: `+44770090${1000 + i}`,
          text: `n${i}`,
          template: 'ecard',
          dedupeKey: `c${i}`,
        },
        at,
      );
    await Promise.all(
      Array.from({ length: 4 }, () =>
        (async () => {
          for (let k = 0; k < 5; k++) await runOutboxOnce(database.db, transports(), clock, 6);
        })(),
      ),
    );
    const got = sms
      .slice(before)
      .map((s) => (s.body as { message: string }).message)
      .sort();
    expect(got).toEqual(Array.from({ length: 60 }, (_, i) => `n${i}`).sort());
  });
  it('claims a batch at a time: lapsed leases first, then pending messages by due time', async () => {
    const at = (ms: number) => new Date(clock.t + ms).toISOString();
    const before = sms.length;
    // 25 due SMS queued newest first, one not due yet, and one whose sender died mid-send.
    for (let i = 0; i < 25; i++)
      await enqueueMessage(
        database.db,
        {
          channel: 'sms',
          recipient: `+44770091${1000 + i}`,
          text: `d${i}`,
          template: 'ecard',
          dedupeKey: `due${i}`,
        },
        at(-1000 * (i + 1)),
      );
    await enqueueMessage(
      database.db,
      { channel: 'sms', recipient: '+447700920000', text: 'later', template: 'ecard', dedupeKey: 'later' },
      at(60_000),
    );
    await enqueueMessage(
      database.db,
      { channel: 'sms', recipient: '+447700920001', text: 'lapsed', template: 'ecard', dedupeKey: 'lapsed' },
      at(-1),
    );
    await database.db
      .updateTable('outboxMessages')
      .set({ status: 'sending', attempts: 1, lockedUntil: at(-1) })
      .where('dedupeKey', '=', 'lapsed')
      .execute();

    const first = await runOutboxOnce(database.db, transports(), clock, 6);
    expect(first.sent).toBe(20);
    const texts = () => sms.slice(before).map((s) => (s.body as { message: string }).message);
    // The lapsed lease, then the 19 that were due earliest (queued last).
    expect(texts()).toEqual(['lapsed', ...Array.from({ length: 19 }, (_, i) => `d${24 - i}`)]);
    expect((await statusOf('lapsed')).attempts).toBe(2);

    expect((await runOutboxOnce(database.db, transports(), clock, 6)).sent).toBe(6);
    expect((await statusOf('later')).status).toBe('pending');
    expect(texts().slice(20)).toEqual(['d5', 'd4', 'd3', 'd2', 'd1', 'd0']);
    clock.t += 60_000;
    expect((await runOutboxOnce(database.db, transports(), clock, 6)).sent).toBe(1);
  });
});
