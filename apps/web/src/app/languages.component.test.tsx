// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from '../features/home/HomeScreen';
import { LanguagePreference } from '../features/profile/LanguagePreference';
import { CHOSEN_KEY } from '../lib/i18n/chosen-locale';
import { renderScreen } from '../test/render-screen';
import { showInTest } from '../test/i18n';
import { aMember } from '../test/members';
import { VisitorLanguageMenu } from './layout/VisitorLanguageMenu';

const html = () => document.documentElement;

describe('the interface in the language shown', () => {
  it('shows Home in German, left to right', async () => {
    await showInTest('de');
    renderScreen(<HomeScreen />, { path: '/', member: { firstname: 'Hannah' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück, Hannah' })).toBeVisible();
    expect(screen.getByText('Das passiert heute bei Recognition Portal.')).toBeVisible();
    expect(html().lang).toBe('de');
    expect(html().dir).toBe('ltr');
  });

  it('shows Home in Arabic, right to left', async () => {
    await showInTest('ar');
    renderScreen(<HomeScreen />, { path: '/', member: { firstname: 'Hannah' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'مرحبًا بعودتك يا Hannah' })).toBeVisible();
    expect(html().lang).toBe('ar');
    expect(html().dir).toBe('rtl');
  });

  it('keeps the English of the specification, byte for byte', async () => {
    renderScreen(<HomeScreen />, { path: '/', member: { firstname: 'Hannah' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Hannah' })).toBeVisible();
    expect(html().lang).toBe('en-GB');
  });
});

describe('choosing a language', () => {
  it('signed out: the switch shows the app in that language and keeps the choice', async () => {
    const { user } = renderScreen(<VisitorLanguageMenu />, { path: '/', member: null });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect(html().lang).toBe('de'));
    expect(localStorage.getItem(CHOSEN_KEY)).toBe('de');
    expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(html().dir).toBe('rtl'));
  });

  it('in the profile: saves the choice through memberupdate, with the details as they are', async () => {
    const member = aMember({ language: '' });
    const { user, api } = renderScreen(<LanguagePreference member={member} />, {
      path: '/myprofile',
      member,
      api: { 'member.memberupdate': { ok: true } },
    });
    await user.click(screen.getByRole('textbox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Polski' }));
    await waitFor(() => expect(api.bodiesOf('member.memberupdate')).toHaveLength(1));
    expect(api.bodiesOf('member.memberupdate')[0]).toMatchObject({
      language: 'pl',
      firstname: member.firstname,
    });
  });
});
