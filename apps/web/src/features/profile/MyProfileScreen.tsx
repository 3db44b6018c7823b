import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { useBranding } from '../../lib/branding';
import { useMember } from '../../lib/member-data';
import { useReloadMemberDataMutation } from './api';
import { ProfileUpdateForm } from './ProfileUpdateForm';
import { ProfileView } from './ProfileView';

/** /myprofile is the view; /myprofile/update the edit form. */
export function MyProfileScreen() {
  const { urlParam } = useParams();
  const editing = urlParam === 'update';
  const member = useMember();
  const { programmeName } = useBranding();
  const { t } = useLingui();
  const { mutate: reloadMemberData } = useReloadMemberDataMutation();
  const refreshed = useRef(false);
  useDocumentTitle(editing ? t`Update my details · ${programmeName}` : t`My Details · ${programmeName}`);

  // The profile loads member data with resetimg:true, which discards an unsaved uploaded picture.
  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    reloadMemberData();
  }, [reloadMemberData]);

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
