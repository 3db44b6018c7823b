import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Test pictures made with sharp; kept beside the tests that use them. */
export const solid = (format: 'jpeg' | 'png' | 'webp', width = 800, height = 600) => {
  const picture = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  return picture[format]().toBuffer();
};

/**
 * A landscape JPEG, red on the left and blue on the right, whose EXIF says "rotate 90° clockwise"
 * (orientation 6), plus a copyright tag: shown upright it is red on top and blue below.
 */
export async function rotatedJpegWithExif() {
  const half = (colour: string) =>
    sharp({ create: { width: 400, height: 600, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 400, top: 0 },
    ])
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Camera Co' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A valid PNG header declaring width × height with almost no data: a decompression bomb. */
export async function pngDeclaring(width: number, height: number) {
  const png = Buffer.from(await solid('png', 8, 8));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC follows the 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The first bytes of a HEIC file (ftyp box, brand heic) followed by nonsense. */
export const fakeHeic = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
    Buffer.alloc(2000, 7),
  ]);

/** Builds a multipart body as a browser would send it. */
export async function multipart(field: string, bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}
