import { notifications } from '@mantine/notifications';

/** A success toast: the confirmation a completed action shows. */
export function notifySuccess(message: string, title = 'Success'): void {
  notifications.show({
    color: 'green',
    title,
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
