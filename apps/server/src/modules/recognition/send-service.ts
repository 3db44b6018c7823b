import type { z } from 'zod';
import type { Transaction } from 'kysely';
import {
  FIELD_TEXTS,
  enabledEcardBanner,
  ROLE_MESSAGES,
  valueAccepted,
  type calls,
  type RewardWhat,
  type TProgrammeSettings,
} from '@portal/contract';
import type { AppContext } from '../../http/context.js';
import type { DB, MemberRow } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import { parseMemberId } from '../../lib/member-ids.js';
import { REQUEST_ID_REUSED } from '../../http/request-keys.js';
import { InsufficientPointsError, memberBalances, transfer } from '../../ledger/index.js';
import { enqueueMessage } from '../../messaging/outbox.js';
import { ecardMessage, recognitionCardRef } from '../../messaging/ecard.js';
import { COMMON_TEXTS, memberTranslator } from '../../i18n/index.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { pictureRefs } from '../pictures/index.js';
import { emit } from '../../events/bus.js';
import { KIND_LABEL, RECOGNITION_TYPES, SOURCE_ACCOUNT } from './kinds.js';
import { resolveRecipients, type Recipient } from './recipients.js';
import { insertRecognitions, rowsOfRequest } from './repository.js';
import { checkSendAllowed, lockSender, quotaFor, recordSend } from './send-quotas.js';

export type RewardBody = z.infer<(typeof calls)['reward.doreward']['body']>;

/** Thrown inside the transaction to roll back a request that was already carried out. */
class AlreadyDone extends Error {}

/** One send as it goes through the transaction. */
interface Send {
  ctx: AppContext;
  trx: Transaction<DB>;
  sender: MemberRow;
  body: RewardBody;
  points: number;
  at: string;
  settings: TProgrammeSettings;
  /** The sender's picture for the e-cards: a signed URL that expires (null without a picture). */
  senderPictureUrl: string | null;
}

/** Who may send which kind: the contract lets every member call doreward. */
function checkAllowed(sender: MemberRow, what: RewardWhat): void {
  if (what === 'reward' && !sender.isAdminReports) throw forbidden(ROLE_MESSAGES.adminReports);
  if (what === 'adhoc' && !sender.isManager) throw forbidden(ROLE_MESSAGES.manager);
}

const shortfall = (pointsName: string, available: number, needed: number) => {
  const message = `You have ${available} ${pointsName} to give; this needs ${needed}.`;
  return badRequest(message, { points: message });
};

/** The value lists are a programme setting, so the contract leaves the check to the server. */
function checkValue(settings: TProgrammeSettings, body: RewardBody): void {
  if (!valueAccepted(body.what, body.reason, settings.recognitionValues)) {
    throw badRequest(FIELD_TEXTS.chooseValue.message, { reason: FIELD_TEXTS.chooseValue.message });
  }
}

/**
 * Sends an e-card of any kind to every recipient, or to none: the rows, the points and the
 * e-cards are written in one transaction. The contract has already checked the fields
 * against each other; what depends on the database is checked here.
 */
export async function sendRecognition(
  ctx: AppContext,
  sender: MemberRow,
  body: RewardBody,
): Promise<{ ok: true }> {
  checkAllowed(sender, body.what);
  const [settings, pictures] = await Promise.all([
    getProgrammeSettings(ctx.database.db, ctx.config),
    pictureRefs(ctx),
  ]);
  checkValue(settings, body);
  const points = body.what === 'thankyou' ? 0 : (body.points ?? 0);
  const source = SOURCE_ACCOUNT[body.what];
  if (source && points <= 0) throw badRequest(COMMON_TEXTS.choosePoints, { points: 'Required' });
  let needed = 0;
  try {
    await ctx.database.db.transaction().execute(async (trx) => {
      await lockSender(trx, ctx.database.dialect, sender.id);
      if (body.requestId) await checkRepeat(trx, sender.id, body, points);
      const now = ctx.clock.now();
      const send: Send = {
        ctx,
        trx,
        sender,
        body,
        points,
        at: now.toISOString(),
        settings,
        senderPictureUrl: pictures.externalUrl(sender.picId),
      };
      const recipients = await resolveRecipients(trx, sender, body.recipients);
      // The rows go in first: they claim the requestId before any point moves.
      const rows = await claimRows(send, recipients);
      // Quotas are counted from the database inside this transaction, with the sender held.
      const quota = quotaFor(settings, sender);
      const usage = await checkSendAllowed(trx, quota, sender.id, recipients.length, now);
      needed = points * recipients.length;
      if (source && needed > 0) {
        const available = (await memberBalances(trx, sender.id))[source];
        if (available < needed) throw shortfall(settings.pointsName, available, needed);
      }
      let sms = 0;
      for (const row of rows) if ((await payAndSendCard(send, row)) === 'sms') sms += 1;
      await recordSend(trx, quota, usage, {
        memberId: sender.id,
        recipients: recipients.length,
        sms,
        at: send.at,
      });
      // One event for the send: the bell, e-mail and push, webhooks and chat posts subscribe.
      await emit(trx, {
        type: 'recognition.sent',
        at: send.at,
        config: ctx.config,
        recognitionType: RECOGNITION_TYPES[body.what],
        kindLabel: KIND_LABEL[body.what],
        value: body.reason,
        message: body.message,
        points,
        sender,
        recognitions: rows,
      });
    });
  } catch (err) {
    if (err instanceof AlreadyDone) return { ok: true };
    // Another request spent the budget between the check and the debit: the same answer.
    if (err instanceof InsufficientPointsError && source) {
      throw shortfall(
        settings.pointsName,
        (await memberBalances(ctx.database.db, sender.id))[source],
        needed,
      );
    }
    throw err;
  }
  return { ok: true };
}

