import { cachedValue } from '../../db/cached-value.js';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedRead } from '../../db/prepared-query.js';
import type { ChatProvider, DB } from '../../db/schema.js';

/**
 * Where channel posts go, read without the secrets so it can run inside any transaction: the
 * Slack channel per division and for the company, and which Teams routes have a webhook.
 */
export interface ChatRouting {
  slack: {
    enabled: boolean;
    companyChannel: string;
    divisionChannels: Record<string, string>;
    postCelebrations: boolean;
  } | null;
  teams: { enabled: boolean; routes: string[]; postCelebrations: boolean } | null;
}

export const TEAMS_COMPANY_ROUTE = 'company';
export const teamsDivisionRoute = (divisionCode: string) => `division:${divisionCode}`;

function parse(json: string): Record<string, unknown> {
  try {
    const v = JSON.parse(json) as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Read on every send, so prepared once (db/prepared-query.ts). */
const integrations = preparedRead((db) =>
  db.selectFrom('chatIntegrations').select(['provider', 'enabled', 'settingsJson']),
);

/** Cached per database until an integration changes: every send asks (db/cached-value.ts). */
export const readRouting = cachedValue(['chat_integrations'], routingOf);

async function routingOf(db: Db | Transaction<DB>): Promise<ChatRouting> {
  const rows = await integrations(db, {});
  const byProvider = new Map<ChatProvider, (typeof rows)[number]>(rows.map((r) => [r.provider, r]));
  const slackRow = byProvider.get('slack');
  const teamsRow = byProvider.get('teams');
  let slack: ChatRouting['slack'] = null;
  if (slackRow?.enabled) {
    const s = parse(slackRow.settingsJson);
    const list = Array.isArray(s.divisionChannels)
      ? (s.divisionChannels as Array<Record<string, unknown>>)
      : [];
    slack = {
      enabled: true,
      companyChannel: typeof s.companyChannel === 'string' ? s.companyChannel : '',
      postCelebrations: s.postCelebrations === true,
      divisionChannels: Object.fromEntries(
        list
          .filter((d) => typeof d.divisionCode === 'string' && typeof d.channel === 'string')
          .map((d) => [d.divisionCode as string, d.channel as string]),
      ),
    };
  }
  let teams: ChatRouting['teams'] = null;
  if (teamsRow?.enabled) {
    const s = parse(teamsRow.settingsJson);
    teams = {
      enabled: true,
      routes: Array.isArray(s.webhookRoutes) ? s.webhookRoutes.filter((r) => typeof r === 'string') : [],
      postCelebrations: s.postCelebrations === true,
    };
  }
  return { slack, teams };
}

/** The division's own Slack channel, else the company's; none when neither is set. */
export function slackChannelFor(routing: ChatRouting, divisionCode: string): string | null {
  if (!routing.slack) return null;
  return routing.slack.divisionChannels[divisionCode] || routing.slack.companyChannel || null;
}

export function teamsRouteFor(routing: ChatRouting, divisionCode: string): string | null {
  if (!routing.teams) return null;
  const own = teamsDivisionRoute(divisionCode);
  if (routing.teams.routes.includes(own)) return own;
  return routing.teams.routes.includes(TEAMS_COMPANY_ROUTE) ? TEAMS_COMPANY_ROUTE : null;
}
