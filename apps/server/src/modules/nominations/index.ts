/** The module's public face: what the rest of the server may use. */
export { nominationCategories, setCategoryHelpText } from './categories.js';
export { quarterEnd, quarterOf } from './quarter.js';
export { NOMINATION_AWARD_TYPE } from './review.js';
export { nominationRoutes } from './routes.js';
