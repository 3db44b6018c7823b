import { notifications } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const profileKeys = {
  notificationPreferences: ['notifications', 'preferences'],
} as const;

export const profileQueries = {
  /** Which notifications reach the member, per kind and channel. */
  notificationPreferences: () =>
    queryOptions({
      queryKey: profileKeys.notificationPreferences,
      queryFn: () => callApi(notifications.preferences, {}, { background: true }),
    }),
};
