import {
  DEFAULT_VALUE_LISTS,
  ECARD_BANNERS,
  site,
  type CallResponse,
  type RewardWhat,
} from '@portal/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from './api';
import { within } from './within';

export type Branding = CallResponse<typeof site.branding>;

/** Shown until the server answers (and if it never does), so the first paint is already styled. */
export const fallbackBranding: Branding = {
  companyName: '',
  // The programme's own names (programme data, not interface text) until the server's arrive.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  programmeName: 'Recognition Portal',
  // eslint-disable-next-line lingui/no-unlocalized-strings
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
  valueNames: {},
  ecardBanners: [...ECARD_BANNERS],
};

export const brandingKey = ['branding'] as const;

declare global {
  interface Window {
    /** The branding, asked for by index.html's session gate before any module loaded. */
    __portalBranding?: Promise<Branding | null>;
  }
}

/** The session gate's branding, once; null if it did not ask (or it failed: the app asks itself). */
function takeEarlyBranding(): Promise<Branding | null> | null {
  const early = window.__portalBranding;
  window.__portalBranding = undefined;
  return early ?? null;
}

/** Read once per visit; the settings screen invalidates it when the programme's branding changes. */
export const brandingQuery = queryOptions({
  queryKey: brandingKey,
  queryFn: async () => (await takeEarlyBranding()) ?? callApi(site.branding, {}),
  staleTime: Infinity,
});

/**
 * Puts the session gate's branding in the cache before the app's first render, so the first
 * render has the programme's colours and names: a change of theme afterwards renders every
 * component again, which on a mid-range phone blocks the page for a few hundred milliseconds.
 * It has been on its way since the page began to parse, so it is nearly always there already;
 * on a network slow enough that it is not, the app does not wait longer than `waitMs`.
 */
export async function seedEarlyBranding(client: QueryClient, waitMs: number): Promise<void> {
  const early = window.__portalBranding;
  if (!early) return;
  const data = await within(early, waitMs);
  // Not there in time: the branding query takes the same answer when it arrives.
  if (!data) return;
  window.__portalBranding = undefined;
  client.setQueryData(brandingKey, data);
}

export function useBranding(): Branding {
  return useQuery(brandingQuery).data ?? fallbackBranding;
}

/**
 * A value as the programme named it in the language shown (branding's valueNames, decision 059),
 * or as it is stored when it has no translation there. What is sent and stored stays the value.
 */
export function useValueName(): (value: string) => string {
  const { valueNames } = useBranding();
  return (value) => valueNames[value] ?? value;
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
