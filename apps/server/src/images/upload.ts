import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { PICTURE_MESSAGES } from './messages.js';

/** Reads the filePic part into memory; the multipart plugin's fileSize limit stops big uploads early. */
export async function readUpload(req: FastifyRequest, maxMb: number): Promise<Buffer> {
  const missing = badRequest(PICTURE_MESSAGES.missing, { filePic: PICTURE_MESSAGES.missing });
  if (!req.isMultipart()) throw missing;
  try {
    const file = await req.file();
    if (!file || file.fieldname !== 'filePic') throw missing;
    return await file.toBuffer();
  } catch (err) {
    if (err === missing) throw err;
    const code = (err as { code?: string }).code;
    const message =
      code === 'FST_REQ_FILE_TOO_LARGE' ? PICTURE_MESSAGES.tooBig(maxMb) : PICTURE_MESSAGES.unreadable;
    throw badRequest(message, { filePic: message });
  }
}

/**
 * Reads the filePic part and the plain fields around it (in any order), for uploads whose
 * call carries fields too. Other file parts are drained and ignored.
 */
export async function readUploadWithFields(
  req: FastifyRequest,
  maxMb: number,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  const missing = badRequest(PICTURE_MESSAGES.missing, { filePic: PICTURE_MESSAGES.missing });
  if (!req.isMultipart()) throw missing;
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'filePic' && !file) {
        file = await part.toBuffer();
      } else {
        await part.toBuffer();
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    const message =
      code === 'FST_REQ_FILE_TOO_LARGE' ? PICTURE_MESSAGES.tooBig(maxMb) : PICTURE_MESSAGES.unreadable;
    throw badRequest(message, { filePic: message });
  }
  if (!file) throw missing;
  return { file, fields };
}
