import { adminPeople } from '@portal/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Server state of the people pages: the member list and one member. */
export const peopleKeys = {
  members: ['admin', 'members'],
  member: (memberNumber: string) => ['admin', 'member', memberNumber],
} as const;

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
};
