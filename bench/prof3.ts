import { openDatabase } from '../apps/server/src/db/database.js';
import {
  concentration,
  divisionFlows,
  unrecognisedCounts,
} from '../apps/server/src/modules/insights/repository.js';
import { resolveScope } from '../apps/server/src/modules/insights/scope.js';
import { resolvePeriods } from '../apps/server/src/modules/insights/period.js';
const database = openDatabase(process.argv[2]!);
const db = database.db;
const m = await db
  .selectFrom('members')
  .selectAll()
  .where('isManager', '=', 1)
  .orderBy('id')
  .limit(1)
  .executeTakeFirstOrThrow();
const scope = await resolveScope(db, { ...m, isAdminReports: 1 }, { kind: 'company' } as never);
const { current } = resolvePeriods({ kind: 'month', month: '2026-10' } as never, 'Europe/London');
const time = async (name: string, f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  console.log(name, (performance.now() - t).toFixed(1));
};
for (let i = 0; i < 2; i++) {
  await time('unrecognised', () =>
    unrecognisedCounts(db, scope, current.endSlot, [
      '2026-08-02T23:00',
      '2026-09-01T23:00',
      '2026-10-01T23:00',
    ]),
  );
  await time('concentration', () => concentration(db, scope, current, true));
  await time('flows', () =>
    divisionFlows(
      db,
      scope.divisions.map((d) => d.code),
      current,
    ),
  );
  await time('sizes', () =>
    db
      .selectFrom('members')
      .select((eb) => ['divisionCode', eb.fn.countAll().as('n')])
      .where('employmentStatus', '=', 'active')
      .groupBy('divisionCode')
      .execute(),
  );
}
process.exit(0);
