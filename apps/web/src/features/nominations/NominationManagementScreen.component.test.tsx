// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { DEFAULT_REVIEW_REWARD_SCALE, ZNomination, type TNomination } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { aMember } from '../../test/members';
import { failure, renderScreen } from '../../test/render-screen';
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

/** A pointer chooses a star on its label; the radio itself only previews the rating. */
async function chooseStars(user: UserEvent, dialog: HTMLElement, n: number) {
  const radio = within(dialog).getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
  await user.click(dialog.querySelector(`label[for="${radio.id}"]`)!);
}

/** A reviewed nomination put forward for the quarter, waiting for the committee's ratings. */
const quarterlyCandidate = (overrides: Partial<TNomination> = {}) =>
  awaitingReview({ reviewIsDone: true, reviewRating: 5, isIncludeInQuarterly: true, ...overrides });

describe('the review form', () => {
  it('sends the review; its answer shows, the dialog closes, and the list and the member’s points are read again', async () => {
    let reviewed = false;
    const { user, api } = renderScreen(<NominationManagementScreen />, {
      path: '/nominationmanagement',
      member: MANAGER,
      api: {
        'nom.nomlist': () => ({
          roles: ['mng'],
          noms: [awaitingReview(reviewed ? { reviewIsDone: true, reviewRating: 4 } : {})],
          rewardScale: DEFAULT_REVIEW_REWARD_SCALE,
        }),
        'reward.doavonnomreviewreward': () => {
          reviewed = true;
          return { result: 'Thank you, Priya Raman has been rewarded.' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Review the nomination of Priya Raman' }));
    const modal = await screen.findByRole('dialog');
    await chooseStars(user, modal, 4);
    await user.click(within(modal).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Thank you, Priya Raman has been rewarded.')).toBeInTheDocument();
    expect(api.bodiesOf('reward.doavonnomreviewreward')).toEqual([
      { nomId: 41, reviewRating: 4, isIncludeInQuarterly: false, quarterlyMotivation: '' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list shows the nomination reviewed, and Home's points (the member data) are read again.
    expect(
      await screen.findByRole('button', { name: 'Open the nomination of Priya Raman' }),
    ).toBeInTheDocument();
    expect(api.bodiesOf('nom.nomlist')).toHaveLength(2);
    await waitFor(() => expect(api.bodiesOf('member.getmemberdata')).toHaveLength(1));
    notifications.clean();
  });

  it('shows a refused review above the form and keeps the dialog open, the list as it was', async () => {
    const { user, api } = renderScreen(<NominationManagementScreen />, {
      path: '/nominationmanagement',
      member: MANAGER,
      api: {
        'nom.nomlist': { roles: ['mng'], noms: [awaitingReview()], rewardScale: DEFAULT_REVIEW_REWARD_SCALE },
        'reward.doavonnomreviewreward': failure(400, 'This nomination has already been reviewed.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Review the nomination of Priya Raman' }));
    const modal = await screen.findByRole('dialog');
    await chooseStars(user, modal, 2);
    await user.click(within(modal).getByRole('button', { name: 'Submit Review' }));

    expect(await within(modal).findByText('This nomination has already been reviewed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.bodiesOf('nom.nomlist')).toHaveLength(1);
    expect(api.bodiesOf('member.getmemberdata')).toEqual([]);
  });

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
    const star = (n: number) => chooseStars(user, modal, n);
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

describe('the quarterly award', () => {
  it('a committee member’s rating is sent for the nomination; the dialog closes and the list is read again', async () => {
    let rated = false;
    const { user, api } = renderScreen(<NominationManagementScreen />, {
      path: '/nominationmanagement',
      member: MANAGER,
      api: {
        'nom.nomlist': () => ({
          roles: ['cc'],
          noms: [quarterlyCandidate(rated ? { ratingIsDone: true, ratingCount: 1, myRating: 3 } : {})],
          rewardScale: DEFAULT_REVIEW_REWARD_SCALE,
        }),
        'nom.nomrate': () => {
          rated = true;
          return { result: 'Your rating has been saved.' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open the nomination of Priya Raman' }));
    const modal = await screen.findByRole('dialog');
    await chooseStars(user, modal, 3);
    await user.click(within(modal).getByRole('button', { name: 'Save rating' }));

    expect(await screen.findByText('Your rating has been saved.')).toBeInTheDocument();
    expect(api.bodiesOf('nom.nomrate')).toEqual([{ nomId: 41, rating: 3 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('1 rating · yours done')).toBeInTheDocument();
    expect(api.bodiesOf('nom.nomlist')).toHaveLength(2);
    notifications.clean();
  });

  it('the cluster admin closes an ended quarter: its answer shows and the quarters and the list are read again', async () => {
    let closed = false;
    const { user, api } = renderScreen(<NominationManagementScreen />, {
      path: '/nominationmanagement',
      member: MANAGER,
      api: {
        'nom.nomlist': {
          roles: ['ca'],
          noms: [quarterlyCandidate()],
          rewardScale: DEFAULT_REVIEW_REWARD_SCALE,
        },
        'nom.nomquarters': () => ({
          quarters: [{ quarter: '2026-Q1', candidates: 1, winners: 0, ended: true, closed }],
        }),
        'nom.nomclosequarter': () => {
          closed = true;
          return { result: 'Quarter 2026-Q1 is closed.' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close 2026-Q1' }));

    expect(await screen.findByText('Quarter 2026-Q1 is closed.')).toBeInTheDocument();
    expect(api.bodiesOf('nom.nomclosequarter')).toEqual([{ quarter: '2026-Q1' }]);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close 2026-Q1' })).toBeNull();
    expect(api.bodiesOf('nom.nomquarters')).toHaveLength(2);
    await waitFor(() => expect(api.bodiesOf('nom.nomlist')).toHaveLength(2));
    notifications.clean();
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

describe('a member with no nomination role', () => {
  it('sees the spec’s message under the screen’s heading, and no list', async () => {
    renderScreen(<NominationManagementScreen />, {
      path: '/nominationmanagement',
      member: aMember({ memberNumber: '100001', isManager: false }),
      api: { 'nom.nomlist': { roles: [], noms: [], rewardScale: DEFAULT_REVIEW_REWARD_SCALE } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Management Nominations Review' }),
    ).toBeVisible();
    expect(screen.getByText('Only a manager may access this module.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Nominations' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
