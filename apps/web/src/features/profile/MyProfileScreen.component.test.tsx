// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import { MyProfileScreen } from './MyProfileScreen';

const api: Answers = {
  'notifications.preferences': { preferences: [] },
  'push.pushkey': { available: false, publicKey: '' },
  'push.pushdevices': { devices: [] },
};

/** The profile as a member sees it: /myprofile, or /myprofile/update. */
const renderProfile = (path: string, member = {}) =>
  renderScreen(<MyProfileScreen />, { path, route: '/myprofile/:urlParam?', member, api });

/** English sentences of the profile that no other language may show. */
const ENGLISH = [
  'My details',
  'Download my data',
  'Notifications on your devices',
  'Push notifications are not available on this portal.',
];

describe('My Profile in other languages', () => {
  it('speaks English, the specification’s wording, by default', async () => {
    renderProfile('/myprofile/update', { cellNum: '' });
    expect(await screen.findByRole('heading', { name: 'Update my details' })).toBeInTheDocument();
    expect(screen.getByText('We need your mobile number before you can use the portal.')).toBeInTheDocument();
  });

  it('shows the profile in German, the birthday written the German way', async () => {
    await showInTest('de');
    renderProfile('/myprofile', { dOBdd: '14', dOBmm: '03' });
    expect(await screen.findByRole('heading', { name: 'Meine Daten' })).toBeInTheDocument();
    expect(screen.getByText('Mitgliedsnummer 100001')).toBeInTheDocument();
    expect(screen.getByText('14. März')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Meine Daten herunterladen' })).toBeInTheDocument();
    expect(
      await screen.findByText('Push-Mitteilungen sind in diesem Portal nicht verfügbar.'),
    ).toBeInTheDocument();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });

  it('asks for what an incomplete profile lacks in one German sentence', async () => {
    await showInTest('de');
    renderProfile('/myprofile/update', { cellNum: '', email: '' });
    expect(await screen.findByRole('heading', { name: 'Meine Daten ändern' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wir benötigen Ihre Mobilnummer und Ihre E-Mail-Adresse, bevor Sie das Portal nutzen können.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Daten speichern' })).toBeInTheDocument();
    expect(screen.queryByText(/We need your/)).toBeNull();
    expect(screen.queryByText('Save details')).toBeNull();
  });

  it('shows the profile in Arabic, right to left', async () => {
    await showInTest('ar');
    renderProfile('/myprofile');
    expect(await screen.findByRole('heading', { name: 'بياناتي' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'تنزيل بياناتي' })).toBeInTheDocument();
    expect(await screen.findByText('الإشعارات الفورية غير متاحة على هذه البوابة.')).toBeInTheDocument();
    for (const sentence of ENGLISH) expect(screen.queryByText(sentence)).toBeNull();
  });
});
