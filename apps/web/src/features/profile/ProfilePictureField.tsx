import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { TMemberData } from '@portal/contract';
import { useState } from 'react';
import { MemberAvatar } from '../../components/MemberAvatar';
import { ApiError } from '../../lib/api';
import { useUploadProfilePictureMutation } from './api';

/** What the server turns into a picture; HEIC/HEIF for phone photos. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The profile picture on the update form: an upload becomes a temporary picture, previewed at
 * /profilepictemp/{picId}/{suffix}, and the server keeps it when the form is saved.
 */
export function ProfilePictureField({ member }: { member: TMemberData }) {
  const { t } = useLingui();
  const [preview, setPreview] = useState('');
  const [problem, setProblem] = useState('');
  const uploadPicture = useUploadProfilePictureMutation();
  const name = `${member.firstname} ${member.surname}`;

  async function upload(file: File | null) {
    if (!file) return;
    setProblem('');
    try {
      const { picId } = await uploadPicture.mutateAsync(file);
      // The suffix changes per upload so the browser never shows an older preview.
      setPreview(`/profilepictemp/${encodeURIComponent(picId)}/${Date.now()}`);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'unauthorized') return;
      if (err instanceof ApiError && err.kind === 'invalid') setProblem(err.serverMessage);
      // The spec's failure alert (sections 7 and 8).
      window.alert(t`FAILURE UPLOAD!!`);
    }
  }

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      {preview ? (
        <Avatar src={preview} alt={t`New profile picture (not saved yet)`} size={96} radius={48} />
      ) : (
        <MemberAvatar picId={member.picId} name={name} size={96} radius={48} />
      )}
      <Stack gap={6}>
        <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconCamera size={18} />}
              loading={uploadPicture.isPending}
              w="fit-content"
            >
              {preview ? <Trans>Choose another picture</Trans> : <Trans>Upload a picture</Trans>}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          <Trans>JPEG, PNG, WebP or HEIC, up to 10 MB.</Trans>
          {preview && (
            <>
              {' '}
              <Trans>Save your details to keep this picture.</Trans>
            </>
          )}
        </Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
