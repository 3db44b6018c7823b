import { describe, expect, it } from 'vitest';
import { failure, FakeApi } from './fake-api';

const post = (api: FakeApi, path: string, body: unknown) =>
  api.fetch(path, { method: 'POST', body: JSON.stringify(body) });

describe('the fake API of component tests', () => {
  it('answers a call with its response schema’s output and records the body it was sent', async () => {
    const api = new FakeApi({ 'nom.newnom': { ok: true } });
    const body = { nomCat: 'Collaboration', reason: 'Ran the stand', members: ['m-1'] };
    const response = await post(api, '/api/nom/newnom', body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(api.bodiesOf('nom.newnom')).toEqual([body]);
    api.check();
  });

  it('sends a failure as the server would, with the contract’s error body', async () => {
    const api = new FakeApi({ 'nom.newnom': () => failure(400, 'Too short', { reason: 'Too short' }) });
    const response = await post(api, '/api/nom/newnom', {
      nomCat: 'Collaboration',
      reason: 'x',
      members: ['m-1'],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Too short', formErrors: { reason: 'Too short' } });
    api.check();
  });

  it('fails the test when an answer drifts from the contract', async () => {
    // Cast: the drift a typed fixture would not allow, as a hand-made shape might carry it.
    const api = new FakeApi({ 'nom.nomcats': { categories: [{ nomCat: 'Collaboration' }] } as never });
    expect((await post(api, '/api/nom/nomcats', {})).status).toBe(500);
    expect(() => api.check()).toThrow(/nom\.nomcats answer does not fit its schema/);
  });

  it('fails the test on a body the contract refuses, and on a call given no answer', async () => {
    const api = new FakeApi({});
    await post(api, '/api/nom/newnom', { nomCat: 'No such value' });
    await post(api, '/api/nom/nomcats', {});
    expect(() => api.check()).toThrow(/nom\.newnom was sent a body[\s\S]*nom\.nomcats was called but/);
  });
});
