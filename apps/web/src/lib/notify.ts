import { notifications } from '@mantine/notifications';

/** A success toast (spec section 8's success messages). */
export function notifySuccess(message: string, title = 'Success'): void {
  notifications.show({
    color: 'green',
    title,
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
