import type { Icon } from '@tabler/icons-react';
import {
  IconAd2,
  IconAward,
  IconBuildingBank,
  IconCategory2,
  IconClipboardList,
  IconCoins,
  IconCreditCard,
  IconDiscount2,
  IconFileImport,
  IconFileText,
  IconFlag,
  IconKey,
  IconLayoutDashboard,
  IconMessageCircle,
  IconReceipt,
  IconScale,
  IconSettings,
  IconShieldCheck,
  IconShoppingBag,
  IconUserShare,
  IconUsers,
  IconWebhook,
} from '@tabler/icons-react';
import { lazy, type ComponentType } from 'react';
import type { AdminGroup } from './admin-groups';

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
    Screen: lazy(() => import('./catalogue/ShopProductsScreen')),
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
    path: 'shop/payments',
    label: 'Payments',
    group: 'Shop',
    description:
      'Card payments of points shortfalls: provider reference, status and order; retry a failed refund; settle stuck payments.',
    icon: IconCreditCard,
    Screen: lazy(() => import('./payments/PaymentsScreen')),
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
    Screen: lazy(() => import('./moderation/ModerationScreen')),
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
    path: 'integrations/webhooks',
    label: 'Webhooks',
    group: 'Integrations',
    description: 'Send signed events to other systems; delivery log and send again.',
    icon: IconWebhook,
    Screen: lazy(() => import('./integrations/WebhooksScreen')),
  },
  {
    path: 'integrations/tokens',
    label: 'API tokens',
    group: 'Integrations',
    description: 'Tokens for scripts and systems: scopes, expiry, uses; revoke at once.',
    icon: IconKey,
    Screen: lazy(() => import('./integrations/ApiTokensScreen')),
  },
  {
    path: 'integrations/scim',
    label: 'SCIM provisioning',
    group: 'Integrations',
    description: 'Connect Microsoft Entra ID or Okta to create, update and deactivate members.',
    icon: IconUserShare,
    Screen: lazy(() => import('./integrations/ScimScreen')),
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
