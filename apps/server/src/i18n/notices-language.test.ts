import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/support/suite.js';
import { person } from '../../test/support/nominations.js';
import { memberWithSession, outboxFor, recognitionBetween, withPushDevice } from '../../test/support/feed.js';
import { postFrom } from '../../test/support/registration.js';
import { createMember, memberNumberOf } from '../../test/factories.js';
import { nextUnique, uniqueMobile } from '../../test/unique.js';

const t = appPerFile();

describe('notices in the reader’s language', () => {
  it('a reviewing manager who reads Polish gets the nomination notice in Polish; the reason stays as written', async () => {
    const manager = await person(t, 'FIN-GB', { isManager: 1, language: 'pl' });
    const nominee = await person(t, 'FIN-GB', { managerId: manager.id });
    const nominator = await person(t, 'FIN-GB', { managerId: manager.id });
    const res = await t.post(
      '/api/nom/newnom',
      { nomCat: 'Agility', reason: 'Turned the plan round in a day.', members: [nominee.memberId] },
      nominator.token,
    );
    expect(res.status).toBe(200);
    const mail = await t.database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('template', '=', 'nomination')
      .where('recipient', '=', manager.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Nowa nominacja do rozpatrzenia: ${nominee.name} (Agility)`);
    expect(mail.bodyText).toContain(`Cześć ${manager.name.split(' ')[0]},`);
    expect(mail.bodyText).toContain('Turned the plan round in a day.');
    expect(mail.bodyHtml).toContain('<html lang="pl" dir="ltr">');
    expect(mail.bodyHtml).toContain('Rozpatrz nominację');
  });

  it('a one-time code is texted in the member’s language', async () => {
    const email = `zulu.reader${nextUnique()}@example.test`;
    const id = await createMember(t.database, {
      registeredAt: null,
      passwordHash: null,
      email,
      language: 'zu',
    });
    const form = {
      memberNumber: await memberNumberOf(t.database, id),
      email,
      cellNum: uniqueMobile('+2782'),
      password: 'Recognise2026',
      acceptTerms: true,
    };
    const sent = await postFrom(t, '10.9.0.1', '/api/member/sendcell2factorsms', form);
    expect(sent.status).toBe(200);
    const sms = await t.database.db
      .selectFrom('outboxMessages')
      .select('bodyText')
      .where('template', '=', 'otp')
      .where('recipient', '=', form.cellNum)
      .executeTakeFirstOrThrow();
    expect(sms.bodyText).toMatch(/^Ikhodi yakho yokuqinisekisa ye-.+ ngu-\d+\. /);
  });

  it('reactions and comments are told in each reader’s language, grouped or not', async () => {
    const giver = await memberWithSession(t.database, { firstname: 'Gia', surname: 'Giver', language: 'nl' });
    const taker = await memberWithSession(t.database, { firstname: 'Tom', surname: 'Taker', language: 'de' });
    const id = await recognitionBetween(t.database, giver.id, taker.id, { value: 'Trust' });
    await withPushDevice(t.database, taker.id);
    const fan = await memberWithSession(t.database, { firstname: 'Fay', surname: 'Fan' });
    await t.post('/api/feed/react', { recognitionId: id, kind: 'clap' }, fan.token);
    const bell = async (token: string) => (await t.post('/api/notifications/list', {}, token)).body;
    expect((await bell(taker.token)).notifications[0].title).toBe(
      'Fay Fan hat auf Ihre Anerkennung für Trust reagiert',
    );
    expect((await bell(giver.token)).notifications[0].title).toBe(
      'Fay Fan heeft gereageerd op de waardering die je aan Tom Taker gaf',
    );
    const other = await memberWithSession(t.database, { firstname: 'Olu', surname: 'Other' });
    await t.post('/api/feed/react', { recognitionId: id, kind: 'heart' }, other.token);
    const pushes = await outboxFor(t.database, 'push', String(taker.id));
    expect(pushes.at(-1)!.subject).toBe('2 Personen haben auf Ihre Anerkennung für Trust reagiert');
  });
});
