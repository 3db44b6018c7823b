import { sql } from 'kysely';
import type { AppContext } from '../../http/context.js';
import { badRequest } from '../../lib/errors.js';
import { findMemberByNumber } from '../members/index.js';
import { saveFlow, takeFlow } from './flow-repository.js';
import { SSO_TEXTS } from '../../i18n/index.js';
import { openSessionFor } from './open-session.js';
import { loadOidc, providerConfig, redirectUri } from './provider.js';

/** Authorization-code flow with PKCE and a nonce; the secrets wait in the database for any instance. */
export async function startSignIn(ctx: AppContext): Promise<string> {
  const provider = await providerConfig(ctx.config);
  const oidc = await loadOidc();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const flow = { state: oidc.randomState(), codeVerifier, nonce: oidc.randomNonce() };
  await saveFlow(ctx.database.db, flow, ctx.clock.now());
  return oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri(ctx.config),
    scope: ctx.config.SSO_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  }).href;
}

/** Exchanges the code the landing page received, and signs in the member the provider names. */
export async function finishSignIn(ctx: AppContext, input: { code: string; state: string }) {
  const flow = await takeFlow(ctx.database.db, input.state, ctx.clock.now());
  if (!flow) throw badRequest(SSO_TEXTS.expired);
  const provider = await providerConfig(ctx.config);
  const oidc = await loadOidc();
  // The landing hands over only code and state; the issuer is the one this flow was started with.
  const callback = new URL(redirectUri(ctx.config));
  callback.search = new URLSearchParams({
    code: input.code,
    state: input.state,
    iss: provider.serverMetadata().issuer,
  }).toString();
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(provider, callback, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    // Providers often keep extra claims out of the ID token and give them at userinfo.
    claims =
      idClaims[ctx.config.SSO_MATCH_CLAIM] === undefined
        ? { ...(await oidc.fetchUserInfo(provider, tokens.access_token, idClaims.sub)), ...idClaims }
        : idClaims;
  } catch {
    throw badRequest(SSO_TEXTS.failed);
  }
  const value = claims[ctx.config.SSO_MATCH_CLAIM];
  if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(SSO_TEXTS.noClaim);
  return openSessionFor(ctx, await findMemberByClaim(ctx, String(value).trim()));
}

function findMemberByClaim(ctx: AppContext, value: string) {
  const { db } = ctx.database;
  if (ctx.config.SSO_MATCH_CLAIM !== 'email') return findMemberByNumber(db, value);
  return db
    .selectFrom('members')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', value.toLowerCase())
    .where('email', '<>', '')
    .orderBy('id')
    .executeTakeFirst();
}
