import type { Db } from '../../db/database.js';
import type { ZipWriter } from './zip-writer.js';

const PAGE = 500;
const EXT: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};
const extOf = (contentType: string) => EXT[contentType] ?? 'bin';

/**
 * One statement per account the member has (TO REDEEM, TO RECOGNISE, Pay It Forward), oldest
 * first with the running balance, read a page of transfers at a time.
 */
export async function writeStatements(db: Db, memberId: number, zip: ZipWriter) {
  const accounts = await db
    .selectFrom('ledgerAccounts')
    .select(['id', 'kind'])
    .where('memberId', '=', memberId)
    .orderBy('id')
    .execute();
  for (const account of accounts) {
    async function* pages() {
      let balance = 0;
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom('ledgerTransfers')
          .select(['id', 'createdAt', 'type', 'description', 'amount', 'fromAccountId'])
          .where((eb) => eb.or([eb('fromAccountId', '=', account.id), eb('toAccountId', '=', account.id)]))
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute();
        yield rows.map((r) => {
          const value = r.fromAccountId === account.id ? -Number(r.amount) : Number(r.amount);
          balance += value;
          return [r.createdAt, r.type, r.description, value, balance];
        });
        if (rows.length < PAGE) return;
        after = rows[rows.length - 1]!.id;
      }
    }
    await zip.csv(
      `statement-${account.kind}.csv`,
      ['Date', 'Type', 'Description', 'Points', 'Balance'],
      pages(),
    );
  }
}

/** Profile and Get Involved pictures as files, one read each, and a list of the latter. */
export async function pictureFiles(db: Db, memberId: number, zip: ZipWriter) {
  const profileIds = await db
    .selectFrom('pictures')
    .select(['id', 'status', 'contentType'])
    .where('memberId', '=', memberId)
    .orderBy('createdAt')
    .execute();
  for (const p of profileIds) {
    const row = await db
      .selectFrom('pictures')
      .select('data')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    await zip.binary(
      `pictures/profile-${p.status}-${p.id}.${extOf(p.contentType)}`,
      new Uint8Array(row.data),
    );
  }
  const gi = await db
    .selectFrom('getinvolvedPictures as p')
    .innerJoin('campaigns as c', 'c.id', 'p.campaignId')
    .select([
      'p.id',
      'p.campaignId',
      'c.name',
      'p.status',
      'p.contentType',
      'p.createdAt',
      'p.publishedAt',
      'p.hidden',
    ])
    .where('p.memberId', '=', memberId)
    .orderBy('p.id')
    .execute();
  const listed: (string | number | null)[][] = [];
  for (const p of gi) {
    const file = `getinvolved/${p.campaignId}-${p.id}.${extOf(p.contentType)}`;
    const row = await db
      .selectFrom('getinvolvedPictures')
      .select('data')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    await zip.binary(file, new Uint8Array(row.data));
    listed.push([p.createdAt, p.name, p.status, p.publishedAt, p.hidden ? 'yes' : 'no', file]);
  }
  async function* one() {
    yield listed;
  }
  await zip.csv(
    'getinvolved-pictures.csv',
    ['Uploaded', 'Campaign', 'Status', 'Published', 'Hidden by moderation', 'File'],
    one(),
  );
}
