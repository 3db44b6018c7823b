import { adminPeople } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Server state of the people pages: the member list and one member. */
export const peopleKeys = {
  members: ['admin', 'members'],
  member: (memberNumber: string) => ['admin', 'member', memberNumber],
  importJob: (jobId: string | null) => ['admin', 'peopleimport', jobId],
} as const;

const RUNNING_IMPORT = new Set(['validating', 'applying']);
export const isImportRunning = (status: string | undefined) => !!status && RUNNING_IMPORT.has(status);

type MemberFilters = { query: string; status: 'all' | 'active' | 'leaver' };

export const peopleQueries = {
  members: (filters: MemberFilters, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...peopleKeys.members, filters, page],
      queryFn: () => callApi(adminPeople.membersearch, { ...filters, page, pageSize }),
      placeholderData: keepPreviousData,
    }),
  member: (memberNumber: string) =>
    queryOptions({
      queryKey: peopleKeys.member(memberNumber),
      queryFn: () => callApi(adminPeople.memberget, { memberNumber }),
    }),
  /** An HR import job: polled twice a second while it validates or applies. */
  importJob: (jobId: string | null) =>
    queryOptions({
      queryKey: peopleKeys.importJob(jobId),
      queryFn: () => callApi(adminPeople.peopleimportstatus, { jobId: jobId! }, { background: true }),
      enabled: !!jobId,
      refetchInterval: (q) => (q.state.data && !isImportRunning(q.state.data.status) ? false : 500),
    }),
};
