/**
 * The module's public face: what the rest of the server may use. Causes reach it through the
 * event bus (its subscriber), never by a call.
 */
export { notificationSubscriber } from './subscriber.js';
export { notificationRoutes } from './routes.js';
