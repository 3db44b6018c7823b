// @vitest-environment happy-dom
import type { adminPeople } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showInTest } from '../../../test/i18n';
import { renderScreen } from '../../../test/render-screen';
import MembersScreen from './MembersScreen';

const roles = {
  isManager: false,
  isAdminReports: false,
  roleCc: false,
  roleCa: false,
  isProgrammeAdmin: false,
};
const member = (over: Partial<adminPeople.TAdminMemberRow>): adminPeople.TAdminMemberRow => ({
  memberNumber: '1001',
  firstname: 'Thandi',
  surname: 'Nkosi',
  email: 'thandi@example.com',
  cellNum: '',
  divisionCode: 'OPS',
  divisionName: 'Operations',
  employmentStatus: 'active',
  registered: true,
  roles: { ...roles, isManager: true },
  ...over,
});

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
