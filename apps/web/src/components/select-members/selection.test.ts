import { describe, expect, it } from 'vitest';
import {
  addSelection,
  divisionSelection,
  isUnregistered,
  memberSelection,
  removeSelection,
  selectionKey,
  selectionLabel,
} from './selection';

const row = (memberId: string, firstname: string, division = 'Marketing') => ({
  memberId,
  memberNumber: `N${memberId}`,
  firstname,
  surname: 'Smith',
  division,
  divisionCode: division.slice(0, 3).toUpperCase(),
  isManager: false,
  picId: '',
});
const marketing = divisionSelection({ divisionCode: 'MKT', countryCode: 'GB', division: 'Marketing' });

describe('Select Members selection', () => {
  it('turns search hits and divisions into chosen rows with labels and keys', () => {
    const ann = memberSelection(row('1', 'Ann'));
    expect(ann).toMatchObject({ memberId: '1', isEntireDivision: false, entireDivisionCode: '' });
    expect(selectionLabel(ann)).toBe('Ann Smith');
    expect(selectionKey(ann)).toBe('1');
    expect(selectionLabel(marketing)).toBe('Entire division: Marketing');
    expect(selectionKey(marketing)).toBe('div:MKT');
  });

  it('adds allowed rows and reports the rule message otherwise', () => {
    const ann = memberSelection(row('1', 'Ann'));
    const first = addSelection([], ann, { singleMode: true, allowDivision: false });
    expect(first).toEqual({ ok: true, next: [ann] });
    expect(
      addSelection([ann], memberSelection(row('2', 'Bob')), { singleMode: true, allowDivision: false }),
    ).toEqual({
      ok: false,
      message:
        'A member has already been selected. Only one member may be chosen. Please remove the existing member first to select a different member.',
    });
    expect(addSelection([ann], ann, { singleMode: false, allowDivision: false })).toEqual({
      ok: false,
      message: 'Ann Smith has already been added.',
    });
    expect(addSelection([], marketing, { singleMode: false, allowDivision: false })).toEqual({
      ok: false,
      message: 'Cannot add Marketing. Only individuals can be selected',
    });
  });

  it('removes by key and spots unregistered members', () => {
    const ann = memberSelection(row('1', 'Ann'));
    expect(removeSelection([ann, marketing], 'div:MKT')).toEqual([ann]);
    expect(isUnregistered('0.123')).toBe(true);
    expect(isUnregistered('10.5')).toBe(false);
  });
});
