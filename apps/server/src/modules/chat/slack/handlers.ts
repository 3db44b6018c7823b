import { createHash } from 'node:crypto';
import type { AppContext } from '../../../http/context.js';
import { getProgrammeSettings } from '../../../settings/service.js';
import { canSend } from '../members.js';
import { recogniseFromChat } from '../recognise.js';
import type { SlackIntegration } from '../store.js';
import { slackClient } from './client.js';
import { parseSlackCommand } from './command.js';
import {
  doneView,
  MODAL_CALLBACK_ID,
  modalErrors,
  readModal,
  recognitionModal,
  type ViewState,
} from './modal.js';
import { notAMemberText, slackPerson } from './people.js';

/**
 * What the portal does with a slash command or an interaction, whichever way it arrived: as a
 * signed HTTP request, or over a Socket Mode connection opened with the app-level token. The
 * answer is the body Slack shows (an ephemeral message, modal errors), or null for none.
 */

/** A requestId from Slack's own ids: a retry of the same request carries the same ones. */
export const slackRequestId = (...parts: string[]) =>
  `slack-${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40)}`;

const ephemeral = (text: string) => ({ response_type: 'ephemeral', text });

/**
 * Slack shows a failed request as a bare error; a person is better served by a sentence. A
 * retry is safe: the same request takes effect once.
 */
export const SORRY = ephemeral(
  'Sorry, that did not work and nothing new was sent. Please try again in a moment.',
);

export interface SlashCommandFields {
  team_id?: string;
  user_id?: string;
  text?: string;
  trigger_id?: string;
}

export async function handleSlashCommand(
  ctx: AppContext,
  slack: SlackIntegration,
  fields: SlashCommandFields,
): Promise<object | null> {
  const get = (k: keyof SlashCommandFields) => fields[k] ?? '';
  const settings = await getProgrammeSettings(ctx.database.db, ctx.config);
  const { programmeName } = settings;
  if (!slack.secrets.botToken)
    return ephemeral(`${programmeName} is not fully set up in Slack yet (no bot token).`);
  const client = await slackClient(ctx.config, slack.secrets.botToken);
  const sender = await slackPerson(client, ctx.database.db, get('user_id'));
  if (!sender.member || !canSend(sender.member)) return ephemeral(notAMemberText(programmeName));
  const text = get('text').trim();
  if (!text) {
    await client.views.open({
      trigger_id: get('trigger_id'),
      view: recognitionModal(sender.member, settings) as never,
    });
    return null;
  }
  const parsed = parseSlackCommand(text);
  if (!parsed.ok) return ephemeral(parsed.error);
  const people = await Promise.all(parsed.userIds.map((id) => slackPerson(client, ctx.database.db, id)));
  const unknown = people.filter((p) => !p.member);
  if (unknown.length) {
    return ephemeral(
      `${unknown.map((p) => p.label).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not in ${programmeName} ` +
        '(no active member has the e-mail address of their Slack profile). Nothing was sent.',
    );
  }
  const outcome = await recogniseFromChat(ctx, sender.member, {
    what: parsed.what,
    recipients: people.map((p) => p.member!),
    points: parsed.points,
    value: parsed.value,
    message: parsed.message,
    requestId: slackRequestId(get('team_id'), get('user_id'), get('trigger_id')),
  });
  return ephemeral(outcome.ok ? outcome.text : `Nothing was sent: ${outcome.text}`);
}

export interface InteractionPayload {
  type?: string;
  team?: { id?: string };
  user?: { id?: string };
  view?: { id?: string; callback_id?: string; state?: { values?: ViewState } };
}

export async function handleInteraction(
  ctx: AppContext,
  slack: SlackIntegration,
  payload: InteractionPayload,
): Promise<object | null> {
  // Only the recognition form is ours to answer; other interactions are acknowledged.
  if (payload.type !== 'view_submission' || payload.view?.callback_id !== MODAL_CALLBACK_ID) return null;
  const { programmeName } = await getProgrammeSettings(ctx.database.db, ctx.config);
  const fail = (text: string, fields?: Record<string, string>) => ({
    response_action: 'errors',
    errors: modalErrors(fields, text),
  });
  if (!slack.secrets.botToken) return fail(`${programmeName} is not fully set up in Slack yet.`);
  const client = await slackClient(ctx.config, slack.secrets.botToken);
  const sender = await slackPerson(client, ctx.database.db, payload.user?.id ?? '');
  if (!sender.member || !canSend(sender.member)) return fail(notAMemberText(programmeName));
  const answer = readModal(payload.view.state?.values ?? {});
  if ('error' in answer) return fail('Check the form', answer.error);
  const people = await Promise.all(answer.userIds.map((id) => slackPerson(client, ctx.database.db, id)));
  const unknown = people.filter((p) => !p.member).map((p) => p.label);
  if (unknown.length) {
    const text = `Not in ${programmeName}: ${unknown.join(', ')}`;
    return fail(text, { recipients: text });
  }
  const { what, points, value, message } = answer;
  const outcome = await recogniseFromChat(ctx, sender.member, {
    what,
    recipients: people.map((p) => p.member!),
    points,
    value,
    message,
    requestId: slackRequestId(payload.team?.id ?? '', payload.user?.id ?? '', payload.view.id ?? ''),
  });
  if (!outcome.ok) return fail(outcome.text, outcome.fields);
  return { response_action: 'update', view: doneView(outcome.text) };
}
