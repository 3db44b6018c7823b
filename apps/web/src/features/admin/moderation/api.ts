import { adminModeration, type CallResponse } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../ui/use-admin-mutation';

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

/** An action on one numbered record, with the reason the audit log keeps. */
export interface ReasonedAction {
  id: number;
  reason: string;
}

/** Hides a shown recognition's message (with the reason), or shows a hidden one again. */
export function useRecognitionMessageMutation(
  recognition: { id: number; hidden: boolean },
  feedback?: AdminFeedback<CallResponse<typeof adminModeration.recognitionhide>, string>,
) {
  return useAdminMutation({
    mutationFn: (reason: string) =>
      callApi(adminModeration.recognitionhide, {
        recognitionId: recognition.id,
        hidden: !recognition.hidden,
        reason,
      }),
    invalidate: [moderationKeys.recognitions],
    ...feedback,
  });
}

export function useHidePictureMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminModeration.picturehide>, ReasonedAction>,
) {
  return useAdminMutation({
    mutationFn: ({ id, reason }: ReasonedAction) =>
      callApi(adminModeration.picturehide, { pictureId: id, hidden: true, reason }),
    ...feedback,
  });
}

/** Returns a recognition's points to where they came from. */
export function useReverseRecognitionMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminModeration.recognitionreverse>, ReasonedAction>,
) {
  return useAdminMutation({
    mutationFn: ({ id, reason }: ReasonedAction) =>
      callApi(adminModeration.recognitionreverse, { recognitionId: id, reason }),
    ...feedback,
  });
}
