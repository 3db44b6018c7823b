import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls as allCalls } from './index.js';

/** The member-facing calls (and branding); the admin calls have their own test (admin-calls.test.ts). */
const calls = Object.fromEntries(
  Object.entries(allCalls).filter(([id]) => !id.startsWith('admin.')),
) as Partial<typeof allCalls>;

const ANONYMOUS = [
  'member.login',
  'member.logout',
  'member.authsso',
  'member.sendcell2factorsms',
  'member.cell2factorverify',
  'member.passwordsendcell2factorsms',
  'member.passwordcell2factorverify',
  'site.branding',
  'site.getcontentdb',
  'site.contactussend',
];
// Insights for managers (team, division) and report users (any division, cluster, company).
const INSIGHTS = [
  'insights.scopes',
  'insights.participation',
  'insights.fairness',
  'insights.values',
  'insights.points',
  'insights.nominations',
  'insights.csv',
];
const SPECIAL: Record<string, { access: string[]; forbiddenMessage?: string }> = {
  'nom.nomget': { access: ['manager', 'clusterCommittee', 'clusterAdmin', 'adminReports'] },
  'reward.doavonnomreviewreward': { access: ['manager'] },
  'nom.nomrate': { access: ['clusterCommittee'] },
  'nom.nomaward': { access: ['clusterAdmin'] },
  'nom.nomquarters': { access: ['clusterAdmin'] },
  'nom.nomclosequarter': { access: ['clusterAdmin'] },
  'report.reportmanagement': {
    access: ['manager'],
    forbiddenMessage: 'Only a manager may access this module.',
  },
  'report.managementstatement': {
    access: ['manager'],
    forbiddenMessage: 'Only a manager may access this module.',
  },
  'report.quarterlyawards': {
    access: ['adminReports'],
    forbiddenMessage: 'Only authoirised personel may access this module.',
  },
  'report.managerbalances': {
    access: ['adminReports'],
    forbiddenMessage: 'Only authoirised personel may access this module.',
  },
  'report.reportmanagementcsv': {
    access: ['manager'],
    forbiddenMessage: 'Only a manager may access this module.',
  },
  'report.quarterlyawardscsv': {
    access: ['adminReports'],
    forbiddenMessage: 'Only authoirised personel may access this module.',
  },
  'report.managerbalancescsv': {
    access: ['adminReports'],
    forbiddenMessage: 'Only authoirised personel may access this module.',
  },
  ...Object.fromEntries(
    INSIGHTS.map((id) => [
      id,
      {
        access: ['manager', 'adminReports', 'programmeAdmin'],
        forbiddenMessage: 'Only a manager may access this module.',
      },
    ]),
  ),
};
/** Calls the spec does not name, added where a workflow needs them (each documented in its file). */
const BEYOND_SPEC = [
  'nom.nomcats',
  'nom.nomrate',
  'nom.nomaward',
  'nom.nomquarters',
  'nom.nomclosequarter',
  'site.gettoknowlist',
  'site.gettoknowget',
  'member.exportmydata',
  // A new member's first steps on Home: How it Works opened, or the steps put away.
  'member.firststeps',
  // Card payment of a shortfall: start (points held), the return page's status, giving up.
  'shop.startCardPayment',
  'shop.cardPaymentStatus',
  'shop.cancelCardPayment',
  // The basket's Apply button and the page an order leads to.
  'shop.applyPromoCode',
  'shop.orderConfirmation',
  // The basket's Remove code, and a product's own page.
  'shop.removePromoCode',
  'shop.product',
  // Every row of a paged report as a streamed CSV file, with the report's own roles.
  'report.myrecognitionscsv',
  'report.reportmanagementcsv',
  'report.managerbalancescsv',
  'report.quarterlyawardscsv',
  // Push notifications: the server's key, this device on and off, the member's devices.
  'push.pushkey',
  'push.pushsubscribe',
  'push.pushunsubscribe',
  'push.pushdevices',
  ...INSIGHTS,
  // The recognition feed (reactions, comments) and the notification bell.
  'feed.list',
  'feed.item',
  'feed.react',
  'feed.reactors',
  'feed.comments',
  'feed.commentadd',
  'feed.commentedit',
  'feed.commentdelete',
  'notifications.list',
  'notifications.unreadcount',
  'notifications.markread',
  'notifications.preferences',
  'notifications.preferencesave',
];
const AREA_PATH: Record<string, string> = {
  member: 'member',
  site: 'site',
  nom: 'nom',
  reward: 'reward',
  report: 'report',
  shop: 'shop',
  getinvolved: 'getinvolved',
  push: 'push',
  insights: 'insights',
  feed: 'feed',
  notifications: 'notifications',
};

describe('call registry', () => {
  it('holds every member-facing call plus branding and logout', () => {
    expect(Object.keys(calls).filter((id) => !BEYOND_SPEC.includes(id))).toHaveLength(48);
    for (const id of BEYOND_SPEC) expect(Object.keys(calls)).toContain(id);
  });
  it('names each call after its path', () => {
    for (const [id, call] of Object.entries(calls)) {
      const [area, name] = id.split('.');
      expect(call.path).toBe(`/api/${AREA_PATH[area!]}/${name}`);
    }
    expect(new Set(Object.values(calls).map((c) => c.path)).size).toBe(Object.keys(calls).length);
  });
  it('gives each call the agreed access and refusal wording', () => {
    for (const [id, call] of Object.entries(calls)) {
      if (ANONYMOUS.includes(id)) expect(call.access, id).toBe('anonymous');
      else expect(call.access, id).toEqual(SPECIAL[id]?.access ?? ['member']);
      expect(call.forbiddenMessage, id).toBe(SPECIAL[id]?.forbiddenMessage);
    }
  });
  it('marks the two uploads as multipart with the filePic field', () => {
    const multipart = Object.entries(calls).filter(([, c]) => c.kind === 'multipart');
    expect(multipart.map(([id, c]) => [id, c.fileField])).toEqual([
      ['member.profilepicupload', 'filePic'],
      ['getinvolved.picupload', 'filePic'],
    ]);
  });
  it('never throws on arbitrary input: every body either parses or reports issues', () => {
    for (const call of Object.values(calls)) {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())), (input) => {
          const result = call.body.safeParse(input);
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }),
        { numRuns: 150 },
      );
    }
    // Thousands of parses: a busy shared machine needs longer than the default 5 s.
  }, 30_000);
  it('strips unknown keys from empty bodies instead of refusing them', () => {
    expect(allCalls['shop.orders'].body.parse({ sneaky: true })).toEqual({});
  });
});
