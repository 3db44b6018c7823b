import { useQuery } from '@tanstack/react-query';
import { contentQueries } from './api';

/** A content page by key. */
export function useContent(contentKey: string) {
  return useQuery(contentQueries.page(contentKey));
}
