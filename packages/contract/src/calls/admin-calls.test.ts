import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls } from './index.js';

const adminCalls = Object.entries(calls).filter(([id]) => id.startsWith('admin.'));

describe('admin calls', () => {
  it('are for programme admins only, at /api/admin/<name>, with the generic refusal', () => {
    expect(adminCalls.length).toBeGreaterThan(10);
    for (const [id, call] of adminCalls) {
      expect(call.access, id).toEqual(['programmeAdmin']);
      expect(call.path, id).toBe(`/api/admin/${id.slice('admin.'.length)}`);
      expect(call.forbiddenMessage, id).toBeUndefined();
    }
  });
  it('upload the HR file in the field "file" and pictures in "filePic", as multipart', () => {
    const multipart = adminCalls.filter(([, c]) => c.kind === 'multipart');
    expect(multipart.map(([id, c]) => [id, c.fileField])).toEqual([
      ['admin.peopleimportstart', 'file'],
      ['admin.productimage', 'filePic'],
      ['admin.advertadd', 'filePic'],
      ['admin.advertimage', 'filePic'],
    ]);
  });
  it(
    'never throw on arbitrary input: every body either parses or reports issues',
    { timeout: 60_000 },
    () => {
      for (const [, call] of adminCalls) {
        fc.assert(
          fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())), (input) => {
            const result = call.body.safeParse(input);
            if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
          }),
          { numRuns: 100 },
        );
      }
    },
  );
});
