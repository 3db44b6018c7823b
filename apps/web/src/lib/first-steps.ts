import { member } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from './api';
import { memberDataKey, useMember, type HomeData } from './member-data';

type Step = 'points' | 'dismiss';

/**
 * Marks a new member's first step done (How it Works opened) or puts the steps away; the answer
 * is the steps as they now are, written into the member data so Home shows them at once.
 */
export function useFirstStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: Step) => callApi(member.firststeps, { step }),
    onSuccess: (firstSteps) =>
      queryClient.setQueryData<HomeData>(
        memberDataKey,
        (old) => old && { ...old, memberData: { ...old.memberData, firstSteps } },
      ),
  });
}

/** On How it Works: the "see how points work" step is done, once, for a member who still has it. */
export function useMarkPointsSeen(active: boolean) {
  const { firstSteps } = useMember();
  const { mutate, isIdle } = useFirstStep();
  const due = active && firstSteps.show && !firstSteps.points && isIdle;
  useEffect(() => {
    if (due) mutate('points');
  }, [due, mutate]);
}
