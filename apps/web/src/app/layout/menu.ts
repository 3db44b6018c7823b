import {
  IconCoins,
  IconConfetti,
  IconGift,
  IconHeartHandshake,
  IconLogin2,
  IconLogout,
  IconMail,
  IconMessageHeart,
  IconSettings,
  IconStars,
  IconTrophy,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import type { AppModalId, NavEntry, NavLinkEntry, Requirement } from '../../lib/availability';

/**
 * The site's menus as data. Entries whose route or modal does not exist yet are
 * filtered out by visibleEntries (src/lib/availability.ts); nothing here needs editing when a
 * screen arrives, only the route table or the modal registry.
 */

const link = (label: string, to: string): NavLinkEntry => ({ kind: 'link', label, target: { to } });
const modalLink = (label: string, modal: AppModalId): NavLinkEntry => ({
  kind: 'link',
  label,
  target: { modal },
});

const group = (label: string, icon: Icon, items: NavLinkEntry[]): NavEntry => ({
  kind: 'group',
  label,
  icon,
  items,
});

/** A link to a route that only members holding `role` see. */
/** A link shown to anyone who holds one of the roles. */
const roleLink = (label: string, to: string, ...roles: Requirement[]): NavLinkEntry => ({
  kind: 'link',
  label,
  target: { to },
  requires: roles,
});

/** A way to recognise someone: a route with a line saying what it gives, for `role` where one is named. */
const recogniseLink = (
  label: string,
  description: string,
  icon: Icon,
  to: string,
  role?: Requirement,
): NavLinkEntry => ({
  kind: 'link',
  label,
  description,
  icon,
  target: { to },
  ...(role && { requires: [role] }),
});

/**
 * The ways to recognise someone, behind the one "Recognise" action that is always in reach
 * (a header button on a wide screen, the middle tab of the phone's tab bar).
 */
export const recogniseMenu: readonly NavLinkEntry[] = [
  recogniseLink('Simply Say', 'A thank-you e-card', IconMessageHeart, '/recognise'),
  recogniseLink(
    'Pay It Forward',
    'A few points from your allowance',
    IconHeartHandshake,
    '/rewardpayitforward',
  ),
  recogniseLink('Nominate', 'For living our values', IconTrophy, '/nominate'),
  recogniseLink('Ad hoc recognition', 'Points from your budget', IconCoins, '/adhocrecognition', 'manager'),
  recogniseLink(
    'Points recognition',
    'Points for outstanding work',
    IconStars,
    '/rewardtrfcustom',
    'adminReports',
  ),
];

export const mainMenu: readonly NavEntry[] = [
  // A manager's tools have a menu of their own rather than hiding under My Profile.
  group('Team', IconUsersGroup, [
    roleLink('Nominations Review', '/nominationmanagement', 'manager'),
    roleLink('Ad hoc recognition', '/adhocrecognition', 'manager'),
    roleLink('Insights', '/insights', 'manager', 'adminReports', 'programmeAdmin'),
    roleLink('Management Report', '/reportmanagement', 'manager'),
    roleLink('Management Statement', '/managementstatement', 'manager'),
    roleLink('Quarterly Award Report', '/reportquarterlyawards', 'adminReports'),
    roleLink('Manager Balances Report', '/reportmanagerbalances', 'adminReports'),
  ]),
  group('Community', IconConfetti, [
    link('Recent Recognition', '/recentrecognition'),
    link('Celebrate With Us', '/celebrations'),
    link('Get To Know', '/gettoknow'),
    link('Get Involved', '/getinvolved'),
  ]),
  group('My Rewards', IconGift, [
    link('Redeem', '/rewards'),
    link('My Basket', '/rewards/basket'),
    link('My Orders', '/orders'),
    link('Statement', '/statement'),
    link('Peer to Peer Statement', '/payitforwardstatement'),
  ]),
  group('My Profile', IconUserCircle, [
    link('My Details', '/myprofile'),
    link('My Recognition', '/myrecognition'),
    modalLink('FAQs', 'faq'),
    link('Contact Us', '/contactus'),
  ]),
  { kind: 'link', label: 'Contact Us', icon: IconMail, target: { to: '/contactus' }, audience: 'anonymous' },
  {
    kind: 'link',
    label: 'Admin',
    icon: IconSettings,
    target: { to: '/admin' },
    requires: ['programmeAdmin'],
  },
];

/** Shown at the end of the menu bar and the drawer. */
export const sessionMenu: readonly NavLinkEntry[] = [
  { kind: 'link', label: 'Log Out', icon: IconLogout, target: { to: '/logout' }, audience: 'member' },
  { kind: 'link', label: 'Log In', icon: IconLogin2, target: { to: '/' }, audience: 'anonymous' },
];

export const footerMenu: readonly NavLinkEntry[] = [
  { kind: 'link', label: 'How it Works', target: { modal: 'howItWorks' }, audience: 'member' },
  { kind: 'link', label: 'Cookie Preferences', target: { modal: 'cookiePreferences' }, audience: 'all' },
  { kind: 'link', label: 'Privacy Policy', target: { modal: 'privacyPolicy' }, audience: 'all' },
  { kind: 'link', label: 'Disclaimer', target: { modal: 'disclaimer' }, audience: 'all' },
];
