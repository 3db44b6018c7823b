/** The row a query-building function's query answers, so a mapper can name its input's type. */
export type RowOf<Query extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Query>['executeTakeFirstOrThrow']>>;
