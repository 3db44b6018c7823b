import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../../test/personas.js';
import { appPerFile } from '../../../../test/support/suite.js';

const t = appPerFile();
let member: string;
beforeAll(async () => {
  member = await sessionFor(t.database, '100001');
});

const latest = async () =>
  (await t.post('/api/admin/auditlog', { action: 'translation.' }, t.admin)).body.entries[0];
const subjectsOf = async (kind: string) =>
  (await t.post('/api/admin/translations', { kind }, t.admin)).body.subjects;

describe('the admin’s translations of programme data', () => {
  it('lists every kind’s subjects with the source text and the demo’s translations', async () => {
    const values = await subjectsOf('value');
    expect(values.find((s: { key: string }) => s.key === 'Thank You')).toEqual({
      key: 'Thank You',
      label: 'Thank You',
      fields: [{ field: 'name', source: 'Thank You', translations: { fr: 'Merci', ar: 'شكرًا لك' } }],
    });
    // A value in several lists is one subject.
    expect(values.filter((s: { key: string }) => s.key === 'Thank You')).toHaveLength(1);
    expect(await subjectsOf('pointsName')).toEqual([
      expect.objectContaining({ key: 'programme', fields: [expect.objectContaining({ field: 'name' })] }),
    ]);
    const categories = await subjectsOf('nominationCategory');
    expect(categories[0].fields.map((f: { field: string }) => f.field)).toEqual(['name', 'help']);
    for (const kind of ['product', 'contentPage', 'advert'])
      expect((await subjectsOf(kind)).length).toBeGreaterThan(0);
  });

  it('sets and clears a field’s translations, each change in the audit log', async () => {
    const set = await t.post(
      '/api/admin/translationsave',
      { kind: 'value', key: 'Hi5', field: 'name', translations: { de: ' Gib mir fünf ', fr: '' } },
      t.admin,
    );
    expect(set.status).toBe(200);
    expect(set.body.subject.fields[0]).toEqual({
      field: 'name',
      source: 'Hi5',
      translations: { de: 'Gib mir fünf' },
    });
    expect(await latest()).toMatchObject({
      action: 'translation.save',
      target: 'value Hi5 name',
      before: {},
      after: { de: 'Gib mir fünf' },
    });

    const cleared = await t.post(
      '/api/admin/translationsave',
      { kind: 'value', key: 'Hi5', field: 'name', translations: {} },
      t.admin,
    );
    expect(cleared.body.subject.fields[0].translations).toEqual({});
    expect(await latest()).toMatchObject({ before: { de: 'Gib mir fünf' }, after: {} });
  });

  it('sanitises a content page’s translated HTML as it does the source', async () => {
    const save = await t.post(
      '/api/admin/translationsave',
      {
        kind: 'contentPage',
        key: 'faq',
        field: 'content',
        translations: { fr: '<p>Bonjour</p><script>alert(1)</script>' },
      },
      t.admin,
    );
    expect(save.status).toBe(200);
    const content = save.body.subject.fields.find((f: { field: string }) => f.field === 'content');
    expect(content.translations.fr).toBe('<p>Bonjour</p>');
  });

  it('refuses a member with 403', async () => {
    expect((await t.post('/api/admin/translations', { kind: 'value' }, member)).status).toBe(403);
    const save = await t.post(
      '/api/admin/translationsave',
      { kind: 'value', key: 'Hi5', field: 'name', translations: { de: 'x' } },
      member,
    );
    expect(save.status).toBe(403);
  });

  it('refuses bad input with 400 and the field’s error', async () => {
    const bad = async (body: object) => {
      const res = await t.post('/api/admin/translationsave', body, t.admin);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      return Object.keys(res.body.formErrors);
    };
    const ok = { kind: 'value', key: 'Hi5', field: 'name', translations: {} };
    expect(await bad({ ...ok, kind: 'recognition' })).toContain('kind');
    expect(await bad({ ...ok, field: 'help' })).toEqual(['field']);
    expect(await bad({ ...ok, translations: { de: 'x'.repeat(101) } })).toEqual(['translations.de']);
    expect(await bad({ ...ok, translations: { 'en-GB': 'Hi five' } })).toContain('translations');
    expect(await bad({ ...ok, translations: { xx: 'x' } })).toContain('translations');
    expect(await bad({ ...ok, key: 'Not a value' })).toEqual(['key']);
    expect(await bad({ ...ok, key: '' })).toEqual(['key']);
    expect((await t.post('/api/admin/translations', { kind: 'nope' }, t.admin)).status).toBe(400);
  });

  it('says its refusals in the admin’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translationsave',
      payload: { kind: 'value', key: 'Not a value', field: 'name', translations: {} },
      headers: { authorization: `Bearer ${t.admin}`, 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().formErrors).toEqual({ key: 'Dieses Element gibt es nicht zum Übersetzen' });
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translationsave',
      payload: { kind: 'advert', key: '1', field: 'what', translations: { fr: 'x'.repeat(201) } },
      headers: { authorization: `Bearer ${t.admin}`, 'accept-language': 'fr' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().formErrors['translations.fr']).toMatch(/200/);
    expect(tooLong.json().formErrors['translations.fr']).not.toMatch(/^At most/);
  });
});
