/** The module's public face: what the rest of the server may use. */
export { discardTempPictures, keepPendingPicture } from './repository.js';
export { pictureRoutes } from './routes.js';
