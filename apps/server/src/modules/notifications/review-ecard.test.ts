import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { outboxFor, withPushDevice } from '../../../test/support/feed.js';
import { nominateOne, review, team } from '../../../test/support/nominations.js';
import { appPerFile } from '../../../test/support/suite.js';
import { birthdayAwardsJob } from '../community/index.js';
import { savePreferences } from './preferences.js';

const t = appPerFile({ auditLedger: true });

/** Every notification a member has, shown in the bell or not. */
const notificationsOf = (memberId: number) =>
  t.database.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'url', 'shown', 'actorMemberId'])
    .where('memberId', '=', memberId)
    .execute();
const bell = async (token: string) => (await t.post('/api/notifications/list', {}, token)).body;
const emailOf = async (memberId: number) =>
  (
    await t.database.db
      .selectFrom('members')
      .select('email')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).email;

/** A review's body, not put forward for the quarterly award. */
const rated = (nomId: number, reviewRating: number) => ({
  nomId,
  reviewRating,
  isIncludeInQuarterly: false,
  quarterlyMotivation: '',
});

describe('your nomination was reviewed', () => {
  it('tells the nominator once, with the review, even when the manager reviews three times at once', async () => {
    const { manager, nominee, nominator } = await team(t);
    await withPushDevice(t.database, nominator.id);
    const nomId = await nominateOne(t, nominator, nominee.memberId, 'Collaboration');
    const body = rated(nomId, 4);
    const answers = await Promise.all([1, 2, 3].map(() => review(t, manager.token, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await notificationsOf(nominator.id)).toEqual([
      {
        kind: 'nomination',
        title: 'Your nomination for Collaboration was reviewed',
        url: '/myrecognition',
        shown: 1,
        actorMemberId: manager.id,
      },
    ]);
    expect((await bell(nominator.token)).notifications[0]).toMatchObject({
      kind: 'nomination',
      read: false,
    });
    // By default the phone hears of it; the review's own e-mail already tells the nominee.
    const push = await outboxFor(t.database, 'push', String(nominator.id));
    expect(push.map((p) => [p.subject, p.template])).toEqual([
      ['Your nomination for Collaboration was reviewed', 'nomination'],
    ]);
    expect(await outboxFor(t.database, 'email', nominator.email)).toEqual([]);
  });

  it('a refused review tells nobody', async () => {
    const { nominee, nominator } = await team(t);
    const stranger = (await team(t)).manager;
    const nomId = await nominateOne(t, nominator, nominee.memberId);
    const res = await review(t, stranger.token, rated(nomId, 5));
    expect(res.status).toBe(403);
    expect(await notificationsOf(nominator.id)).toEqual([]);
    expect(await outboxFor(t.database, 'push', String(nominator.id))).toEqual([]);
  });

  it('follows the nominator’s preferences: the bell and push off, e-mail on', async () => {
    const { manager, nominee, nominator } = await team(t);
    const saved = await t.post(
      '/api/notifications/preferencesave',
      { preferences: [{ kind: 'nomination', inApp: false, email: true, push: false }] },
      nominator.token,
    );
    expect(saved.status).toBe(200);
    const nomId = await nominateOne(t, nominator, nominee.memberId);
    const res = await review(t, manager.token, rated(nomId, 3));
    expect(res.status).toBe(200);
    const b = await bell(nominator.token);
    expect(b.notifications).toEqual([]);
    expect(b.unread).toBe(0);
    expect(await outboxFor(t.database, 'push', String(nominator.id))).toEqual([]);
    const mail = await outboxFor(t.database, 'email', nominator.email);
    expect(mail.map((m) => [m.subject, m.template])).toEqual([
      ['Your nomination for Collaboration was reviewed', 'nomination'],
    ]);
    expect(mail[0]!.bodyText).toContain(`${t.ctx.config.PUBLIC_URL}/myrecognition`);
  });
});

describe('a birthday e-card', () => {
  // 09:05 in London on 15 June: the birthday award is due.
  const day = new Date('2026-06-15T08:05:00Z');
  /** A member whose birthday it is, with a phone to push to. */
  const birthdayMember = async () => {
    const id = await createMember(t.database, {
      dobDd: '15',
      dobMm: '06',
      registeredAt: '2020-01-01T00:00:00Z',
      dobGivenAt: '2020-01-01T00:00:00Z',
    });
    await withPushDevice(t.database, id);
    return id;
  };
  /** The daily job's work in a transaction of its own. */
  const awardNow = () =>
    t.database.db.transaction().execute((trx) => birthdayAwardsJob.run(trx, t.ctx, 'test', day));

  it('is in the bell and on the phone only when the award is, in the award’s transaction', async () => {
    const id = await birthdayMember();
    // The award fails after the card was written: the notification goes with it.
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await birthdayAwardsJob.run(trx, t.ctx, 'test', day);
        throw new Error('after the cause');
      }),
    ).rejects.toThrow('after the cause');
    expect(await notificationsOf(id)).toEqual([]);
    expect(await outboxFor(t.database, 'push', String(id))).toEqual([]);

    await awardNow();
    await awardNow();
    const notes = await notificationsOf(id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'ecard', url: '/statement', shown: 1, actorMemberId: null });
    expect(notes[0]!.title).toMatch(/^Happy birthday from everyone at /);
    const push = await outboxFor(t.database, 'push', String(id));
    expect(push.map((p) => [p.subject, p.template])).toEqual([[notes[0]!.title, 'ecard']]);
    expect(JSON.parse(push[0]!.bodyHtml)).toEqual({
      url: `${t.ctx.config.PUBLIC_URL}/statement`,
      tag: 'ecard',
    });
    // The e-card itself is the e-mail; the notification adds none by default.
    const mail = await outboxFor(t.database, 'email', await emailOf(id));
    expect(mail.filter((m) => m.refType !== 'birthday')).toEqual([]);
  });

  it('follows the member’s preferences: push off gets nothing on the phone, the bell off hides it', async () => {
    const quiet = await birthdayMember();
    const phoneOnly = await birthdayMember();
    await savePreferences(t.database.db, quiet, [{ kind: 'ecard', inApp: false, email: false, push: false }]);
    await savePreferences(t.database.db, phoneOnly, [
      { kind: 'ecard', inApp: false, email: false, push: true },
    ]);
    await awardNow();

    expect(await outboxFor(t.database, 'push', String(quiet))).toEqual([]);
    expect((await notificationsOf(quiet)).map((n) => n.shown)).toEqual([0]);
    expect(
      (await outboxFor(t.database, 'email', await emailOf(quiet))).filter((m) => m.refType !== 'birthday'),
    ).toEqual([]);
    expect((await outboxFor(t.database, 'push', String(phoneOnly))).map((p) => p.template)).toEqual([
      'ecard',
    ]);
    expect((await notificationsOf(phoneOnly)).map((n) => n.shown)).toEqual([0]);
    // The birthday card itself still goes: preferences govern notifications, not the award.
    const cards = await t.database.db
      .selectFrom('outboxMessages')
      .select('recipient')
      .where('refType', '=', 'birthday')
      .where('refId', 'in', [`bday:${quiet}:2026`, `bday:${phoneOnly}:2026`])
      .execute();
    expect(cards).toHaveLength(2);
  });
});
