import { adminCatalogue, type CallInput, type CallResponse } from '@portal/contract';
import { callApi } from '../../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../../ui/use-admin-mutation';
import { catalogueKeys } from '../api';

const invalidate = [catalogueKeys.promos];

type NewPromo = CallInput<typeof adminCatalogue.promocreate>;
type PromoPatch = Omit<CallInput<typeof adminCatalogue.promoupdate>, 'promoId'>;

export function useCreatePromoMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.promocreate>, NewPromo>,
) {
  return useAdminMutation({
    mutationFn: (promo: NewPromo) => callApi(adminCatalogue.promocreate, promo),
    invalidate,
    ...feedback,
  });
}

/** Changes a promo code's dates or limits, or switches it off (on). */
export function useUpdatePromoMutation(
  promoId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.promoupdate>, PromoPatch>,
) {
  return useAdminMutation({
    mutationFn: (patch: PromoPatch) => callApi(adminCatalogue.promoupdate, { promoId, ...patch }),
    invalidate,
    ...feedback,
  });
}
