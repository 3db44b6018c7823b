import type { AppContext } from '../../src/http/context.js';
import { runAdminCommand } from '../../src/cli/admin/run.js';
import type { CommandIo } from '../../src/cli/admin/command.js';

/** A command's output collected in memory, for the CLI tests. */
export function capture(): { io: CommandIo; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => {} };
  return { io, out, err };
}

/** Runs one admin command with its output collected: the exit code and the lines it wrote. */
export async function runCaptured(ctx: AppContext, argv: readonly string[]) {
  const c = capture();
  const code = await runAdminCommand(ctx, argv, c.io);
  return { code, out: c.out, err: c.err };
}
