import { hidePicture, reverseRecognition } from '../../modules/admin/index.js';
import { hideRecognitionMessage, searchRecognitions } from '../../modules/admin/index.js';
import { refusalsToExit, rowId, usageError } from './args.js';
import type { AdminCommand, CommandArgs } from './command.js';

/** Moderation from the command line: the same services, and so the same audit entries, as the web. */

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
    const id = rowId(args);
    if (id === null) return usageError(io, this);
    const hidden = args.values.show !== true;
    return refusalsToExit(
      io,
      async () => {
        const { recognition } = await hideRecognitionMessage(ctx, actor, {
          recognitionId: id,
          hidden,
          reason: reasonOf(args),
        });
        io.out(`Recognition ${recognition.id}: message ${recognition.hidden ? 'hidden' : 'shown'}.`);
      },
      'brief',
    );
  },
};

const recognitionReverse: AdminCommand = {
  name: 'recognition-reverse',
  summary: 'Returns a recognition’s points to the giver through the ledger (once)',
  usage: '<recognition id> --reason <text>',
  options: { reason: { type: 'string' } },
  async run(ctx, actor, args, io) {
    const id = rowId(args);
    if (id === null) return usageError(io, this);
    const reason = reasonOf(args);
    if (!reason) {
      io.err('Give a reason: --reason <text>');
      return 2;
    }
    return refusalsToExit(
      io,
      async () => {
        const r = await reverseRecognition(ctx, actor, { recognitionId: id, reason });
        io.out(`Recognition ${r.recognitionId}: ${r.pointsReversed} points reversed.`);
      },
      'brief',
    );
  },
};

const pictureHide: AdminCommand = {
  name: 'picture-hide',
  summary: 'Hides a Get Involved picture with a reason; --show shows it again',
  usage: '<picture id> --reason <text> | <picture id> --show',
  options: { reason: { type: 'string' }, show: { type: 'boolean' } },
  async run(ctx, actor, args, io) {
    const id = rowId(args);
    if (id === null) return usageError(io, this);
    const hidden = args.values.show !== true;
    return refusalsToExit(
      io,
      async () => {
        await hidePicture(ctx, actor, { pictureId: id, hidden, reason: reasonOf(args) });
        io.out(`Picture ${id}: ${hidden ? 'hidden' : 'shown'}.`);
      },
      'brief',
    );
  },
};

export const MODERATION_COMMANDS: readonly AdminCommand[] = [
  recognitionFind,
  recognitionHide,
  recognitionReverse,
  pictureHide,
];
