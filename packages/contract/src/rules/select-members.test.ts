import { describe, expect, it } from 'vitest';
import { canAddSelection, recipientOf, type SelectedMember } from './select-members.js';

const person = (memberId: string, firstname: string, division = 'Marketing'): SelectedMember => ({
  memberId,
  memberNumber: `N${memberId}`,
  firstname,
  surname: 'Smith',
  division,
  isManager: false,
  isEntireDivision: false,
  entireDivisionCode: '',
});
const wholeDivision = (division: string, code: string): SelectedMember => ({
  memberId: '',
  memberNumber: '',
  firstname: '',
  surname: '',
  division,
  isManager: false,
  isEntireDivision: true,
  entireDivisionCode: code,
});

const open = { singleMode: false, allowDivision: true };
const ann = person('1', 'Ann');
const bob = person('2', 'Bob');
const marketing = wholeDivision('Marketing', 'MKT');

describe('canAddSelection', () => {
  it('allows a new individual or division', () => {
    expect(canAddSelection([], ann, open)).toBeNull();
    expect(canAddSelection([ann], bob, open)).toBeNull();
    expect(canAddSelection([person('3', 'Cy', 'Sales')], marketing, open)).toBeNull();
  });
  it('refuses a division where only individuals may be chosen', () => {
    expect(canAddSelection([], marketing, { singleMode: false, allowDivision: false })).toBe(
      'Cannot add Marketing. Only individuals can be selected',
    );
  });
  it('refuses a division twice', () => {
    expect(canAddSelection([marketing], marketing, open)).toBe(
      'Entire division Marketing has already been added',
    );
  });
  it('refuses a division whose members are already chosen', () => {
    expect(canAddSelection([ann], marketing, open)).toBe(
      'Cannot add Marketing, as members from this division already added. Remove these members first.',
    );
  });
  it('refuses a second member in single mode', () => {
    expect(canAddSelection([ann], bob, { singleMode: true, allowDivision: false })).toBe(
      'A member has already been selected. Only one member may be chosen. Please remove the existing member first to select a different member.',
    );
  });
  it('refuses an individual from a division already added', () => {
    expect(canAddSelection([marketing], ann, open)).toBe(
      'Cannot add an individual member from Marketing, as the entire division already added.',
    );
  });
  it('refuses the same member twice, by name', () => {
    expect(canAddSelection([ann], ann, open)).toBe('Ann Smith has already been added.');
    expect(canAddSelection([ann], ann, { singleMode: true, allowDivision: false })).toBe(
      'Ann Smith has already been added.',
    );
  });
  it('maps a chosen row to its recipient entry', () => {
    expect(recipientOf(ann)).toBe('1');
    expect(recipientOf(marketing)).toBe('div:MKT');
  });
});
