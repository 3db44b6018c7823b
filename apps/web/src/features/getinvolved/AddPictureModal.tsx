import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconRotateClockwise, IconUpload } from '@tabler/icons-react';
import { MESSAGE_TEXTS, nextRotation, type RotationStep } from '@portal/contract';
import { sayText } from '../../lib/i18n/contract-texts';
import { Suspense, useState } from 'react';
import { contentModal } from '../../components/content/ContentModal';
import { CONTENT_KEYS } from '../../components/content/content-keys';
import { ApiError, formErrorText } from '../../lib/api';
import { usePublishPictureMutation, useRotatePictureMutation, useUploadPictureMutation } from './api';
import classes from './getinvolved.module.css';
import { ProblemAlert } from '../../components/ProblemAlert';

const TermsModal = contentModal(CONTENT_KEYS.terms, msg`Terms and Conditions`);

/** What the server turns into a picture; HEIC/HEIF for phone photos. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

interface Pending {
  picId: string;
  /** Changes on every upload and turn so the browser never shows a stale preview. */
  suffix: number;
}

/**
 * The add-picture modal: upload, optional quarter turns, the terms, then save.
 * The server holds the pending picture per session; this keeps only its id for the preview.
 */
export function AddPictureModal({
  campaignId,
  campaignName,
  opened,
  onClose,
  onPublished,
}: {
  campaignId: number;
  campaignName: string;
  opened: boolean;
  onClose(): void;
  onPublished(): void;
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState<Pending | null>(null);
  const [angle, setAngle] = useState<RotationStep>(0);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState('');
  const [problem, setProblem] = useState('');
  const uploadPicture = useUploadPictureMutation();
  const rotatePicture = useRotatePictureMutation();
  const publishPicture = usePublishPictureMutation();
  // The step under way, if any: its button spins and the others wait for it.
  const busy = uploadPicture.isPending
    ? 'upload'
    : rotatePicture.isPending
      ? 'rotate'
      : publishPicture.isPending
        ? 'save'
        : null;
  const [termsOpen, setTermsOpen] = useState(false);

  function reset() {
    setPending(null);
    setAngle(0);
    setAccepted(false);
    setTermsError('');
    setProblem('');
  }

  function close() {
    reset();
    onClose();
  }

  async function upload(file: File | null) {
    if (!file) return;
    setProblem('');
    try {
      const { picId } = await uploadPicture.mutateAsync({ campaignId, file });
      setPending({ picId, suffix: Date.now() });
      setAngle(0);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'unauthorized') return;
      if (err instanceof ApiError && err.kind === 'invalid') setProblem(err.serverMessage);
      window.alert(sayText(MESSAGE_TEXTS.uploadFailure));
    }
  }

  async function rotate() {
    if (!pending) return;
    const next = nextRotation(angle);
    setProblem('');
    try {
      await rotatePicture.mutateAsync(next);
      setAngle(next);
      setPending({ ...pending, suffix: Date.now() });
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'invalid') setProblem(err.serverMessage);
    }
  }

  async function save() {
    if (!accepted) {
      setTermsError(sayText(MESSAGE_TEXTS.getInvolvedTermsRequired));
      return;
    }
    setProblem('');
    try {
      await publishPicture.mutateAsync();
      reset();
      onPublished();
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'invalid') setProblem(formErrorText(err));
    }
  }

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={t`Add a picture to ${campaignName}`}
        centered
        size="md"
        closeButtonProps={{ 'aria-label': t`Close` }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        // Every open Mantine modal listens for Escape on the window: while the terms sit on top,
        // Escape must close only them.
        closeOnEscape={!termsOpen}
      >
        <Stack gap="md">
          <div className={classes.preview}>
            {pending ? (
              <img
                src={`/getinvolvedpictmp/${encodeURIComponent(pending.picId)}/${pending.suffix}`}
                alt={t`Your picture, not published yet`}
              />
            ) : (
              <Stack align="center" gap={6} c="dimmed">
                <IconPhotoPlus size={48} stroke={1.4} aria-hidden />
                <Text size="sm">
                  <Trans>No picture chosen yet</Trans>
                </Text>
              </Stack>
            )}
          </div>
          <Group gap="sm" justify="center">
            <FileButton onChange={(file) => void upload(file)} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={18} aria-hidden />}
                  loading={busy === 'upload'}
                >
                  {pending ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              leftSection={<IconRotateClockwise size={18} aria-hidden />}
              onClick={() => void rotate()}
              disabled={!pending || busy !== null}
              loading={busy === 'rotate'}
            >
              <Trans>Rotate</Trans>
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            <Trans>JPEG, PNG, WebP or HEIC, up to 10 MB. Rotate turns it a quarter turn clockwise.</Trans>
          </Text>
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Checkbox
            checked={accepted}
            onChange={(e) => {
              setAccepted(e.currentTarget.checked);
              setTermsError('');
            }}
            label={
              <Trans>
                I accept the{' '}
                <Anchor component="button" type="button" onClick={() => setTermsOpen(true)} inherit>
                  terms and conditions
                </Anchor>{' '}
                for publishing my picture
              </Trans>
            }
          />
          {termsError && (
            <ProblemAlert title={sayText(MESSAGE_TEXTS.getInvolvedTermsTitle)} icon={null}>
              {termsError}
            </ProblemAlert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              onClick={() => void save()}
              disabled={!pending || (busy !== null && busy !== 'save')}
              loading={busy === 'save'}
            >
              <Trans>Publish picture</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsModal opened onClose={() => setTermsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
