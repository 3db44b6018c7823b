import { z } from 'zod';
import { FIELD_TEXTS } from './field-texts.js';

/**
 * Lists that can grow come a page at a time: the caller sends back the `nextCursor` of the page
 * it has to get the next one (null: there is no more). A cursor is opaque to the caller; the
 * server reads the sort key of the last row it sent from it (base64url text), so a page never
 * repeats or skips a row whatever is added meanwhile.
 */
export const ZCursor = z
  .string()
  .max(400, FIELD_TEXTS.invalidCursor.message)
  .regex(/^[A-Za-z0-9_-]*$/, FIELD_TEXTS.invalidCursor.message)
  .optional();

/** A page's size: `fallback` rows unless asked for fewer or more, never more than `max`. */
export const ZPageLimit = (fallback: number, max: number) =>
  z.number().int().min(1).max(max).default(fallback);

export const ZNextCursor = z.string().nullable();
