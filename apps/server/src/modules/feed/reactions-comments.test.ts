import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { memberWithSession, recognitionBetween } from '../../../test/support/feed.js';

/** A clock the tests move, so the 15-minute edit window can pass. */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
const t = appPerFile({ clock });

async function pair() {
  const giver = await memberWithSession(t.database, { firstname: 'Gia', surname: 'Giver' });
  const taker = await memberWithSession(t.database, { firstname: 'Tom', surname: 'Taker' });
  const fan = await memberWithSession(t.database, { firstname: 'Fay', surname: 'Fan' });
  const id = await recognitionBetween(t.database, giver.id, taker.id);
  return { giver, taker, fan, id };
}
const countOf = (reactions: Array<{ kind: string; count: number; mine: boolean }>, kind: string) =>
  reactions.find((r) => r.kind === kind);
const rows = (table: 'recognitionReactions' | 'recognitionComments', recognitionId: number) =>
  t.database.db.selectFrom(table).selectAll().where('recognitionId', '=', recognitionId).execute();

describe('reactions', () => {
  it('adds, counts, lists who reacted and takes a reaction back', async () => {
    const { fan, taker, id } = await pair();
    const on = await t.post('/api/feed/react', { recognitionId: id, kind: 'heart' }, fan.token);
    expect(on.status).toBe(200);
    expect(countOf(on.body.reactions, 'heart')).toEqual({ kind: 'heart', count: 1, mine: true });
    await t.post('/api/feed/react', { recognitionId: id, kind: 'heart' }, taker.token);
    const who = await t.post('/api/feed/reactors', { recognitionId: id, kind: 'heart' }, fan.token);
    expect(who.body.reactors.map((r: { name: string }) => r.name).sort()).toEqual(['Fay Fan', 'Tom Taker']);
    const off = await t.post(
      '/api/feed/react',
      { recognitionId: id, kind: 'heart', reacted: false },
      fan.token,
    );
    expect(countOf(off.body.reactions, 'heart')).toEqual({ kind: 'heart', count: 1, mine: false });
  });

  it('makes 20 concurrent identical reactions one', async () => {
    const { fan, id } = await pair();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/api/feed/react', { recognitionId: id, kind: 'clap' }, fan.token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await rows('recognitionReactions', id)).toHaveLength(1);
  });

  it('refuses an unknown reaction, and a hidden or unknown recognition, with a 400 that changes nothing', async () => {
    const { fan, id } = await pair();
    await t.database.db
      .updateTable('recognitions')
      .set({ messageHiddenAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    for (const body of [
      { recognitionId: id, kind: 'thumbsdown' },
      { recognitionId: id, kind: 'clap' },
      { recognitionId: 2_000_000_000, kind: 'clap' },
    ]) {
      const res = await t.post('/api/feed/react', body, fan.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(Object.keys(res.body.formErrors).length).toBeGreaterThan(0);
    }
    const comment = await t.post('/api/feed/commentadd', { recognitionId: id, text: 'Hi' }, fan.token);
    expect(comment.status).toBe(400);
    expect(comment.body.formErrors.recognitionId).toBeTruthy();
    expect(await rows('recognitionReactions', id)).toHaveLength(0);
    expect(await rows('recognitionComments', id)).toHaveLength(0);
  });
});

describe('comments', () => {
  it('posts a comment with a mention, shows it on the card, edits it, and deletes it within 15 minutes', async () => {
    const { fan, giver, id } = await pair();
    const add = await t.post(
      '/api/feed/commentadd',
      { recognitionId: id, text: '  Well deserved @Gia Giver  ', mentions: [String(giver.id)] },
      fan.token,
    );
    expect(add.status).toBe(200);
    expect(add.body.comment).toMatchObject({
      text: 'Well deserved @Gia Giver',
      mentions: [{ memberId: String(giver.id), name: 'Gia Giver' }],
      canChange: true,
      hidden: false,
    });
    const commentId = add.body.comment.commentId;
    const card = (await t.post('/api/feed/list', { filter: 'me' }, giver.token)).body.items[0];
    expect(card.commentCount).toBe(1);
    expect(card.comments[0].text).toBe('Well deserved @Gia Giver');
    expect(card.comments[0].canChange).toBe(false);

    const notMine = await t.post('/api/feed/commentedit', { commentId, text: 'Mine now' }, giver.token);
    expect(notMine.status).toBe(400);
    const edit = await t.post('/api/feed/commentedit', { commentId, text: 'Truly deserved' }, fan.token);
    expect(edit.status).toBe(200);
    expect(edit.body.comment.editedAt).toBeTruthy();
    expect(edit.body.comment.mentions).toEqual([]);

    const del = await t.post('/api/feed/commentdelete', { commentId }, fan.token);
    expect(del.status).toBe(200);
    expect(await rows('recognitionComments', id)).toHaveLength(0);
  });

  it('refuses changes after 15 minutes', async () => {
    const { fan, id } = await pair();
    const add = await t.post('/api/feed/commentadd', { recognitionId: id, text: 'First!' }, fan.token);
    offsetMs = 16 * 60_000;
    try {
      const commentId = add.body.comment.commentId;
      const edit = await t.post('/api/feed/commentedit', { commentId, text: 'Second' }, fan.token);
      expect(edit.status).toBe(400);
      expect(edit.body.formErrors.commentId).toMatch(/15 minutes/);
      expect((await t.post('/api/feed/commentdelete', { commentId }, fan.token)).status).toBe(400);
      expect((await rows('recognitionComments', id))[0]!.body).toBe('First!');
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses empty and 501-character comments and unknown mentions, changing nothing', async () => {
    const { fan, id } = await pair();
    const leaver = await memberWithSession(t.database, { employmentStatus: 'leaver' });
    for (const [body, field] of [
      [{ recognitionId: id, text: '   ' }, 'text'],
      [{ recognitionId: id, text: 'x'.repeat(501) }, 'text'],
      [{ recognitionId: id, text: 'Hi @Nobody', mentions: ['1999999999'] }, 'mentions'],
      [{ recognitionId: id, text: 'Hi @Gone', mentions: [String(leaver.id)] }, 'mentions'],
    ] as const) {
      const res = await t.post('/api/feed/commentadd', body, fan.token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(Object.keys(res.body.formErrors).join()).toContain(field);
    }
    const ok = await t.post('/api/feed/commentadd', { recognitionId: id, text: 'x'.repeat(500) }, fan.token);
    expect(ok.status).toBe(200);
    expect(await rows('recognitionComments', id)).toHaveLength(1);
  });

  it('lets a programme admin hide a comment with a reason: the text leaves the feed and the audit log records it', async () => {
    const { fan, taker, id } = await pair();
    const add = await t.post('/api/feed/commentadd', { recognitionId: id, text: 'Rude words' }, fan.token);
    const commentId = add.body.comment.commentId;
    const noReason = await t.post('/api/admin/commenthide', { commentId }, t.admin);
    expect(noReason.status).toBe(400);
    const hide = await t.post('/api/admin/commenthide', { commentId, reason: 'Not kind' }, t.admin);
    expect(hide.status).toBe(200);
    expect(hide.body.comment).toMatchObject({ hidden: true, hiddenReason: 'Not kind', text: 'Rude words' });
    const feed = (await t.post('/api/feed/list', { filter: 'me' }, taker.token)).body;
    expect(JSON.stringify(feed)).not.toContain('Rude words');
    expect(feed.items[0].comments[0]).toMatchObject({ hidden: true, text: '' });
    const found = await t.post('/api/admin/commentsearch', { search: String(id) }, t.admin);
    expect(found.body.comments[0]).toMatchObject({ commentId, hidden: true });
    const audit = await t.database.db
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('target', '=', `comment ${commentId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['moderation.comment-hide']);
    const forbidden = await t.post('/api/admin/commenthide', { commentId, hidden: false }, fan.token);
    expect(forbidden.status).toBe(403);
  });
});
