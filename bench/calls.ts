/**
 * The calls the load benchmark (`npm run bench`) measures. Each feature adds its calls here:
 *
 *   { name: 'shop.listitems', path: '/api/shop/listitems', auth: 'member', body: { page: 1 } }
 *
 * - `auth`: 'anonymous' (no token), or a role: the benchmark signs in as several demo members
 *   holding that role (registered, active) and rotates their bearer tokens over the requests.
 * - `body`: a JSON value sent as is, or a function building each request's body from the
 *   context (request number, a rotating registered member number, the caller's number).
 * - `expectStatus`: the status (or statuses) a correct answer has (200 unless given); any other counts as
 *   an error in the figures.
 */
import type { Role } from '@portal/contract';
import { openDatabase } from '../apps/server/src/db/database.js';
import { liftSendQuotas } from '../scripts/lib/send-quotas.js';
import { fundShoppers, loadShopIds, SHOP_BENCH } from './shop.js';

async function liftQuotas(databaseUrl: string): Promise<void> {
  const database = openDatabase(databaseUrl);
  try {
    await liftSendQuotas(database);
  } finally {
    await database.close();
  }
}

export const DEMO_PASSWORD = 'Recognise2026';

export interface CallContext {
  /** The request's number in this measurement (0, 1, 2, …). */
  i: number;
  /** A registered, active demo member number, a different one on each request. */
  memberNumber: string;
  /** Member number of the caller whose token this request carries (undefined when anonymous). */
  caller: string | undefined;
  /** What the `before` requests on this connection kept from their answers. */
  kept?: Record<string, Json>;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface BenchCall {
  name: string;
  path: string;
  body: Json | ((ctx: CallContext) => Json);
  auth: 'anonymous' | Role;
  /** How many members sign in for this call (default --tokens); one per connection for calls with `before`. */
  tokens?: number;
  /**
   * A request sent before each measured one on the same connection as the same member (e.g.
   * addtobasket before placeOrder). The figures then count both requests.
   */
  before?: Array<{ path: string; body: () => Json; keep?: (response: unknown) => Record<string, Json> }>;
  /** Runs once before the call is measured, with the database and the members signed in. */
  prepare?: (ctx: { databaseUrl: string; memberNumbers: string[] }) => Promise<void>;
  expectStatus?: number | readonly number[];
}

export const calls: BenchCall[] = [
  {
    // Rate limited per member number and per address: the benchmark starts the server with
    // very high limits and rotates over every registered demo member.
    name: 'login',
    path: '/api/member/login',
    auth: 'anonymous',
    body: (ctx) => ({ memberNumber: ctx.memberNumber, password: DEMO_PASSWORD }),
  },
  {
    // The recognition feed's first page as Home and Recent recognition ask for it: cards with
    // reaction counts and the newest comments.
    name: 'feed.list',
    path: '/api/feed/list',
    auth: 'member',
    body: { filter: 'everyone', limit: 10 },
  },
  {
    name: 'getmemberdata',
    path: '/api/member/getmemberdata',
    auth: 'member',
    body: {},
  },
  {
    // Select Members' search: a surname prefix, as a person types it.
    name: 'getmemberlist',
    path: '/api/site/getmemberlist',
    auth: 'member',
    body: (ctx) => ({
      divisionCode: '',
      search: ['Smi', 'Jon', 'Pat', 'Wil', 'Nai', 'Mur', '1002'][ctx.i % 7]!,
      includeSelf: false,
    }),
  },
  {
    // A Simply Say e-card (no points, so the load never runs out of budget): a recognition
    // record and an outbox row per request. Recipients are row ids across the demo company;
    // one in a few hundred lands on the caller and is refused, which shows as errors.
    name: 'doreward (Simply Say)',
    path: '/api/reward/doreward',
    auth: 'member',
    // Each caller sends about a thousand cards in a few seconds: lift the sending quotas first.
    prepare: (ctx) => liftQuotas(ctx.databaseUrl),
    body: (ctx) => ({
      what: 'thankyou',
      reason: 'Thank You',
      sendBy: 'email',
      message: 'Thanks for your help this week!',
      recipients: [String(200 + (ctx.i % 500))],
      requestId: `bench-${process.pid}-${ctx.i}`,
    }),
  },
  {
    // The Sent tab's first page with the month's counts, as the screen asks for it after a send
    // ("View it"): the callers are the senders above, each with about a thousand sends this month.
    name: 'myrecognitions',
    path: '/api/report/myrecognitions',
    auth: 'member',
    body: () => ({ selMonth: new Date().toISOString().slice(0, 7), direction: 'sent', doCount: true }),
  },
  {
    // Both sides in one list: the API's default, which no screen asks for (the screen has tabs).
    name: 'myrecognitions (both sides)',
    path: '/api/report/myrecognitions',
    auth: 'member',
    body: () => ({ selMonth: new Date().toISOString().slice(0, 7), doCount: true }),
  },
  {
    // A nomination of one colleague: a nominations row and the manager's e-mail per request.
    // Row ids from 200 on are ordinary members, each with a manager to review; one in a few
    // hundred lands on the caller and is refused, which shows as errors.
    name: 'newnom',
    path: '/api/nom/newnom',
    auth: 'member',
    body: (ctx) => ({
      nomCat: 'Collaboration',
      reason: 'Brought two teams together to ship the spring range on time.',
      members: [String(200 + (ctx.i % 500))],
      requestId: `bench-nom-${process.pid}-${ctx.i}`,
    }),
  },
  {
    // The review list as a manager opens it (their own nominees', with rating counts).
    name: 'nomlist',
    path: '/api/nom/nomlist',
    auth: 'manager',
    body: {},
  },
  {
    name: 'categorylist',
    path: '/api/shop/categorylist',
    auth: 'member',
    body: {},
  },
  {
    // Rotates over the demo's level-3 categories (four products each), read from the database first.
    name: 'productlist',
    path: '/api/shop/productlist',
    auth: 'member',
    prepare: (ctx) => loadShopIds(ctx.databaseUrl),
    body: (ctx) => ({
      prodCat3Id: SHOP_BENCH.leafCategoryIds[ctx.i % SHOP_BENCH.leafCategoryIds.length]!,
      alloc: '',
    }),
  },
  {
    name: 'getbasket',
    path: '/api/shop/getbasket',
    auth: 'member',
    body: { alloc: '' },
  },
  {
    // A real order each time, as a member does it: addtobasket, getCheckoutOrderSummary, then
    // placeOrder with the summary's vfyTotal, on one connection as one member (one member per
    // connection, funded first), for an unlimited product. The figures count all three
    // requests, so orders per second are a third of the req/s.
    name: 'placeOrder',
    path: '/api/shop/placeOrder',
    auth: 'member',
    tokens: 50,
    before: [
      { path: '/api/shop/addtobasket', body: () => ({ productId: SHOP_BENCH.productId }) },
      {
        path: '/api/shop/getCheckoutOrderSummary',
        body: () => ({ promoCode: '', alloc: '' }),
        keep: (res) => ({ vfyTotal: (res as { vfyTotal?: number }).vfyTotal ?? -1 }),
      },
    ],
    prepare: (ctx) => fundShoppers(ctx.databaseUrl, ctx.memberNumbers),
    body: (ctx) => ({
      cellNum: '',
      promoCode: '',
      alloc: '',
      vfyTotal: ctx.kept?.vfyTotal ?? -1,
      requestId: `bench-order-${process.pid}-${ctx.i}`,
    }),
  },
  {
    // Celebrate With Us: today's birthdays and anniversaries in the company's time zone.
    name: 'getcelebrations',
    path: '/api/site/getcelebrations',
    auth: 'member',
    body: {},
  },
  {
    // The first demo campaign's picture grid with likes and canVote for the caller.
    name: 'getcampaignpics',
    path: '/api/getinvolved/getcampaignpics',
    auth: 'member',
    body: { campaignId: 1 },
  },
  {
    // Likes over the first campaign's demo pictures (ids 1–6). Each caller's first like of a
    // picture is a 200; every later one is the refused repeat (400) the likes' primary key
    // guards, which is most of this measurement: both are correct answers.
    name: 'likepic',
    path: '/api/getinvolved/likepic',
    auth: 'member',
    body: (ctx) => ({ campaignId: 1, giId: 1 + (ctx.i % 6) }),
    expectStatus: [200, 400],
  },
  {
    // The admin's member search as it is typed: a name, a number prefix, an e-mail fragment.
    name: 'admin.membersearch',
    path: '/api/admin/membersearch',
    auth: 'programmeAdmin',
    body: (ctx) => ({
      query: ['Smi', '1003', 'jones', 'Nai', ''][ctx.i % 5]!,
      status: 'all',
      page: 1,
      pageSize: 50,
    }),
  },
  {
    // The Orders page: every order newest first, then a member's orders.
    name: 'admin.ordersearch',
    path: '/api/admin/ordersearch',
    auth: 'programmeAdmin',
    body: (ctx) => ({
      query: ['', '100002', 'LB'][ctx.i % 3]!,
      status: 'all',
      fromDate: '',
      toDate: '',
      page: 1,
      pageSize: 50,
    }),
  },
  {
    name: 'admin.auditlog',
    path: '/api/admin/auditlog',
    auth: 'programmeAdmin',
    body: (ctx) => ({ action: ['', 'shop.', 'people.'][ctx.i % 3]!, search: '', page: 1, pageSize: 50 }),
  },
];
