import { Button, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowBackUp, IconEyeOff } from '@tabler/icons-react';
import { adminModeration } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi, formErrorsOf, formErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { AdminPage } from '../AdminPage';
import { RecognitionModeration } from './RecognitionModeration';

function HidePicture() {
  const [pictureId, setPictureId] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const hide = useMutation({
    mutationFn: () =>
      callApi(adminModeration.picturehide, { pictureId: Number(pictureId), hidden: true, reason }),
    onSuccess: (r) => {
      notifySuccess(`Picture ${r.pictureId} is hidden.`, 'Picture hidden');
      setPictureId('');
      setReason('');
    },
  });
  const errors = hide.error ? formErrorsOf(hide.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Hide a Get Involved picture
      </Title>
      <Stack gap="sm">
        <NumberInput
          label="Picture number"
          value={pictureId}
          onChange={setPictureId}
          min={1}
          allowDecimal={false}
          error={errors.pictureId}
          w={{ base: '100%', xs: 200 }}
          required
        />
        <TextInput
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          w={{ base: '100%', xs: 420 }}
          required
        />
        {hide.error && !Object.keys(errors).length && (
          <Text c="red" size="sm">
            {formErrorText(hide.error)}
          </Text>
        )}
        <div>
          <Button
            color="red"
            leftSection={<IconEyeOff size={18} aria-hidden />}
            loading={hide.isPending}
            disabled={!pictureId || !reason.trim()}
            onClick={() => hide.mutate()}
          >
            Hide picture
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

function ReverseRecognition() {
  const [recognitionId, setRecognitionId] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const reverse = useMutation({
    mutationFn: () =>
      callApi(adminModeration.recognitionreverse, { recognitionId: Number(recognitionId), reason }),
    onSuccess: (r) => {
      notifySuccess(
        `${r.pointsReversed} points returned from recognition ${r.recognitionId}.`,
        'Recognition reversed',
      );
      setRecognitionId('');
      setReason('');
    },
  });
  const errors = reverse.error ? formErrorsOf(reverse.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Reverse a recognition’s points
      </Title>
      <Stack gap="sm">
        <NumberInput
          label="Recognition number"
          value={recognitionId}
          onChange={setRecognitionId}
          min={1}
          allowDecimal={false}
          error={errors.recognitionId}
          w={{ base: '100%', xs: 200 }}
          required
        />
        <TextInput
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={errors.reason}
          w={{ base: '100%', xs: 420 }}
          required
        />
        {reverse.error && !Object.keys(errors).length && (
          <Text c="red" size="sm">
            {formErrorText(reverse.error)}
          </Text>
        )}
        <div>
          <Button
            color="red"
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            loading={reverse.isPending}
            disabled={!recognitionId || !reason.trim()}
            onClick={() => reverse.mutate()}
          >
            Reverse points
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}

/** /admin/moderation: hide a recognition's message or a picture, reverse a recognition; all land in the audit log. */
export default function ModerationScreen() {
  return (
    <AdminPage
      title="Moderation"
      intro="Hide a recognition’s message or a Get Involved picture, or return a recognition’s points. Every action is recorded in the audit log with its reason."
    >
      <RecognitionModeration />
      <HidePicture />
      <ReverseRecognition />
    </AdminPage>
  );
}
