import { site } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const celebrationQueries = {
  /** Today's birthdays, work anniversaries and new starters. */
  list: () => queryOptions({ queryKey: ['celebrations'], queryFn: () => callApi(site.getcelebrations, {}) }),
};
