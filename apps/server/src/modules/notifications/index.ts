/** The module's public face: what the rest of the server may use. */
export {
  notify,
  withdrawCommentNotifications,
  GROUP_DELAY_MS,
  MENTIONS_GROUP,
  MENTIONS_URL,
  mentionsTitle,
  type NotificationCause,
} from './notify.js';
export { notificationRoutes } from './routes.js';
