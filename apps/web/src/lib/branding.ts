import {
  DEFAULT_VALUE_LISTS,
  ECARD_BANNERS,
  site,
  type CallResponse,
  type RewardWhat,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api';

export type Branding = CallResponse<typeof site.branding>;

/** Shown until the server answers (and if it never does), so the first paint is already styled. */
export const fallbackBranding: Branding = {
  companyName: '',
  programmeName: 'Recognition Portal',
  pointsName: 'Beauty Bucks',
  primaryColour: '#a3306e',
  accentColour: '#d89a4e',
  logoUrl: '',
  ssoEnabled: false,
  recognitionValues: {
    reward: [...DEFAULT_VALUE_LISTS.reward],
    payitforward: [...DEFAULT_VALUE_LISTS.payitforward],
    thankyou: [...DEFAULT_VALUE_LISTS.thankyou],
    adhoc: [...DEFAULT_VALUE_LISTS.adhoc],
  },
  ecardBanners: [...ECARD_BANNERS],
};

export const brandingKey = ['branding'] as const;

/** Read once per visit; the settings screen invalidates it when the programme's branding changes. */
export const brandingQuery = queryOptions({
  queryKey: brandingKey,
  queryFn: () => callApi(site.branding, {}),
  staleTime: Infinity,
});

export function useBranding(): Branding {
  return useQuery(brandingQuery).data ?? fallbackBranding;
}

/** The values a reward form offers for its kind: the programme setting, read with the branding at start. */
export const useValueList = (what: RewardWhat): readonly string[] => useBranding().recognitionValues[what];

/**
 * The unit points are shown in: the member's own (member data carries the programme's name for
 * them) when known, otherwise the branding's. One place, so no screen hard-codes a fallback.
 */
export function usePointsName(memberPointsName?: string): string {
  const { pointsName } = useBranding();
  return memberPointsName || pointsName;
}
