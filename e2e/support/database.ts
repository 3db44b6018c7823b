import Database from 'better-sqlite3';
import { databaseFile } from './stack.js';

/** Reads the e2e server's database, as an operator would (npm run outbox), read-only. */
function open() {
  return new Database(databaseFile(), { readonly: true, fileMustExist: true });
}

export function memberContact(memberNumber: string): { email: string; cellNum: string } {
  const db = open();
  try {
    return db
      .prepare('SELECT email, cell_num AS cellNum FROM members WHERE member_number = ?')
      .get(memberNumber) as { email: string; cellNum: string };
  } finally {
    db.close();
  }
}

/**
 * A registered member with a mobile number and no role whom no other browser test signs in as
 * (a test that changes their password must not lock out the fixed demo accounts).
 */
export function spareMember(): string {
  const db = open();
  try {
    const row = db
      .prepare(
        `SELECT member_number AS n FROM members
          WHERE registered_at IS NOT NULL AND employment_status = 'active' AND cell_num <> ''
            AND is_manager = 0 AND is_admin_reports = 0 AND role_cc = 0 AND role_ca = 0 AND is_programme_admin = 0
            AND member_number BETWEEN '100300' AND '100499'
            AND (SELECT COUNT(*) FROM members o WHERE o.cell_num = members.cell_num) = 1
          ORDER BY member_number LIMIT 1`,
      )
      .get() as { n: string } | undefined;
    if (!row) throw new Error('no spare member in the demo');
    return row.n;
  } finally {
    db.close();
  }
}

/** The code in the newest one-time-password SMS to a number. */
export function lastOtpTo(cellNum: string): string {
  const db = open();
  try {
    const row = db
      .prepare(
        "SELECT body_text AS text FROM outbox_messages WHERE template = 'otp' AND recipient = ? ORDER BY id DESC LIMIT 1",
      )
      .get(cellNum) as { text: string } | undefined;
    const code = /\b(\d{6})\b/.exec(row?.text ?? '')?.[1];
    if (!code) throw new Error(`no code sent to ${cellNum}`);
    return code;
  } finally {
    db.close();
  }
}

export function outboxTo(recipient: string): Array<{ template: string; subject: string }> {
  const db = open();
  try {
    return db
      .prepare('SELECT template, subject FROM outbox_messages WHERE recipient = ? ORDER BY id')
      .all(recipient) as Array<{ template: string; subject: string }>;
  } finally {
    db.close();
  }
}

/** The member's TO REDEEM balance as the ledger holds it. */
export function redeemBalance(memberNumber: string): number {
  const db = open();
  try {
    const row = db
      .prepare(
        "SELECT a.balance FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.member_number = ? AND a.kind = 'redeem'",
      )
      .get(memberNumber) as { balance: number } | undefined;
    return row?.balance ?? 0;
  } finally {
    db.close();
  }
}

/**
 * Marks every line of a shop order dispatched and the order complete, as the operator's
 * fulfilment does (the same SQL the server runs). The only write a browser test
 * makes to the server's database: dispatch happens outside the member's screens.
 */
export function markOrderDispatched(orderNum: string): void {
  const db = new Database(databaseFile(), { fileMustExist: true, timeout: 10_000 });
  try {
    db.transaction(() => {
      const order = db.prepare('SELECT id FROM shop_orders WHERE order_num = ?').get(orderNum) as
        { id: number } | undefined;
      if (!order) throw new Error(`no order ${orderNum}`);
      db.prepare('UPDATE shop_order_items SET dispatch_status = 4 WHERE order_id = ?').run(order.id);
      db.prepare("UPDATE shop_orders SET status_id = '30' WHERE id = ?").run(order.id);
    })();
  } finally {
    db.close();
  }
}

/** Changes a product's price or withdraws it, as the catalogue upkeep would; returns what it was. */
export function updateProduct(
  description: string,
  change: { price?: number; active?: number },
): { price: number; active: number } {
  const db = new Database(databaseFile(), { fileMustExist: true, timeout: 10_000 });
  try {
    const before = db
      .prepare('SELECT price, active FROM shop_products WHERE description = ?')
      .get(description) as { price: number; active: number } | undefined;
    if (!before) throw new Error(`no product ${description}`);
    db.prepare('UPDATE shop_products SET price = ?, active = ? WHERE description = ?').run(
      change.price ?? before.price,
      change.active ?? before.active,
      description,
    );
    return before;
  } finally {
    db.close();
  }
}
