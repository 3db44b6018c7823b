// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { SESSION_KEYS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { CelebrationsScreen } from './CelebrationsScreen';

const celebrant = (
  what: 'BDAY' | 'ANNIV',
  memberId: string,
  firstName: string,
  extra: { interest1?: boolean; years?: number } = {},
) => ({
  what,
  memberId,
  firstName,
  surname: 'Okafor',
  division: 'Retail',
  picId: '',
  interest1: extra.interest1 ?? false,
  years: extra.years ?? 0,
});

/** Today as the server answers it: two birthdays, three anniversaries; one of each not registered. */
const TODAY = {
  report: [
    celebrant('BDAY', '11', 'Amara', { interest1: true }),
    // An unregistered member's id is 0.<row id>.
    celebrant('BDAY', '0.12', 'Bola'),
    celebrant('ANNIV', '13', 'Chidi', { years: 1 }),
    celebrant('ANNIV', '14', 'Dayo', { years: 5, interest1: true }),
    celebrant('ANNIV', '0.15', 'Ebere', { years: 3 }),
  ],
};

const showToday = () =>
  renderScreen(<CelebrationsScreen />, { path: '/celebrations', api: { 'site.getcelebrations': TODAY } });

describe('Celebrate With Us', () => {
  it('with nobody to celebrate today uses the spec’s wording', async () => {
    renderScreen(<CelebrationsScreen />, {
      path: '/celebrations',
      api: { 'site.getcelebrations': { report: [] } },
    });
    expect(await screen.findByText('Sorry we are not celebrating today')).toBeInTheDocument();
  });

  it('lists today’s birthdays and work anniversaries apart, each card with its occasion', async () => {
    showToday();
    const birthdays = await screen.findByRole('region', { name: 'Birthdays' });
    const anniversaries = screen.getByRole('region', { name: 'Work anniversaries' });
    expect(within(birthdays).getAllByRole('listitem')).toHaveLength(2);
    expect(within(anniversaries).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['Amara Okafor', 'Bola Okafor'])
      expect(within(within(birthdays).getByRole('listitem', { name })).getByText('Birthday')).toBeVisible();
    const occasion = (name: string) => within(anniversaries).getByRole('listitem', { name });
    expect(within(occasion('Chidi Okafor')).getByText('1 year with us')).toBeVisible();
    expect(within(occasion('Dayo Okafor')).getByText('5 years with us')).toBeVisible();
    expect(within(occasion('Ebere Okafor')).getByText('3 years with us')).toBeVisible();
  });

  it('a colleague who has not registered has no buttons, only the spec’s message', async () => {
    showToday();
    for (const name of ['Bola Okafor', 'Ebere Okafor']) {
      const card = await screen.findByRole('listitem', { name });
      expect(within(card).getByText('This member has not registered')).toBeVisible();
      expect(within(card).queryAllByRole('button')).toEqual([]);
      expect(within(card).queryAllByRole('link')).toEqual([]);
    }
  });

  it('a registered colleague has Simply Say and Pay It Forward; Get to Know only when they take part', async () => {
    showToday();
    for (const [name, takesPart] of [
      ['Amara Okafor', true],
      ['Chidi Okafor', false],
      ['Dayo Okafor', true],
    ] as const) {
      const card = await screen.findByRole('listitem', { name });
      expect(within(card).getByRole('button', { name: `Simply Say to ${name}` })).toBeVisible();
      expect(within(card).getByRole('button', { name: `Pay It Forward to ${name}` })).toBeVisible();
      expect(within(card).queryAllByRole('link', { name: `Get to Know ${name}` })).toHaveLength(
        takesPart ? 1 : 0,
      );
      expect(within(card).queryByText('This member has not registered')).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Get to Know Dayo Okafor' })).toHaveAttribute(
      'href',
      '/gettoknow/14',
    );
  });

  it('Simply Say leaves the colleague and the occasion for its screen, then opens it', async () => {
    const { user, location } = showToday();
    await user.click(await screen.findByRole('button', { name: 'Simply Say to Amara Okafor' }));
    expect(location().pathname).toBe('/recognise');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.celebration) ?? 'null')).toEqual({
      memberId: '11',
      what: 'BDAY',
    });
  });
});
