import { Button, FileInput, Group } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { formErrorText } from '../../../lib/api';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Picks a picture and hands it to `upload`, the area's mutation that sends it (and says so, and
 * refreshes what shows it); the field is cleared once the picture is in place.
 */
export function PictureUpload({
  label,
  button,
  upload,
  preview,
  children,
}: {
  label: string;
  button: string;
  upload: Pick<UseMutationResult<unknown, Error, File>, 'mutate' | 'isPending' | 'error'>;
  /** The picture now, shown before the field. */
  preview?: ReactNode;
  /** More buttons after the upload's own. */
  children?: ReactNode;
}) {
  const [file, setFile] = useState<File | null>(null);
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
        onClick={() => file && upload.mutate(file, { onSuccess: () => setFile(null) })}
      >
        {button}
      </Button>
      {children}
    </Group>
  );
}
