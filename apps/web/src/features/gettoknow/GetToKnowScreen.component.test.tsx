// @vitest-environment happy-dom
import { ZGetToKnowProfile } from '@portal/contract';
import { screen } from '@testing-library/react';
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
