import { adminContent, type CallInput, type CallResponse } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../../components/content/api';
import { callApi } from '../../../lib/api';
import { sharedKeys } from '../../../lib/shared-query-keys';
import { useAdminMutation, type AdminFeedback } from '../ui/use-admin-mutation';

/** Server state of the content pages: campaigns, content pages, nomination categories. */
export const adminContentKeys = {
  campaigns: ['admin', 'campaigns'],
  pages: ['admin', 'contentpages'],
  page: (contentKey: string) => ['admin', 'contentpages', contentKey],
  nominationCategories: ['admin', 'nomcategories'],
} as const;

export const adminContentQueries = {
  campaigns: () =>
    queryOptions({
      queryKey: adminContentKeys.campaigns,
      queryFn: () => callApi(adminContent.campaigns, {}),
    }),
  pages: () =>
    queryOptions({ queryKey: adminContentKeys.pages, queryFn: () => callApi(adminContent.contentpages, {}) }),
  page: (contentKey: string) =>
    queryOptions({
      queryKey: adminContentKeys.page(contentKey),
      queryFn: () => callApi(adminContent.contentpageget, { contentKey }),
    }),
  nominationCategories: () =>
    queryOptions({
      queryKey: adminContentKeys.nominationCategories,
      queryFn: () => callApi(adminContent.nomcategories, {}),
    }),
};

type CampaignFields = CallInput<typeof adminContent.campaignadd>;
type CampaignSaved = CallResponse<typeof adminContent.campaignadd | typeof adminContent.campaignupdate>;

/** Adds a campaign, or changes the one with this id. Get Involved shows the campaigns to members too. */
export function useSaveCampaignMutation(
  campaignId: number | undefined,
  feedback?: AdminFeedback<CampaignSaved, CampaignFields>,
) {
  return useAdminMutation({
    mutationFn: (values: CampaignFields): Promise<CampaignSaved> =>
      campaignId === undefined
        ? callApi(adminContent.campaignadd, values)
        : callApi(adminContent.campaignupdate, { campaignId, ...values }),
    invalidate: [adminContentKeys.campaigns, sharedKeys.getInvolved],
    ...feedback,
  });
}

type PageDraft = Omit<CallInput<typeof adminContent.contentpagesave>, 'contentKey'>;

/** Saves a content page; the stored (sanitised) version is what it shows from now on, here and on the site. */
export function useSaveContentPageMutation(contentKey: string, onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: PageDraft) => callApi(adminContent.contentpagesave, { contentKey, ...draft }),
    onSuccess: ({ page }) => {
      client.setQueryData(adminContentKeys.page(contentKey), { page });
      client.setQueryData(contentKeys.page(contentKey), { title: page.title, content: page.content });
      void client.invalidateQueries({ queryKey: adminContentKeys.pages, exact: true });
      onSaved?.();
    },
  });
}

/** Saves the help text Nominate shows under a nomination category. */
export function useSaveNominationHelpMutation(
  onSaved?: (result: CallResponse<typeof adminContent.nomcathelp>) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof adminContent.nomcathelp>) => callApi(adminContent.nomcathelp, body),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: adminContentKeys.nominationCategories });
      // Nominate shows the help text too.
      void client.invalidateQueries({ queryKey: sharedKeys.nominationCategories });
      onSaved?.(result);
    },
  });
}
