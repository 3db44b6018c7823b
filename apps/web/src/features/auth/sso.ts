/**
 * Where 'Sign in with company account' sends the browser: a GET on the server that starts the
 * OpenID Connect authorization-code flow (PKCE) and redirects to the identity provider, which
 * returns to /loginsuccess. A browser navigation, not a contract call; the
 * server binds it in apps/server/src/modules/sso/routes.ts.
 */
export const SSO_START_PATH = '/api/member/ssostart';
