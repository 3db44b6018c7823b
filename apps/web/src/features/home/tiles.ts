import {
  IconAward,
  IconCake,
  IconGift,
  IconHeartHandshake,
  IconMessageHeart,
  IconReceipt2,
  IconTrophy,
  IconUserCircle,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { NavLinkEntry } from '../../lib/availability';

/** Home tiles; a tile shows only when its route exists (same rule as the menus). */
export const homeTiles: readonly NavLinkEntry[] = [
  {
    kind: 'link',
    label: 'Simply Say',
    description: 'Send a colleague a thank-you e-card.',
    icon: IconMessageHeart,
    target: { to: '/recognise' },
  },
  {
    kind: 'link',
    label: 'Pay It Forward',
    description: 'Pass on a few points to say well done.',
    icon: IconHeartHandshake,
    target: { to: '/rewardpayitforward' },
  },
  {
    kind: 'link',
    label: 'Nominate',
    description: 'Nominate someone who lives our values.',
    icon: IconTrophy,
    target: { to: '/nominate' },
  },
  {
    kind: 'link',
    label: 'Rewards shop',
    description: 'Spend your points on treats you choose.',
    icon: IconGift,
    target: { to: '/rewards' },
  },
  {
    kind: 'link',
    label: 'Celebrate With Us',
    description: "Today's birthdays and work anniversaries.",
    icon: IconCake,
    target: { to: '/celebrations' },
  },
  {
    kind: 'link',
    label: 'Get To Know',
    description: 'Meet colleagues across the business.',
    icon: IconUsersGroup,
    target: { to: '/gettoknow' },
  },
  {
    kind: 'link',
    label: 'My Recognition',
    description: 'Recognition you have received and sent.',
    icon: IconAward,
    target: { to: '/myrecognition' },
  },
  {
    kind: 'link',
    label: 'Statement',
    description: 'Every point in and out of your account.',
    icon: IconReceipt2,
    target: { to: '/statement' },
  },
  {
    kind: 'link',
    label: 'My Profile',
    description: 'Keep your details and picture up to date.',
    icon: IconUserCircle,
    target: { to: '/myprofile' },
  },
];
