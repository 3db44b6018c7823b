// @vitest-environment happy-dom
import { COMMUNITY_MESSAGES, ZCampaign, ZPicture, type TPicture } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api';
import { showInTest } from '../../test/i18n';
import { failure, renderScreen } from '../../test/render-screen';
import GetInvolvedScreen from './GetInvolvedScreen';

const SPRING = ZCampaign.parse({
  campaignId: 3,
  campaignName: 'Spring Moments',
  campaignColour: 'green',
  openDate: '2026-03-01',
  closeDate: '2026-12-31',
  description: '',
  isOpen: true,
});

const WINTER = ZCampaign.parse({
  ...SPRING,
  campaignId: 2,
  campaignName: 'Winter Giving',
  openDate: '2025-12-01',
  closeDate: '2026-01-31',
  isOpen: false,
});

const aPicture = (overrides: Partial<TPicture> = {}): TPicture =>
  ZPicture.parse({
    getInvolvedId: 12,
    campaignId: SPRING.campaignId,
    firstName: 'Priya',
    surname: 'Raman',
    dateCreated: '2026-03-04T10:00:00.000Z',
    canVote: true,
    liked: false,
    totalLikes: 2,
    sortId: 1,
    ...overrides,
  });

const serverDown = failure(500, 'Database unavailable');

/** Closes the app-wide dialog that every failed load opens besides the screen's own words. */
async function closeDataError(user: ReturnType<typeof renderScreen>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Data Response Error' });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Data Response Error' })).toBeNull());
}

