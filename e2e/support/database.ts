import Database from 'better-sqlite3';
import { inject } from 'vitest';

/** Reads the e2e server's database, as an operator would (npm run outbox), read-only. */
function open() {
  return new Database(inject('databaseFile'), { readonly: true, fileMustExist: true });
}

export function memberContact(memberNumber: string): { email: string; cellNum: string } {
  const db = open();
  try {
    return db.prepare('SELECT email, cell_num AS cellNum FROM members WHERE member_number = ?').get(memberNumber) as { email: string; cellNum: string };
  } finally {
    db.close();
  }
}

/** The code in the newest one-time-password SMS to a number. */
export function lastOtpTo(cellNum: string): string {
  const db = open();
  try {
    const row = db.prepare("SELECT body_text AS text FROM outbox_messages WHERE template = 'otp' AND recipient = ? ORDER BY id DESC LIMIT 1").get(cellNum) as { text: string } | undefined;
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
    return db.prepare('SELECT template, subject FROM outbox_messages WHERE recipient = ? ORDER BY id').all(recipient) as Array<{ template: string; subject: string }>;
  } finally {
    db.close();
  }
}
