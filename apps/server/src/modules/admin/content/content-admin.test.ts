import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../../test/personas.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile();
let member: string;
beforeAll(async () => {
  member = await sessionFor(t.database, '100001');
});

const latest = async (action: string) =>
  (await t.post('/api/admin/auditlog', { action }, t.admin)).body.entries[0];

describe('content pages', () => {
  it('lists the pages, saves sanitised HTML that the public page then shows, and logs before/after', async () => {
    const list = await t.post('/api/admin/contentpages', {}, t.admin);
    expect(list.status).toBe(200);
    expect(list.body.pages.map((p: { contentKey: string }) => p.contentKey)).toContain('faq');
    const before = (await t.post('/api/admin/contentpageget', { contentKey: 'FAQ' }, t.admin)).body.page;

    const html =
      '<h2>New FAQ</h2><p>Ask <strong>us</strong> <a href="javascript:alert(1)">here</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><ul><li>one</li></ul>';
    const save = await t.post(
      '/api/admin/contentpagesave',
      { contentKey: 'faq', title: 'FAQ (new)', html },
      t.admin,
    );
    expect(save.status).toBe(200);
    expect(save.body.page.content).not.toMatch(/script|onerror|javascript:/);
    expect(save.body.page.content).toContain('<h2>New FAQ</h2><p>Ask <strong>us</strong> <a>here</a></p>');

    const pub = await t.post('/api/site/getcontentdb', { contentKey: 'faq' });
    expect(pub.body).toEqual({ title: 'FAQ (new)', content: save.body.page.content });
    expect(await latest('content.')).toMatchObject({
      action: 'content.page-update',
      target: 'page faq',
      before: { title: before.title, content: before.content },
      after: { title: 'FAQ (new)', content: save.body.page.content },
    });
  });

  it('refuses a bad key or missing title with 400 and a missing page with 404', async () => {
    const bad = await t.post(
      '/api/admin/contentpagesave',
      { contentKey: '../x', title: '', html: '' },
      t.admin,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.formErrors).sort()).toEqual(['contentKey', 'title']);
    expect((await t.post('/api/admin/contentpageget', { contentKey: 'nope-nothing' }, t.admin)).status).toBe(
      404,
    );
    expect(
      (await t.post('/api/admin/contentpagesave', { contentKey: 'faq', title: 'x', html: '' }, member))
        .status,
    ).toBe(403);
  });
});

describe('campaigns', () => {
  it('adds and changes a campaign that Get Involved shows, audited', async () => {
    const add = await t.post(
      '/api/admin/campaignadd',
      {
        name: ' Green Week ',
        description: 'Show us your garden',
        colour: '#2e7d32',
        openDate: '2026-01-01',
        closeDate: '2999-12-31',
      },
      t.admin,
    );
    expect(add.status).toBe(200);
    const c = add.body.campaign;
    expect(c).toMatchObject({ name: 'Green Week', description: 'Show us your garden', colour: '#2e7d32' });
    expect(await latest('campaign.')).toMatchObject({
      action: 'campaign.add',
      before: null,
      after: { name: 'Green Week', openDate: '2026-01-01' },
    });

    const upd = await t.post(
      '/api/admin/campaignupdate',
      { campaignId: c.id, colour: '#123abc', name: 'Green Fortnight' },
      t.admin,
    );
    expect(upd.body.campaign).toMatchObject({
      name: 'Green Fortnight',
      colour: '#123abc',
      description: 'Show us your garden',
      closeDate: '2999-12-31',
    });
    expect(await latest('campaign.')).toMatchObject({
      action: 'campaign.update',
      before: { name: 'Green Week', colour: '#2e7d32' },
      after: { name: 'Green Fortnight', colour: '#123abc' },
    });

    const shown = (await t.post('/api/getinvolved/getcampaigns', {}, member)).body.campaigns.find(
      (x: { campaignId: number }) => x.campaignId === c.id,
    );
    expect(shown).toMatchObject({
      campaignName: 'Green Fortnight',
      campaignColour: '#123abc',
      description: 'Show us your garden',
      isOpen: true,
    });
    expect(
      (await t.post('/api/admin/campaigns', {}, t.admin)).body.campaigns.some(
        (x: { id: number }) => x.id === c.id,
      ),
    ).toBe(true);
  });

  it('refuses an end before the start (also against the stored start), a bad colour, an unknown campaign', async () => {
    const backwards = await t.post(
      '/api/admin/campaignadd',
      { name: 'B', colour: '#123456', openDate: '2026-05-01', closeDate: '2026-04-01' },
      t.admin,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.formErrors.closeDate).toMatch(/end date/);
    const colour = await t.post(
      '/api/admin/campaignadd',
      { name: 'B', colour: 'red', openDate: '2026-05-01', closeDate: '2026-06-01' },
      t.admin,
    );
    expect(colour.status).toBe(400);
    expect(colour.body.formErrors.colour).toMatch(/#8e2466/);

    const { id } = (
      await t.post(
        '/api/admin/campaignadd',
        { name: 'May', colour: '#123456', openDate: '2026-05-01', closeDate: '2026-05-31' },
        t.admin,
      )
    ).body.campaign;
    const count = async () =>
      (await t.post('/api/admin/auditlog', { action: 'campaign.update' }, t.admin)).body.total;
    const n = await count();
    const partial = await t.post(
      '/api/admin/campaignupdate',
      { campaignId: id, closeDate: '2026-04-30' },
      t.admin,
    );
    expect(partial.status).toBe(400);
    expect(partial.body.formErrors.closeDate).toEqual(expect.any(String));
    expect(await count()).toBe(n);
    expect(
      (await t.post('/api/admin/campaignupdate', { campaignId: 999999, name: 'x' }, t.admin)).status,
    ).toBe(404);
  });
});

describe('nomination categories', () => {
  it('changes a help text that Nominate then shows, audited; refuses an unknown category', async () => {
    const cats = (await t.post('/api/admin/nomcategories', {}, t.admin)).body.categories;
    expect(cats).toHaveLength(6);
    const res = await t.post(
      '/api/admin/nomcathelp',
      { nomCat: 'Agility', helpText: '  Moving fast when it matters. ' },
      t.admin,
    );
    expect(res.body).toEqual({ nomCat: 'Agility', helpText: 'Moving fast when it matters.' });
    const nominate = (await t.post('/api/nom/nomcats', {}, member)).body.categories;
    expect(nominate.find((c: { nomCat: string }) => c.nomCat === 'Agility').helpText).toBe(
      'Moving fast when it matters.',
    );
    expect(await latest('nomcat.')).toMatchObject({
      before: { helpText: cats.find((c: { nomCat: string }) => c.nomCat === 'Agility').helpText },
      after: { helpText: 'Moving fast when it matters.' },
    });
    const bad = await t.post('/api/admin/nomcathelp', { nomCat: 'Speed', helpText: '' }, t.admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.formErrors).sort()).toEqual(['helpText', 'nomCat']);
  });
});