describe('Get Involved', () => {
  it('load failures use the spec’s wording: the campaigns', async () => {
    const { user } = renderScreen(<GetInvolvedScreen />, {
      path: '/getinvolved',
      api: { 'getinvolved.getcampaigns': serverDown },
    });
    expect(await screen.findByText(COMMUNITY_MESSAGES.loadCampaigns)).toBeInTheDocument();
    await closeDataError(user);
  });

  it('load failures use the spec’s wording: a campaign’s pictures, then one’s own', async () => {
    const { user } = renderScreen(<GetInvolvedScreen />, {
      path: '/getinvolved',
      api: {
        'getinvolved.getcampaigns': { campaigns: [SPRING] },
        'getinvolved.getcampaignpics': serverDown,
        'getinvolved.getprofilepics': serverDown,
      },
    });
    expect(await screen.findByText(COMMUNITY_MESSAGES.showCampaignPics)).toBeInTheDocument();
    await closeDataError(user);
    await user.click(screen.getByRole('textbox', { name: 'Themes' }));
    await user.click(await screen.findByRole('option', { name: 'My Profile' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.showProfilePics)).toBeInTheDocument();
    await closeDataError(user);
  });

  it('a closed campaign shows its pictures but takes no more', async () => {
    const { user } = renderScreen(<GetInvolvedScreen />, {
      path: '/getinvolved',
      api: {
        'getinvolved.getcampaigns': { campaigns: [SPRING, WINTER] },
        'getinvolved.getcampaignpics': ({ campaignId }) => ({ picdata: [aPicture({ campaignId })] }),
      },
    });
    await screen.findByRole('button', { name: 'Add a picture' });
    await user.click(screen.getByRole('textbox', { name: 'Themes' }));
    await user.click(await screen.findByRole('option', { name: 'Winter Giving' }));
    await screen.findByRole('heading', { level: 2, name: 'Winter Giving' });
    expect(screen.getByText('Closed', { exact: true })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Picture by Priya Raman' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a picture' })).toBeNull();
  });

  it('a like refused by the server shows its message under “An error has occurred”, then the grid reloads', async () => {
    // The same member liked it from another tab: this screen's Like is refused, the server knows.
    let liked = false;
    const { user, api } = renderScreen(<GetInvolvedScreen />, {
      path: '/getinvolved',
      api: {
        'getinvolved.getcampaigns': { campaigns: [SPRING] },
        'getinvolved.getcampaignpics': () => ({
          picdata: [liked ? aPicture({ canVote: false, liked: true, totalLikes: 3 }) : aPicture()],
        }),
        'getinvolved.likepic': () => {
          liked = true;
          return failure(400, COMMUNITY_MESSAGES.likeTwice);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Like picture by Priya Raman' }));
    const dialog = await screen.findByRole('dialog', { name: 'An error has occurred' });
    expect(within(dialog).getByText(COMMUNITY_MESSAGES.likeTwice)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The grid reloads: no Like on that picture any more.
    await screen.findByText('You liked this');
    expect(screen.queryByRole('button', { name: /^Like/ })).toBeNull();
    expect(api.bodiesOf('getinvolved.getcampaignpics')).toHaveLength(2);
  });
});

describe('liking a picture', () => {
  it('a liked picture keeps a filled heart and “You liked this” where its Like button was, with the new count', async () => {
    const { user, api } = renderScreen(<GetInvolvedScreen />, {
      path: '/getinvolved',
      api: {
        'getinvolved.getcampaigns': { campaigns: [SPRING] },
        'getinvolved.getcampaignpics': { picdata: [aPicture({ totalLikes: 2 })] },
        'getinvolved.likepic': { totalLikes: 3 },
      },
    });
    const card = await screen.findByRole('listitem', { name: /^Picture by Priya Raman/ });
    expect(within(card).queryByText('You liked this')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Like picture by Priya Raman' }));
    expect(await within(card).findByText('You liked this')).toBeVisible();
    expect(within(card).queryByRole('button', { name: /^Like/ })).toBeNull();
    expect(within(card).getByText('3 likes')).toBeVisible();
    expect(api.bodiesOf('getinvolved.likepic')).toEqual([{ campaignId: SPRING.campaignId, giId: 12 }]);
  });
});

describe('adding a picture', () => {
  it('uploads to the campaign, turns it, publishes it with the terms accepted, and the grid reloads with it', async () => {
    let published = false;
    const { user, api } = renderScreen(<GetInvolvedScreen />, {
      path: '/getinvolved',
      api: {
        'getinvolved.getcampaigns': { campaigns: [SPRING] },
        'getinvolved.getcampaignpics': () => ({
          picdata: published ? [aPicture({ firstName: 'Hannah', surname: 'Okafor' })] : [],
        }),
        'getinvolved.picupload': { picId: 'tmp-7' },
        'getinvolved.imagerotate': { ok: true },
        'getinvolved.saveuploadedimage': () => {
          published = true;
          return { ok: true };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a picture' }));
    const modal = await screen.findByRole('dialog', { name: 'Add a picture to Spring Moments' });
    await user.upload(
      modal.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['picture'], 'stand.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(modal).findByRole('img', { name: 'Your picture, not published yet' })).toBeVisible();
    expect(api.bodiesOf('getinvolved.picupload')).toEqual([{ campaignId: SPRING.campaignId }]);

    await user.click(within(modal).getByRole('button', { name: 'Rotate' }));
    await waitFor(() => expect(api.bodiesOf('getinvolved.imagerotate')).toEqual([{ angle: 1 }]));
    await user.click(within(modal).getByRole('checkbox'));
    await user.click(within(modal).getByRole('button', { name: 'Publish picture' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('getinvolved.saveuploadedimage')).toEqual([{ acceptTerms: true }]);
    expect(await screen.findByRole('listitem', { name: 'Picture by Hannah Okafor' })).toBeInTheDocument();
    expect(api.bodiesOf('getinvolved.getcampaignpics')).toHaveLength(2);
  });
});

describe('Get Involved in other languages', () => {
  const api: Answers = {
    'getinvolved.getcampaigns': { campaigns: [SPRING] },
    'getinvolved.getcampaignpics': { picdata: [aPicture()] },
  };
  /** English of the screen that no other language may show; the campaign's name is the admin's own. */
  const ENGLISH = [
    'Share a picture for one of our themes, and like your colleagues’ pictures.',
    '2 likes',
    'Like',
  ];

  it('shows the campaign in German, its name as the admin wrote it', async () => {
    await showInTest('de');
    renderScreen(<GetInvolvedScreen />, { path: '/getinvolved', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mitmachen' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Foto hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Spring Moments' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Foto von Priya Raman' })).toBeInTheDocument();
    expect(screen.getByText('2 Likes')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Foto von Priya Raman mit „Gefällt mir“ markieren' }),
    ).toBeInTheDocument();
    for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
  });

  it('counts likes with Arabic plural forms', async () => {
    await showInTest('ar');
    renderScreen(<GetInvolvedScreen />, { path: '/getinvolved', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'شارك' })).toBeInTheDocument();
    expect(await screen.findByText('إعجابان')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إضافة صورة' })).toBeInTheDocument();
    for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
  });
});
