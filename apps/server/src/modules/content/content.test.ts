import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { DEMO_CONTENT_KEYS } from '../../demo/content-pages.js';
import { saveContent } from './repository.js';
import { CONTENT_MESSAGES } from './routes.js';

const GET = '/api/site/getcontentdb';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content pages', () => {
  it('serves every demo page, anonymously, by key in any case', async () => {
    for (const contentKey of DEMO_CONTENT_KEYS) {
      const r = await t.post(GET, { contentKey, isCache: true });
      expect(r.status, contentKey).toBe(200);
      expect(r.body.title.length).toBeGreaterThan(3);
      expect(r.body.content).toMatch(/<h[23]>/);
    }
    expect((await t.post(GET, { contentKey: 'FAQ' })).body.title).toBe('Frequently Asked Questions');
  });

  it("answers 'Invalid Key' for an empty or malformed key and 404 for an unknown one", async () => {
    for (const contentKey of ['', '   ', '../etc', 'a b']) {
      const r = await t.post(GET, { contentKey });
      expect(r.status).toBe(400);
      expect(r.body.formErrors.contentKey).toBe(MESSAGES.invalidContentKey);
    }
    expect(await t.post(GET, { contentKey: 'no-such-page' })).toEqual({
      status: 404,
      body: { message: CONTENT_MESSAGES.notFound },
    });
  });

  it('sanitises HTML when a page is saved', async () => {
    await saveContent(
      t.database.db,
      {
        contentKey: 'evil',
        title: ' Evil ',
        html: '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><p style="x">ok <a href="javascript:alert(1)">x</a> <a href="https://e.test" target="_blank">y</a></p><img src=x onerror=alert(1)><iframe src="https://e.test"></iframe>',
      },
      new Date().toISOString(),
    );
    const r = await t.post(GET, { contentKey: 'evil' });
    expect(r.body.title).toBe('Evil');
    expect(r.body.content).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=/);
    expect(r.body.content).toContain('<h2>Hi</h2>');
    expect(r.body.content).toContain('rel="noopener noreferrer"');
  });
});
