/**
 * Where 'Sign in with company account' sends the browser. The server runs the OpenID Connect
 * authorization-code flow from here and returns to /loginsuccess (spec section 2). The contract
 * does not name this endpoint yet; keep it in step with apps/server.
 */
export const SSO_START_PATH = '/api/member/ssostart';
