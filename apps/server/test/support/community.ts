/** Reading what Get Involved stored, for tests that check a like landed once. */
import type { Database } from '../../src/db/database.js';

/** Every like a picture holds, straight from the table. */
export const likesOf = (database: Database, pictureId: number) =>
  database.db.selectFrom('getinvolvedLikes').selectAll().where('pictureId', '=', pictureId).execute();
