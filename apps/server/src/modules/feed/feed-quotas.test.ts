import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/support/suite.js';
import { memberWithSession, outboxFor, recognitionBetween } from '../../../test/support/feed.js';

/**
 * The quotas count per clock hour: the tests' clock runs from the middle of the current hour,
 * so a run never straddles two.
 */
const start = Date.now();
const base = Math.floor(start / 3_600_000) * 3_600_000 + 30 * 60_000;
const t = appPerFile({ clock: { now: () => new Date(base + (Date.now() - start)) } });

const emailOf = async (id: number) =>
  (await t.database.db.selectFrom('members').select('email').where('id', '=', id).executeTakeFirstOrThrow())
    .email;

describe('limits on flooding colleagues from the feed', () => {
  it('stops 20 comments that each mention 10 colleagues at 50 mentions, and sends each colleague one e-mail', async () => {
    const mallory = await memberWithSession(t.database, { firstname: 'Mallory', surname: 'Flood' });
    const giver = await memberWithSession(t.database);
    const colleagues = [];
    for (let i = 0; i < 10; i += 1) colleagues.push(await memberWithSession(t.database));
    const mentions = colleagues.map((c) => String(c.id));
    const statuses: number[] = [];
    let refusal = '';
    for (let i = 0; i < 20; i += 1) {
      const recognitionId = await recognitionBetween(t.database, giver.id, colleagues[i % 10]!.id);
      const res = await t.post(
        '/api/feed/commentadd',
        { recognitionId, text: `Look, everyone ${i}`, mentions },
        mallory.token,
      );
      statuses.push(res.status);
      if (res.status === 429) refusal = res.body.message;
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    expect(refusal).toMatch(/past 50/);
    const told = await t.database.db
      .selectFrom('notifications')
      .select('memberId')
      .where('actorMemberId', '=', mallory.id)
      .where('kind', '=', 'mention')
      .execute();
    expect(told).toHaveLength(50);
    // Each colleague's mentions wait as one e-mail, whatever the recognition.
    for (const c of colleagues) {
      const mail = (await outboxFor(t.database, 'email', await emailOf(c.id))).filter(
        (m) => m.template === 'mention',
      );
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Mallory Flood mentioned you in comments');
    }
  });

  it('stops a member posting or editing more than 30 comments in an hour; a refused comment counts nothing', async () => {
    const poster = await memberWithSession(t.database);
    const other = await memberWithSession(t.database);
    const recognitionId = await recognitionBetween(t.database, other.id, poster.id);
    const ten = [];
    for (let i = 0; i < 10; i += 1) ten.push(String((await memberWithSession(t.database)).id));
    let last = 0;
    const comment = async (text: string, mentions: string[]) => {
      const res = await t.post('/api/feed/commentadd', { recognitionId, text, mentions }, poster.token);
      if (res.status === 200) last = res.body.comment.commentId;
      return res.status;
    };
    for (let i = 0; i < 5; i += 1) expect(await comment(`Team ${i}`, ten)).toBe(200);
    // Refused for its mentions (past 50): rolled back, it uses none of the 30 comments.
    expect(await comment('Team again', ten)).toBe(429);
    for (let i = 0; i < 24; i += 1) expect(await comment(`Note ${i}`, [])).toBe(200);
    const edit = await t.post(
      '/api/feed/commentedit',
      { commentId: last, text: 'Edited', mentions: [] },
      poster.token,
    );
    expect(edit.status).toBe(200);
    const over = await t.post(
      '/api/feed/commentadd',
      { recognitionId, text: 'One more', mentions: [] },
      poster.token,
    );
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'You have posted or edited 30 comments this hour, the most allowed. Please try again later.',
    );
    const overEdit = await t.post(
      '/api/feed/commentedit',
      { commentId: last, text: 'Again', mentions: [] },
      poster.token,
    );
    expect(overEdit.status).toBe(429);
    const kept = await t.database.db
      .selectFrom('recognitionComments')
      .select('body')
      .where('memberId', '=', poster.id)
      .execute();
    expect(kept).toHaveLength(29);
    expect(kept.map((c) => c.body)).toContain('Edited');
  });

  it('stops a member adding more than 120 reactions in an hour, however they toggle them', async () => {
    const fan = await memberWithSession(t.database);
    const giver = await memberWithSession(t.database);
    const taker = await memberWithSession(t.database);
    const recognitionId = await recognitionBetween(t.database, giver.id, taker.id);
    for (let i = 0; i < 60; i += 1) {
      for (const kind of ['clap', 'heart'])
        expect((await t.post('/api/feed/react', { recognitionId, kind }, fan.token)).status).toBe(200);
      for (const kind of ['clap', 'heart'])
        expect(
          (await t.post('/api/feed/react', { recognitionId, kind, reacted: false }, fan.token)).status,
        ).toBe(200);
    }
    const over = await t.post('/api/feed/react', { recognitionId, kind: 'clap' }, fan.token);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/reacted 120 times this hour/);
    // Taking a reaction back is never refused.
    expect(
      (await t.post('/api/feed/react', { recognitionId, kind: 'clap', reacted: false }, fan.token)).status,
    ).toBe(200);
  });
});
