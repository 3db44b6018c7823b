/** The module's public face: what the rest of the server may use. */
export { directoryRoutes } from './routes.js';
