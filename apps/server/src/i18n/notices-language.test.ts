import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../test/support/suite.js';
import { person } from '../../test/support/nominations.js';
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
});
