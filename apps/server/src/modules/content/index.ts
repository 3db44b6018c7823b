/** The module's public face: what the rest of the server may use. */
export { findContentPage, listContentPages, saveContent } from './repository.js';
export { sanitiseContent } from './sanitise.js';
export { contentRoutes } from './routes.js';
