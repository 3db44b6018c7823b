import { describe, expect, it } from 'vitest';
import { parseEqFilter } from './filter.js';
import { applyObject, applyPatch } from './user-state.js';
import { emptyState } from './user-service.js';

const ENT = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const patch = (...Operations: unknown[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations,
});
const base = {
  ...emptyState(),
  userName: 'a@x.example',
  givenName: 'A',
  familyName: 'B',
  email: 'a@x.example',
};

describe('SCIM user state', () => {
  it('reads a whole resource: primary or work e-mail, mobile phone, enterprise attributes', () => {
    const s = applyObject(emptyState(), {
      userName: 'Jo@X.example',
      name: { givenName: 'Jo', familyName: 'Bloggs' },
      emails: [
        { value: 'home@x.example', type: 'home' },
        { value: 'jo@x.example', type: 'work' },
      ],
      phoneNumbers: [
        { value: '+44 20 0000 0000', type: 'work' },
        { value: '+44 7700 900123', type: 'mobile' },
      ],
      [ENT]: { employeeNumber: '123456', department: 'Finance', manager: { value: '42' } },
      password: 'never kept',
    });
    expect(s).toMatchObject({
      userName: 'Jo@X.example',
      givenName: 'Jo',
      familyName: 'Bloggs',
      email: 'jo@x.example',
      mobile: '+44 7700 900123',
      employeeNumber: '123456',
      division: 'Finance',
      managerId: '42',
    });
  });

  it('applies Entra’s shapes: capitalised ops, URN paths, dotted path-less keys, "False"', () => {
    const s = applyPatch(
      base,
      patch(
        { op: 'Replace', path: `${ENT}:employeeNumber`, value: '777' },
        { op: 'Add', value: { 'name.familyName': 'C', [`${ENT}:division`]: 'HR-GB' } },
        { op: 'Replace', path: 'active', value: 'False' },
        { op: 'Replace', path: 'phoneNumbers[type eq "mobile"].value', value: '+44 7700 900999' },
      ),
    );
    expect(s).toMatchObject({
      employeeNumber: '777',
      familyName: 'C',
      division: 'HR-GB',
      active: false,
      mobile: '+44 7700 900999',
    });
  });

  it('removes what a remove names, and refuses what is not SCIM', () => {
    const s = applyPatch(
      { ...base, title: 'Boss', managerId: '9' },
      patch({ op: 'remove', path: 'title' }, { op: 'Remove', path: `${ENT}:manager` }),
    );
    expect(s).toMatchObject({ title: '', managerId: '' });
    expect(() => applyPatch(base, patch({ op: 'move', path: 'title' }))).toThrow(/Unknown operation/);
    expect(() => applyPatch(base, patch({ op: 'remove' }))).toThrow(/needs a path/);
    expect(() => applyPatch(base, { Operations: [] })).toThrow(/Operations/);
    expect(() => applyPatch(base, patch({ op: 'replace', path: 'active', value: 'maybe' }))).toThrow(
      /true or false/,
    );
  });
});

describe('SCIM filters', () => {
  it('reads attribute eq "value" with escapes, and refuses anything else', () => {
    expect(parseEqFilter('userName eq "a\\"b@x.example"', ['username'])).toEqual({
      attribute: 'username',
      value: 'a"b@x.example',
    });
    expect(parseEqFilter('externalId EQ "00u1"', ['externalid'])).toEqual({
      attribute: 'externalid',
      value: '00u1',
    });
    expect(parseEqFilter(undefined, ['username'])).toBeNull();
    expect(() => parseEqFilter('userName sw "a"', ['username'])).toThrow(/Filter not supported/);
    expect(() => parseEqFilter('title eq "x"', ['username'])).toThrow(/Filter not supported/);
  });
});
