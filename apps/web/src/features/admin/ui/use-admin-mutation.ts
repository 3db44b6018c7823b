import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { formErrorsOf } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';

/**
 * What a screen adds to an admin change: the toast it shows and what it does next (clear its
 * form, close its editor). The change itself, its call and the lists it refreshes, lives in the
 * area's api.
 */
export interface AdminFeedback<R, V> {
  /** The toast: [message, title]. */
  success?(result: R, vars: V): readonly [string, string];
  onDone?(result: R, vars: V): void;
}

/**
 * An admin change: runs the call, says what happened, and refreshes the lists it touches.
 * Every admin form answers the same way, so the toast, the refresh and the field errors live here.
 */
export function useAdminMutation<V, R>({
  mutationFn,
  invalidate = [],
  success,
  onDone,
}: AdminFeedback<R, V> & {
  mutationFn(vars: V): Promise<R>;
  /** The query keys (or key prefixes) whose lists show what this changes. */
  invalidate?: readonly QueryKey[];
}) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    onSuccess: (result: R, vars: V) => {
      if (success) notifySuccess(...success(result, vars));
      onDone?.(result, vars);
      for (const queryKey of invalidate) void client.invalidateQueries({ queryKey });
    },
  });
  const fieldErrors: Readonly<Record<string, string>> = mutation.error ? formErrorsOf(mutation.error) : {};
  return { ...mutation, fieldErrors };
}
