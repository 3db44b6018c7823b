import { describe, expect, it } from 'vitest';
import { HIDDEN_MESSAGE_TEXT } from '@portal/contract';
import { appPerFile } from '../../../test/support/suite.js';
import { sessionFor } from '../../../test/personas.js';
import { memberWithSession, recognitionBetween } from '../../../test/support/feed.js';

const t = appPerFile();

/** A division of its own, so the division filter sees only this test's recognitions. */
async function freshDivision(code: string) {
  const cluster = await t.database.db.selectFrom('clusters').select('code').executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('divisions')
    .values({ code, name: `Division ${code}`, clusterCode: cluster.code })
    .execute();
  return code;
}

const list = (token: string, body: object) => t.post('/api/feed/list', body, token);

describe('the feed', () => {
  it('lists newest first, a page at a time, without repeating or skipping a card', async () => {
    const a = await memberWithSession(t.database);
    const b = await memberWithSession(t.database);
    const base = Date.parse('2031-01-01T00:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        await recognitionBetween(t.database, a.id, b.id, { at: new Date(base + i * 1000).toISOString() }),
      );
    // Same time for two: the id breaks the tie.
    ids.push(await recognitionBetween(t.database, b.id, a.id, { at: new Date(base + 4000).toISOString() }));
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const { status, body } = await list(a.token, { filter: 'me', limit: 2, cursor });
      expect(status).toBe(200);
      seen.push(...body.items.map((i: { recognitionId: number }) => i.recognitionId));
      cursor = body.nextCursor ?? undefined;
    }
    expect(seen).toEqual([ids[5], ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(cursor).toBeUndefined();
  });

  it('shows giver, recipient, value, message and time; a hidden message stays hidden; points only when the programme shows them', async () => {
    const a = await memberWithSession(t.database, { firstname: 'Ada', surname: 'Giver' });
    const b = await memberWithSession(t.database, { firstname: 'Bo', surname: 'Taker' });
    const shown = await recognitionBetween(t.database, a.id, b.id, {
      message: 'Great work',
      points: 25,
      value: 'Trust',
    });
    const hidden = await recognitionBetween(t.database, a.id, b.id, { message: 'Secret words' });
    await t.database.db
      .updateTable('recognitions')
      .set({ messageHiddenAt: new Date().toISOString(), messageHiddenReason: 'x' })
      .where('id', '=', hidden)
      .execute();
    const { body } = await list(b.token, { filter: 'me' });
    const card = body.items.find((i: { recognitionId: number }) => i.recognitionId === shown);
    expect(card).toMatchObject({
      giver: { name: 'Ada Giver', memberId: String(a.id) },
      recipients: [{ name: 'Bo Taker', memberId: String(b.id) }],
      value: 'Trust',
      valueArt: 'Trust',
      message: 'Great work',
      messageHidden: false,
      points: null,
      commentCount: 0,
    });
    expect(card.reactions.map((r: { kind: string }) => r.kind)).toEqual([
      'clap',
      'heart',
      'celebrate',
      'laugh',
      'insightful',
    ]);
    const hiddenCard = body.items.find((i: { recognitionId: number }) => i.recognitionId === hidden);
    expect(hiddenCard.message).toBe(HIDDEN_MESSAGE_TEXT);
    expect(JSON.stringify(body)).not.toContain('Secret words');

    const up = await t.post('/api/admin/settingsupdate', { feedShowsPoints: true }, t.admin);
    expect(up.status).toBe(200);
    const after = (await list(b.token, { filter: 'me' })).body;
    expect(after.items.find((i: { recognitionId: number }) => i.recognitionId === shown).points).toBe(25);
    await t.post('/api/admin/settingsupdate', { feedShowsPoints: false }, t.admin);
  });

  it('filters by my division, my team (managers only) and me', async () => {
    const div = await freshDivision('FEEDDIV');
    const boss = await memberWithSession(t.database, { isManager: 1 });
    const report = await memberWithSession(t.database, { managerId: boss.id });
    const inDiv = await memberWithSession(t.database, { divisionCode: div });
    const other = await memberWithSession(t.database);
    const toTeam = await recognitionBetween(t.database, other.id, report.id);
    const toDiv = await recognitionBetween(t.database, other.id, inDiv.id);
    const ids = async (token: string, filter: string) =>
      (await list(token, { filter, limit: 30 })).body.items.map(
        (i: { recognitionId: number }) => i.recognitionId,
      );
    expect(await ids(boss.token, 'team')).toContain(toTeam);
    expect(await ids(boss.token, 'team')).not.toContain(toDiv);
    expect(await ids(inDiv.token, 'division')).toEqual([toDiv]);
    expect(await ids(report.token, 'me')).toEqual([toTeam]);
    expect(await ids(other.token, 'everyone')).toEqual(expect.arrayContaining([toTeam, toDiv]));
    const refused = await list(other.token, { filter: 'team' });
    expect(refused.status).toBe(400);
    expect(refused.body.formErrors.filter).toBeTruthy();
  });

  it('refuses a made-up cursor and an unknown filter with a 400', async () => {
    const a = await memberWithSession(t.database);
    for (const body of [{ cursor: 'bm90LWpzb24' }, { filter: 'company' }, { limit: 500 }]) {
      const res = await list(a.token, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(res.body.formErrors).toBeTruthy();
    }
  });

  it('shows the demo company’s recognitions with reactions and comments', async () => {
    const hannah = await sessionFor(t.database, '100001');
    const { body } = await list(hannah, { limit: 30 });
    const demo = body.items.filter((i: { recognitionId: number }) => i.recognitionId < 1_000_000);
    const reacted = demo.filter((i: { reactions: Array<{ count: number }> }) =>
      i.reactions.some((r) => r.count > 0),
    );
    const commented = demo.filter((i: { commentCount: number }) => i.commentCount > 0);
    expect(reacted.length).toBeGreaterThan(5);
    expect(commented.length).toBeGreaterThan(3);
  });

  it('keeps a page between writes, yet each reader sees their own reactions and the latest of everyone’s', async () => {
    const a = await memberWithSession(t.database);
    const b = await memberWithSession(t.database);
    const first = await recognitionBetween(t.database, a.id, b.id, { at: '2032-01-01T00:00:00.000Z' });
    const cardOf = async (token: string, id: number) =>
      (await list(token, { filter: 'everyone', limit: 5 })).body.items.find(
        (i: { recognitionId: number }) => i.recognitionId === id,
      );
    const clap = (card: { reactions: Array<{ kind: string; count: number; mine: boolean }> }) =>
      card.reactions.find((r) => r.kind === 'clap')!;
    expect(clap(await cardOf(a.token, first))).toMatchObject({ count: 0, mine: false });

    // A's reaction reaches both readers' next page: A's marked mine, B's not.
    const react = await t.post('/api/feed/react', { recognitionId: first, kind: 'clap' }, a.token);
    expect(react.status).toBe(200);
    expect(clap(await cardOf(a.token, first))).toMatchObject({ count: 1, mine: true });
    expect(clap(await cardOf(b.token, first))).toMatchObject({ count: 1, mine: false });

    // A comment by B: only B may still change it, and both see it.
    const add = await t.post('/api/feed/commentadd', { recognitionId: first, text: 'Well done' }, b.token);
    expect(add.status).toBe(200);
    const forB = await cardOf(b.token, first);
    const forA = await cardOf(a.token, first);
    expect(forB.comments.map((c: { text: string; canChange: boolean }) => [c.text, c.canChange])).toEqual([
      ['Well done', true],
    ]);
    expect(forA.comments.map((c: { text: string; canChange: boolean }) => [c.text, c.canChange])).toEqual([
      ['Well done', false],
    ]);

    // A newer recognition and a hidden message show on the next read.
    const second = await recognitionBetween(t.database, b.id, a.id, {
      at: '2032-01-02T00:00:00.000Z',
      message: 'Private thanks',
    });
    expect(await cardOf(a.token, second)).toBeTruthy();
    const hide = await t.post(
      '/api/admin/recognitionhide',
      { recognitionId: second, hidden: true, reason: 'Private' },
      t.admin,
    );
    expect(hide.status).toBe(200);
    expect((await cardOf(b.token, second)).message).toBe(HIDDEN_MESSAGE_TEXT);
  });
});

describe('one card by its id', () => {
  it('answers the card a link names, as the caller sees it, even when it is far down the feed', async () => {
    const a = await memberWithSession(t.database, { firstname: 'Lin', surname: 'Kgiver' });
    const b = await memberWithSession(t.database);
    const old = await recognitionBetween(t.database, a.id, b.id, {
      message: 'From long ago',
      at: '2020-01-02T09:00:00.000Z',
    });
    // Newer cards push it off the first pages of everyone's feed.
    for (let i = 0; i < 12; i++) await recognitionBetween(t.database, b.id, a.id);
    const firstPage = await list(b.token, { filter: 'everyone', limit: 10 });
    expect(firstPage.body.items.map((i: { recognitionId: number }) => i.recognitionId)).not.toContain(old);
    expect((await t.post('/api/feed/react', { recognitionId: old, kind: 'clap' }, b.token)).status).toBe(200);

    const { status, body } = await t.post('/api/feed/item', { recognitionId: old }, b.token);
    expect(status).toBe(200);
    expect(body.item.recognitionId).toBe(old);
    expect(body.item.message).toBe('From long ago');
    expect(body.item.giver.name).toContain('Lin');
    expect(body.item.reactions.find((r: { kind: string }) => r.kind === 'clap')).toMatchObject({
      count: 1,
      mine: true,
    });
    // The giver sees the same card without the recipient's reaction as theirs.
    const asGiver = await t.post('/api/feed/item', { recognitionId: old }, a.token);
    expect(asGiver.body.item.reactions.find((r: { kind: string }) => r.kind === 'clap').mine).toBe(false);
  });

  it('answers 404 with a message for a recognition that does not exist, and 401 when signed out', async () => {
    const a = await memberWithSession(t.database);
    const missing = await t.post('/api/feed/item', { recognitionId: 999_999_999 }, a.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
    expect((await t.post('/api/feed/item', { recognitionId: 1 })).status).toBe(401);
    const bad = await t.post('/api/feed/item', { recognitionId: 'x' }, a.token);
    expect(bad.status).toBe(400);
    expect(bad.body.formErrors.recognitionId).toEqual(expect.any(String));
  });
});
