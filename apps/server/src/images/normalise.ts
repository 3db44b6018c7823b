import type sharp from 'sharp';
import type heicDecode from 'heic-decode';
import { loadSharp } from './sharp.js';
import type { MessageText } from '@portal/contract';
import { PICTURE_TEXTS } from '../i18n/index.js';
import { badRequest } from '../lib/errors.js';
import { detectFormat } from './detect.js';
import { inDecodeQueue } from './decode-queue.js';

/** Refuses decompression bombs before any pixel is decoded. */
export const MAX_PIXELS = 50_000_000;
const MAX_SIDE = 12_000;
/** Profile pictures: a square avatar. Campaign photos: the whole picture, longest side bounded. */
const OUTPUT = {
  square: { width: 512, height: 512, fit: 'cover' },
  photo: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
} as const satisfies Record<string, sharp.ResizeOptions>;
export type PictureShape = keyof typeof OUTPUT;

const fail = (text: MessageText) => badRequest(text, { filePic: text });

function checkSize(width: number | undefined, height: number | undefined) {
  if (!width || !height) throw fail(PICTURE_TEXTS.unreadable);
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PIXELS)
    throw fail(PICTURE_TEXTS.tooManyPixels);
}

/**
 * Turns an upload into the stored picture: upright (EXIF orientation applied), cropped to a
 * 512×512 square (or, for a photo, bounded to 1600 px), re-encoded as WebP with no metadata
 * (sharp drops EXIF, GPS and ICC unless asked).
 */
export function normalisePicture(
  upload: Buffer,
  shape: PictureShape = 'square',
): Promise<{ data: Buffer; contentType: string }> {
  return inDecodeQueue(() => decodeAndEncode(upload, shape));
}

async function decodeAndEncode(
  upload: Buffer,
  shape: PictureShape,
): Promise<{ data: Buffer; contentType: string }> {
  const format = detectFormat(upload);
  if (!format) throw fail(PICTURE_TEXTS.unreadable);
  const input = format === 'heic' ? await decodeHeic(upload) : await openRaster(upload);
  try {
    const data = await input.rotate().resize(OUTPUT[shape]).webp({ quality: 82 }).toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw fail(PICTURE_TEXTS.unreadable);
  }
}

async function openRaster(upload: Buffer) {
  const sharp = await loadSharp();
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const };
  let meta: sharp.Metadata;
  try {
    // The header only, so no pixel limit here: the declared size gets its own clear message.
    meta = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw fail(PICTURE_TEXTS.unreadable);
  }
  checkSize(meta.width, meta.height);
  return sharp(upload, options);
}

// sharp's prebuilt libvips has no HEVC decoder, so HEIC goes through libheif (WebAssembly).
async function decodeHeic(upload: Buffer) {
  const sharp = await loadSharp();
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    // libheif's WebAssembly is loaded with the first HEIC picture, not at start.
    const { default: decode } = await import('heic-decode');
    images = await decode.all({ buffer: upload });
  } catch {
    throw fail(PICTURE_TEXTS.unreadable);
  }
  try {
    const first = images[0];
    if (!first) throw fail(PICTURE_TEXTS.unreadable);
    checkSize(first.width, first.height);
    const { width, height, data } = await first.decode().catch(() => {
      throw fail(PICTURE_TEXTS.unreadable);
    });
    // libheif has applied the HEIF rotation already; the raw pixels carry no EXIF for rotate().
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

/** Turns a stored (already normalised) picture by quarter turns clockwise. */
export async function rotateQuarterTurns(data: Buffer, steps: number): Promise<Buffer> {
  if (steps % 4 === 0) return data;
  const sharp = await loadSharp();
  return inDecodeQueue(() =>
    sharp(data)
      .rotate(90 * (steps % 4))
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
