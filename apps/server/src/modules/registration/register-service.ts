import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../lib/errors.js';
import { hashPassword } from '../../identity/passwords.js';
import { createSession } from '../../identity/session-repository.js';
import { newSessionToken } from '../../identity/tokens.js';
import { findMemberByNumber, homeData } from '../members/index.js';
import { OTP_MESSAGES } from './messages.js';
import { textCode } from './text-code.js';
import { checkCode, limitSends, markUsed } from './otp.js';

export interface RegistrationInput {
  memberNumber: string;
  email: string;
  cellNum: string;
  password: string;
}

/** Who may register: on the staff record, still employed, not registered, with the e-mail on record. */
async function registrableMember(ctx: AppContext, input: RegistrationInput) {
  const member = await findMemberByNumber(ctx.database.db, input.memberNumber);
  if (!member || member.employmentStatus !== 'active') {
    throw badRequest(OTP_MESSAGES.unknownMember, { memberNumber: OTP_MESSAGES.unknownMember });
  }
  if (member.registeredAt) {
    throw badRequest(OTP_MESSAGES.alreadyRegistered, { memberNumber: OTP_MESSAGES.alreadyRegistered });
  }
  if (member.email.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
    throw badRequest(OTP_MESSAGES.emailMismatch, { email: OTP_MESSAGES.emailMismatch });
  }
  return member;
}

/** Step 1: check the details and text a code to the number given; the answer is the handle. */
export async function sendRegistrationCode(ctx: AppContext, input: RegistrationInput, address: string) {
  const now = ctx.clock.now();
  await limitSends(ctx.database.db, 'register', input.memberNumber.toLowerCase(), address, now);
  const member = await registrableMember(ctx, input);
  return textCode(ctx, { purpose: 'register', memberId: member.id, cellNum: input.cellNum, now });
}

/**
 * Step 2: the code proves the mobile number; the member gets their password and is registered,
 * and signed in: the answer is login's, a session and Home (decision 063). Their first steps
 * start now. Points given before registering are already in their redeem account (accounts are
 * per member row).
 */
export async function completeRegistration(
  ctx: AppContext,
  input: RegistrationInput & { otp: string; auth: string },
) {
  const now = ctx.clock.now();
  const member = await registrableMember(ctx, input);
  const row = await checkCode(ctx.database.db, 'register', input.auth, input.otp, now);
  // The handle belongs to one member: a code sent for someone else proves nothing here.
  if (row.memberId !== member.id)
    throw badRequest(OTP_MESSAGES.expiredCode, { otp: OTP_MESSAGES.expiredCode });
  const passwordHash = await hashPassword(input.password);
  await ctx.database.db.transaction().execute(async (trx) => {
    await markUsed(trx, row.id, now);
    const at = now.toISOString();
    const done = await trx
      .updateTable('members')
      .set({ passwordHash, registeredAt: at, cellNum: row.cellNum, updatedAt: at, firstStepsFrom: at })
      .where('id', '=', member.id)
      .where('registeredAt', 'is', null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1)
      throw badRequest(OTP_MESSAGES.alreadyRegistered, { memberNumber: OTP_MESSAGES.alreadyRegistered });
  });
  const token = newSessionToken();
  await createSession(ctx.database.db, member.id, token, now, ctx.config.SESSION_ABSOLUTE_HOURS);
  const registered = (await findMemberByNumber(ctx.database.db, input.memberNumber)) ?? member;
  return { token, ...(await homeData(ctx, registered)) };
}
