import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, it, expect } from 'vitest';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { auditLedger, memberBalances } from '../ledger/index.js';
import { celebratedDays } from '../lib/today.js';
import { daysOfYear, isLeapYear } from './calendar.js';
import { loadDemoCompany, loadDemoIfEmpty } from './load-demo.js';
import { companyDomain, generatePeople } from './people.js';

/** A migrated, empty SQLite database in a temporary file, removed on close. */
async function emptySqlite(): Promise<Database> {
  const file = path.join(os.tmpdir(), `portal-demo-${randomUUID()}.db`);
  const database = openDatabase(`sqlite:${file}`);
  await migrateToLatest(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    },
  };
}

async function withLoadedDemo<T>(now: Date, use: (database: Database) => Promise<T>): Promise<T> {
  const database = await emptySqlite();
  try {
    await loadDemoCompany(database, { now });
    return await use(database);
  } finally {
    await database.close();
  }
}

/**
 * Days of `year` with fewer than two birthdays or two work anniversaries (of a year or
 * more) among active members, by the same rule the Celebrate With Us page applies.
 */
async function daysShortOfCelebrations(database: Database, year: number): Promise<string[]> {
  const members = await database.db
    .selectFrom('members')
    .select(['dobDd', 'dobMm', 'hireDate'])
    .where('employmentStatus', '=', 'active')
    .execute();
  const short: string[] = [];
  for (const day of daysOfYear(year)) {
    const celebrated = celebratedDays({ ...day, isLeap: isLeapYear(year) });
    const on = (mm: string, dd: string) => celebrated.some((c) => c.mm === mm && c.dd === dd);
    const birthdays = members.filter((m) => on(m.dobMm, m.dobDd)).length;
    const anniversaries = members.filter((m) => {
      const [y, mm, dd] = (m.hireDate ?? '').split('-');
      return Number(y) < year && on(mm ?? '', dd ?? '');
    }).length;
    if (birthdays < 2 || anniversaries < 2)
      short.push(`${year}-${day.mm}-${day.dd}: ${birthdays} birthdays, ${anniversaries} anniversaries`);
  }
  return short;
}

const member = (database: Database, memberNumber: string) =>
  database.db
    .selectFrom('members')
    .selectAll()
    .where('memberNumber', '=', memberNumber)
    .executeTakeFirstOrThrow();

