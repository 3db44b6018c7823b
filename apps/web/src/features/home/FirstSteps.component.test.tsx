// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from './HomeScreen';
import { renderScreen } from '../../test/render-screen';

const NEW = { firstVisit: true, show: true, photo: false, thank: false, points: false };

describe('a new member on Home', () => {
  it('says Welcome on the first visit, Welcome back after', async () => {
    renderScreen(<HomeScreen />, { path: '/', member: { firstname: 'Hannah', firstSteps: NEW } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Hannah' })).toBeVisible();
  });

  it('says Welcome back to a member who has been before, with no first steps', async () => {
    renderScreen(<HomeScreen />, { path: '/', member: { firstname: 'Hannah' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Hannah' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
  });

  it('offers three first steps, each a link, the done ones ticked', async () => {
    renderScreen(<HomeScreen />, {
      path: '/',
      member: { firstSteps: { ...NEW, firstVisit: false, thank: true } },
    });
    const card = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(card).getByRole('link', { name: 'Add a profile picture' })).toHaveAttribute(
      'href',
      '/myprofile/update',
    );
    expect(within(card).getByRole('link', { name: 'Thank someone (done)' })).toHaveAttribute(
      'href',
      '/recognise',
    );
    expect(within(card).getByRole('link', { name: 'See how points work' })).toHaveAttribute(
      'href',
      '/howitworks',
    );
  });

  it('hides the steps through the API', async () => {
    const { user, api } = renderScreen(<HomeScreen />, {
      path: '/',
      member: { firstSteps: NEW },
      api: { 'member.firststeps': { ...NEW, show: false } },
    });
    const card = await screen.findByRole('region', { name: 'Your first steps' });
    await user.click(within(card).getByRole('button', { name: 'Hide these steps' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull());
    expect(api.bodiesOf('member.firststeps')).toEqual([{ step: 'dismiss' }]);
  });
});
