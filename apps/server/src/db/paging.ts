import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of an ordered query and the number of rows in all its pages, read side by side. The
 * count drops the query's columns and order (PostgreSQL refuses an ORDER BY beside count(*)); a
 * page of size 0 reads only the count.
 */
export async function pageAndTotal<DB, TB extends keyof DB, O>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  page: { limit: number; offset: number },
): Promise<{ rows: O[]; total: number }> {
  const [rows, count] = await Promise.all([
    page.limit === 0 ? Promise.resolve([]) : ordered.limit(page.limit).offset(page.offset).execute(),
    ordered
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow() as Promise<{ n: number | string }>,
  ]);
  return { rows, total: Number(count.n) };
}

/** Page `page` (from 1) of `pageSize` rows, as a limit and offset. */
export const numberedPage = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});
