import { t } from '@lingui/core/macro';
import { ApiError } from '../../lib/api';
import { showErrorModal } from '../../lib/error-modals';

/**
 * Like and delete failures show the server's message under 'An error has occurred' (spec
 * section 8). Only a 400 reaches here unshown: other failures already opened the app-wide dialog.
 */
export function showActionFailure(err: unknown): void {
  if (err instanceof ApiError && err.kind === 'invalid') {
    showErrorModal({ title: t`An error has occurred`, lines: [err.serverMessage] });
  }
}