// These load the company into SQLite files of their own, whichever database the suite runs on:
// the PostgreSQL run would only repeat them, and loads the company on PostgreSQL below.
describe.skipIf(process.env.TEST_DB === 'postgres')('demo company', () => {
  // The company loaded on 10 March 2026, shared by the tests that read it (a load is seconds).
  let loaded: Promise<Database> | undefined;
  const onTenthOfMarch = async <T>(use: (database: Database) => Promise<T>): Promise<T> => {
    loaded ??= emptySqlite().then(async (database) => {
      await loadDemoCompany(database, { now: new Date('2026-03-10T09:00:00Z') });
      return database;
    });
    return use(await loaded);
  };
  afterAll(async () => {
    if (loaded) await (await loaded).close();
  });

  it('loads the company, the demo accounts and their points', async () => {
    await onTenthOfMarch(async (database) => {
      const { db } = database;
      const count = async (table: 'members' | 'clusters' | 'divisions') =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('members')).toBeGreaterThanOrEqual(740);
      expect(await count('clusters')).toBeGreaterThanOrEqual(2);
      expect(await count('divisions')).toBeGreaterThanOrEqual(8);
      const divisions = await db.selectFrom('divisions').select('name').execute();
      expect(divisions.filter((d) => d.name === 'Sales-Field')).toHaveLength(1);

      const hannah = await member(database, '100001');
      const james = await member(database, '100002');
      const priya = await member(database, '100003');
      expect(hannah).toMatchObject({
        isManager: 0,
        managerId: james.id,
        firstname: 'Hannah',
        legalFirstname: 'Hannah',
      });
      expect(hannah.registeredAt).not.toBeNull();
      expect(james).toMatchObject({ isManager: 1, managerId: priya.id, divisionCode: hannah.divisionCode });
      expect(priya).toMatchObject({ isManager: 1, isAdminReports: 1 });
      expect(await member(database, '100004')).toMatchObject({ roleCc: 1, roleCa: 0, isManager: 0 });
      expect(await member(database, '100005')).toMatchObject({ roleCa: 1, roleCc: 0, isManager: 0 });
      expect(await member(database, '100006')).toMatchObject({ cellNum: '', isManager: 0 });
      expect((await member(database, '100006')).registeredAt).not.toBeNull();
      expect(await member(database, '100007')).toMatchObject({ registeredAt: null, passwordHash: null });
      expect(await member(database, '100008')).toMatchObject({ isProgrammeAdmin: 1 });

      expect(await memberBalances(db, hannah.id)).toEqual({ redeem: 1_250, recognise: 0, pif: 200 });
      expect((await memberBalances(db, james.id)).recognise).toBe(10_000);
      expect((await memberBalances(db, priya.id)).recognise).toBe(25_000);
      expect(await memberBalances(db, (await member(database, '100007')).id)).toEqual({
        redeem: 0,
        recognise: 0,
        pif: 0,
      });

      const all = await db.selectFrom('members').selectAll().execute();
      for (const m of all.filter((x) => !x.isManager)) expect(m.managerId, m.memberNumber).not.toBeNull();
      for (const m of all) {
        expect(m.interestOtherDesc.length).toBeLessThanOrEqual(50);
        expect(m.otherInfo.length).toBeLessThanOrEqual(50);
        expect(m.cellNum.length).toBeLessThanOrEqual(20);
        expect(m.email).toMatch(/^[a-z-]+\.[a-z-]+\d*@lumierebeauty\.example$/);
      }
      expect(new Set(all.map((m) => m.email)).size).toBe(all.length);
      const unregistered = all.filter((m) => !m.registeredAt).length / all.length;
      expect(unregistered).toBeGreaterThan(0.07);
      expect(unregistered).toBeLessThan(0.13);
      const getToKnow =
        all.filter((m) => m.interest1 === 1 && m.interestOtherDesc && m.otherInfo).length / all.length;
      expect(getToKnow).toBeGreaterThan(0.35);
      expect(getToKnow).toBeLessThan(0.45);

      // Clusters are countries: France and the UAE joined with people, languages and products of their own.
      expect(
        await db
          .selectFrom('clusters')
          .selectAll()
          .where('code', 'in', ['FR', 'AE'])
          .orderBy('code')
          .execute(),
      ).toEqual([
        {
          code: 'AE',
          name: 'United Arab Emirates',
          defaultLanguage: 'ar',
          timeZone: 'Asia/Dubai',
          currency: 'AED',
        },
        { code: 'FR', name: 'France', defaultLanguage: 'fr', timeZone: 'Europe/Paris', currency: 'EUR' },
      ]);
      expect(await member(database, '100009')).toMatchObject({ divisionCode: 'PAR-FR', language: '' });
      expect(await member(database, '100010')).toMatchObject({ divisionCode: 'RET-AE', language: 'ar' });
      const languagesIn = (suffix: string) =>
        new Set(all.filter((m) => m.divisionCode.endsWith(suffix)).map((m) => m.language));
      expect(languagesIn('-FR')).toEqual(new Set(['', 'fr', 'en-GB']));
      expect(languagesIn('-AE')).toEqual(new Set(['', 'ar', 'en-GB']));
      expect(languagesIn('-ZA')).toEqual(new Set(['', 'af', 'zu']));
      expect(languagesIn('-GB')).toEqual(new Set(['']));
      const limited = await db
        .selectFrom('shopProductClusters as pc')
        .innerJoin('shopProducts as p', 'p.id', 'pc.productId')
        .select(['p.productCode', 'pc.clusterCode'])
        .orderBy('p.productCode')
        .execute();
      expect(limited).toEqual([
        { productCode: 'GC-AE-MALL100', clusterCode: 'AE' },
        { productCode: 'GC-AE-SOUK250', clusterCode: 'AE' },
        { productCode: 'GC-FR-GL25', clusterCode: 'FR' },
        { productCode: 'GC-FR-MP50', clusterCode: 'FR' },
        { productCode: 'GC-HS-UK20', clusterCode: 'GB' },
      ]);

      const audit = await auditLedger(db);
      expect(audit.problems).toEqual([]);
      expect(audit.ok).toBe(true);
    });
  });

  it('has two birthdays and two work anniversaries on every day (loaded 2026-03-10T09:00:00Z)', async () => {
    await onTenthOfMarch(async (database) => {
      for (const year of [2026, 2027]) expect(await daysShortOfCelebrations(database, year)).toEqual([]);
    });
  });

  // Hire years are relative to `now`; the data must also hold for the year after the load.
  it.each([
    { now: '2027-11-20T12:00:00Z', years: [2027, 2028] },
    { now: '2024-02-29T23:30:00Z', years: [2024, 2025] },
  ])('has two birthdays and two work anniversaries on every day (loaded $now)', async ({ now, years }) => {
    await withLoadedDemo(new Date(now), async (database) => {
      for (const year of years) expect(await daysShortOfCelebrations(database, year)).toEqual([]);
    });
  });

  it('generates the same people on every load; only dates follow now', () => {
    const domain = companyDomain('Lumière Beauty');
    const a = generatePeople({ now: new Date('2026-03-10T09:00:00Z'), domain });
    const b = generatePeople({ now: new Date('2026-03-10T09:00:00Z'), domain });
    const c = generatePeople({ now: new Date('2031-07-01T09:00:00Z'), domain });
    expect(b).toEqual(a);
    const stable = (p: (typeof a)[number]) => [
      p.memberNumber,
      p.firstname,
      p.surname,
      p.email,
      p.divisionCode,
      p.dobMm,
      p.dobDd,
    ];
    expect(c.map(stable)).toEqual(a.map(stable));
    expect(domain).toBe('lumierebeauty.example');
  });

  it('loadDemoIfEmpty loads an empty database once and leaves a non-empty one alone', async () => {
    const database = await emptySqlite();
    try {
      const config = loadConfig({ NODE_ENV: 'test' });
      expect(await loadDemoIfEmpty(database, config)).toBe(true);
      const before = await database.db.selectFrom('members').select('id').execute();
      const transfers = await database.db.selectFrom('ledgerTransfers').select('id').execute();
      expect(await loadDemoIfEmpty(database, config)).toBe(false);
      expect(await database.db.selectFrom('members').select('id').execute()).toHaveLength(before.length);
      expect(await database.db.selectFrom('ledgerTransfers').select('id').execute()).toHaveLength(
        transfers.length,
      );
    } finally {
      await database.close();
    }
  });
});

/**
 * TEST_DATABASE_URL names a PostgreSQL server; the load runs in a scratch database created
 * there and dropped afterwards, so the server's own database is never written to.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('demo company on PostgreSQL', () => {
  it('loads and audits clean', { timeout: 120_000 }, async () => {
    const name = `portal_demo_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${name}`;
    const database = openDatabase(url.toString(), { poolSize: 2 });
    try {
      await migrateToLatest(database);
      const summary = await loadDemoCompany(database, { now: new Date('2026-03-10T09:00:00Z') });
      expect(summary.members).toBeGreaterThanOrEqual(740);
      const hannah = await member(database, '100001');
      expect(await memberBalances(database.db, hannah.id)).toEqual({ redeem: 1_250, recognise: 0, pif: 200 });
      expect(await daysShortOfCelebrations(database, 2028)).toEqual([]);
      expect((await auditLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
