import type { z } from 'zod';
import type { calls } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { MemberRow } from '../../db/schema.js';

type MemberUpdate = z.infer<(typeof calls)['member.memberupdate']['body']>;

/**
 * Saves the member's own profile. A blank first name goes back to the name on the staff
 * record; leaving Get To Know clears hobbies and dreams (the contract's schema already did).
 */
export async function updateProfile(ctx: AppContext, member: MemberRow, input: MemberUpdate) {
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
      updatedAt: ctx.clock.now().toISOString(),
    })
    .where('id', '=', member.id)
    .execute();
  return { ok: true as const };
}
