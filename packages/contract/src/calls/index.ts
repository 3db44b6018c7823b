import * as member from './member.js';
import * as site from './site.js';

/** Every call of the interface, keyed `<area>.<name>`. The server and the tests walk this. */
export const calls = {
  'member.login': member.login,
  'member.getmemberdata': member.getmemberdata,
  'member.logout': member.logout,
  'site.branding': site.branding,
} as const;

export type CallId = keyof typeof calls;
export { member, site };
