import type { SelectedMember } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { memberQueries } from './api';

/**
 * Preselects the member a link named (/recognise/:selectedMemberId, a celebration link): looks
 * them up once with getmemberget and hands them to the form. getmemberget carries no division,
 * so the chip shows name and number only.
 */
export function usePreselectedMember(memberId: string | null, onLoaded: (member: SelectedMember) => void) {
  const done = useRef(false);
  const query = useQuery(memberQueries.member(memberId));
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  useEffect(() => {
    if (done.current || !query.data) return;
    done.current = true;
    loaded.current({
      memberId: query.data.memberId,
      memberNumber: query.data.memberNumber,
      firstname: query.data.firstName,
      surname: query.data.surname,
      division: '',
      isManager: false,
      isEntireDivision: false,
      entireDivisionCode: '',
    });
  }, [query.data]);
  return { error: query.error };
}
