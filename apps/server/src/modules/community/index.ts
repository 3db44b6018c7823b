/** The module's public face: what the rest of the server may use. */
export { birthdayAwardsJob } from './birthday-awards.js';
export { communityRoutes } from './routes.js';
