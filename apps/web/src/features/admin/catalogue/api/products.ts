import { adminCatalogue, type CallInput, type CallResponse } from '@portal/contract';
import { callApi, callApiMultipart } from '../../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../../ui/use-admin-mutation';
import { catalogueKeys } from '../api';
import { pictureForm } from './picture-form';

/** Every change to a product, its picture or its voucher stock shows in the products list. */
const invalidate = [catalogueKeys.products];

type NewProduct = CallInput<typeof adminCatalogue.shopproductadd>;
type ProductPatch = Omit<CallInput<typeof adminCatalogue.shopproductupdate>, 'productId'>;

export function useAddProductMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.shopproductadd>, NewProduct>,
) {
  return useAdminMutation({
    mutationFn: (product: NewProduct) => callApi(adminCatalogue.shopproductadd, product),
    invalidate,
    ...feedback,
  });
}

/** Changes a product's details or price, or takes it off (puts it back on) sale. */
export function useUpdateProductMutation(
  productId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.shopproductupdate>, ProductPatch>,
) {
  return useAdminMutation({
    mutationFn: (patch: ProductPatch) => callApi(adminCatalogue.shopproductupdate, { productId, ...patch }),
    invalidate,
    ...feedback,
  });
}

/** Adds pasted voucher codes to a product's stock. */
export function useImportVouchersMutation(
  productId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.shopvoucherimport>, string>,
) {
  return useAdminMutation({
    mutationFn: (text: string) => callApi(adminCatalogue.shopvoucherimport, { productId, text }),
    invalidate,
    ...feedback,
  });
}

/** Uploads a product's picture (the server keeps it as WebP). */
export function useProductPictureMutation(
  productId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.productimage>, File>,
) {
  return useAdminMutation({
    mutationFn: (file: File) =>
      callApiMultipart(adminCatalogue.productimage, pictureForm('productId', productId, file)),
    invalidate,
    ...feedback,
  });
}
