import type { CallDef, CallInput } from '@portal/contract';
import { callApiDownload } from './api';

/** Saves a file the app received (a ZIP of the member's data) through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Asks the server for a file through one call of the contract (a report's CSV) and saves it
 * under the name the server gave it. A failure rejects after the API client has shown it.
 */
export async function downloadCallFile<C extends CallDef>(call: C, body: CallInput<C>): Promise<void> {
  const { blob, fileName } = await callApiDownload(call, body);
  saveBlob(blob, fileName);
}
