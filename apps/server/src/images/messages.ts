export const PICTURE_MESSAGES = {
  missing: 'Choose a picture to upload.',
  unreadable: 'The picture could not be read. Please upload a JPEG, PNG, WebP or HEIC photo.',
  tooManyPixels: 'The picture is too large. Please upload a photo of at most 50 megapixels.',
  tooBig: (mb: number) => `The picture is larger than ${mb} MB.`,
} as const;
