// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showInTest } from '../../../test/i18n';
import { adminMemberRow, NO_ADMIN_ROLES } from '../../../test/admin-fixtures';
import { renderScreen } from '../../../test/render-screen';
import MembersScreen from './MembersScreen';

const member = adminMemberRow;
const roles = NO_ADMIN_ROLES;

const members = (total: number) =>
  renderScreen(<MembersScreen />, {
    path: '/admin/people',
    route: '/admin/people/*',
    member: { isProgrammeAdmin: true },
    api: {
      'admin.membersearch': {
        members: [member({}), member({ memberNumber: '1002', firstname: 'Piet', registered: false, roles })],
        total,
      },
    },
  });

/** Sentences of the page as they read in English. */
const MEMBERS_ENGLISH = [
  'Find a member to change their details or roles, or to invite them to register.',
  'Not registered',
  'Member number, name or e-mail',
];

const englishLeft = (sentences: readonly string[]) =>
  sentences.filter(
    (s) =>
      screen.queryAllByText(s, { exact: false }).length > 0 || screen.queryAllByPlaceholderText(s).length > 0,
  );

describe('the members page', () => {
  it('counts members in English as before', async () => {
    members(1234);
    expect(await screen.findByText('1,234 members')).toBeInTheDocument();
    expect(screen.getByText('Registered')).toBeInTheDocument();
    expect(englishLeft(MEMBERS_ENGLISH)).toEqual(MEMBERS_ENGLISH);
  });

  it('is all German in German: count, statuses, roles and filters', async () => {
    await showInTest('de');
    members(1234);
    expect(await screen.findByText('1.234 Mitglieder')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mitglieder' })).toBeInTheDocument();
    expect(screen.getAllByText('Registriert').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nicht registriert').length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('Mitgliedsnummer, Name oder E-Mail')).toBeInTheDocument();
    expect(screen.getByText('Ausgetreten')).toBeInTheDocument();
    expect(englishLeft([...MEMBERS_ENGLISH, 'Registered', 'Left', 'Roles'])).toEqual([]);
  });
});

/** The window's size, which the lists' phone query (max-width) reads. */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height });

describe('the members list by screen width', () => {
  afterEach(() => setViewport(1024, 768));

  it('on a phone is one card per member, every field labelled, and no table', async () => {
    setViewport(375, 812);
    members(2);
    const cards = await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const card of items) {
      const labels = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
      expect(labels.length).toBeGreaterThan(1);
      expect(labels.every(Boolean)).toBe(true);
    }
  });

  it('on a desktop is a table with a header per column', async () => {
    members(2);
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(1);
    expect(screen.queryByRole('list', { name: 'Members' })).toBeNull();
  });
});
