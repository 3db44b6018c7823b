// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../test/i18n';
import { renderScreen } from '../../test/render-screen';
import { NotificationBell } from './NotificationBell';
import { NotificationPanel } from './NotificationPanel';

const LIST = {
  notifications: [
    {
      notificationId: 1,
      kind: 'recognised' as const,
      title: 'Priya Natarajan recognised you',
      url: '/myrecognition',
      createdAt: '2026-11-12T09:30:00Z',
      read: false,
    },
  ],
  nextCursor: 'next',
  unread: 1,
};

const ENGLISH = ['Notifications', 'Mark all read', 'Show older'];

describe('notifications in other languages', () => {
  it('in English keep the wording as it was', async () => {
    renderScreen(<NotificationPanel onNavigate={() => {}} />, {
      path: '/',
      api: { 'notifications.list': LIST },
    });
    expect(await screen.findByText(/ · unread$/)).toBeVisible();
    for (const text of ENGLISH) expect(screen.getByText(text)).toBeVisible();
  });

  it('in German show the list and the bell in German; the notification’s own title stays', async () => {
    await showInTest('de');
    renderScreen(
      <>
        <NotificationBell />
        <NotificationPanel onNavigate={() => {}} />
      </>,
      { path: '/', api: { 'notifications.list': LIST, 'notifications.unreadcount': { unread: 3 } } },
    );
    expect(await screen.findByText('Priya Natarajan recognised you')).toBeVisible();
    expect(screen.getByText(/ · ungelesen$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ältere anzeigen' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 3 ungelesen' })).toBeVisible();
    for (const text of ENGLISH) expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('in Arabic show the empty list and the bell in Arabic', async () => {
    await showInTest('ar');
    renderScreen(
      <>
        <NotificationBell />
        <NotificationPanel onNavigate={() => {}} />
      </>,
      {
        path: '/',
        api: {
          'notifications.list': { notifications: [], nextCursor: null, unread: 0 },
          'notifications.unreadcount': { unread: 2 },
        },
      },
    );
    expect(
      await screen.findByText('لا شيء بعد. عندما يقدّرك أحد أو يتفاعل أو يعلّق، سترى ذلك هنا.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'الإشعارات، إشعاران غير مقروءين' })).toBeVisible();
    expect(
      screen.queryByText(
        'Nothing yet. When someone recognises you, reacts or comments, you will see it here.',
      ),
    ).toBeNull();
  });
});
