import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX } from '@portal/contract';
import type { AppContext, Caller } from '../../../http/context.js';
import { HttpError } from '../../../lib/errors.js';
import type { AdminActor } from '../../../audit/audit-log.js';
import { hasScope, recordTokenUse, resolveApiToken } from '../../../identity/api-tokens/auth.js';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery.js';
import { parseEqFilter } from './filter.js';
import { listResponse, paging, scalarText, SCIM_CONTENT_TYPE, ScimError } from './protocol.js';
import { groupResource, userResource } from './resources.js';
import { checkScimRequestText } from './request-text.js';
import { applyObject, applyPatch } from './user-state.js';
import {
  deprovision,
  emptyState,
  findScimMember,
  listScimMembers,
  saveScimUser,
  stateOf,
} from './user-service.js';
import {
  addDivisionMembers,
  createDivision,
  divisionMembers,
  findDivision,
  listDivisions,
  patchDivision,
  renameDivision,
} from './group-service.js';

type Req = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, string> }>;
const callers = new WeakMap<FastifyRequest, Caller>();

/** Bearer API token with the SCIM scope: 401 without a valid one, 403 when it lacks the scope. */
async function authorise(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const match = /^Bearer\s+(\S{20,200})$/.exec((req.headers.authorization ?? '').trim());
  const secret = match?.[1];
  const caller = secret?.startsWith(API_TOKEN_PREFIX) ? await resolveApiToken(ctx, req, secret) : null;
  if (!caller) throw new ScimError(401, 'A valid API token is required');
  const allowed = hasScope(caller, 'scim');
  await recordTokenUse(ctx, caller.token!.id, req, allowed ? 'ok' : 'refused: scope');
  if (!allowed) throw new ScimError(403, 'This API token does not have the SCIM scope');
  callers.set(req, caller);
}

function actorOf(req: FastifyRequest): AdminActor {
  const caller = callers.get(req)!;
  return { memberId: caller.member.id, label: `SCIM (API token ${caller.token!.id})` };
}

const send = (reply: FastifyReply, status: number, body: unknown) =>
  reply.status(status).header('content-type', SCIM_CONTENT_TYPE).send(JSON.stringify(body));

