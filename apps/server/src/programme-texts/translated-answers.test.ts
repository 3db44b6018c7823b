import { beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../test/personas.js';
import { secondInstance } from '../../test/support/second-instance.js';
import { appPerFile } from '../../test/support/suite.js';

const t = appPerFile();
let member: string;
beforeAll(async () => {
  member = await sessionFor(t.database, '100001');
});

/** A call as the web makes it: the caller's language in Accept-Language. */
const ask = async (url: string, body: object, language: string, app = t.app) => {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { authorization: `Bearer ${member}`, 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const translate = async (kind: string, key: string, field: string, translations: object) => {
  const res = await t.post('/api/admin/translationsave', { kind, key, field, translations }, t.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('programme data in the caller’s language', () => {
  it('values and the points’ name: translated where the programme translated them, else the source', async () => {
    await translate('pointsName', 'programme', 'name', { de: 'Schönheitstaler' });
    await translate('value', 'Well Done', 'name', { de: 'Gut gemacht' });
    const de = await ask('/api/site/branding', {}, 'de');
    expect(de.pointsName).toBe('Schönheitstaler');
    expect(de.valueNames['Well Done']).toBe('Gut gemacht');
    // The lists keep the source wording: that is what a recognition sends and stores.
    expect(de.recognitionValues.thankyou).toContain('Well Done');
    const fr = await ask('/api/site/branding', {}, 'fr');
    expect(fr.valueNames['Thank You']).toBe('Merci');
    const it_ = await ask('/api/site/branding', {}, 'it');
    expect(it_.valueNames).toEqual({});
    expect(it_.pointsName).toBe((await ask('/api/site/branding', {}, 'en-GB')).pointsName);
    expect((await ask('/api/member/getmemberdata', {}, 'de')).memberData.pointsName).toBe('Schönheitstaler');
    expect((await ask('/api/member/getmemberdata', {}, 'it')).memberData.pointsName).toBe(it_.pointsName);
  });

  it('nomination categories: name and help translated, nomCat still the source', async () => {
    const fr = (await ask('/api/nom/nomcats', {}, 'fr')).categories;
    expect(fr[0]).toMatchObject({ nomCat: 'Innovation and Improvement', name: 'Innovation et amélioration' });
    expect(fr[0].helpText).toMatch(/^Apporte des idées/);
    const es = (await ask('/api/nom/nomcats', {}, 'es')).categories;
    expect(es[0]).toMatchObject({ nomCat: 'Innovation and Improvement', name: 'Innovation and Improvement' });
    expect(es[0].helpText).toMatch(/^Brings new ideas/);
  });

  it('products: the name in the product page, its list and the basket', async () => {
    const product = await t.database.db
      .selectFrom('shopProducts')
      .select(['id', 'description', 'categoryId'])
      .where('productCode', '=', 'GC-HS-010')
      .executeTakeFirstOrThrow();
    await translate('product', String(product.id), 'description', {
      de: 'Marlowe & Finch 10-£-Geschenkkarte',
    });
    const page = async (language: string) =>
      (await ask('/api/shop/product', { productId: product.id }, language)).product.description;
    expect(await page('de')).toBe('Marlowe & Finch 10-£-Geschenkkarte');
    expect(await page('nl')).toBe(product.description);
    const list = await ask('/api/shop/productlist', { prodCat3Id: product.categoryId }, 'de');
    expect(list.products.find((p: { productId: number }) => p.productId === product.id).description).toBe(
      'Marlowe & Finch 10-£-Geschenkkarte',
    );
    await ask('/api/shop/addtobasket', { productId: product.id }, 'de');
    const basket = await ask('/api/shop/getbasket', {}, 'de');
    expect(basket.basket.find((l: { productId: number }) => l.productId === product.id).description).toBe(
      'Marlowe & Finch 10-£-Geschenkkarte',
    );
  });

  it('content pages: title and HTML translated, else the source', async () => {
    await translate('contentPage', 'about', 'title', { pl: 'O programie' });
    await translate('contentPage', 'about', 'content', { pl: '<p>Witamy</p>' });
    expect(await ask('/api/site/getcontentdb', { contentKey: 'about' }, 'pl')).toEqual({
      title: 'O programie',
      content: '<p>Witamy</p>',
    });
    const en = await ask('/api/site/getcontentdb', { contentKey: 'about' }, 'en-GB');
    expect(await ask('/api/site/getcontentdb', { contentKey: 'about' }, 'zu')).toEqual(en);
  });

  it('adverts: the demo’s French advert, the source in a language without one', async () => {
    const whats = async (language: string) =>
      (await ask('/api/site/advertdata', {}, language)).advertData.map((a: { what: string }) => a.what);
    expect(await whats('fr')).toContain('Nouveau : des cartes cadeaux par SMS en quelques secondes');
    expect(await whats('af')).toContain('New: gift cards by SMS in seconds');
  });
});

/** PostgreSQL tells a second instance by LISTEN/NOTIFY, SQLite by data_version. */
describe('a translation saved on one instance', () => {
  const second = secondInstance(() => t);

  it('is shown by a second instance that kept the old ones, within 2 seconds', async () => {
    const name = async () => (await ask('/api/site/branding', {}, 'nl', second.app())).valueNames['Hi5'];
    expect(await name()).toBeUndefined();
    await translate('value', 'Hi5', 'name', { nl: 'High five' });
    await expect.poll(name, { timeout: 2_000 }).toBe('High five');
  });
});
