import type { Transaction } from 'kysely';
import { feed } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { findRecognition } from './repository.js';

/**
 * The recognition a reaction or comment is for, when the caller's feed shows it with its
 * message: an unknown one and one whose message is hidden are refused alike as bad input,
 * so nothing is learnt about recognitions the caller cannot see and nothing changes.
 */
export async function openRecognition(db: Db | Transaction<DB>, recognitionId: number) {
  const r = await findRecognition(db, recognitionId);
  if (!r) throw badRequest(feed.FEED_TEXTS.notVisible, { recognitionId: feed.FEED_TEXTS.notVisible });
  if (r.messageHiddenAt) throw badRequest(feed.FEED_TEXTS.hidden, { recognitionId: feed.FEED_TEXTS.hidden });
  return r;
}
