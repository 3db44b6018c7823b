// @vitest-environment happy-dom
import { ZGetToKnowProfile } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import GetToKnowScreen from './GetToKnowScreen';

const PRIYA = ZGetToKnowProfile.parse({
  memberId: 'm-100002',
  firstName: 'Priya',
  surname: 'Raman',
  division: 'Retail',
  picId: '',
  natureOfBusiness: 'Store manager',
  interestOtherDesc: 'Climbing',
  otherInfo: 'Sail around the world',
});

const renderGetToKnow = () =>
  renderScreen(<GetToKnowScreen />, {
    path: '/gettoknow',
    api: { 'site.gettoknowlist': { members: [PRIYA] } },
  });

const ENGLISH = [
  'Colleagues across the business who chose to share a little about themselves.',
  'What I do',
  'Hobbies',
];

describe('Get To Know in other languages', () => {
  it('shows the cards in German, the colleague’s own words as written', async () => {
    await showInTest('de');
    renderGetToKnow();
    expect(await screen.findByRole('heading', { name: 'Kennenlernen' })).toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: 'Kolleginnen und Kollegen suchen' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Was ich mache')).toBeInTheDocument();
    expect(screen.getByText('Climbing')).toBeInTheDocument();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });

  it('shows the cards in Arabic', async () => {
    await showInTest('ar');
    renderGetToKnow();
    expect(await screen.findByRole('heading', { name: 'تعارف' })).toBeInTheDocument();
    expect(await screen.findByText('ما أعمله')).toBeInTheDocument();
    expect(screen.getByText('Sail around the world')).toBeInTheDocument();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });
});

const colleague = (memberId: string, firstName: string) =>
  ZGetToKnowProfile.parse({ ...PRIYA, memberId, firstName, surname: 'Bennett', natureOfBusiness: 'Buyer' });

/** Everyone taking part: Priya and two others. Member m-9 opted out, so the list leaves them out. */
const showGetToKnow = (selected: string) =>
  renderScreen(<GetToKnowScreen />, {
    path: `/gettoknow/${selected}`,
    route: '/gettoknow/:selectedMemberId',
    api: { 'site.gettoknowlist': { members: [colleague('m-7', 'Oliver'), PRIYA, colleague('m-8', 'Ada')] } },
  });

describe('Get To Know’s chosen colleague', () => {
  it('comes first, marked as the current one, and not again in the list below', async () => {
    showGetToKnow('m-100002');
    const chosen = await screen.findByRole('list', { name: 'Selected colleague' });
    const card = within(chosen).getByRole('listitem', { name: 'Priya Raman' });
    expect(card).toHaveAttribute('aria-current', 'true');
    expect(within(card).getByText('What I do')).toBeVisible();
    const others = screen.getByRole('list', { name: 'Colleagues' });
    expect(within(others).queryByRole('listitem', { name: 'Priya Raman' })).toBeNull();
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Oliver Bennett', 'Ada Bennett']);
  });

  it('one who opted out gets the spec’s message, no card, and a search for them finds nobody', async () => {
    const { user } = showGetToKnow('m-9');
    expect(await screen.findByText('This member is not taking part in Get To Know.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Selected colleague' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Search colleagues' }), 'Zainab Opted-Out');
    expect(await screen.findByText('Nobody matches that search.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Colleagues' })).toBeNull();
  });
});
