import type { Icon } from '@tabler/icons-react';
import {
  IconAd2,
  IconAward,
  IconBuildingBank,
  IconCategory2,
  IconClipboardList,
  IconCoins,
  IconDiscount2,
  IconFileImport,
  IconFileText,
  IconFlag,
  IconLayoutDashboard,
  IconMessageCircle,
  IconReceipt,
  IconScale,
  IconSettings,
  IconShieldCheck,
  IconShoppingBag,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, type ComponentType } from 'react';

/** Groups of the admin menu, in menu order. A group shows when it has a section. */
export const ADMIN_GROUPS = [
  'Overview',
  'People',
  'Points',
  'Shop',
  'Content',
  'Moderation',
  'Settings',
  'Integrations',
  'Operations',
] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/**
 * One page of the admin area (/admin/<path>). The admin menu and the overview are built from
 * this table, so an area adds a page by adding its row; nothing else needs editing.
 */
export interface AdminSection {
  /** Path under /admin; '' is the overview. */
  path: string;
  label: string;
  group: AdminGroup;
  /** One line on the overview. */
  description: string;
  icon: Icon;
  Screen: ComponentType;
}

export const adminSections: readonly AdminSection[] = [
  {
    path: '',
    label: 'Overview',
    group: 'Overview',
    description: 'Every part of programme administration.',
    icon: IconLayoutDashboard,
    Screen: lazy(() => import('./AdminOverviewScreen')),
  },
  {
    path: 'people',
    label: 'Members',
    group: 'People',
    description: 'Find a member; change their details, status and roles; invite them to register.',
    icon: IconUsers,
    Screen: lazy(() => import('./people/MembersScreen')),
  },
  {
    path: 'people/import',
    label: 'Import people',
    group: 'People',
    description: 'Load the HR file: preview who is new, changed or leaving, then apply.',
    icon: IconFileImport,
    Screen: lazy(() => import('./people/PeopleImportScreen')),
  },
  {
    path: 'budgets',
    label: 'Budgets',
    group: 'Points',
    description: 'Fund managers’ recognition budgets, one at a time or from a CSV.',
    icon: IconCoins,
    Screen: lazy(() => import('./budgets/BudgetsScreen')),
  },
  {
    path: 'funding',
    label: 'Funding account',
    group: 'Points',
    description:
      'The funding account statement, the Pay It Forward top-up and the ledger export for finance.',
    icon: IconBuildingBank,
    Screen: lazy(() => import('./budgets/FundingScreen')),
  },
  {
    path: 'shop/products',
    label: 'Shop products',
    group: 'Shop',
    description: 'Add products, change prices, take them off sale, import voucher codes.',
    icon: IconShoppingBag,
    Screen: lazy(() => import('./shop/ShopProductsScreen')),
  },
  {
    path: 'content',
    label: 'Content pages',
    group: 'Content',
    description: 'Edit the site’s pages (about, FAQ, terms, privacy) in a rich-text editor.',
    icon: IconFileText,
    Screen: lazy(() => import('./content/ContentPagesScreen')),
  },
  {
    path: 'campaigns',
    label: 'Campaigns',
    group: 'Content',
    description: 'Get Involved themes: name, description, colour, start and end dates.',
    icon: IconFlag,
    Screen: lazy(() => import('./content/CampaignsScreen')),
  },
  {
    path: 'nomination-categories',
    label: 'Nomination categories',
    group: 'Content',
    description: 'The help text Nominate shows under each category.',
    icon: IconAward,
    Screen: lazy(() => import('./content/NominationCategoriesScreen')),
  },
  {
    path: 'shop/orders',
    label: 'Orders',
    group: 'Shop',
    description:
      'Find an order, see its voucher codes, dispatch, cancel or refund it; the orders export for finance.',
    icon: IconReceipt,
    Screen: lazy(() => import('./orders/OrdersScreen')),
  },
  {
    path: 'shop/categories',
    label: 'Categories',
    group: 'Shop',
    description: 'The three-level category tree: add, rename, reorder, hide from the shop.',
    icon: IconCategory2,
    Screen: lazy(() => import('./catalogue/CategoriesScreen')),
  },
  {
    path: 'shop/adverts',
    label: 'Adverts',
    group: 'Shop',
    description: 'The pictures that rotate above the shop: add, change, hide, delete.',
    icon: IconAd2,
    Screen: lazy(() => import('./catalogue/AdvertsScreen')),
  },
  {
    path: 'shop/promo-codes',
    label: 'Promo codes',
    group: 'Shop',
    description: 'Promo codes with their uses so far; change dates and limits, switch one off.',
    icon: IconDiscount2,
    Screen: lazy(() => import('./catalogue/PromoCodesScreen')),
  },
  {
    path: 'moderation',
    label: 'Moderation',
    group: 'Moderation',
    description: 'Hide a recognition’s message or a Get Involved picture, reverse a recognition’s points.',
    icon: IconShieldCheck,
    Screen: lazy(() => import('./shop/ModerationScreen')),
  },
  {
    path: 'settings',
    label: 'Settings',
    group: 'Settings',
    description:
      'Company name, logo and colours, points name, value lists, e-card banners, rating scale, birthdays, allowance, leavers.',
    icon: IconSettings,
    Screen: lazy(() => import('./SettingsScreen')),
  },
  {
    path: 'integrations/chat',
    label: 'Slack and Teams',
    group: 'Integrations',
    description:
      'Recognise from Slack and Microsoft Teams; post recognitions into their channels; failed posts.',
    icon: IconMessageCircle,
    Screen: lazy(() => import('./integrations/IntegrationsScreen')),
  },
  {
    path: 'audit-log',
    label: 'Audit log',
    group: 'Operations',
    description: 'Every admin change: who, what, when, before and after.',
    icon: IconClipboardList,
    Screen: lazy(() => import('./AuditLogScreen')),
  },
  {
    path: 'ledger-audit',
    label: 'Ledger audit',
    group: 'Operations',
    description: 'Prove that every balance matches its transfers and the ledger sums to zero.',
    icon: IconScale,
    Screen: lazy(() => import('./LedgerAuditScreen')),
  },
];

export const adminHref = (s: Pick<AdminSection, 'path'>) => (s.path ? `/admin/${s.path}` : '/admin');
