import { useQuery } from '@tanstack/react-query';
import { isImportRunning, peopleQueries } from './api';

/** Follows an HR import job: polls twice a second while it validates or applies. */
export function useImportJob(jobId: string | null) {
  return useQuery(peopleQueries.importJob(jobId));
}

export const isRunning = isImportRunning;
