/** The module's public face: what the rest of the server may use. */
export { reportRoutes } from './routes.js';
