import { site } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const getToKnowQueries = {
  /** Every member's get-to-know card; the screen searches and pages them itself. */
  list: () =>
    queryOptions({ queryKey: ['gettoknow', 'list'], queryFn: () => callApi(site.gettoknowlist, {}) }),
};
