import { hidePicture, reverseRecognition } from '../../modules/admin/index.js';
import { hideRecognitionMessage, searchRecognitions } from '../../modules/admin/index.js';
import { refusalsToExit, rowId, usageError } from './args.js';
import type { AdminCommand } from './command.js';
import { hideCommand, listCommand } from './command-shapes.js';

/** Moderation from the command line: the same services, and so the same audit entries, as the web. */

const recognitionFind = listCommand({
  name: 'recognition-find',
  summary: 'Lists recent recognitions, or those of a member number or with a recognition id',
  usage: '[<member number | recognition id>]',
  noun: 'recognitions',
  rows: async (ctx, { positionals }) =>
    (await searchRecognitions(ctx.database.db, (positionals[0] ?? '').trim())).recognitions,
  print(io, r) {
    io.out(
      `#${r.id} ${r.date} ${r.from.memberNumber} ${r.from.name} -> ${r.to.memberNumber} ${r.to.name}: ${r.value}, ${r.points} points${r.hidden ? ` [message hidden: ${r.hiddenReason ?? ''}]` : ''}`,
    );
    if (r.message) io.out(`  ${r.message}`);
  },
});

const recognitionHide = hideCommand({
  name: 'recognition-hide',
  summary: 'Hides a recognition’s message with a reason; --show shows it again',
  usage: '<recognition id> --reason <text> | <recognition id> --show [--reason <text>]',
  async hide(ctx, actor, { id, hidden, reason }) {
    const { recognition } = await hideRecognitionMessage(ctx, actor, { recognitionId: id, hidden, reason });
    return `Recognition ${recognition.id}: message ${recognition.hidden ? 'hidden' : 'shown'}.`;
  },
});

const recognitionReverse: AdminCommand = {
  name: 'recognition-reverse',
  summary: 'Returns a recognition’s points to the giver through the ledger (once)',
  usage: '<recognition id> --reason <text>',
  options: { reason: { type: 'string' } },
  async run(ctx, actor, args, io) {
    const id = rowId(args);
    if (id === null) return usageError(io, this);
    const reason = String(args.values.reason ?? '').trim();
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

const pictureHide = hideCommand({
  name: 'picture-hide',
  summary: 'Hides a Get Involved picture with a reason; --show shows it again',
  usage: '<picture id> --reason <text> | <picture id> --show',
  async hide(ctx, actor, { id, hidden, reason }) {
    await hidePicture(ctx, actor, { pictureId: id, hidden, reason });
    return `Picture ${id}: ${hidden ? 'hidden' : 'shown'}.`;
  },
});

export const MODERATION_COMMANDS: readonly AdminCommand[] = [
  recognitionFind,
  recognitionHide,
  recognitionReverse,
  pictureHide,
];
