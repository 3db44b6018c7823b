export { pictureRefs, openPictureRef, type PictureRefs } from './signed-urls.js';
export { discardTempPictures, keepPendingPicture } from './repository.js';
