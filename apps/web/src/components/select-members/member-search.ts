import { site, TIMINGS } from '@portal/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

type DivisionLists = Awaited<ReturnType<typeof fetchDivisions>>;
const fetchDivisions = () => callApi(site.getdivisionlist, {});

/**
 * Countries and divisions change rarely: fetched once and kept, and fetched again only while
 * both lists are still empty.
 */
export const divisionListQuery = queryOptions({
  queryKey: ['divisionlist'] as const,
  queryFn: fetchDivisions,
  gcTime: Infinity,
  staleTime: (query) => {
    const data = query.state.data as DivisionLists | undefined;
    return data && (data.countryList.length > 0 || data.divisionList.length > 0) ? Infinity : 0;
  },
});

export function useDivisionList(enabled: boolean) {
  return useQuery({ ...divisionListQuery, enabled });
}

/**
 * Members matching the typed text (debounced by the spec's 800 ms) within the chosen division.
 * Nothing is asked for until there is text or a division to search by.
 */
export function useMemberSearch(args: {
  search: string;
  divisionCode: string;
  includeSelf: boolean;
  enabled: boolean;
}) {
  const [search] = useDebouncedValue(args.search.trim(), TIMINGS.memberSearchDebounceMs);
  const active = args.enabled && (search !== '' || args.divisionCode !== '');
  const query = useQuery({
    queryKey: ['memberlist', args.divisionCode, search, args.includeSelf] as const,
    queryFn: () =>
      callApi(site.getmemberlist, { divisionCode: args.divisionCode, search, includeSelf: args.includeSelf }),
    enabled: active,
    staleTime: 60_000,
  });
  // While the typed text has not settled, the last answer belongs to an older search.
  const settled = search === args.search.trim();
  return { ...query, active, settled };
}
