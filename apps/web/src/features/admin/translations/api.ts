import {
  adminTranslations,
  type CallInput,
  type CallResponse,
  type ProgrammeTextKind,
} from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../ui/use-admin-mutation';

/** Server state of the translations of programme data, one list per kind. */
export const adminTranslationKeys = {
  all: ['admin', 'translations'],
  kind: (kind: ProgrammeTextKind) => ['admin', 'translations', kind],
} as const;

export const adminTranslationQueries = {
  kind: (kind: ProgrammeTextKind) =>
    queryOptions({
      queryKey: adminTranslationKeys.kind(kind),
      queryFn: () => callApi(adminTranslations.translations, { kind }),
    }),
};

type FieldTranslations = Omit<CallInput<typeof adminTranslations.translationsave>, 'kind'>;

/** Saves one field's translations, every language at once; the kind's list shows them. */
export function useSaveTranslationsMutation(
  kind: ProgrammeTextKind,
  feedback?: AdminFeedback<CallResponse<typeof adminTranslations.translationsave>, FieldTranslations>,
) {
  return useAdminMutation({
    mutationFn: (body: FieldTranslations) => callApi(adminTranslations.translationsave, { kind, ...body }),
    invalidate: [adminTranslationKeys.kind(kind)],
    ...feedback,
  });
}
