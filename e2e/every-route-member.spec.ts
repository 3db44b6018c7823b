import { ROLES, useBrowser, walkAs, walkSignedOut } from './support/every-route.js';

/** Every route signed out, and as a member, at 375 and 1280 px (e2e/support/every-route.ts). */
useBrowser();
walkSignedOut();
walkAs(ROLES[0], 'en-XA');
