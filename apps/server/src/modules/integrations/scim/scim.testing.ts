/** A SCIM client for tests: requests with application/scim+json and a bearer token, answers parsed. */
import type { TestApp } from '../../../../test/app.js';

export interface ScimAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read SCIM resources of any shape
  headers: Record<string, string>;
}
export type ScimClient = ReturnType<typeof scimClient>;

export function scimClient(t: TestApp, token: string | null) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/scim/v2${path}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? res.json() : null;
    } catch {
      /* not JSON */
    }
    return {
      status: res.statusCode,
      body: parsed,
      headers: res.headers as Record<string, string>,
    } as ScimAnswer;
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}
