/** The module's public face: what the rest of the server may use. */
export { authRoutes } from './routes.js';
export { LOGIN_MESSAGES } from './service.js';
