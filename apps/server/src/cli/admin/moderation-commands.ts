import { HttpError } from '../../lib/errors.js';
import { hidePicture, reverseRecognition } from '../../modules/admin/index.js';
import { hideRecognitionMessage, searchRecognitions } from '../../modules/admin/index.js';
import type { AdminCommand, CommandArgs, CommandIo } from './command.js';

/** Moderation from the command line: the same services, and so the same audit entries, as the web. */

/** The positional id, or null after telling the operator how to call the command. */
function rowId(args: CommandArgs, io: CommandIo, usage: string): number | null {
  const id = Number(args.positionals[0]);
  if (!Number.isInteger(id) || id <= 0) {
    io.err(`Usage: npm run admin -- ${usage}`);
    return null;
  }
  return id;
}

/** A refusal of the service (bad input, not found) becomes exit code 1 with its message. */
async function refusalsToExit(io: CommandIo, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    io.err(err.statusCode === 404 ? 'Not found.' : err.message);
    return 1;
  }
}

const reasonOf = (args: CommandArgs) => String(args.values.reason ?? '').trim();

const recognitionFind: AdminCommand = {
  name: 'recognition-find',
  summary: 'Lists recent recognitions, or those of a member number or with a recognition id',
  usage: '[<member number | recognition id>]',
  async run(ctx, _actor, { positionals }, io) {
    const { recognitions } = await searchRecognitions(ctx.database.db, (positionals[0] ?? '').trim());
    for (const r of recognitions) {
      io.out(
        `#${r.id} ${r.date} ${r.from.memberNumber} ${r.from.name} -> ${r.to.memberNumber} ${r.to.name}: ${r.value}, ${r.points} points${r.hidden ? ` [message hidden: ${r.hiddenReason ?? ''}]` : ''}`,
      );
      if (r.message) io.out(`  ${r.message}`);
    }
    io.out(`${recognitions.length} recognitions`);
    return 0;
  },
};

const recognitionHide: AdminCommand = {
  name: 'recognition-hide',
  summary: 'Hides a recognition’s message with a reason; --show shows it again',
  usage: '<recognition id> --reason <text> | <recognition id> --show [--reason <text>]',
  options: { reason: { type: 'string' }, show: { type: 'boolean' } },
  async run(ctx, actor, args, io) {
    const id = rowId(args, io, `recognition-hide ${this.usage}`);
    if (id === null) return 2;
    const hidden = args.values.show !== true;
    return refusalsToExit(io, async () => {
      const { recognition } = await hideRecognitionMessage(ctx, actor, {
        recognitionId: id,
        hidden,
        reason: reasonOf(args),
      });
      io.out(`Recognition ${recognition.id}: message ${recognition.hidden ? 'hidden' : 'shown'}.`);
    });
  },
};

const recognitionReverse: AdminCommand = {
  name: 'recognition-reverse',
  summary: 'Returns a recognition’s points to the giver through the ledger (once)',
  usage: '<recognition id> --reason <text>',
  options: { reason: { type: 'string' } },
  async run(ctx, actor, args, io) {
    const id = rowId(args, io, `recognition-reverse ${this.usage}`);
    if (id === null) return 2;
    const reason = reasonOf(args);
    if (!reason) {
      io.err('Give a reason: --reason <text>');
      return 2;
    }
    return refusalsToExit(io, async () => {
      const r = await reverseRecognition(ctx, actor, { recognitionId: id, reason });
      io.out(`Recognition ${r.recognitionId}: ${r.pointsReversed} points reversed.`);
    });
  },
};

const pictureHide: AdminCommand = {
  name: 'picture-hide',
  summary: 'Hides a Get Involved picture with a reason; --show shows it again',
  usage: '<picture id> --reason <text> | <picture id> --show',
  options: { reason: { type: 'string' }, show: { type: 'boolean' } },
  async run(ctx, actor, args, io) {
    const id = rowId(args, io, `picture-hide ${this.usage}`);
    if (id === null) return 2;
    const hidden = args.values.show !== true;
    return refusalsToExit(io, async () => {
      await hidePicture(ctx, actor, { pictureId: id, hidden, reason: reasonOf(args) });
      io.out(`Picture ${id}: ${hidden ? 'hidden' : 'shown'}.`);
    });
  },
};

export const MODERATION_COMMANDS: readonly AdminCommand[] = [
  recognitionFind,
  recognitionHide,
  recognitionReverse,
  pictureHide,
];
