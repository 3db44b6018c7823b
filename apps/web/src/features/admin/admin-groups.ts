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

/** The address of an admin page; the overview ('' path) is /admin itself. */
export const adminHref = (s: { path: string }) => (s.path ? `/admin/${s.path}` : '/admin');
