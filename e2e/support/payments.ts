import Database from 'better-sqlite3';
import { databaseFile } from './stack.js';

/**
 * A registered member of a cluster with a mobile number and no role, from a number range no
 * other browser test uses, so their points can be spent here; one who follows the device's
 * language, since the checks read the English interface.
 */
export function clusterMember(cluster: string): string {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT m.member_number AS n FROM members m JOIN divisions d ON d.code = m.division_code
          WHERE d.cluster_code = ? AND m.registered_at IS NOT NULL AND m.employment_status = 'active'
            AND m.cell_num <> '' AND m.is_manager = 0 AND m.is_admin_reports = 0 AND m.role_cc = 0
            AND m.role_ca = 0 AND m.is_programme_admin = 0 AND m.language = ''
            AND m.member_number BETWEEN '100500' AND '100899'
          ORDER BY m.member_number LIMIT 1`,
      )
      .get(cluster) as { n: string } | undefined;
    if (!row) throw new Error(`no spare ${cluster} member in the demo`);
    return row.n;
  } finally {
    db.close();
  }
}

/** The member's card payments and the orders they paid for. */
export function paymentsOf(
  memberNumber: string,
): Array<{ status: string; amountMinor: number; orderNum: string | null }> {
  const db = new Database(databaseFile(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT p.status, p.amount_minor AS amountMinor, o.order_num AS orderNum
           FROM shop_payments p JOIN members m ON m.id = p.member_id
           LEFT JOIN shop_orders o ON o.id = p.order_id
          WHERE m.member_number = ? ORDER BY p.id`,
      )
      .all(memberNumber) as Array<{ status: string; amountMinor: number; orderNum: string | null }>;
  } finally {
    db.close();
  }
}
