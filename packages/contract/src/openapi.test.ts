import { describe, expect, it } from 'vitest';
import { calls } from './calls/index.js';
import { buildOpenApiDocument } from './openapi.js';
import { API_SCOPES, SCOPES } from './api-scopes.js';

type Json = Record<string, unknown>;
const doc = buildOpenApiDocument(calls, { title: 'Recognition Portal', version: '0.1.0' });
const paths = doc.paths as Record<string, { post: Json }>;
const post = (path: string) => paths[path]!.post;

function refs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, found));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') found.push(v);
      else refs(v, found);
    }
  }
  return found;
}

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with info and serialises to JSON', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual({ title: 'Recognition Portal', version: '0.1.0' });
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
  it('has every call as a POST with a unique operationId', () => {
    expect(Object.keys(paths).sort()).toEqual(
      Object.values(calls)
        .map((c) => c.path)
        .sort(),
    );
    for (const [id, call] of Object.entries(calls)) {
      expect(Object.keys(paths[call.path]!)).toEqual(['post']);
      expect(post(call.path).operationId).toBe(id);
    }
  });
  it('describes JSON bodies, 200 responses and error responses', () => {
    const op = post('/api/reward/doreward');
    const schema = (op.requestBody as Json).content as Record<string, { schema: Json }>;
    const body = schema['application/json']!.schema;
    expect(body.type).toBe('object');
    expect(Object.keys(body.properties as Json)).toEqual(
      expect.arrayContaining(['what', 'reason', 'points', 'message', 'sendBy', 'recipients', 'requestId']),
    );
    expect(body).not.toHaveProperty('$schema');
    const responses = op.responses as Json;
    expect(Object.keys(responses)).toEqual(['200', '400', '401', '403', '409', '413', '415', '429', '500']);
    expect(refs(responses[400])).toEqual(['#/components/schemas/ErrorResponse']);
  });
  it('describes uploads as multipart with the file field', () => {
    const content = (post('/api/member/profilepicupload').requestBody as Json).content as Record<
      string,
      { schema: Json }
    >;
    const schema = content['multipart/form-data']!.schema;
    expect(schema.properties).toMatchObject({ filePic: { type: 'string', format: 'binary' } });
    expect(schema.required).toContain('filePic');
  });
  it('asks for the bearer token except on anonymous calls, and lists roles in x-roles', () => {
    expect(post('/api/member/login').security).toEqual([]);
    expect(post('/api/member/login').responses).not.toHaveProperty('401');
    expect(post('/api/shop/orders').security).toEqual([{ bearerAuth: [] }]);
    expect(post('/api/nom/nomget')['x-roles']).toEqual([
      'manager',
      'clusterCommittee',
      'clusterAdmin',
      'adminReports',
    ]);
    expect((post('/api/report/quarterlyawards').responses as Json)[403]).toMatchObject({
      description: 'Only authoirised personel may access this module.',
    });
  });
  it('resolves every $ref', () => {
    for (const ref of refs(doc)) {
      const target = ref
        .replace('#/', '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Json)[key], doc);
      expect(target, ref).toBeDefined();
    }
  });
});

describe('statuses in the OpenAPI document', () => {
  const statuses = (path: string) => Object.keys(post(path).responses as Json);

  it('lists the statuses a service declares: the sign-in limit, a reviewed nomination, a missing page', () => {
    expect(statuses('/api/member/login')).toContain('429');
    expect(statuses('/api/reward/doavonnomreviewreward')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statuses('/api/site/getcontentdb')).toContain('404');
    expect((post('/api/member/login').responses as Json)[429]).toMatchObject({
      description: expect.stringContaining('own limit'),
    });
  });
  it('lists the statuses every call of a kind answers, and no service status it does not declare', () => {
    // Anonymous, JSON, no requestId, nothing declared.
    expect(statuses('/api/site/branding')).toEqual(['200', '400', '413', '415', '429', '500']);
    // A signed-in upload with a read deadline, whose service has its own limit.
    expect(statuses('/api/member/profilepicupload')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '408',
      '413',
      '415',
      '429',
      '500',
    ]);
    // A requestId brings 409 without a declaration; a provider brings 502.
    expect(statuses('/api/shop/startCardPayment')).toEqual(expect.arrayContaining(['409', '502']));
    expect(statuses('/api/shop/getbasket')).not.toContain('404');
  });
  it('describes every error status with the error shape', () => {
    for (const path of Object.keys(paths)) {
      for (const [status, response] of Object.entries(post(path).responses as Json)) {
        if (status === '200') continue;
        expect(refs(response), `${path} ${status}`).toEqual(['#/components/schemas/ErrorResponse']);
      }
    }
  });
});

describe('API token scopes in the OpenAPI document', () => {
  it('marks the calls each scope opens with x-scopes and an apiToken requirement', () => {
    for (const scope of API_SCOPES) {
      for (const id of SCOPES[scope].calls) {
        const call = (calls as Record<string, { path: string }>)[id];
        expect(call, id).toBeDefined();
        const op = post(call!.path);
        expect(op['x-scopes'], id).toContain(scope);
        expect(op.security, id).toContainEqual({ apiToken: expect.arrayContaining([scope]) });
      }
    }
    expect(post('/api/member/getmemberdata')['x-scopes']).toEqual([]);
    expect(post('/api/member/getmemberdata').security).toEqual([{ bearerAuth: [] }]);
    const schemes = (doc.components as Json).securitySchemes as Json;
    expect(schemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
  it('grants each scope a role every call it opens allows', () => {
    for (const scope of API_SCOPES) {
      const roles = new Set(['member', ...SCOPES[scope].roles]);
      for (const id of SCOPES[scope].calls) {
        const access = (calls as Record<string, { access: unknown }>)[id]!.access as string[];
        expect(
          access.some((r) => roles.has(r)),
          `${scope} opens ${id}`,
        ).toBe(true);
      }
    }
  });
});
