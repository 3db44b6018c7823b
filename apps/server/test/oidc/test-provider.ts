// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration has nothing to import; e2e compiles this file too
/// <reference path="./oidc-provider-types.d.ts" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Who signs in: the dev login form's user name is the member number. */
const defaultClaims = (login: string) => ({
  employee_number: login,
  email: `${login}@sso.example.test`,
  name: `Member ${login}`,
});

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 for tests: one confidential client,
 * PKCE required, and the library's development login and consent pages, which accept any
 * user name with any password.
 */
export async function startTestProvider(opts: {
  redirectUris: string[];
  claimsFor?: (login: string) => Record<string, unknown>;
}): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'portal';
  const clientSecret = 'portal-test-secret-0123456789abcdef';
  const claimsFor = opts.claimsFor ?? defaultClaims;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub', 'employee_number'], email: ['email'], profile: ['name'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    // Explicit lifetimes keep the library from logging a notice for each default it uses.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, ...claimsFor(sub) }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive sockets would hold close() open
      }),
  };
}
