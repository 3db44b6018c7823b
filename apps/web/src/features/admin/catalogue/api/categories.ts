import { adminCatalogue, type CallInput, type CallResponse } from '@portal/contract';
import { callApi } from '../../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../../ui/use-admin-mutation';
import { catalogueKeys } from '../api';

/** The products screen lists third-level categories; a new or renamed one must show there too. */
const invalidate = [catalogueKeys.tree, catalogueKeys.productCategories];

type NewCategory = CallInput<typeof adminCatalogue.categoryadd>;
type CategoryPatch = Omit<CallInput<typeof adminCatalogue.categoryupdate>, 'categoryId'>;

export function useAddCategoryMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.categoryadd>, NewCategory>,
) {
  return useAdminMutation({
    mutationFn: (category: NewCategory) => callApi(adminCatalogue.categoryadd, category),
    invalidate,
    ...feedback,
  });
}

/** Renames a category, moves it in the order, or hides (shows) it. */
export function useUpdateCategoryMutation(
  categoryId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.categoryupdate>, CategoryPatch>,
) {
  return useAdminMutation({
    mutationFn: (patch: CategoryPatch) => callApi(adminCatalogue.categoryupdate, { categoryId, ...patch }),
    invalidate,
    ...feedback,
  });
}
