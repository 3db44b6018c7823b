import { adminCatalogue, type CallInput, type CallResponse } from '@portal/contract';
import { callApi, callApiMultipart } from '../../../../lib/api';
import { useAdminMutation, type AdminFeedback } from '../../ui/use-admin-mutation';
import { catalogueKeys } from '../api';
import { pictureForm } from './picture-form';

/** Every change to an advert shows in the adverts list. */
const invalidate = [catalogueKeys.adverts];

export interface NewAdvert {
  what: string;
  href: string;
  sortOrder: number;
  active: boolean;
  clusters: readonly string[];
  filePic: File | null;
}

type AdvertPatch = Omit<CallInput<typeof adminCatalogue.advertupdate>, 'advertId'>;

/** Adds an advert with its picture, sent as multipart form data. */
export function useAddAdvertMutation(
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.advertadd>, NewAdvert>,
) {
  return useAdminMutation({
    mutationFn: (advert: NewAdvert) => {
      const form = new FormData();
      form.append('what', advert.what);
      form.append('href', advert.href);
      form.append('sortOrder', String(advert.sortOrder));
      form.append('active', String(advert.active));
      form.append('clusters', advert.clusters.join(','));
      if (advert.filePic) form.append('filePic', advert.filePic);
      return callApiMultipart(adminCatalogue.advertadd, form);
    },
    invalidate,
    ...feedback,
  });
}

export function useUpdateAdvertMutation(
  advertId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.advertupdate>, AdvertPatch>,
) {
  return useAdminMutation({
    mutationFn: (patch: AdvertPatch) => callApi(adminCatalogue.advertupdate, { advertId, ...patch }),
    invalidate,
    ...feedback,
  });
}

export function useRemoveAdvertMutation(
  advertId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.advertremove>, void>,
) {
  return useAdminMutation({
    mutationFn: () => callApi(adminCatalogue.advertremove, { advertId }),
    invalidate,
    ...feedback,
  });
}

/** Replaces an advert's picture. */
export function useAdvertPictureMutation(
  advertId: number,
  feedback?: AdminFeedback<CallResponse<typeof adminCatalogue.advertimage>, File>,
) {
  return useAdminMutation({
    mutationFn: (file: File) =>
      callApiMultipart(adminCatalogue.advertimage, pictureForm('advertId', advertId, file)),
    invalidate,
    ...feedback,
  });
}
