/**
 * Fill of the foundation tables: clusters, divisions, members, ledger accounts, ledger
 * transfers and sessions. The transfers are generated twice from the same seed: the first
 * pass only adds up each account, so every member account that would end below zero gets
 * an opening allocation from funding first; the second pass writes them. Balances are then
 * exactly credits minus debits, member balances are never negative and all balances sum to
 * zero: the ledger audit passes.
 */
import { createHash } from 'node:crypto';
import { DEMO_CLUSTERS, DEMO_DIVISIONS } from '../../apps/server/src/demo/company.js';
import {
  FIXED_ACCOUNTS,
  FIRST_GENERATED_NUMBER,
  DEMO_PASSWORD,
} from '../../apps/server/src/demo/fixed-accounts.js';
import { HOBBIES, NAMES } from '../../apps/server/src/demo/names.js';
import { hashPassword } from '../../apps/server/src/identity/passwords.js';
import type { Cell, Column } from './bulk.js';
import { intIn, pick } from './random.js';
import type { FillContext, FillStep, ScaleWorld } from './types.js';

const int = (name: string): Column => ({ name, type: 'int' });
const text = (name: string): Column => ({ name, type: 'text' });

const DAY = 86_400_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Month/day pairs of a leap year: birthdays fall on every day, 29 February included. */
const MONTH_DAYS = Array.from({ length: 366 }, (_, d) => {
  const at = new Date(Date.UTC(2000, 0, 1) + d * DAY);
  return { mm: pad2(at.getUTCMonth() + 1), dd: pad2(at.getUTCDate()) };
});

export const companyStep: FillStep = {
  name: 'clusters and divisions',
  tables: ['clusters', 'divisions'],
  async fill({ bulk }) {
    const clusters = await bulk.insert(
      'clusters',
      [text('code'), text('name')],
      DEMO_CLUSTERS.map((c) => [c.code, c.name]),
    );
    const divisions = await bulk.insert(
      'divisions',
      [text('code'), text('name'), text('cluster_code')],
      DEMO_DIVISIONS.map((d) => [d.code, d.name, d.clusterCode]),
    );
    return { clusters, divisions };
  },
};

const MEMBER_COLUMNS: Column[] = [
  int('id'),
  text('member_number'),
  text('legal_firstname'),
  text('firstname'),
  text('surname'),
  text('email'),
  text('cell_num'),
  text('division_code'),
  int('manager_id'),
  text('job_title'),
  text('hire_date'),
  text('dob_dd'),
  text('dob_mm'),
  text('employment_status'),
  text('password_hash'),
  text('registered_at'),
  int('is_manager'),
  int('is_admin_reports'),
  int('role_cc'),
  int('role_ca'),
  int('is_programme_admin'),
  int('interest1'),
  text('interest_other_desc'),
  text('other_info'),
  text('pic_id'),
  text('created_at'),
  text('updated_at'),
];

/** One in ten members leads a team; 88 % have registered; 2 % have left. */
const TEAM = 10;
const REGISTERED_SHARE = 0.88;
const LEAVER_SHARE = 0.02;

