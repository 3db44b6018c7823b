import type { Role } from './roles.js';

/**
 * Scopes of API tokens. A token opens exactly the calls its scopes list (by call id) and acts
 * with the roles its scopes grant, whatever roles the admin who made it holds; `scim` opens the
 * SCIM 2.0 endpoints at /scim/v2 and no POST call.
 */
export const API_SCOPES = ['reports:read', 'recognition:send', 'people:manage', 'scim'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export interface ScopeDef {
  label: string;
  /** Roles a token with this scope acts with, beside 'member'. */
  roles: readonly Role[];
  /** Call ids (keys of `calls`) the scope opens. */
  calls: readonly string[];
}

export const SCOPES: Record<ApiScope, ScopeDef> = {
  'reports:read': {
    label: 'Read reports and insights',
    roles: ['manager', 'adminReports'],
    calls: [
      'report.reportmanagement',
      'report.quarterlyawards',
      'report.managerbalances',
      'report.reportmanagementcsv',
      'report.managerbalancescsv',
      'report.quarterlyawardscsv',
      'site.getdivisionlist',
    ],
  },
  'recognition:send': {
    label: 'Send recognition as the programme',
    roles: ['adminReports'],
    calls: ['reward.doreward', 'site.getmemberlist'],
  },
  'people:manage': {
    label: 'Manage people',
    roles: ['programmeAdmin'],
    calls: [
      'admin.membersearch',
      'admin.memberget',
      'admin.memberedit',
      'admin.memberinvite',
      'admin.peopleimportstart',
      'admin.peopleimportstatus',
      'admin.peopleimportapply',
    ],
  },
  scim: { label: 'SCIM provisioning (/scim/v2)', roles: ['programmeAdmin'], calls: [] },
};

/** The scopes that open a call, for the OpenAPI document and the server's check. */
export function scopesOpening(callId: string): ApiScope[] {
  return API_SCOPES.filter((s) => SCOPES[s].calls.includes(callId));
}

/** API tokens start with this, so the server tells them from session tokens at a glance. */
export const API_TOKEN_PREFIX = 'shn_';

/** Event types a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'recognition.created',
  'nomination.reviewed',
  'quarterly.winner',
  'order.placed',
  'order.refunded',
  'member.joined',
  'member.left',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
