import { adminPeople } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const RUNNING = new Set(['validating', 'applying']);

/** Follows an HR import job: polls twice a second while it validates or applies. */
export function useImportJob(jobId: string | null) {
  return useQuery({
    queryKey: ['admin', 'peopleimport', jobId],
    queryFn: () => callApi(adminPeople.peopleimportstatus, { jobId: jobId! }, { background: true }),
    enabled: !!jobId,
    refetchInterval: (q) => (q.state.data && !RUNNING.has(q.state.data.status) ? false : 500),
  });
}

export const isRunning = (status: string | undefined) => !!status && RUNNING.has(status);