export const membersStep: FillStep = {
  name: 'members',
  tables: ['members'],
  idTables: ['members'],
  async fill(ctx) {
    const { size, world } = ctx;
    const rnd = ctx.random(1);
    const n = size.members;
    const fixed = FIXED_ACCOUNTS.slice(0, Math.min(FIXED_ACCOUNTS.length, n));
    const memberNumber = (i: number) =>
      i < fixed.length ? (fixed[i]?.memberNumber ?? '') : String(FIRST_GENERATED_NUMBER + i - fixed.length);
    // argon2id is slow on purpose: one hash shared by every account, as the demo does.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = world.now.getTime();
    const at = world.now.toISOString();
    const registered = new Uint8Array(n);
    const isManager = new Uint8Array(n);
    const divisions = DEMO_DIVISIONS;
    const weights = divisions.map((d) => d.size);
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const divisionOf = (i: number) => {
      // Whole teams share a division, spread in the demo's proportions.
      let x = ((Math.floor(i / TEAM) * 7919) % totalWeight) + 0.5;
      for (let d = 0; d < divisions.length; d++) {
        x -= weights[d] ?? 0;
        if (x < 0) return divisions[d] ?? divisions[0];
      }
      return divisions[0];
    };
    function* rows(): Generator<Cell[]> {
      for (let i = 0; i < n; i++) {
        const f = fixed[i];
        const division = f
          ? (divisions.find((d) => d.code === f.place.divisionCode) ?? divisions[0])
          : divisionOf(i);
        if (!division) throw new Error('no divisions');
        const manager = f ? f.place.role !== 'member' : i % TEAM === 0;
        const leaver = !f && rnd() < LEAVER_SHARE;
        const reg = f ? f.registered : !leaver && rnd() < REGISTERED_SHARE;
        // The team leader is the first member of each block of ten; leaders report to the leader
        // of a block ten times earlier, so the chart is a tree with heads at the top.
        const leader = Math.floor(i / TEAM) * TEAM;
        const managerIndex = manager ? Math.floor(leader / (TEAM * TEAM)) * TEAM : leader;
        const managerId = managerIndex < i ? managerIndex + 1 : null;
        const names = NAMES[division.clusterCode];
        const first = f?.firstname ?? pick(rnd, names.first);
        const last = f?.surname ?? pick(rnd, names.last);
        const day = rnd() < 0.05 ? null : pick(rnd, MONTH_DAYS);
        const hired = now - intIn(rnd, 30, 30 * 365) * DAY;
        const getToKnow = f ? f.getToKnow !== undefined : rnd() < 0.3;
        registered[i] = reg ? 1 : 0;
        isManager[i] = manager ? 1 : 0;
        yield [
          i + 1,
          memberNumber(i),
          first,
          first,
          last,
          `${first}.${last}.${i}@lumiere.example`.toLowerCase(),
          f?.cellNum ?? `+44 7700 ${String(100000 + (i % 900000)).slice(-6)}`,
          division.code,
          managerId,
          f?.jobTitle ?? (manager ? pick(rnd, division.managerTitles) : pick(rnd, division.memberTitles)),
          isoDate(hired),
          day?.dd ?? '',
          day?.mm ?? '',
          leaver ? 'leaver' : 'active',
          reg ? passwordHash : null,
          reg ? new Date(hired + intIn(rnd, 1, 25) * DAY).toISOString() : null,
          manager ? 1 : 0,
          f?.flags?.isAdminReports ?? 0,
          f?.flags?.roleCc ?? 0,
          f?.flags?.roleCa ?? 0,
          f?.flags?.isProgrammeAdmin ?? 0,
          getToKnow ? 1 : 0,
          getToKnow ? (f?.getToKnow?.hobbies ?? pick(rnd, HOBBIES)) : '',
          getToKnow ? (f?.getToKnow?.dreams ?? '') : '',
          null,
          at,
          at,
        ];
      }
    }
    const written = await ctx.bulk.insert('members', MEMBER_COLUMNS, rows());
    const registeredIndexes = Int32Array.from({ length: n }, (_, i) => i).filter((i) => registered[i] === 1);
    world.members = {
      count: n,
      registered,
      isManager,
      memberNumber,
      registeredIndexes,
      managerIndexes: registeredIndexes.filter((i) => isManager[i] === 1),
    };
    return { members: written, registered: registeredIndexes.length };
  },
};

const ACCOUNT_COLUMNS: Column[] = [
  int('id'),
  int('member_id'),
  text('kind'),
  text('system_code'),
  int('balance'),
  text('created_at'),
];
const TRANSFER_COLUMNS: Column[] = [
  int('id'),
  text('idempotency_key'),
  int('from_account_id'),
  int('to_account_id'),
  int('amount'),
  text('type'),
  text('description'),
  text('ref_type'),
  text('ref_id'),
  int('reverses_id'),
  text('created_at'),
];

