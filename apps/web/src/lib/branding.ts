import { site, type CallResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
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
};

export function useBranding(): Branding {
  const query = useQuery({
    queryKey: ['branding'],
    queryFn: () => callApi(site.branding, {}),
    staleTime: Infinity,
  });
  return query.data ?? fallbackBranding;
}
