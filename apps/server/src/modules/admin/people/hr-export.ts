import Papa from 'papaparse';
import { csvSafeCell } from '@portal/contract';
import type { Db } from '../../../db/database.js';
import { HR_TEMPLATE_HEADER } from './hr-file.js';

/**
 * The members as an HR file, in the import's own format: what `npm run admin -- export-people`
 * writes, and a starting point for a test or a first import on another system. Cells that a
 * spreadsheet would read as a formula are guarded like every export; the import drops the guard.
 */
export async function exportHrCsv(db: Db): Promise<string> {
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('divisions as d', 'd.code', 'm.divisionCode')
    .leftJoin('members as boss', 'boss.id', 'm.managerId')
    .select(['m.memberNumber', 'm.legalFirstname', 'm.surname', 'm.email', 'm.cellNum', 'm.divisionCode'])
    .select(['d.clusterCode', 'boss.memberNumber as managerNumber'])
    .select(['m.hireDate', 'm.dobDd', 'm.dobMm', 'm.employmentStatus', 'm.jobTitle', 'm.language'])
    .orderBy('m.memberNumber')
    .execute();
  return `${HR_TEMPLATE_HEADER}\n${Papa.unparse(
    rows.map((r) =>
      [
        r.memberNumber,
        r.legalFirstname,
        r.surname,
        r.email,
        r.cellNum,
        r.divisionCode,
        r.clusterCode,
        r.managerNumber ?? '',
        r.hireDate ?? '',
        r.dobDd,
        r.dobMm,
        r.employmentStatus,
        r.jobTitle,
        r.language,
      ].map((c) => csvSafeCell(c)),
    ),
    { newline: '\n' },
  )}\n`;
}
