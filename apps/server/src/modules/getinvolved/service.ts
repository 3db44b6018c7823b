import { z } from 'zod';
import type { Transaction } from 'kysely';
import { ADMIN_FIELD_TEXTS, COMMUNITY_MESSAGES, ZDay, type TCampaign, type TPicture } from '@portal/contract';
import type { AppContext, Caller } from '../../http/context.js';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { CONTENT_TEXTS } from '../../i18n/index.js';
import { normalisePicture, rotateQuarterTurns } from '../../images/normalise.js';
import { newPictureKey } from '../../images/send.js';
import { getProgrammeSettings } from '../../settings/service.js';
import { todayIn } from '../../lib/today.js';
import {
  findCampaign,
  insertCampaign,
  listCampaigns,
  updateCampaignRow,
  type CampaignFields,
} from './campaigns-repository.js';
import {
  countLikes,
  deleteOwnPicture,
  findPendingPicture,
  findPictureOwner,
  findVisiblePicture,
  insertLike,
  insertPendingPicture,
  listPictures,
  publishPicture,
  setPendingRotation,
  setPictureHidden,
} from './pictures-repository.js';

/** Today's date in the company's time zone, as YYYY-MM-DD (campaign dates are company days). */
export async function companyToday(
  ctx: AppContext,
  db: Db | Transaction<DB> = ctx.database.db,
): Promise<string> {
  const { timeZone } = await getProgrammeSettings(db, ctx.config);
  const t = todayIn(timeZone, ctx.clock.now());
  return `${t.year}-${t.mm}-${t.dd}`;
}

const isOpen = (c: { openDate: string; closeDate: string }, today: string) =>
  c.openDate <= today && today <= c.closeDate;

export async function getCampaigns(ctx: AppContext): Promise<TCampaign[]> {
  const [rows, today] = await Promise.all([listCampaigns(ctx.database.db), companyToday(ctx)]);
  return rows.map((c) => ({
    campaignId: c.id,
    campaignName: c.name,
    campaignColour: c.colour,
    openDate: c.openDate,
    closeDate: c.closeDate,
    description: c.description,
    isOpen: isOpen(c, today),
  }));
}

type PictureRow = Awaited<ReturnType<typeof listPictures>>[number];
const toPicture =
  (viewerId: number) =>
  (r: PictureRow, i: number): TPicture => ({
    getInvolvedId: r.id,
    campaignId: r.campaignId,
    firstName: r.firstname,
    surname: r.surname,
    dateCreated: r.publishedAt ?? '',
    // Never one's own, and not again once liked (the database refuses both anyway).
    canVote: r.memberId !== viewerId && !r.liked,
    liked: r.liked,
    totalLikes: r.totalLikes,
    sortId: i + 1,
  });

export async function campaignPictures(
  ctx: AppContext,
  viewerId: number,
  campaignId: number,
): Promise<TPicture[]> {
  if (!(await findCampaign(ctx.database.db, campaignId))) throw notFound(COMMUNITY_MESSAGES.campaignNotFound);
  return (await listPictures(ctx.database.db, viewerId, { campaignId })).map(toPicture(viewerId));
}

export async function profilePictures(ctx: AppContext, viewerId: number): Promise<TPicture[]> {
  return (await listPictures(ctx.database.db, viewerId, { ownerId: viewerId })).map(toPicture(viewerId));
}

/*
 * Like and delete refusals are 400s: the spec shows their message under 'An error has occurred'.
 */

/**
 * Likes a picture once. The primary key of the likes makes a second like (even a concurrent
 * one) insert nothing, and the CHECK on the owner refuses one's own.
 */
export async function likePicture(
  ctx: AppContext,
  memberId: number,
  ref: { campaignId: number; giId: number },
): Promise<number> {
  const { db } = ctx.database;
  const pic = await findVisiblePicture(db, ref.campaignId, ref.giId);
  if (!pic) throw badRequest(COMMUNITY_MESSAGES.pictureNotFound);
  if (pic.memberId === memberId) throw badRequest(COMMUNITY_MESSAGES.likeOwn);
  let inserted: boolean;
  try {
    inserted = await insertLike(db, {
      pictureId: pic.id,
      memberId,
      ownerId: pic.memberId,
      at: ctx.clock.now().toISOString(),
    });
  } catch (err) {
    // The owner deleted it between the read and the insert: the reference refused the like.
    if (!(await findVisiblePicture(db, ref.campaignId, ref.giId)))
      throw badRequest(COMMUNITY_MESSAGES.pictureNotFound);
    throw err;
  }
  if (!inserted) throw badRequest(COMMUNITY_MESSAGES.likeTwice);
  return countLikes(db, pic.id);
}

