import type { RewardWhat } from '@portal/contract';
import { KIND_WORDS } from '../recognise.js';

/**
 * The slash command's text: mentions first, then optionally a kind (thankyou, payitforward,
 * reward, adhoc) with its points, then optionally a [Value], then the message:
 *   <@U01|ana> <@U02> thankyou Great launch, thank you!
 *   <@U01> payitforward 50 [Well Done] For covering my shift
 * With "escape users" on (the manifest sets it) Slack sends each @mention as <@ID|name>.
 */
export type ParsedCommand =
  | { ok: true; userIds: string[]; what: RewardWhat; points?: number; value?: string; message: string }
  | { ok: false; error: string };

const MENTION = /^<@([UW][A-Z0-9]+)(?:\|[^>]*)?>$/;

export const COMMAND_HELP =
  'Mention the people first, then what to send and your message, e.g. `@ana @ben thankyou Great launch, thank you!` ' +
  'or `@ana payitforward 50 [Well Done] Thanks for covering`. Send the command alone to open a form.';

export function parseSlackCommand(text: string): ParsedCommand {
  let rest = text.trim();
  const userIds: string[] = [];
  for (;;) {
    const m = /^(\S+)\s*/.exec(rest);
    const token = m?.[1];
    const mention = token ? MENTION.exec(token) : null;
    if (!m || !mention) break;
    if (!userIds.includes(mention[1]!)) userIds.push(mention[1]!);
    rest = rest.slice(m[0].length);
  }
  if (userIds.length === 0) {
    return {
      ok: false,
      error: /^@\S/.test(rest) ? `That name is not a Slack mention. ${COMMAND_HELP}` : COMMAND_HELP,
    };
  }
  let what: RewardWhat = 'thankyou';
  let points: number | undefined;
  const kind = /^(\w+)\b\s*/.exec(rest);
  const kindWord = kind?.[1]?.toLowerCase();
  if (kind && kindWord && KIND_WORDS[kindWord]) {
    what = KIND_WORDS[kindWord];
    rest = rest.slice(kind[0].length);
    if (what !== 'thankyou') {
      const p = /^(\d{1,6})\b\s*/.exec(rest);
      if (!p) return { ok: false, error: `Say how many points after "${kindWord}", e.g. ${kindWord} 50.` };
      points = Number(p[1]);
      rest = rest.slice(p[0].length);
    }
  }
  let value: string | undefined;
  const v = /^\[([^\]]{1,60})\]\s*/.exec(rest);
  if (v) {
    value = v[1]!.trim();
    rest = rest.slice(v[0].length);
  }
  return { ok: true, userIds, what, points, value, message: rest.trim() };
}
