/** The module's public face: what the rest of the server may use. */
export { pictureRefs, openPictureRef, type PictureRefs } from './signed-urls.js';
export { discardTempPictures, keepPendingPicture, newPictureId } from './repository.js';
export { pictureRoutes } from './routes.js';
