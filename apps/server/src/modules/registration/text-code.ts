import type { AppContext } from '../../http/context.js';
import type { OtpPurpose } from '../../db/schema.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { memberTranslator, OTP_TEXTS } from '../../i18n/index.js';
import { createVerification } from './otp.js';

/**
 * Creates a one-time code for the member and texts it to the number given, in one transaction,
 * so a code exists exactly when its SMS is queued. Answers the handle the client sends back.
 */
export async function textCode(
  ctx: AppContext,
  v: { purpose: OtpPurpose; memberId: number; cellNum: string; now: Date },
): Promise<{ auth: string }> {
  return ctx.database.db.transaction().execute(async (trx) => {
    // The programme name is a setting the programme team may have changed since the server started.
    const { programmeName } = await getProgrammeSettings(trx, ctx.config);
    const { auth, code } = await createVerification(trx, v);
    await enqueueMessage(
      trx,
      {
        channel: 'sms',
        recipient: v.cellNum,
        // In the member's language: the code is the first thing a new member reads from us.
        text: (await memberTranslator(trx, v.memberId)).t(OTP_TEXTS.smsText, {
          code,
          programme: programmeName,
        }),
        template: 'otp',
        ref: { type: 'member', id: String(v.memberId) },
      },
      v.now.toISOString(),
    );
    return { auth };
  });
}
