import { describe, expect, it } from 'vitest';
import { memberWithSession } from '../../../test/support/feed.js';
import { newMember, valid } from '../../../test/support/recognition.js';
import { appPerFile } from '../../../test/support/suite.js';

const t = appPerFile();
const bell = async (token: string) => (await t.post('/api/notifications/list', {}, token)).body;

/**
 * Everything a notification wrote: bell titles, every push, and the e-mails notifications send
 * (no reference, a comment or a group; a recognition's own e-card is the giver's message to the
 * recipient and is not a notification).
 */
async function notificationText() {
  const titles = await t.database.db.selectFrom('notifications').select('title').execute();
  const outbox = await t.database.db
    .selectFrom('outboxMessages')
    .select(['channel', 'refType', 'subject', 'bodyText', 'bodyHtml'])
    .execute();
  const sent = outbox.filter(
    (m) =>
      m.channel === 'push' || m.refType === null || ['comment', 'notification-group'].includes(m.refType),
  );
  return {
    count: titles.length + sent.length,
    text: [...titles.map((n) => n.title), ...sent.flatMap((m) => [m.subject, m.bodyText, m.bodyHtml])].join(
      '\n',
    ),
  };
}

describe('hidden messages and comments never reach a notification', () => {
  it('a comment hidden after its notifications were made leaves no trace in the bell, e-mail or push', async () => {
    const giver = await newMember(t, { overrides: { firstname: 'Gus', surname: 'Giver' } });
    const taker = await newMember(t, { overrides: { firstname: 'Tia', surname: 'Taker' } });
    const res = await t.post(
      '/api/reward/doreward',
      { ...valid.thankyou, message: 'Zebra launch thanks', recipients: [taker.memberId] },
      giver.token,
    );
    expect(res.status).toBe(200);
    const rec = await t.database.db
      .selectFrom('recognitions')
      .select('id')
      .where('toMemberId', '=', taker.id)
      .executeTakeFirstOrThrow();
    const friend = await memberWithSession(t.database, { firstname: 'Max', surname: 'Mentioned' });
    const fan = await memberWithSession(t.database, { firstname: 'Fay', surname: 'Fan' });
    const add = await t.post(
      '/api/feed/commentadd',
      { recognitionId: rec.id, text: 'Quokka rant @Max Mentioned', mentions: [String(friend.id)] },
      fan.token,
    );
    expect(add.status).toBe(200);

    // Told: the recipient of the recognition and of the comment, the giver, the mentioned member.
    expect((await bell(taker.token)).notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'comment',
      'recognised',
    ]);
    expect((await bell(giver.token)).notifications.map((n: { kind: string }) => n.kind)).toEqual(['comment']);
    expect((await bell(friend.token)).notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'mention',
    ]);
    const before = await notificationText();
    expect(before.count).toBeGreaterThan(6);
    expect(before.text).toContain('Fay Fan');
    expect(before.text).not.toMatch(/Zebra|Quokka/);

    const hide = await t.post(
      '/api/admin/commenthide',
      { commentId: add.body.comment.commentId, reason: 'Off topic' },
      t.admin,
    );
    expect(hide.status).toBe(200);
    const hideMessage = await t.post(
      '/api/admin/recognitionhide',
      { recognitionId: rec.id, hidden: true, reason: 'Private' },
      t.admin,
    );
    expect(hideMessage.status).toBe(200);

    // The bell forgets the comment and the mention; what the recognition caused stays, without its text.
    expect((await bell(taker.token)).notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'recognised',
    ]);
    expect((await bell(giver.token)).notifications).toEqual([]);
    expect((await bell(friend.token)).notifications).toEqual([]);
    const pendingForComment = await t.database.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('refType', '=', 'comment')
      .where('refId', '=', String(add.body.comment.commentId))
      .execute();
    expect(pendingForComment).toEqual([]);
    const after = await notificationText();
    expect(after.text).not.toMatch(/Zebra|Quokka/);
  });

  it('a grouped e-mail and push still waiting are recounted without a hidden comment, and withdrawn when none is left', async () => {
    const giver = await newMember(t, { overrides: { firstname: 'Gina', surname: 'Giver' } });
    const taker = await newMember(t, { overrides: { firstname: 'Theo', surname: 'Taker' } });
    expect(
      (await t.post('/api/reward/doreward', { ...valid.thankyou, recipients: [taker.memberId] }, giver.token))
        .status,
    ).toBe(200);
    const rec = await t.database.db
      .selectFrom('recognitions')
      .select('id')
      .where('toMemberId', '=', taker.id)
      .executeTakeFirstOrThrow();
    const first = await memberWithSession(t.database, { firstname: 'Una', surname: 'First' });
    const second = await memberWithSession(t.database, { firstname: 'Ben', surname: 'Second' });
    const comment = async (who: { token: string }, text: string) => {
      const res = await t.post('/api/feed/commentadd', { recognitionId: rec.id, text }, who.token);
      expect(res.status).toBe(200);
      return res.body.comment.commentId as number;
    };
    const one = await comment(first, 'Lovely work');
    const two = await comment(second, 'Well deserved');
    const grouped = () =>
      t.database.db
        .selectFrom('outboxMessages')
        .select(['channel', 'subject', 'bodyText', 'bodyHtml'])
        .where('refType', '=', 'notification-group')
        .where('refId', '=', `${giver.id}:comment:recognition-${rec.id}`)
        .where('status', '=', 'pending')
        .orderBy('channel')
        .execute();
    const before = await grouped();
    expect(before.map((m) => m.channel)).toContain('email');
    for (const m of before)
      expect(m.subject).toBe(`2 people commented on the recognition you gave Theo Taker`);

    const hide = (commentId: number) =>
      t.post('/api/admin/commenthide', { commentId, reason: 'Off topic' }, t.admin);
    expect((await hide(two)).status).toBe(200);
    const after = await grouped();
    expect(after.map((m) => m.channel)).toEqual(before.map((m) => m.channel));
    for (const m of after) {
      expect(m.subject).toBe('Una First commented on the recognition you gave Theo Taker');
      expect(m.bodyText).toContain('Una First commented on');
      if (m.channel === 'email') expect(m.bodyHtml).toContain('<p>Una First commented on');
      expect(`${m.subject}${m.bodyText}${m.bodyHtml}`).not.toMatch(/Ben|2 people/);
    }

    expect((await hide(one)).status).toBe(200);
    expect(await grouped()).toEqual([]);
  });
});
