import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliverable, Transport } from '../../messaging/transports.js';
import { DELIVERY_FAILURES, outboundPoster } from '../../outbound/poster.js';
import { outboundPolicy, type Resolve } from '../../outbound/policy.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { RECOGNITION_POST_TEMPLATE, type RecognitionPost } from './posts.js';
import {
  slackCelebrationsMessage,
  slackRecognitionMessage,
  teamsCelebrationsCard,
  teamsMessage,
  teamsRecognitionCard,
  type PostContext,
} from './render.js';
import { CELEBRATIONS_POST_TEMPLATE, type CelebrationsPost } from './celebrations.js';
import { slackClient } from './slack/client.js';
import { readSlack, readTeams } from './store.js';

/** The programme's words and the moderation state at the moment of sending. */
async function postContext(
  db: Db,
  config: Config,
  msg: Deliverable,
  showPoints: boolean,
): Promise<PostContext> {
  const settings = await getProgrammeSettings(db, config);
  const hidden =
    msg.refType === 'recognition' && msg.refId
      ? (
          await db
            .selectFrom('recognitions')
            .select('messageHiddenAt')
            .where('id', '=', Number(msg.refId))
            .executeTakeFirst()
        )?.messageHiddenAt != null
      : false;
  return {
    publicUrl: config.PUBLIC_URL,
    pointsName: settings.pointsName,
    programmeName: settings.programmeName,
    showPoints,
    hidden,
  };
}

/** A post is rendered by its template when it is sent. */
async function render<T>(
  db: Db,
  config: Config,
  msg: Deliverable,
  showPoints: boolean,
  as: {
    recognition: (p: RecognitionPost, c: PostContext) => T;
    celebrations: (p: CelebrationsPost, c: PostContext) => T;
  },
): Promise<T> {
  const c = await postContext(db, config, msg, showPoints);
  if (msg.template === RECOGNITION_POST_TEMPLATE)
    return as.recognition(JSON.parse(msg.bodyText) as RecognitionPost, c);
  if (msg.template === CELEBRATIONS_POST_TEMPLATE)
    return as.celebrations(JSON.parse(msg.bodyText) as CelebrationsPost, c);
  throw new Error(`No chat rendering for ${msg.template}`);
}

/** Posts to a Slack channel with the bot token (chat.postMessage); the channel id is the recipient. */
export function slackTransport(db: Db, config: Config): Transport {
  return {
    async send(msg) {
      const slack = await readSlack(db, config);
      if (!slack.secrets.botToken) throw new Error('Slack has no bot token');
      const content = await render(db, config, msg, slack.settings.showPoints, {
        recognition: slackRecognitionMessage,
        celebrations: slackCelebrationsMessage,
      });
      const client = await slackClient(config, slack.secrets.botToken);
      await client.chat.postMessage({
        channel: msg.recipient,
        text: content.text,
        blocks: content.blocks,
        unfurl_links: false,
      });
    },
  };
}

/**
 * Posts an Adaptive Card to the Teams incoming webhook or Workflows address of the route. The
 * address is an admin's, so it goes through the outbound guard as webhooks do: https to a public
 * address, checked at every connection, no redirects, a generic reason when it fails.
 */
export function teamsTransport(db: Db, config: Config, resolve?: Resolve): Transport {
  const poster = outboundPoster(outboundPolicy(config, resolve));
  return {
    async send(msg) {
      const teams = await readTeams(db, config);
      const url = teams.secrets.webhooks?.[msg.recipient];
      if (!url) throw new Error(`Teams has no webhook for ${msg.recipient}`);
      const card = await render(db, config, msg, teams.settings.showPoints, {
        recognition: teamsRecognitionCard,
        celebrations: teamsCelebrationsCard,
      });
      const status = await poster.post(url, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(teamsMessage(card)),
        timeoutMs: 15_000,
      });
      if (status < 200 || status > 299) throw new Error(DELIVERY_FAILURES.failed);
    },
  };
}

export const chatTransports = (db: Db, config: Config, resolve?: Resolve) => ({
  slack: slackTransport(db, config),
  teams: teamsTransport(db, config, resolve),
});
