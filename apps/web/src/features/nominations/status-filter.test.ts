import { describe, expect, it } from 'vitest';
import type { TNomination } from '@portal/contract';
import { matchesStatus, NOMINATION_CSV_HEADER, nominationCsvRow, stageOf } from './status-filter';

const base: TNomination = {
  nomId: 7,
  dateCreated: '2026-05-01T10:00:00.000Z',
  nomCat: 'Agility',
  reason: 'Quick.',
  nomineeMember: 'Ann Lee',
  nomineeMemberNumber: '100200',
  nomineeDivision: 'Finance',
  nomineeManagerMember: 'Bo Kim',
  nomineeManagerMemberNumber: '100100',
  nomineeManagerCellNum: '+44 7700 900000',
  byMember: 'Cy Dee',
  byMemberNumber: '100300',
  byDivision: 'Marketing',
  reviewIsDone: false,
  ratingIsDone: false,
  ratingCount: 0,
  reviewRating: null,
  reviewPointsValue: 0,
  isIncludeInQuarterly: false,
  quarterlyMotivation: '',
  myRating: 0,
  ratingAverage: 0,
  awardStatus: '',
  quarter: '2026-Q2',
  quarterClosed: false,
  isEntireDivision: false,
};

describe('status filter', () => {
  const pending = base;
  const candidate = { ...base, reviewIsDone: true, reviewRating: 5, isIncludeInQuarterly: true };
  const ratedByMe = { ...candidate, ratingIsDone: true, ratingCount: 1 };
  const ratedByOthers = { ...candidate, ratingCount: 2 };
  const notPutForward = { ...base, reviewIsDone: true, reviewRating: 3 };

  it('review = review not done; rate = candidate without my rating; rated = ratings exist', () => {
    const all = [pending, candidate, ratedByMe, ratedByOthers, notPutForward];
    expect(all.filter((n) => matchesStatus(n, 'review'))).toEqual([pending]);
    expect(all.filter((n) => matchesStatus(n, 'rate'))).toEqual([candidate, ratedByOthers]);
    expect(all.filter((n) => matchesStatus(n, 'rated'))).toEqual([ratedByMe, ratedByOthers]);
    expect(all.filter((n) => matchesStatus(n, 'all'))).toHaveLength(5);
  });

  it('names each stage', () => {
    expect(stageOf(pending).label).toBe('Awaiting review');
    expect(stageOf(notPutForward).label).toBe('Reviewed');
    expect(stageOf(candidate).label).toBe('Quarterly candidate');
    expect(stageOf({ ...candidate, awardStatus: 'W' }).label).toBe('Quarterly winner');
  });

  it('exports the twelve fixed columns, without the manager’s mobile number', () => {
    expect(NOMINATION_CSV_HEADER).toHaveLength(12);
    const row = nominationCsvRow(base);
    expect(row).toEqual([
      7,
      '2026-05-01T10:00:00.000Z',
      'Agility',
      'Quick.',
      'Ann Lee',
      '100200',
      'Finance',
      'Bo Kim',
      '100100',
      'Cy Dee',
      '100300',
      'Marketing',
    ]);
    expect(row).not.toContain('+44 7700 900000');
  });
});
