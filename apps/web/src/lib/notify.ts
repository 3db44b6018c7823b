import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';

/** A success toast: the confirmation a completed action shows. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({
    color: 'green',
    title: title ?? t`Success`,
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': t`Close notification` },
  });
}

/**
 * The toast of an action a member repeats in a row (Add to basket): one at a time, the newest
 * replacing the last rather than stacking, at the bottom of the screen (above the phone's tab
 * bar), clear of the page's heading and its buttons.
 */
export function notifyRepeatedSuccess(id: string, message: string, title: string): void {
  const toast = {
    id,
    color: 'green',
    title,
    message,
    withBorder: true,
    position: 'bottom-center',
    closeButtonProps: { 'aria-label': t`Close notification` },
  } as const;
  // update changes the one showing; show adds it when none is (and is ignored when one is).
  notifications.update(toast);
  notifications.show(toast);
}
