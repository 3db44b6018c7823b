import { englishOf } from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import { CONTACT_TEXTS, memberTranslator } from '../../i18n/index.js';
import { HttpError } from '../../lib/errors.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { hitRateLimit } from '../../identity/rate-limit.js';
import { getProgrammeSettings } from '../../settings/service.js';
import type { MemberRow } from '../../db/schema.js';

export const CONTACT_LIMIT_PER_ADDRESS = 5;
export const CONTACT_LIMIT_WINDOW_MINUTES = 60;
/** Its refusal in en-GB (tests compare it). */
export const CONTACT_MESSAGES = englishOf(CONTACT_TEXTS);

export interface ContactInput {
  ContactName: string;
  EmailAddress: string;
  Message: string;
}

/**
 * Stores the message and queues it to the programme's mailbox. A signed-in member gets a
 * confirmation at the address on their record; an anonymous sender gets none, because the
 * address typed into the form is not proven to be theirs and the confirmation would otherwise
 * carry attacker-written text to anyone's inbox under the programme's name.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  address: string,
  member: Pick<MemberRow, 'id' | 'email' | 'firstname'> | null,
) {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const ok = await hitRateLimit(
    ctx.database.db,
    `contact:addr:${address}`,
    CONTACT_LIMIT_PER_ADDRESS,
    CONTACT_LIMIT_WINDOW_MINUTES,
    now,
  );
  if (!ok) throw new HttpError(429, CONTACT_TEXTS.tooMany);
  const { programmeName: programme } = await getProgrammeSettings(ctx.database.db, ctx.config);
  // The confirmation is in the sender's language; the programme's mailbox reads en-GB.
  const say = member?.email ? await memberTranslator(ctx.database.db, member.id) : null;
  await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contactMessages')
      .values({
        contactName: input.ContactName,
        emailAddress: input.EmailAddress,
        message: input.Message,
        clientAddress: address,
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ref = { type: 'contact', id: String(row.id) };
    // Plain text only: the sender's words never become HTML in anyone's mailbox.
    await enqueueMessage(
      trx,
      {
        channel: 'email',
        recipient: ctx.config.PROGRAMME_EMAIL,
        subject: `Contact form: ${input.ContactName}`.slice(0, 200),
        text: `From: ${input.ContactName} <${input.EmailAddress}>\nSent: ${at}\n\n${input.Message}`,
        template: 'contact',
        ref,
      },
      at,
    );
    if (!member?.email || !say) return;
    await enqueueMessage(
      trx,
      {
        channel: 'email',
        recipient: member.email,
        subject: say.t(CONTACT_TEXTS.confirmationSubject, { programme }),
        text: [
          say.t(CONTACT_TEXTS.dear, { name: member.firstname }),
          say.t(CONTACT_TEXTS.thanks, { programme }),
          say.t(CONTACT_TEXTS.yourMessage),
          input.Message,
        ].join('\n\n'),
        template: 'contact-confirmation',
        ref,
      },
      at,
    );
  });
  return { ok: true as const };
}
