import { adminTranslations, type ProgrammeTextKind } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

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
