import { TIMINGS } from '@portal/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { memberQueries } from './api';

export function useDivisionList(enabled: boolean) {
  return useQuery({ ...memberQueries.divisions(), enabled });
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
    ...memberQueries.search(args.divisionCode, search, args.includeSelf),
    enabled: active,
  });
  // While the typed text has not settled, the last answer belongs to an older search.
  const settled = search === args.search.trim();
  return { ...query, active, settled };
}
