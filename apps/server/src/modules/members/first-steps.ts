import type { TFirstSteps } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { Db } from '../../db/database.js';
import type { MemberRow } from '../../db/schema.js';
import type { Subscriber } from '../../events/bus.js';

type StepColumns = Pick<
  MemberRow,
  'picId' | 'firstStepsFrom' | 'returnedAt' | 'thankedAt' | 'pointsSeenAt' | 'firstStepsDismissedAt'
>;

/** A new member's welcome and first steps, from their row; members who did not register here have none. */
export function firstStepsOf(m: StepColumns): TFirstSteps {
  const isNew = m.firstStepsFrom !== null;
  const photo = isNew && m.picId !== null;
  const thank = isNew && m.thankedAt !== null;
  const points = isNew && m.pointsSeenAt !== null;
  return {
    firstVisit: isNew && m.returnedAt === null,
    show: isNew && m.firstStepsDismissedAt === null && !(photo && thank && points),
    photo,
    thank,
    points,
  };
}

/**
 * A new member signed in again: their first visit is over. Answers the row as it is now; nothing
 * to do (no statement) for anyone else.
 */
export async function noteSignIn<T extends StepColumns & { id: number }>(db: Db, member: T, at: string) {
  if (member.firstStepsFrom === null || member.returnedAt !== null) return member;
  await db
    .updateTable('members')
    .set({ returnedAt: at })
    .where('id', '=', member.id)
    .where('returnedAt', 'is', null)
    .execute();
  return { ...member, returnedAt: at };
}

/** The signed-in member opened How it Works, or put the first steps away; answers the steps now. */
export async function markFirstStep(ctx: AppContext, memberId: number, step: 'points' | 'dismiss') {
  const { db } = ctx.database;
  const at = ctx.clock.now().toISOString();
  const column = step === 'points' ? 'pointsSeenAt' : 'firstStepsDismissedAt';
  await db
    .updateTable('members')
    .set({ [column]: at })
    .where('id', '=', memberId)
    .where(column, 'is', null)
    .execute();
  const row = await db
    .selectFrom('members')
    .select(['picId', 'firstStepsFrom', 'returnedAt', 'thankedAt', 'pointsSeenAt', 'firstStepsDismissedAt'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return firstStepsOf(row);
}

/** The "thank someone" step is done by a new member's first recognition sent, of any kind. */
export const firstStepsSubscriber: Subscriber = {
  async 'recognition.sent'(trx, event) {
    await trx
      .updateTable('members')
      .set({ thankedAt: event.at })
      .where('id', '=', event.sender.id)
      .where('firstStepsFrom', 'is not', null)
      .where('thankedAt', 'is', null)
      .execute();
  },
};
