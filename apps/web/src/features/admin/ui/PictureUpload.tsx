import { Button, FileInput, Group } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formErrorText } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Picks a picture and sends it as multipart form data under `filePic`, next to the record's id. */
export function PictureUpload({
  label,
  button,
  send,
  success,
  invalidate,
  preview,
  children,
}: {
  label: string;
  button: string;
  send(file: File): Promise<unknown>;
  success: readonly [string, string];
  invalidate: readonly QueryKey[];
  /** The picture now, shown before the field. */
  preview?: ReactNode;
  /** More buttons after the upload's own. */
  children?: ReactNode;
}) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useAdminMutation({
    mutationFn: send,
    invalidate,
    success: () => success,
    onDone: () => setFile(null),
  });
  return (
    <Group align="flex-end" gap="sm" mt="md">
      {preview}
      <FileInput
        label={label}
        accept={IMAGE_TYPES}
        value={file}
        onChange={setFile}
        clearable
        error={upload.error ? formErrorText(upload.error) : undefined}
        w={{ base: '100%', xs: 260 }}
      />
      <Button
        variant="default"
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        disabled={!file}
        loading={upload.isPending}
        onClick={() => file && upload.mutate(file)}
      >
        {button}
      </Button>
      {children}
    </Group>
  );
}

/** The multipart body of an upload: the record's id field and the picture. */
export function pictureForm(idField: string, id: number, file: File) {
  const form = new FormData();
  form.append(idField, String(id));
  form.append('filePic', file);
  return form;
}
