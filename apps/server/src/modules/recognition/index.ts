/** The module's public face: what the rest of the server may use. */
export { shownMessage } from './hidden-message.js';
export { KIND_LABEL, RECOGNITION_TYPES, SOURCE_ACCOUNT } from './kinds.js';
export { HOME_RECENT_LIMIT, recentRecognition, recognitionsSent } from './recent.js';
export { recognitionRoutes } from './routes.js';
export { sendRecognition } from './send-service.js';
export { RECIPIENT_CARD_COLUMNS, recognitionsWithPeople } from './repository.js';
