import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import {
  memberWithSession,
  outboxFor,
  recognitionBetween,
  withPushDevice,
} from '../../../test/support/feed.js';

const t = appPerFile();

async function scene() {
  const giver = await memberWithSession(t.database, { firstname: 'Gia', surname: 'Giver' });
  const taker = await memberWithSession(t.database, { firstname: 'Tom', surname: 'Taker' });
  const id = await recognitionBetween(t.database, giver.id, taker.id, { value: 'Trust' });
  for (const m of [giver, taker]) await withPushDevice(t.database, m.id);
  return { giver, taker, id };
}
const bell = async (token: string) => (await t.post('/api/notifications/list', {}, token)).body;

describe('notifications', () => {
  it('tells giver and recipient of a reaction, counts unread, and marks read', async () => {
    const { giver, taker, id } = await scene();
    const fan = await memberWithSession(t.database, { firstname: 'Fay', surname: 'Fan' });
    await t.post('/api/feed/react', { recognitionId: id, kind: 'clap' }, fan.token);
    const tb = await bell(taker.token);
    expect(tb.unread).toBe(1);
    expect(tb.notifications[0]).toMatchObject({
      kind: 'reaction',
      title: 'Fay Fan reacted to your recognition for Trust',
      url: `/recentrecognition?recognition=${id}`,
      read: false,
    });
    expect((await bell(giver.token)).notifications[0].title).toBe(
      'Fay Fan reacted to the recognition you gave Tom Taker',
    );
    // The reactor is not told of their own reaction.
    expect((await bell(fan.token)).unread).toBe(0);

    const read = await t.post(
      '/api/notifications/markread',
      { notificationIds: [tb.notifications[0].notificationId] },
      taker.token,
    );
    expect(read.body.unread).toBe(0);
    // Someone else's ids change nothing.
    await t.post(
      '/api/notifications/markread',
      { notificationIds: [tb.notifications[0].notificationId] },
      giver.token,
    );
    expect((await t.post('/api/notifications/unreadcount', {}, giver.token)).body.unread).toBe(1);
    expect((await t.post('/api/notifications/markread', { all: true }, giver.token)).body.unread).toBe(0);
  });

  it('groups the pushes of five reactions into one waiting message "5 people reacted"', async () => {
    const { taker, id } = await scene();
    for (let i = 0; i < 5; i++) {
      const fan = await memberWithSession(t.database, { firstname: `Fan${i}` });
      expect((await t.post('/api/feed/react', { recognitionId: id, kind: 'heart' }, fan.token)).status).toBe(
        200,
      );
    }
    const pushes = await outboxFor(t.database, 'push', String(taker.id));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.subject).toBe('5 people reacted to your recognition for Trust');
    expect(JSON.parse(pushes[0]!.bodyHtml)).toEqual({
      url: `${t.ctx.config.PUBLIC_URL}/recentrecognition?recognition=${id}`,
      tag: `reaction:recognition-${id}`,
    });
    expect(Date.parse(pushes[0]!.nextAttemptAt)).toBeGreaterThan(Date.now() + 60_000);
    // Reactions e-mail nobody by default; the bell still lists each.
    expect(await outboxFor(t.database, 'email', '')).toHaveLength(0);
    expect((await bell(taker.token)).unread).toBe(5);
  });

  it('queues no push for a member without a device to push to', async () => {
    const giver = await memberWithSession(t.database);
    const taker = await memberWithSession(t.database);
    const id = await recognitionBetween(t.database, giver.id, taker.id, { value: 'Trust' });
    const fan = await memberWithSession(t.database);
    await t.post('/api/feed/react', { recognitionId: id, kind: 'heart' }, fan.token);
    expect((await bell(taker.token)).unread).toBe(1);
    expect(await outboxFor(t.database, 'push', String(taker.id))).toEqual([]);
    await withPushDevice(t.database, taker.id);
    await t.post('/api/feed/react', { recognitionId: id, kind: 'clap' }, fan.token);
    expect(await outboxFor(t.database, 'push', String(taker.id))).toHaveLength(1);
  });

  it('follows the member’s preferences per kind and channel', async () => {
    const { taker, id } = await scene();
    const prefs = (await t.post('/api/notifications/preferences', {}, taker.token)).body.preferences;
    expect(prefs.find((p: { kind: string }) => p.kind === 'comment')).toEqual({
      kind: 'comment',
      inApp: true,
      email: true,
      push: true,
    });
    const saved = await t.post(
      '/api/notifications/preferencesave',
      { preferences: [{ kind: 'comment', inApp: false, email: false, push: false }] },
      taker.token,
    );
    expect(saved.status).toBe(200);
    const fan = await memberWithSession(t.database);
    await t.post('/api/feed/commentadd', { recognitionId: id, text: 'Bravo' }, fan.token);
    expect((await bell(taker.token)).notifications).toEqual([]);
    expect(await outboxFor(t.database, 'push', String(taker.id))).toEqual([]);
    const bad = await t.post(
      '/api/notifications/preferencesave',
      { preferences: [{ kind: 'gossip', inApp: true, email: true, push: true }] },
      taker.token,
    );
    expect(bad.status).toBe(400);
  });

  it('tells a mentioned member once, by e-mail and push too; hiding the comment withdraws what has not gone out', async () => {
    const { giver, id } = await scene();
    const friend = await memberWithSession(t.database, { firstname: 'Max', surname: 'Mentioned' });
    await withPushDevice(t.database, friend.id);
    const fan = await memberWithSession(t.database, { firstname: 'Fay', surname: 'Fan' });
    const add = await t.post(
      '/api/feed/commentadd',
      { recognitionId: id, text: 'Look @Max Mentioned', mentions: [String(friend.id)] },
      fan.token,
    );
    const fb = await bell(friend.token);
    expect(fb.notifications).toHaveLength(1);
    expect(fb.notifications[0]).toMatchObject({
      kind: 'mention',
      title: 'Fay Fan mentioned you in a comment on a recognition for Trust',
    });
    const member = await t.database.db
      .selectFrom('members')
      .select('email')
      .where('id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(await outboxFor(t.database, 'email', member.email)).toHaveLength(1);
    expect(await outboxFor(t.database, 'push', String(friend.id))).toHaveLength(1);
    expect((await bell(giver.token)).notifications[0].kind).toBe('comment');

    await t.post(
      '/api/admin/commenthide',
      { commentId: add.body.comment.commentId, reason: 'Spam' },
      t.admin,
    );
    expect((await bell(friend.token)).notifications).toEqual([]);
    expect(await outboxFor(t.database, 'push', String(friend.id))).toEqual([]);
    expect(await outboxFor(t.database, 'email', member.email)).toEqual([]);
  });

  it('pages the bell newest first and refuses a made-up cursor', async () => {
    const { taker, id } = await scene();
    for (const kind of ['clap', 'heart', 'laugh']) {
      const fan = await memberWithSession(t.database, { firstname: kind });
      await t.post('/api/feed/react', { recognitionId: id, kind }, fan.token);
    }
    const first = (await t.post('/api/notifications/list', { limit: 2 }, taker.token)).body;
    expect(first.notifications.map((n: { title: string }) => n.title.split(' ')[0])).toEqual([
      'laugh',
      'heart',
    ]);
    const second = (
      await t.post('/api/notifications/list', { limit: 2, cursor: first.nextCursor }, taker.token)
    ).body;
    expect(second.notifications.map((n: { title: string }) => n.title.split(' ')[0])).toEqual(['clap']);
    expect(second.nextCursor).toBeNull();
    const bad = await t.post('/api/notifications/list', { cursor: 'eHl6' }, taker.token);
    expect(bad.status).toBe(400);
    expect(bad.body.formErrors.cursor).toBeTruthy();
  });
});
