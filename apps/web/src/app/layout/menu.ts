import {
  IconAward,
  IconGift,
  IconHeartHandshake,
  IconLogin2,
  IconLogout,
  IconMail,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import type { NavEntry, NavLinkEntry } from '../../lib/availability';

/**
 * The site's menus as data. Entries whose route or modal does not exist yet are
 * filtered out by visibleEntries (src/lib/availability.ts); nothing here needs editing when a
 * screen arrives, only the route table or the modal registry.
 */
export const mainMenu: readonly NavEntry[] = [
  {
    kind: 'group',
    label: 'My Profile',
    icon: IconUserCircle,
    items: [
      { kind: 'link', label: 'My Details', target: { to: '/myprofile' } },
      { kind: 'link', label: 'Get Involved', target: { to: '/getinvolved' } },
      { kind: 'link', label: 'FAQs', target: { modal: 'faq' } },
      { kind: 'link', label: 'Contact Us', target: { to: '/contactus' } },
      {
        kind: 'group',
        label: 'Management',
        items: [
          {
            kind: 'link',
            label: 'Management Statement',
            target: { to: '/managementstatement' },
            requires: ['manager'],
          },
          {
            kind: 'link',
            label: 'Management Report',
            target: { to: '/reportmanagement' },
            requires: ['manager'],
          },
          {
            kind: 'link',
            label: 'Management Nominations Review',
            target: { to: '/nominationmanagement' },
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
    ],
  },
  { kind: 'link', label: 'My Recognition', icon: IconAward, target: { to: '/myrecognition' } },
  { kind: 'link', label: 'Pay It Forward', icon: IconHeartHandshake, target: { to: '/rewardpayitforward' } },
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
