// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../../test/fake-api';
import { showInTest } from '../../test/i18n';
import { failure, renderScreen } from '../../test/render-screen';
import { MyProfileScreen } from './MyProfileScreen';

const api: Answers = {
  'notifications.preferences': { preferences: [] },
  'push.pushkey': { available: false, publicKey: '' },
  'push.pushdevices': { devices: [] },
};

/** The profile as a member sees it: /myprofile, or /myprofile/update. */
const renderProfile = (path: string, member = {}, answers: Answers = {}) =>
  renderScreen(<MyProfileScreen />, {
    path,
    route: '/myprofile/:urlParam?',
    member,
    api: { ...api, ...answers },
  });

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

describe('My Profile’s changes', () => {
  it('opening the profile reads the member data with resetimg, which drops a picture uploaded but not saved', async () => {
    const { api } = renderProfile('/myprofile');
    await waitFor(() => expect(api.bodiesOf('member.getmemberdata')).toEqual([{ resetimg: true }]));
  });

  it('saving the details sends them, reads the member data again, says so and returns to the view', async () => {
    const { user, api, location } = renderProfile(
      '/myprofile/update',
      {},
      { 'member.memberupdate': { ok: true } },
    );
    const firstName = await screen.findByLabelText('First name', { exact: false });
    await user.clear(firstName);
    await user.type(firstName, ' Hanna ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Thank you for updating your details.')).toBeInTheDocument();
    expect(api.bodiesOf('member.memberupdate')).toEqual([
      {
        interest1: false,
        firstname: 'Hanna',
        cellNum: '+447700900001',
        dOBmm: '',
        dOBdd: '',
        interestOtherDesc: '',
        otherInfo: '',
      },
    ]);
    // Read again on opening (resetimg), then once more after the save.
    expect(api.bodiesOf('member.getmemberdata')).toEqual([{ resetimg: true }, {}]);
    await waitFor(() => expect(location().pathname).toBe('/myprofile'));
    notifications.clean();
  });

  it('a refused save shows the server’s message and marks the field, and stays on the form', async () => {
    const { user, api, location } = renderProfile(
      '/myprofile/update',
      {},
      {
        'member.memberupdate': failure(400, 'Enter a valid mobile number', {
          cellNum: 'Enter a valid mobile number',
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid mobile number');
    expect(screen.getByLabelText('Mobile number', { exact: false })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid mobile number'),
    );
    expect(api.bodiesOf('member.getmemberdata')).toEqual([{ resetimg: true }]);
    expect(location().pathname).toBe('/myprofile/update');
  });

  it('a notification tick is saved at once, and the table shows what the server kept', async () => {
    const preference = { kind: 'recognised', inApp: true, email: false, push: false } as const;
    const { user, api } = renderProfile(
      '/myprofile',
      {},
      {
        'notifications.preferences': { preferences: [preference] },
        'notifications.preferencesave': ({ preferences }) => ({ preferences }),
      },
    );
    const email = await screen.findByRole('checkbox', { name: 'You were recognised: E-mail' });
    expect(email).not.toBeChecked();
    await user.click(email);

    await waitFor(() => expect(email).toBeChecked());
    expect(api.bodiesOf('notifications.preferencesave')).toEqual([
      { preferences: [{ ...preference, email: true }] },
    ]);
    // The answer is the table itself: nothing is read again.
    expect(api.bodiesOf('notifications.preferences')).toHaveLength(1);
  });
});
