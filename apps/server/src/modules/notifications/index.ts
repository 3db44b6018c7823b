/** The module's public face: what the rest of the server may use. */
export {
  notify,
  withdrawCommentNotifications,
  GROUP_DELAY_MS,
  MENTIONS_GROUP,
  MENTIONS_URL,
  type NotificationCause,
} from './notify.js';
export { mentionsTitle, recognitionActTitle } from './titles.js';
export { notificationRoutes } from './routes.js';
