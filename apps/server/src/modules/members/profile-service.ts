import type { z } from 'zod';
import type { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { Caller } from '../../http/context.js';
import { keepPendingPicture } from '../pictures/index.js';

type MemberUpdate = z.infer<(typeof calls)['member.memberupdate']['body']>;

/**
 * Saves the member's own profile. A blank first name goes back to the name on the staff
 * record; leaving Get To Know clears hobbies and dreams (the contract's schema already did).
 * A picture uploaded in this session (profilepicupload) becomes the member's picture now.
 */
export async function updateProfile(
  ctx: AppContext,
  caller: Pick<Caller, 'member' | 'sessionId'>,
  input: MemberUpdate,
) {
  const { member } = caller;
  await ctx.database.db
    .updateTable('members')
    .set({
      firstname: input.firstname.trim() === '' ? member.legalFirstname : input.firstname.trim(),
      cellNum: input.cellNum,
      interest1: input.interest1 ? 1 : 0,
      interestOtherDesc: input.interest1 ? input.interestOtherDesc : '',
      otherInfo: input.interest1 ? input.otherInfo : '',
      dobDd: input.dOBdd,
      dobMm: input.dOBmm,
      ...(input.language === undefined ? {} : { language: input.language }),
      // The first time a birthday is given: the birthday award starts with the first birthday after it.
      dobGivenAt: member.dobGivenAt ?? (input.dOBmm !== '' ? ctx.clock.now().toISOString() : null),
      updatedAt: ctx.clock.now().toISOString(),
    })
    .where('id', '=', member.id)
    .execute();
  await keepPendingPicture(ctx.database.db, member.id, caller.sessionId, ctx.clock.now().toISOString());
  return { ok: true as const };
}
