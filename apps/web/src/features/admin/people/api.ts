import { adminPeople, peopleData, type CallResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiDownload, callApiMultipart } from '../../../lib/api';

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

/** Saves a member's details, status and roles; the page shows what the server kept. */
export function useEditMemberMutation(memberNumber: string, onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: adminPeople.TAdminMemberEdit) => callApi(adminPeople.memberedit, edit),
    onSuccess: (result) => {
      client.setQueryData(peopleKeys.member(memberNumber), result);
      void client.invalidateQueries({ queryKey: peopleKeys.members });
      onSaved?.();
    },
  });
}

/** Sends a member the invitation to register. */
export function useInviteMemberMutation(memberNumber: string, onSent?: () => void) {
  return useMutation({
    mutationFn: () => callApi(adminPeople.memberinvite, { memberNumber }),
    onSuccess: () => onSent?.(),
  });
}

/** Everything held about a member, as a ZIP: the file is the mutation's data. */
export function useMemberExportMutation(
  memberNumber: string,
  onDone?: (file: { blob: Blob; fileName: string }) => void,
) {
  return useMutation({
    mutationFn: () => callApiDownload(peopleData.memberexport, { memberNumber }),
    onSuccess: (file) => onDone?.(file),
  });
}

/** Erases a member's personal data (an active member only when forced). */
export function useEraseMemberMutation(
  memberNumber: string,
  onErased?: (result: CallResponse<typeof peopleData.membererase>) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { force: boolean; reason: string }) =>
      callApi(peopleData.membererase, { memberNumber, ...body }),
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: peopleKeys.member(memberNumber) });
      void client.invalidateQueries({ queryKey: peopleKeys.members });
      onErased?.(result);
    },
  });
}

/** An HR import job's state, as the start and apply calls answer it: the poll carries on from it. */
function useImportJobMutation<V>(
  mutationFn: (vars: V) => Promise<adminPeople.TImportJob>,
  onDone?: (job: adminPeople.TImportJob) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (job) => {
      client.setQueryData(peopleKeys.importJob(job.jobId), job);
      onDone?.(job);
    },
  });
}

/** Uploads the HR file; the server checks every row in a job. */
export const useStartImportMutation = (onStarted?: (job: adminPeople.TImportJob) => void) =>
  useImportJobMutation((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApiMultipart(adminPeople.peopleimportstart, form);
  }, onStarted);

/** Applies a checked file in one transaction. */
export const useApplyImportMutation = () =>
  useImportJobMutation((jobId: string) => callApi(adminPeople.peopleimportapply, { jobId }));
