import { ROLES, useBrowser, walkAs } from './support/every-route.js';

/** Every route as a reporting manager and as a programme admin, at 375 and 1280 px (e2e/support/every-route.ts). */
useBrowser();
walkAs(ROLES[2], 'en-XA');
walkAs(ROLES[3], 'en-XA');
