import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/errors.js';
import { withValues, type MessageText } from '@portal/contract';
import { PICTURE_TEXTS } from '../i18n/index.js';

/** An oversize upload: 413, with the field named so a form can show the message beside it. */
export const fileTooLarge = (message: MessageText, field = 'filePic') =>
  new HttpError(413, message, { [field]: message });

/**
 * Reads one file part into memory, counting bytes itself. The multipart plugin cuts a file at
 * its fileSize limit and marks the stream truncated, but its toBuffer() looks at the mark only
 * when another chunk arrives after it, so a cut that falls on a chunk boundary came back as a
 * complete file. Here the mark and the byte count are checked once the stream has ended, which
 * refuses every oversize file whatever the chunking.
 */
export async function readFilePart(
  part: MultipartFile,
  maxBytes: number,
  tooBig: () => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes || part.file.truncated) over = true;
      if (!over) chunks.push(chunk);
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    throw err;
  }
  if (over || part.file.truncated) throw tooBig();
  return Buffer.concat(chunks, size);
}

export const UPLOAD_TOO_SLOW = 'The upload took too long. Please try again.';

/**
 * Upload routes hold a decode turn while they read the body, so a body that stalls must not
 * hold it for ever: after `seconds` the connection is dropped and the turn freed.
 */
async function withDeadline<T>(req: FastifyRequest, seconds: number, read: () => Promise<T>): Promise<T> {
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    req.raw.destroy();
  }, seconds * 1000);
  try {
    return await read();
  } catch (err) {
    throw late ? new HttpError(408, UPLOAD_TOO_SLOW) : err;
  } finally {
    clearTimeout(timer);
  }
}

const unreadable = () => badRequest(PICTURE_TEXTS.unreadable, { filePic: PICTURE_TEXTS.unreadable });

function uploadError(err: unknown, maxMb: number): Error {
  if (err instanceof HttpError) return err;
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return fileTooLarge(withValues(PICTURE_TEXTS.tooBig, { mb: maxMb }));
  return unreadable();
}

/** Reads the filePic part into memory; a file over maxMb is a 413 however it arrives. */
export function readUpload(req: FastifyRequest, maxMb: number, readSeconds = 60): Promise<Buffer> {
  const missing = badRequest(PICTURE_TEXTS.missing, { filePic: PICTURE_TEXTS.missing });
  const tooBig = () => fileTooLarge(withValues(PICTURE_TEXTS.tooBig, { mb: maxMb }));
  return withDeadline(req, readSeconds, async () => {
    try {
      const file = await req.file();
      if (!file || file.fieldname !== 'filePic') throw missing;
      return await readFilePart(file, maxMb * 1024 * 1024, tooBig);
    } catch (err) {
      throw uploadError(err, maxMb);
    }
  });
}

/**
 * Reads the filePic part and the plain fields around it (in any order), for uploads whose
 * call carries fields too. Other file parts are drained and ignored.
 */
export function readUploadWithFields(
  req: FastifyRequest,
  maxMb: number,
  readSeconds = 60,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  return withDeadline(req, readSeconds, () => readParts(req, maxMb));
}

async function readParts(
  req: FastifyRequest,
  maxMb: number,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  const missing = badRequest(PICTURE_TEXTS.missing, { filePic: PICTURE_TEXTS.missing });
  const tooBig = () => fileTooLarge(withValues(PICTURE_TEXTS.tooBig, { mb: maxMb }));
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'filePic' && !file) {
        file = await readFilePart(part, maxMb * 1024 * 1024, tooBig);
      } else {
        await readFilePart(part, maxMb * 1024 * 1024, tooBig);
      }
    }
  } catch (err) {
    throw uploadError(err, maxMb);
  }
  if (!file) throw missing;
  return { file, fields };
}