/** SCIM 2.0 at /scim/v2: its own content type, error format and authorisation. */
export function scimRoutes(app: FastifyInstance, ctx: AppContext) {
  const baseUrl = `${ctx.config.PUBLIC_URL}/scim/v2`;
  void app.register(
    async (scope) => {
      scope.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (_req, body, done) => {
        try {
          done(null, body === '' ? {} : JSON.parse(body as string));
        } catch {
          done(new ScimError(400, 'The body is not valid JSON', 'invalidSyntax'), undefined);
        }
      });
      scope.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
        if (err instanceof ScimError) {
          if (err.status === 401) reply.header('www-authenticate', 'Bearer realm="scim"');
          return send(reply, err.status, err);
        }
        const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
        if (status >= 500) req.log.error({ err }, 'SCIM request failed');
        const detail = status >= 500 ? 'An unexpected error occurred' : err.message;
        const type = status === 400 ? 'invalidSyntax' : undefined;
        return send(reply, status, new ScimError(status, detail, type));
      });
      scope.setNotFoundHandler((_req, reply) => send(reply, 404, new ScimError(404, 'Not found')));
      scope.addHook('onRequest', (req) => authorise(ctx, req));
      scope.addHook('preHandler', async (req) => checkScimRequestText(req));

      scope.get('/ServiceProviderConfig', (_req, reply) => send(reply, 200, serviceProviderConfig(baseUrl)));
      scope.get('/ResourceTypes', (_req, reply) => {
        const all = resourceTypes(baseUrl);
        return send(reply, 200, listResponse(all, all.length, 1));
      });
      scope.get('/ResourceTypes/:id', (req: Req, reply) => {
        const found = resourceTypes(baseUrl).find((r) => r.id === req.params.id);
        if (!found) throw new ScimError(404, 'No such resource type');
        return send(reply, 200, found);
      });
      scope.get('/Schemas', (_req, reply) => {
        const all = schemas(baseUrl);
        return send(reply, 200, listResponse(all, all.length, 1));
      });
      scope.get('/Schemas/:id', (req: Req, reply) => {
        const found = schemas(baseUrl).find((s) => s.id === req.params.id);
        if (!found) throw new ScimError(404, 'No such schema');
        return send(reply, 200, found);
      });

      const userOr404 = async (id: string) => {
        const m = await findScimMember(ctx.database.db, id);
        if (!m) throw new ScimError(404, `No user with id ${id}`);
        return m;
      };
      const userReply = async (reply: FastifyReply, status: number, id: number) => {
        const resource = userResource(await userOr404(String(id)), baseUrl);
        reply.header('location', resource.meta.location);
        return send(reply, status, resource);
      };

      scope.get('/Users', async (req: Req, reply) => {
        const filter = parseEqFilter(req.query.filter, ['username', 'externalid', 'id']);
        const page = paging(req.query);
        const { members, total } = await listScimMembers(ctx.database.db, filter, page);
        const resources = members.map((m) => userResource(m, baseUrl));
        return send(reply, 200, listResponse(resources, total, page.startIndex));
      });
      scope.get('/Users/:id', async (req: Req, reply) =>
        send(reply, 200, userResource(await userOr404(req.params.id), baseUrl)),
      );
      scope.post('/Users', async (req: Req, reply) => {
        const state = applyObject(emptyState(), req.body);
        const saved = await saveScimUser(ctx, actorOf(req), null, state, 'create');
        return userReply(reply, 201, saved.id);
      });
      scope.put('/Users/:id', async (req: Req, reply) => {
        const m = await userOr404(req.params.id);
        // A replace keeps what SCIM does not carry (division, manager) unless the body gives it.
        const keep = { ...emptyState(), division: m.member.divisionCode, managerId: stateOf(m).managerId };
        const state = applyObject({ ...keep, employeeNumber: m.member.memberNumber }, req.body);
        await saveScimUser(ctx, actorOf(req), m, state, 'replace');
        return userReply(reply, 200, m.member.id);
      });
      scope.patch('/Users/:id', async (req: Req, reply) => {
        const m = await userOr404(req.params.id);
        const state = applyPatch(stateOf(m), req.body);
        await saveScimUser(ctx, actorOf(req), m, state, 'patch');
        return userReply(reply, 200, m.member.id);
      });
      scope.delete('/Users/:id', async (req: Req, reply) => {
        await deprovision(ctx, actorOf(req), await userOr404(req.params.id));
        return reply.status(204).send();
      });

      const groupOr404 = async (id: string) => {
        const d = await findDivision(ctx.database.db, id);
        if (!d) throw new ScimError(404, `No group with id ${id}`);
        return d;
      };
      const groupReply = async (reply: FastifyReply, status: number, code: string, withMembers = true) => {
        const d = await groupOr404(code);
        const members = withMembers ? await divisionMembers(ctx.database.db, code) : undefined;
        const resource = groupResource(d, baseUrl, members);
        reply.header('location', resource.meta.location);
        return send(reply, status, resource);
      };
      const excludesMembers = (q: Record<string, string>) =>
        /(^|,)\s*members\s*(,|$)/i.test(q.excludedAttributes ?? '');

      scope.get('/Groups', async (req: Req, reply) => {
        const filter = parseEqFilter(req.query.filter, ['displayname', 'id']);
        const page = paging(req.query);
        const { divisions, total } = await listDivisions(ctx.database.db, filter, page);
        // Members are left out of lists: a division may hold thousands; GET /Groups/{id} has them.
        const resources = divisions.map((d) => groupResource(d, baseUrl));
        return send(reply, 200, listResponse(resources, total, page.startIndex));
      });
      scope.get('/Groups/:id', (req: Req, reply) =>
        groupReply(reply, 200, req.params.id, !excludesMembers(req.query)),
      );
      scope.post('/Groups', async (req: Req, reply) => {
        const body = (req.body ?? {}) as { displayName?: unknown; members?: unknown };
        const d = await createDivision(ctx, actorOf(req), scalarText(body.displayName));
        if (Array.isArray(body.members) && body.members.length)
          await addDivisionMembers(ctx, actorOf(req), d.code, body.members);
        return groupReply(reply, 201, d.code);
      });
      scope.put('/Groups/:id', async (req: Req, reply) => {
        const d = await groupOr404(req.params.id);
        const body = (req.body ?? {}) as { displayName?: unknown; members?: unknown };
        if (typeof body.displayName === 'string')
          await renameDivision(ctx, actorOf(req), d.code, body.displayName);
        if (Array.isArray(body.members)) await addDivisionMembers(ctx, actorOf(req), d.code, body.members);
        return groupReply(reply, 200, d.code);
      });
      scope.patch('/Groups/:id', async (req: Req, reply) => {
        const d = await groupOr404(req.params.id);
        await patchDivision(ctx, actorOf(req), d.code, req.body);
        return reply.status(204).send();
      });
      scope.delete('/Groups/:id', async (req: Req) => {
        await groupOr404(req.params.id);
        throw new ScimError(
          400,
          'Divisions are not deleted over SCIM; the HR file and the admin area manage them',
          'mutability',
        );
      });
    },
    { prefix: '/scim/v2' },
  );
}