export async function deletePicture(
  ctx: AppContext,
  memberId: number,
  ref: { campaignId: number; giId: number },
): Promise<void> {
  const { db } = ctx.database;
  const pic = await findPictureOwner(db, ref.giId, ref.campaignId);
  if (!pic) throw badRequest(COMMUNITY_MESSAGES.pictureNotFound);
  if (pic.memberId !== memberId) throw badRequest(COMMUNITY_MESSAGES.deleteNotOwn);
  if (!(await deleteOwnPicture(db, ref.giId, ref.campaignId, memberId)))
    throw badRequest(COMMUNITY_MESSAGES.pictureNotFound);
}

async function openCampaignOrThrow(ctx: AppContext, campaignId: number) {
  const campaign = await findCampaign(ctx.database.db, campaignId);
  if (!campaign)
    throw badRequest(COMMUNITY_MESSAGES.campaignNotFound, {
      campaignId: COMMUNITY_MESSAGES.campaignNotFound,
    });
  if (!isOpen(campaign, await companyToday(ctx)))
    throw badRequest(COMMUNITY_MESSAGES.campaignClosed, { campaignId: COMMUNITY_MESSAGES.campaignClosed });
  return campaign;
}

/** Checks, re-encodes (no metadata, bounded size) and keeps the upload as the session's pending picture. */
export async function uploadPending(
  ctx: AppContext,
  caller: Caller,
  campaignId: number,
  upload: Buffer,
): Promise<string> {
  await openCampaignOrThrow(ctx, campaignId);
  const picture = await normalisePicture(upload, 'photo');
  const picKey = newPictureKey();
  await ctx.database.db.transaction().execute((trx) =>
    insertPendingPicture(trx, {
      ...picture,
      campaignId,
      picKey,
      memberId: caller.member.id,
      sessionId: caller.sessionId,
      now: ctx.clock.now(),
    }),
  );
  return picKey;
}

export async function rotatePending(ctx: AppContext, caller: Caller, angle: number): Promise<void> {
  if (!(await setPendingRotation(ctx.database.db, caller.member.id, caller.sessionId, angle))) {
    throw badRequest(COMMUNITY_MESSAGES.noPendingPicture);
  }
}

/** Publishes the session's pending picture, its rotation baked into the bytes. */
export async function savePending(ctx: AppContext, caller: Caller): Promise<void> {
  const pending = await findPendingPicture(ctx.database.db, caller.member.id, caller.sessionId);
  if (!pending) throw badRequest(COMMUNITY_MESSAGES.noPendingPicture);
  await openCampaignOrThrow(ctx, pending.campaignId);
  const data = await rotateQuarterTurns(Buffer.from(pending.data), pending.rotation);
  // A double click publishes once: the second update finds no pending row.
  await publishPicture(ctx.database.db, pending.id, data, ctx.clock.now().toISOString());
}

/* For programme administration: campaigns and moderation. */

/** A paragraph under the theme on Get Involved. */
export const CAMPAIGN_DESCRIPTION_MAX = 1000;
export const ZCampaignFields = z
  .object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(CAMPAIGN_DESCRIPTION_MAX).default(''),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, ADMIN_FIELD_TEXTS.colour.message),
    openDate: ZDay,
    closeDate: ZDay,
  })
  .refine((c) => c.openDate <= c.closeDate, {
    message: CONTENT_TEXTS.campaignDates.message,
    path: ['closeDate'],
  });

/** Creates a campaign inside the caller's transaction (so an audit row can go with it). */
export async function createCampaign(
  trx: Transaction<DB>,
  fields: CampaignFields,
  at: string,
): Promise<number> {
  return insertCampaign(trx, ZCampaignFields.parse(fields), at);
}

/** Changes some of a campaign's fields; the result must still open before it closes. */
export async function updateCampaign(
  trx: Transaction<DB>,
  id: number,
  patch: Partial<CampaignFields>,
  at: string,
): Promise<void> {
  const current = await findCampaign(trx, id);
  if (!current) throw notFound(COMMUNITY_MESSAGES.campaignNotFound);
  const next = ZCampaignFields.parse({
    name: current.name,
    description: current.description,
    colour: current.colour,
    openDate: current.openDate,
    closeDate: current.closeDate,
    ...patch,
  });
  await updateCampaignRow(trx, id, next, at);
}

/** Hides (or shows again) a picture: hidden ones are in no list and not served. */
export async function setPictureVisibility(
  trx: Db | Transaction<DB>,
  pictureId: number,
  change: { hidden: boolean; reason: string },
  at: string,
): Promise<void> {
  if (!(await setPictureHidden(trx, pictureId, change.hidden, change.reason.slice(0, 500), at)))
    throw notFound(COMMUNITY_MESSAGES.pictureNotFound);
}
