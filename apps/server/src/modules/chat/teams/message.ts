import type { RewardWhat } from '@portal/contract';
import { KIND_WORDS } from '../recognise.js';

/**
 * A Teams channel message to the outgoing webhook, e.g.
 *   <at>Shine</at> thankyou <at>Ana Lopez</at> Great launch
 * The first mention names the webhook itself. Then, in any order, the people (mentions) and
 * optionally a kind with its points; then optionally a [Value]; then the message.
 */
export type ParsedTeamsMessage =
  | { ok: true; names: string[]; what: RewardWhat; points?: number; value?: string; message: string }
  | { ok: false; error: string };

export const TEAMS_HELP =
  'Mention me, then what to send and the people, then your message, e.g. "@Shine thankyou @Ana Lopez Great launch" ' +
  'or "@Shine payitforward 50 @Ana Lopez [Well Done] Thanks for covering".';

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};
const decode = (s: string) =>
  s.replace(/&(nbsp|amp|lt|gt|quot|apos|#39);/g, (_m, e: string) => ENTITIES[e] ?? '');

export function parseTeamsMessage(html: string): ParsedTeamsMessage {
  const names: string[] = [];
  // Mentions become placeholders between invisible separators (U+2063, never typed); every
  // other tag (Teams wraps text in <p>, <div>) is dropped.
  const text = decode(
    html
      .replace(
        /<at>(.*?)<\/at>/gis,
        (_m, name: string) => `\u2063${names.push(decode(name).trim()) - 1}\u2063`,
      )
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  ).trim();
  let rest = text;
  // The webhook's own mention comes first.
  const self = /^\u2063\d+\u2063\s*/.exec(rest);
  if (self) rest = rest.slice(self[0].length);
  const people: string[] = [];
  let what: RewardWhat = 'thankyou';
  let points: number | undefined;
  let sawKind = false;
  for (;;) {
    const mention = /^\u2063(\d+)\u2063\s*/.exec(rest);
    if (mention) {
      const name = names[Number(mention[1])]!;
      if (name && !people.includes(name)) people.push(name);
      rest = rest.slice(mention[0].length);
      continue;
    }
    const kind = /^(\w+)\b\s*/.exec(rest);
    const word = kind?.[1]?.toLowerCase();
    if (!sawKind && kind && word && KIND_WORDS[word]) {
      sawKind = true;
      what = KIND_WORDS[word];
      rest = rest.slice(kind[0].length);
      if (what !== 'thankyou') {
        const p = /^(\d{1,6})\b\s*/.exec(rest);
        if (!p) return { ok: false, error: `Say how many points after "${word}", e.g. ${word} 50.` };
        points = Number(p[1]);
        rest = rest.slice(p[0].length);
      }
      continue;
    }
    break;
  }
  if (people.length === 0) return { ok: false, error: TEAMS_HELP };
  let value: string | undefined;
  const v = /^\[([^\]]{1,60})\]\s*/.exec(rest);
  if (v) {
    value = v[1]!.trim();
    rest = rest.slice(v[0].length);
  }
  // Mentions later in the message are just names in the text.
  const message = rest.replace(/\u2063(\d+)\u2063/g, (_m, i: string) => names[Number(i)] ?? '').trim();
  return { ok: true, names: people, what, points, value, message };
}
