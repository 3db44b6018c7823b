/** What the bytes say the file is; the name and the declared type are not trusted. */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'heic';

// HEIF brands of still HEVC pictures (what phones write); AVIF ('avif') is not accepted.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1']);

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

export function detectFormat(b: Buffer): PictureFormat | null {
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (ascii(b, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(b, 8, 12))) return 'heic';
  return null;
}
