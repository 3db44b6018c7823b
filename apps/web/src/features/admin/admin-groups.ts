import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Groups of the admin menu, in menu order. A group shows when it has a section. */
export const ADMIN_GROUPS = [
  'Overview',
  'People',
  'Points',
  'Shop',
  'Content',
  'Moderation',
  'Integrations',
  'Settings',
  'Operations',
] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/** A group's heading in the menu and on the overview's cards, in the language shown. */
export const ADMIN_GROUP_LABELS: Record<AdminGroup, MessageDescriptor> = {
  Overview: msg({ message: 'Overview', comment: 'Admin menu group' }),
  People: msg({ message: 'People', comment: 'Admin menu group' }),
  Points: msg({ message: 'Points', comment: 'Admin menu group' }),
  Shop: msg({ message: 'Shop', comment: 'Admin menu group' }),
  Content: msg({ message: 'Content', comment: 'Admin menu group' }),
  Moderation: msg({ message: 'Moderation', comment: 'Admin menu group' }),
  Integrations: msg({ message: 'Integrations', comment: 'Admin menu group' }),
  Settings: msg({ message: 'Settings', comment: 'Admin menu group' }),
  Operations: msg({ message: 'Operations', comment: 'Admin menu group' }),
};

/** The address of an admin page; the overview ('' path) is /admin itself. */
export const adminHref = (s: { path: string }) => (s.path ? `/admin/${s.path}` : '/admin');
