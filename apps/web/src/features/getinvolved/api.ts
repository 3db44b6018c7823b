import { COMMUNITY_TEXTS, getinvolved, type CallResponse, type RotationStep } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiMultipart } from '../../lib/api';
import { sharedKeys } from '../../lib/shared-query-keys';

export type TPictureRow = CallResponse<typeof getinvolved.getcampaignpics>['picdata'][number];
export type TCampaignRow = CallResponse<typeof getinvolved.getcampaigns>['campaigns'][number];

/** What the grid shows: one campaign's pictures, or the member's own. */
export type GalleryMode = { kind: 'campaign'; campaignId: number } | { kind: 'myprofile' };

const root = sharedKeys.getInvolved;

export const campaignsQuery = queryOptions({
  queryKey: [...root, 'campaigns'],
  queryFn: () => callApi(getinvolved.getcampaigns, {}),
});

export function picturesQuery(mode: GalleryMode) {
  return queryOptions({
    queryKey: [...root, 'pictures', mode.kind === 'campaign' ? mode.campaignId : 'mine'],
    queryFn: () =>
      mode.kind === 'campaign'
        ? callApi(getinvolved.getcampaignpics, { campaignId: mode.campaignId })
        : callApi(getinvolved.getprofilepics, {}),
  });
}

/** The spec's wording when the grid cannot load (section 8). */
export const picturesFailure = (mode: GalleryMode) =>
  mode.kind === 'campaign'
    ? sayText(COMMUNITY_TEXTS.showCampaignPics)
    : sayText(COMMUNITY_TEXTS.showProfilePics);

export const pictureUrl = (p: Pick<TPictureRow, 'campaignId' | 'getInvolvedId'>) =>
  `/getinvolvedpic/${p.campaignId}-${p.getInvolvedId}`;

type PictureRef = Pick<TPictureRow, 'campaignId' | 'getInvolvedId'>;
const sameAs = (ref: PictureRef) => (p: TPictureRow) =>
  p.campaignId === ref.campaignId && p.getInvolvedId === ref.getInvolvedId;

/** Like a picture; the grid takes the server's new total and shows that picture as liked. */
export function useLikePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: PictureRef) =>
      callApi(getinvolved.likepic, { campaignId: ref.campaignId, giId: ref.getInvolvedId }),
    onSuccess: ({ totalLikes }, ref) => {
      const patch = (p: TPictureRow) =>
        sameAs(ref)(p) ? { ...p, totalLikes, canVote: false, liked: true } : p;
      client.setQueriesData<{ picdata: TPictureRow[] }>({ queryKey: [...root, 'pictures'] }, (old) =>
        old ? { picdata: old.picdata.map(patch) } : old,
      );
    },
    // Refused (liked meanwhile in another tab, say): reload so the grid shows the truth.
    onError: () => client.invalidateQueries({ queryKey: [...root, 'pictures'] }),
  });
}

/** Delete one's own picture; both the campaign grid and My Profile reload. */
export function useDeletePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ref: PictureRef) =>
      callApi(getinvolved.deletepic, { campaignId: ref.campaignId, giId: ref.getInvolvedId }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...root, 'pictures'] }),
  });
}

// The add-picture steps were plain calls: offline, each fails at once and the offline screen
// says so, as queries do (app/query-client.ts), instead of waiting paused for the network.

/** Uploads a picture for a campaign; the server holds it, unpublished, for this session. */
export function useUploadPictureMutation() {
  return useMutation({
    mutationFn: ({ campaignId, file }: { campaignId: number; file: File }) => {
      const form = new FormData();
      // Text fields first: a streaming multipart parser sees them before the file.
      form.append('campaignId', String(campaignId));
      form.append('filePic', file);
      return callApiMultipart(getinvolved.picupload, form);
    },
    networkMode: 'always',
  });
}

/** Turns the uploaded picture to an angle, before it is published. */
export function useRotatePictureMutation() {
  return useMutation({
    mutationFn: (angle: RotationStep) => callApi(getinvolved.imagerotate, { angle }),
    networkMode: 'always',
  });
}

/** Publishes the uploaded picture, the terms accepted; every grid that might show it reloads. */
export function usePublishPictureMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(getinvolved.saveuploadedimage, { acceptTerms: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...root, 'pictures'] }),
    networkMode: 'always',
  });
}
