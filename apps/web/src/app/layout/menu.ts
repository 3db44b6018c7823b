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
import type { NavEntry, NavLinkEntry } from '../../lib/availability';

/**
 * The site's menus as data. Entries whose route or modal does not exist yet are
 * filtered out by visibleEntries (src/lib/availability.ts); nothing here needs editing when a
 * screen arrives, only the route table or the modal registry.
 */

/**
 * The ways to recognise someone, behind the one "Recognise" action that is always in reach
 * (a header button on a wide screen, the middle tab of the phone's tab bar).
 */
export const recogniseMenu: readonly NavLinkEntry[] = [
  {
    kind: 'link',
    label: 'Simply Say',
    description: 'A thank-you e-card',
    icon: IconMessageHeart,
    target: { to: '/recognise' },
  },
  {
    kind: 'link',
    label: 'Pay It Forward',
    description: 'A few points from your allowance',
    icon: IconHeartHandshake,
    target: { to: '/rewardpayitforward' },
  },
  {
    kind: 'link',
    label: 'Nominate',
    description: 'For living our values',
    icon: IconTrophy,
    target: { to: '/nominate' },
  },
  {
    kind: 'link',
    label: 'Ad hoc recognition',
    description: 'Points from your budget',
    icon: IconCoins,
    target: { to: '/adhocrecognition' },
    requires: ['manager'],
  },
  {
    kind: 'link',
    label: 'Points recognition',
    description: 'Points for outstanding work',
    icon: IconStars,
    target: { to: '/rewardtrfcustom' },
    requires: ['adminReports'],
  },
];

export const mainMenu: readonly NavEntry[] = [
  {
    // A manager's tools have a menu of their own rather than hiding under My Profile.
    kind: 'group',
    label: 'Team',
    icon: IconUsersGroup,
    items: [
      {
        kind: 'link',
        label: 'Nominations Review',
        target: { to: '/nominationmanagement' },
        requires: ['manager'],
      },
      {
        kind: 'link',
        label: 'Ad hoc recognition',
        target: { to: '/adhocrecognition' },
        requires: ['manager'],
      },
      {
        kind: 'link',
        label: 'Insights',
        target: { to: '/insights' },
        requires: ['manager', 'adminReports', 'programmeAdmin'],
      },
      {
        kind: 'link',
        label: 'Management Report',
        target: { to: '/reportmanagement' },
        requires: ['manager'],
      },
      {
        kind: 'link',
        label: 'Management Statement',
        target: { to: '/managementstatement' },
        requires: ['manager'],
      },
      {
        kind: 'link',
        label: 'Quarterly Award Report',
        target: { to: '/reportquarterlyawards' },
        requires: ['adminReports'],
      },
      {
        kind: 'link',
        label: 'Manager Balances Report',
        target: { to: '/reportmanagerbalances' },
        requires: ['adminReports'],
      },
    ],
  },
  {
    kind: 'group',
    label: 'Community',
    icon: IconConfetti,
    items: [
      { kind: 'link', label: 'Recent Recognition', target: { to: '/recentrecognition' } },
      { kind: 'link', label: 'Celebrate With Us', target: { to: '/celebrations' } },
      { kind: 'link', label: 'Get To Know', target: { to: '/gettoknow' } },
      { kind: 'link', label: 'Get Involved', target: { to: '/getinvolved' } },
    ],
  },
  {
    kind: 'group',
    label: 'My Rewards',
    icon: IconGift,
    items: [
      { kind: 'link', label: 'Redeem', target: { to: '/rewards' } },
      { kind: 'link', label: 'My Basket', target: { to: '/rewards/basket' } },
      { kind: 'link', label: 'My Orders', target: { to: '/orders' } },
      { kind: 'link', label: 'Statement', target: { to: '/statement' } },
      { kind: 'link', label: 'Peer to Peer Statement', target: { to: '/payitforwardstatement' } },
    ],
  },
  {
    kind: 'group',
    label: 'My Profile',
    icon: IconUserCircle,
    items: [
      { kind: 'link', label: 'My Details', target: { to: '/myprofile' } },
      { kind: 'link', label: 'My Recognition', target: { to: '/myrecognition' } },
      { kind: 'link', label: 'FAQs', target: { modal: 'faq' } },
      { kind: 'link', label: 'Contact Us', target: { to: '/contactus' } },
    ],
  },
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
