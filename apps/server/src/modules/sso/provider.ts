import type * as Oidc from 'openid-client';
import type { Config } from '../../config.js';
import { onFirstUse } from '../../lib/on-first-use.js';

/** The OpenID Connect client, loaded at the first single sign-on: most portals sign in with passwords. */
export const loadOidc = onFirstUse(() => import('openid-client'));

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const discovered = new Map<string, Promise<Oidc.Configuration>>();

export const ssoEnabled = (config: Config) => config.SSO_ISSUER !== '' && config.SSO_CLIENT_ID !== '';
export const redirectUri = (config: Config) => config.SSO_REDIRECT_URI || `${config.PUBLIC_URL}/loginsuccess`;

/**
 * The issuer's metadata and keys, discovered once per process and reused; a failed discovery
 * is forgotten so the next sign-in tries again. Plain http is allowed only for a provider on
 * this machine (tests, local development).
 */
export function providerConfig(config: Config): Promise<Oidc.Configuration> {
  const key = `${config.SSO_ISSUER}|${config.SSO_CLIENT_ID}`;
  let found = discovered.get(key);
  if (!found) {
    const issuer = new URL(config.SSO_ISSUER);
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    found = loadOidc().then((oidc) =>
      oidc.discovery(
        issuer,
        config.SSO_CLIENT_ID,
        undefined,
        config.SSO_CLIENT_SECRET ? oidc.ClientSecretPost(config.SSO_CLIENT_SECRET) : oidc.None(),
        { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      ),
    );
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}
