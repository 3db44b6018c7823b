import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import {
  isTargetAvailable,
  visibleEntries,
  type NavEntry,
  type NavRegistry,
  type Viewer,
} from './availability';

const registry: NavRegistry = {
  routePatterns: ['/', '/myprofile', '/myprofile/:urlParam', '/rewards', '/rewards/:urlParam'],
  modals: new Set(['faq']),
};
const available = (target: Parameters<typeof isTargetAvailable>[0]) => isTargetAvailable(target, registry);

const member: Viewer = { loggedIn: true, isManager: false, isAdminReports: false, isProgrammeAdmin: false };
const manager: Viewer = { ...member, isManager: true };
const guest: Viewer = { loggedIn: false, isManager: false, isAdminReports: false, isProgrammeAdmin: false };

const menu: NavEntry[] = [
  {
    kind: 'group',
    label: msg`My Profile`,
    items: [
      { kind: 'link', label: msg`My Details`, target: { to: '/myprofile' } },
      { kind: 'link', label: msg`Get Involved`, target: { to: '/getinvolved' } },
      { kind: 'link', label: msg`FAQs`, target: { modal: 'faq' } },
      {
        kind: 'group',
        label: msg`Management`,
        items: [
          { kind: 'link', label: msg`Management Report`, target: { to: '/rewards' }, requires: ['manager'] },
          { kind: 'link', label: msg`Balances`, target: { to: '/rewards' }, requires: ['adminReports'] },
        ],
      },
    ],
  },
  {
    kind: 'group',
    label: msg`Nothing here yet`,
    items: [{ kind: 'link', label: msg`Orders`, target: { to: '/orders' } }],
  },
  { kind: 'link', label: msg`My Basket`, target: { to: '/rewards/basket?from=menu' } },
  { kind: 'link', label: msg`Log Out`, target: { to: '/logout' } },
  { kind: 'link', label: msg`Log In`, target: { to: '/' }, audience: 'anonymous' },
  { kind: 'link', label: msg`Privacy`, target: { modal: 'privacyPolicy' }, audience: 'all' },
];

const labels = (entries: NavEntry[]): unknown[] =>
  entries.map((e) =>
    e.kind === 'group' ? { [e.label.message ?? '']: labels([...e.items]) } : e.label.message,
  );

describe('isTargetAvailable', () => {
  it('matches route patterns with parameters, ignoring query and hash', () => {
    expect(available({ to: '/myprofile/update' })).toBe(true);
    expect(available({ to: '/rewards/basket?x=1#top' })).toBe(true);
    expect(available({ to: '/orders' })).toBe(false);
    expect(available({ to: '/myprofile/update/extra' })).toBe(false);
  });

  it('knows only registered modals', () => {
    expect(available({ modal: 'faq' })).toBe(true);
    expect(available({ modal: 'register' })).toBe(false);
  });
});

describe('visibleEntries', () => {
  it('drops links whose targets do not exist and groups left empty', () => {
    expect(labels(visibleEntries(menu, member, available))).toEqual([
      { 'My Profile': ['My Details', 'FAQs'] },
      'My Basket',
    ]);
  });

  it('shows the Management group only to those holding its flags', () => {
    expect(labels(visibleEntries(menu, manager, available))).toEqual([
      { 'My Profile': ['My Details', 'FAQs', { Management: ['Management Report'] }] },
      'My Basket',
    ]);
    const admin: Viewer = { ...member, isAdminReports: true };
    expect(labels(visibleEntries(menu, admin, available))[0]).toEqual({
      'My Profile': ['My Details', 'FAQs', { Management: ['Balances'] }],
    });
  });

  it('shows the admin link only to programme admins, and a splat route makes it available', () => {
    const withAdmin: NavRegistry = { ...registry, routePatterns: [...registry.routePatterns, '/admin/*'] };
    const adminMenu: NavEntry[] = [
      { kind: 'link', label: msg`Admin`, target: { to: '/admin' }, requires: ['programmeAdmin'] },
    ];
    const isAvail = (t: Parameters<typeof isTargetAvailable>[0]) => isTargetAvailable(t, withAdmin);
    expect(labels(visibleEntries(adminMenu, { ...member, isProgrammeAdmin: true }, isAvail))).toEqual([
      'Admin',
    ]);
    expect(
      labels(visibleEntries(adminMenu, { ...member, isAdminReports: true, isManager: true }, isAvail)),
    ).toEqual([]);
    expect(isTargetAvailable({ to: '/admin/audit-log' }, withAdmin)).toBe(true);
  });

  it('shows anonymous and shared entries to logged-out visitors', () => {
    expect(labels(visibleEntries(menu, guest, available))).toEqual(['Log In']);
    const withPrivacy: NavRegistry = { ...registry, modals: new Set(['privacyPolicy']) };
    expect(labels(visibleEntries(menu, guest, (t) => isTargetAvailable(t, withPrivacy)))).toEqual([
      'Log In',
      'Privacy',
    ]);
  });

  it('does not change the entries it is given', () => {
    const before = JSON.stringify(menu);
    visibleEntries(menu, manager, available);
    expect(JSON.stringify(menu)).toBe(before);
  });
});
