import { adminModeration } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

export const moderationKeys = {
  recognitions: ['admin', 'moderation', 'recognitions'],
} as const;

export const moderationQueries = {
  /** Recognitions matching a member number or recognition number; the newest when empty. */
  recognitions: (search: string) =>
    queryOptions({
      queryKey: [...moderationKeys.recognitions, search],
      queryFn: () => callApi(adminModeration.recognitionsearch, { search }),
      placeholderData: keepPreviousData,
    }),
};
