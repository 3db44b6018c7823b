import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/**
 * A consistent copy of a SQLite database while the server keeps writing: VACUUM INTO runs
 * inside one read transaction, so the copy is the database as of one moment (WAL lets the
 * server's writers carry on meanwhile). The copy is written beside the target and renamed,
 * so a half-written file never carries the target's name.
 */
export function backupSqlite(sourceFile: string, targetFile: string): { bytes: number } {
  const target = path.resolve(targetFile);
  if (fs.existsSync(target)) throw new Error(`${targetFile} exists already; choose a new file name.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new BetterSqlite3(sourceFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }
  fs.renameSync(partial, target);
  return { bytes: fs.statSync(target).size };
}

/** Checks that a file is a whole SQLite database: integrity_check must answer "ok". */
export function checkSqliteFile(file: string): void {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} is damaged: ${String(result)}`);
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of a database (the server must be stopped). The backup is checked,
 * copied beside the target, and renamed over it; the old write-ahead log and shared-memory
 * files go, since they belong to the replaced database.
 */
export function restoreSqlite(backupFile: string, targetFile: string): void {
  checkSqliteFile(backupFile);
  const target = path.resolve(targetFile);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  fs.copyFileSync(backupFile, partial);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(partial, target);
}
