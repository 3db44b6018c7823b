import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { PERSONAS, sessionFor } from '../../../test/personas.js';
import { shortNameOf } from './manifest.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PROGRAMME_NAME: 'Shine Recognition', BRAND_PRIMARY: '#123456' } });
});
afterAll(() => t.close());

describe('web app manifest', () => {
  it('describes an installable app from the programme settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const m = res.json();
    expect(m).toMatchObject({
      name: 'Shine Recognition',
      short_name: 'Shine',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#123456',
      background_color: '#ffffff',
    });
    const icons = m.icons as Array<{ src: string; sizes: string; purpose: string; type: string }>;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const png = await t.app.inject({ method: 'GET', url: icon.src });
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      expect(meta.format).toBe('png');
    }
  });

  it('paints a maskable icon to its edges in the programme colour', async () => {
    const png = await t.app.inject({ method: 'GET', url: '/pwa/maskable-192.png' });
    const { data, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const corner = [...data.subarray(0, 3)];
    expect(corner).toEqual([0x12, 0x34, 0x56]);
    expect(info.width).toBe(192);
  });

  it('follows an admin’s change of the programme name and colours', async () => {
    const admin = await sessionFor(t.database, PERSONAS.programmeAdmin.memberNumber);
    const r = await t.post(
      '/api/admin/settingsupdate',
      { programmeName: 'Stars', primaryColour: '#0f766e' },
      admin,
    );
    expect(r.status).toBe(200);
    const m = (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(m).toMatchObject({ name: 'Stars', short_name: 'Stars', theme_color: '#0f766e' });
    // A new colour is a new icon address, so no cache keeps the old icon.
    expect(m.icons[0].src).toContain('0f766e');
    expect(shortNameOf('Recognition Hub Worldwide')).toBe('Recognition');
  });

  it('answers 404 for icons it does not make', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pwa/icon-300.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/pwa/other-192.png' })).statusCode).toBe(404);
  });
});
