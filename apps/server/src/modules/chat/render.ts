import { HIDDEN_MESSAGE_TEXT } from '@portal/contract';
import type { CelebrationsPost } from './celebrations.js';
import type { RecognitionPost } from './posts.js';

/** What a post needs besides the recognition: the programme's words and where the feed is. */
export interface PostContext {
  publicUrl: string;
  pointsName: string;
  programmeName: string;
  showPoints: boolean;
  /** A moderator hid the message after the recognition was sent. */
  hidden: boolean;
}

const feedUrl = (c: PostContext) => `${c.publicUrl}/recentrecognition`;

function lines(post: RecognitionPost, c: PostContext) {
  const message = c.hidden ? HIDDEN_MESSAGE_TEXT : post.message;
  const points = c.showPoints && post.points > 0 ? `+${post.points} ${c.pointsName}` : '';
  return {
    headline: `${post.from} recognised ${post.to}`,
    detail: `${post.kind} · ${post.value}`,
    message,
    points,
  };
}

/** Slack's mrkdwn treats &, < and > as control characters; everything else is literal. */
const slackEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackRecognitionMessage(post: RecognitionPost, c: PostContext) {
  const l = lines(post, c);
  const text = `${l.headline}: ${l.detail}${l.points ? ` (${l.points})` : ''}`;
  const fields = [l.detail, l.points].filter(Boolean).map((t) => `*${slackEscape(t)}*`);
  return {
    text: slackEscape(text),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `:sparkles: *${slackEscape(l.headline)}*` } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: fields.join('  ·  ') }] },
      ...(l.message
        ? [
            {
              type: 'section',
              text: { type: 'mrkdwn', text: `>${slackEscape(l.message).replace(/\n/g, '\n>')}` },
            },
          ]
        : []),
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: `See it in ${c.programmeName}` },
            url: feedUrl(c),
          },
        ],
      },
    ],
  };
}

/**
 * Teams renders a subset of Markdown in an Adaptive Card's TextBlock, so a message such as
 * "[confirm your payroll details](https://evil.example/…)" became a link whose words hide where
 * it goes. The characters that start Markdown are escaped with a backslash (CommonMark), as
 * slackEscape does for Slack, so text from people shows exactly as typed: brackets (no link or
 * image can form without them, so parentheses stay plain), emphasis, code, angle brackets
 * (autolinks, quotes) and, where they start a line, list and heading markers. A bare address
 * stays visible as itself.
 */
export const teamsEscape = (s: string) =>
  s
    .replace(/[\\`*_[\]<>~]/g, '\\$&')
    .replace(/^(\s*)([-+#])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])(?=\s)/gm, '$1\\$2');

/** An Adaptive Card 1.4 (what Teams channels and Workflows render). */
export function adaptiveCard(body: unknown[], actions: unknown[] = []) {
  return {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body,
    ...(actions.length ? { actions } : {}),
  };
}

/** The message shape Teams incoming webhooks and Workflows accept: one Adaptive Card attachment. */
export const teamsMessage = (card: unknown) => ({
  type: 'message',
  attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card }],
});

export function teamsRecognitionCard(post: RecognitionPost, c: PostContext) {
  const l = lines(post, c);
  return adaptiveCard(
    [
      { type: 'TextBlock', text: teamsEscape(l.headline), weight: 'Bolder', size: 'Medium', wrap: true },
      {
        type: 'TextBlock',
        text: teamsEscape([l.detail, l.points].filter(Boolean).join(' · ')),
        isSubtle: true,
        spacing: 'None',
        wrap: true,
      },
      ...(l.message ? [{ type: 'TextBlock', text: teamsEscape(l.message), wrap: true }] : []),
    ],
    [{ type: 'Action.OpenUrl', title: `See it in ${c.programmeName}`, url: feedUrl(c) }],
  );
}

function celebrationLines(post: CelebrationsPost): string[] {
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
  return [
    ...(post.birthdays.length ? [`Happy birthday to ${post.birthdays.join(', ')}!`] : []),
    ...(post.anniversaries.length
      ? [
          `Happy work anniversary to ${post.anniversaries.map((a) => `${a.name} (${years(a.years)})`).join(', ')}!`,
        ]
      : []),
  ];
}

export function slackCelebrationsMessage(
  post: CelebrationsPost,
  c: Pick<PostContext, 'publicUrl' | 'programmeName'>,
) {
  const lines = celebrationLines(post).map(slackEscape);
  return {
    text: lines.join(' '),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: `:tada: *Celebrate with us*\n${lines.join('\n')}` } },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: 'Send a card' },
            url: `${c.publicUrl}/celebrations`,
          },
        ],
      },
    ],
  };
}

export function teamsCelebrationsCard(
  post: CelebrationsPost,
  c: Pick<PostContext, 'publicUrl' | 'programmeName'>,
) {
  return adaptiveCard(
    [
      { type: 'TextBlock', text: 'Celebrate with us', weight: 'Bolder', size: 'Medium' },
      ...celebrationLines(post).map((text) => ({ type: 'TextBlock', text: teamsEscape(text), wrap: true })),
    ],
    [{ type: 'Action.OpenUrl', title: 'Send a card', url: `${c.publicUrl}/celebrations` }],
  );
}
