import type { ParseArgsConfig } from 'node:util';
import type { AppContext } from '../../http/context.js';
import type { AdminActor } from '../../modules/admin/index.js';

/** Where a command writes: lines for people, and a progress line that redraws itself. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
  /** Draws progress of a long step; `done === total` ends the line. */
  progress(label: string, done: number, total: number): void;
}

export interface CommandArgs {
  values: Record<string, string | boolean | string[] | boolean[] | undefined>;
  positionals: string[];
}

/**
 * One `npm run admin -- <name> …` command. Commands call the same services as the web admin
 * area (src/modules/admin/…), so both record the same audit entries. Returns the exit code.
 */
export interface AdminCommand {
  name: string;
  summary: string;
  /** Shown by `help <name>`: the arguments after the name. */
  usage: string;
  options?: ParseArgsConfig['options'];
  run(ctx: AppContext, actor: AdminActor, args: CommandArgs, io: CommandIo): Promise<number>;
}
