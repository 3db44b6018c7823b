import type { AppModalId } from '../../lib/availability';

/**
 * What the visitor asked of the plain-HTML Welcome before the app was loaded (Register, Forgot
 * password, a footer page): the React Welcome opens it once it is on screen.
 */
let pendingModal: AppModalId | null = null;

export function setPendingModal(id: AppModalId): void {
  pendingModal = id;
}

export function takePendingModal(): AppModalId | null {
  const id = pendingModal;
  pendingModal = null;
  return id;
}