/** Transfers spread over the last three years, oldest first. */
const HISTORY_MS = 3 * 365 * DAY;
const TRANSFER_SEED = 2;

type Movement = [from: number, to: number, amount: number, type: string, description: string];

/**
 * The transfers in time order: recognitions with points from a manager's budget (45 %), Pay It
 * Forward between members (25 %), shop orders out of redeem balances (20 %) and allocations
 * from funding to budgets and allowances (10 %).
 */
function* movements(ctx: FillContext, world: Required<ScaleWorld>): Generator<Movement> {
  const rnd = ctx.random(TRANSFER_SEED);
  const { registeredIndexes: reg, managerIndexes: mgr } = world.members;
  const a = world.accounts;
  for (let k = 0; k < ctx.size.transfers; k++) {
    const x = rnd();
    const member = reg[Math.floor(rnd() * reg.length)] ?? 0;
    if (x < 0.45 && mgr.length > 0) {
      const manager = mgr[Math.floor(rnd() * mgr.length)] ?? 0;
      yield [
        a.recognise[manager] ?? 0,
        a.redeem[member] ?? 0,
        10 * intIn(rnd, 1, 20),
        'RwdN',
        'Recognition: thank you for going above and beyond',
      ];
    } else if (x < 0.7) {
      let other = reg[Math.floor(rnd() * reg.length)] ?? 0;
      if (other === member) other = reg[(reg.indexOf(member) + 1) % reg.length] ?? 0;
      yield [a.pif[other] ?? 0, a.redeem[member] ?? 0, 10 * intIn(rnd, 1, 5), 'PIF', 'Pay It Forward'];
    } else if (x < 0.9) {
      yield [a.redeem[member] ?? 0, a.shopId, 10 * intIn(rnd, 5, 50), 'ORDER', `Order ${100000 + k}`];
    } else if (rnd() < 0.5 && mgr.length > 0) {
      const manager = mgr[Math.floor(rnd() * mgr.length)] ?? 0;
      yield [a.fundingId, a.recognise[manager] ?? 0, 500 * intIn(rnd, 1, 4), 'BUDGET', 'Recognition budget'];
    } else {
      yield [a.fundingId, a.pif[member] ?? 0, 200, 'ALLOC', 'Pay It Forward allowance'];
    }
  }
}

