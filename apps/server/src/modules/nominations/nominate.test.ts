import { describe, expect, it } from 'vitest';
import { NOMINATION_CATEGORIES } from '@portal/contract';
import { setCategoryHelpText } from './categories.js';
import { nominationsBy, person, team } from '../../../test/support/nominations.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();

const newnom = (token: string, body: object) =>
  t.post('/api/nom/newnom', { nomCat: 'Agility', reason: 'Turned the plan round in a day.', ...body }, token);

describe('newnom', () => {
  it('stores one nomination per nominee, records the manager and e-mails them', async () => {
    const { manager, nominee, nominator } = await team(t);
    const second = await person(t, 'FIN-GB', { managerId: manager.id });
    const res = await newnom(nominator.token, { members: [nominee.memberId, second.memberId] });
    expect(res).toEqual({ status: 200, body: { ok: true } });
    const rows = await nominationsBy(t, nominator.id);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({
        nomCat: 'Agility',
        reason: 'Turned the plan round in a day.',
        nomineeManagerId: manager.id,
        nomineeDivisionCode: 'FIN-GB',
        nomineeClusterCode: 'GB',
        reviewRating: null,
        awardStatus: '',
      });
      expect(r.quarter).toMatch(/^\d{4}-Q[1-4]$/);
    }
    const mails = await t.database.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('refType', '=', 'nomination')
      .where(
        'refId',
        'in',
        rows.map((r) => String(r.id)),
      )
      .execute();
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ channel: 'email', recipient: manager.email, template: 'nomination' });
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `New nomination to review: ${nominee.name} (Agility)`,
        `New nomination to review: ${second.name} (Agility)`,
      ].sort(),
    );
    expect(mails[0]!.bodyText).toContain('Turned the plan round in a day.');
  });

  it('a repeated request with the same requestId stores nothing twice', async () => {
    const { nominee, nominator } = await team(t);
    const body = { members: [nominee.memberId], requestId: 'f0b7a0de-1111-4222-8333-944455556666' };
    expect((await newnom(nominator.token, body)).status).toBe(200);
    expect((await newnom(nominator.token, body)).status).toBe(200);
    expect(await nominationsBy(t, nominator.id)).toHaveLength(1);
  });

  it('a whole division is one nomination, reviewed by the head of that division', async () => {
    const nominator = await person(t, 'FIN-GB');
    const head = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('divisionCode', '=', 'PD-GB')
      .where('managerId', 'is', null)
      .where('isManager', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await newnom(nominator.token, { members: ['div:PD-GB'] })).status).toBe(200);
    const rows = await nominationsBy(t, nominator.id);
    expect(rows).toEqual([
      expect.objectContaining({
        nomineeMemberId: null,
        nomineeKey: 'div:PD-GB',
        nomineeDivisionCode: 'PD-GB',
        nomineeManagerId: head.id,
      }),
    ]);
  });

  it('a manager nominating their own report is not its reviewer: their own manager is', async () => {
    const boss = await person(t, 'FIN-GB', { isManager: 1 });
    const manager = await person(t, 'FIN-GB', { isManager: 1, managerId: boss.id });
    const report = await person(t, 'FIN-GB', { managerId: manager.id });
    expect((await newnom(manager.token, { members: [report.memberId] })).status).toBe(200);
    expect((await nominationsBy(t, manager.id))[0]).toMatchObject({ nomineeManagerId: boss.id });
  });

  it('nobody nominates themselves or their own division', async () => {
    const { nominator } = await team(t);
    for (const members of [[nominator.memberId], [`0.${nominator.id}`], ['div:FIN-GB']]) {
      const res = await newnom(nominator.token, { members });
      expect(res.status).toBe(400);
      expect(res.body.formErrors.members).toMatch(/^You cannot nominate your(self| own division)\.$/);
    }
    expect(await nominationsBy(t, nominator.id)).toEqual([]);
  });

  it('refuses nominees the server cannot take, naming the problem', async () => {
    const { manager, nominator } = await team(t);
    const noManager = await person(t, 'FIN-GB', { firstname: 'Ned', surname: 'Nomanager' });
    const leaver = await person(t, 'FIN-GB', {
      managerId: manager.id,
      employmentStatus: 'leaver',
      firstname: 'Lee',
      surname: 'Leaver',
    });
    const inMarketing = await person(t, 'MKT-GB', { managerId: manager.id });
    const cases: Array<[string[], string]> = [
      [[noManager.memberId], 'Ned Nomanager has no manager on record to review the nomination.'],
      [[leaver.memberId], 'Lee Leaver is no longer an active member.'],
      [['999999999'], 'A selected member could not be found.'],
      [['div:NOPE-XX'], 'A selected division could not be found.'],
      [
        ['div:MKT-GB', inMarketing.memberId],
        'Cannot add an individual member from Marketing, as the entire division already added.',
      ],
    ];
    for (const [members, message] of cases) {
      const res = await newnom(nominator.token, { members });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await nominationsBy(t, nominator.id)).toEqual([]);
  });

  it('checks category, reason (750) and recipients', async () => {
    const { nominee, nominator } = await team(t);
    const bad = [
      [{ nomCat: 'Accountability' }, 'nomCat', 'Choose a category from the list'],
      [{ nomCat: '' }, 'nomCat', 'Required'],
      [{ reason: '   ' }, 'reason', 'Required'],
      [{ reason: 'x'.repeat(751) }, 'reason', undefined],
      [{ members: [] }, 'members', 'Please select at least one recipient.'],
    ] as const;
    for (const [patch, field, message] of bad) {
      const res = await newnom(nominator.token, { members: [nominee.memberId], ...patch });
      expect(res.status, field).toBe(400);
      expect(res.body.formErrors[field], field).toEqual(message ?? expect.any(String));
    }
    // The spec's spelling is the category's name, and 750 characters fit.
    expect(
      (
        await newnom(nominator.token, {
          nomCat: 'Accountablity',
          reason: 'y'.repeat(750),
          members: [nominee.memberId],
        })
      ).status,
    ).toBe(200);
    expect((await nominationsBy(t, nominator.id))[0]!.reason).toHaveLength(750);
  });
});

describe('categories', () => {
  it('offers the six categories with help texts in order; the help text can be changed', async () => {
    const { nominator } = await team(t);
    const res = await t.post('/api/nom/nomcats', {}, nominator.token);
    expect(res.status).toBe(200);
    expect(res.body.categories).toEqual(
      NOMINATION_CATEGORIES.map((c) => ({ nomCat: c.nomCat, name: c.nomCat, helpText: c.help })),
    );
    await t.database.db
      .transaction()
      .execute((trx) => setCategoryHelpText(trx, 'Agility', '  Moves fast when it matters.  '));
    const after = await t.post('/api/nom/nomcats', {}, nominator.token);
    expect(after.body.categories[2]).toEqual({
      nomCat: 'Agility',
      name: 'Agility',
      helpText: 'Moves fast when it matters.',
    });
    await expect(
      t.database.db.transaction().execute((trx) => setCategoryHelpText(trx, 'Agility', ' ')),
    ).rejects.toThrow('help text');
  });
});
