export { pushRoutes } from './routes.js';
export { pushTransport, pushPayload, type PushPayload } from './transport.js';
export { vapidKeys } from './vapid.js';
