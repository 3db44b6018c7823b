import type { MessageText } from '@portal/contract';

/** What an upload of a picture (profile, e-card, product image) is refused with. */
export const PICTURE_TEXTS = {
  missing: /*i18n*/ { id: 'picture.missing', message: 'Choose a picture to upload.' },
  unreadable: /*i18n*/ {
    id: 'picture.unreadable',
    message: 'The picture could not be read. Please upload a JPEG, PNG, WebP or HEIC photo.',
  },
  tooManyPixels: /*i18n*/ {
    id: 'picture.tooManyPixels',
    message: 'The picture is too large. Please upload a photo of at most 50 megapixels.',
  },
  tooBig: /*i18n*/ { id: 'picture.tooBig', message: 'The picture is larger than {mb} MB.' },
} as const satisfies Record<string, MessageText>;
