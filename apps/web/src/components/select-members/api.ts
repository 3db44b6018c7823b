import { site } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

type DivisionLists = Awaited<ReturnType<typeof fetchDivisions>>;
const fetchDivisions = () => callApi(site.getdivisionlist, {});

/** The member lookups behind every recipient picker. */
export const memberQueries = {
  /**
   * Countries and divisions change rarely: fetched once and kept, and fetched again only while
   * both lists are still empty.
   */
  divisions: () =>
    queryOptions({
      queryKey: ['divisionlist'] as const,
      queryFn: fetchDivisions,
      gcTime: Infinity,
      staleTime: (query) => {
        const data = query.state.data as DivisionLists | undefined;
        return data && (data.countryList.length > 0 || data.divisionList.length > 0) ? Infinity : 0;
      },
    }),
  /** Members matching the text within a division; the same answer serves for a minute. */
  search: (divisionCode: string, search: string, includeSelf: boolean) =>
    queryOptions({
      queryKey: ['memberlist', divisionCode, search, includeSelf] as const,
      queryFn: () => callApi(site.getmemberlist, { divisionCode, search, includeSelf }),
      staleTime: 60_000,
    }),
  /** One member by id, for a link that names the recipient. */
  member: (memberId: string | null) =>
    queryOptions({
      queryKey: ['memberget', memberId] as const,
      queryFn: () => callApi(site.getmemberget, { memberId: memberId ?? '' }),
      enabled: Boolean(memberId),
      retry: false,
      staleTime: 60_000,
    }),
};
