import type { CommandIo } from '../../src/cli/admin/command.js';

/** A command's output collected in memory, for the CLI tests. */
export function capture(): { io: CommandIo; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = { out: (l) => out.push(l), err: (l) => err.push(l), progress: () => {} };
  return { io, out, err };
}
