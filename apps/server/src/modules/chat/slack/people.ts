import type { WebClient } from '@slack/web-api';
import type { Db } from '../../../db/database.js';
import type { MemberRow } from '../../../db/schema.js';
import { memberByEmail } from '../members.js';

export interface SlackPerson {
  userId: string;
  /** The name Slack shows, for answers about people the portal does not know. */
  label: string;
  member: MemberRow | null;
}

/**
 * A Slack user as a member: users.info gives the profile e-mail (scope users:read.email), and
 * the member is the one active member with that address.
 */
export async function slackPerson(client: WebClient, db: Db, userId: string): Promise<SlackPerson> {
  const info = await client.users.info({ user: userId });
  const user = info.user;
  const label = user?.profile?.real_name || user?.real_name || user?.name || userId;
  const email = user?.profile?.email;
  return { userId, label, member: email && !user?.is_bot ? await memberByEmail(db, email) : null };
}

export const notAMemberText = (programmeName: string) =>
  `Your Slack account is not linked to anyone in ${programmeName}: we match people by the e-mail address on ` +
  'their Slack profile, and yours is not the address of an active, registered member. Nothing was sent. ' +
  'Ask your programme team to check the address on your profile.';
