import { ROLES, useBrowser, walkAs } from './support/every-route.js';

/** Every route as a manager, at 375 and 1280 px (e2e/support/every-route.ts). */
useBrowser();
walkAs(ROLES[1], 'en-XA');
