import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditLedger } from '../src/ledger/index.js';
import { SLACK_COMMAND_PATH, SLACK_INTERACTION_PATH } from '../src/modules/chat/slack/routes.js';
import { TEAMS_MESSAGE_PATH } from '../src/modules/chat/teams/routes.js';
import { scimClient, type ScimClient } from '../src/modules/integrations/scim/scim.testing.js';
import { createTestApp, type TestApp } from './app.js';
import { apiTokenFor, sessionFor } from './personas.js';
import { hostileValue } from './fuzz-arbitraries.js';
import { ChatStandIn, TEAMS_TOKEN, slackRequest, slackSetup, teamsRequest } from './support/chat.js';

/**
 * The doors that do not go through the contract's calls: SCIM (an identity provider's bearer
 * token), Slack (signed form posts) and Teams (HMAC-signed activities). Each is sent generated
 * and hostile bodies that pass its authentication, so the parsing and rules behind it are what
 * answers: never a 5xx, a SCIM error document for every SCIM 4xx, and the ledger still audits
 * clean. FUZZ_RUNS sets payloads per door (200 by default).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';

let t: TestApp;
let slack: ChatStandIn;
let scim: ScimClient;
let userId: string;
let groupId: string;

beforeAll(async () => {
  slack = await new ChatStandIn().start();
  t = await createTestApp({ env: { SLACK_API_URL: `${slack.url}/api/` } });
  const admin = await sessionFor(t.database, '100008');
  expect((await t.post('/api/admin/slacksave', slackSetup(), admin)).status).toBe(200);
  const teams = await t.post(
    '/api/admin/teamssave',
    {
      enabled: true,
      showPoints: true,
      securityToken: TEAMS_TOKEN,
      companyWebhookUrl: 'https://example.webhook.office.com/webhookb2/x',
    },
    admin,
  );
  expect(teams.status).toBe(200);
  scim = scimClient(t, (await apiTokenFor(t.database, ['scim'])).secret);
  const user = await scim.post('/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: 'fuzz.target@scim.example',
    name: { givenName: 'Fuzz', familyName: 'Target' },
    emails: [{ primary: true, value: 'fuzz.target@scim.example' }],
    externalId: 'fuzz-target',
    active: true,
  });
  expect(user.status).toBe(201);
  userId = user.body.id;
  const group = await scim.post('/Groups', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
    displayName: 'Fuzz Group',
  });
  expect(group.status).toBeLessThan(500);
  groupId = group.body?.id ?? 'none';
});
afterAll(async () => {
  await t?.close();
  await slack?.close();
});

/** A string field: mostly text, sometimes anything at all. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: hostileValue },
);
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

const scimUser = fc.record(
  {
    schemas: fc.oneof(fc.constant(['urn:ietf:params:scim:schemas:core:2.0:User']), hostileValue),
    userName: text,
    name: fc.oneof(fc.record({ givenName: text, familyName: text }, { requiredKeys: [] }), hostileValue),
    emails: fc.oneof(
      fc.array(fc.record({ value: text, primary: fc.oneof(fc.boolean(), hostileValue), type: text }), {
        maxLength: 3,
      }),
      hostileValue,
    ),
    phoneNumbers: fc.oneof(fc.array(fc.record({ value: text, type: text }), { maxLength: 2 }), hostileValue),
    externalId: text,
    active: fc.oneof(fc.boolean(), hostileValue),
    displayName: text,
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': fc.oneof(
      fc.record({ department: text, employeeNumber: text, manager: maybe(fc.record({ value: text })) }),
      hostileValue,
    ),
  },
  { requiredKeys: [] },
);

const patchOp = fc.record(
  {
    op: fc.oneof(fc.constantFrom('add', 'replace', 'remove', 'Replace', 'Add'), hostileValue),
    path: maybe(
      fc.oneof(
        fc.constantFrom('active', 'name.familyName', 'emails[type eq "work"].value', 'members', 'userName'),
        text,
      ),
    ),
    value: fc.oneof(hostileValue, scimUser, fc.array(fc.record({ value: text }), { maxLength: 3 })),
  },
  { requiredKeys: [] },
);
const scimPatch = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      schemas: fc.constant(['urn:ietf:params:scim:api:messages:2.0:PatchOp']),
      Operations: fc.oneof(fc.array(patchOp, { maxLength: 4 }), hostileValue),
    }),
  },
  { weight: 1, arbitrary: hostileValue },
);
const filter = fc.oneof(
  fc.constantFrom(
    'userName eq "a@b.c"',
    'externalId eq "x"',
    'emails[type eq "work" and value co "@"]',
    'userName sw "a" or (displayName pr and not (active eq true))',
    'displayName eq "\\"quoted\\""',
    'userName eq',
    '((((((((((userName eq "a"))))))))))',
    'a'.repeat(5000),
  ),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

function expectScimAnswer(what: string, answer: { status: number; body: unknown }) {
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.status, `${what}: the token is accepted`).not.toBe(401);
  if (answer.status >= 400 && answer.status !== 404 && answer.status !== 429) {
    const body = answer.body as { schemas?: unknown; detail?: unknown };
    expect(body.schemas, what).toEqual([SCIM_ERROR]);
    expect(typeof body.detail, what).toBe('string');
  }
}

const shown = (v: unknown) => (JSON.stringify(v) ?? String(v)).slice(0, 300);

describe('bad input at the integration doors', () => {
  it(
    'SCIM Users and Groups survive generated and hostile bodies, ids and filters',
    { timeout: 600_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(scimUser, async (body) => {
          expectScimAnswer(`POST /Users ${shown(body)}`, await scim.post('/Users', body));
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(scimUser, async (body) => {
          expectScimAnswer(`PUT /Users ${shown(body)}`, await scim.put(`/Users/${userId}`, body));
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(scimPatch, async (body) => {
          expectScimAnswer(`PATCH /Users ${shown(body)}`, await scim.patch(`/Users/${userId}`, body));
          expectScimAnswer(`PATCH /Groups ${shown(body)}`, await scim.patch(`/Groups/${groupId}`, body));
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(filter, fc.oneof(fc.nat(), fc.integer(), fc.string()), async (f, start) => {
          const query = `filter=${encodeURIComponent(f)}&startIndex=${encodeURIComponent(String(start))}&count=5`;
          expectScimAnswer(`GET /Users?${query}`, await scim.get(`/Users?${query}`));
          expectScimAnswer(`GET /Groups?${query}`, await scim.get(`/Groups?${query}`));
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 40 }), async (id) => {
          const path = `/Users/${encodeURIComponent(id)}`;
          expectScimAnswer(`GET ${path}`, await scim.get(path));
          expectScimAnswer(`PUT ${path}`, await scim.put(path, { userName: 'x@y.z' }));
        }),
        { numRuns: RUNS },
      );
      for (const raw of [
        '',
        '{',
        'null',
        '[]',
        '"x"',
        '{"__proto__":{"isAdmin":true}}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/scim/v2/Users',
          payload: raw,
          headers: {
            'content-type': 'application/scim+json',
            authorization: `Bearer ${(await apiTokenFor(t.database, ['scim'])).secret}`,
          },
        });
        expect(res.statusCode, `raw ${raw.slice(0, 40)}`).toBeLessThan(500);
      }
    },
  );

  it('Slack commands and interactions survive signed hostile forms', { timeout: 600_000 }, async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.constantFrom('', '<@U1|a>', '<!channel>', 'x'.repeat(5000)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          text: field,
          user_id: fc.oneof(fc.constant('USENDER'), field),
          command: fc.oneof(fc.constant('/shine'), field),
          trigger_id: field,
          team_id: field,
        }),
        async (fields) => {
          const res = await t.app.inject({ ...slackRequest(fields), url: SLACK_COMMAND_PATH });
          expect(res.statusCode, `command ${shown(fields)}`).toBeLessThan(500);
          expect(res.statusCode, 'the signature is accepted').not.toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          field,
          fc.anything().map((v) => JSON.stringify(v) ?? 'null'),
        ),
        async (payload) => {
          const res = await t.app.inject({ ...slackRequest({ payload }), url: SLACK_INTERACTION_PATH });
          expect(res.statusCode, `interaction ${shown(payload)}`).toBeLessThan(500);
          expect(res.statusCode, 'the signature is accepted').not.toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('Teams activities survive signed hostile bodies', { timeout: 600_000 }, async () => {
    const activity = fc.record(
      {
        type: fc.oneof(fc.constant('message'), text),
        id: text,
        text: fc.oneof(fc.constant('<at>Shine</at> thankyou <at>Ana</at> well done'), text),
        textFormat: text,
        from: fc.oneof(
          fc.record({ id: text, name: text, aadObjectId: text }, { requiredKeys: [] }),
          hostileValue,
        ),
        entities: fc.oneof(
          fc.array(
            fc.record({
              type: text,
              text: text,
              mentioned: fc.oneof(fc.record({ id: text, name: text }), hostileValue),
            }),
            { maxLength: 3 },
          ),
          hostileValue,
        ),
        conversation: fc.oneof(fc.record({ id: text }), hostileValue),
        channelData: hostileValue,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: activity }, { weight: 1, arbitrary: hostileValue }),
        async (body) => {
          const res = await t.app.inject({ ...teamsRequest(body as object), url: TEAMS_MESSAGE_PATH });
          expect(res.statusCode, `teams ${shown(body)}`).toBeLessThan(500);
          expect(res.statusCode, 'the signature is accepted').not.toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
    const audit = await auditLedger(t.database.db);
    expect(audit.problems).toEqual([]);
  });
});
