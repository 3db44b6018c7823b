import os from 'node:os';
import { parseArgs } from 'node:util';
import type { AppContext } from '../../http/context.js';
import { actorFromMember, type AdminActor } from '../../modules/admin/index.js';
import type { AdminCommand, CommandIo } from './command.js';
import { CORE_COMMANDS } from './core-commands.js';
import { PEOPLE_COMMANDS } from './people-commands.js';
import { CONTENT_COMMANDS } from './content-commands.js';
import { ORDERS_COMMANDS } from './orders-commands.js';
import { CATALOGUE_COMMANDS } from './catalogue-commands.js';
import { MODERATION_COMMANDS } from './moderation-commands.js';
import { INTEGRATIONS_COMMANDS } from './integrations-commands.js';
import { PEOPLE_DATA_COMMANDS } from './people-data-commands.js';
import { PAYMENTS_COMMANDS } from './payments-commands.js';
import { CHAT_COMMANDS } from './chat-commands.js';
import { INSIGHTS_COMMANDS } from './insights-commands.js';
import { COMMENT_COMMANDS } from './comment-commands.js';
import { TRANSLATIONS_COMMANDS } from './translations-commands.js';
import { subscribeChannels } from '../../subscribers.js';

/** Every command of `npm run admin`; each admin area appends its list. */
export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...CORE_COMMANDS,
  ...PEOPLE_COMMANDS,
  ...CONTENT_COMMANDS,
  ...ORDERS_COMMANDS,
  ...CATALOGUE_COMMANDS,
  ...MODERATION_COMMANDS,
  ...INTEGRATIONS_COMMANDS,
  ...PEOPLE_DATA_COMMANDS,
  ...PAYMENTS_COMMANDS,
  ...INSIGHTS_COMMANDS,
  ...CHAT_COMMANDS,
  ...COMMENT_COMMANDS,
  ...TRANSLATIONS_COMMANDS,
];

function helpText(commands: readonly AdminCommand[]): string[] {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: npm run admin -- <command> [options] [--as <member number>]',
    '',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    '--as names the programme admin the audit log records; without it, the OS user is recorded.',
    'npm run admin -- help <command> shows the options of one command.',
  ];
}

/** The actor of a command: the programme admin named with --as, or the operator's OS user. */
async function resolveActor(ctx: AppContext, as: string | undefined): Promise<AdminActor | string> {
  if (!as) return { memberId: null, label: `cli:${os.userInfo().username}` };
  const m = await ctx.database.db
    .selectFrom('members')
    .selectAll()
    .where('memberNumber', '=', as)
    .executeTakeFirst();
  if (!m || !m.isProgrammeAdmin) return `Member ${as} is not a programme admin.`;
  return actorFromMember(m);
}

/** Runs one command line (without "node script"); returns the exit code. Tests call this directly. */
export async function runAdminCommand(
  ctx: AppContext,
  argv: readonly string[],
  io: CommandIo,
  commands: readonly AdminCommand[] = ADMIN_COMMANDS,
): Promise<number> {
  // Admin commands tell people and post to channels through the event bus, as the server does.
  subscribeChannels();
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    const which = commands.find((c) => c.name === rest[0]);
    if (which) io.out(`Usage: npm run admin -- ${which.name} ${which.usage}`.trimEnd());
    else helpText(commands).forEach((l) => io.out(l));
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command: ${name}`);
    helpText(commands).forEach((l) => io.err(l));
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      options: { ...command.options, as: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    io.err(`Usage: npm run admin -- ${command.name} ${command.usage}`.trimEnd());
    return 2;
  }
  const actor = await resolveActor(ctx, typeof parsed.values.as === 'string' ? parsed.values.as : undefined);
  if (typeof actor === 'string') {
    io.err(actor);
    return 2;
  }
  return command.run(ctx, actor, { values: parsed.values, positionals: parsed.positionals }, io);
}
