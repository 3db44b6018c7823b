/** The module's public face: what the rest of the server may use. */
export { feedRoutes } from './routes.js';
export { hideComment, searchComments } from './moderation.js';
export { addComment } from './comments.js';
export { setReaction } from './reactions.js';
