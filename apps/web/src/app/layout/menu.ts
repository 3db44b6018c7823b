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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppModalId, NavEntry, NavLinkEntry, Requirement } from '../../lib/availability';

/**
 * The site's menus as data. Entries whose route or modal does not exist yet are
 * filtered out by visibleEntries (src/lib/availability.ts); nothing here needs editing when a
 * screen arrives, only the route table or the modal registry.
 */

const link = (label: MessageDescriptor, to: string): NavLinkEntry => ({
  kind: 'link',
  label,
  target: { to },
});
const modalLink = (label: MessageDescriptor, modal: AppModalId): NavLinkEntry => ({
  kind: 'link',
  label,
  target: { modal },
});

const group = (label: MessageDescriptor, icon: Icon, items: NavLinkEntry[]): NavEntry => ({
  kind: 'group',
  label,
  icon,
  items,
});

/** A link to a route that only members holding `role` see. */
/** A link shown to anyone who holds one of the roles. */
const roleLink = (label: MessageDescriptor, to: string, ...roles: Requirement[]): NavLinkEntry => ({
  kind: 'link',
  label,
  target: { to },
  requires: roles,
});

/** A way to recognise someone: a route with a line saying what it gives, for `role` where one is named. */
const recogniseLink = (
  label: MessageDescriptor,
  description: MessageDescriptor,
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
  recogniseLink(msg`Simply Say`, msg`A thank-you e-card`, IconMessageHeart, '/recognise'),
  recogniseLink(
    msg`Pay It Forward`,
    msg`A few points from your allowance`,
    IconHeartHandshake,
    '/rewardpayitforward',
  ),
  recogniseLink(msg`Nominate`, msg`For living our values`, IconTrophy, '/nominate'),
  recogniseLink(
    msg`Ad hoc recognition`,
    msg`Points from your budget`,
    IconCoins,
    '/adhocrecognition',
    'manager',
  ),
  recogniseLink(
    msg`Points recognition`,
    msg`Points for outstanding work`,
    IconStars,
    '/rewardtrfcustom',
    'adminReports',
  ),
];

export const mainMenu: readonly NavEntry[] = [
  // A manager's tools have a menu of their own rather than hiding under My Profile.
  group(msg`Team`, IconUsersGroup, [
    roleLink(msg`Nominations Review`, '/nominationmanagement', 'manager'),
    roleLink(msg`Ad hoc recognition`, '/adhocrecognition', 'manager'),
    roleLink(msg`Insights`, '/insights', 'manager', 'adminReports', 'programmeAdmin'),
    roleLink(msg`Management Report`, '/reportmanagement', 'manager'),
    roleLink(msg`Management Statement`, '/managementstatement', 'manager'),
    roleLink(msg`Quarterly Award Report`, '/reportquarterlyawards', 'adminReports'),
    roleLink(msg`Manager Balances Report`, '/reportmanagerbalances', 'adminReports'),
  ]),
  group(msg`Community`, IconConfetti, [
    link(msg`Recent Recognition`, '/recentrecognition'),
    link(msg`Celebrate With Us`, '/celebrations'),
    link(msg`Get To Know`, '/gettoknow'),
    link(msg`Get Involved`, '/getinvolved'),
  ]),
  group(msg`My Rewards`, IconGift, [
    link(msg`Redeem`, '/rewards'),
    link(msg`My Basket`, '/rewards/basket'),
    link(msg`My Orders`, '/orders'),
    link(msg`Statement`, '/statement'),
    link(msg`Peer to Peer Statement`, '/payitforwardstatement'),
  ]),
  group(msg`My Profile`, IconUserCircle, [
    link(msg`My Details`, '/myprofile'),
    link(msg`My Recognition`, '/myrecognition'),
    modalLink(msg`FAQs`, 'faq'),
    link(msg`Contact Us`, '/contactus'),
  ]),
  {
    kind: 'link',
    label: msg`Contact Us`,
    icon: IconMail,
    target: { to: '/contactus' },
    audience: 'anonymous',
  },
  {
    kind: 'link',
    label: msg`Admin`,
    icon: IconSettings,
    target: { to: '/admin' },
    requires: ['programmeAdmin'],
  },
];

/** Shown at the end of the menu bar and the drawer. */
export const sessionMenu: readonly NavLinkEntry[] = [
  { kind: 'link', label: msg`Log Out`, icon: IconLogout, target: { to: '/logout' }, audience: 'member' },
  { kind: 'link', label: msg`Log In`, icon: IconLogin2, target: { to: '/' }, audience: 'anonymous' },
];

export const footerMenu: readonly NavLinkEntry[] = [
  { kind: 'link', label: msg`How it Works`, target: { modal: 'howItWorks' }, audience: 'member' },
  { kind: 'link', label: msg`Cookie Preferences`, target: { modal: 'cookiePreferences' }, audience: 'all' },
  { kind: 'link', label: msg`Privacy Policy`, target: { modal: 'privacyPolicy' }, audience: 'all' },
  { kind: 'link', label: msg`Disclaimer`, target: { modal: 'disclaimer' }, audience: 'all' },
];
