import type { AppContext } from '../../http/context.js';
import type { AdminActor } from '../../modules/admin/index.js';
import { refusalsToExit, rowId, usageError, withBody } from './args.js';
import type { AdminCommand, CommandArgs, CommandIo } from './command.js';

/** What a moderation service is asked: hide row `id` with a reason, or show it again. */
export interface HideChange {
  id: number;
  hidden: boolean;
  reason: string;
}

/**
 * The one shape of every "hide with a reason, --show shows it again" command: the row is named
 * by id (a wrong id prints the usage), and a refusal prints only its message, "Not found." for a
 * missing row. `hide` calls the web's own service and answers the line to print.
 */
export function hideCommand(spec: {
  name: string;
  summary: string;
  usage: string;
  hide(ctx: AppContext, actor: AdminActor, change: HideChange): Promise<string>;
}): AdminCommand {
  const command: AdminCommand = {
    name: spec.name,
    summary: spec.summary,
    usage: spec.usage,
    options: { reason: { type: 'string' }, show: { type: 'boolean' } },
    async run(ctx, actor, args, io) {
      const id = rowId(args);
      if (id === null) return usageError(io, command);
      const change = {
        id,
        hidden: args.values.show !== true,
        reason: String(args.values.reason ?? '').trim(),
      };
      return refusalsToExit(io, async () => io.out(await spec.hide(ctx, actor, change)), 'brief');
    },
  };
  return command;
}

/**
 * The one shape of a listing command: the rows the web page shows, a line each (`print` may
 * write more than one), then their count ("3 comments").
 */
export function listCommand<T>(spec: {
  name: string;
  summary: string;
  usage: string;
  /** What the count line calls the rows, in the plural. */
  noun: string;
  rows(ctx: AppContext, args: CommandArgs): Promise<readonly T[]>;
  print(io: CommandIo, row: T): void;
}): AdminCommand {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: spec.usage,
    async run(ctx, _actor, args, io) {
      const rows = await spec.rows(ctx, args);
      for (const row of rows) spec.print(io, row);
      io.out(`${rows.length} ${spec.noun}`);
      return 0;
    },
  };
}

/**
 * The one shape of a command that acts on one row named by id: the options make the web call's
 * body, checked with its schema (exit 2 when it fails); then `work` runs, and a refusal prints
 * only its message, "Not found." for a missing row (exit 1).
 */
export function rowCommand<T>(spec: {
  name: string;
  summary: string;
  usage: string;
  options?: AdminCommand['options'];
  schema: Parameters<typeof withBody<T>>[1];
  input(args: CommandArgs): unknown;
  work(ctx: AppContext, actor: AdminActor, body: T, io: CommandIo): Promise<unknown>;
}): AdminCommand {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: spec.usage,
    ...(spec.options ? { options: spec.options } : {}),
    run: (ctx, actor, args, io) =>
      withBody(io, spec.schema, spec.input(args), (body) => spec.work(ctx, actor, body, io), 'brief'),
  };
}

/**
 * The one shape of a command that takes no arguments and prints a report: `print` writes its
 * lines and answers the exit code (1 when the report found a problem).
 */
export function reportCommand(spec: {
  name: string;
  summary: string;
  print(ctx: AppContext, io: CommandIo): Promise<number>;
}): AdminCommand {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: '',
    run: (ctx, _actor, _args, io) => spec.print(ctx, io),
  };
}

/** Options that each take one text value, by name. */
export const textOptions = (...names: string[]): NonNullable<AdminCommand['options']> =>
  Object.fromEntries(names.map((name) => [name, { type: 'string' as const }]));
