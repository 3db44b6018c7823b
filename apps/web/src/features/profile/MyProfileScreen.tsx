import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { member as memberCalls } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { callApi } from '../../lib/api';
import { useBranding } from '../../lib/branding';
import { memberDataKey, useMember } from '../../lib/member-data';
import { ProfileUpdateForm } from './ProfileUpdateForm';
import { ProfileView } from './ProfileView';

/** /myprofile is the view; /myprofile/update the edit form. */
export function MyProfileScreen() {
  const { urlParam } = useParams();
  const editing = urlParam === 'update';
  const member = useMember();
  const { programmeName } = useBranding();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refreshed = useRef(false);
  useDocumentTitle(editing ? t`Update my details · ${programmeName}` : t`My Details · ${programmeName}`);

  // The profile loads member data with resetimg:true, which discards an unsaved uploaded picture.
  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    callApi(memberCalls.getmemberdata, { resetimg: true })
      .then((data) => queryClient.setQueryData(memberDataKey, data))
      .catch(() => {});
  }, [queryClient]);

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      {editing ? (
        <ProfileUpdateForm key={member.memberId} member={member} />
      ) : (
        <ProfileView member={member} />
      )}
    </Container>
  );
}