export const ledgerStep: FillStep = {
  name: 'ledger accounts and transfers',
  tables: ['ledger_accounts', 'ledger_transfers'],
  idTables: ['ledger_accounts', 'ledger_transfers'],
  deferIndexes: true,
  async fill(ctx) {
    const { world } = ctx;
    const members = world.members;
    if (!members) throw new Error('the ledger fill needs the members');
    // Account ids: funding 1, shop 2, then each registered member's redeem, pif and (managers) recognise.
    const redeem = new Int32Array(members.count);
    const pif = new Int32Array(members.count);
    const recognise = new Int32Array(members.count);
    let next = 3;
    for (const i of members.registeredIndexes) {
      redeem[i] = next++;
      pif[i] = next++;
      if (members.isManager[i]) recognise[i] = next++;
    }
    const count = next - 1;
    world.accounts = { fundingId: 1, shopId: 2, redeem, pif, recognise, count };
    const full = world as Required<ScaleWorld>;

    // Pass 1: what each account would hold from the generated movements alone.
    const net = new Float64Array(count + 1);
    for (const [from, to, amount] of movements(ctx, full)) {
      net[from] = (net[from] ?? 0) - amount;
      net[to] = (net[to] ?? 0) + amount;
    }
    // Every member account that would end negative first gets an opening allocation.
    const openings: Movement[] = [];
    const memberAccountOwner = new Int32Array(count + 1);
    for (const i of members.registeredIndexes) {
      for (const id of [redeem[i], pif[i], recognise[i]]) if (id) memberAccountOwner[id] = i + 1;
    }
    for (let id = 3; id <= count; id++) {
      const v = net[id] ?? 0;
      if (v < 0) openings.push([1, id, Math.ceil(-v / 10) * 10 + 100, 'OPEN', 'Opening balance']);
    }
    for (const [, to, amount] of openings) {
      net[1] = (net[1] ?? 0) - amount;
      net[to] = (net[to] ?? 0) + amount;
    }

    // Balances and amounts are `integer` columns: 32-bit on PostgreSQL. The funding account
    // carries every point ever issued, so it is the one that would overflow first.
    const largest = net.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
    if (largest > 2 ** 31 - 1) {
      throw new Error(
        `A balance of ${largest} points does not fit ledger_accounts.balance (integer, 32-bit on PostgreSQL)`,
      );
    }
    const created = world.now.getTime() - HISTORY_MS - DAY;
    const createdAt = new Date(created).toISOString();
    const accounts = await ctx.bulk.insert(
      'ledger_accounts',
      ACCOUNT_COLUMNS,
      (function* () {
        yield [1, null, 'system', 'funding', net[1] ?? 0, createdAt];
        yield [2, null, 'system', 'shop', net[2] ?? 0, createdAt];
        for (let id = 3; id <= count; id++) {
          const owner = memberAccountOwner[id] ?? 0;
          const i = owner - 1;
          const kind = redeem[i] === id ? 'redeem' : pif[i] === id ? 'pif' : 'recognise';
          yield [id, owner, kind, null, net[id] ?? 0, createdAt];
        }
      })(),
    );

    // Pass 2: the openings first (oldest), then the same movements again, written this time.
    const start = world.now.getTime() - HISTORY_MS;
    const step = HISTORY_MS / Math.max(1, ctx.size.transfers);
    const transfers = await ctx.bulk.insert(
      'ledger_transfers',
      TRANSFER_COLUMNS,
      (function* () {
        let id = 1;
        for (const [from, to, amount, type, description] of openings) {
          yield [
            id,
            `scale:open:${String(id).padStart(9, '0')}`,
            from,
            to,
            amount,
            type,
            description,
            null,
            null,
            null,
            createdAt,
          ];
          id++;
        }
        let k = 0;
        for (const [from, to, amount, type, description] of movements(ctx, full)) {
          const at = new Date(Math.floor(start + k * step)).toISOString();
          yield [
            id,
            `scale:move:${String(k).padStart(9, '0')}`,
            from,
            to,
            amount,
            type,
            description,
            null,
            null,
            null,
            at,
          ];
          id++;
          k++;
        }
      })(),
    );
    return { accounts, transfers, openings: openings.length, pointsIssued: -(net[1] ?? 0) };
  },
};

const SESSION_COLUMNS: Column[] = [
  int('id'),
  text('token_hash'),
  int('member_id'),
  text('created_at'),
  text('last_seen_at'),
  text('expires_at'),
  text('revoked_at'),
];

/** Past sessions: a few per registered member, long expired or signed out. */
export const sessionsStep: FillStep = {
  name: 'sessions',
  tables: ['sessions'],
  idTables: ['sessions'],
  async fill(ctx) {
    const members = ctx.world.members;
    if (!members) throw new Error('the sessions fill needs the members');
    const rnd = ctx.random(3);
    const now = ctx.world.now.getTime();
    const perMember = 3;
    const sessions = await ctx.bulk.insert(
      'sessions',
      SESSION_COLUMNS,
      (function* () {
        let id = 1;
        for (const i of members.registeredIndexes) {
          for (let s = 0; s < perMember; s++) {
            const created = now - intIn(rnd, 2, 365) * DAY;
            const hash = createHash('sha256').update(`scale-session:${id}`).digest('hex');
            const last = new Date(created + 20 * 60_000).toISOString();
            yield [
              id++,
              hash,
              i + 1,
              new Date(created).toISOString(),
              last,
              new Date(created + 12 * 3_600_000).toISOString(),
              s === 0 ? last : null,
            ];
          }
        }
      })(),
    );
    return { sessions };
  },
};
