import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { peopleData } from '@portal/contract';
import { eraseMember, exportMember, findMemberByNumber } from '../../modules/people-data/index.js';
import { printIssues, refusalsToExit, usageError } from './args.js';
import type { AdminCommand } from './command.js';

/** People's data from the command line: the same services, and audit entries, as the People page. */

const memberExport: AdminCommand = {
  name: 'member-export',
  summary: 'Writes everything the portal holds about a member to a ZIP file (JSON and CSV)',
  usage: '<member number> <file.zip>',
  async run(ctx, _actor, { positionals }, io) {
    const [memberNumber, file] = positionals;
    if (!memberNumber || !file) return usageError(io, this);
    return refusalsToExit(io, async () => {
      const m = await findMemberByNumber(ctx.database.db, memberNumber);
      await pipeline(exportMember(ctx, m).stream, fs.createWriteStream(file));
      io.out(`Wrote the data of member ${m.memberNumber} to ${file} (${fs.statSync(file).size} bytes)`);
    });
  },
};

const memberErase: AdminCommand = {
  name: 'member-erase',
  summary:
    'Erases a leaver’s personal data (ledger, orders and audit stay as "Former member #n"); --force --reason for an active member',
  usage: '<member number> [--force --reason "<why>"]',
  options: { force: { type: 'boolean' }, reason: { type: 'string' } },
  async run(ctx, actor, { values, positionals }, io) {
    const parsed = peopleData.ZMemberErase.safeParse({
      memberNumber: positionals[0] ?? '',
      force: values.force === true,
      reason: typeof values.reason === 'string' ? values.reason : '',
    });
    if (!parsed.success) {
      printIssues(io, parsed.error.issues);
      return usageError(io, this);
    }
    return refusalsToExit(io, async () => {
      const r = await eraseMember(ctx, actor, parsed.data);
      io.out(`Erased member ${r.memberNumber}; now "${r.label}".`);
      io.out(
        `Removed: ${r.removed.pictures} pictures, ${r.removed.messagesWritten} messages they wrote, ${r.removed.outboxMessages} outbox messages, ${r.removed.sessions} sessions, ${r.removed.contactMessages} contact messages; ${r.removed.otherTextRows} other rows pseudonymised.`,
      );
    });
  },
};

export const PEOPLE_DATA_COMMANDS: readonly AdminCommand[] = [memberExport, memberErase];