/**
 * A requestId this sender used before: the same details again are the same send, answered as
 * done; other details are a 409, never a 200 that silently sends nothing. The rows the first
 * send wrote are the record of its details, so a send needs no separate claim of its id (a
 * refused or failed send wrote none, which frees the id for corrected details). The sender is
 * held (lockSender), so a concurrent twin is either already here or waits for this one.
 */
async function checkRepeat(trx: Transaction<DB>, senderId: number, body: RewardBody, points: number) {
  const earlier = await rowsOfRequest(trx, { fromMemberId: senderId, requestId: body.requestId! });
  if (earlier.length === 0) return;
  const recipients = new Set(body.recipients.map(parseMemberId));
  const same =
    recipients.size === earlier.length &&
    earlier.every(
      (row) =>
        recipients.has(row.toMemberId) &&
        row.type === RECOGNITION_TYPES[body.what] &&
        row.value === body.reason &&
        row.message === body.message &&
        row.points === points &&
        row.sendBy === body.sendBy,
    );
  if (!same) throw conflict(REQUEST_ID_REUSED);
  throw new AlreadyDone();
}

async function claimRows(s: Send, recipients: Recipient[]): Promise<Array<{ id: number; to: Recipient }>> {
  const rows = await insertRecognitions(
    s.trx,
    recipients.map((r) => ({
      type: RECOGNITION_TYPES[s.body.what],
      fromMemberId: s.sender.id,
      toMemberId: r.id,
      value: s.body.reason,
      message: s.body.message,
      points: s.points,
      sendBy: s.body.sendBy,
      requestId: s.body.requestId ?? null,
      createdAt: s.at,
    })),
  );
  // A concurrent twin of this request got there first (on PostgreSQL we waited for its rows).
  if (rows.length < recipients.length) throw new AlreadyDone();
  const byId = new Map(recipients.map((r) => [r.id, r]));
  return rows.map((row) => {
    const to = byId.get(row.toMemberId);
    if (!to) throw new Error(`Recognition ${row.id} for an unexpected recipient`);
    return { id: row.id, to };
  });
}

/** Pays one recipient and queues their e-card; returns the card's channel. */
async function payAndSendCard(s: Send, row: { id: number; to: Recipient }): Promise<'sms' | 'email' | null> {
  const { body, sender } = s;
  const to = row.to;
  const source = SOURCE_ACCOUNT[body.what];
  if (source && s.points > 0) {
    await transfer(s.trx, {
      from: { memberId: sender.id, kind: source },
      to: { memberId: to.id, kind: 'redeem' },
      amount: s.points,
      type: RECOGNITION_TYPES[body.what],
      description: `${KIND_LABEL[body.what]}: ${body.reason} (${sender.firstname} ${sender.surname} to ${to.firstname} ${to.surname})`,
      // With a requestId the key names the intended movement, so a retry can never pay twice.
      idempotencyKey: body.requestId
        ? `recognition:${sender.id}:${body.requestId}:${to.id}`
        : `recognition:${row.id}`,
      ref: { type: 'recognition', id: String(row.id) },
      at: s.at,
    });
  }
  // Names and colours are programme settings an admin may have changed since the server started.
  // The card is written out without a spread, which would leave it in V8's dictionary mode.
  const { ref, dedupeKey } = recognitionCardRef(row.id);
  // The card is said in the recipient's language.
  const say = await memberTranslator(s.trx, to.id);
  const card = ecardMessage(
    s.ctx.config,
    s.settings,
    {
      ref,
      dedupeKey,
      sendBy: body.sendBy,
      value: body.reason,
      banner: enabledEcardBanner(body.reason, s.settings.ecardBanners),
      message: body.message,
      points: s.points,
      from: sender,
      fromPictureUrl: s.senderPictureUrl,
      to,
    },
    say,
  );
  if (card) await enqueueMessage(s.trx, card, s.at);
  return card?.channel === 'sms' ? 'sms' : card ? 'email' : null;
}
