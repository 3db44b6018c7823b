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
  IconLanguage,
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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { lazy, type ComponentType } from 'react';
import type { AdminGroup } from './admin-groups';

/**
 * One page of the admin area (/admin/<path>). The admin menu and the overview are built from
 * this table, so an area adds a page by adding its row; nothing else needs editing.
 */
export interface AdminSection {
  /** Path under /admin; '' is the overview. */
  path: string;
  /** The menu's name of the page (shown with `i18n._`). */
  label: MessageDescriptor;
  group: AdminGroup;
  /** One line on the overview. */
  description: MessageDescriptor;
  icon: Icon;
  Screen: ComponentType;
}

export const adminSections: readonly AdminSection[] = [
  {
    path: '',
    label: msg`Overview`,
    group: 'Overview',
    description: msg`Every part of programme administration.`,
    icon: IconLayoutDashboard,
    Screen: lazy(() => import('./AdminOverviewScreen')),
  },
  {
    path: 'people',
    label: msg`Members`,
    group: 'People',
    description: msg`Find a member; change their details, status and roles; invite them to register.`,
    icon: IconUsers,
    Screen: lazy(() => import('./people/MembersScreen')),
  },
  {
    path: 'people/import',
    label: msg`Import people`,
    group: 'People',
    description: msg`Load the HR file: preview who is new, changed or leaving, then apply.`,
    icon: IconFileImport,
    Screen: lazy(() => import('./people/PeopleImportScreen')),
  },
  {
    path: 'budgets',
    label: msg`Budgets`,
    group: 'Points',
    description: msg`Fund managers’ recognition budgets, one at a time or from a CSV.`,
    icon: IconCoins,
    Screen: lazy(() => import('./budgets/BudgetsScreen')),
  },
  {
    path: 'funding',
    label: msg`Funding account`,
    group: 'Points',
    description: msg`The funding account statement, the Pay It Forward top-up and the ledger export for finance.`,
    icon: IconBuildingBank,
    Screen: lazy(() => import('./budgets/FundingScreen')),
  },
  {
    path: 'shop/products',
    label: msg`Shop products`,
    group: 'Shop',
    description: msg`Add products, change prices, take them off sale, import voucher codes.`,
    icon: IconShoppingBag,
    Screen: lazy(() => import('./catalogue/ShopProductsScreen')),
  },
  {
    path: 'content',
    label: msg`Content pages`,
    group: 'Content',
    description: msg`Edit the site’s pages (about, FAQ, terms, privacy) in a rich-text editor.`,
    icon: IconFileText,
    Screen: lazy(() => import('./content/ContentPagesScreen')),
  },
  {
    path: 'campaigns',
    label: msg`Campaigns`,
    group: 'Content',
    description: msg`Get Involved themes: name, description, colour, start and end dates.`,
    icon: IconFlag,
    Screen: lazy(() => import('./content/CampaignsScreen')),
  },
  {
    path: 'nomination-categories',
    label: msg`Nomination categories`,
    group: 'Content',
    description: msg`The help text Nominate shows under each category.`,
    icon: IconAward,
    Screen: lazy(() => import('./content/NominationCategoriesScreen')),
  },
  {
    path: 'translations',
    label: msg`Translations`,
    group: 'Content',
    description: msg`Values, points name, nomination categories, products, pages and adverts in each language.`,
    icon: IconLanguage,
    Screen: lazy(() => import('./translations/TranslationsScreen')),
  },
  {
    path: 'shop/orders',
    label: msg`Orders`,
    group: 'Shop',
    description: msg`Find an order, see its voucher codes, dispatch, cancel or refund it; the orders export for finance.`,
    icon: IconReceipt,
    Screen: lazy(() => import('./orders/OrdersScreen')),
  },
  {
    path: 'shop/payments',
    label: msg`Payments`,
    group: 'Shop',
    description: msg`Card payments of points shortfalls: provider reference, status and order; retry a failed refund; settle stuck payments.`,
    icon: IconCreditCard,
    Screen: lazy(() => import('./payments/PaymentsScreen')),
  },
  {
    path: 'shop/categories',
    label: msg`Categories`,
    group: 'Shop',
    description: msg`The three-level category tree: add, rename, reorder, hide from the shop.`,
    icon: IconCategory2,
    Screen: lazy(() => import('./catalogue/CategoriesScreen')),
  },
  {
    path: 'shop/adverts',
    label: msg`Adverts`,
    group: 'Shop',
    description: msg`The pictures that rotate above the shop: add, change, hide, delete.`,
    icon: IconAd2,
    Screen: lazy(() => import('./catalogue/AdvertsScreen')),
  },
  {
    path: 'shop/promo-codes',
    label: msg`Promo codes`,
    group: 'Shop',
    description: msg`Promo codes with their uses so far; change dates and limits, switch one off.`,
    icon: IconDiscount2,
    Screen: lazy(() => import('./catalogue/PromoCodesScreen')),
  },
  {
    path: 'moderation',
    label: msg`Moderation`,
    group: 'Moderation',
    description: msg`Hide a recognition’s message or a Get Involved picture, reverse a recognition’s points.`,
    icon: IconShieldCheck,
    Screen: lazy(() => import('./moderation/ModerationScreen')),
  },
  {
    path: 'settings',
    label: msg`Settings`,
    group: 'Settings',
    description: msg`Company name, logo and colours, points name, value lists, e-card banners, rating scale, birthdays, allowance, leavers.`,
    icon: IconSettings,
    Screen: lazy(() => import('./SettingsScreen')),
  },
  {
    path: 'integrations/webhooks',
    label: msg`Webhooks`,
    group: 'Integrations',
    description: msg`Send signed events to other systems; delivery log and send again.`,
    icon: IconWebhook,
    Screen: lazy(() => import('./integrations/WebhooksScreen')),
  },
  {
    path: 'integrations/tokens',
    label: msg`API tokens`,
    group: 'Integrations',
    description: msg`Tokens for scripts and systems: scopes, expiry, uses; revoke at once.`,
    icon: IconKey,
    Screen: lazy(() => import('./integrations/ApiTokensScreen')),
  },
  {
    path: 'integrations/scim',
    label: msg`SCIM provisioning`,
    group: 'Integrations',
    description: msg`Connect Microsoft Entra ID or Okta to create, update and deactivate members.`,
    icon: IconUserShare,
    Screen: lazy(() => import('./integrations/ScimScreen')),
  },
  {
    path: 'integrations/chat',
    label: msg`Slack and Teams`,
    group: 'Integrations',
    description: msg`Recognise from Slack and Microsoft Teams; post recognitions into their channels; failed posts.`,
    icon: IconMessageCircle,
    Screen: lazy(() => import('./integrations/IntegrationsScreen')),
  },
  {
    path: 'audit-log',
    label: msg`Audit log`,
    group: 'Operations',
    description: msg`Every admin change: who, what, when, before and after.`,
    icon: IconClipboardList,
    Screen: lazy(() => import('./AuditLogScreen')),
  },
  {
    path: 'ledger-audit',
    label: msg`Ledger audit`,
    group: 'Operations',
    description: msg`Prove that every balance matches its transfers and the ledger sums to zero.`,
    icon: IconScale,
    Screen: lazy(() => import('./LedgerAuditScreen')),
  },
];
