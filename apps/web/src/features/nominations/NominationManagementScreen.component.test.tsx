// @vitest-environment happy-dom
import { DEFAULT_REVIEW_REWARD_SCALE, ZNomination, type TNomination } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { aMember } from '../../test/members';
import { renderScreen } from '../../test/render-screen';
import { NominationManagementScreen } from './NominationManagementScreen';

const MANAGER = aMember({
  memberNumber: '100002',
  firstname: 'James',
  surname: 'Whitfield',
  isManager: true,
});

/** A nomination waiting for the nominee's manager, MANAGER, to review it. */
function awaitingReview(overrides: Partial<TNomination> = {}): TNomination {
  return ZNomination.parse({
    nomId: 41,
    dateCreated: '2026-03-02T09:30:00.000Z',
    nomCat: 'Collaboration',
    reason: 'Ran the stand alone all week',
    nomineeMember: 'Priya Raman',
    nomineeMemberNumber: '100003',
    nomineeDivision: 'Retail',
    nomineeManagerMember: 'James Whitfield',
    nomineeManagerMemberNumber: MANAGER.memberNumber,
    nomineeManagerCellNum: '',
    byMember: 'Hannah Okafor',
    byMemberNumber: '100001',
    byDivision: 'Retail',
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
    quarter: '2026-Q1',
    quarterClosed: false,
    isEntireDivision: false,
    ...overrides,
  });
}

describe('the review form', () => {
  it('forgets the quarterly tick and motivation when the rating drops to 3 or below', async () => {
    const { user } = renderScreen(<NominationManagementScreen />, {
      path: '/nominationmanagement',
      member: MANAGER,
      api: {
        'nom.nomlist': { roles: ['mng'], noms: [awaitingReview()], rewardScale: DEFAULT_REVIEW_REWARD_SCALE },
      },
    });
    await user.click((await screen.findAllByRole('button', { name: /^Review/ }))[0]!);
    const modal = await screen.findByRole('dialog');
    // A pointer chooses a star on its label; the radio itself only previews the rating.
    const star = async (n: number) => {
      const radio = within(modal).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
      await user.click(modal.querySelector(`label[for="${radio.id}"]`)!);
    };
    const quarterly = () => within(modal).queryByLabelText('Include in the quarterly award');
    const motivation = () => within(modal).queryByLabelText('Quarterly motivation');

    await star(5);
    await user.click(quarterly()!);
    await user.click(motivation()!);
    await user.paste('Carried the launch');
    await star(3);
    expect(quarterly()).toBeNull();
    await star(4);
    expect(quarterly()).not.toBeChecked();
    expect(motivation()).toBeNull();
    await user.click(quarterly()!);
    expect(motivation()).toHaveValue('');
  });
});

describe('the review list in German', () => {
  it('names statuses, columns and counts in German; the nomination keeps its own words', async () => {
    await showInTest('de');
    renderScreen(<NominationManagementScreen />, {
      path: '/nominationmanagement',
      member: MANAGER,
      api: {
        'nom.nomlist': {
          roles: ['mng', 'cc'],
          noms: [
            awaitingReview(),
            awaitingReview({ nomId: 42, reviewIsDone: true, isIncludeInQuarterly: true, ratingCount: 2 }),
          ],
          rewardScale: DEFAULT_REVIEW_REWARD_SCALE,
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Prüfung der Nominierungen durch Führungskräfte' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Nominiert von' })).toBeInTheDocument();
    expect(screen.getByText('Wartet auf Prüfung')).toBeInTheDocument();
    expect(screen.getByText('Quartalskandidat')).toBeInTheDocument();
    expect(screen.getByText('2 Bewertungen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nominierung von Priya Raman prüfen' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Zu prüfen' })).toBeInTheDocument();
    expect(screen.getAllByText('Collaboration').length).toBeGreaterThan(0);
    for (const english of [
      'Awaiting review',
      'Quarterly candidate',
      '2 ratings',
      'Nominated by',
      'Nominations for you to review, rate or decide on.',
    ])
      expect(screen.queryByText(english)).toBeNull();
  });
});
